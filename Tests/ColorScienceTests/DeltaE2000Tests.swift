import Testing
import ColorScience

/// CIEDE2000 against the 34 pairs of Sharma, Wu & Dalal (2005), Table 1, read from the
/// fixture as published (4 decimals).
@Suite struct DeltaE2000Tests {
    static let pairs: [(Int, LabD50, LabD50, Double)] = {
        guard let fixture = try? TSVFixture(named: "ciede2000-sharma-2005") else { return [] }
        return fixture.rows.compactMap { row in
            guard let pair = Int(row["pair"] ?? ""),
                  let l1 = try? row.double("L1"), let a1 = try? row.double("a1"), let b1 = try? row.double("b1"),
                  let l2 = try? row.double("L2"), let a2 = try? row.double("a2"), let b2 = try? row.double("b2"),
                  let expected = try? row.double("dE00")
            else { return nil }
            return (pair, LabD50(l: l1, a: a1, b: b1), LabD50(l: l2, a: a2, b: b2), expected)
        }
    }()

    @Test func fixtureHasAll34Pairs() {
        #expect(Self.pairs.map(\.0) == Array(1...34))
    }

    @Test(arguments: pairs)
    func sharmaTable1(pair: Int, first: LabD50, second: LabD50, expected: Double) {
        // The table prints 4 decimals, so 5e-5 is the most a correct value can differ by.
        expectClose(DeltaE2000.difference(first, second), expected, tolerance: 1e-4, "pair \(pair)")
        expectClose(DeltaE2000.difference(second, first), expected, tolerance: 1e-4, "pair \(pair) reversed")
    }

    @Test func componentsRebuildTheTotal() {
        for (_, first, second, _) in Self.pairs {
            let parts = DeltaE2000.components(first, second)
            let rebuilt = (parts.lightness * parts.lightness + parts.chroma * parts.chroma + parts.hue * parts.hue
                + parts.rotation * parts.chroma * parts.hue).squareRoot()
            #expect(rebuilt == parts.deltaE)
            #expect(parts.deltaLPrime == second.l - first.l)
        }
    }

    @Test func parametricFactorsScaleTheirTerm() {
        let first = LabD50(l: 50, a: 0, b: 0)
        let second = LabD50(l: 60, a: 0, b: 0)
        let single = DeltaE2000.difference(first, second)
        let halved = DeltaE2000.difference(first, second, weights: .init(kL: 2))
        // Neutral pair: only the lightness term is non-zero, so kL = 2 halves the total.
        expectClose(halved, single / 2, tolerance: 1e-12)
    }

    @Test func identicalColorsDifferByZero() {
        let color = LabD50(l: 37.5, a: -12, b: 44)
        #expect(DeltaE2000.difference(color, color) == 0)
        #expect(DeltaE76.difference(color, color) == 0)
        #expect(DeltaE94.difference(reference: color, sample: color) == 0)
    }
}
