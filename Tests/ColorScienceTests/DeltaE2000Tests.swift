import AuditTestSupport
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

    /// Chromas from 2⁻⁶⁶ (about 1e-20) down to the least subnormal, across the point (C′ near
    /// 2⁻²⁵⁰) where the hue terms' products would leave the range of a double.
    static let tinyScales: [Double] =
        [-66, -99, -100, -101, -200, -245, -249, -250, -251, -255, -300, -400, -500, -600, -900, -1000, -1074]
            .map { Double(sign: .plus, exponent: $0, significand: 1) }

    /// Hue directions of unit size: the axes, diagonals, and pairs exactly opposite.
    static let directions: [(Double, Double)] = [(1, 0), (0, -1), (-1, 0), (0, 1), (0.75, -0.5), (-0.75, 0.5), (0.3, 0.9), (-0.9, -0.3)]

    @Test(arguments: tinyScales)
    func tinyChromaDiffersFromItselfByZero(scale: Double) {
        for (x, y) in Self.directions {
            let color = LabD50(l: 0, a: x * scale, b: y * scale)
            #expect(DeltaE2000.difference(color, color) == 0, "\(color)")
            let parts = DeltaE2000.components(color, color)
            #expect(parts.hue == 0 && parts.rotation.isFinite, "\(color): \(parts)")
        }
    }

    /// Components of every magnitude a parsed `lab()` allows, drawn log-uniformly from the
    /// least subnormal to `abRange`'s bound with random signs (and some zeros), so that the
    /// two colors of a pair often differ by hundreds of binary orders: ΔE00 is finite,
    /// non-negative, symmetric to 1e-12, and 0 between a color and itself.
    @Test func everyMagnitudeGivesAFiniteSymmetricDifference() {
        var generator = SplitMix64(seed: 142)
        func component() -> Double {
            let draw = Int.random(in: 0..<20, using: &generator)
            if draw == 0 { return 0 }
            let magnitude = Double(sign: .plus, exponent: .random(in: -1074...9, using: &generator), significand: .random(in: 1..<2, using: &generator))
            return draw.isMultiple(of: 2) ? magnitude : -magnitude
        }
        func color() -> LabD50 { LabD50(l: .random(in: 0...100, using: &generator), a: component(), b: component()) }
        var failures = 0
        for _ in 0..<50_000 {
            let first = color(), second = color()
            let forward = DeltaE2000.difference(first, second), backward = DeltaE2000.difference(second, first)
            let itself = DeltaE2000.difference(first, first)
            guard forward.isFinite, forward >= 0, abs(forward - backward) <= 1e-12 * max(1, forward), itself == 0 else {
                failures += 1
                if failures <= 5 { Issue.record("\(first), \(second): \(forward), backward \(backward), itself \(itself)") }
                continue
            }
        }
        #expect(failures == 0)
    }

    /// For equal L and chromas far below 25 (the constant of eqs. 4 and 17), G = 1/2, RC = 0
    /// and SC = SH = 1 to double precision, and ΔC′² + ΔH′² = |v₂ − v₁|² for v = (1.5a, b)
    /// (eqs. 9 and 11 with the law of cosines), so ΔE00 = |(1.5 Δa, Δb)|: a closed form
    /// to compare with, computed at unit scale so that it neither underflows nor rounds.
    @Test(arguments: tinyScales)
    func tinyChromaPairsFollowTheClosedForm(scale: Double) {
        for (x1, y1) in Self.directions {
            for (x2, y2) in Self.directions {
                let first = LabD50(l: 50, a: x1 * scale, b: y1 * scale)
                let second = LabD50(l: 50, a: x2 * scale, b: y2 * scale)
                let unit = (2.25 * (x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
                let expected = unit * scale
                let forward = DeltaE2000.difference(first, second)
                let backward = DeltaE2000.difference(second, first)
                #expect(forward.isFinite && forward >= 0 && forward == backward, "\(first), \(second): \(forward), \(backward)")
                if scale >= 0x1p-500 {
                    // ΔE00's squares are normal doubles: full relative precision.
                    #expect(abs(forward - expected) <= 1e-14 * expected, "\(first), \(second): \(forward), expected \(expected)")
                } else {
                    // Squares of these differences underflow, as they would in ΔE76: only an
                    // absolute error far below anything a color can show.
                    #expect(abs(forward - expected) <= 0x1p-500, "\(first), \(second): \(forward), expected \(expected)")
                }
            }
        }
    }
}
