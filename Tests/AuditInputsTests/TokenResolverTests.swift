import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import AuditTestSupport

/// DTCG Resolver Module 2025.10 documents, from fixtures written for it
/// (Fixtures/tokens/resolver): a theme modifier with five contexts (four appearance cells
/// and one that names none), a size modifier with a default, a `$ref` chain across three
/// files with a JSON pointer, aliases that reach across files and resolve after the merge,
/// an inline set, and an alias cycle across two files. Expected values are read off the
/// fixture files by hand.
@Suite struct TokenResolverTests {
    static let directory = AuditFixtures.url("tokens/resolver")
    static let theme = directory.appendingPathComponent("theme.resolver.json").path

    static func hex(_ text: String) throws -> SRGB { try SRGB(parsing: text) }

    @Test func contextsBecomeAppearanceCells() throws {
        let palette = try TokenResolver.read(Self.theme)
        let fg = try #require(palette["fg.default"])
        // semantic.json: fg.default → {color.gray.9}: #1f2328 (primitives), #e6edf3 once
        // dark.tokens.json is merged; contrast.json overrides it in the high-contrast contexts.
        #expect(fg.resolved(for: .light) == (try Self.hex("#1f2328")))
        #expect(fg.resolved(for: .dark) == (try Self.hex("#e6edf3")))
        #expect(fg.resolved(for: .lightHighContrast) == (try Self.hex("#010409")))
        #expect(fg.resolved(for: .darkHighContrast) == (try Self.hex("#ffffff")))
        #expect(fg.definedCells == [.init(.light), .init(.dark), .init(.lightHighContrast), .init(.darkHighContrast)])
        // An inline set after the modifiers: its alias resolves in each context's tokens.
        let brand = try #require(palette["color.brand"])
        #expect(brand.resolved(for: .light) == (try Self.hex("#0969da")))
        #expect(brand.resolved(for: .dark) == (try Self.hex("#4493f8")))
        #expect(palette.colors.count == 8)
        #expect(palette.notes == [
            "contexts of modifier 'theme' that name no appearance cell, not audited: dark-dimmed (map one with --context NAME=cell)",
            "modifier 'size' fixed to context 'regular'",
            "1 token of other types not audited: dimension 1",
        ])
    }

    @Test func contextsAndModifiersAreChosenByOption() throws {
        let palette = try TokenResolver.read(
            Self.theme, options: .init(contexts: ["dark-dimmed": .darkElevated], fixedContexts: ["size": "large"]))
        // dark-dimmed merges dark.tokens.json, then gives color.gray.0 #22272e (inline, its
        // $type inherited from the earlier definition).
        #expect(palette["bg.default"]?.resolved(for: .darkElevated) == (try Self.hex("#22272e")))
        #expect(palette["fg.default"]?.resolved(for: .darkElevated) == (try Self.hex("#e6edf3")))
        #expect(palette.notes.contains("modifier 'size' fixed to context 'large'"))
        // Mapped onto dark, which the context 'dark' gives: named, not silently replacing it.
        let doubled = try TokenResolver.read(Self.theme, options: .init(contexts: ["dark-dimmed": .dark]))
        #expect(doubled["fg.default"]?.resolved(for: .dark) == (try Self.hex("#e6edf3")))
        #expect(doubled["bg.default"]?.resolved(for: .dark) != (try Self.hex("#22272e")), "dark is the context 'dark', not dark-dimmed")
        #expect(doubled.notes.contains(
            "contexts of modifier 'theme' read as a cell another context gives, not audited: dark-dimmed (dark is dark) (map one elsewhere with --context NAME=cell)"))
    }

    @Test func contextNamesAreReadAsCells() {
        let cases: [(String, Appearance?)] = [
            ("light", .light), ("Dark", .dark), ("light-hc", .lightHighContrast), ("darkHighContrast", .darkHighContrast),
            ("dark_high_contrast", .darkHighContrast), ("dark-elevated", .darkElevated),
            ("lightHighContrastElevated", .lightHighContrastElevated), ("dark-elevated-hc", .darkHighContrastElevated),
            ("dark-dimmed", nil), ("night", nil), ("light-light", nil),
        ]
        for (name, cell) in cases {
            #expect(TokenResolver.appearance(forContext: name) == cell, "\(name)")
        }
    }

    @Test func aliasCyclesAcrossFilesAreErrors() {
        let path = Self.directory.appendingPathComponent("cycle.resolver.json").path
        #expect(throws: InputFileError(
            file: Self.directory.appendingPathComponent("cycle-a.json").standardizedFileURL.path,
            keyPath: "c.x.$value", line: 1, column: 42, message: "alias cycle: c.x → c.y → c.x")) {
            try TokenResolver.read(path)
        }
    }

    /// Every error names the line and column of the value it is about (counted by hand in the
    /// documents below: the column of the value's first character).
    @Test func malformedResolversSayWhere() throws {
        func write(_ content: String) throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).resolver.json").path
            try content.write(toFile: path, atomically: false, encoding: .utf8)
            return path
        }
        let version = try write(#"{"version": "2024.1", "resolutionOrder": []}"#)
        defer { try? FileManager.default.removeItem(atPath: version) }
        #expect(throws: InputFileError(file: version, keyPath: "version", line: 1, column: 13, message: "'2024.1'; this reader implements the resolver module 2025.10")) {
            try TokenResolver.read(version)
        }
        let unfixed = try write(#"""
            {"version": "2025.10", "resolutionOrder": [
              {"name": "t", "type": "modifier", "contexts": {"light": [], "dark": []}},
              {"name": "size", "type": "modifier", "contexts": {"small": [], "big": []}}]}
            """#)
        defer { try? FileManager.default.removeItem(atPath: unfixed) }
        #expect(throws: InputFileError(
            file: unfixed, keyPath: "resolutionOrder[1]", line: 3, column: 3,
            message: "modifier 'size' has no default context; fix one with --context size=CONTEXT (big, small)")) {
            try TokenResolver.read(unfixed)
        }
        // Per-token modes in a source would be read as $value in every context: refused.
        let moded = try write(##"""
            {"version": "2025.10", "resolutionOrder": [
              {"name": "base", "type": "set", "sources": [
                {"c": {"$type": "color", "a": {"$value": "#fff", "$extensions": {"com.perseusdarkmode.modes": {"dark": "#000"}}}}}]},
              {"name": "t", "type": "modifier", "contexts": {"light": [], "dark": []}}]}
            """##)
        defer { try? FileManager.default.removeItem(atPath: moded) }
        #expect(throws: InputFileError(
            file: moded, keyPath: "resolutionOrder[0].sources[0].c.a.$extensions.com.perseusdarkmode.modes", line: 3, column: 99,
            message: "per-token modes inside a resolver's sources, which the resolver does not read: give the appearances as the modifier's contexts")) {
            try TokenResolver.read(moded)
        }
        // Two modifiers with light and dark contexts: ambiguous until one is fixed by option.
        let two = try write(##"""
            {"version": "2025.10", "resolutionOrder": [
              {"name": "base", "type": "set", "sources": [{"c": {"$type": "color", "a": {"$value": "#777777"}, "b": {"$value": "#ffffff"}}}]},
              {"name": "theme", "type": "modifier", "contexts": {"light": [], "dark": [{"c": {"a": {"$value": "#888888"}}}]}},
              {"name": "chrome", "type": "modifier", "contexts": {"light": [], "dark": [{"c": {"a": {"$value": "#000000"}}}]}}]}
            """##)
        defer { try? FileManager.default.removeItem(atPath: two) }
        #expect(throws: InputFileError(
            file: two, keyPath: "resolutionOrder[2]", line: 4, column: 3,
            message: "modifiers 'theme' and 'chrome' both have light and dark contexts; one modifier gives the appearance; fix the other with --context chrome=CONTEXT")) {
            try TokenResolver.read(two)
        }
        // A misspelt option, or a context the modifier lacks, is an error, not an unused option.
        #expect(throws: InputFileError(
            file: two, message: "no modifier or context named 'crome' (modifiers: chrome, theme; contexts: dark, light)")) {
            try TokenResolver.read(two, options: .init(fixedContexts: ["crome": "light"]))
        }
        #expect(throws: InputFileError(file: two, message: "modifier 'chrome' has no context 'dim' (dark, light)")) {
            try TokenResolver.read(two, options: .init(fixedContexts: ["chrome": "dim"]))
        }
        let fixed = try TokenResolver.read(two, options: .init(fixedContexts: ["chrome": "light"]))
        #expect(fixed["c.a"]?.resolved(for: .dark) == SRGB(red8: 0x88, green8: 0x88, blue8: 0x88))
        #expect(fixed.notes.contains("modifier 'chrome' fixed to context 'light'"))
        let dangling = try write(##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/none"}]}"##)
        defer { try? FileManager.default.removeItem(atPath: dangling) }
        #expect(throws: InputFileError(file: dangling, keyPath: "resolutionOrder[0].$ref", line: 1, column: 53, message: "'#/sets/none' points to nothing")) {
            try TokenResolver.read(dangling)
        }
    }

    @Test func theRegistryRecognisesResolvers() throws {
        let loaded = try Palette.load(from: Self.theme)
        #expect(loaded.sourceName == "design tokens resolver")
        // Inferred pairs from the token names: fg.* over bg.default.
        #expect(loaded.pairings?.contains { $0.foreground == "fg.default" && $0.background == "bg.default" } == true)
    }
}
