import AdaptedSystemUI
import AuditModel
@testable import AuditReports
import ColorContrast
import Foundation
import Testing

/// The HTML report's first screen is color: the palette as a strip, light above dark, and the
/// worst failing pairs drawn — pairs drawn in code first, then declared, then guessed — each
/// saying how it was found, before the numbers. Ratios are WCAG 2.2's, computed
/// independently (Python): #AAAAAA on white 2.3231…, #999999 on white 2.8472…, #777777 on
/// white 4.4780….
@Suite struct HTMLGlanceTests {
    static func gray(_ value: UInt8) -> SRGB { SRGB(red8: value, green8: value, blue8: value) }

    /// Eight failing text pairs over Paper: Faint (#AAAAAA) from names, Dim (#999999) declared,
    /// Muted (#777777) drawn in code, and five more from names below them all.
    static func report() throws -> AuditReport {
        var colors = [
            AdaptiveColor("Faint", light: gray(0xAA), dark: gray(0xAA)), AdaptiveColor("Dim", light: gray(0x99), dark: gray(0x99)),
            AdaptiveColor("Muted", light: gray(0x77), dark: gray(0x77)), AdaptiveColor("Paper", light: .white, dark: .white),
        ]
        var pairings = [
            Pairing(foreground: "Faint", background: "Paper", role: .bodyText, inferred: true),
            Pairing(foreground: "Dim", background: "Paper", role: .bodyText),
            Pairing(
                foreground: "Muted", background: "Paper", role: .bodyText, origin: .code, confidence: .high,
                evidence: [PairEvidence(file: "App/Views/NoteRow.swift", line: 12, column: 9, kind: .foreground)]),
        ]
        for index in 0..<5 {
            colors.append(AdaptiveColor("Gray\(index)", light: gray(0xA0 + UInt8(index)), dark: gray(0xA0 + UInt8(index))))
            pairings.append(Pairing(foreground: "Gray\(index)", background: "Paper", role: .bodyText, inferred: true))
        }
        let palette = Palette(name: "grays", title: "Grays", release: "", source: "", colors: colors)
        return try ContrastAuditor(pairings: pairings).audit(palette).withSuggestions()
    }

    static func glance(_ html: String) throws -> String {
        try #require(html.components(separatedBy: "<section class=\"glance\"").dropFirst().first?.components(separatedBy: "</section>").first)
    }

    @Test func colorComesBeforeTheNumbers() throws {
        let html = HTMLReportWriter().render(try Self.report())
        let glance = try #require(html.range(of: "<section class=\"glance\""))
        let summary = try #require(html.range(of: "<h2 id=\"summary\">"))
        #expect(glance.lowerBound < summary.lowerBound)
        let strip = try Self.glance(html)
        // Nine colors, each with its light and dark value as 6-digit hex (opaque).
        #expect(strip.components(separatedBy: "<span class=\"tone\"").count - 1 == 9)
        #expect(strip.contains("title=\"Faint: #AAAAAA light, #AAAAAA dark\""))
    }

    @Test func theWorstSixDrawnInCodeFirstThenDeclaredThenGuessed() throws {
        let glance = try Self.glance(HTMLReportWriter().render(try Self.report()))
        let titles = glance.matches(of: #/<h3>([A-Za-z0-9]+) on Paper /#).map { String($0.output.1) }
        #expect(titles.count == HTMLReportWriter.worstShownFirst)
        // Muted (4.478, drawn in code) before Dim (2.847, declared) before Faint (2.323, guessed).
        #expect(Array(titles.prefix(3)) == ["Muted", "Dim", "Faint"], "\(titles)")
        #expect(glance.contains("Drawn in NoteRow.swift:12."))
        #expect(glance.contains("Declared in the rules file."))
        #expect(glance.contains("Guessed from the colors&#39; names: confirm it is drawn."))
        #expect(glance.contains("now: 4.478:1"))
        #expect(glance.contains("fails in Light, Dark."))
        #expect(glance.contains("ΔE00 is how far a fix moves the color"))
    }

    @Test func appearancesInADesignersWords() {
        #expect(Appearance.darkHighContrastElevated.displayName == "Dark · Increased contrast · Elevated")
        #expect(Appearance.light.displayName == "Light")
        let all = Set(Appearance.allCases)
        #expect(HTMLReportWriter.appearancesPhrase(all, of: Appearance.allCases) == "Light (every variant), Dark (every variant)")
        #expect(HTMLReportWriter.appearancesPhrase([.dark, .darkElevated], of: Appearance.allCases) == "Dark, Dark · Elevated")
        #expect(HTMLReportWriter.appearancesPhrase([.light, .dark], of: [.light, .dark]) == "Light, Dark")
    }
}
