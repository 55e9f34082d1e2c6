import AdaptedSystemUI
@testable import AuditInputs
@testable import AuditModel
@testable import ContrastAudit
import Foundation
import Testing
import AuditTestSupport

@Suite struct RulesFileTests {
    static let examples = AuditFixtures.examples

    static func write(_ content: String, suffix: String) throws -> String {
        try TemporaryFiles.file(named: "rules.\(suffix)", content).path
    }

    @Test func yamlRulesExpandWildcards() throws {
        let palette = try PaletteFile.read(Self.examples.appendingPathComponent("krcolor.json").path).palette
        let pairings = try RulesFile.read(Self.examples.appendingPathComponent("krcolor-rules.yaml").path).pairings(for: palette)
        // 3 Txt.* colors × 3 fills, then the divider on the background.
        #expect(pairings.count == 3 * 3 + 1)
        #expect(pairings.first == Pairing(
            foreground: "Txt.title", background: "Fill.bg", role: .bodyText, rationale: "krcolor-rules.yaml rules[0]"))
        let divider = try #require(pairings.last)
        #expect(divider.id == PairID("Fill.divider", on: "Fill.bg") && divider.role == .uiComponent && divider.severity == .warning)
        // The divider fails 1.4.11 in light (0.08 alpha black on white) — as a warning, by the rule.
        let report = try ContrastAuditor(pairings: pairings).audit(palette)
        let finding = try #require(report.findings.first { $0.id == "Fill.divider-on-Fill.bg/light/1.4.11-AA" })
        #expect(finding.status == .fail && finding.severity == .warning)
    }

    /// Hostile YAML that crashed the process (a non-scalar mapping key traps in Yams's
    /// constructor) or grew past 8 GB (alias expansion) is now a one-line error.
    @Test(arguments: [
        ("? ?\n", ":1:1: a mapping key must be a plain value, not an explicit key (`? `)"),
        ("[a]: b\n", ":1:1: a mapping key must be a plain value, not a sequence"),
        // A reader error was three lines (Yams quotes the source with a caret line).
        ("rules: \u{01}\n", ":1:8: invalid YAML: control characters are not allowed (#1)"),
        ("rules:\n  - {foreground: a, foreground: b}\n", ": invalid YAML: duplicated keys foreground"),
        (String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n", ":1:66: [0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: nested more than 64 levels deep"),
    ])
    func hostileYAMLIsAnErrorNotACrash(content: String, expected: String) throws {
        let path = try Self.write(content, suffix: "yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try RulesFile.read(path)
            Issue.record("accepted \(content)")
        } catch {
            InputFileErrorExpectation(expected).check(error, file: path)
        }
    }

    @Test func billionLaughsStopsAtTheNodeBudget() throws {
        var yaml = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        yaml += "rules: *i\n"   // 9^9 ≈ 387 million scalars once expanded, from \(yaml.utf8.count) bytes
        let path = try Self.write(yaml, suffix: "yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = ContinuousClock.now
        #expect(throws: InputFileError.self) { try RulesFile.read(path) }
        do {
            _ = try RulesFile.read(path)
        } catch {
            #expect(error.message == "the document expands to more than 100000 nodes (aliases counted each time they are used)")
        }
        // Not a benchmark: expanding 387 million scalars takes far longer than this bound, which
        // stays loose enough for ThreadSanitizer on a busy machine.
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    /// `*` on `*` over 1,000 colors (999,000 pairs from a 57-byte rule) was killed at 4 GB,
    /// and over 300 colors it gave 89,700 pairs, 2.3 GB and a 380 MB report; now each stops
    /// at the limit, 25,000 pairs, with an error naming the rule. 158 colors (24,806 pairs)
    /// are still read.
    @Test(arguments: [1_000, 300]) func wildcardsAreBounded(colors: Int) throws {
        let palette = Palette(name: "many", title: "many", release: "", source: "", colors: (0..<colors).map {
            AdaptiveColor("c\($0)", light: .black, dark: .white)
        })
        let path = try Self.write("rules:\n  - {foreground: \"*\", background: \"*\", role: body-text}\n", suffix: "yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputFileError(
            file: path, keyPath: "rules[0]", line: 2, column: 5,
            message: "the rules give more than 25000 pairs (this one: \(colors) × \(colors)); narrow its patterns")) {
            try RulesFile.read(path).pairings(for: palette)
        }
        let fewer = Palette(name: "fewer", title: "fewer", release: "", source: "", colors: palette.colors.prefix(158).map { $0 })
        #expect(try RulesFile.read(path).pairings(for: fewer).count == 158 * 157)
    }

    /// A JSON rules file's pattern that matches no color is reported at its line and column
    /// (the quote before `nothing`: line 3, column 43, counted by hand).
    @Test func aPatternThatMatchesNothingSaysWhere() throws {
        let path = try Self.write("{\n  \"rules\": [\n    {\"foreground\": \"label\", \"background\": \"nothing\", \"role\": \"body-text\"}\n  ]\n}\n", suffix: "json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputFileError(
            file: path, keyPath: "rules[0].background", line: 3, column: 43, message: "'nothing' matches no color in palette 'apple-ios13'")) {
            try RulesFile.read(path).pairings(for: Palette.appleIOS13)
        }
    }

    @Test func onNamesTheSurfaceAndMustExist() throws {
        let path = try Self.write("rules:\n  - {foreground: label, background: systemFill, role: body-text, on: systemBackground}\n", suffix: "yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pairings = try RulesFile.read(path).pairings(for: Palette.appleIOS13)
        #expect(pairings.map(\.on) == ["systemBackground"])
        // label (black) on systemFill (120,120,128 at α 0.2) over white: the report uses and names the surface.
        let report = try ContrastAuditor(pairings: pairings).audit(Palette.appleIOS13)
        #expect(report.incomplete.isEmpty && report.findings.allSatisfy { $0.base == "systemBackground" })
        let wrong = try Self.write("rules:\n  - {foreground: label, background: systemFill, role: body-text, on: nowhere}\n", suffix: "yaml")
        defer { try? FileManager.default.removeItem(atPath: wrong) }
        // At the value (line 2, column 70), counted by hand.
        #expect(throws: InputFileError(file: wrong, keyPath: "rules[0].on", line: 2, column: 70, message: "no color named 'nowhere' in palette 'apple-ios13'")) {
            try RulesFile.read(wrong).pairings(for: Palette.appleIOS13)
        }
    }

    @Test func jsonRulesAndFirstRuleWins() throws {
        let path = try Self.write(#"""
            {"rules": [
              {"foreground": "label", "background": "systemBackground", "role": "large-text"},
              {"foreground": "*Label", "background": "system*Background", "role": "body-text"}
            ]}
            """#, suffix: "json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pairings = try RulesFile.read(path).pairings(for: Palette.adaptedSystemUI)
        #expect(pairings.first?.role == .largeText, "the first rule decides label on systemBackground")
        // *Label: secondary, tertiary, quaternary (not "label": case matters); system*Background:
        // systemBackground and systemGroupedBackground (the others start with another word).
        #expect(pairings.count == 1 + 3 * 2)
        #expect(!pairings.contains { $0.foreground == "label" && $0.role == .bodyText && $0.background == "systemBackground" })
    }

    static let malformed: [(String, String, String)] = [
        ("json", #"{"rules": []}"#, ": rules: is empty"),
        ("json", #"{"pairs": []}"#, ": pairs: unknown key; expected one of: rules, distinguishable"),
        ("json", #"{"rules": [{"foreground": "label", "background": "systemBackground"}]}"#, ": rules[0].role: missing"),
        ("json", #"{"rules": [{"foreground": "label", "background": "systemBackground", "role": "text"}]}"#,
         ": rules[0].role: unknown role 'text'; expected one of: body-text, large-text, ui-component, decorative, disabled"),
        ("json", #"{"rules": [{"foreground": "label", "background": "systemBackground", "role": "body-text", "severity": "fatal"}]}"#,
         ": rules[0].severity: unknown severity 'fatal'; expected error or warning"),
        ("json", #"{"rules": [{"foreground": "lable", "background": "systemBackground", "role": "body-text"}]}"#,
         ": rules[0].foreground: 'lable' matches no color in palette 'adapted-system-ui'"),
        ("json", #"{"rules": [{"foreground": "", "background": "systemBackground", "role": "body-text"}]}"#, ": rules[0].foreground: is empty"),
        ("yaml", "rules:\n  - foreground: label\n    background: [systemBackground\n", ":4:1: invalid YAML: "),
        ("yaml", "rules:\n  - foreground: label\n    background: systemBackground\n    role: body-text\n    level: AA\n",
         ": rules[0].level: unknown key; expected one of: foreground, background, role, severity, rationale, on"),
        ("yaml", "- label\n", ": expected an object, found an array"),
        ("yaml", "", ": is empty"),
    ]

    @Test(arguments: malformed)
    func malformedRulesGiveOneMessage(suffix: String, content: String, expected: String) throws {
        let path = try Self.write(content, suffix: suffix)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try RulesFile.read(path).pairings(for: Palette.adaptedSystemUI)
            Issue.record("accepted \(content)")
        } catch {
            InputFileErrorExpectation(expected).check(error, file: path)
        }
    }

    @Test func wildcardMatching() {
        #expect(RulesFile.matches("Txt.*", "Txt.title"))
        #expect(!RulesFile.matches("Txt.*", "Fill.bg"))
        #expect(RulesFile.matches("*", "anything"))
        #expect(RulesFile.matches("system*Background", "systemGroupedBackground"))
        #expect(!RulesFile.matches("system*Background", "systemBackgroundX"))
        #expect(RulesFile.matches("a*b*c", "a-b-c") && !RulesFile.matches("a*b*c", "a-c-b"))
        #expect(RulesFile.matches("label", "label") && !RulesFile.matches("label", "labels"))
        #expect(!RulesFile.matches("ab*ba", "aba"), "prefix and suffix may not overlap")
    }
}
