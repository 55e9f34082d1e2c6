import CLittleCMS
import AuditTestSupport
import Testing
import ColorScience

/// Our ΔE76, ΔE94 and ΔE2000 against Little CMS's own functions on seeded random Lab pairs.
/// Little CMS serves only as an oracle here; ColorScience computes ΔE in Swift.
@Suite struct DeltaEOracleTests {
    static let pairCount = 20_000

    /// Random Lab pairs over the whole L 0…100, a/b −128…128 range, plus near-equal pairs
    /// (the second a small step from the first), where rounding matters most.
    static func randomPairs() -> [(LabD50, LabD50)] {
        var generator = SplitMix64(seed: 2005)
        func random() -> LabD50 {
            LabD50(l: .random(in: 0...100, using: &generator), a: .random(in: -128...128, using: &generator),
                   b: .random(in: -128...128, using: &generator))
        }
        return (0..<pairCount).map { index in
            let first = random()
            guard index.isMultiple(of: 2) else { return (first, random()) }
            let second = LabD50(
                l: first.l + .random(in: -2...2, using: &generator), a: first.a + .random(in: -2...2, using: &generator),
                b: first.b + .random(in: -2...2, using: &generator))
            return (first, second)
        }
    }

    static func cms(_ lab: LabD50) -> cmsCIELab { cmsCIELab(L: lab.l, a: lab.a, b: lab.b) }

    /// Worst absolute difference over all pairs, with the pair that produced it.
    static func worst(_ ours: (LabD50, LabD50) -> Double, _ theirs: (inout cmsCIELab, inout cmsCIELab) -> Double)
        -> (error: Double, pair: (LabD50, LabD50))
    {
        var worst = (error: 0.0, pair: (LabD50(l: 0, a: 0, b: 0), LabD50(l: 0, a: 0, b: 0)))
        for (first, second) in randomPairs() {
            var a = cms(first), b = cms(second)
            let error = abs(ours(first, second) - theirs(&a, &b))
            if error > worst.error { worst = (error, (first, second)) }
        }
        return worst
    }

    @Test func deltaE76MatchesCmsDeltaE() {
        let result = Self.worst({ DeltaE76.difference($0, $1) }, { cmsDeltaE(&$0, &$1) })
        #expect(result.error <= 1e-12, "worst \(result.error) at \(result.pair)")
    }

    @Test func deltaE94MatchesCmsCIE94DeltaEWithItsWeights() {
        // Little CMS uses K1 = 0.048, K2 = 0.014 and the geometric-mean chroma (see DeltaE94).
        let result = Self.worst(
            { DeltaE94.difference(reference: $0, sample: $1, weights: .littleCMS) }, { cmsCIE94DeltaE(&$0, &$1) })
        #expect(result.error <= 1e-9, "worst \(result.error) at \(result.pair)")
    }

    @Test func deltaE94GraphicArtsDiffersFromLittleCMSAsExpected() {
        // The standard weights are not what Little CMS computes: make sure the difference is
        // the one the constants explain and not an accident.
        let first = LabD50(l: 50, a: 40, b: 0), second = LabD50(l: 50, a: 0, b: 40)
        var a = Self.cms(first), b = Self.cms(second)
        let theirs = cmsCIE94DeltaE(&a, &b)
        // C1 = C2 = 40, ΔL = ΔC = 0, ΔH = √3200; SH = 1 + K2·40.
        expectClose(theirs, 3200.0.squareRoot() / (1 + 0.014 * 40), tolerance: 1e-12)
        expectClose(DeltaE94.difference(reference: first, sample: second), 3200.0.squareRoot() / (1 + 0.015 * 40), tolerance: 1e-12)
    }

    @Test func deltaE2000MatchesCmsCIE2000DeltaE() {
        let result = Self.worst({ DeltaE2000.difference($0, $1) }, { cmsCIE2000DeltaE(&$0, &$1, 1, 1, 1) })
        #expect(result.error <= 1e-9, "worst \(result.error) at \(result.pair)")
    }

    @Test func deltaE2000WithWeightsMatchesLittleCMS() {
        let weights = DeltaE2000.Weights(kL: 2, kC: 1.5, kH: 0.5)
        let result = Self.worst(
            { DeltaE2000.difference($0, $1, weights: weights) }, { cmsCIE2000DeltaE(&$0, &$1, 2, 1.5, 0.5) })
        #expect(result.error <= 1e-9, "worst \(result.error) at \(result.pair)")
    }
}
