import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit

@Suite struct ContrastMatrixTests {
    static func randomColors(_ count: Int, seed: UInt64) throws -> [SRGB] {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return (0..<count).map { _ in SRGB(red8: next(), green8: next(), blue8: next()) }
    }

    @Test func everyPairMatchesThePairwiseRatio() throws {
        let colors = try Self.randomColors(300, seed: 11)
        let matrix = try ContrastMatrix(colors: colors)
        let ratios = matrix.ratios()
        #expect(ratios.count == 300 * 299 / 2)
        var index = 0
        for i in 0..<colors.count {
            for j in (i + 1)..<colors.count {
                let expected = try WCAG.contrastRatio(of: colors[i], over: colors[j])
                #expect(matrix.packedIndex(i, j) == index)
                #expect(abs(Double(ratios[index]) - expected) <= expected * 1e-6)
                #expect(matrix.ratio(i, j) == expected)
                index += 1
            }
        }
    }

    @Test func countsUseExactRatios() throws {
        let colors = try Self.randomColors(200, seed: 5)
        let matrix = try ContrastMatrix(colors: colors)
        var expected = 0
        for i in 0..<colors.count {
            for j in (i + 1)..<colors.count where try WCAG.contrastRatio(of: colors[i], over: colors[j]) >= 4.5 {
                expected += 1
            }
        }
        #expect(matrix.count { $0 >= 4.5 } == expected)
        #expect(matrix.count { _ in true } == matrix.pairCount)
    }

    @Test func edgeCasesAndErrors() throws {
        #expect(try ContrastMatrix(colors: []).ratios().isEmpty)
        #expect(try ContrastMatrix(colors: [.white]).pairCount == 0)
        #expect(try ContrastMatrix(colors: [.white, .black]).ratios() == [21])
        #expect(throws: MatrixError.translucentColor(index: 1, hex: "#00000080")) {
            try ContrastMatrix(colors: [.white, try SRGB(parsing: "#00000080")])
        }
    }

    @Test func paletteMatrixLeavesOutTranslucentColors() throws {
        let measured = try Palette.adaptedSystemUI.measured()
        let (names, matrix) = ContrastMatrix.of(measured, in: .dark)
        #expect(!names.contains("secondaryLabel") && names.contains("label"))
        #expect(matrix.count == names.count)
        let label = try #require(names.firstIndex(of: "label")), background = try #require(names.firstIndex(of: "systemBackground"))
        // label (white) over #1C1C1E in the seed's dark palette.
        #expect(abs(matrix.ratio(label, background) - (try WCAG.contrastRatio(of: .white, over: try SRGB(parsing: "#1C1C1E")))) < 1e-15)
    }

    /// The streaming form gives exactly the pairs a brute-force loop over every pair finds
    /// below the threshold, each once, with the exact ratio; the two-pointer count agrees.
    @Test func lowContrastPairsMatchBruteForce() throws {
        var generator = SystemRandomNumberGenerator()
        // 8-bit grays repeat, so equal luminances (ratio 1) are covered too.
        let colors = (0..<700).map { _ in SRGB(red8: .random(in: 0...255, using: &generator), green8: .random(in: 0...255, using: &generator), blue8: .random(in: 0...255, using: &generator)) }
            + (0..<100).map { _ in let gray = UInt8.random(in: 0...255, using: &generator); return SRGB(red8: gray, green8: gray, blue8: gray) }
        let matrix = try ContrastMatrix(colors: colors)
        for threshold in [1.0, 1.1, 1.5, 3.0, 21.5] {
            var expected: Set<[Int]> = []
            for i in 0..<colors.count {
                for j in (i + 1)..<colors.count where matrix.ratio(i, j) < threshold { expected.insert([i, j]) }
            }
            var streamed: Set<[Int]> = []
            var count = 0
            for pair in matrix.pairs(below: threshold) {
                count += 1
                streamed.insert([Swift.min(pair.first, pair.second), Swift.max(pair.first, pair.second)])
                #expect(pair.ratio == matrix.ratio(pair.first, pair.second) && pair.ratio < threshold)
                #expect(matrix.luminances[pair.first] <= matrix.luminances[pair.second], "first is the darker")
            }
            #expect(count == expected.count, "each pair once at \(threshold)")
            #expect(streamed == expected, "threshold \(threshold)")
            #expect(matrix.countPairs(below: threshold) == expected.count)
        }
    }

    /// The pairs at or above a threshold are exactly the brute-force loop's, each once, with
    /// the exact ratio; with the pairs below, they are every pair.
    @Test func highContrastPairsMatchBruteForce() throws {
        var generator = SystemRandomNumberGenerator()
        let colors = (0..<600).map { _ in SRGB(red8: .random(in: 0...255, using: &generator), green8: .random(in: 0...255, using: &generator), blue8: .random(in: 0...255, using: &generator)) }
            + (0..<100).map { _ in let gray = UInt8.random(in: 0...255, using: &generator); return SRGB(red8: gray, green8: gray, blue8: gray) }
        let matrix = try ContrastMatrix(colors: colors)
        for threshold in [1.0, 3.0, 4.5, 7.0, 21.0, 21.5] {
            var expected: Set<[Int]> = []
            for i in 0..<colors.count {
                for j in (i + 1)..<colors.count where matrix.ratio(i, j) >= threshold { expected.insert([i, j]) }
            }
            var streamed: Set<[Int]> = []
            var count = 0
            for pair in matrix.pairs(atLeast: threshold) {
                count += 1
                streamed.insert([Swift.min(pair.first, pair.second), Swift.max(pair.first, pair.second)])
                #expect(pair.ratio == matrix.ratio(pair.first, pair.second) && pair.ratio >= threshold)
                #expect(matrix.luminances[pair.first] <= matrix.luminances[pair.second], "first is the darker")
            }
            #expect(count == expected.count, "each pair once at \(threshold)")
            #expect(streamed == expected, "threshold \(threshold)")
            #expect(count + matrix.countPairs(below: threshold) == matrix.pairCount)
        }
    }
}
