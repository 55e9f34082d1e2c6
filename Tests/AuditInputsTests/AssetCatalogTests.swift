import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import AuditTestSupport

/// Xcode asset catalogs: a hand-written fixture catalog covering every component form and
/// color space, with Display P3 and Gray Gamma 2.2 checked against Little CMS's own C API
/// (Tests/LittleCMSOracle/colorspace-reference.c → Fixtures/lcms-colorspace-reference.tsv).
@Suite struct AssetCatalogTests {
    static let fixtures = AuditFixtures.root
    static let sample = fixtures.appendingPathComponent("Sample.xcassets").path

    /// (space, inputs) → sRGB from the oracle fixture.
    static func oracle(_ space: String, _ inputs: [Double]) throws -> (Double, Double, Double) {
        let lines = try String(contentsOf: fixtures.appendingPathComponent("lcms-colorspace-reference.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("space") }
        for line in lines {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let values = cells[1...3].compactMap(Double.init)
            if cells[0] == space, values == inputs {
                return (try #require(Double(cells[4])), try #require(Double(cells[5])), try #require(Double(cells[6])))
            }
        }
        throw InputFileError(file: "oracle", message: "no row for \(space) \(inputs)")
    }

    static func expectNear(_ color: SRGB, _ expected: (Double, Double, Double), _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(color.red - expected.0) < 1e-9 && abs(color.green - expected.1) < 1e-9 && abs(color.blue - expected.2) < 1e-9,
                "\(what): \(color.red), \(color.green), \(color.blue) vs \(expected)", sourceLocation: sourceLocation)
    }

    @Test func namesFollowNamespaces() throws {
        let palette = try AssetCatalog.read(Self.sample)
        #expect(palette.name == "Sample")
        #expect(palette.colors.map(\.name) == ["Background", "Brand/Accent", "Brand/Ink", "Card", "Numbers", "Overflow", "Tint", "Vivid"])
    }

    @Test func componentForms() throws {
        let palette = try AssetCatalog.read(Self.sample)
        let ink = try #require(palette["Brand/Ink"])
        #expect(ink.resolved(for: .light) == SRGB(red8: 29, green8: 29, blue8: 31), "8-bit integers")
        #expect(ink.resolved(for: .dark) == SRGB(red8: 0xF5, green8: 0xF5, blue8: 0xF7), "8-bit hex")
        let accent = try #require(palette["Brand/Accent"])
        #expect(accent.resolved(for: .light) == (try SRGB(red: 0, green: 0.478, blue: 1)), "float strings")
        #expect(accent.resolved(for: .darkHighContrast) == (try SRGB(red: 0.251, green: 0.612, blue: 1)))
        #expect(accent.resolved(for: .lightHighContrast) == (try SRGB(red: 0, green: 0.251, blue: 0.867)))
        #expect(accent.definedCells == [.init(.light), .init(.dark), .init(.lightHighContrast), .init(.darkHighContrast)])
        let numbers = try #require(palette["Numbers"])
        #expect(numbers.resolved(for: .dark) == (try SRGB(red: 0.5, green: 0.25, blue: 1, alpha: 0.5)), "JSON numbers; no dark: any")
    }

    @Test func colorSpacesThroughLittleCMS() throws {
        let palette = try AssetCatalog.read(Self.sample)
        let tint = try #require(palette["Tint"])
        Self.expectNear(tint.resolved(for: .light), try Self.oracle("display-p3", [0.2, 0.4, 0.6]), "display-p3 light")
        Self.expectNear(tint.resolved(for: .dark), try Self.oracle("display-p3", [0.8, 0.3, 0.25]), "display-p3 dark")
        let background = try #require(palette["Background"])
        Self.expectNear(background.resolved(for: .dark), try Self.oracle("gray-gamma-22", [0.5]), "gray-gamma-22")
        // extended-gray is Gray Gamma 2.2 with an extended range: the 2.2 power, then the
        // sRGB curve (IEC 61966-2-1).
        let card = try #require(palette["Card"])
        for (cell, white, alpha) in [(Appearance.light, 0.95, 1.0), (.dark, 0.1, 0.8)] {
            let srgb = XcodeCatalogTests.encode(pow(white, 2.2))
            XcodeCatalogTests.expectNear(card.resolved(for: cell), (srgb, srgb, srgb), alpha: alpha, "extended-gray \(white)")
        }
    }

    @Test func outOfGamutIsReportedNotSilentlyClipped() throws {
        let palette = try AssetCatalog.read(Self.sample)
        let vivid = try #require(palette["Vivid"])
        // Little CMS: P3 (1, 0, 0) → sRGB (1.0931, −0.5434, −0.2537), clipped to (1, 0, 0).
        #expect(vivid.resolved(for: .light) == SRGB(red8: 255, green8: 0, blue8: 0))
        #expect(palette.notes.contains("Vivid (any): display-p3 color is outside sRGB, (1.0931, -0.5434, -0.2537); audited as its nearest sRGB color #FF0000"))
        #expect(palette.notes.contains { $0.hasPrefix("Overflow (any): extended-srgb color is outside sRGB, (1.1000, 0.5000, -0.0500)") })
        #expect(palette.notes.count == 2)
    }

    @Test func catalogAuditsWithReportedNotes() throws {
        let palette = try AssetCatalog.read(Self.sample)
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "Brand/Ink", background: "Background", role: .bodyText)]).audit(palette)
        #expect(report.summary.pairs == 1)
        #expect(report.palette.notes.count == 2)
    }

    /// (relative path, file content, expected message suffix after the Contents.json path)
    static let malformed: [(String, String, String)] = [
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "abc", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
         ": colors[0].color.components.red: 'abc' is not a number"),
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "300", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
         ": colors[0].color.components.red: 8-bit component 300 is outside 0...255"),
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.5", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
         ": colors[0].color.components.red: 1.5 is outside 0...1"),
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "2.0"}}, "idiom": "universal"}]}"#,
         ": colors[0].color.components.alpha: 2.0 is outside 0...1"),
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb"}, "idiom": "universal"}]}"#,
         ": colors[0].color.components: missing"),
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0"}}, "idiom": "universal"}]}"#,
         ": colors[0].color.components.blue: missing"),
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "white": "1"}}, "idiom": "universal"}]}"#,
         ": colors[0].color.components.white: unknown key; expected one of: red, green, blue, alpha"),
        ("A.colorset/Contents.json", "{\"colors\": [\n  {\"color\": }\n]}", ":2:13: invalid JSON: "),
        ("A.colorset/Contents.json", #"{"colors": [{"color": {"components": {"red": true, "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#,
         ": colors[0].color.components.red: expected a number or a string, found a boolean"),
    ]

    @Test(arguments: malformed)
    func malformedCatalogGivesOneMessage(relativePath: String, content: String, expected: String) throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).xcassets")
        let file = catalog.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: catalog) }
        do {
            _ = try AssetCatalog.read(catalog.path)
            Issue.record("accepted \(content)")
        } catch {
            InputFileErrorExpectation(expected).check(error, file: file.standardizedFileURL.path)
        }
    }

    @Test func notACatalog() throws {
        #expect(throws: InputFileError(file: "/nonexistent.xcassets", message: "no such asset catalog")) {
            try AssetCatalog.read("/nonexistent.xcassets")
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).xcassets")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: InputFileError(file: empty.path, message: "contains no .colorset")) { try AssetCatalog.read(empty.path) }
    }
}
