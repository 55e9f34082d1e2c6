import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ColorScience
import AdaptedSystemUI
@testable import ContrastAudit
import AuditTestSupport

/// The reports CI systems read (SARIF, JUnit), the pull-request summary, baselines and diffs,
/// on a palette file whose ratios are known by hand: #777777 on white is 4.478:1 (fails AA),
/// #595959 on white 7.004:1, #999999 on white 2.849:1, #555555 on white 7.455:1.
@Suite struct CIReportTests {
    static func paletteFile(ink: String, hint: String, paper: String = "#FFFFFF") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try """
            {"name": "brand", "colors": [
              {"name": "ink", "light": "\(ink)", "dark": "#EEEEEE"},
              {"name": "paper", "light": "\(paper)", "dark": "#000000"},
              {"name": "hint", "light": "\(hint)", "dark": "#888888"}],
             "pairings": [{"foreground": "ink", "background": "paper", "role": "body-text"},
                          {"foreground": "hint", "background": "paper", "role": "body-text"}]}
            """.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    static func audit(_ path: String) throws -> AuditReport {
        let loaded = try Palette.load(from: path)
        return try ContrastAuditor(pairings: loaded.pairings).audit(loaded.palette)
    }

    /// SARIF 2.1.0's required structure (OASIS SARIF v2.1.0, §3.13 sarifLog: `version`,
    /// `runs`; §3.14 run: `tool`; §3.18 toolComponent: `name`; §3.27 result: `message`
    /// with `text`, `ruleId` matching `ruleIndex`'s rule; §3.27.10 `level` one of none, note,
    /// warning, error; §3.28 location → physicalLocation → artifactLocation `uri`, region
    /// `startLine` ≥ 1).
    @Test func sarifHasTheRequiredStructure() throws {
        let path = try Self.paletteFile(ink: "#777777", hint: "#555555")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try Self.audit(path)
        let text = try SARIFReportWriter(baseDirectory: "/").render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "darkmode-audit" && driver["version"] as? String == ToolVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        // ink fails 1.4.3 AA (error) and 1.4.6 AAA (warning) in light; hint fails AAA in dark (#888888 on black 5.924).
        #expect(results.count == 3)
        for result in results {
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == result["ruleId"] as? String)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(!message.isEmpty && !message.contains("\n"))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri == String(path.dropFirst()), "relative to the base directory")
            let line = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
            #expect(line == (message.hasPrefix("ink") ? 2 : 4), "ink and hint are defined on lines 2 and 4")
        }
        let levels = results.compactMap { $0["level"] as? String }.sorted()
        #expect(levels == ["error", "warning", "warning"])
        #expect(rules.first?["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
    }

    /// GitHub code scanning refuses a SARIF result with no location: what concerns the whole
    /// catalog (the color-vision note on the fixture catalog, which has no system status
    /// colors) points at one of its files.
    @Test func everySARIFResultOfACatalogHasALocation() throws {
        let report = try AuditJob(palette: .input(AuditFixtures.path("Xcode/App.xcassets")), suggestions: false).run()
        let text = try SARIFReportWriter(baseDirectory: AuditFixtures.path("Xcode")).render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let notes = results.filter { ($0["message"] as? [String: Any])?["text"].map { "\($0)".hasPrefix("not checked: ") } == true }
        #expect(!notes.isEmpty, "the fixture catalog has no system status colors: the color-vision check says so")
        for result in results {
            let uri = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
            #expect(uri?.hasPrefix("App.xcassets/") == true, "\(result["message"] ?? "")")
        }
    }

    /// A catalog color failing only in dark is annotated at its dark entry, not at line 1: the
    /// entry's `{` is on line 7 of the file written here (counted by hand; the light entry's on line 3).
    @Test func sarifPointsAtTheEntryOfTheFailingAppearance() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        func colorSet(_ name: String, _ text: String) throws {
            let folder = catalog.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        }
        // Ink: #333333 in light (12.63:1 on white), #777777 in dark (1.66:1 on the dark paper #555555).
        try colorSet("Ink", """
            {
              "colors" : [
                {
                  "color" : { "color-space" : "srgb", "components" : { "red" : "0x33", "green" : "0x33", "blue" : "0x33", "alpha" : "1.000" } },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "red" : "0x77", "green" : "0x77", "blue" : "0x77", "alpha" : "1.000" } },
                  "idiom" : "universal"
                }
              ]
            }
            """)
        try colorSet("Paper", """
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"},
                        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                         "color": {"color-space": "srgb", "components": {"red": "0x55", "green": "0x55", "blue": "0x55", "alpha": "1.000"}}, "idiom": "universal"}]}
            """)
        // A color whose dark entry (line 2) names a system color without published values.
        try colorSet("Mystery", """
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"reference": "notAnAppleColor"}, "idiom": "universal"}]}
            """)
        let palette = try AssetCatalog.read(catalog.path)
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "Ink", background: "Paper", role: .bodyText)]).audit(palette)
        let ink = try #require(palette.locations["Ink"])
        #expect(ink.location(of: .light).line == 3 && ink.location(of: .dark).line == 7)
        #expect(Set(ink.cells.keys) == [.dark], "the other cells fall back to light or dark: nothing to record for them")
        let mystery = try #require(palette.locations["Mystery"])
        #expect(palette.unresolved.map(\.name) == ["Mystery"])
        #expect(mystery.location(of: .dark).line == 2 && mystery.location(of: .dark).keyPath == "colors[1]", "the entry that could not be resolved")
        #expect(ink.location(of: .darkElevated).keyPath == "colors[1]", "a cell with no entry of its own points at the one it falls back to")
        let text = try SARIFReportWriter(baseDirectory: "/").render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let errors = results.filter { $0["level"] as? String == "error" }
        #expect(errors.count == 1, "AA fails in dark only")
        let location = try #require((errors.first?["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 7)
        #expect((location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String == "colors[1]")
    }

    @Test func junitHasACasePerFindingAndFailuresWithTheStory() throws {
        let path = try Self.paletteFile(ink: "#777777", hint: "#555555")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try Self.audit(path)
        let xml = JUnitReportWriter().render(report)
        let document = try XMLDocument(xmlString: xml)
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == report.findings.count)
        // Errors fail their test case (what --fail-on error gates); the two AAA warnings pass,
        // with their story as output.
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 1)
        let first = try #require(failures.first as? XMLElement)
        #expect(first.attribute(forName: "message")?.stringValue?.hasPrefix("ink on paper in Light: 4.478:1, below the 4.5:1 WCAG 1.4.3 AA") == true)
        #expect(try document.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "1")
        let warnings = try document.nodes(forXPath: "//testcase/system-out").compactMap(\.stringValue)
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.hasPrefix("warning: ") && $0.contains("WCAG 1.4.6 AAA") }, "\(warnings)")
        // With --fail-on warning, the warnings fail too.
        let gated = try XMLDocument(xmlString: JUnitReportWriter(failing: .warning).render(report))
        #expect(try gated.nodes(forXPath: "//testcase/failure").count == 3)
        #expect(try gated.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "3")
    }

    @Test func summaryStaysUnderTheCommentLimit() throws {
        // 1,000 failing colors over one background: far more pairs than fit.
        let colors = (0..<1_000).map { AdaptiveColor("text\($0)", light: SRGB(red8: 0xCC, green8: 0xCC, blue8: UInt8($0 % 256)), dark: .black) }
            + [AdaptiveColor("paper", light: .white, dark: .white)]
        let palette = Palette(name: "big", title: "big", release: "", source: "", colors: colors)
        let pairings = (0..<1_000).map { Pairing(foreground: "text\($0)", background: "paper", role: .bodyText) }
        let report = try ContrastAuditor(pairings: pairings).audit(palette)
        let summary = SummaryReportWriter().render(report)
        #expect(summary.utf8.count < SummaryReportWriter.maximumLength)
        // The rows shown, worst first: each ratio at most the next (one requirement, 4.5:1).
        let ratios = summary.split(separator: "\n").filter { $0.hasPrefix("| ❌ |") }.map { row in
            Double(row.components(separatedBy: " | ")[4].components(separatedBy: " → ")[0]) ?? .nan
        }
        #expect(ratios.count > 100 && ratios.count < 1_000)
        #expect(zip(ratios, ratios.dropFirst()).allSatisfy { $0 <= $1 }, "worst first")
        #expect(summary.contains("… and \(1_000 - ratios.count) more (see the full report)."))
        #expect(summary.contains("**1000 errors**"), "counts come first: each fails 1.4.3 in light")
    }

    @Test func baselinesAcceptKnownFailuresUnlessTheyGetWorse() throws {
        let before = try Self.paletteFile(ink: "#777777", hint: "#555555")
        let worse = try Self.paletteFile(ink: "#888888", hint: "#555555")
        defer { for path in [before, worse] { try? FileManager.default.removeItem(atPath: path) } }
        let baseline = Baseline(report: try Self.audit(before))
        #expect(baseline.accepted.map(\.id) == [
            "hint-on-paper/dark/1.4.6-AAA", "ink-on-paper/light/1.4.3-AA", "ink-on-paper/light/1.4.6-AAA",
        ])
        // The file reads back the same.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try baseline.json().write(toFile: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try Baseline.read(file) == baseline)
        let accepted = try Self.audit(before).applying(baseline)
        #expect(accepted.failures(atLeast: .warning).isEmpty && accepted.summary.accepted == 3)
        // #888888 on white is 3.540:1, worse than the recorded 4.478: counts again.
        let regressed = try Self.audit(worse).applying(baseline)
        #expect(regressed.failures(atLeast: .error).map(\.id) == ["ink-on-paper/light/1.4.3-AA"])
        #expect(try ReportFormat.markdown.render(accepted).contains("| accepted (baseline) |"))
        // SARIF keeps the results, suppressed; JUnit skips them.
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(accepted).utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let suppressed = results.filter { $0["suppressions"] != nil }.compactMap { ($0["partialFingerprints"] as? [String: String])?["perseusFindingId"] }
        #expect(suppressed.sorted() == baseline.accepted.map(\.id).sorted())
        let junit = try ReportFormat.junit.render(accepted)
        #expect(!junit.contains("<failure") && junit.components(separatedBy: "accepted by the baseline: ").count - 1 == 3)
        // Both of ink's failures got worse (the AA error and the AAA warning): both fail again.
        #expect(try ReportFormat.junit(failing: .warning).render(regressed).components(separatedBy: "<failure").count - 1 == 2)
    }

    @Test func diffsSortChangesAndGateOnRegressions() throws {
        let old = try Self.paletteFile(ink: "#777777", hint: "#555555")
        let new = try Self.paletteFile(ink: "#595959", hint: "#999999")
        defer { for path in [old, new] { try? FileManager.default.removeItem(atPath: path) } }
        let diff = AuditDiff(old: try Self.audit(old), new: try Self.audit(new))
        #expect(diff.new.map(\.id) == ["hint-on-paper/light/1.4.3-AA", "hint-on-paper/light/1.4.6-AAA"])
        #expect(diff.fixed.map(\.id) == ["ink-on-paper/light/1.4.3-AA", "ink-on-paper/light/1.4.6-AAA"])
        #expect(diff.worse.isEmpty && diff.better.isEmpty)
        #expect(diff.regresses(atLeast: .error) && !diff.regresses(atLeast: nil))
        #expect(diff.markdown(old: "old", new: "new").contains("2 new failures, 0 worse, 0 better, 2 fixed."))
        let reverse = AuditDiff(old: try Self.audit(new), new: try Self.audit(old))
        #expect(reverse.new.count == 2 && reverse.fixed.count == 2)
        #expect(diff.unchecked.isEmpty && !diff.isInconclusive)
    }

    /// A failure whose pair the new palette leaves incomplete (a translucent paper in light,
    /// nothing named beneath it) is not checked now — never fixed; an audit that checked
    /// nothing makes the comparison inconclusive.
    @Test func diffsNeverCountAnUncheckedPairAsFixed() throws {
        let old = try Self.paletteFile(ink: "#777777", hint: "#555555")
        let translucent = try Self.paletteFile(ink: "#777777", hint: "#555555", paper: "#FFFFFF80")
        defer { for path in [old, translucent] { try? FileManager.default.removeItem(atPath: path) } }
        let diff = AuditDiff(old: try Self.audit(old), new: try Self.audit(translucent))
        #expect(diff.fixed.isEmpty)
        #expect(diff.unchecked.map(\.id) == ["ink-on-paper/light/1.4.3-AA", "ink-on-paper/light/1.4.6-AAA"])
        #expect(Set(diff.incomplete.map(\.pair.description)) == ["hint-on-paper", "ink-on-paper"])
        let markdown = diff.markdown(old: "old", new: "new")
        #expect(markdown.contains("0 fixed, 2 not checked now. 2 pairs incomplete in the new palette."))
        #expect(markdown.contains("not checked in the new palette"))
        #expect(!diff.isInconclusive)

        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try ##"{"name": "brand", "colors": [{"name": "ink", "light": "#777777", "dark": "#EEEEEE"}], "pairings": []}"##
            .write(toFile: empty, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let nothing = AuditDiff(old: try Self.audit(old), new: try Self.audit(empty))
        #expect(nothing.isInconclusive && nothing.newNothingChecked != nil && nothing.fixed.isEmpty)
        #expect(nothing.unchecked.count == 3)
        #expect(nothing.markdown(old: "old", new: "new").contains("**Nothing checked in new**"))
    }

    /// The diff's Markdown keeps the inputs' text in its place as the reports do: its stories
    /// and reasons name colors, and it names the two inputs as given.
    @Test func diffMarkdownKeepsTextFromTheInputsInItsPlace() throws {
        func diff(_ names: [String], _ text: (String) -> String) throws -> String {
            let before = try ReportWriterTests.report(names: names, text: text, inkLight: "#000000")
            let after = try ReportWriterTests.report(names: names, text: text)
            return AuditDiff(old: before, new: after).markdown(old: text("old.json"), new: text("new.json"))
        }
        let hostile = try diff(ReportWriterTests.hostileNames, ReportWriterTests.hostileText)
        let plain = try diff(ReportWriterTests.plainNames, { $0 })
        ReportWriterTests.checkStructure(hostile: hostile, plain: plain)
        #expect(plain.contains("#### New failures (") && plain.contains("- ink on paper in Light: "))
        #expect(hostile.contains("- ink\\\\n\\#\\# ✅ Contrast audit passed on paper\\<!-- in Light: "))
        #expect(hostile.hasPrefix("### Contrast changes: old.json\\\\n\\#\\# ✅ Contrast audit passed \\<!--"))
    }
}

extension CIReportTests {
    /// Every format states the same counts, with and without a baseline: the contrast errors
    /// and warnings and the color-vision ones, those a baseline accepts included and said so
    /// (counted here from the findings themselves).
    /// Failures outside a change (`--changed-since`) are accepted for that reason: listed,
    /// not counted, said so in every format, kept through JSON; a baseline's stay the baseline's.
    @Test func failuresOutsideAChangeAreAcceptedAsSuch() throws {
        let before = try Self.paletteFile(ink: "#777777", hint: "#555555")
        defer { try? FileManager.default.removeItem(atPath: before) }
        let report = try Self.audit(before)
        // ink on paper fails AA and AAA in light, hint on paper AAA in dark (by hand, above).
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try #"{"schemaVersion": 1, "palette": "brand", "accepted": [{"id": "ink-on-paper/light/1.4.3-AA", "ratio": 1}]}"#
            .write(toFile: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let baseline = try Baseline.read(file)
        let outside = report.applying(baseline).accepting(outside: { $0.pair.foreground == "ink" }, colorVision: { _ in true })
        func acceptance(_ id: String) -> Finding.Acceptance? { outside.findings.first { $0.id == id }?.acceptance }
        #expect(acceptance("ink-on-paper/light/1.4.3-AA") == .baseline)
        #expect(acceptance("ink-on-paper/light/1.4.6-AAA") == nil)
        #expect(acceptance("hint-on-paper/dark/1.4.6-AAA") == .outsideChange)
        #expect(outside.summary.accepted == 2)
        #expect(outside.failures(atLeast: .warning).map(\.id) == ["ink-on-paper/light/1.4.6-AAA"])
        let markdown = try ReportFormat.markdown.render(outside)
        #expect(markdown.contains("| outside the change |") && markdown.contains("| accepted (baseline) |"))
        #expect(markdown.contains("Of them, 1 accepted by the baseline, 1 outside the change."))
        #expect(try ReportFormat.summary.render(outside).contains("(1 accepted by the baseline, 1 outside the change)"))
        #expect(try ReportFormat.junit.render(outside).contains("outside the change (--changed-since): "))
        #expect(try ReportFormat.sarif.render(outside).contains("\"justification\" : \"outside the change (--changed-since)\""))
        // JSON keeps why; a baseline's acceptance is written as before (no reason).
        let json = try ReportFormat.json.render(outside)
        #expect(json.components(separatedBy: "\"acceptedBecause\" : \"outside-change\"").count - 1 == 1)
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8))
        #expect(decoded.findings.map(\.acceptance) == outside.findings.map(\.acceptance))
    }

    @Test func everyFormatStatesTheSameCounts() throws {
        let report = try AuditJob().run()
        for (name, audited) in [("no baseline", report), ("baseline", report.applying(Baseline(report: report)))] {
            let vision = try #require(audited.colorVision)
            let failing = vision.findings.filter { $0.status == .fail }
            let errors = failing.filter { $0.failureSeverity == .error }.count, warnings = failing.count - errors
            let accepted = failing.filter { $0.accepted == true }.count
            #expect(name == "baseline" ? accepted == failing.count && accepted > 0 : accepted == 0, "\(name)")
            let phrase = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
                + (accepted > 0 ? " (\(accepted) accepted by the baseline)" : "")
            let summary = SummaryReportWriter().render(audited), markdown = MarkdownReportWriter().render(audited)
            #expect(summary.contains("Color vision: **\(phrase)**."), "\(name)")
            #expect(summary.contains("Color vision: \(phrase) in \(vision.findings.count) checks"), "\(name)")
            #expect(markdown.contains("Color vision: \(phrase) in \(vision.findings.count) checks"), "\(name)")
            let contrastErrors = audited.findings.filter { $0.status == .fail && $0.severity == .error }.count
            let contrastAccepted = audited.findings.filter { $0.status == .fail && $0.accepted }.count
            #expect(summary.contains("**\(contrastErrors) errors**"), "\(name)")
            #expect(markdown.contains("| \(contrastErrors) | \(audited.summary.warnings) |"), "\(name)")
            #expect((contrastAccepted > 0) == summary.contains("(\(contrastAccepted) accepted by the baseline)"), "\(name)")
            // With every failure accepted, the tables are empty.
            #expect(name == "baseline" ? !summary.contains("| ❌ |") : summary.contains("| ❌ |"), "\(name)")
        }
    }
}
