import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit

/// The formats whose colors come per named mode: Material Theme Builder's schemes and Figma's
/// variables. Expected values are the ones written in each fixture; Material's are its
/// published baseline scheme (m3.material.io, "Color roles": baseline light and dark).
@Suite struct ModedFormatsTests {
    static func hex(_ value: UInt32) -> SRGB {
        SRGB(red8: UInt8(value >> 16), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
    }

    // MARK: - Material Theme Builder

    static let material = ##"""
        {
          "description": "TYPE: CUSTOM\nMaterial Theme Builder export",
          "seed": "#6750A4",
          "coreColors": {"primary": "#6750A4"},
          "extendedColors": [],
          "schemes": {
            "light": {"primary": "#6750A4", "onPrimary": "#FFFFFF", "surface": "#FEF7FF", "onSurface": "#1D1B20",
                      "surfaceContainer": "#F3EDF7"},
            "light-medium-contrast": {"primary": "#4F378A", "onPrimary": "#FFFFFF", "surface": "#FEF7FF", "onSurface": "#121016",
                      "surfaceContainer": "#F3EDF7"},
            "light-high-contrast": {"primary": "#3A2270", "onPrimary": "#FFFFFF", "surface": "#FEF7FF", "onSurface": "#000000",
                      "surfaceContainer": "#F3EDF7"},
            "dark": {"primary": "#D0BCFF", "onPrimary": "#381E72", "surface": "#141218", "onSurface": "#E6E0E9",
                      "surfaceContainer": "#211F26"},
            "dark-medium-contrast": {"primary": "#E4D6FF", "onPrimary": "#2C1265", "surface": "#141218", "onSurface": "#FFFFFF",
                      "surfaceContainer": "#211F26"},
            "dark-high-contrast": {"primary": "#F6EDFF", "onPrimary": "#000000", "surface": "#141218", "onSurface": "#FFFFFF",
                      "surfaceContainer": "#211F26"}
          },
          "palettes": {"primary": {"0": "#000000", "100": "#FFFFFF"}, "neutral": {"0": "#000000"}}
        }
        """##

    /// Recognised by content under any `.json` name; every scheme is its cell, and the
    /// medium-contrast ones are named as not audited.
    @Test func materialSchemesAreTheCells() throws {
        let path = try DesignTokensTests.write(Self.material, name: "theme.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let loaded = try Palette.load(from: path)
        #expect(loaded.sourceName == "Material Theme Builder export")
        let palette = loaded.palette
        #expect(palette.colors.map(\.name) == ["primary", "onPrimary", "surface", "onSurface", "surfaceContainer"])
        let primary = try #require(palette["primary"])
        #expect(primary.resolved(for: .light) == Self.hex(0x6750A4))
        #expect(primary.resolved(for: .dark) == Self.hex(0xD0BCFF))
        #expect(primary.resolved(for: .lightHighContrast) == Self.hex(0x3A2270))
        #expect(primary.resolved(for: .darkHighContrast) == Self.hex(0xF6EDFF))
        // The same in high contrast as in its base scheme: no cell of its own.
        #expect(palette["surface"]?.resolved(for: .darkHighContrast) == Self.hex(0x141218))
        #expect(palette.notes.contains { $0.contains("not audited: light-medium-contrast, dark-medium-contrast") })
        #expect(palette.notes.contains { $0.hasPrefix("2 tonal palettes") })
        // Each role points at its line in the light scheme, and at the dark scheme's.
        let location = try #require(palette.locations["onPrimary"])
        #expect(location.keyPath == "schemes.light.onPrimary" && location.line == 7)
        #expect(location.location(of: .dark).keyPath == "schemes.dark.onPrimary" && location.location(of: .dark).line == 13)
        // Material's own pairs: on-X over X, onSurface over the containers.
        let pairs = Set((loaded.pairings ?? []).map { "\($0.foreground)/\($0.background)" })
        #expect(pairs.isSuperset(of: ["onPrimary/primary", "onSurface/surface", "onSurface/surfaceContainer"]))
    }

    /// `--mode lightHighContrast=light-medium-contrast` audits the medium scheme in its place.
    @Test func aMappedSchemeReplacesTheDefault() throws {
        let path = try DesignTokensTests.write(Self.material, name: "material-theme.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try MaterialTheme.read(path, modes: ["light-medium-contrast": .lightHighContrast, "light-high-contrast": .lightElevated])
        #expect(palette["primary"]?.resolved(for: .lightHighContrast) == Self.hex(0x4F378A))
        #expect(palette["primary"]?.resolved(for: .lightElevated) == Self.hex(0x3A2270))
        #expect(throws: InputFileError.self) { try MaterialTheme.read(path, modes: ["dark-mid": .dark]) }
    }

    @Test(arguments: [
        (##"{"seed": "#000", "coreColors": {}, "schemes": {"light": {"primary": "#12345"}, "dark": {"primary": "#000"}}}"##,
         ":1:69: schemes.light.primary: invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5"),
        (##"{"seed": "#000", "coreColors": {}, "schemes": {"light": {"primary": 12}, "dark": {}}}"##,
         ":1:69: schemes.light.primary: expected a color string, found a number"),
        (##"{"seed": "#000", "coreColors": {}, "schemes": {"light": {"primary": "#000"}, "night": {"primary": "#FFF"}}}"##,
         ": Material Theme Builder: no mode is dark (modes: 'light', 'night'); name the one that is with --mode dark=NAME"),
        (##"{"seed": "#000", "coreColors": {}, "palettes": {}}"##,
         ": schemes: missing: a Material Theme Builder export has its colors in \"schemes\""),
    ])
    func malformedMaterial(_ text: String, _ expected: String) throws {
        let path = try DesignTokensTests.write(text, name: "material-theme.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputFileError.self) { try MaterialTheme.read(path) }
        if let error { InputFileErrorExpectation(expected).check(error, file: path) }
    }

    // MARK: - Figma variables (REST API)

    /// A theme collection (Light, Dark, Light High Contrast) aliasing into a primitives
    /// collection of one mode, an alias within the theme, a library variable the file does not
    /// hold, and a number variable.
    static let figma = ##"""
        {"status": 200, "error": false, "meta": {
          "variableCollections": {
            "VariableCollectionId:1:1": {"id": "VariableCollectionId:1:1", "name": "Primitives", "defaultModeId": "1:0",
              "modes": [{"modeId": "1:0", "name": "Value"}], "remote": false},
            "VariableCollectionId:2:1": {"id": "VariableCollectionId:2:1", "name": "Theme", "defaultModeId": "2:0",
              "modes": [{"modeId": "2:0", "name": "Light"}, {"modeId": "2:1", "name": "Dark"}, {"modeId": "2:2", "name": "Light High Contrast"}]}
          },
          "variables": {
            "VariableID:1:2": {"id": "VariableID:1:2", "name": "gray/900", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:1:1",
              "valuesByMode": {"1:0": {"r": 0.1, "g": 0.1, "b": 0.12, "a": 1}}},
            "VariableID:1:3": {"id": "VariableID:1:3", "name": "gray/50", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:1:1",
              "valuesByMode": {"1:0": {"r": 0.98, "g": 0.98, "b": 1, "a": 1}}},
            "VariableID:2:3": {"id": "VariableID:2:3", "name": "text/primary", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:2:1",
              "valuesByMode": {
                "2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"},
                "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"},
                "2:2": {"r": 0, "g": 0, "b": 0, "a": 1}}},
            "VariableID:2:4": {"id": "VariableID:2:4", "name": "background/default", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:2:1",
              "valuesByMode": {
                "2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"},
                "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"},
                "2:2": {"type": "VARIABLE_ALIAS", "id": "VariableID:2:4"}}},
            "VariableID:2:5": {"id": "VariableID:2:5", "name": "text/link", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:2:1",
              "valuesByMode": {
                "2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:9:9"},
                "2:1": {"r": 0.5, "g": 0.7, "b": 1, "a": 0.9}, "2:2": {"r": 0, "g": 0, "b": 0.6, "a": 1}}},
            "VariableID:2:6": {"id": "VariableID:2:6", "name": "radius/card", "resolvedType": "FLOAT", "variableCollectionId": "VariableCollectionId:2:1",
              "valuesByMode": {"2:0": 8, "2:1": 8, "2:2": 8}}
          }}}
        """##

    @Test func figmaVariablesResolveAcrossCollections() throws {
        let text = Self.figma.replacingOccurrences(of: "\"2:2\": {\"type\": \"VARIABLE_ALIAS\", \"id\": \"VariableID:2:4\"}", with: "\"2:2\": {\"r\": 1, \"g\": 1, \"b\": 1, \"a\": 1}")
        let path = try DesignTokensTests.write(text, name: "variables.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let loaded = try Palette.load(from: path)
        #expect(loaded.sourceName == "Figma variables")
        let palette = loaded.palette
        #expect(palette.colors.map(\.name) == ["text/primary", "background/default"])
        let primary = try #require(palette["text/primary"])
        #expect(primary.resolved(for: .light) == (try SRGB(red: 0.1, green: 0.1, blue: 0.12)))
        #expect(primary.resolved(for: .dark) == (try SRGB(red: 0.98, green: 0.98, blue: 1)))
        #expect(primary.resolved(for: .lightHighContrast) == (try SRGB(red: 0, green: 0, blue: 0)))
        // An alias to a library's variable: incomplete, never guessed.
        #expect(palette.unresolved.map(\.name) == ["text/link"])
        #expect(palette.unresolved.first?.reason.contains("VariableID:9:9") == true)
        #expect(palette.notes.contains { $0.hasPrefix("1 variable of other types not audited: float 1") })
        #expect(palette.notes.contains { $0.contains("'Primitives' (2 variables; modes Value)") })
        // The location is the variable's value in the light mode; the alias names the primitive.
        let location = try #require(palette.locations["text/primary"])
        #expect(location.keyPath == "meta.variables.VariableID:2:3.valuesByMode.2:0" && location.line == 15)
        #expect(location.alias?.name == "gray/900")
    }

    /// An alias to itself through the modes is a cycle, at the value that starts it.
    @Test func figmaAliasCycle() throws {
        let path = try DesignTokensTests.write(Self.figma, name: "variables.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputFileError.self) { try FigmaVariables.read(path) }
        #expect(error?.keyPath == "meta.variables.VariableID:2:4.valuesByMode.2:2")
        #expect(error?.message.hasPrefix("alias cycle") == true)
    }

    /// Modes named for something else are mapped; arrays written as objects keyed "0", "1"
    /// (as some exporters serialise them) are read as arrays.
    @Test func figmaModesMappedAndArraysAsObjects() throws {
        let text = ##"""
            {"variableCollections": {"0": {"id": "C:1", "name": "Brand", "defaultModeId": "1:0",
               "modes": {"0": {"modeId": "1:0", "name": "Day"}, "1": {"modeId": "1:1", "name": "Night"}}}},
             "variables": {"0": {"id": "V:1", "name": "ink", "resolvedType": "COLOR", "variableCollectionId": "C:1",
               "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 1}, "1:1": {"r": 1, "g": 1, "b": 1, "a": 1}}}}}
            """##
        let path = try DesignTokensTests.write(text, name: "figma.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputFileError.self) { try FigmaVariables.read(path) }
        #expect(error?.message == "Figma variables: no collection has a light and a dark mode (collections: 'Brand' (Day, Night)); name them with --mode light=NAME --mode dark=NAME")
        let palette = try FigmaVariables.read(path, modes: ["Day": .light, "Night": .dark])
        #expect(palette["ink"]?.resolved(for: .dark) == Self.hex(0xFFFFFF))
        #expect(throws: InputFileError.self) { try FigmaVariables.read(path, modes: ["Day": .light, "Nite": .dark]) }
    }

    @Test(arguments: [
        (##"{"variableCollections": {}, "variables": {"V:1": {"name": "a", "resolvedType": "COLOR", "variableCollectionId": "C"}}}"##,
         ":1:50: variables.V:1.valuesByMode: missing"),
        (##"{"variableCollections": {"C": {"name": "T", "modes": [{"modeId": "1", "name": "Light"}, {"modeId": "2", "name": "Dark"}]}}, "variables": {"V": {"name": "a", "resolvedType": "COLOR", "variableCollectionId": "C", "valuesByMode": {"1": {"r": 2, "g": 0, "b": 0}, "2": {"r": 0, "g": 0, "b": 0}}}}}"##,
         ":1:234: variables.V.valuesByMode.1: expected an RGBA color with r, g, b (and a) in 0–1"),
    ])
    func malformedFigma(_ text: String, _ expected: String) throws {
        let path = try DesignTokensTests.write(text, name: "figma.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputFileError.self) { try FigmaVariables.read(path) }
        if let error { InputFileErrorExpectation(expected).check(error, file: path) }
    }

    /// Recognised by structure, not by a word: a token file that mentions `variableCollections`
    /// or `schemes` inside an extension is read as tokens, not as Figma's or Material's export.
    @Test func formatsAreRecognisedByStructure() throws {
        let path = try DesignTokensTests.write(##"""
            {"ink": {"$type": "color", "$value": "#111111", "$extensions": {"tokens-bruecke-meta": {"variableCollections": [], "schemes": {}, "seed": 1}}}}
            """##, name: "core.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect(try Palette.load(from: path).sourceName == "design tokens")
        // A JSON file of no format this tool reads (a VS Code color theme named
        // material-theme.json) gets an error that says so, not this package's palette format's.
        let theme = try DesignTokensTests.write(##"{"id": "material", "name": "Material", "type": "dark", "scheme": {"base": {"white": "#ffffff"}}}"##, name: "material-theme.json")
        defer { try? FileManager.default.removeItem(atPath: (theme as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputFileError.self) { try Palette.load(from: theme) }
        #expect(error?.message.hasPrefix("not a palette this tool reads (top-level keys: id, name, type, scheme); it reads palette files") == true)
    }

    /// Plugins' exports: a collection with modes by name and variables as a list
    /// (`valuesByMode` keyed by mode name, hex strings, `type` in lower case), and a
    /// `collections` list whose variables are groups with `values` per mode name (colorblind
    /// modes named, not read).
    @Test func figmaPluginExports() throws {
        let one = try DesignTokensTests.write(##"""
            {"$description": "generated", "collection": "Brick", "modes": ["light", "dark"],
             "variables": [
               {"name": "color/role/primary", "type": "color", "valuesByMode": {"light": "#B0512E", "dark": "#EA9468"}},
               {"name": "radius/card", "type": "float", "valuesByMode": {"light": 8, "dark": 8}}]}
            """##, name: "variables.json")
        defer { try? FileManager.default.removeItem(atPath: (one as NSString).deletingLastPathComponent) }
        let brick = try Palette.load(from: one)
        #expect(brick.sourceName == "Figma variables")
        #expect(brick.palette["color/role/primary"]?.resolved(for: .dark) == Self.hex(0xEA9468))
        #expect(brick.palette.notes.contains("1 variable of other types not audited: float 1"))

        let list = try DesignTokensTests.write(##"""
            {"collections": [{"name": "charts", "modes": ["Dark Default", "Light Default", "Light Tritanopia"],
              "variables": {"charts": {
                "color 01": {"type": "color", "values": {"Dark Default": "#719fd1", "Light Default": "#2b6cb0", "Light Tritanopia": "#3e86d0"}},
                "color 02": {"type": "color", "values": {"Dark Default": "#56b8b7", "Light Default": "#297f7d", "Light Tritanopia": "#297f7d"}}}}}]}
            """##, name: "figma_variables.json")
        defer { try? FileManager.default.removeItem(atPath: (list as NSString).deletingLastPathComponent) }
        let charts = try Palette.load(from: list).palette
        #expect(charts.colors.map(\.name) == ["charts/color 01", "charts/color 02"])
        #expect(charts["charts/color 01"]?.resolved(for: .light) == Self.hex(0x2B6CB0) && charts["charts/color 01"]?.resolved(for: .dark) == Self.hex(0x719FD1))
        #expect(charts.notes.contains { $0.hasPrefix("modes that name no appearance, not audited: Light Tritanopia") })
    }
}

extension ModedFormatsTests {
    /// Two variables with one id, or two colors with one name, could not be told apart by an
    /// alias or a pair: an error at the second, naming the first, never a palette that lists a
    /// name twice (the fuzzer's find: a variable whose `id` repeats another's).
    @Test func figmaVariablesThatCannotBeToldApart() throws {
        func variable(_ key: String, id: String, name: String) -> String {
            #""\#(key)": {"id": "\#(id)", "name": "\#(name)", "resolvedType": "COLOR", "variableCollectionId": "C:1", "#
                + #""valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 1}, "1:1": {"r": 1, "g": 1, "b": 1, "a": 1}}}"#
        }
        func read(_ variables: [String]) throws -> InputFileError? {
            let text = #"{"variableCollections": {"C:1": {"id": "C:1", "name": "Theme", "defaultModeId": "1:0", "#
                + #""modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}]}}, "#
                + #""variables": {"# + variables.joined(separator: ", ") + "}}"
            let path = try DesignTokensTests.write(text, name: "variables.json")
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
            return #expect(throws: InputFileError.self) { try FigmaVariables.read(path) }
        }
        let sameID = try read([variable("V:1", id: "V:2", name: "ink"), variable("V:2", id: "V:2", name: "paper")])
        #expect(sameID?.keyPath == "variables.V:2.id")
        #expect(sameID?.message == "variable id 'V:2' is given twice (also at variables.V:1): an alias to it could mean either")
        let sameName = try read([variable("V:1", id: "V:1", name: "ink"), variable("V:2", id: "V:2", name: "ink")])
        #expect(sameName?.keyPath == "variables.V:2.valuesByMode.1:0")
        #expect(sameName?.message.hasPrefix("a second color named 'ink' (the first is at variables.V:1.valuesByMode.1:0)") == true)
        let unnamed = try read([variable("V:1", id: "V:1", name: "")])
        #expect(unnamed?.message.hasPrefix("a color without a name") == true)
    }
}
