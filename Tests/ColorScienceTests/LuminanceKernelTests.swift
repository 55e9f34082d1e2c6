import Testing
@testable import ColorScience

/// The vector kernel (`_ColorKernels`, AVX2) against the scalar path it mirrors: wherever it
/// gives a luminance, that luminance must be the scalar path's bit for bit, and it must decline
/// only near rounding midpoints and outside its table. Runs where the processor has AVX2.
@Suite(.enabled(if: RelativeLuminance.hasVectorKernel, "the processor has no AVX2"))
struct LuminanceKernelTests {
    /// Whether the kernel settled `color` (nil where it declined), checking its value; and in
    /// either case the luminance that uses it, completed with `pow` where it declined.
    static func check(_ color: SRGB, sourceLocation: SourceLocation = #_sourceLocation) -> Bool? {
        let scalar = RelativeLuminance.luminanceOfCompositeByComponent(color)
        let completed = RelativeLuminance.luminanceOfComposite(color)
        let sameCompleted = completed.bitPattern == scalar.bitPattern || (completed.isNaN && scalar.isNaN)
        #expect(sameCompleted, "\(color.red), \(color.green), \(color.blue): completed \(completed), scalar \(scalar)", sourceLocation: sourceLocation)
        guard let kernel = RelativeLuminance.luminanceByKernel(color) else { return sameCompleted ? nil : false }
        let same = kernel.bitPattern == scalar.bitPattern
        #expect(same, "\(color.red), \(color.green), \(color.blue): kernel \(kernel), scalar \(scalar)", sourceLocation: sourceLocation)
        return same
    }

    @Test func randomCompositesMatchTheScalarPathBitForBit() {
        var generator = SplitMix64(seed: 31)
        var declined = 0, mismatches = 0
        let count = 300_000
        for _ in 0..<count {
            let color = SRGB(
                uncheckedRed: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator), alpha: 1)
            switch Self.check(color) {
            case nil: declined += 1
            case false?: mismatches += 1
            case true?: break
            }
            if mismatches > 3 { break }
        }
        #expect(mismatches == 0)
        // Three components, each in the 2⁻⁵ band about 96 % of the time it is on the power law.
        let share = Double(declined) / Double(count)
        #expect(share > 0.05 && share < 0.13, "the kernel declined \(share * 100) % of the colors")
    }

    @Test func everyEightBitValueInEveryLane() {
        for k in 0...255 {
            let v = Double(k) / 255
            for color in [SRGB(uncheckedRed: v, green: 0.5, blue: 0.25, alpha: 1), SRGB(uncheckedRed: 0.5, green: v, blue: 0.25, alpha: 1),
                          SRGB(uncheckedRed: 0.25, green: 0.5, blue: v, alpha: 1)] {
                _ = Self.check(color)
            }
        }
    }

    @Test func segmentAndTableEdges() {
        let threshold = RelativeLuminance.linearThreshold
        let lowestBase = 0.0625, edges = [0, threshold.nextDown, threshold, threshold.nextUp, 0.5, Double(1).nextDown]
        for red in edges {
            for green in edges {
                _ = Self.check(SRGB(uncheckedRed: red, green: green, blue: 0.75, alpha: 1))
            }
        }
        // Bases at the ends of the table's binades, as components: c = u · 1.055 − 0.055.
        for exponent in -4 ... -1 {
            let u = Double(sign: .plus, exponent: exponent, significand: 1)
            for base in [u.nextDown, u, u.nextUp] where base > lowestBase {
                _ = Self.check(SRGB(uncheckedRed: base * 1.055 - 0.055, green: 0.3, blue: 0.6, alpha: 1))
            }
        }
    }

    @Test func declinesWhatItCannotSettle() {
        // 1 has base 1, outside the table; NaN and values above 1 are not components.
        for value in [1.0, 1.5, .nan, .infinity] {
            let color = SRGB(uncheckedRed: 0.5, green: value, blue: 0.5, alpha: 1)
            #expect(RelativeLuminance.luminanceByKernel(color) == nil, "\(value)")
            #expect(Self.check(color) == nil, "\(value)")  // and completed as the scalar path does
        }
        // Below 0 the linear segment applies, in the kernel as in the scalar path.
        #expect(Self.check(SRGB(uncheckedRed: 0.5, green: -0.5, blue: 0.5, alpha: 1)) == true)
    }
}
