import Testing
@testable import ColorScience
import Foundation

/// CIEDE2000's rotation term sin(2Δθ) from its table against eqs. 14 and 16 written out with
/// `atan2`, `exp` and `sin`, on every hundredth of a degree of mean hue.
@Suite struct DeltaE2000RotationTests {
    @Test func tableMatchesTheDefinitionOnAFineGrid() {
        var worst = 0.0
        for step in 0..<36_000 {
            let hue = Double(step) / 100 * .pi / 180
            let (cosine, sine) = (cos(hue), sin(hue))
            let fast = DeltaE2000.rotationSine((cosine * 3, sine * 3, 3))
            // The definition in degrees, as the paper writes it.
            let hueDegrees = Double(step) / 100
            let expected = sin(2 * (30 * .pi / 180) * exp(-pow((hueDegrees - 275) / 25, 2)))
            worst = max(worst, abs(fast - expected))
        }
        #expect(worst < 1e-14, "largest difference \(worst)")
    }

    @Test func termIsLargestAt275DegreesAndZeroAwayFromIt() {
        let at275 = DeltaE2000.rotationSine((cos(275 * .pi / 180), sin(275 * .pi / 180), 1))
        #expect(abs(at275 - sin(60 * .pi / 180)) < 1e-14)  // Δθ = 30°
        #expect(DeltaE2000.rotationSine((1, 0, 1)) == 0)
        #expect(DeltaE2000.rotationSine((cos(100 * .pi / 180), sin(100 * .pi / 180), 1)) < 1e-20)
    }
}
