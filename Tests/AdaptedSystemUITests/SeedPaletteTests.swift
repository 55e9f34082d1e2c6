import Testing
import ColorContrast
import AdaptedSystemUI

/// Every value of the seed's two tables, against the fixture that extract_seed_tables.py
/// read out of the seed's text.
@Suite struct SeedPaletteTests {
    @Test func everySeedValueMatchesTheSeedText() throws {
        let rows = try fixtureRows("seed000-tables")
        #expect(rows.filter { $0["table"] == "system" }.count == 18)
        #expect(rows.filter { $0["table"] == "semantic" }.count == 18)
        #expect(Palette.adaptedSystemUI.colors.map(\.name) == rows.map { $0["name"] ?? "" }, "same colors, same order")

        for row in rows {
            let name = try #require(row["name"])
            let color = try #require(Palette.adaptedSystemUI[name], "\(name) missing")
            for (prefix, cell) in [("light", Appearance.light), ("dark", Appearance.dark)] {
                let value = color.resolved(for: cell)
                let r = try #require(Double(row["\(prefix)_r"] ?? "")), g = try #require(Double(row["\(prefix)_g"] ?? ""))
                let b = try #require(Double(row["\(prefix)_b"] ?? "")), a = try #require(Double(row["\(prefix)_a"] ?? ""))
                #expect(value.red == r / 255 && value.green == g / 255 && value.blue == b / 255, "\(name) \(prefix) rgb")
                #expect(value.alpha == a, "\(name) \(prefix) alpha must be exactly \(a)")
            }
            #expect(color.definedCells == .lightAndDark, "the seed has light and dark only")
            #expect(color.doubtfulCells.isEmpty)
        }
    }

    @Test func seedAlphaIsKeptExactly() throws {
        #expect(Adapted.tertiaryLabel.resolved(for: .light).alpha == 0.3)
        #expect(Adapted.separator.resolved(for: .light).alpha == 0.29)
        #expect(Adapted.quaternarySystemFill.resolved(for: .light).alpha == 0.08)
    }

    @Test func tealIsTheSDKsAsTheSeedSays() {
        // "Specification TEAL RGBA: 64, 200, 224 in Dark. SDK (iOS 13.7) TEAL RGBA: 100, 210, 255 in Dark.
        //  Adapted System UI library uses SDK version of TEAL color for sure."
        #expect(Adapted.systemTeal.resolved(for: .dark) == SRGB(red8: 100, green8: 210, blue8: 255))
    }

    @Test func seedNamesAreTheSameColors() {
        let pairs: [(AdaptiveColor, AdaptiveColor)] = [
            (.systemRed_Adapted, Adapted.systemRed), (.systemOrange_Adapted, Adapted.systemOrange),
            (.systemYellow_Adapted, Adapted.systemYellow), (.systemGreen_Adapted, Adapted.systemGreen),
            (.systemMint_Adapted, Adapted.systemMint), (.systemTeal_Adapted, Adapted.systemTeal),
            (.systemCyan_Adapted, Adapted.systemCyan), (.systemBlue_Adapted, Adapted.systemBlue),
            (.systemIndigo_Adapted, Adapted.systemIndigo), (.systemPurple_Adapted, Adapted.systemPurple),
            (.systemPink_Adapted, Adapted.systemPink), (.systemBrown_Adapted, Adapted.systemBrown),
            (.systemGray_Adapted, Adapted.systemGray), (.systemGray2_Adapted, Adapted.systemGray2),
            (.systemGray3_Adapted, Adapted.systemGray3), (.systemGray4_Adapted, Adapted.systemGray4),
            (.systemGray5_Adapted, Adapted.systemGray5), (.systemGray6_Adapted, Adapted.systemGray6),
            (.label_Adapted, Adapted.label), (.secondaryLabel_Adapted, Adapted.secondaryLabel),
            (.tertiaryLabel_Adapted, Adapted.tertiaryLabel), (.quaternaryLabel_Adapted, Adapted.quaternaryLabel),
            (.placeholderText_Adapted, Adapted.placeholderText), (.separator_Adapted, Adapted.separator),
            (.opaqueSeparator_Adapted, Adapted.opaqueSeparator), (.link_Adapted, Adapted.link),
            (.systemFill_Adapted, Adapted.systemFill), (.secondarySystemFill_Adapted, Adapted.secondarySystemFill),
            (.tertiarySystemFill_Adapted, Adapted.tertiarySystemFill),
            (.quaternarySystemFill_Adapted, Adapted.quaternarySystemFill),
            (.systemBackground_Adapted, Adapted.systemBackground),
            (.secondarySystemBackground_Adapted, Adapted.secondarySystemBackground),
            (.tertiarySystemBackground_Adapted, Adapted.tertiarySystemBackground),
            (.systemGroupedBackground_Adapted, Adapted.systemGroupedBackground),
            (.secondarySystemGroupedBackground_Adapted, Adapted.secondarySystemGroupedBackground),
            (.tertiarySystemGroupedBackground_Adapted, Adapted.tertiarySystemGroupedBackground),
        ]
        #expect(pairs.count == 36)
        for (seedName, swiftName) in pairs { #expect(seedName == swiftName) }
        #expect(Adapted.systemColors.count == 18 && Adapted.semanticColors.count == 18)
    }
}
