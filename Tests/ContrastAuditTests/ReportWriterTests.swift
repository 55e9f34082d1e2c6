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
            try text.write(to: file, atomically: true, encoding: .utf8)
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
        #expect(markdown.contains("| secondaryLabel on systemBackground | light | body-text | 1.4.3 AA | 3.438 | 4.5 | −1.061 | **FAIL** |"))
    }

    @Test func formatsAreARegistry() throws {
        #expect(ReportFormat.all.map(\.name) == ["markdown", "json", "html", "sarif", "junit", "summary"])
        #expect(ReportFormat.all.map(\.fileExtension) == ["md", "json", "html", "sarif", "xml", "md"])
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
        #expect(html.contains("<a href=\"#f-accent-on-paper_2Flight_2F1.4.6-AAA\">4.016</a>"), "the matrix links the failing cell")
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
}
