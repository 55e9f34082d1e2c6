import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit

/// The differences between the seed and Apple's iOS 13–18 palette, as the reference README
/// and the seed itself describe them.
@Suite struct SeedCheckTests {
    @Test func darkBackgroundsAreApplesElevatedValues() throws {
        let check = try SeedCheck()
        let elevated = check.findings.filter { $0.kind == .seedUsesElevatedValue }.map(\.color)
        #expect(elevated == [
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
            "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        ])
        let background = try #require(check.findings.first { $0.color == "systemBackground" && $0.cell == .dark })
        #expect(background.apple == .black)
        #expect(background.matchedInstead == SRGB(red8: 28, green8: 28, blue8: 30))
    }

    @Test func tealIsIOS13to14s() throws {
        let teal = try SeedCheck().findings.filter { $0.color == "systemTeal" }
        #expect(teal.map(\.kind) == [.seedUsesIOS13to14Teal, .seedUsesIOS13to14Teal])
        #expect(teal.first?.apple == SRGB(red8: 48, green8: 176, blue8: 199))
    }

    @Test func otherDifferences() throws {
        let check = try SeedCheck()
        let byKey = Dictionary(uniqueKeysWithValues: check.findings.map { ("\($0.color) \($0.cell.key)", $0) })
        // Mint dark: the seed's 102,212,207 against the corrected 99,230,226.
        #expect(byKey["systemMint dark"]?.kind == .differs)
        #expect((byKey["systemMint dark"]?.deltaE2000 ?? 0) > 1)
        // 0.3 × 255 = 76.5, Apple's 8-bit value is 76.
        #expect(byKey["tertiaryLabel light"]?.kind == .alphaRounding)
        // Apple's dark quaternaryLabel is 40/255 (0.157), the seed's 0.18 (≈ 46/255).
        #expect(byKey["quaternaryLabel dark"]?.kind == .alphaDiffers)
        #expect(byKey["systemRed light"]?.kind == .same)
        #expect(byKey["label dark"]?.kind == .same)
        #expect(check.findings.count == 72)
        #expect(check.cellsMissingFromSeed == AppearanceSet(rawValue: 0xFC), "everything but light and dark")
        #expect(check.colorsMissingFromApple.isEmpty)
        #expect(check.report.contains("the seed's dark is Apple's elevated dark; base dark is #000000"))
    }
}
