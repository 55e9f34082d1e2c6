import Testing
import ColorContrast
import AdaptedSystemUI

/// Every Apple value against the shared reference TSVs, `?` marks included.
@Suite struct ApplePaletteTests {
    static let systemColumns: [(String, Appearance)] = [
        ("light_rgb", .light), ("dark_rgb", .dark),
        ("light_high_contrast_rgb", .lightHighContrast), ("dark_high_contrast_rgb", .darkHighContrast),
    ]
    static let semanticColumns: [(String, Appearance)] = [
        ("light", .light), ("dark", .dark), ("light_hc", .lightHighContrast), ("dark_hc", .darkHighContrast),
        ("light_elevated", .lightElevated), ("dark_elevated", .darkElevated),
        ("light_hc_elevated", .lightHighContrastElevated), ("dark_hc_elevated", .darkHighContrastElevated),
    ]

    /// Checks that `color` has exactly the reference row's cells, values and doubt marks.
    static func check(_ color: AdaptiveColor, against row: [String: String], columns: [(String, Appearance)]) throws {
        var expectedDefined = AppearanceSet()
        for (column, cell) in columns {
            let reference = try ReferenceCell(try #require(row[column]))
            guard let expected = reference.color else { continue }
            expectedDefined.insert(AppearanceSet(cell))
            #expect(color.resolved(for: cell) == expected, "\(color.name) \(cell.key)")
            #expect(color.doubtfulCells.contains(cell) == reference.doubtful, "\(color.name) \(cell.key) doubt mark")
        }
        #expect(color.definedCells == expectedDefined, "\(color.name) defines other cells than the reference")
    }

    @Test func iOS13SystemColors() throws {
        let rows = try fixtureRows("ios13-system-colors").filter { !($0["name"] ?? "").contains(".") }
        #expect(rows.count == 18)
        for row in rows {
            let color = try #require(Palette.appleIOS13[row["name"] ?? ""])
            try Self.check(color, against: row, columns: Self.systemColumns)
        }
    }

    @Test func iOS26SystemColors() throws {
        let rows = try fixtureRows("ios26-system-colors")
        #expect(rows.count == 18)
        for row in rows {
            let color = try #require(Palette.appleIOS26[row["name"] ?? ""])
            try Self.check(color, against: row, columns: Self.systemColumns)
        }
    }

    @Test func semanticColorsInBothReleases() throws {
        let rows = try fixtureRows("ios-semantic-colors")
        #expect(rows.count == 19)
        for row in rows {
            let name = try #require(row["name"])
            if name == "separator.ios26" {
                try Self.check(try #require(Palette.appleIOS26["separator"]), against: row, columns: Self.semanticColumns)
                continue
            }
            try Self.check(try #require(Palette.appleIOS13[name]), against: row, columns: Self.semanticColumns)
            if name != "separator" {
                #expect(Palette.appleIOS26[name] == Palette.appleIOS13[name], "\(name) is unchanged in iOS 26")
            }
        }
    }

    @Test func palettesCarryTheirProvenance() {
        for palette in Palette.builtIn {
            #expect(!palette.name.isEmpty && !palette.title.isEmpty && !palette.release.isEmpty && !palette.source.isEmpty)
        }
        #expect(Set(Palette.builtIn.map(\.name)).count == Palette.builtIn.count, "names are unique")
        #expect(Palette.appleIOS13.hasDoubtfulValues && !Palette.adaptedSystemUI.hasDoubtfulValues)
        #expect(Palette.appleIOS13.definedCells == .all)
        #expect(Palette.builtIn(named: "apple-ios26")?.release == "iOS 26")
        #expect(Palette.builtIn(named: "nope") == nil)
    }
}

/// The macOS palette against its reference TSV (the HIG's macOS table and the AppKit
/// semantic colors with two agreeing readings), cell by cell.
@Suite struct MacOSPaletteTests {
    static let columns: [(String, Appearance)] = [
        ("light", .light), ("dark", .dark), ("light_hc", .lightHighContrast), ("dark_hc", .darkHighContrast),
    ]

    @Test func everyCellMatchesTheReference() throws {
        let rows = try fixtureRows("macos-colors")
        #expect(rows.count == 19)
        #expect(Palette.appleMacOS.colors.count == rows.count)
        for row in rows {
            let color = try #require(Palette.appleMacOS[row["name"] ?? ""], "\(row["name"] ?? "")")
            try ApplePaletteTests.check(color, against: row, columns: Self.columns)
        }
    }

    @Test func isBuiltIn() {
        #expect(Palette.builtIn(named: "apple-macos") != nil)
    }
}
