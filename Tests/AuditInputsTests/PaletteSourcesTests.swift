import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import AuditTestSupport

/// The one registry of palette inputs that the command line and library users share.
@Suite struct PaletteSourcesTests {
    static let fixtures = AuditFixtures.root
    static let examples = PaletteFileTests.examples

    @Test func eachInputGoesToItsSource() throws {
        let builtIn = try Palette.load(from: "apple-ios13")
        #expect(builtIn.sourceName == "built-in palette" && builtIn.palette.name == "apple-ios13")
        #expect(builtIn.pairings == nil, "a built-in palette leaves the pairs to the auditor's defaults")

        let file = try Palette.load(from: Self.examples.appendingPathComponent("krcolor.json").path)
        #expect(file.sourceName == "palette file")
        #expect(file.pairings == (try PaletteFile.read(Self.examples.appendingPathComponent("krcolor.json").path).pairings), "stated pairs")

        let catalog = try Palette.load(from: Self.fixtures.appendingPathComponent("Sample.xcassets").path + "/")
        #expect(catalog.sourceName == "Xcode asset catalog")
        #expect(catalog.pairings?.allSatisfy(\.inferred) == true, "no stated pairs: inferred ones, marked so")

        let tokens = try Palette.load(from: Self.fixtures.appendingPathComponent("tokens/brand.tokens.json").path)
        #expect(tokens.sourceName == "design tokens" && tokens.palette.name == "brand")
    }

    @Test func anInputNoSourceReadsNamesTheBuiltInPalettes() {
        let error = #expect(throws: InputFileError.self) { try Palette.load(from: "nope") }
        #expect(error?.file == "" && error?.keyPath == "")
        #expect(error?.message.hasPrefix("no built-in palette 'nope' (a palette file needs a .json name); the palettes are: adapted-system-ui") == true)
    }

    /// An empty input names no palette: said so, not read as a folder with no color set.
    @Test func anEmptyInputSaysSo() {
        for input in ["", "  "] {
            let error = #expect(throws: InputFileError.self) { try Palette.load(from: input) }
            #expect(error?.message.hasPrefix("no palette named: give a built-in palette (adapted-system-ui") == true, "\(error.map { "\($0)" } ?? "")")
        }
    }

    /// A comma-separated input is a light and a dark token file, or asset catalogs: when no
    /// source reads it as a list, each part at fault is named, with why.
    @Test func aListNamesEachPartAtFault() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = directory.appendingPathComponent("light.tokens.json").path
        try ##"{"ink": {"$type": "color", "$value": "#000000"}}"##.write(toFile: tokens, atomically: false, encoding: .utf8)
        let plain = directory.appendingPathComponent("plain.json").path
        try #"{"ink": 1}"#.write(toFile: plain, atomically: false, encoding: .utf8)
        let folder = directory.appendingPathComponent("dark.json").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let missing = directory.appendingPathComponent("dark.tokens.jsn").path
        let forms = "a comma-separated palette is design token files (light.tokens.json,dark.tokens.json, or theme files and the shared files they alias into: global.json,light.json,dark.json) or asset catalogs (A.xcassets,B.xcassets)"

        #expect(throws: InputFileError(file: folder, message: "is a folder, not a design token file or an asset catalog; \(forms)")) {
            try Palette.load(from: "\(tokens),\(folder)")
        }
        #expect(throws: InputFileError(file: missing, message: "no such file")) { try Palette.load(from: "\(tokens),\(missing)") }
        #expect(throws: InputFileError(file: plain, message: "is not a design token file (no \"$value\", \"$type\" or \"value\" member); \(forms)")) {
            try Palette.load(from: "\(tokens),\(plain)")
        }
        // Every part at fault, in order.
        let both = #expect(throws: InputFileError.self) { try Palette.load(from: "\(missing),\(folder)") }
        #expect(both?.all == [
            InputFileError(file: missing, message: "no such file"),
            InputFileError(file: folder, message: "is a folder, not a design token file or an asset catalog; \(forms)"),
        ])
        // Any number of theme files; one named for dark among them.
        let three = "\(tokens),\(tokens),\(tokens)"
        let noDark = #expect(throws: InputFileError.self) { try Palette.load(from: three) }
        #expect(noDark?.message.hasPrefix("theme files: no file is named for dark") == true)
        // A light and a dark token file still read as one palette.
        let dark = directory.appendingPathComponent("dark.tokens.json").path
        try ##"{"ink": {"$type": "color", "$value": "#FFFFFF"}}"##.write(toFile: dark, atomically: false, encoding: .utf8)
        #expect(try Palette.load(from: "\(tokens),\(dark)").sourceName == "design tokens")
    }

    @Test func aSourceOfYourOwnIsTriedInOrder() throws {
        /// Reads `gray:N`: one color, N% white, over black.
        struct GraySource: PaletteSource {
            var name: String { "gray ramp" }
            func canRead(_ input: String) -> Bool { input.hasPrefix("gray:") }
            func read(_ input: String) throws(InputFileError) -> LoadedPalette {
                guard let percent = Double(input.dropFirst(5)), (0...100).contains(percent) else {
                    throw InputFileError(file: input, message: "expected gray:0…100")
                }
                let level: SRGB
                do { level = try SRGB(white: percent / 100) } catch { throw InputFileError(file: input, message: "\(error)") }
                let gray = AdaptiveColor("gray", light: level, dark: .white)
                let palette = Palette(name: "gray", title: "Gray", release: "", source: input, colors: [gray, AdaptiveColor("ground", light: .black, dark: .black)])
                return LoadedPalette(palette: palette, pairings: [Pairing(foreground: "gray", background: "ground", role: .uiComponent)], sourceName: name)
            }
        }
        let sources = PaletteSources([GraySource()] + PaletteSources.standard.sources)
        let loaded = try sources.load("gray:50")
        let report = try ContrastAuditor(pairings: loaded.pairings).audit(loaded.palette)
        // #808080-ish (0.5) on black: (L(0.5) + 0.05) / 0.05 = 5.2808… (WCAG 2.2, computed in Python).
        let light = try #require(report.findings.first { $0.appearance == .light })
        #expect(abs(light.ratio - 5.280822809644651) < 1e-12)
        #expect(throws: InputFileError(file: "gray:x", message: "expected gray:0…100")) { try sources.load("gray:x") }
        #expect(try sources.load("apple-ios26").sourceName == "built-in palette", "the standard sources still answer")
    }
}

/// The one color-space import step of every loader.
@Suite struct ColorImportTests {
    static let here = InputLocation(file: "f.json", keyPath: "colors[0].color")

    @Test func srgbPassesThroughAndExtendedIsClippedWithANote() throws {
        let plain = try ColorImport.srgb(.srgb, [0.2, 0.4, 0.6], alpha: 0.5, color: "c", at: Self.here)
        #expect(plain.color == (try SRGB(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)) && plain.gamutNote == nil)
        let bright = try ColorImport.srgb(.extendedSRGB, [1.2, 0.5, -0.1], alpha: 1, color: "c", cell: "dark", at: Self.here)
        #expect(bright.color == (try SRGB(red: 1, green: 0.5, blue: 0)))
        #expect(bright.gamutNote == "c (dark): extended-srgb color is outside sRGB, (1.2000, 0.5000, -0.1000); audited as its nearest sRGB color #FF8000")
    }

    @Test func badComponentsAreErrorsAtTheLocation() {
        #expect(throws: InputFileError(file: "f.json", keyPath: "colors[0].color", message: "display-p3 takes 3 components, found 1")) {
            try ColorImport.srgb(.displayP3, [0.5], alpha: 1, color: "c", at: Self.here)
        }
        #expect(throws: InputFileError(file: "f.json", keyPath: "colors[0].color", message: "nan is not a finite number")) {
            try ColorImport.srgb(.extendedGray, [.nan], alpha: 1, color: "c", at: Self.here)
        }
        #expect(throws: InputFileError(file: "f.json", keyPath: "colors[0].color", message: "component 2 of display-p3, 1.5, is outside 0...1")) {
            try ColorImport.srgb(.displayP3, [0.5, 1.5, 0], alpha: 1, color: "c", at: Self.here)
        }
    }

    @Test func displayP3GoesThroughLittleCMS() throws {
        // Display P3 pure green is outside sRGB (red −2.906 in Little CMS's linear extension,
        // checked against the C oracle in AssetCatalogTests).
        let green = try ColorImport.srgb(.displayP3, [0, 1, 0], alpha: 1, color: "g", at: Self.here)
        #expect(green.gamutNote?.hasPrefix("g: display-p3 color is outside sRGB, (-") == true)
        #expect(green.color.red == 0, "clipped")
    }
}
