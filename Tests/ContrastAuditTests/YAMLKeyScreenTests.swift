import Foundation
import Testing
import Yams
@testable import ContrastAudit

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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
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
}
