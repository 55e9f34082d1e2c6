import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import AuditTestSupport
import ContrastAudit

/// Inputs written to hurt: resolver sets that name themselves or double at every level, a
/// set named fifty thousand times, references that leave the input's folder (by `..`, by an
/// absolute path, through a symbolic link), and named pipes where a file is expected. Each
/// must end at once with an error that says where, having read nothing outside the folder.
@Suite struct HostileInputTests {
    /// A fresh folder with `files` written into it (paths relative to it).
    static func folder(_ files: [String: String]) throws -> URL {
        try TemporaryFiles.folder(files, prefix: "perseus-hostile")
    }

    static let theme = ##"{"name": "t", "type": "modifier", "contexts": {"light": [{"d": {"$type": "color", "$value": "#ffffff"}}], "dark": [{"d": {"$type": "color", "$value": "#000000"}}]}}"##

    static func resolver(sets: String, order: String) -> String {
        ##"{"version": "2025.10", "sets": {"## + sets + ##"}, "resolutionOrder": ["## + order + ", " + theme + "]}"
    }

    /// The 1-based column, in scalars, of the `occurrence`-th (from 0) `needle` in one-line
    /// `text`: where an error about that value points.
    static func column(of needle: String, in text: String, occurrence: Int = 0) -> Int {
        var rest = text[...]
        var before = 0
        for _ in 0..<occurrence {
            let found = rest.range(of: needle)!
            before += rest[..<found.upperBound].unicodeScalars.count
            rest = rest[found.upperBound...]
        }
        return before + rest[..<rest.range(of: needle)!.lowerBound].unicodeScalars.count + 1
    }

    @Test func aSetThatNamesItselfIsACycle() throws {
        let selfText = Self.resolver(sets: ##""a": {"sources": [{"$ref": "#/sets/a"}]}"##, order: ##"{"$ref": "#/sets/a"}"##)
        let pairText = Self.resolver(
            sets: ##""a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}"##, order: ##"{"$ref": "#/sets/a"}"##)
        let folder = try Self.folder(["self.resolver.json": selfText, "pair.resolver.json": pairText])
        defer { try? FileManager.default.removeItem(at: folder) }
        let single = folder.appendingPathComponent("self.resolver.json").path
        #expect(throws: InputFileError(
            file: single, keyPath: "sets.a.sources[0].$ref", line: 1, column: Self.column(of: ##""#/sets/a""##, in: selfText), message: "sets refer to each other in a circle: #/sets/a → #/sets/a")) {
            try TokenResolver.read(single)
        }
        let pair = folder.appendingPathComponent("pair.resolver.json").path
        #expect(throws: InputFileError(
            file: pair, keyPath: "sets.b.sources[0].$ref", line: 1, column: Self.column(of: ##""#/sets/a""##, in: pairText), message: "sets refer to each other in a circle: #/sets/a → #/sets/b → #/sets/a")) {
            try TokenResolver.read(pair)
        }
    }

    /// Thirty sets, each naming the one before twice: 2³⁰ sources if each name were expanded
    /// anew. Expanded once each, the read is immediate and gives the first set's one token.
    @Test func setsThatDoubleAreExpandedOnce() throws {
        var sets = [##""s0": {"sources": [{"c": {"$type": "color", "$value": "#123456"}}]}"##]
        for level in 1...30 { sets.append(##""s\##(level)": {"sources": [{"$ref": "#/sets/s\##(level - 1)"}, {"$ref": "#/sets/s\##(level - 1)"}]}"##) }
        let folder = try Self.folder(["double.resolver.json": Self.resolver(sets: sets.joined(separator: ", "), order: ##"{"$ref": "#/sets/s30"}"##)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = ContinuousClock.now
        let palette = try TokenResolver.read(folder.appendingPathComponent("double.resolver.json").path)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(palette["c"]?.resolved(for: .dark) == SRGB(red8: 0x12, green8: 0x34, blue8: 0x56))

        // One level more than the depth limit allows.
        sets = [##""s0": {"sources": []}"##]
        for level in 1...40 { sets.append(##""s\##(level)": {"sources": [{"$ref": "#/sets/s\##(level - 1)"}]}"##) }
        let deepText = Self.resolver(sets: sets.joined(separator: ", "), order: ##"{"$ref": "#/sets/s40"}"##)
        let deep = try Self.folder(["deep.resolver.json": deepText]).appendingPathComponent("deep.resolver.json").path
        defer { try? FileManager.default.removeItem(atPath: (deep as NSString).deletingLastPathComponent) }
        // s40 … s9 are 32 sets deep; s9's reference to s8 is the 33rd.
        #expect(throws: InputFileError(
            file: deep, keyPath: "sets.s9.sources[0].$ref", line: 1, column: Self.column(of: ##""#/sets/s8""##, in: deepText), message: "sets nested more than 32 deep")) {
            try TokenResolver.read(deep)
        }
    }

    /// 50,000 steps naming one set of 500 tokens: merged once per appearance, not 50,000 times.
    @Test func aSetNamedManyTimesIsMergedOnce() throws {
        let tokens = (0..<500).map { ##""t\##($0)": {"$type": "color", "$value": "#\##(String(format: "%06x", $0))"}"## }.joined(separator: ", ")
        let order = Array(repeating: ##"{"$ref": "#/sets/big"}"##, count: 50_000).joined(separator: ", ")
        let path = try Self.folder(["many.resolver.json": Self.resolver(sets: ##""big": {"sources": [{\##(tokens)}]}"##, order: order)])
            .appendingPathComponent("many.resolver.json").path
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let start = ContinuousClock.now
        let palette = try TokenResolver.read(path)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(palette.colors.count == 501)
        #expect(palette["t255"]?.resolved(for: .light) == SRGB(red8: 0, green8: 0, blue8: 0xFF))

        // More listed sources than the budget: refused, naming the budget.
        let tooMany = Array(repeating: ##"{"$ref": "#/sets/big"}"##, count: 100_001).joined(separator: ", ")
        let refusedText = Self.resolver(sets: ##""big": {"sources": [{}]}"##, order: tooMany)
        let refused = try Self.folder(["budget.resolver.json": refusedText]).appendingPathComponent("budget.resolver.json").path
        defer { try? FileManager.default.removeItem(atPath: (refused as NSString).deletingLastPathComponent) }
        #expect(throws: InputFileError(
            file: refused, keyPath: "resolutionOrder[100000].$ref", line: 1,
            column: Self.column(of: ##""#/sets/big""##, in: refusedText, occurrence: 100_000),
            message: "the resolver lists more than 100000 sources once its sets are expanded; a set is named too many times")) {
            try TokenResolver.read(refused)
        }
    }

    /// A reference may name files in the input's folder and below, never above or elsewhere;
    /// what lies outside is neither read nor echoed (the secret's text is in no message), and
    /// the answer is the same whether or not the outside file exists.
    @Test func referencesStayInsideTheInputsFolder() throws {
        let secret = "-----BEGIN PRIVATE KEY----- MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
        let upText = Self.resolver(sets: ##""a": {"sources": [{"$ref": "../secret.json"}]}"##, order: ##"{"$ref": "#/sets/a"}"##)
        let missingText = Self.resolver(sets: ##""a": {"sources": [{"$ref": "../nothing.json"}]}"##, order: ##"{"$ref": "#/sets/a"}"##)
        let folder = try Self.folder([
            "secret.json": ##"{"key": {"$type": "color", "$value": "\##(secret)"}}"##,
            "theme/up.resolver.json": upText,
            "theme/missing.resolver.json": missingText,
            "theme/inside.resolver.json": Self.resolver(sets: ##""a": {"sources": [{"$ref": "base/./../base/colors.json"}]}"##, order: ##"{"$ref": "#/sets/a"}"##),
            "theme/base/colors.json": ##"{"c": {"$type": "color", "$value": "#336699"}}"##,
            "theme/tokens.json": ##"{"c": {"$type": "color", "$ref": "../secret.json#/key"}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme").standardizedFileURL.path
        let up = folder.appendingPathComponent("theme/up.resolver.json").path
        #expect(throws: InputFileError(
            file: up, keyPath: "sets.a.sources[0].$ref", line: 1, column: Self.column(of: ##""../secret.json""##, in: upText),
            message: "'../secret.json' names a file outside the input's folder (\(theme)); only files in it and its subfolders are read")) {
            try TokenResolver.read(up)
        }
        let missing = folder.appendingPathComponent("theme/missing.resolver.json").path
        #expect(throws: InputFileError(
            file: missing, keyPath: "sets.a.sources[0].$ref", line: 1, column: Self.column(of: ##""../nothing.json""##, in: missingText),
            message: "'../nothing.json' names a file outside the input's folder (\(theme)); only files in it and its subfolders are read")) {
            try TokenResolver.read(missing)
        }
        let inside = try TokenResolver.read(folder.appendingPathComponent("theme/inside.resolver.json").path)
        #expect(inside["c"]?.resolved(for: .light) == SRGB(red8: 0x33, green8: 0x66, blue8: 0x99))

        // An absolute path to the same outside file, and a $ref inside a token file.
        let absolute = try Self.folder([
            "abs.resolver.json": Self.resolver(
                sets: ##""a": {"sources": [{"$ref": "\##(folder.appendingPathComponent("secret.json").path)"}]}"##, order: ##"{"$ref": "#/sets/a"}"##),
        ]).appendingPathComponent("abs.resolver.json").path
        defer { try? FileManager.default.removeItem(atPath: (absolute as NSString).deletingLastPathComponent) }
        let absoluteError = #expect(throws: InputFileError.self) { try TokenResolver.read(absolute) }
        #expect(absoluteError?.message.contains("names a file outside the input's folder") == true)
        let tokenFile = folder.appendingPathComponent("theme/tokens.json").path
        let tokenError = #expect(throws: InputFileError.self) { try Palette.load(from: tokenFile) }
        #expect(tokenError?.message.hasPrefix("'../secret.json#/key' names a file outside") != true, "the pointer is not part of the file name")
        #expect(tokenError?.message.hasPrefix("'../secret.json' names a file outside the input's folder") == true, "\(String(describing: tokenError))")
        for error in [absoluteError, tokenError] {
            #expect(error.map { !"\($0)".contains("PRIVATE KEY") } == true)
        }
    }

    @Test func aSymbolicLinkCannotLeadOut() throws {
        let outside = try Self.folder(["colors.json": ##"{"c": {"$type": "color", "$value": "#336699"}}"##])
        defer { try? FileManager.default.removeItem(at: outside) }
        let folder = try Self.folder([
            "link.resolver.json": Self.resolver(sets: ##""a": {"sources": [{"$ref": "linked/colors.json"}]}"##, order: ##"{"$ref": "#/sets/a"}"##),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("linked"), withDestinationURL: outside)
        let path = folder.appendingPathComponent("link.resolver.json").path
        let error = #expect(throws: InputFileError.self) { try TokenResolver.read(path) }
        #expect(error?.keyPath == "sets.a.sources[0].$ref")
        #expect(error?.message.hasPrefix("'linked/colors.json' leads outside the input's folder") == true, "\(String(describing: error))")
    }

    /// A named pipe opened for reading blocks until a writer comes: it is refused before it
    /// is opened, under every name that routes to a reader.
    @Test func namedPipesAreRefusedNotOpened() throws {
        let folder = try Self.folder(["tokens/a.tokens.json": ##"{"c": {"$type": "color", "$value": "#fff"}}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["p.json", "p.tokens.json", "p.resolver.json", "tokens/b.tokens.json"] {
            let path = folder.appendingPathComponent(name).path
            #expect(mkfifo(path, 0o600) == 0)
            let error = #expect(throws: InputFileError.self) {
                try Palette.load(from: name.hasPrefix("tokens/") ? folder.appendingPathComponent("tokens").path : path)
            }
            #expect(error?.message == "is a named pipe, not a file", "\(name): \(String(describing: error))")
        }
    }

    /// A resolver is recognised by its root `resolutionOrder` wherever it is written — here
    /// after 80 KB of sets — and a token file that only mentions the word is not one.
    @Test func aResolverIsRecognisedPastItsFirst64KB() throws {
        let padding = (0..<2_000).map { ##""pad\##($0)": {"sources": [{"p\##($0)": {"$type": "dimension", "$value": "1px"}}]}"## }.joined(separator: ", ")
        let resolver = ##"{"version": "2025.10", "sets": {"## + padding + ##", "base": {"sources": [{"c": {"$type": "color", "$value": "#123456"}}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}, "## + Self.theme + "]}"
        #expect(resolver.utf8.count > 80_000)
        let folder = try Self.folder([
            "late.json": resolver,
            "mentions.json": ##"{"c": {"$type": "color", "$value": "#000000", "$description": "not a \"resolutionOrder\""}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try Palette.load(from: folder.appendingPathComponent("late.json").path)
        #expect(loaded.sourceName == "design tokens resolver")
        #expect(loaded.palette["c"]?.resolved(for: .dark) == SRGB(red8: 0x12, green8: 0x34, blue8: 0x56))
        let tokens = try Palette.load(from: folder.appendingPathComponent("mentions.json").path)
        #expect(tokens.sourceName != "design tokens resolver")
    }
}
