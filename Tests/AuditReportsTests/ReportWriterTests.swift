import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit

/// Golden files for the three writers, on a small hand-made palette. To refresh them after a
/// deliberate change: `PERSEUS_RECORD_GOLDEN=1 swift test --filter ReportWriterTests` (the
/// tests then fail, saying what they recorded), read the diff, and run the tests again.
///
/// The report's provenance is pinned to Little CMS 2.14, so the files do not depend on the
/// version installed where the tests run.
@Suite struct ReportWriterTests {
    static func samplePalette() throws -> Palette {
        Palette(
            name: "golden-sample", title: "Golden sample", release: "test", source: "hand-made for the report tests",
            notes: ["Four colors, three pairings, three appearance cells."],
            colors: [
                AdaptiveColor("ink", light: try SRGB(parsing: "#1F1F1F"), dark: try SRGB(parsing: "#F2F2F2")),
                AdaptiveColor("hint", light: try SRGB(parsing: "rgb(0 0 0 / 0.45)"), dark: try SRGB(parsing: "rgb(255 255 255 / 0.45)")),
                AdaptiveColor(
                    "accent", light: try SRGB(parsing: "#007AFF"), dark: try SRGB(parsing: "#0A84FF"),
                    lightHighContrast: try SRGB(parsing: "#0040DD")),
                AdaptiveColor("paper", light: .white, dark: .black),
            ])
    }

    /// The provenance the golden files state, whatever Little CMS the machine has.
    static let pinnedProvenance = AuditProvenance(lab: LabProvenance(littleCMSVersion: "2.14", sourceProfile: "sRGB built-in"))

    static func sampleReport() throws -> AuditReport {
        var report = try ContrastAuditor(pairings: [
            Pairing(foreground: "ink", background: "paper", role: .bodyText, rationale: "primary text"),
            Pairing(foreground: "hint", background: "paper", role: .disabled, rationale: "disabled text"),
            Pairing(foreground: "accent", background: "paper", role: .largeText, rationale: "headline <em>accent</em>"),
        ]).audit(try samplePalette())
        report.provenance = pinnedProvenance
        return report
    }

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares `text` with a golden file; in record mode writes it and fails, so a recording
    /// run can never pass as a check.
    static func checkGolden(
        _ text: String, named name: String, in directory: URL = goldenDirectory,
        recording: Bool = ProcessInfo.processInfo.environment["PERSEUS_RECORD_GOLDEN"] == "1",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let file = directory.appendingPathComponent(name)
        if recording {
            try text.write(to: file, atomically: false, encoding: .utf8)
            Issue.record("recorded \(name); nothing was checked: run the tests again without PERSEUS_RECORD_GOLDEN", sourceLocation: sourceLocation)
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        if golden != text {
            let goldenLines = golden.components(separatedBy: "\n"), lines = text.components(separatedBy: "\n")
            let index = zip(goldenLines, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(goldenLines.count, lines.count)
            Issue.record(
                "\(name) differs from its golden file at line \(index + 1):\n  golden: \(index < goldenLines.count ? goldenLines[index] : "<end>")\n  actual: \(index < lines.count ? lines[index] : "<end>")",
                sourceLocation: sourceLocation)
        }
    }

    /// Compares a JSON report with a golden file as values: the same keys, arrays, strings and
    /// booleans, and numbers within a relative 1e-12 of each other, so a formula's change in
    /// the last digit or two does not force a re-record while any real change of a value does.
    static func checkGoldenJSON(
        _ text: String, named name: String, in directory: URL = goldenDirectory,
        recording: Bool = ProcessInfo.processInfo.environment["PERSEUS_RECORD_GOLDEN"] == "1",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if recording { return try checkGolden(text, named: name, in: directory, recording: true, sourceLocation: sourceLocation) }
        let golden = try JSONSerialization.jsonObject(with: try Data(contentsOf: directory.appendingPathComponent(name)), options: [.fragmentsAllowed])
        let actual = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        if let difference = jsonDifference(golden, actual, at: "$") {
            Issue.record("\(name) differs from its golden file at \(difference)", sourceLocation: sourceLocation)
        }
    }

    /// Where two JSON values first differ (a path and both values), or `nil`.
    static func jsonDifference(_ golden: Any, _ actual: Any, at path: String, tolerance: Double = 1e-12) -> String? {
        switch (golden, actual) {
        case (let g as [String: Any], let a as [String: Any]):
            if Set(g.keys) != Set(a.keys) {
                return "\(path): keys \(g.keys.sorted()) against \(a.keys.sorted())"
            }
            for key in g.keys.sorted() {
                if let difference = jsonDifference(g[key]!, a[key]!, at: "\(path).\(key)", tolerance: tolerance) { return difference }
            }
            return nil
        case (let g as [Any], let a as [Any]):
            guard g.count == a.count else { return "\(path): \(g.count) elements against \(a.count)" }
            for (index, (x, y)) in zip(g, a).enumerated() {
                if let difference = jsonDifference(x, y, at: "\(path)[\(index)]", tolerance: tolerance) { return difference }
            }
            return nil
        case (let g as String, let a as String):
            return g == a ? nil : "\(path): \"\(g)\" against \"\(a)\""
        case (let g as NSNumber, let a as NSNumber):
            let (x, y) = (g.doubleValue, a.doubleValue)
            return x == y || abs(x - y) <= tolerance * max(abs(x), abs(y)) ? nil : "\(path): \(x) against \(y)"
        case (is NSNull, is NSNull):
            return nil
        default:
            return "\(path): \(golden) against \(actual)"
        }
    }

    @Test func goldenJSONComparesNumbersWithinARelativeTolerance() {
        let golden: Any = ["ratio": 4.016975780478911, "id": "a", "cells": [1, 2]]
        #expect(Self.jsonDifference(golden, ["ratio": 4.016975780478912, "id": "a", "cells": [1, 2]], at: "$") == nil, "last digit")
        #expect(Self.jsonDifference(golden, ["ratio": 4.01697578047, "id": "a", "cells": [1, 2]], at: "$") == "$.ratio: 4.016975780478911 against 4.01697578047", "2.2e-12 relative")
        #expect(Self.jsonDifference(golden, ["ratio": 4.016975780478911, "id": "b", "cells": [1, 2]], at: "$") == "$.id: \"a\" against \"b\"")
        #expect(Self.jsonDifference(golden, ["ratio": 4.016975780478911, "id": "a", "cells": [1]], at: "$") == "$.cells: 2 elements against 1")
        #expect(Self.jsonDifference(golden, ["ratio": 4.016975780478911, "id": "a"], at: "$") != nil, "a missing key")
    }

    @Test func recordingWritesTheFileAndFails() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue("record mode must fail") {
            try Self.checkGolden("recorded text\n", named: "x.md", in: directory, recording: true)
        }
        #expect(try String(contentsOf: directory.appendingPathComponent("x.md"), encoding: .utf8) == "recorded text\n")
        // And the recorded file then checks clean.
        try Self.checkGolden("recorded text\n", named: "x.md", in: directory, recording: false)
    }

    @Test func markdownGolden() throws {
        try Self.checkGolden(MarkdownReportWriter().render(try Self.sampleReport()), named: "sample.md")
    }

    @Test func jsonGolden() throws {
        try Self.checkGoldenJSON(try JSONReportWriter().render(try Self.sampleReport()), named: "sample.json")
    }

    @Test func htmlGolden() throws {
        try Self.checkGolden(HTMLReportWriter().render(try Self.sampleReport()), named: "sample.html")
    }

    @Test func jsonDecodesBackIntoTheReport() throws {
        for palette in [Palette.adaptedSystemUI, .appleIOS13] {
            let report = try ContrastAuditor().audit(palette)
            let decoded = try JSONReportWriter.read(try JSONReportWriter().render(report))
            #expect(decoded == report, "\(palette.name)")
        }
    }

    @Test func jsonKeepsFullPrecision() throws {
        let json = try JSONReportWriter().render(try Self.sampleReport())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let accent = try #require(findings.first { $0["id"] as? String == "accent-on-paper/light/1.4.3-AA" })
        // #007AFF on white, computed independently: 4.016975780478911.
        #expect(accent["ratio"] as? Double == 4.016975780478911)
        #expect(object["schemaVersion"] as? Int == 2)
    }

    @Test func markdownLeadsWithTheSummaryThenFailures() throws {
        let markdown = MarkdownReportWriter().render(try ContrastAuditor().audit(Palette.adaptedSystemUI))
        let summary = try #require(markdown.range(of: "## Summary"))
        let errors = try #require(markdown.range(of: "## Errors"))
        let all = try #require(markdown.range(of: "## All findings"))
        #expect(summary.lowerBound < errors.lowerBound && errors.lowerBound < all.lowerBound)
        // 3.438 must not print as 3.44 or as a pass.
        #expect(markdown.contains("| `secondaryLabel` on `systemBackground` | light | body-text | 1.4.3 AA | 3.438 | 4.5 | −1.061 | **FAIL** |"))
    }

    @Test func formatsAreARegistry() throws {
        #expect(ReportFormat.all.map(\.name) == ["markdown", "json", "html", "sarif", "junit", "summary", "github", "xcode", "terminal"])
        #expect(ReportFormat.all.map(\.fileExtension) == ["md", "json", "html", "sarif", "xml", "md", "txt", "txt", "txt"])
        #expect(ReportFormat(named: "html") == .html && ReportFormat(named: "pdf") == nil)
        let report = try Self.sampleReport()
        #expect(try ReportFormat.markdown.render(report) == MarkdownReportWriter().render(report))
        #expect(try ReportFormat.json.render(report) == JSONReportWriter().render(report))
    }

    @Test func htmlPageColorsMeetAA() throws {
        for (what, foreground, background, minimum) in HTMLReportWriter.pageColors {
            let ratio = try WCAG.contrastRatio(of: try SRGB(parsing: foreground), over: try SRGB(parsing: background))
            #expect(ratio >= minimum, "\(what): \(foreground) on \(background) is \(ratio), needs \(minimum)")
        }
    }

    @Test func htmlIsSelfContainedAndEscapes() throws {
        let html = HTMLReportWriter().render(try Self.sampleReport())
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("https://"), "no external resources")
        // One inline script (the filters), loading nothing and calling nothing on the network.
        #expect(html.components(separatedBy: "<script").count == 2 && !html.contains("<script src"))
        #expect(!html.contains("fetch(") && !html.contains("XMLHttpRequest") && !html.contains("import("))
        #expect(html.contains("<html lang=\"en\">"))
        // Translucent foregrounds are drawn with their alpha for the browser to composite.
        #expect(html.contains("color:rgb(0 0 0 / 0.45)"), "exact alpha, not the 8-bit 0.451")
        // Navigable: contents, an anchor per failing finding, a matrix per appearance, both color schemes.
        #expect(html.contains("<nav aria-label=\"Contents\">"))
        #expect(html.contains("<li id=\"f-accent-on-paper_2Flight_2F1.4.6-AAA\">"))
        #expect(html.contains("<a href=\"#f-accent-on-paper_2Flight_2F1.4.6-AAA\">4.016<span class=\"mark\">L</span></a>"), "the matrix links the failing cell, its role after the ratio")
        #expect(html.contains("<h3 id=\"matrix-lightHighContrast\">"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
    }

    /// A `|` in a color's name would split a Markdown table row: escaped in every table.
    @Test func markdownEscapesPipesInNames() throws {
        let palette = Palette(name: "pipes", title: "Pipes", release: "", source: "", notes: [], colors: [
            AdaptiveColor("ink|muted", light: try SRGB(parsing: "#999999"), dark: try SRGB(parsing: "#222222")),
            AdaptiveColor("paper", light: .white, dark: .black),
        ])
        let markdown = try ReportFormat.markdown.render(
            try ContrastAuditor(pairings: [Pairing(foreground: "ink|muted", background: "paper", role: .bodyText)]).audit(palette))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|") && $0.contains("ink") }
        #expect(!rows.isEmpty)
        for row in rows {
            #expect(row.contains("ink\\|muted") && !row.contains("ink|muted"), "\(row)")
        }
    }

    /// 101 foregrounds × 100 backgrounds, paired sparsely: a 10,100-cell table per appearance
    /// is left out, and the page says so; the pairs are still listed.
    @Test func htmlLeavesOutAMatrixPastTheLimit() throws {
        let foregrounds = (0...100).map { AdaptiveColor("fg\($0)", light: .black, dark: .white) }
        let backgrounds = (0..<100).map { AdaptiveColor("bg\($0)", light: .white, dark: .black) }
        let palette = Palette(name: "wide", title: "Wide", release: "", source: "", notes: [], colors: foregrounds + backgrounds)
        let pairings = (0...100).map { Pairing(foreground: "fg\($0)", background: "bg\($0 % 100)", role: .bodyText) }
        let html = HTMLReportWriter().render(try ContrastAuditor(pairings: pairings).audit(palette))
        #expect(html.contains("Left out: 101 foregrounds × 100 backgrounds would be 10100 cells per appearance for 101 pairs"))
        #expect(!html.contains("<table class=\"matrix\">"))
        #expect(html.contains("<th scope=\"row\">fg100<br><span class=\"on\">on</span> bg0<br>"), "every pair listed")
    }

    // MARK: Text from the inputs

    /// Color names that would rewrite a Markdown report if written as they are: a line break
    /// and a heading, an HTML comment that hides the rest, a backtick, a terminal escape
    /// sequence, a table's `|`, CR LF and a C1 control.
    static let hostileNames = [
        "ink\n## ✅ Contrast audit passed", "paper<!--", "tick`name", "esc\u{1B}[2Jname", "pipe|name", "red\r\n# Red",
        "green\u{9B}31m", "<!--unchecked",
    ]
    static let plainNames = ["ink", "paper", "tick", "esc", "pipe", "red", "green", "unchecked"]

    /// A report on a palette whose colors have `names` (in the order of ``plainNames``), with
    /// `text` as its title, release, source, notes, a rule's rationale and a group's name:
    /// failures, a pair that changes verdict, an unchecked color, suggestions and a
    /// color-vision group below its minimum.
    static func report(names: [String], text: (String) -> String, inkLight: String = "#999999") throws -> AuditReport {
        let palette = Palette(
            name: text("hostile"), title: text("Hostile"), release: text("r"), source: text("src"), notes: [text("note")],
            colors: [
                AdaptiveColor(names[0], light: try SRGB(parsing: inkLight), dark: try SRGB(parsing: "#222222")),
                AdaptiveColor(names[1], light: .white, dark: .black),
                AdaptiveColor(names[2], light: try SRGB(parsing: "#777777"), dark: try SRGB(parsing: "#888888")),
                AdaptiveColor(names[3], light: .black, dark: .white),
                AdaptiveColor(names[4], light: try SRGB(parsing: "#EEEEEE"), dark: try SRGB(parsing: "#111111")),
                AdaptiveColor(names[5], light: try SRGB(parsing: "#FF3B30"), dark: try SRGB(parsing: "#FF453A")),
                AdaptiveColor(names[6], light: try SRGB(parsing: "#34C759"), dark: try SRGB(parsing: "#30D158")),
                AdaptiveColor(names[7], light: .black, dark: .white),
            ])
        let pairings = [
            Pairing(foreground: names[0], background: names[1], role: .bodyText, rationale: text("rationale")),
            Pairing(foreground: names[2], background: names[1], role: .bodyText),
            Pairing(foreground: names[3], background: names[4], role: .bodyText),
            Pairing(foreground: names[5], background: names[1], role: .uiComponent),
            Pairing(foreground: names[6], background: names[1], role: .uiComponent),
        ]
        let groups = [DistinguishableGroup(name: text("status"), colors: [names[5], names[6]], minimum: 80, severity: .error, rationale: text("told apart"))]
        return try ContrastAuditor(pairings: pairings).audit(palette).adding(try ColorVisionChecker(groups: groups).check(palette)).withSuggestions()
    }

    static func hostileText(_ plain: String) -> String { "\(plain)\n## ✅ Contrast audit passed <!-- \u{1B}]0;x\u{7}" }

    /// `line` without its code spans and backslash escapes (CommonMark §6.1, §2.4): what is
    /// left is read as markup.
    static func outsideCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var out = "", index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
                characters[index + 1].isPunctuation || characters[index + 1].isSymbol
            {
                index += 2
                continue
            }
            guard character == "`" else {
                out.append(character)
                index += 1
                continue
            }
            let start = index
            while index < characters.count, characters[index] == "`" { index += 1 }
            let fence = index - start
            var search = index, closed = false
            while search < characters.count, !closed {
                guard characters[search] == "`" else {
                    search += 1
                    continue
                }
                let runStart = search
                while search < characters.count, characters[search] == "`" { search += 1 }
                closed = search - runStart == fence
            }
            if closed { index = search } else { out += String(repeating: "`", count: fence) }
        }
        return out
    }

    /// The `|` that split a table row: those no backslash precedes (GitHub's rule).
    static func cellSeparators(_ line: String) -> Int {
        zip(line.dropFirst(), line).filter { $0 == "|" && $1 != "\\" }.count + (line.first == "|" ? 1 : 0)
    }

    /// What a Markdown rendering of hostile names must keep: the lines, headings and table
    /// cells of the same report with plain names, no control character, and no HTML comment
    /// outside a code span.
    static func checkStructure(hostile: String, plain: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = hostile.components(separatedBy: "\n"), plainLines = plain.components(separatedBy: "\n")
        #expect(lines.count == plainLines.count, "the same lines", sourceLocation: sourceLocation)
        #expect(lines.filter { $0.hasPrefix("#") }.count == plainLines.filter { $0.hasPrefix("#") }.count, sourceLocation: sourceLocation)
        #expect(lines.map(cellSeparators) == plainLines.map(cellSeparators), "the same table cells", sourceLocation: sourceLocation)
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line)", sourceLocation: sourceLocation)
            #expect(!outsideCodeSpans(line).contains("<!--"), "\(line)", sourceLocation: sourceLocation)
            #expect(!line.hasPrefix("## ✅") && !line.hasPrefix("# Red"), "\(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func markdownKeepsNamesAndTextFromTheInputsInTheirPlace() throws {
        let hostile = MarkdownReportWriter().render(try Self.report(names: Self.hostileNames, text: Self.hostileText))
        let plain = MarkdownReportWriter().render(try Self.report(names: Self.plainNames, text: { $0 }))
        Self.checkStructure(hostile: hostile, plain: plain)
        // Each name is still there, as a code span (CommonMark §6.1), with `|` escaped in tables.
        #expect(hostile.contains("| `ink\\n## ✅ Contrast audit passed` on `paper<!--` | light | body-text |"))
        #expect(hostile.contains("| ``tick`name`` on `paper<!--` |"))
        #expect(hostile.contains("| `esc\\u{1B}[2Jname` on `pipe\\|name` |"))
        #expect(hostile.contains("`red\\r\\n# Red`") && hostile.contains("`green\\u{9B}31m`"))
        #expect(hostile.contains("## Colors no pair checks (1)\n\n`<!--unchecked`"))
        #expect(hostile.contains("- **`status\\n## ✅ Contrast audit passed <!-- \\u{1B}]0;x\\u{7}`**: `red\\r\\n# Red`, `green\\u{9B}31m`"))
        // Other text is escaped: the title and the note read as written.
        #expect(hostile.hasPrefix("# Contrast audit: Hostile\\\\n\\#\\# ✅ Contrast audit passed \\<!-- \\\\u{1B}\\]0;x\\\\u{7}\n"))
        #expect(hostile.contains("- Palette note: note\\\\n\\#\\# ✅ Contrast audit passed \\<!-- \\\\u{1B}\\]0;x\\\\u{7}\n"))
        #expect(hostile.contains("Palette `hostile\\n## ✅ Contrast audit passed <!-- \\u{1B}]0;x\\u{7}` (r\\\\n"))
    }

    @Test func summaryKeepsNamesAndTextFromTheInputsInTheirPlace() throws {
        let hostile = SummaryReportWriter().render(try Self.report(names: Self.hostileNames, text: Self.hostileText))
        let plain = SummaryReportWriter().render(try Self.report(names: Self.plainNames, text: { $0 }))
        Self.checkStructure(hostile: hostile, plain: plain)
        #expect(hostile.hasPrefix("### Contrast audit: Hostile\\\\n\\#\\# ✅ Contrast audit passed \\<!--"))
        #expect(hostile.contains("| ❌ | `ink\\n## ✅ Contrast audit passed` on `paper<!--` | body-text | light | "))
        #expect(hostile.contains("| ❌ | ``tick`name`` on `paper<!--` | body-text | light | 4.478 → 4.5 (1.4.3 AA) |"))
        #expect(hostile.contains("(`red\\r\\n# Red` / `green\\u{9B}31m`)"))
    }

    /// Ordinary names render as code spans, as the palette's name always did.
    @Test func markdownWritesOrdinaryNamesAsCodeSpans() throws {
        let markdown = MarkdownReportWriter().render(try Self.report(names: Self.plainNames, text: { $0 }))
        #expect(markdown.contains("| `ink` on `paper` | light | body-text | 1.4.3 AA |"))
        #expect(markdown.contains("Palette `hostile` (r). Source: src."))
        #expect(markdown.contains("- Palette note: note\n"))
    }
}

extension ReportWriterTests {
    /// The HTML report's failures come worst first — errors, then warnings, each pair in the
    /// place of its worst failure by ratio over requirement (counted here from the findings) —
    /// and each failure with a fix is drawn as it is and with each suggested foreground.
    @Test func htmlFailuresComeWorstFirstWithTheirFixesDrawn() throws {
        let report = try AuditJob().run()
        let html = HTMLReportWriter().render(report)
        let failing = report.findings.filter { $0.status == .fail && !$0.accepted }
        func fraction(_ finding: Finding) -> Double { finding.check!.value / finding.check!.requirement.minimum }
        var worstError: [String: Double] = [:]
        for finding in failing where finding.severity == .error {
            worstError[finding.pair.phrase] = min(worstError[finding.pair.phrase] ?? .infinity, fraction(finding))
        }
        let section = html.components(separatedBy: "<h2 id=\"failures\">")[1].components(separatedBy: "</section>")[0]
        let pairs = section.components(separatedBy: "<h3>").dropFirst().map { $0.components(separatedBy: " <span")[0] }
        #expect(pairs.count == Set(failing.map(\.pair)).count)
        let errorPairs = pairs.prefix { worstError[$0] != nil }
        #expect(errorPairs.count == worstError.count, "every pair with an error comes before the others")
        let fractions = errorPairs.map { worstError[$0]! }
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 }, "worst first")
        #expect(fractions.first == worstError.values.min())
        // Before and after, over the pair's own background.
        let fixed = failing.filter { $0.suggestion != nil || $0.translucentFix != nil }
        #expect(!fixed.isEmpty)
        #expect(section.components(separatedBy: "<figcaption>now, ").count - 1 == fixed.count)
        let placeholder = try #require(section.components(separatedBy: "<article id=\"p-placeholderText-on-systemBackground\" class=\"failing\"").dropFirst().first)
        // placeholderText is #3C3C43 at 30 % over white in light (UIKit): its alpha fix is the
        // same color, translucent, drawn over white.
        let alphaFix = try #require(failing.first { $0.pair.phrase == "placeholderText on systemBackground" && $0.appearance == .light }?.translucentFix?.alphaColor)
        #expect(placeholder.contains("<div class=\"sample\" style=\"background-color:rgb(255 255 255 / 1);color:rgb(60 60 67 / 0."))
        #expect(placeholder.contains("</div><figcaption>at alpha \(Decimals.truncated(alphaFix.alpha * 100, digits: 1)) % \(alphaFix.hexRGBA)</figcaption>"))
    }
}

extension ReportWriterTests {
    /// Each cell of the HTML's table of pairs carries its own statuses, counted here from the
    /// findings that cover it, so that a filter on an appearance and a status matches the cell
    /// (before, a row matched when any of its cells had the status).
    @Test func htmlPairCellsCarryTheirOwnStatuses() throws {
        let report = try AuditJob(palette: "apple-ios13", suggestions: false, colorVision: false).run()
        let html = HTMLReportWriter().render(report)
        let table = html.components(separatedBy: "<table class=\"pairs\">")[1].components(separatedBy: "</table>")[0]
        let rows = table.components(separatedBy: "<tr data-role=\"").dropFirst()
        #expect(rows.count == report.pairings.count)
        var checked = 0
        for (pairing, row) in zip(report.pairings, rows) {
            for cell in report.palette.appearances {
                let findings = report.findings.filter { $0.pair == pairing.id && $0.cells.contains(cell) }
                guard !findings.isEmpty else { continue }
                let expected = Set(findings.map { finding -> String in
                    guard finding.status == .fail else { return finding.status.rawValue }
                    return finding.accepted ? "accepted" : finding.severity == .error ? "error" : "warning"
                }).sorted().joined(separator: " ")
                #expect(row.contains("<td class=\"cell-\(cell.key)\" data-cells=\"\(cell.key)\" data-status=\"\(expected)\">"), "\(pairing.id) in \(cell.key)")
                checked += 1
            }
        }
        #expect(checked > 500)
        let failing = Set(report.findings.filter { $0.status == .fail }.map(\.pair)).count
        #expect(html.contains("<p id=\"filter-count\" aria-live=\"polite\">\(failing) of \(failing) failing pairs and \(report.pairings.count) of \(report.pairings.count) pairs shown.</p>"))
        // Each row says what the filters match it by: its role, source and colors.
        for (pairing, row) in zip(report.pairings, rows) {
            #expect(row.hasPrefix("\(pairing.role.rawValue)\" data-origin=\"\(pairing.origin.rawValue)\" data-colors=\"\(pairing.foreground.lowercased())&#10;\(pairing.background.lowercased())\">"))
        }
    }
}

extension ReportWriterTests {
    /// The worst failing pairs are open at the top; the others follow in a collapsed list, and
    /// every failing pair is in one or the other; each appearance's matrix is drawn once, its
    /// heading naming the appearances whose table is the same.
    @Test func htmlShowsTheWorstFirstAndTheRestCollapsed() throws {
        let report = try AuditJob(palette: "apple-ios13", suggestions: false, colorVision: false).run()
        let html = HTMLReportWriter().render(report)
        let section = html.components(separatedBy: "<h2 id=\"failures\">")[1].components(separatedBy: "</section>")[0]
        let parts = section.components(separatedBy: "<details class=\"more\">")
        #expect(parts.count == 2)
        let open = parts[0].components(separatedBy: "<article id=").count - 1
        let collapsed = parts[1].components(separatedBy: "<article id=").count - 1
        let failingPairs = Set(report.findings.filter { $0.status == .fail }.map(\.pair)).count
        #expect(open == HTMLReportWriter.failuresShownFirst)
        #expect(open + collapsed == failingPairs)
        #expect(parts[1].contains("<summary>The other \(collapsed) pairs that fail</summary>"))
        // Matrices: a table per distinct table, every appearance still reachable by its anchor.
        let matrix = html.components(separatedBy: "<h2 id=\"matrix\">")[1].components(separatedBy: "</section>")[0]
        for cell in report.palette.appearances { #expect(matrix.contains("id=\"matrix-\(cell.key)\""), "\(cell.key)") }
        let tables = matrix.components(separatedBy: "<table class=\"matrix\">").count - 1
        #expect(tables < report.palette.appearances.count && tables >= 2)
    }
}

extension ReportWriterTests {
    /// A long list of colors no pair checks is collapsed under its count; a short one is a line.
    @Test func htmlCollapsesALongListOfUncheckedColors() throws {
        let colors = (0..<20).map { AdaptiveColor("c\($0)", light: .black, dark: .white) } + [AdaptiveColor("paper", light: .white, dark: .black)]
        let palette = Palette(name: "many", title: "many", release: "", source: "test", colors: colors)
        let long = HTMLReportWriter().render(try ContrastAuditor(pairings: [Pairing(foreground: "c0", background: "paper", role: .bodyText)]).audit(palette))
        #expect(long.contains("<details><summary>Colors no pair checks (19)</summary><p><code>c1</code>, <code>c2</code>"))
        let short = HTMLReportWriter().render(try ContrastAuditor(pairings: (0..<15).map { Pairing(foreground: "c\($0)", background: "paper", role: .bodyText) }).audit(palette))
        #expect(short.contains("<p>Colors no pair checks: <code>c15</code>, <code>c16</code>, <code>c17</code>, <code>c18</code>, <code>c19</code>.</p>"))
    }
}

extension ReportWriterTests {
    /// The report pages' own colors, audited by the tool itself: each text and fill pair of the
    /// HTML report and the heat map, in both schemes, as a pairing of a palette, passes what
    /// its role asks (text 4.5:1, the sample border as a UI component 3:1).
    @Test func thePagesOwnColorsPassTheAudit() throws {
        var colors: [AdaptiveColor] = [], pairings: [Pairing] = []
        for (index, (what, foreground, background, minimum)) in (HTMLReportWriter.pageColors + ContrastHeatMap.pageColors).enumerated() {
            let fg = try SRGB(parsing: foreground), bg = try SRGB(parsing: background)
            colors += [AdaptiveColor("fg\(index)", light: fg, dark: fg), AdaptiveColor("bg\(index)", light: bg, dark: bg)]
            pairings.append(Pairing(foreground: "fg\(index)", background: "bg\(index)", role: minimum >= 4.5 ? .bodyText : .uiComponent, rationale: what))
        }
        let palette = Palette(name: "page", title: "The report's own colors", release: "", source: "HTMLReportWriter.pageColors", colors: colors)
        let report = try ContrastAuditor(pairings: pairings).audit(palette)
        let errors = report.findings.filter { $0.status == .fail && $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.story))")
        #expect(report.summary.pairs == pairings.count && report.nothingChecked == nil)
    }
}

extension ReportWriterTests {
    /// Each failing pair is drawn in every appearance it is checked in, side by side; the
    /// appearances where it looks the same (same colors as seen) with the same verdicts are
    /// one specimen. Expected groups are computed here from the findings.
    @Test func htmlDrawsEachFailingPairInEveryAppearance() throws {
        let report = try AuditJob(palette: "apple-ios13", suggestions: false, colorVision: false).run()
        let html = HTMLReportWriter().render(report)
        let failingPairs = Set(report.findings.filter { $0.status == .fail }.map(\.pair))
        let articles = html.components(separatedBy: "<article id=\"p-").dropFirst()
        #expect(articles.count == failingPairs.count)
        var checked = 0
        for article in articles {
            let heading = try #require(article.components(separatedBy: "<h3>").dropFirst().first?.components(separatedBy: " <span").first)
            let pair = try #require(failingPairs.first { $0.phrase == heading })
            var groups: [(key: String, cells: [String])] = []
            for cell in report.palette.appearances {
                let findings = report.findings.filter { $0.pair == pair && $0.cells.contains(cell) }
                guard let first = findings.first else { continue }
                let statuses = Set(findings.map { (finding: Finding) -> String in
                    guard finding.status == .fail else { return finding.status.rawValue }
                    return finding.accepted ? "accepted" : finding.severity == .error ? "error" : "warning"
                })
                let key = "\(first.contrast.foreground.hexRGBA) \(first.contrast.seenBackground.hexRGBA) \(statuses.sorted())"
                if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].cells.append(cell.key) } else { groups.append((key, [cell.key])) }
            }
            let strip = try #require(article.components(separatedBy: "<div class=\"strip\"").dropFirst().first?.components(separatedBy: "</div><ul").first)
            let drawn = strip.components(separatedBy: "<figure data-cells=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
            #expect(drawn == groups.map { $0.cells.joined(separator: " ") }, "\(pair)")
            checked += 1
        }
        #expect(checked == failingPairs.count)
        // apple-ios13's light and light-elevated values are equal for every color: one specimen.
        #expect(html.contains("<figure data-cells=\"light lightElevated\""))
    }

    /// The palette's swatches: one column per appearance, except that an appearance in which
    /// every color equals its value in an earlier one shares that one's column (computed here
    /// from the palette itself), and every swatch is the color's own value there.
    @Test func htmlSwatchesShowEveryColorInEveryAppearance() throws {
        let palette = Palette.appleIOS13
        let report = try AuditJob(palette: "apple-ios13", suggestions: false, colorVision: false).run()
        let html = HTMLReportWriter().render(report)
        let section = try #require(html.components(separatedBy: "<table class=\"swatches\">").dropFirst().first?.components(separatedBy: "</table>").first)
        var columns: [[Appearance]] = []
        for cell in report.palette.appearances {
            if let index = columns.firstIndex(where: { column in palette.colors.allSatisfy { $0.resolved(for: column[0]) == $0.resolved(for: cell) } }) {
                columns[index].append(cell)
            } else {
                columns.append([cell])
            }
        }
        #expect(columns.count < report.palette.appearances.count, "apple-ios13 has appearances that equal another")
        let header = columns.map { "<th scope=\"col\">\($0.map(\.displayName).joined(separator: " = "))</th>" }.joined()
        #expect(section.contains("<th scope=\"col\">Color</th>\(header)<th scope=\"col\">Light↔dark ΔE00</th>"))
        let rows = section.components(separatedBy: "<tr><th scope=\"row\">").dropFirst()
        #expect(rows.count == palette.colors.count)
        for (color, row) in zip(palette.colors, rows) {
            #expect(row.hasPrefix(color.name + "</th>"))
            let hexes = row.components(separatedBy: "<code>").dropFirst().map { $0.components(separatedBy: "</code>")[0] }
            #expect(hexes == columns.map { color.resolved(for: $0[0]).hex }, "\(color.name)")
        }
    }

    /// The page's filters are one labelled form for the whole page, before the failures.
    @Test func htmlFiltersAreLabelledAndComeBeforeTheFailures() throws {
        let html = HTMLReportWriter().render(try Self.sampleReport())
        for control in ["select id=\"filter-appearance\"", "select id=\"filter-role\"", "select id=\"filter-status\"",
                        "input type=\"search\" id=\"filter-color\"", "select id=\"filter-origin\""] {
            let before = try #require(html.components(separatedBy: "<" + control).first)
            #expect(before.hasSuffix("<label>") || before.range(of: "<label>[A-Za-z ]+ $", options: .regularExpression) != nil, "\(control) has a label")
        }
        let filters = try #require(html.range(of: "<form class=\"filters\""))
        let failures = try #require(html.range(of: "<h2 id=\"failures\">"))
        #expect(filters.lowerBound < failures.lowerBound)
        #expect(html.components(separatedBy: "<form class=\"filters\"").count == 2, "one form for the page")
    }
}
