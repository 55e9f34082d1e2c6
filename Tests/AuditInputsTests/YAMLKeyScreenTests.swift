@testable import AuditInputs
@testable import ContrastAudit
import Foundation
import Testing
import Yams
import AuditTestSupport

/// `YAMLKeyScreen` against Yams itself: a document it flags has a key Yams composes as a
/// non-scalar (or an alias), and a document it passes has only scalar keys once Yams has
/// composed it.
@Suite struct YAMLKeyScreenTests {
    /// Whether Yams composes `text` with a mapping key that is not a scalar.
    static func yamsFindsNonScalarKey(_ text: String) throws -> Bool {
        func walk(_ node: Node) -> Bool {
            switch node {
            case .scalar, .alias: return false
            case .sequence(let sequence): return sequence.contains(where: walk)
            case .mapping(let mapping):
                return mapping.contains { key, value in key.scalar == nil || walk(value) }
            }
        }
        return try Yams.compose(yaml: text).map(walk) ?? false
    }

    @Test(arguments: [
        ("x:\n  ? [a]\n  : b\n", 2, 3, "sequence"),
        ("[a, b]: c\n", 1, 1, "sequence"),
        ("{a: b}: c\n", 1, 1, "mapping"),
        ("k: {x: 1, [y]: 2}\n", 1, 11, "sequence"),
        ("k: [[y] : 2]\n", 1, 5, "sequence"),
        ("&k [a]: b\n", 1, 4, "sequence"),
        ("---\n[a]: b\n", 2, 1, "sequence"),
        ("rules:\n  - {é: 1}: x\n", 2, 5, "mapping"),
        ("a: &a [x]\n*a : b\n", 2, 1, "alias"),
        ("a: &a [x]\nb:\n  - *a: c\n", 3, 5, "alias"),
        ("a: &a [x]\nb: [*a, ? *a]\n", 2, 9, "alias"),
        ("? - a\n: b\n", 1, 1, "explicit key"),
        ("? [a]\n: b\n", 1, 1, "sequence"),
        ("? &k {a: 1}\n: b\n", 1, 1, "mapping"),
        ("a: &a [x]\nb: {*a: 1}\n", 2, 5, "alias"),
        ("{\"a\":1, [b]:2}\n", 1, 9, "sequence"),
    ])
    func findsTheKeyAndWhereItStarts(text: String, line: Int, column: Int, kind: String) throws {
        #expect(YAMLKeyScreen.firstNonScalarKey(in: text) == .init(line: line, column: column, kind: kind))
        // An alias as a key is composed as what it names, which may be a scalar.
        if kind != "alias" {
            #expect(try Self.yamsFindsNonScalarKey(text), "Yams composes \(String(reflecting: text)) with scalar keys only")
        }
    }

    /// Documents whose keys are all plain, with the screen's characters everywhere else:
    /// quoted, in comments, in block scalars, inside plain scalars, and in flow values.
    @Test(arguments: [
        "title: 'is it [a]: b? *x: y'\nnote: \"? q\\\" [a]: b\"\n",
        "# ? not a key\n# [a]: b\nkey: value # *a: b\n",
        "description: |\n  ? literal\n  [a]: b\n  *a: c\nnext: 1\n",
        "- folded: >-\n    ? text\n    {a: b}: c\n- plain: what is this? and [that]\n",
        "url: http://example.com/a?b=c\nname: don't [stop]\n",
        "{\"a\":1, \"b\":[1, 2], \"c\": {\"d\": \"[e]: f\"}}\n",
        "rules:\n  - {foreground: Txt.title, background: \"*\", role: body-text}\n  - foreground: a\n    background: b\n",
        "a: &x [1, 2]\nb: *x\nc: [*x, *x]\nd: {e: *x}\n",
        "--- \nkey: [a, b]\n...\n",
        "k: a:b\nl: [c:d]\n",
        "? plain key\n: value\n? 'quoted key'\n: 2\n",
        "{? a: 1, ? \"b\": 2}\n",
    ])
    func passesDocumentsWithPlainKeys(text: String) throws {
        #expect(YAMLKeyScreen.firstNonScalarKey(in: text) == nil)
        #expect(try !Self.yamsFindsNonScalarKey(text))
    }

    @Test func passesTheExampleAndCorpusRulesFiles() throws {
        let root = AuditFixtures.repository
        let files = ["Sources/ContrastAudit/Examples/krcolor-rules.yaml", "Fuzz/Corpus/rules-yaml/seed-palette.yaml",
                     "Fuzz/Corpus/rules-yaml/anchors.yaml", "Fuzz/Corpus/rules-yaml/flow.yaml"]
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(YAMLKeyScreen.firstNonScalarKey(in: text) == nil, "\(file)")
        }
    }

    /// Ten levels of aliases, each ten times the last, and the last used inside an explicit
    /// key: Yams's duplicate-key check hashed all 10¹⁰ nodes (18 s for a 500-byte file in the
    /// fuzzer's build). Now refused before Yams composes it.
    @Test func aliasesInAKeyAreRefusedBeforeYamsComposes() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "rules: [*a9, ? *a9]\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml").path
        try yaml.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = ContinuousClock.now
        do {
            _ = try RulesFile.read(path)
            Issue.record("accepted")
        } catch {
            #expect(error.line == 11 && error.column == 14)
            #expect(error.message == "a mapping key must be a plain value, not an alias")
        }
        // Not a benchmark: composing it takes minutes; refusing it, microseconds.
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    // MARK: Line breaks other than LF

    /// Every line break libyaml counts (`IS_BREAK` in its `yaml_private.h`; YAML 1.1 §5.4):
    /// LF, CR LF, CR, NEL, LS and PS. YAML 1.2 §5.4 keeps only the first three, but libyaml
    /// reads every document by 1.1's rule.
    static let lineBreaks: [(name: String, text: String)] = [
        ("LF", "\n"), ("CR LF", "\r\n"), ("CR", "\r"), ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"),
    ]

    /// Documents whose second (or third) line starts with a key that is not a scalar, written
    /// with `\n` for the line break under test; the key's line and column, and its kind. The
    /// column of an explicit key is its `?`.
    static let keysAfterALineBreak: [(text: String, line: Int, column: Int, kind: String)] = [
        ("a: &a [x]\n*a : b\n", 2, 1, "alias"),
        ("a: &a [x]\n? *a\n: b\n", 2, 1, "alias"),
        ("rules: []\n? [a]\n: b\n", 2, 1, "sequence"),
        ("rules: []\n? - a\n: b\n", 2, 1, "explicit key"),
        ("rules: []\n[a]: b\n", 2, 1, "sequence"),
        ("rules: []\n{a: b}: c\n", 2, 1, "mapping"),
        ("rules:\n  - ? ?\n", 2, 5, "explicit key"),
        // A comment and a block scalar end at the line break too.
        ("# about [a]\n[a]: b\n", 2, 1, "sequence"),
        ("note: |\n  text\n[a]: b\n", 3, 1, "sequence"),
        ("note: 'it''s'\n  # and\n[a]: b\n", 3, 1, "sequence"),
    ]

    @Test(arguments: lineBreaks)
    func findsKeysAfterEveryLineBreakTheParserCounts(lineBreak: (name: String, text: String)) throws {
        for (template, line, column, kind) in Self.keysAfterALineBreak {
            let text = template.replacingOccurrences(of: "\n", with: lineBreak.text)
            #expect(
                YAMLKeyScreen.firstNonScalarKey(in: text) == .init(line: line, column: column, kind: kind),
                "\(lineBreak.name): \(String(reflecting: text))")
            if kind != "alias" {
                // Yams itself composes a non-scalar key on that line: libyaml broke the line there.
                #expect(try Self.yamsNonScalarKeyLines(text).contains(line), "\(lineBreak.name): \(String(reflecting: text))")
            }
        }
    }

    /// The same documents with plain keys: nothing to find, whatever the line break.
    @Test(arguments: lineBreaks)
    func passesPlainKeysAfterEveryLineBreak(lineBreak: (name: String, text: String)) throws {
        let templates = [
            "a: 1\nb: [x, y]\nc: {d: e}\n", "? plain\n: value\n", "# [a]: b\nk: v\n", "note: |\n  [a]: b\n  *a : c\nk: v\n",
            "t: \"x\n  [a]: b\"\nk: v\n",
        ]
        for template in templates {
            let text = template.replacingOccurrences(of: "\n", with: lineBreak.text)
            #expect(YAMLKeyScreen.firstNonScalarKey(in: text) == nil, "\(lineBreak.name): \(String(reflecting: text))")
            #expect(try !Self.yamsFindsNonScalarKey(text), "\(lineBreak.name): \(String(reflecting: text))")
        }
    }

    /// U+FEFF that starts a line is skipped by libyaml's scanner, so a key may follow it. It
    /// counts as a column: the key is indented, and starts the value of `rules`.
    @Test func findsAKeyAfterAByteOrderMarkThatStartsALine() throws {
        let text = "rules:\n\u{FEFF}[a]: b\n"
        #expect(YAMLKeyScreen.firstNonScalarKey(in: text) == .init(line: 2, column: 2, kind: "sequence"))
        #expect(try Self.yamsNonScalarKeyLines(text) == [2])
        #expect(YAMLKeyScreen.firstNonScalarKey(in: "rules: []\n\u{FEFF}# [a]: b\n") == nil, "a comment after the mark")
        #expect(try !Self.yamsFindsNonScalarKey("rules: []\n\u{FEFF}# [a]: b\n"))
    }

    /// The lines on which Yams composes a mapping key that is not a scalar.
    static func yamsNonScalarKeyLines(_ text: String) throws -> [Int] {
        func walk(_ node: Node) -> [Int] {
            switch node {
            case .scalar, .alias: return []
            case .sequence(let sequence): return sequence.flatMap(walk)
            case .mapping(let mapping):
                return mapping.flatMap { key, value in (key.scalar == nil ? [key.mark?.line ?? 0] : []) + walk(value) }
            }
        }
        return try Yams.compose(yaml: text).map(walk) ?? []
    }

    /// Ten levels of aliases used in an explicit key that starts a line, the line ended by
    /// each kind of break: refused by the screen, with the file and line, before Yams hashes
    /// the key through its 10¹⁰ nodes.
    @Test(arguments: lineBreaks)
    func aliasesInAKeyAfterAnyLineBreakAreRefusedBeforeYamsComposes(lineBreak: (name: String, text: String)) throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines += ["? *a9", ": x"]
        let path = try Self.temporaryFile(lines.joined(separator: lineBreak.text) + lineBreak.text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = ContinuousClock.now
        do {
            _ = try RulesFile.read(path)
            Issue.record("\(lineBreak.name): accepted")
        } catch {
            #expect(error.file == path && error.line == 11 && error.column == 1, "\(lineBreak.name): \(error)")
            #expect(error.message.hasPrefix("a mapping key must be a plain value, not an alias"), "\(lineBreak.name): \(error)")
            // Where an editor may count lines otherwise, the message says how they were counted.
            let uncommon = !["LF", "CR LF"].contains(lineBreak.name)
            #expect(error.message.contains("lines counted at CR, NEL, U+2028 and U+2029") == uncommon, "\(lineBreak.name): \(error)")
            #expect(error.description.hasPrefix("\(path):11:1: a mapping key must be a plain value"))
        }
        #expect(ContinuousClock.now - start < .seconds(10), "\(lineBreak.name)")
    }

    /// A rules file is read alike whatever line break it uses.
    @Test(arguments: lineBreaks)
    func readsTheExampleRulesWithEveryLineBreak(lineBreak: (name: String, text: String)) throws {
        let example = Self.repositoryRoot.appendingPathComponent("Sources/ContrastAudit/Examples/krcolor-rules.yaml").path
        let expected = try RulesFile.read(example).rules
        let text = try String(contentsOfFile: example, encoding: .utf8).replacingOccurrences(of: "\n", with: lineBreak.text)
        let path = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rules = try RulesFile.read(path).rules
        #expect(rules.map(\.foreground) == expected.map(\.foreground) && rules.map(\.background) == expected.map(\.background))
        #expect(rules.map(\.role) == expected.map(\.role) && rules.map(\.severity) == expected.map(\.severity))
        #expect(rules.map(\.rationale) == expected.map(\.rationale) && rules.map(\.keyPath) == expected.map(\.keyPath))
        #expect(!rules.isEmpty)
    }

    /// A parser error's line is counted as libyaml counts it: after two CR-ended lines, the
    /// control character is on line 3.
    @Test func readerErrorsCountLinesAsTheParserDoes() throws {
        let path = try Self.temporaryFile("rules:\r  - foreground: a\r    background: \u{1}b\r")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try RulesFile.read(path)
            Issue.record("accepted")
        } catch {
            #expect(error.line == 3 && error.column == 17, "\(error)")
        }
    }

    /// Every input kept from a fuzzing run of the YAML rules target is refused, with a line,
    /// and at once.
    @Test func refusesEveryFuzzRegressionWithALine() throws {
        let directory = Self.repositoryRoot.appendingPathComponent("Fuzz/Regressions/rules-yaml")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count >= 13)
        for file in files {
            let path = directory.appendingPathComponent(file).path
            let start = ContinuousClock.now
            do {
                _ = try RulesFile.read(path)
                Issue.record("\(file): accepted")
            } catch {
                #expect(error.line != nil, "\(file): \(error)")
            }
            #expect(ContinuousClock.now - start < .seconds(5), "\(file)")
        }
    }

    static let repositoryRoot = AuditFixtures.repository

    static func temporaryFile(_ text: String) throws -> String {
        try TemporaryFiles.file(named: "rules.yaml", text).path
    }
}
