import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import AuditTestSupport

/// Asset catalogs as Xcode writes and reads them: the fixture catalogs in Fixtures/Xcode
/// reproduce, from Apple's *Asset Catalog Format Reference* and the shapes found in
/// open-source apps, system color references (iOS, universal, osx; with and without the
/// `Color` suffix; a deprecated name), the empty `AccentColor` template, display-gamut
/// variants, idioms, size-class variants, extended gray and linear sRGB, alpha written
/// `"1"`, high contrast, and a second catalog.
///
/// Expected values come from Apple's published values (the shared reference TSVs), from
/// IEC 61966-2-1's sRGB curve, or from Little CMS's C API (the oracle fixture) — never from
/// the loader itself.
@Suite struct XcodeCatalogTests {
    static let fixtures = AuditFixtures.root
    static let app = fixtures.appendingPathComponent("Xcode/App.xcassets").path
    static let widgets = fixtures.appendingPathComponent("Xcode/Widgets.xcassets").path
    static let appleFixtures = AuditFixtures.repository.appendingPathComponent("Tests/AdaptedSystemUITests/Fixtures")

    /// A reference row: name → cells (R,G,B[,A] 0–255, `?` ignored, `n/a` nil) by column.
    static func referenceRow(_ file: String, _ name: String) throws -> [String: SRGB?] {
        let text = try String(contentsOf: appleFixtures.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let header = lines[0].components(separatedBy: "\t")
        let row = try #require(lines.dropFirst().first { $0.hasPrefix(name + "\t") }).components(separatedBy: "\t")
        var cells: [String: SRGB?] = [:]
        for (column, value) in zip(header, row).dropFirst() where column != "notes" {
            let body = value.hasSuffix("?") ? String(value.dropLast()) : value
            guard body != "n/a" else { cells[column] = .some(nil); continue }
            let numbers = body.split(separator: ",").compactMap { UInt8($0) }
            cells[column] = SRGB(red8: numbers[0], green8: numbers[1], blue8: numbers[2], alpha8: numbers.count == 4 ? numbers[3] : 255)
        }
        return cells
    }

    /// IEC 61966-2-1: linear light to the sRGB curve.
    static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    static func expectNear(_ color: SRGB, _ expected: (Double, Double, Double), alpha: Double = 1, _ what: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(color.red - expected.0) < 1e-6 && abs(color.green - expected.1) < 1e-6 && abs(color.blue - expected.2) < 1e-6
                    && color.alpha == alpha,
                "\(what): \(color.red), \(color.green), \(color.blue), \(color.alpha) vs \(expected), \(alpha)", sourceLocation: sourceLocation)
    }

    @Test func iOSReferencesResolveWithAllTheirCells() throws {
        let palette = try AssetCatalog.read(Self.app)
        let columns: [(String, Appearance)] = [
            ("light", .light), ("dark", .dark), ("light_hc", .lightHighContrast), ("dark_hc", .darkHighContrast),
            ("light_elevated", .lightElevated), ("dark_elevated", .darkElevated),
            ("light_hc_elevated", .lightHighContrastElevated), ("dark_hc_elevated", .darkHighContrastElevated),
        ]
        // (color set, the UIKit color it references)
        for (name, uikit) in [("Background", "systemBackground"), ("Body", "label"), ("Secondary", "secondaryLabel"),
                              ("Grouped", "systemGroupedBackground")] {
            let color = try #require(palette[name], "\(name)")
            let row = try Self.referenceRow("ios-semantic-colors.tsv", uikit)
            for (column, cell) in columns {
                let expected = try #require(row[column] ?? nil, "\(uikit) \(column)")
                #expect(color.resolved(for: cell) == expected, "\(name) → \(uikit) in \(cell.key)")
            }
        }
        // systemRedColor with platform universal: iOS 26's four cells.
        let danger = try #require(palette["Danger"])
        let red = try Self.referenceRow("ios26-system-colors.tsv", "systemRed")
        #expect(danger.resolved(for: .light) == red["light_rgb"] ?? nil)
        #expect(danger.resolved(for: .dark) == red["dark_rgb"] ?? nil)
        #expect(danger.resolved(for: .lightHighContrast) == red["light_high_contrast_rgb"] ?? nil)
        #expect(danger.resolved(for: .darkHighContrast) == red["dark_high_contrast_rgb"] ?? nil)
        #expect(palette.notes.contains { $0.hasPrefix("6 system color references resolved through apple-ios26: ") })
    }

    @Test func theSystemPaletteIsAnOption() throws {
        let palette = try AssetCatalog.read(Self.app, options: .init(systemColors: .appleIOS13))
        let red = try Self.referenceRow("ios13-system-colors.tsv", "systemRed")
        #expect(try #require(palette["Danger"]).resolved(for: .light) == red["light_rgb"] ?? nil)
    }

    @Test func componentsAndAReferenceInOneColorSet() throws {
        let vibrant = try #require(try AssetCatalog.read(Self.app)["Vibrant"])
        #expect(vibrant.resolved(for: .light) == SRGB(red8: 255, green8: 255, blue8: 255))
        #expect(vibrant.resolved(for: .dark) == SRGB(red8: 255, green8: 255, blue8: 255), "label in dark")
        #expect(vibrant.definedCells.contains(.init(.light)) && vibrant.definedCells.contains(.init(.dark)))
        #expect(!vibrant.definedCells.contains(.init(.lightElevated)), "the light entry has no elevated variant")
    }

    @Test func macOSReferences() throws {
        let palette = try AssetCatalog.read(Self.app)
        let red = try #require(palette["Red"])
        let mac = try Self.referenceRow("macos-colors.tsv", "systemRed")
        #expect(red.resolved(for: .light) == mac["light"] ?? nil)
        #expect(red.resolved(for: .darkHighContrast) == mac["dark_hc"] ?? nil)
        // Gray Gamma 2.2 light, quaternaryLabelColor (osx) dark.
        let separator = try #require(palette["Separator"])
        let quaternary = try Self.referenceRow("macos-colors.tsv", "quaternaryLabel")
        #expect(separator.resolved(for: .dark) == quaternary["dark"] ?? nil)
        let gray = Self.encode(pow(0.9, 2.2))
        Self.expectNear(separator.resolved(for: .light), (gray, gray, gray), "gray-gamma-22 0.9")
        // The user's accent color and an AppKit color without published values stay unresolved.
        #expect(palette["Accent"] == nil && palette["Grid"] == nil)
        #expect(palette.unresolved.map(\.name) == ["Accent", "Grid"])
        #expect(palette.unresolvedColor(named: "Accent")?.reason.contains("'controlAccentColor' (platform osx) is the accent color each user chooses") == true)
        #expect(palette.unresolvedColor(named: "Grid")?.reason.contains("'gridColor' (platform osx) has no published macOS values") == true)
    }

    @Test func emptyTemplateOtherIdiomsAndQualifiersAreNotes() throws {
        let palette = try AssetCatalog.read(Self.app)
        #expect(palette["AccentColor"] == nil && palette["MacOnly"] == nil)
        #expect(palette.notes.contains("1 empty color set (no color given) skipped: AccentColor"))
        #expect(palette.notes.contains("MacOnly skipped: defined only for idiom mac, not universal (choose with --idiom)"))
        #expect(palette.notes.contains("Compact: entries for width-class not audited (only the entries without them are)"))
        #expect(try #require(palette["Compact"]).resolved(for: .light) == SRGB(red8: 0, green8: 0, blue8: 0))
    }

    @Test func displayGamutPicksTheEntryNotTheLast() throws {
        let p3 = try #require(try AssetCatalog.read(Self.app)["Gamut"])
        let oracle = try AssetCatalogTests.oracle("display-p3", [0.2, 0.4, 0.6])
        AssetCatalogTests.expectNear(p3.resolved(for: .light), oracle, "display-P3 entry")
        let srgb = try #require(try AssetCatalog.read(Self.app, options: .init(displayGamut: .sRGB))["Gamut"])
        #expect(srgb.resolved(for: .light) == SRGB(red8: 0x20, green8: 0x40, blue8: 0x60), "sRGB entry")
        #expect(try AssetCatalog.read(Self.app).notes.contains(
            "1 color set has entries for the sRGB gamut, not audited (display gamut display-P3): Gamut"))
    }

    @Test func anIdiomsOwnEntriesOverrideUniversal() throws {
        let universal = try #require(try AssetCatalog.read(Self.app)["Idioms"])
        #expect(universal.resolved(for: .light) == SRGB(red8: 0, green8: 0, blue8: 0))
        let mac = try AssetCatalog.read(Self.app, options: .init(idiom: "mac"))
        let idioms = try #require(mac["Idioms"])
        #expect(idioms.resolved(for: .light) == SRGB(red8: 255, green8: 255, blue8: 255))
        #expect(idioms.resolved(for: .dark) == SRGB(red8: 128, green8: 128, blue8: 128))
        #expect(mac["MacOnly"] != nil)
    }

    @Test func extendedGrayIsGrayGamma22AndAlphaIsAlwaysAFraction() throws {
        let gray = try #require(try AssetCatalog.read(Self.app)["Gray"])
        let half = Self.encode(pow(0.5, 2.2)), tenth = Self.encode(pow(0.1, 2.2))
        Self.expectNear(gray.resolved(for: .light), (half, half, half), alpha: 1, "extended-gray 0.5, alpha \"1\"")
        Self.expectNear(gray.resolved(for: .dark), (tenth, tenth, tenth), alpha: 0.8, "extended-gray 0.1")
        // The same through Little CMS's C API.
        AssetCatalogTests.expectNear(gray.resolved(for: .light), try AssetCatalogTests.oracle("gray-gamma-22", [0.5]), "oracle")
    }

    @Test func extendedLinearSRGBThroughTheSRGBCurve() throws {
        let linear = try #require(try AssetCatalog.read(Self.app)["Linear"])
        Self.expectNear(linear.resolved(for: .light), (Self.encode(0.5), Self.encode(0.25), Self.encode(0.1)), "extended-linear-srgb")
    }

    @Test func highContrastEntriesByLuminosity() throws {
        let contrast = try #require(try AssetCatalog.read(Self.app)["Contrast"])
        #expect(contrast.resolved(for: .light) == SRGB(red8: 10, green8: 10, blue8: 10))
        #expect(contrast.resolved(for: .dark) == SRGB(red8: 20, green8: 20, blue8: 20))
        #expect(contrast.resolved(for: .lightHighContrast) == SRGB(red8: 30, green8: 30, blue8: 30))
        #expect(contrast.resolved(for: .darkHighContrast) == SRGB(red8: 40, green8: 40, blue8: 40))
    }

    @Test func severalCatalogsMakeOnePalette() throws {
        let palette = try AssetCatalog.read([Self.app, Self.widgets])
        #expect(palette.name == "App+Widgets")
        #expect(palette["WidgetInk"] != nil && palette["Brand/Background"] != nil && palette["Background"] != nil)
        let loaded = try Palette.load(from: "\(Self.app),\(Self.widgets)/")
        #expect(loaded.palette.colors.count == palette.colors.count)
    }

    @Test func unresolvedColorsMakeTheirPairsIncomplete() throws {
        let palette = try AssetCatalog.read(Self.app)
        let pairings = [
            Pairing(foreground: "Body", background: "Background", role: .bodyText),
            Pairing(foreground: "Accent", background: "Background", role: .uiComponent),
        ]
        let report = try ContrastAuditor(pairings: pairings).audit(palette)
        #expect(report.summary.incomplete == 1)
        #expect(report.incomplete.map(\.pair) == [PairID("Accent", on: "Background")])
        #expect(report.incomplete.first?.reason.hasPrefix("foreground Accent is unresolved (") == true)
        #expect(report.findings.allSatisfy { $0.pair == PairID("Body", on: "Background") })
        #expect(!report.findings.isEmpty)
        // Every format says so.
        let markdown = try ReportFormat.markdown.writer.render(report)
        #expect(markdown.contains("## Incomplete: pairs that could not be checked (1)"))
        let html = try ReportFormat.html.writer.render(report)
        #expect(html.contains("Incomplete: pairs that could not be checked (1)"))
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(try ReportFormat.json.writer.render(report).utf8))
        #expect(decoded.incomplete == report.incomplete && decoded.summary.incomplete == 1)
    }

    // MARK: Errors: every one, in one run

    static func catalog(_ files: [String: String]) throws -> URL {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).xcassets")
        for (path, content) in files {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: file, atomically: false, encoding: .utf8)
        }
        return catalog.standardizedFileURL
    }

    @Test func everyMalformedColorSetIsReported() throws {
        let catalog = try Self.catalog([
            "A.colorset/Contents.json": #"{"colors": [{"color": {"components": {"red": "abc", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
            "B.colorset/Contents.json": "{\"colors\": [\n  {\"color\": }\n]}",
            "C.colorset/Contents.json": #"{"colors": [{"color": {"components": {"red": "1", "green": "0", "blue": "0", "alpha": "2"}}}, {"color": {"components": {"red": true, "green": "0", "blue": "0"}}}]}"#,
            "D.colorset/Contents.json": #"{"colors": [{"color": {"components": {"red": "1", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        do {
            _ = try AssetCatalog.read(catalog.path)
            Issue.record("accepted")
        } catch {
            let all = error.all
            #expect(all.count == 4)
            guard all.count == 4 else { return }
            InputFileErrorExpectation(": colors[0].color.components.red: 'abc' is not a number")
                .check(all[0], file: catalog.appendingPathComponent("A.colorset/Contents.json").path)
            InputFileErrorExpectation(":2:13: invalid JSON: ").check(all[1], file: catalog.appendingPathComponent("B.colorset/Contents.json").path)
            InputFileErrorExpectation(": colors[0].color.components.alpha: 2.0 is outside 0...1")
                .check(all[2], file: catalog.appendingPathComponent("C.colorset/Contents.json").path)
            InputFileErrorExpectation(": colors[1].color.components.red: expected a number or a string, found a boolean")
                .check(all[3], file: catalog.appendingPathComponent("C.colorset/Contents.json").path)
            #expect(error.description.split(separator: "\n").count == 4)
        }
    }

    /// Xcode builds a catalog that names a color twice (a set copied into a folder); the app
    /// gets one of them. The same color twice is read once, with a note; two different colors
    /// are an error naming both files, since which one the app gets is not said.
    @Test func aNameDefinedTwice() throws {
        let red = #"{"colors": [{"color": {"components": {"red": "1.000", "green": "0.000", "blue": "0.000"}}, "idiom": "universal"}]}"#
        // The same color, written another way (0–255 integers, no spacing, another key order).
        let sameRed = #"{"colors":[{"idiom":"universal","color":{"components":{"red":"255","green":"0","blue":"0"}}}]}"#
        let catalog = try Self.catalog([
            "One/Ink.colorset/Contents.json": red, "Two/Ink.colorset/Contents.json": sameRed,
            "Three/Contents.json": #"{"properties": {"provides-namespace": true}}"#, "Three/Ink.colorset/Contents.json": red,
            "Empty.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}]}"#,
            "Copies/Empty.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        let palette = try AssetCatalog.read(catalog.path)
        #expect(palette.colors.map(\.name).sorted() == ["Ink", "Three/Ink"])
        #expect(palette["Ink"]?.resolved(for: .light) == SRGB(red8: 255, green8: 0, blue8: 0))
        let one = catalog.appendingPathComponent("One/Ink.colorset/Contents.json").path
        let two = catalog.appendingPathComponent("Two/Ink.colorset/Contents.json").path
        let first = [one, two].sorted()
        #expect(palette.notes.contains("Ink is defined by 2 color sets with the same color, read once: \(first[0]), \(first[1])"))
        #expect(palette.notes.contains { $0.hasPrefix("Empty is defined by 2 color sets with the same color, read once: ") })
        #expect(palette.notes.contains("1 empty color set (no color given) skipped: Empty"))

        // Another color under the same name: which one the app gets is not said.
        let blue = #"{"colors": [{"color": {"components": {"red": "0.000", "green": "0.000", "blue": "1.000"}}, "idiom": "universal"}]}"#
        let differing = try Self.catalog(["One/Ink.colorset/Contents.json": red, "Two/Ink.colorset/Contents.json": blue])
        defer { try? FileManager.default.removeItem(at: differing) }
        #expect(throws: InputFileError(
            file: differing.appendingPathComponent("Two/Ink.colorset/Contents.json").path,
            message: "color 'Ink' is also defined by \(differing.appendingPathComponent("One/Ink.colorset/Contents.json").path), with other values")) {
            try AssetCatalog.read(differing.path)
        }
        // Across catalogs, too.
        let other = try Self.catalog(["Ink.colorset/Contents.json": blue])
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(throws: InputFileError.self) { try AssetCatalog.read([catalog.path, Self.widgets, other.path]) }
        do {
            _ = try AssetCatalog.read([catalog.path, other.path])
            Issue.record("two catalogs with another Ink were read as one")
        } catch {
            let root = URL(fileURLWithPath: other.path).resolvingSymlinksInPath().standardizedFileURL.path
            let first = URL(fileURLWithPath: catalog.path).resolvingSymlinksInPath().standardizedFileURL.path
            #expect(error.description == "\(root)/Ink.colorset/Contents.json: color 'Ink' is also defined by \(first)/One/Ink.colorset/Contents.json, another catalog, "
                + "with other values: audit each target's catalogs apart (--palette), or the app with --project, which reads its target's", "\(error.description)")
        }
    }

    @Test func validConstructsTheAuditDoesNotUseAreNeverErrors() throws {
        let catalog = try Self.catalog([
            "Template.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "idiom": "universal"}]}"#,
            "Space.colorset/Contents.json": #"{"colors": [{"color": {"color-space": "lab", "components": {"red": "1", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
            "DarkOnly.colorset/Contents.json": #"{"colors": [{"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"red": "1", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
            "Unknown.colorset/Contents.json": #"{"colors": [{"color": {"platform": "ios", "reference": "noSuchColor"}, "idiom": "universal"}]}"#,
            "Ok.colorset/Contents.json": #"{"colors": [{"color": {"components": {"red": "1", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        let palette = try AssetCatalog.read(catalog.path)
        #expect(palette.colors.map(\.name) == ["Ok"])
        #expect(palette.unresolved.map(\.name) == ["DarkOnly", "Space", "Unknown"])
        #expect(palette.unresolvedColor(named: "Space")?.reason.hasSuffix("color space 'lab' is not supported (supported: srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray)") == true)
        #expect(palette.notes.contains("1 empty color set (no color given) skipped: Template"))
    }

    // MARK: Edge cases an independent review found

    static let red = #"{"components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}"#
    static let blue = #"{"components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}"#
    static let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}], "#

    @Test func twoEntriesForOneVariantAreAnError() throws {
        let catalog = try Self.catalog([
            "Twice.colorset/Contents.json": #"{"colors": [{"color": \#(Self.red), "idiom": "universal"}, {"color": \#(Self.blue), "idiom": "universal"}]}"#,
            "Both.colorset/Contents.json": #"{"colors": [{"appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "luminosity", "value": "light"}], "color": \#(Self.red), "idiom": "universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        do {
            _ = try AssetCatalog.read(catalog.path)
            Issue.record("accepted")
        } catch {
            #expect(error.all.count == 2)
            InputFileErrorExpectation(": colors[0].appearances[1]: a second luminosity appearance ('light' after 'dark'); an entry is for one value of each")
                .check(error.all[0], file: catalog.appendingPathComponent("Both.colorset/Contents.json").path)
            InputFileErrorExpectation(": colors[1]: is for the same idiom, appearances and display gamut as colors[0]; Xcode keeps one entry per variant")
                .check(error.all[1], file: catalog.appendingPathComponent("Twice.colorset/Contents.json").path)
        }
    }

    @Test func aMissingGamutFallsBackToTheOtherWithANote() throws {
        let catalog = try Self.catalog([
            "OnlySRGB.colorset/Contents.json": #"{"colors": [{"color": \#(Self.red), "display-gamut": "sRGB", "idiom": "universal"}]}"#,
            "Mixed.colorset/Contents.json": #"{"colors": [{"color": \#(Self.red), "display-gamut": "sRGB", "idiom": "universal"}, {\#(Self.dark)"color": \#(Self.blue), "display-gamut": "sRGB", "idiom": "universal"}, {"color": {"color-space": "display-p3", "components": {"red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"}}, "display-gamut": "display-P3", "idiom": "universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        let palette = try AssetCatalog.read(catalog.path)
        #expect(try #require(palette["OnlySRGB"]).resolved(for: .light) == SRGB(red8: 255, green8: 0, blue8: 0))
        let mixed = try #require(palette["Mixed"])
        AssetCatalogTests.expectNear(mixed.resolved(for: .light), try AssetCatalogTests.oracle("display-p3", [0.2, 0.4, 0.6]), "P3 any")
        #expect(mixed.resolved(for: .dark) == SRGB(red8: 0, green8: 0, blue8: 255), "the dark entry is more specific than P3 any")
        #expect(palette.notes.contains(
            "2 color sets have no entry for display gamut display-P3 in some appearance; the other gamut's entry was audited there: Mixed, OnlySRGB"))
    }

    @Test func catalogListsSymlinksAndFoldersAreCheckedOnce() throws {
        let set = #"{"colors": [{"color": \#(Self.red), "idiom": "universal"}]}"#
        let catalog = try Self.catalog([
            "Ink.colorset/Contents.json": set,
            "NS/Contents.json": #"{"properties": {"provides-namespace": "true"}}"#,
            "NS/A.colorset/Contents.json": set, "NS/B.colorset/Contents.json": set,
            "Stray.colorset": "not a directory",
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        // A wrong-typed namespace flag is one error, not one per color set below it.
        do {
            _ = try AssetCatalog.read(catalog.path)
            Issue.record("accepted")
        } catch {
            #expect(error.all.count == 1)
            InputFileErrorExpectation(": properties.provides-namespace: expected a boolean, found a string")
                .check(error, file: catalog.appendingPathComponent("NS/Contents.json").path)
        }
        try #"{"properties": {"provides-namespace": true}}"#.write(
            to: catalog.appendingPathComponent("NS/Contents.json"), atomically: false, encoding: .utf8)
        // A symbolic link inside is named, not followed; a catalog reached through a link reads.
        try FileManager.default.createSymbolicLink(
            at: catalog.appendingPathComponent("Linked"), withDestinationURL: catalog.appendingPathComponent("NS"))
        let link = catalog.deletingLastPathComponent().appendingPathComponent("perseus-link-\(UUID().uuidString).xcassets")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: catalog)
        defer { try? FileManager.default.removeItem(at: link) }
        let palette = try AssetCatalog.read(link.path)
        #expect(palette.colors.map(\.name) == ["Ink", "NS/A", "NS/B"], "the stray file named .colorset is not a color set")
        #expect(palette.notes.contains("1 symbolic link inside the catalog not followed: Linked"))
        // A catalog given twice, an empty name in the list.
        #expect(throws: InputFileError(file: link.path, message: "the catalog is given twice")) {
            try AssetCatalog.read([catalog.path, link.path])
        }
        #expect(throws: InputFileError(file: "\(catalog.path),", message: "an empty name in the list of catalogs")) {
            try AssetCatalog.read([catalog.path, ""])
        }
    }

    @Test func aCatalogOfEmptyTemplatesIsAnEmptyPaletteWithItsNotes() throws {
        let catalog = try Self.catalog([
            "AccentColor.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
            "WidgetBackground.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}, {\#(Self.dark)"idiom": "universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        let palette = try AssetCatalog.read(catalog.path)
        #expect(palette.colors.isEmpty && palette.unresolved.isEmpty)
        #expect(palette.notes == ["2 empty color sets (no color given) skipped: AccentColor, WidgetBackground"])
        #expect(try ContrastAuditor().audit(palette).nothingChecked != nil)
    }

    @Test func referencesNoteListsOnlyResolvedColorsAndNegativeLinearMirrors() throws {
        let catalog = try Self.catalog([
            "Half.colorset/Contents.json": #"{"colors": [{"color": {"platform": "ios", "reference": "systemRedColor"}, "idiom": "universal"}, {\#(Self.dark)"color": {"platform": "osx", "reference": "controlAccentColor"}, "idiom": "universal"}]}"#,
            "Black.colorset/Contents.json": #"{"colors": [{"color": {"platform": "osx", "reference": "blackColor"}, "idiom": "universal"}]}"#,
            "Minus.colorset/Contents.json": #"{"colors": [{"color": {"color-space": "extended-linear-srgb", "components": {"red": "0.500", "green": "-0.500", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"}]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: catalog) }
        let palette = try AssetCatalog.read(catalog.path)
        #expect(palette.unresolved.map(\.name) == ["Half"])
        #expect(!palette.notes.contains { $0.contains("Half → systemRedColor") })
        #expect(try #require(palette["Black"]).resolved(for: .dark) == SRGB(red8: 0, green8: 0, blue8: 0), "NSColor.black")
        let encoded = String(format: "%.4f", Self.encode(0.5))
        #expect(palette.notes.contains { $0.hasPrefix("Minus (any): extended-linear-srgb color is outside sRGB, (\(encoded), -\(encoded), 0.0000)") },
                "\(palette.notes)")
    }

    /// A folder whose path reaches PATH_MAX (4096 bytes with the terminating NUL on Linux) cannot
    /// be opened by path; a color set in it would be missing from the audit, so the run stops
    /// with an error naming the first folder that cannot be read and how long its path is.
    @Test func aFolderPastThePathLimitIsAnErrorThatNamesIt() throws {
        let catalog = try Self.catalog(["Shallow.colorset/Contents.json": #"{"colors": [{"color": \#(Self.red), "idiom": "universal"}]}"#])
        defer { try? FileManager.default.removeItem(at: catalog) }
        var nested = try NestedFolders(under: catalog.path, names: (0..<24).map { String(format: "level%02d-", $0) + String(repeating: "x", count: 192) })
        defer { nested.remove() }
        try nested.write(#"{"colors": [{"color": \#(Self.blue), "idiom": "universal"}]}"#, to: ["Deep.colorset", "Contents.json"])
        // The kernel refuses a path of PATH_MAX bytes or more: the first folder that long is
        // the one that cannot be read.
        var path = catalog.path
        var firstTooLong: String?
        for name in nested.names {
            path += "/" + name
            if path.utf8.count >= 4096 {
                firstTooLong = path
                break
            }
        }
        let unreadable = try #require(firstTooLong, "the folders reach past PATH_MAX")
        do {
            _ = try AssetCatalog.read(catalog.path)
            Issue.record("a catalog with a folder it cannot read was accepted")
        } catch {
            #expect(error.all == [InputFileError(
                file: unreadable,
                message: "cannot be read: the path is \(unreadable.utf8.count) bytes, and the system takes at most 4095; shorten the folder names or move the catalog")])
        }
    }
}

/// Folders nested deeper than an absolute path can name, made and removed through directory
/// descriptors (`mkdirat`, `openat`), which FileManager's path-based calls cannot do.
private struct NestedFolders {
    let names: [String]
    /// A descriptor for the base and each level, in order, then for folders made by `write`.
    private var descriptors: [Int32] = []
    /// Entries made below the deepest level, to remove first: (parent descriptor, name, is a folder).
    private var made: [(Int32, String, Bool)] = []

    init(under base: String, names: [String]) throws {
        self.names = names
        var current = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        descriptors.append(current)
        for name in names {
            guard mkdirat(current, name, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            current = openat(current, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard current >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            descriptors.append(current)
        }
    }

    /// Writes `text` to a file below the deepest level, making the folders on the way.
    mutating func write(_ text: String, to components: [String]) throws {
        var folder = descriptors[names.count]
        for name in components.dropLast() {
            guard mkdirat(folder, name, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            made.append((folder, name, true))
            folder = openat(folder, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            descriptors.append(folder)
        }
        let file = openat(folder, components[components.count - 1], O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        made.append((folder, components[components.count - 1], false))
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(file, $0.baseAddress, $0.count) }
        close(file)
        guard written == bytes.count else { throw POSIXError(.EIO) }
    }

    /// Removes everything made, deepest first, and closes the descriptors.
    func remove() {
        for (folder, name, isFolder) in made.reversed() { unlinkat(folder, name, isFolder ? AT_REMOVEDIR : 0) }
        for (parent, name) in zip(descriptors, names).reversed() { unlinkat(parent, name, AT_REMOVEDIR) }
        for descriptor in descriptors { close(descriptor) }
    }
}
