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
}
