import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import ContrastAudit

/// The color-vision check. Expected values: the simulated colors of the independent Python
/// implementation (ColorScienceTests/Fixtures/machado-reference.tsv: deutan 1.0 turns #FF3B30
/// into #A99725 and #34C759 into #B8A962; protan 1.0 gives #796D2C and #C9B54F), and the
/// CIEDE2000 between the exact simulated components computed apart from this package
/// (Fixtures/color_vision_reference.py: 8.0695, 25.1484; 74.4047 as given) — within 0.02 of
/// Little CMS's Lab, whose adaptation matrix differs in the fourth decimal.
@Suite struct ColorVisionCheckTests {
    @Test func iOS13StatusColorsUnderDeuteranopia() throws {
        let palette = Palette.appleIOS13
        let report = try ColorVisionChecker().check(palette)
        #expect(report.groups.map(\.colors) == [["systemRed", "systemOrange", "systemYellow", "systemGreen"]])
        #expect(report.findings.count == 6 * palette.definedCells.cells.count * 3, "6 pairs × cells × 3 deficiencies")
        let deutan = try #require(report.findings.first { $0.id == "system status colors/systemRed~systemGreen/light/deutan" })
        #expect(deutan.firstColor.hex == "#FF3B30" && deutan.secondColor.hex == "#34C759")
        #expect(deutan.firstSeen.hex == "#A99725" && deutan.secondSeen.hex == "#B8A962")
        #expect(abs(deutan.deltaE2000 - 8.0695) < 0.02)
        #expect(deutan.status == .fail && deutan.failureSeverity == .warning)
        let protan = try #require(report.findings.first { $0.id == "system status colors/systemRed~systemGreen/light/protan" })
        #expect(protan.firstSeen.hex == "#796D2C" && protan.secondSeen.hex == "#C9B54F")
        #expect(abs(protan.deltaE2000 - 25.1484) < 0.02 && protan.status == .pass)
        #expect(abs(deutan.typicalDeltaE2000 - 74.4047) < 0.02)
        let audited = try ContrastAuditor().audit(palette).adding(report)
        #expect(audited.hasFailures(atLeast: .warning) && audited.colorVision?.failures(atLeast: .error).isEmpty == true)
    }

    /// Identical colors fail under every deficiency (ΔE 0); black and white pass (gray stays
    /// gray); a translucent color is composited over the base background, or left out and named.
    @Test func edgesAreCheckedOrNamed() throws {
        let palette = Palette(name: "t", title: "t", release: "", source: "", colors: [
            AdaptiveColor("a", light: SRGB(red8: 0x12, green8: 0x34, blue8: 0x56), dark: SRGB(red8: 0x12, green8: 0x34, blue8: 0x56)),
            AdaptiveColor("b", light: SRGB(red8: 0x12, green8: 0x34, blue8: 0x56), dark: SRGB(red8: 0x12, green8: 0x34, blue8: 0x56)),
            AdaptiveColor("ink", light: .black, dark: .black),
            AdaptiveColor("paper", light: .white, dark: .white),
            AdaptiveColor("glass", light: SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0.5), dark: SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0.5)),
        ])
        let same = try ColorVisionChecker(groups: [.init(name: "same", colors: ["a", "b"], rationale: "test")]).check(palette)
        #expect(same.findings.count == 2 * 3 && same.findings.allSatisfy { $0.status == .fail && $0.deltaE2000 == 0 })
        let contrast = try ColorVisionChecker(groups: [.init(name: "bw", colors: ["ink", "paper"], rationale: "test")]).check(palette)
        #expect(contrast.findings.allSatisfy { $0.status == .pass && $0.deltaE2000 > 99 })
        let glass = DistinguishableGroup(name: "glass", colors: ["glass", "ink"], rationale: "test")
        let noBase = try ColorVisionChecker(groups: [glass]).check(palette)
        #expect(noBase.findings.isEmpty && noBase.notes.contains("glass in light: glass translucent with no opaque base background; its pairs not checked"))
        let onPaper = try ColorVisionChecker(groups: [glass]).check(palette, baseBackground: "paper")
        #expect(onPaper.findings.count == 6 && onPaper.findings.allSatisfy { $0.firstColor.hex == "#808080" })
        let missing = try ColorVisionChecker().check(palette)
        #expect(missing.groups.isEmpty && missing.findings.isEmpty)
        #expect(missing.notes == ["system status colors: not checked — the palette has none of systemRed, systemOrange, systemYellow, systemGreen"])
    }

    @Test func rulesFilesNameGroups() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-cvd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ text: String) throws -> String {
            let path = directory.appendingPathComponent("\(UUID().uuidString).yaml").path
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return path
        }
        let good = try write("""
            distinguishable:
              - name: alerts
                colors: [systemRed, "systemGr*"]
                minimum: 12
                severity: error
            """)
        let rules = try RulesFile.read(good)
        #expect(!rules.hasRules)
        let groups = try #require(try rules.distinguishableGroups(for: .appleIOS13))
        let gr = Palette.appleIOS13.allNames.filter { $0.hasPrefix("systemGr") }
        #expect(gr.contains("systemGreen") && gr.contains("systemGray6"))
        #expect(groups.map(\.colors) == [["systemRed"] + gr])
        #expect(groups.first?.minimum == 12 && groups.first?.severity == .error)
        let cases: [(String, String)] = [
            // At the pattern (line 3, column 14) and at the list (its `[`, column 13), counted by hand.
            ("distinguishable:\n  - name: x\n    colors: [nothing]\n", ":3:14: distinguishable[0].colors[0]: 'nothing' matches no color in palette 'apple-ios13'"),
            ("distinguishable:\n  - name: x\n    colors: [systemRed]\n", ":3:13: distinguishable[0].colors: gives one color (systemRed); a group needs two or more"),
        ]
        for (text, message) in cases {
            let path = try write(text)
            #expect(throws: InputFileError.self) { try RulesFile.read(path).distinguishableGroups(for: .appleIOS13) }
            do {
                _ = try RulesFile.read(path).distinguishableGroups(for: .appleIOS13)
            } catch {
                #expect("\(error)" == "\(path)\(message)")
            }
        }
        // A pattern that takes a whole palette of 70 colors is refused.
        let wide = Palette(name: "wide", title: "", release: "", source: "", colors: (0..<70).map { AdaptiveColor("c\($0)", light: .white, dark: .black) })
        let star = try write("distinguishable:\n  - name: x\n    colors: [\"c*\"]\n")
        do {
            _ = try RulesFile.read(star).distinguishableGroups(for: wide)
            Issue.record("a 70-color group was accepted")
        } catch {
            #expect(error.message == "gives 70 colors; a group holds at most 64 (colors that must all be told apart): narrow its patterns")
        }
        for (text, keyPath) in [
            ("distinguishable:\n  - name: x\n    colors: [a, b]\n    minimum: 0\n", "distinguishable[0].minimum"),
            ("distinguishable:\n  - name: x\n    colors: [a, b]\n    severity: fatal\n", "distinguishable[0].severity"),
            ("distinguishable: []\n", "distinguishable"),
            ("distinguishable:\n  - name: x\n    colors: [a, b]\n  - name: x\n    colors: [c, d]\n", "distinguishable[1].name"),
            ("{}\n", "rules"),
        ] {
            let path = try write(text)
            do {
                _ = try RulesFile.read(path)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.keyPath == keyPath, "\(error)")
            }
        }
    }

    /// A baseline accepts color-vision failures as it does contrast ones: recorded by id with
    /// their ΔE00, shown as accepted, not counted; SARIF suppresses them, JUnit skips them.
    @Test func baselinesAcceptColorVisionFailures() throws {
        let palette = Palette.appleIOS13
        let report = try ContrastAuditor().audit(palette).adding(try ColorVisionChecker().check(palette))
        let failing = try #require(report.colorVision?.findings.filter { $0.status == .fail })
        let baseline = Baseline(report: report)
        #expect(baseline.colorVision?.map(\.id) == failing.map(\.id).sorted())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try baseline.json().write(toFile: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try Baseline.read(file) == baseline)
        let accepted = report.applying(baseline)
        #expect(accepted.colorVision?.failures(atLeast: .warning).isEmpty == true)
        #expect(!accepted.hasFailures(atLeast: .warning))
        let sarif = try ReportFormat.sarif.render(accepted)
        #expect(sarif.components(separatedBy: "\"suppressions\"").count - 1 >= failing.count)
        #expect(!(try ReportFormat.junit.render(accepted)).contains("<failure"))
        #expect(try ReportFormat.markdown.render(accepted).contains("| accepted (baseline) | `#FF3B30`"))
    }

    @Test func everyFormatReportsTheCheck() throws {
        let palette = Palette.appleIOS13
        let report = try ContrastAuditor().audit(palette).adding(try ColorVisionChecker().check(palette))
        let failures = try #require(report.colorVision?.findings.filter { $0.status == .fail })
        #expect(!failures.isEmpty)
        let json = try ReportFormat.json.render(report)
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8))
        #expect(decoded.colorVision == report.colorVision)
        #expect(try ReportFormat.markdown.render(report).contains("| `systemRed` / `systemGreen` | light | deutan (green-weak) | 8.06 |"))
        #expect(try ReportFormat.html.render(report).contains("<h2 id=\"color-vision\">"))
        let sarif = try ReportFormat.sarif.render(report)
        #expect(sarif.components(separatedBy: "\"ruleId\" : \"color-vision-distinguishable\"").count - 1 == failures.count)
        let junit = try ReportFormat.junit.render(report)
        #expect(junit.contains("classname=\"system status colors: systemRed / systemGreen\" name=\"light deutan\""))
        let errors = failures.filter { $0.failureSeverity == .error }.count
        #expect(try ReportFormat.summary.render(report).contains(
            "Color vision: \(errors) error\(errors == 1 ? "" : "s"), \(failures.count - errors) warning\(failures.count - errors == 1 ? "" : "s") in \(report.colorVision?.findings.count ?? 0) checks"))
    }
}
