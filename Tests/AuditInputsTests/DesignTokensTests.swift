import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import AuditTestSupport

/// W3C design tokens: groups, inherited types, aliases, both kinds of modes, cycles.
@Suite struct DesignTokensTests {
    static let fixtures = AuditFixtures.url("tokens")
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// Each color points at its token's `$value` in the file: the lines of brand.tokens.json,
    /// read off the file as written.
    @Test func locationsAreTheLinesOfTheTokensValues() throws {
        let palette = try DesignTokens.read(light: Self.fixture("brand.tokens.json"))
        let expected = ["color.base.white": 5, "color.base.p3Teal": 9, "color.surface": 12, "color.text.primary": 17, "color.text.linkDark": 21]
        for (name, line) in expected {
            let location = try #require(palette.locations[name], "\(name)")
            #expect(location.line == line && location.keyPath == name && location.file.hasSuffix("brand.tokens.json"), "\(name): \(location)")
        }
    }

    /// A dark token in a file of its own is annotated there, not at the light file's line.
    @Test func aDarkFilesTokensPointAtTheDarkFile() throws {
        let palette = try DesignTokens.read(light: Self.fixture("light.tokens.json"), dark: Self.fixture("dark.tokens.json"))
        let label = try #require(palette.locations["color.label"])
        #expect(label.file.hasSuffix("tokens/light.tokens.json") && label.line == 5)
        let dark = label.location(of: .dark)
        #expect(dark.file?.hasSuffix("tokens/dark.tokens.json") == true && dark.line == 5 && dark.keyPath == "color.label")
        #expect(label.location(of: .light).file == nil, "light is the color's own file")
    }

    /// DTCG Format 2025.10 §6.2: a group's own token is named `$root` and aliased as
    /// `{group.$root}`.
    @Test func rootTokensAreTokens() throws {
        let path = try Self.write(##"""
            {"color": {"$type": "color",
              "accent": {"$root": {"$value": "#DD0000"}, "light": {"$value": "#FF2222"}},
              "link": {"$value": "{color.accent.$root}"}}}
            """##, name: "root.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try DesignTokens.read(light: path)
        #expect(palette.colors.map(\.name) == ["color.accent.$root", "color.accent.light", "color.link"])
        #expect(palette["color.link"]?.resolved(for: .light) == SRGB(red8: 0xDD, green8: 0, blue8: 0))
        #expect(palette.locations["color.accent.$root"]?.line == 2)
    }

    /// Keys the format does not define beside `$value` (Primer writes `alpha` there) are not
    /// read: the notes name them, with how many tokens carry each.
    @Test func keysBesideTheValueAreNamed() throws {
        let path = try Self.write(##"""
            {"color": {"$type": "color",
              "transparent": {"$value": "#ffffff", "alpha": 0},
              "scrim": {"$value": "#000000", "alpha": 0.5, "comment": "overlay"},
              "ink": {"$value": "#111111", "$description": "text"}}}
            """##, name: "primer.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try DesignTokens.read(light: path)
        #expect(palette.notes.contains(
            "keys beside tokens' $value that the format does not define, not read (a value they change is audited as its $value): alpha (2), comment (1)"),
            "\(palette.notes)")
    }

    @Test func oneFileWithModeExtensions() throws {
        let palette = try DesignTokens.read(light: Self.fixture("brand.tokens.json"))
        #expect(palette.name == "brand")
        #expect(palette.colors.map(\.name) == [
            "color.base.black", "color.base.blue", "color.base.ink", "color.base.p3Teal", "color.base.white",
            "color.surface", "color.text.link", "color.text.linkDark", "color.text.primary",
        ], "spacing.small is a dimension and is skipped")
        let surface = try #require(palette["color.surface"])
        #expect(surface.resolved(for: .light) == .white, "alias")
        #expect(surface.resolved(for: .dark) == .black, "alias inside a mode")
        #expect(surface.resolved(for: .darkElevated) == SRGB(red8: 28, green8: 28, blue8: 30))
        let link = try #require(palette["color.text.link"])
        #expect(link.resolved(for: .light) == (try SRGB(red: 0, green: 0.372549, blue: 0.8)), "object value, through an alias")
        #expect(link.resolved(for: .dark) == SRGB(red8: 0x4D, green8: 0xA3, blue8: 0xFF), "mode alias")
        #expect(try #require(palette["color.base.ink"]).resolved(for: .dark) == SRGB(red8: 0x1D, green8: 0x1D, blue8: 0x1F),
                "a token without a dark mode is the same in dark")
        // Display P3 through Little CMS: (0.2, 0.4, 0.6) → the C oracle's (0.104056499898, 0.405932456255, 0.617001950741).
        let teal = try #require(palette["color.base.p3Teal"]).resolved(for: .light)
        #expect(abs(teal.red - 0.104056499898) < 1e-9 && abs(teal.green - 0.405932456255) < 1e-9 && abs(teal.blue - 0.617001950741) < 1e-9)
    }

    /// An alias to a token with modes resolves in each cell: `text` names `ink`, whose dark
    /// is #EEEEEE; `text` was read as ink's light value in dark. A cell a token does not
    /// reach (darkElevated here) falls back as any color does.
    @Test func aliasesResolveInEachModeOfTheirTarget() throws {
        let path = try Self.tokenFile(##"""
            {"c": {"$type": "color",
              "ink": {"$value": "#111111", "$extensions": {"com.perseusdarkmode.modes": {"dark": "#EEEEEE"}}},
              "paper": {"$value": "#FFFFFF", "$extensions": {"com.perseusdarkmode.modes": {"dark": "#000000", "darkElevated": "#1C1C1E"}}},
              "text": {"$value": "{c.ink}"},
              "card": {"$value": "{c.paper}"},
              "fixed": {"$value": "#777777"}}}
            """##)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try DesignTokens.read(light: path)
        let text = try #require(palette["c.text"])
        #expect(text.resolved(for: .light) == SRGB(red8: 0x11, green8: 0x11, blue8: 0x11))
        #expect(text.resolved(for: .dark) == SRGB(red8: 0xEE, green8: 0xEE, blue8: 0xEE))
        #expect(text.resolved(for: .darkElevated) == SRGB(red8: 0xEE, green8: 0xEE, blue8: 0xEE))
        let card = try #require(palette["c.card"])
        #expect(card.resolved(for: .dark) == .black && card.resolved(for: .darkElevated) == SRGB(red8: 0x1C, green8: 0x1C, blue8: 0x1E))
        #expect(try #require(palette["c.fixed"]).resolved(for: .darkElevated) == SRGB(red8: 0x77, green8: 0x77, blue8: 0x77))
        #expect(!text.definedCells.contains(AppearanceSet(.darkElevated)), "not its own: it falls back")
    }

    /// A folder of token files is one document: files in path order, a later token replacing
    /// an earlier one (`themes/zz-overrides.json` sets gray.500 to #6E6E73 without a `$type`),
    /// aliases across files resolved after the merge, modes from the extension; the file that
    /// is not a token file is named.
    @Test func aFolderOfTokenFilesIsOnePalette() throws {
        let folder = Self.fixture("folder")
        let loaded = try Palette.load(from: folder)
        #expect(loaded.sourceName == "design tokens")
        let palette = loaded.palette
        #expect(palette["color.text.secondary"]?.resolved(for: .light) == SRGB(red8: 0x6E, green8: 0x6E, blue8: 0x73), "alias into another file, overridden")
        #expect(palette["color.text.primary"]?.resolved(for: .dark) == SRGB(red8: 0xF5, green8: 0xF5, blue8: 0xF7), "a mode alias across files")
        #expect(palette.notes.prefix(3) == [
            "3 token files merged in path order: primitives.json, themes/semantic.json, themes/zz-overrides.json",
            "1 token is defined in more than one file, the later file's value used: color.gray.500",
            "not read (not token files, or resolver documents to give as the input): package.json",
        ])
        #expect(palette.locations["color.text.primary"]?.file.hasSuffix("themes/semantic.json") == true)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: InputFileError(file: empty, message: "holds no design-token file (.json or .json5 with $value or $type members)")) {
            try DesignTokens.read(folder: empty)
        }
        // A folder of JSON files that are not tokens goes to the token reader, which says what it looked for.
        try #"{"name": "not tokens"}"#.write(toFile: (empty as NSString).appendingPathComponent("package.json"), atomically: false, encoding: .utf8)
        #expect(throws: InputFileError(file: empty, message: "holds no design-token file (.json or .json5 with $value or $type members)")) {
            try PaletteSources.standard.load(empty)
        }
        // Theme files (light/…, dark/…): each theme is its own stack, a later file of a theme
        // over an earlier one.
        let themes = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-themes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: themes) }
        for (file, hex) in [("light/colors.json", "#111111"), ("dark/colors.json", "#EEEEEE"), ("dark/overrides.json", "#DDDDDD")] {
            let path = (themes as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try ##"{"ink": {"$type": "color", "$value": "HEX"}}"##.replacingOccurrences(of: "HEX", with: hex).write(toFile: path, atomically: false, encoding: .utf8)
        }
        let themed = try DesignTokens.read(folder: themes)
        #expect(themed["ink"]?.resolved(for: .light) == SRGB(red8: 0x11, green8: 0x11, blue8: 0x11))
        #expect(themed["ink"]?.resolved(for: .dark) == SRGB(red8: 0xDD, green8: 0xDD, blue8: 0xDD))
        #expect(themed.notes.first == "theme files: dark/colors.json → dark, dark/overrides.json → dark, light/colors.json → light")
        #expect(themed.locations["ink"]?.location(of: .dark).file?.hasSuffix("dark/overrides.json") == true)
        // Only dark files, nothing shared: light would be empty. Refused.
        try FileManager.default.removeItem(atPath: (themes as NSString).appendingPathComponent("light"))
        #expect(throws: InputFileError(
            file: themes,
            message: "theme files: no file is named for light and none is shared (dark/colors.json → dark, dark/overrides.json → dark); name one with --mode light=NAME")) {
            try DesignTokens.read(folder: themes)
        }
    }

    /// `$ref` and `$extends` (DTCG Format 2025.10): a chain across three files
    /// (theme → base/colors.json → base/shades.json), keys beside a `$ref` overriding the
    /// target's (blue.500), a same-document token reference keeping its group's `$type`, a
    /// property-level pointer into a component, and a group extension.
    @Test func referencesAcrossFilesAndGroupExtensions() throws {
        let palette = try DesignTokens.read(light: Self.fixture("refs/theme.tokens.json"))
        func hex(_ name: String) -> String? { palette[name]?.resolved(for: .light).hex }
        #expect(hex("base.color.blue.500") == "#0A84FF", "the override beside the $ref")
        #expect(hex("base.color.blue.600") == "#0062CC", "the third file")
        #expect(hex("semantic.link") == "#0A84FF", "a token by $ref, its group's $type kept")
        #expect(hex("semantic.linkRed") == "#FF0000", "a component by pointer")
        #expect(hex("buttonDanger.background") == "#FF3B30" && hex("buttonDanger.text") == "#FFFFFF", "$extends")
        // The JSON Schema form of $extends, at a document's root (as Terrazzo's fixtures write it).
        let base = try Self.tokenFile(##"{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "fg": {"$value": "#111111"}}}"##, name: "base.json")
        defer { try? FileManager.default.removeItem(atPath: (base as NSString).deletingLastPathComponent) }
        let child = (URL(fileURLWithPath: base).deletingLastPathComponent().appendingPathComponent("child.tokens.json")).path
        try ##"{"$extends": {"$ref": "./base.json"}, "color": {"fg": {"$value": "#222222"}}}"##.write(toFile: child, atomically: false, encoding: .utf8)
        let extended = try DesignTokens.read(light: child)
        #expect(extended["color.bg"]?.resolved(for: .light) == .white && extended["color.fg"]?.resolved(for: .light) == SRGB(red8: 0x22, green8: 0x22, blue8: 0x22))
    }

    @Test(arguments: [
        // At the line and column of the reference's value (counted by hand: its opening quote).
        (##"{"a": {"$ref": "#/b"}, "b": {"$ref": "#/a"}}"##, ":1:16: a.$ref: reference cycle: #/b → #/a → #/b"),
        (##"{"a": {"$ref": "#/nothing"}}"##, ":1:16: a.$ref: '#/nothing': the pointer names nothing in "),
        (##"{"a": {"$ref": "https://example.com/t.json#/a"}}"##, ":1:16: a.$ref: 'https://example.com/t.json#/a': remote references are not followed"),
        (##"{"t": {"$type": "color", "$value": "#fff"}, "g": {"$extends": "{t}"}}"##, ":1:63: g.$extends: '{t}' is a token; $extends names a group"),
        (##"{"n": {"$value": 1}, "g": {"$ref": "#/n/$value", "x": {}}}"##, ":1:36: g.$ref: points to a value that is not an object, yet keys are written beside it"),
        (##"{"a": {"$ref": "missing.json#/a"}}"##, ":1:16: a.$ref: 'missing.json#/a': "),
    ])
    func badReferencesSayWhere(content: String, expected: String) throws {
        let path = try Self.tokenFile(content)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        do {
            _ = try DesignTokens.read(light: path)
            Issue.record("accepted \(content)")
        } catch {
            #expect("\(error)".hasPrefix(path + expected), "\(error)")
        }
    }

    /// A value a reference copies is reported where the reader can see it: from the same file,
    /// where the value is written; from another file, at the reference that brought it, in
    /// the file given (positions counted by hand).
    @Test func copiedValuesAreReportedWhereTheyAreWritten() throws {
        let same = try Self.tokenFile(##"{"base": {"$type": "color", "c": {"$value": "#12345"}}, "alias": {"$ref": "#/base"}}"##)
        defer { try? FileManager.default.removeItem(atPath: (same as NSString).deletingLastPathComponent) }
        #expect(throws: InputFileError(
            file: same, keyPath: "alias.c.$value", line: 1, column: 45, message: "invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5")) {
            try DesignTokens.read(light: same)
        }
        let other = try Self.tokenFile("{\n  \"alias\": {\"$ref\": \"./b.json#/base\"}\n}")
        defer { try? FileManager.default.removeItem(atPath: (other as NSString).deletingLastPathComponent) }
        try ##"{"base": {"$type": "color", "c": {"$value": "#12345"}}}"##
            .write(toFile: URL(fileURLWithPath: other).deletingLastPathComponent().appendingPathComponent("b.json").path, atomically: false, encoding: .utf8)
        #expect(throws: InputFileError(
            file: other, keyPath: "alias.c.$value", line: 2, column: 21, message: "invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5")) {
            try DesignTokens.read(light: other)
        }
    }

    /// References that multiply (each level referring to the one below nine times) stop at
    /// the node budget instead of expanding into hundreds of millions of values.
    @Test func multiplyingReferencesStopAtTheBudget() throws {
        var levels = [##""l0": {"$type": "color", "$value": "#000"}"##]
        for level in 1...9 {
            let refs = (0..<9).map { ##""k\##($0)": {"$ref": "#/l\##(level - 1)"}"## }.joined(separator: ", ")
            levels.append("\"l\(level)\": {\(refs)}")
        }
        let path = try Self.tokenFile("{\(levels.joined(separator: ", "))}")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        do {
            _ = try DesignTokens.read(light: path)
            Issue.record("a 9^9 expansion was accepted")
        } catch {
            #expect(error.message == "the document expands to more than 1000000 values through its references")
        }
    }

    @Test func lightAndDarkFiles() throws {
        let palette = try DesignTokens.read(light: Self.fixture("light.tokens.json"), dark: Self.fixture("dark.tokens.json"))
        let label = try #require(palette["color.label"])
        #expect(label.resolved(for: .light) == SRGB(red8: 0x11, green8: 0x11, blue8: 0x11))
        #expect(label.resolved(for: .dark) == SRGB(red8: 0xF5, green8: 0xF5, blue8: 0xF5))
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "color.label", background: "color.background", role: .bodyText)])
            .audit(palette)
        #expect(report.summary.errors == 0)
        #expect(palette.notes == ["Only in \(Self.fixture("dark.tokens.json")), not audited: color.palette.gray50."])
    }

    static func write(_ content: String, name: String = "t.tokens.json") throws -> String {
        try TemporaryFiles.file(named: name, content).path
    }

    static let malformed: [(String, String)] = [
        (##"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.a}"}}}"##, ": c.a.$value: alias cycle: c.a → c.b → c.a"),
        (##"{"c": {"$type": "color", "a": {"$value": "{c.a}"}}}"##, ": c.a.$value: alias cycle: c.a → c.a"),
        (##"{"c": {"$type": "color", "a": {"$value": "{c.missing}"}}}"##, ": c.a.$value: alias {c.missing} names no token"),
        (##"{"c": {"$type": "color", "a": {"$value": "#12345"}}}"##, ": c.a.$value: invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5"),
        (##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "rec2100-pq", "components": [0.5, 0.1, 0.2]}}}}"##,
         ": c.a.$value.colorSpace: unsupported color space 'rec2100-pq'; supported: a98-rgb, display-p3, hsl, hwb, lab, lch, oklab, oklch, prophoto-rgb, rec2020, srgb, srgb-linear, xyz-d50, xyz-d65"),
        (##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "hsl", "components": [400, 50, 50]}}}}"##,
         ": c.a.$value.components[0]: expected a number in 0...360 or \"none\""),
        (##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.1]}}}}"##, ": c.a.$value.components: expected three components"),
        (##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0.5, 2, 0]}}}}"##, ": c.a.$value.components[1]: expected a number in 0...1 or \"none\""),
        (##"{"c": {"$type": "color", "a": {"$value": "#fff", "$extensions": {"com.perseusdarkmode.modes": {"dusk": "#000"}}}}}"##,
         ": c.a.$extensions.com.perseusdarkmode.modes.dusk: unknown key; expected one of: dark, lightElevated, darkElevated, lightHighContrast, darkHighContrast, lightHighContrastElevated, darkHighContrastElevated"),
        (##"{"c": {"$type": "dimension", "a": {"$value": "4px"}}}"##, ": contains no color tokens"),
        // Style Dictionary tokens without a type, whose type only a chain that cycles could give.
        (##"{"color": {"a": {"value": "{color.b}"}, "b": {"value": "{color.a}"}}}"##, ": color.a.value: alias cycle: color.a → color.b → color.a"),
        (##"{"color": {"a": {"value": "{color.gone}"}}}"##, ": color.a.value: alias {color.gone} names no token"),
        (##"{"c": {"$type": "color", "a.b": {"$value": "#fff"}}}"##, ": c.a.b: token and group names may not contain '.', '{' or '}'"),
        (##"["#fff"]"##, ": expected an object, found an array"),
    ]

    @Test(arguments: malformed)
    func malformedTokensGiveOneMessage(content: String, expected: String) throws {
        let path = try Self.write(content)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        do {
            _ = try DesignTokens.read(light: path)
            Issue.record("accepted \(content)")
        } catch {
            InputFileErrorExpectation(expected).check(error, file: path)
        }
    }

    @Test func modeFilesMustHaveTheSameTokens() throws {
        let light = try Self.write(##"{"c": {"$type": "color", "a": {"$value": "#fff"}, "b": {"$value": "#000"}}}"##, name: "light.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (light as NSString).deletingLastPathComponent) }
        let dark = try Self.write(##"{"c": {"$type": "color", "a": {"$value": "#000"}}}"##, name: "dark.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (dark as NSString).deletingLastPathComponent) }
        // At the group the token is missing from (column 7: its `{`).
        #expect(throws: InputFileError(file: dark, keyPath: "c.b", line: 1, column: 7, message: "missing: the token is in \(light) but not in this file")) {
            try DesignTokens.read(light: light, dark: dark)
        }
        // Modes inside one of two files would be read as its $value: refused.
        let moded = try Self.write(##"{"c": {"$type": "color", "a": {"$value": "#fff", "$extensions": {"com.perseusdarkmode.modes": {"dark": "#000"}}}}}"##)
        defer { try? FileManager.default.removeItem(atPath: (moded as NSString).deletingLastPathComponent) }
        #expect(throws: InputFileError(
            file: moded, keyPath: "c.a.$extensions.com.perseusdarkmode.modes", line: 1, column: 95,
            message: "per-token modes in a file given as one of a light and a dark file; give one file with modes, or two without")) {
            try DesignTokens.read(light: moded, dark: dark)
        }
    }

    /// A 4,000-step alias chain took 22–38 s (every token walked its whole chain, with a
    /// linear cycle check per step); chains are followed once now. 50,000 steps, 3 MB.
    @Test func longAliasChainsResolveInLinearTime() throws {
        let steps = 50_000
        var tokens = [##""t0": {"$value": "#123456"}"##]
        for index in 1..<steps { tokens.append("\"t\(index)\": {\"$value\": \"{c.t\(index - 1)}\"}") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).tokens.json").path
        try "{\"c\": {\"$type\": \"color\", \(tokens.joined(separator: ", "))}}".write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = ContinuousClock.now
        let palette = try Palette.load(from: path).palette
        // Not a benchmark: a bound that only the quadratic walk breaks (4,000 steps took 22–38 s,
        // so 50,000 would take over an hour), loose enough for ThreadSanitizer on a busy machine.
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(palette.colors.count == steps)
        #expect(palette["c.t\(steps - 1)"]?.resolved(for: .light) == SRGB(red8: 0x12, green8: 0x34, blue8: 0x56))
    }

    static func tokenFile(_ content: String, name: String = "tokens.json") throws -> String {
        try TemporaryFiles.file(named: name, content).path
    }

    /// Mode data in an extension the loader does not read was silently ignored: GitHub
    /// Primer (93 colors) and Figma SDS (216) loaded with dark identical to light. Now the
    /// load refuses and names the extension; likewise for Tokens Studio modifiers, which
    /// loaded as their base color.
    @Test(arguments: [
        (##"{"color": {"$type": "color", "$extensions": {"mode": {"light": {}, "dark": {}}}, "bg": {"$value": "#ffffff"}}}"##,
         ": color.$extensions.mode: mode data in $extensions[\"mode\"] (1 token or group) that this loader does not read; auditing the file would check its light values as dark. Give a light and a dark file (--palette light.json,dark.json), or move the other cells to $extensions[\"com.perseusdarkmode.modes\"]"),
        (##"{"fgColor": {"default": {"$type": "color", "$value": "#1f2328", "$extensions": {"org.primer.overrides": {"dark": "#e6edf3"}}}}}"##,
         ": fgColor.default.$extensions.org.primer.overrides: mode data in $extensions[\"org.primer.overrides\"] (1 token or group) that this loader does not read; auditing the file would check its light values as dark. Give a light and a dark file (--palette light.json,dark.json), or move the other cells to $extensions[\"com.perseusdarkmode.modes\"]"),
        (##"{"$extensions": {"com.example": {"light": {}, "dark": {}}}, "a": {"$type": "color", "$value": "#000"}, "b": {"$type": "color", "$value": "#fff", "$extensions": {"x.modes": {}}}}"##,
         ": $extensions.com.example: mode data in $extensions[\"com.example\"] (2 tokens or groups) that this loader does not read; auditing the file would check its light values as dark. Give a light and a dark file (--palette light.json,dark.json), or move the other cells to $extensions[\"com.perseusdarkmode.modes\"]"),
        (##"{"red": {"400": {"$type": "color", "$value": "#F56565", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.1", "space": "lch"}}}}}}"##,
         ": red.400.$extensions.studio.tokens.modify: a Tokens Studio color modifier, which this loader does not apply: the token would be audited as its unmodified base color"),
    ])
    func extensionsThatChangeColorsAreNeverIgnored(content: String, expected: String) throws {
        let path = try Self.tokenFile(content)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        do {
            _ = try Palette.load(from: path)
            Issue.record("loaded \(content)")
        } catch {
            InputFileErrorExpectation(expected).check(error, file: path)
        }
    }

    /// A DTCG file is recognised by its content, whatever its name (`tokens.json` was read as
    /// a palette file and refused).
    @Test func tokenFilesAreRecognisedByContent() throws {
        let path = try Self.tokenFile(##"{"color": {"$type": "color", "ink": {"$value": "#111111"}}}"##)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let loaded = try Palette.load(from: path)
        #expect(loaded.sourceName == "design tokens")
        #expect(loaded.palette["color.ink"]?.resolved(for: .light) == SRGB(red8: 0x11, green8: 0x11, blue8: 0x11))
        let palette = try Self.tokenFile(##"{"name": "p", "colors": [{"name": "a", "light": "#000", "dark": "#fff"}]}"##, name: "palette.json")
        defer { try? FileManager.default.removeItem(atPath: (palette as NSString).deletingLastPathComponent) }
        #expect(try Palette.load(from: palette).sourceName != "design tokens")
    }

    /// JSON5, as Primer writes its token sources: comments, unquoted keys, single quotes,
    /// trailing commas.
    @Test func json5TokenFiles() throws {
        let path = try Self.tokenFile("""
            // Primer-style source
            {
              fgColor: {
                $type: 'color',
                default: { $value: '#1f2328', }, // trailing comma
                muted: { $value: '{fgColor.default}' },
              },
            }
            """, name: "fgColor.json5")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: path).palette
        #expect(palette["fgColor.muted"]?.resolved(for: .light) == SRGB(red8: 0x1F, green8: 0x23, blue8: 0x28))
        let broken = try Self.tokenFile("{ a: { $value: '#fff' ", name: "broken.json5")
        defer { try? FileManager.default.removeItem(atPath: (broken as NSString).deletingLastPathComponent) }
        do {
            _ = try Palette.load(from: broken)
            Issue.record("accepted broken JSON5")
        } catch {
            #expect(error.message.hasPrefix("invalid JSON5: "))
        }
    }

    /// Terrazzo's legacy `$extensions.mode` (GitHub Primer's and Figma SDS's legacy token
    /// exports use it): each mode naming a cell gives that cell, and an alias inside a mode
    /// resolves in that same mode.
    @Test func terrazzoLegacyModes() throws {
        let path = try Self.tokenFile(##"""
            {"color": {"$type": "color",
              "gray": {
                "0": {"$value": "#ffffff", "$extensions": {"mode": {"light": "#ffffff", "dark": "#0d1117", "dark-dimmed": "#22272e"}}},
                "9": {"$value": "#1f2328", "$extensions": {"mode": {"light": "#1f2328", "dark": "#e6edf3", "light-high-contrast": "#010409"}}}
              },
              "fg": {"$value": "{color.gray.9}", "$extensions": {"mode": {"dark-dimmed": "{color.gray.0}"}}},
              "bg": {"$value": "{color.gray.0}"}
            }}
            """##)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: path).palette
        let fg = try #require(palette["color.fg"]), bg = try #require(palette["color.bg"])
        // fg has no dark mode of its own: its $value alias resolves in dark to gray.9's dark.
        #expect(fg.resolved(for: .light) == (try SRGB(parsing: "#1f2328")))
        #expect(fg.resolved(for: .dark) == (try SRGB(parsing: "#e6edf3")))
        #expect(fg.resolved(for: .lightHighContrast) == (try SRGB(parsing: "#010409")))
        #expect(bg.resolved(for: .dark) == (try SRGB(parsing: "#0d1117")))
        #expect(palette.notes.contains(
            "modes that name no appearance cell, not audited: dark-dimmed (map one with --mode CELL=NAME)"))
        // Mapped by option: dark-dimmed as dark elevated, where fg's own mode alias applies.
        let mapped = try DesignTokens.read(light: path, contexts: ["dark-dimmed": .darkElevated])
        #expect(mapped["color.fg"]?.resolved(for: .darkElevated) == (try SRGB(parsing: "#22272e")))
    }
}

