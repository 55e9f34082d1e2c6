import AuditTestSupport
import Testing
@testable import ColorContrast
import Foundation

/// `PowerLaw.toThe2point4` must return what `pow(u, 2.4)` returns, bit for bit: the expected
/// values are glibc's `pow` (Linux). Elsewhere a `pow` that is not correctly rounded may differ
/// in the last bit, so the comparison is exact only on Linux.
@Suite struct PowerLawTests {
    static func expectSameAsPow(_ u: Double, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let got = PowerLaw.toThe2point4(u), expected = pow(u, 2.4)
        #if os(Linux)
        let same = got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN)
        #else
        let same = abs(got - expected) <= expected.ulp || (got.isNaN && expected.isNaN)
        #endif
        #expect(same, "u = \(u) (\(u.bitPattern)): \(got) vs pow's \(expected)", sourceLocation: sourceLocation)
        return same
    }

    @Test func randomBasesOverTheWholeDomain() {
        var generator = SplitMix64(seed: 24)
        for _ in 0..<1_000_000 {
            // Bases of components in (0.04045, 1], as the transfer function forms them.
            let component = Double.random(in: RelativeLuminance.linearThreshold.nextUp...1, using: &generator)
            guard Self.expectSameAsPow((component + 0.055) / 1.055) else { return }
        }
    }

    @Test func intervalAndBinadeEdges() {
        // Every interval's two ends and their neighbours, in every binade of the table.
        for exponent in -4 ... -1 {
            for j in 0...1024 {
                let edge = Double(sign: .plus, exponent: exponent, significand: 1 + Double(j) / 1024)
                for u in [edge.nextDown, edge, edge.nextUp] {
                    guard Self.expectSameAsPow(u) else { return }
                }
            }
        }
        // The domain's ends and what lies outside it (those take pow itself).
        let lowest = (RelativeLuminance.linearThreshold.nextUp + 0.055) / 1.055
        for u in [lowest, lowest.nextUp, 1, Double(1).nextDown, Double(1).nextUp, 0.0625.nextDown, 0.01, 0, 1.5, 2, .infinity, .nan] {
            #expect(Self.expectSameAsPow(u))
        }
    }

    @Test func powIsCalledOnlyNearRoundingMidpoints() {
        // The documented band is 2⁻⁵ of the inputs; the rest never touch pow. A band that
        // swallowed everything would still be correct, and slow: this catches it.
        var generator = SplitMix64(seed: 25)
        var fallbacks = 0
        let count = 200_000
        for _ in 0..<count {
            let u = Double.random(in: 0.0905...0.9999, using: &generator)
            if PowerLaw.withoutPow(u) == nil { fallbacks += 1 }
        }
        let share = Double(fallbacks) / Double(count)
        #expect(share > 0.02 && share < 0.045, "pow was called for \(share * 100) % of the inputs")
    }

    @Test func linearizeOffTheGridEqualsTheFormula() {
        var generator = SplitMix64(seed: 26)
        for _ in 0..<100_000 {
            let component = Double.random(in: 0...1, using: &generator)
            let got = RelativeLuminance.linearize(component), expected = RelativeLuminance.linearizeByFormula(component)
            #if os(Linux)
            let same = got.bitPattern == expected.bitPattern
            #else
            let same = abs(got - expected) <= expected.ulp
            #endif
            #expect(same, "\(component)")
            if !same { return }
        }
    }
}
