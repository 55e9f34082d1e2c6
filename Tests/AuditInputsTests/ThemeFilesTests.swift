import AdaptedSystemUI
@testable import AuditInputs
import ColorScience
@testable import ContrastAudit
import Foundation
import Testing
import AuditTestSupport

/// Token sets as teams keep them: Style Dictionary's `value` tokens (one file per theme, or
/// `darkValue` beside `value`), shared files the theme files alias into, override files per
/// theme. Every expected value is one the fixture writes, followed by hand through its aliases.
@Suite struct ThemeFilesTests {
    static func hex(_ value: UInt32) -> SRGB {
        SRGB(red8: UInt8(value >> 16), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
    }

    /// A folder of files at relative paths; removed by the caller.
    static func folder(_ files: [String: String]) throws -> String {
        try TemporaryFiles.folder(files, prefix: "perseus-themes").path
    }

    /// Style Dictionary's single-token dark mode (JSON5): `darkValue`, `hcValue`,
    /// `hcDarkValue` beside `value`; `{x.value}` references; a reference to another token's
    /// `darkValue` inside a `darkValue`; an untyped token typed by its value; a token that is
    /// also a group; a comment member.
    @Test func singleTokenModes() throws {
        let root = try Self.folder(["tokens/color.json5": """
            // Colors, Style Dictionary v3 style.
            {
              "_comment": "generated",
              "color": {
                "core": {
                  "black": { "value": "#000000" },
                  "white": { "value": "#ffffff" },
                  "gray": { "900": { "value": "#1a1a1a" }, "100": { "value": "#eeeeee" }, },
                },
                "brand": { "value": "#0055cc", "darkValue": "#66aaff",
                  "hover": { "value": "#0044aa", "darkValue": "{color.brand.darkValue}" } },
                "font": {
                  "primary": { "value": "{color.core.gray.900.value}", "darkValue": "{color.core.gray.100.value}",
                               "hcValue": "{color.core.black.value}", "hcDarkValue": "{color.core.white.value}",
                               "comment": "body copy" },
                  "link": { "value": "{color.brand.value}" },
                },
                "background": { "primary": { "value": "{color.core.white.value}", "darkValue": "{color.core.black.value}" } },
              },
              "size": { "padding": { "value": "4px" } },
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try Palette.load(from: (root as NSString).appendingPathComponent("tokens"))
        let palette = loaded.palette
        let primary = try #require(palette["color.font.primary"])
        #expect(primary.resolved(for: .light) == Self.hex(0x1A1A1A) && primary.resolved(for: .dark) == Self.hex(0xEEEEEE))
        #expect(primary.resolved(for: .lightHighContrast) == Self.hex(0x000000) && primary.resolved(for: .darkHighContrast) == Self.hex(0xFFFFFF))
        // An alias to a token with a dark value is dark in dark, with no darkValue of its own.
        #expect(palette["color.font.link"]?.resolved(for: .dark) == Self.hex(0x66AAFF))
        // A token's child is a token; `{color.brand.darkValue}` in a darkValue is the brand's dark.
        #expect(palette["color.brand.hover"]?.resolved(for: .light) == Self.hex(0x0044AA))
        #expect(palette["color.brand.hover"]?.resolved(for: .dark) == Self.hex(0x66AAFF))
        #expect(palette.notes.contains { $0.hasPrefix("10 tokens written with value (no $: Style Dictionary, Tokens Studio's legacy format, Spectrum) read as design tokens; 9 without a type read as colors by their values") })
        #expect(palette.notes.contains { $0.hasPrefix("1 token of other types not audited: no $type 1") })
        #expect(palette.locations["color.font.primary"]?.line == 13)
    }

    /// Keys that carry another appearance's value and that the loader does not read are
    /// refused, never read as light.
    @Test func anUnknownDarkKeyIsRefused() throws {
        let path = try DesignTokensTests.write(##"{"ink": {"value": "#111111", "valueDark": "#EEEEEE"}}"##, name: "tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputFileError.self) { try Palette.load(from: path) }
        #expect(error?.keyPath == "ink.valueDark")
    }

    /// Override files per theme (`X.dark.json5`, `X.hc.json5`, `X.hcDark.json5`) over the
    /// shared base: light is the base alone; dark high contrast stacks over dark.
    @Test func overrideFilesPerTheme() throws {
        let root = try Self.folder([
            "core.json": ##"{"c": {"black": {"value": "#000000"}, "white": {"value": "#FFFFFF"}, "g800": {"value": "#333333"}, "g200": {"value": "#CCCCCC"}, "g600": {"value": "#666666"}}}"##,
            "font.json": ##"{"font": {"primary": {"value": "{c.g800.value}"}, "secondary": {"value": "{c.g600.value}"}}}"##,
            "font.dark.json": ##"{"font": {"primary": {"value": "{c.g200.value}"}, "secondary": {"value": "{c.g200.value}"}}}"##,
            "font.hc.json": ##"{"font": {"primary": {"value": "{c.black.value}"}}}"##,
            "font.hcDark.json": ##"{"font": {"primary": {"value": "{c.white.value}"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let palette = try DesignTokens.read(folder: root)
        let primary = try #require(palette["font.primary"])
        #expect(primary.resolved(for: .light) == Self.hex(0x333333) && primary.resolved(for: .dark) == Self.hex(0xCCCCCC))
        #expect(primary.resolved(for: .lightHighContrast) == Self.hex(0x000000) && primary.resolved(for: .darkHighContrast) == Self.hex(0xFFFFFF))
        // Not overridden for high contrast: dark's value, from the dark file under it.
        let secondary = try #require(palette["font.secondary"])
        #expect(secondary.resolved(for: .darkHighContrast) == Self.hex(0xCCCCCC) && secondary.resolved(for: .lightHighContrast) == Self.hex(0x666666))
        #expect(palette.notes.contains("light is the shared files alone (no file is named for light)"))
        #expect(palette.notes.first == "theme files: font.dark.json → dark, font.hc.json → lightHighContrast, font.hcDark.json → darkHighContrast, core.json → shared, font.json → shared")
    }

    /// A global palette and light and dark files that alias into it, as a comma list in any
    /// order: the primitives only resolve aliases; a token the dark file lacks is incomplete;
    /// a dimmed theme is named, not read; a file named otherwise is mapped with `--mode`.
    @Test func sharedPrimitivesAndThemes() throws {
        let root = try Self.folder([
            "global.tokens.json": ##"{"gray": {"$type": "color", "900": {"$value": "#111111"}, "50": {"$value": "#FAFAFA"}}, "brand": {"$type": "color", "$value": "{gray.900}"}}"##,
            "light.tokens.json": ##"{"text": {"$type": "color", "$value": "{gray.900}"}, "bg": {"$type": "color", "$value": "{gray.50}"}, "only": {"$type": "color", "$value": "#123456"}}"##,
            "night.tokens.json": ##"{"text": {"$type": "color", "$value": "{gray.50}"}, "bg": {"$type": "color", "$value": "{gray.900}"}}"##,
            "dark-dimmed.tokens.json": ##"{"text": {"$type": "color", "$value": "#AAAAAA"}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = { (name: String) in (root as NSString).appendingPathComponent(name) }
        let list = [path("night.tokens.json"), path("global.tokens.json"), path("light.tokens.json"), path("dark-dimmed.tokens.json")].joined(separator: ",")
        let unmapped = #expect(throws: InputFileError.self) { try PaletteSources.standard.load(list) }
        #expect(unmapped?.message.hasPrefix("theme files: no file is named for dark") == true)
        let sources = PaletteSources.standard(assetCatalogs: AssetCatalog.Options(), modes: ["night": .dark])
        let palette = try sources.load(list).palette
        #expect(palette.colors.map(\.name) == ["bg", "brand", "text"])
        #expect(palette["text"]?.resolved(for: .light) == Self.hex(0x111111) && palette["text"]?.resolved(for: .dark) == Self.hex(0xFAFAFA))
        #expect(palette["brand"]?.resolved(for: .dark) == Self.hex(0x111111), "a shared alias is a color, the same in both")
        #expect(palette.unresolved == [UnresolvedColor(name: "only", reason: "not in the dark theme")])
        #expect(palette.notes.contains("2 shared tokens with literal values (primitives) only resolve aliases, not audited as colors: gray.50, gray.900"))
        #expect(palette.notes.contains { $0.hasPrefix("files of themes that name no appearance cell, not read: \(path("dark-dimmed.tokens.json"))") })
        #expect(palette.locations["text"]?.location(of: .dark).file == path("night.tokens.json"))
    }

    /// Two files keep their order's meaning (first light, then dark) only when their names
    /// agree with it: `dark,light` is read by name, never as light first.
    @Test func twoFilesInTheOtherOrderAreReadByName() throws {
        let root = try Self.folder([
            "light.json": ##"{"ink": {"$type": "color", "$value": "#000000"}}"##,
            "dark.json": ##"{"ink": {"$type": "color", "$value": "#FFFFFF"}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let list = ["dark.json", "light.json"].map { (root as NSString).appendingPathComponent($0) }.joined(separator: ",")
        let palette = try Palette.load(from: list).palette
        #expect(palette["ink"]?.resolved(for: .light) == Self.hex(0x000000) && palette["ink"]?.resolved(for: .dark) == Self.hex(0xFFFFFF))
    }

    /// File names read as themes, and those that are not.
    @Test(arguments: [
        ("tokens/dark/colors.json", "dark"), ("colors-dark.json", "dark"), ("light.tokens.json", "light"),
        ("background.hc.json5", "lightHighContrast"), ("background.hcDark.json5", "darkHighContrast"),
        ("dark-high-contrast.json", "darkHighContrast"), ("themes/DarkElevated.json", "darkElevated"),
        ("dark-dimmed.json", "none"), ("light-colorblind.json", "none"), ("global.json", "shared"), ("primitives/colors.json", "shared"),
    ])
    func themeNames(_ path: String, _ expected: String) {
        let (theme, cell) = DesignTokens.themeCell(of: path, modes: [:])
        #expect((cell?.key ?? (theme == nil ? "shared" : "none")) == expected)
    }

    /// Adobe Spectrum's tokens: `sets` per appearance (and wireframe), flat `{name}` aliases
    /// across files, the type from `$schema` (a "color-set" of opacities is not a color), and
    /// sets per design system, of which spectrum's are read.
    @Test func spectrumSets() throws {
        let schema = "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/"
        let root = try Self.folder([
            "color-palette.json": ##"""
                {"gray-50": {"$schema": "SCHEMAcolor-set.json", "sets": {
                   "light": {"$schema": "SCHEMAcolor.json", "value": "rgb(255, 255, 255)"},
                   "dark": {"$schema": "SCHEMAcolor.json", "value": "rgb(29, 29, 29)"},
                   "wireframe": {"$schema": "SCHEMAcolor.json", "value": "rgb(255, 255, 255)"}}},
                 "gray-800": {"$schema": "SCHEMAcolor-set.json", "sets": {
                   "light": {"value": "rgb(41, 41, 41)"}, "dark": {"value": "rgb(219, 219, 219)"}, "wireframe": {"value": "rgb(0, 0, 0)"}}},
                 "black": {"$schema": "SCHEMAcolor.json", "value": "rgb(0, 0, 0)", "uuid": "x"}}
                """##.replacingOccurrences(of: "SCHEMA", with: schema),
            "color-aliases.json": ##"""
                {"neutral-content-color-default": {"$schema": "SCHEMAalias.json", "value": "{gray-800}"},
                 "background-base-color": {"$schema": "SCHEMAalias.json", "value": "{gray-50}"},
                 "overlay-opacity": {"$schema": "SCHEMAcolor-set.json", "sets": {
                   "light": {"$schema": "SCHEMAopacity.json", "value": "0.4"}, "dark": {"$schema": "SCHEMAopacity.json", "value": "0.6"}}},
                 "focus-ring-color": {"$schema": "SCHEMAsystem-set.json", "sets": {
                   "spectrum": {"sets": {"light": {"value": "rgb(20, 115, 230)"}, "dark": {"value": "rgb(38, 128, 235)"}}},
                   "express": {"sets": {"light": {"value": "rgb(90, 40, 200)"}, "dark": {"value": "rgb(120, 80, 220)"}}}}}}
                """##.replacingOccurrences(of: "SCHEMA", with: schema),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let palette = try Palette.load(from: root).palette
        let content = try #require(palette["neutral-content-color-default"])
        #expect(content.resolved(for: .light) == Self.hex(0x292929) && content.resolved(for: .dark) == Self.hex(0xDBDBDB))
        #expect(palette["background-base-color"]?.resolved(for: .dark) == Self.hex(0x1D1D1D))
        #expect(palette["focus-ring-color"]?.resolved(for: .light) == Self.hex(0x1473E6) && palette["focus-ring-color"]?.resolved(for: .dark) == Self.hex(0x2680EB))
        #expect(palette["overlay-opacity"] == nil)
        #expect(palette.notes.contains("modes that name no appearance cell, not audited: wireframe (map one with --mode CELL=NAME)"))
        #expect(palette.notes.contains("1 token with sets per design system (spectrum, express): the spectrum sets read"))
        #expect(palette.notes.contains { $0.hasPrefix("1 token of other types not audited: opacity 1") })
    }

    /// Tokens Studio's themes: the group whose themes are light and dark (a brand group beside
    /// it is named, not read), sets merged in `tokenSetOrder`, colors from the `enabled` sets
    /// only (a `source` set resolves aliases), a theme named otherwise mapped with `--mode`.
    static let studioSets = [
        "core.json": ##"{"gray": {"900": {"value": "#111111", "type": "color"}, "50": {"value": "#FAFAFA", "type": "color"}}, "accent": {"value": "#0055CC", "type": "color"}}"##,
        "brand/a.json": ##"{"accent": {"value": "#CC0055", "type": "color"}}"##,
        "themes/light.json": ##"{"text": {"value": "{gray.900}", "type": "color"}, "bg": {"value": "{gray.50}", "type": "color"}, "link": {"value": "{accent}", "type": "color"}}"##,
        "themes/dark.json": ##"{"text": {"value": "{gray.50}", "type": "color"}, "bg": {"value": "{gray.900}", "type": "color"}, "link": {"value": "{accent}", "type": "color"}}"##,
        "$metadata.json": ##"{"tokenSetOrder": ["core", "brand/a", "themes/light", "themes/dark", "missing/set"]}"##,
    ]

    @Test func tokensStudioThemes() throws {
        var files = Self.studioSets
        files["$themes.json"] = ##"""
            [{"id": "1", "name": "Day", "group": "Mode", "selectedTokenSets": {"themes/light": "enabled", "brand/a": "source", "core": "source"}},
             {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "themes/dark": "enabled"}},
             {"id": "3", "name": "Brand A", "group": "Brand", "selectedTokenSets": {"brand/a": "enabled"}}]
            """##
        let root = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let unmapped = #expect(throws: InputFileError.self) { try Palette.load(from: root) }
        #expect(unmapped?.message.hasPrefix("Tokens Studio themes: no group has a light and a dark theme (themes: 'Day' (group Mode), 'Dark' (group Mode), 'Brand A' (group Brand))") == true)
        let sources = PaletteSources.standard(assetCatalogs: AssetCatalog.Options(), modes: ["Day": .light])
        let loaded = try sources.load(root)
        #expect(loaded.palette.title.hasSuffix("Tokens Studio themes"))
        let palette = loaded.palette
        #expect(palette.colors.map(\.name) == ["bg", "link", "text"], "enabled sets only: core's primitives and accent are not colors")
        #expect(palette["text"]?.resolved(for: .light) == Self.hex(0x111111) && palette["text"]?.resolved(for: .dark) == Self.hex(0xFAFAFA))
        // Day merges brand/a after core (tokenSetOrder), so its accent is brand A's; Dark's is core's.
        #expect(palette["link"]?.resolved(for: .light) == Self.hex(0xCC0055) && palette["link"]?.resolved(for: .dark) == Self.hex(0x0055CC))
        #expect(palette.notes.contains("Tokens Studio theme 'Day' → light: core (source), brand/a (source), themes/light (enabled)"))
        #expect(palette.notes.contains("themes not read: Brand A (another group)"))
        #expect(palette.locations["text"]?.location(of: .dark).file?.hasSuffix("themes/dark.json") == true)
        // The $themes.json file itself names the project too.
        #expect(try sources.load((root as NSString).appendingPathComponent("$themes.json")).palette.colors.count == 3)
    }

    @Test func tokensStudioSingleFileAndMissingSets() throws {
        var document: [String: Any] = [:]
        for (name, text) in Self.studioSets where name != "$metadata.json" {
            document[String(name.dropLast(5))] = try JSONSerialization.jsonObject(with: Data(text.utf8))
        }
        document["$themes"] = [
            ["name": "Light", "selectedTokenSets": ["core": "source", "themes/light": "enabled"]],
            ["name": "Dark", "selectedTokenSets": ["core": "source", "themes/dark": "enabled"]],
        ]
        document["$metadata"] = ["tokenSetOrder": ["core", "themes/light", "themes/dark"]]
        let path = try DesignTokensTests.write(String(decoding: try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]), as: UTF8.self), name: "tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: path).palette
        #expect(palette["bg"]?.resolved(for: .dark) == Self.hex(0x111111) && palette["link"]?.resolved(for: .light) == Self.hex(0x0055CC))

        let root = try Self.folder(Self.studioSets.merging(["$themes.json": ##"""
            [{"name": "Light", "selectedTokenSets": {"core": "source", "themes/light": "enabled"}},
             {"name": "Dark", "selectedTokenSets": {"core": "source", "themes/night": "enabled"}}]
            """##]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: root) }
        let error = #expect(throws: InputFileError.self) { try Palette.load(from: root) }
        #expect(error?.message == "theme 'Dark' selects token set 'themes/night', which has no file (themes/night.json)")
        // A set's name never leads out of the project's folder.
        try ##"[{"name": "Light", "selectedTokenSets": {"../outside": "enabled"}}, {"name": "Dark", "selectedTokenSets": {"core": "enabled"}}]"##
            .write(toFile: (root as NSString).appendingPathComponent("$themes.json"), atomically: false, encoding: .utf8)
        let outside = #expect(throws: InputFileError.self) { try Palette.load(from: root) }
        #expect(outside?.message.hasPrefix("'../outside.json' names a file outside the input's folder") == true)
    }

    /// Figma's own "Export variables": one file per mode, the mode named only inside
    /// (`"$extensions": {"com.figma.modeName": "Dark"}`), colors as DTCG color objects.
    @Test func figmaExportsNameTheirModeInside() throws {
        let token = { (hex: String, r: Double) in
            ##"{"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [R, R, R], "alpha": 1, "hex": "HEX"}, "$extensions": {"com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["TEXT_FILL"]}}, "$extensions": {"com.figma.modeName": "MODE"}}"##
                .replacingOccurrences(of: "R", with: String(r)).replacingOccurrences(of: "HEX", with: hex)
        }
        let root = try Self.folder([
            "Mode 1.tokens.json": token("#333333", 0.2).replacingOccurrences(of: "MODE", with: "Light"),
            "Mode 1.tokens 2.json": token("#CCCCCC", 0.8).replacingOccurrences(of: "MODE", with: "Dark"),
            "Solo.tokens.json": token("#333333", 0.2).replacingOccurrences(of: "MODE", with: "Mode 1"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = { (name: String) in (root as NSString).appendingPathComponent(name) }
        let alone = #expect(throws: InputFileError.self) { try Palette.load(from: path("Mode 1.tokens 2.json")) }
        #expect(alone?.message.hasPrefix("a Figma export of mode 'Dark' (dark): alone it would be read as light") == true)
        let palette = try Palette.load(from: [path("Mode 1.tokens 2.json"), path("Mode 1.tokens.json")].joined(separator: ",")).palette
        #expect(palette["ink"]?.resolved(for: .light) == (try SRGB(red: 0.2, green: 0.2, blue: 0.2)))
        #expect(palette["ink"]?.resolved(for: .dark) == (try SRGB(red: 0.8, green: 0.8, blue: 0.8)))
        let solo = try Palette.load(from: path("Solo.tokens.json")).palette
        #expect(solo.notes.contains("a Figma export of one mode ('Mode 1'): each token has one value (no modes, no dark file), checked in light and dark alike"))
    }

    /// Terrazzo's group-level list of modes is a declaration, read as such: the tokens' own
    /// modes give the cells; Apple's "accessible" modes (`light_ax`) are increased contrast.
    @Test func groupModeListsAreDeclarations() throws {
        let path = try DesignTokensTests.write(##"""
            {"color": {"$type": "color", "$extensions": {"modes": ["light", "dark", "light_ax", "dark_ax", "dark-dimmed"]},
              "label": {"$value": "#000000", "$extensions": {"mode": {"light": "#000000", "dark": "#FFFFFF", "light_ax": "#000000", "dark_ax": "#FFFFFF", "dark-dimmed": "#CDD9E5"}}},
              "blue": {"$value": "#007AFF", "$extensions": {"mode": {"light": "#007AFF", "dark": "#0A84FF", "light_ax": "#0040DD", "dark_ax": "#409CFF", "dark-dimmed": "#539BF5"}}}}}
            """##, name: "apple.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: path).palette
        let blue = try #require(palette["color.blue"])
        #expect(blue.resolved(for: .lightHighContrast) == Self.hex(0x0040DD) && blue.resolved(for: .darkHighContrast) == Self.hex(0x409CFF))
        #expect(palette.notes.contains("modes that name no appearance cell, not audited: dark-dimmed (map one with --mode CELL=NAME)"))
    }

    /// Theme files whose every token names the theme in its path (`color.light.text` in
    /// light.json, `color.dark.text` in dark.json): one color each, named without it.
    @Test func theThemeWordInsideTokenPaths() throws {
        let root = try Self.folder([
            "base.json": ##"{"color": {"base": {"ink": {"value": "#111111"}, "paper": {"value": "#FAFAFA"}, "blue": {"light": {"value": "#66AAFF"}}}}}"##,
            "themes/light.json": ##"{"color": {"light": {"text": {"value": "{color.base.ink.value}"}, "link": {"value": "#0055CC"}}}}"##,
            "themes/dark.json": ##"{"color": {"dark": {"text": {"value": "{color.base.paper.value}"}, "link": {"value": "{color.base.blue.light.value}"}}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let palette = try Palette.load(from: root).palette
        #expect(palette.colors.map(\.name) == ["color.link", "color.text"])
        #expect(palette["color.text"]?.resolved(for: .light) == Self.hex(0x111111) && palette["color.text"]?.resolved(for: .dark) == Self.hex(0xFAFAFA))
        #expect(palette["color.link"]?.resolved(for: .dark) == Self.hex(0x66AAFF), "a shade named light in the shared file is not a theme")
        #expect(palette.unresolved.isEmpty)
    }
}
