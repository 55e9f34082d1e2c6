import AdaptedSystemUI
@testable import AuditInputs
@testable import AuditModel
@testable import AuditReports
import ColorScience
@testable import ContrastAudit
import Foundation
import Testing

/// A second contrast metric, defined here only, goes through the findings and the JSON and
/// Markdown writers with no change to them: the README's Extending section in practice. The
/// metric is the difference of the two seen colors' WCAG relative luminances (not a published
/// metric; it only needs to differ from the ratio).
@Suite struct ContrastMetricExtensionTests {
    static let luminanceDifference = ContrastMetric(id: "test-luminance-difference", name: "Luminance difference", unit: " ΔY") { measured in
        abs(measured.seenForeground.relativeLuminance - measured.seenBackground.relativeLuminance)
    }
    static let requirement = ContrastRequirement(
        criterion: .contrastMinimum, content: .normalText, metric: luminanceDifference, minimum: 0.5)

    static let palette = Palette(name: "metric", title: "Metric", release: "test", source: "test", colors: [
        AdaptiveColor("text", light: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77), dark: SRGB(red8: 0x99, green8: 0x99, blue8: 0x99)),
        AdaptiveColor("page", light: .white, dark: .black),
    ])

    /// `#777777` and `#999999` text on white and black, audited with the test requirement in
    /// force alone, as a registry holding only it would audit them.
    static func report() throws -> AuditReport {
        try ContrastAuditor(pairings: [Pairing(foreground: "text", background: "page", role: .bodyText)], requirements: [requirement])
            .audit(palette)
    }

    /// A requirement in force applies to every role of its content, after the registry's in
    /// the registry's order; a role of other content and an exempt role take none of it.
    @Test func aRegisteredRequirementReachesTheRolesOfItsContent() throws {
        let registry = ContrastRequirement.all + [Self.requirement]
        #expect(PairRole.bodyText.requirements(among: registry) == [.minimumNormalText, .enhancedNormalText, Self.requirement])
        #expect(PairRole.largeText.requirements(among: registry) == [.minimumLargeText, .enhancedLargeText])
        #expect(PairRole.decorative.requirements(among: registry).isEmpty)
        // The registry's own split is what each role requires (WCAG 2.2: 1.4.3 and 1.4.6 for
        // text, 1.4.11 for UI components, none for what is exempt).
        #expect(PairRole.bodyText.requirements == [.minimumNormalText, .enhancedNormalText])
        #expect(PairRole.largeText.requirements == [.minimumLargeText, .enhancedLargeText])
        #expect(PairRole.uiComponent.requirements == [.nonText])
        #expect(PairRole.decorative.requirements.isEmpty && PairRole.disabled.requirements.isEmpty)

        let pairing = Pairing(foreground: "text", background: "page", role: .bodyText)
        let report = try ContrastAuditor(pairings: [pairing], requirements: registry).audit(Self.palette)
        let light = report.findings.filter { $0.appearance == .light }
        #expect(light.map(\.check?.requirement) == [.minimumNormalText, .enhancedNormalText, Self.requirement])
        #expect(light.map(\.id) == ["text-on-page/light/1.4.3-AA", "text-on-page/light/1.4.6-AAA", "text-on-page/light/1.4.3-AA-test-luminance-difference"])
    }

    @Test func findingsCarryTheMetricsValue() throws {
        let findings = try Self.report().findings
        // Independently (Python, WCAG 2.2 luminance): 1 − Y(#777777) = 0.815525005499559 passes 0.5;
        // Y(#999999) − 0 = 0.31854677812509186 fails it.
        let light = try #require(findings.first { $0.appearance == .light })
        let dark = try #require(findings.first { $0.appearance == .dark })
        #expect(abs((light.check?.value ?? 0) - 0.815525005499559) < 1e-12 && light.status == .pass)
        #expect(abs((dark.check?.value ?? 0) - 0.31854677812509186) < 1e-12 && dark.status == .fail)
        #expect(abs((dark.margin ?? 0) - (0.31854677812509186 - 0.5)) < 1e-12)
        #expect(light.ratio == light.contrast.ratio, "ratio stays the WCAG ratio")
        // The one-line story (SARIF, JUnit) says the metric's value and unit.
        #expect(dark.story.hasPrefix("text on page in Dark: 0.318 ΔY, below the 0.5 ΔY WCAG 1.4.3 AA requires for body text (short by 0.181 ΔY);"), "\(dark.story)")
    }

    @Test func jsonWritesTheMetricAndReadsItBack() throws {
        let report = try Self.report()
        let json = try JSONReportWriter().render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let dark = try #require(findings.first { $0["appearance"] as? String == "dark" })
        #expect(dark["metric"] as? String == "test-luminance-difference")
        #expect((dark["value"] as? Double).map { abs($0 - 0.31854677812509186) < 1e-12 } == true)
        #expect(dark["required"] as? Double == 0.5)
        // Read back with the metric's requirement; without it the finding is refused, by name.
        #expect(try JSONReportWriter.read(json, requirements: ContrastRequirement.all + [Self.requirement]) == report)
        #expect {
            try JSONReportWriter.read(json)
        } throws: { error in
            "\(error)".contains("no known requirement is 1.4.3 AA ≥ 0.5 on test-luminance-difference")
        }
    }

    /// A metric's findings have ids, SARIF rules and baseline entries of their own (the
    /// WCAG ratio's stay as they were), and no fix search meant for WCAG 2's ratio is asked
    /// for them.
    @Test func idsRulesAndFixesKeyOnTheMetric() throws {
        let report = try Self.report()
        let dark = try #require(report.findings.first { $0.appearance == .dark })
        #expect(dark.id == "text-on-page/dark/1.4.3-AA-test-luminance-difference")
        #expect(Baseline(report: report).accepted.map(\.id) == ["text-on-page/dark/1.4.3-AA-test-luminance-difference"])

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReportWriter().render(report).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "WCAG-1.4.3-AA-test-luminance-difference")
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules.indices.contains(index) && rules[index]["id"] as? String == "WCAG-1.4.3-AA-test-luminance-difference")
        #expect(rules.prefix(2).compactMap { $0["id"] as? String } == ["WCAG-1.4.3-AA", "WCAG-1.4.6-AAA"], "the WCAG rules keep their places")

        let suggested = try report.withSuggestions()
        #expect(suggested.colorFixes == [], "no palette-level fix from a search that meets another metric")
        #expect(suggested.findings.allSatisfy { $0.suggestion == nil })
    }

    @Test func markdownPrintsTheValueWithItsUnit() throws {
        let markdown = MarkdownReportWriter().render(try Self.report())
        // The value truncated to three decimals, with the metric's unit; the minimum and the shortfall likewise.
        #expect(markdown.contains("| `text` on `page` | dark | body-text | 1.4.3 AA | 0.318 ΔY | 0.5 ΔY | −0.181 ΔY | **FAIL** |"), "\(markdown)")
        #expect(markdown.contains("| `text` on `page` | light | body-text | 1.4.3 AA | 0.815 ΔY | 0.5 ΔY | +0.315 ΔY | pass |"))
    }
}
