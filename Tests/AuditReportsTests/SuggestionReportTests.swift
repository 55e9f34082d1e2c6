import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import ContrastAudit

/// Suggestions on an audit's failures: each passes its own requirement in its own cell,
/// measured again here; they survive JSON and appear in every human-facing format.
@Suite struct SuggestionReportTests {
    static let palette = Palette(name: "s", title: "s", release: "", source: "", colors: [
        AdaptiveColor("ink", light: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77), dark: SRGB(red8: 0x55, green8: 0x55, blue8: 0x55)),
        // Gray at 60 %: over white, black at 60 % is #666666 at best (5.74:1: AA, not AAA);
        // over black, white at 60 % is #999999 (7.37:1: both).
        AdaptiveColor(
            "hint", light: SRGB(uncheckedRed: 0.5, green: 0.5, blue: 0.5, alpha: 0.6), dark: SRGB(uncheckedRed: 0.5, green: 0.5, blue: 0.5, alpha: 0.6)),
        AdaptiveColor("mid", light: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77), dark: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77)),
        AdaptiveColor("paper", light: .white, dark: .black),
        AdaptiveColor("white", light: .white, dark: .white),
    ])
    static let pairings = [
        Pairing(foreground: "ink", background: "paper", role: .bodyText),
        Pairing(foreground: "hint", background: "paper", role: .bodyText),
        // White on #777777: black reaches 4.69:1 at most, so AAA's 7:1 has no answer.
        Pairing(foreground: "white", background: "mid", role: .bodyText),
    ]

    @Test func everySuggestionPassesItsOwnRequirement() throws {
        let report = try ContrastAuditor(pairings: Self.pairings).audit(Self.palette).withSuggestions()
        #expect(report.suggestionsSearched)
        var suggested = 0, none = 0
        // Cell by cell: white on mid is one finding covering light and dark.
        for finding in report.findings.flatMap(\.perCell) {
            guard finding.status == .fail, let required = finding.required else {
                #expect(finding.suggestion == nil, "\(finding.id) passes: nothing to suggest")
                continue
            }
            guard let suggestion = finding.suggestion else {
                none += 1
                #expect(["white-on-mid/light/1.4.6-AAA", "white-on-mid/dark/1.4.6-AAA", "hint-on-paper/light/1.4.6-AAA"].contains(finding.id),
                        "\(finding.id) has no suggestion")
                continue
            }
            suggested += 1
            let background = try #require(Self.palette[finding.background]).resolved(for: finding.appearance)
            let ratio = try WCAG.contrastRatio(of: suggestion.color, over: background)
            #expect(ratio >= required, "\(finding.id): \(suggestion.color.hex) gives \(ratio)")
            #expect(suggestion.color.alpha == finding.contrast.foreground.alpha, "alpha kept")
        }
        #expect(suggested >= 5 && none == 3)
        // #777777 on white at AA: the published #767676.
        let ink = try #require(report.findings.first { $0.id == "ink-on-paper/light/1.4.3-AA" })
        #expect(ink.suggestion?.color == SRGB(red8: 0x76, green8: 0x76, blue8: 0x76))
    }

    /// A color over two backgrounds gets one value per failing cell passing both; its
    /// light↔dark character is kept when the same one stays the lighter by at least half the
    /// gap, and named as changed otherwise (a separator light gray in light mode and dark gray
    /// in dark mode must move both toward mid gray to reach 3:1 on white and on black).
    @Test func paletteLevelFixesPassEveryPairAtOnce() throws {
        let palette = Palette(name: "f", title: "f", release: "", source: "", colors: [
            AdaptiveColor("ink", light: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77), dark: SRGB(red8: 0x88, green8: 0x88, blue8: 0x88)),
            AdaptiveColor("rule", light: SRGB(red8: 0xC6, green8: 0xC6, blue8: 0xC8), dark: SRGB(red8: 0x38, green8: 0x38, blue8: 0x3A)),
            AdaptiveColor("paper", light: .white, dark: .black),
            AdaptiveColor("card", light: SRGB(red8: 0xF2, green8: 0xF2, blue8: 0xF7), dark: SRGB(red8: 0x1C, green8: 0x1C, blue8: 0x1E)),
        ])
        let pairings = [
            Pairing(foreground: "ink", background: "paper", role: .bodyText), Pairing(foreground: "ink", background: "card", role: .bodyText),
            Pairing(foreground: "rule", background: "paper", role: .uiComponent), Pairing(foreground: "rule", background: "card", role: .uiComponent),
        ]
        let report = try ContrastAuditor(pairings: pairings).audit(palette).withSuggestions()
        let fixes = try #require(report.colorFixes)
        #expect(fixes.map(\.color) == ["ink", "rule"])
        for fix in fixes {
            for cell in fix.cells {
                let hex = try #require(cell.suggested?.hexRGBA, "\(fix.color) \(cell.appearance.key)")
                let color = try SRGB(parsing: hex)
                let minimum = fix.color == "ink" ? 4.5 : 3.0
                for background in ["paper", "card"] {
                    let over = try #require(palette[background]).resolved(for: cell.appearance)
                    #expect(try WCAG.contrastRatio(of: color, over: over) >= minimum, "\(fix.color) \(hex) on \(background)")
                }
                #expect(cell.pairs == ["paper", "card"])
            }
        }
        // ink: its dark #888888 is the lighter (ΔL* > 0), and stays so.
        let ink = try #require(fixes.first { $0.color == "ink" })
        #expect(ink.keepsCharacter && (ink.lightDark?.deltaLightnessAfter ?? 0) > 0)
        // rule: dark is far darker than light (ΔL* ≈ −56); passing 3:1 on white and on black
        // leaves both near mid gray.
        let rule = try #require(fixes.first { $0.color == "rule" })
        #expect(!rule.keepsCharacter && (rule.lightDark?.deltaLightnessBefore ?? 0) < -50)
        #expect(try ReportFormat.markdown.render(report).contains("| `rule` | light | `#C6C6C8` |"))
        #expect(try ReportFormat.html.render(report).contains("<h2 id=\"suggested-colors\">Suggested colors (2)</h2>"))
    }

    /// A fix judged only as a foreground can break the pairs where the color is the
    /// background: a light tint (#7AB8FF, luminance 0.45) made dark enough for 4.5:1 as link
    /// text on white (luminance at most 0.183) no longer carries #333333 text (luminance
    /// 0.033) at 4.5:1 — (0.183 + 0.05) / (0.033 + 0.05) ≈ 2.8. Listed.
    @Test func fixesNameThePairsTheyWouldBreak() throws {
        let palette = Palette(name: "b", title: "b", release: "", source: "", colors: [
            AdaptiveColor("tint", light: SRGB(red8: 0x7A, green8: 0xB8, blue8: 0xFF), dark: SRGB(red8: 0x7A, green8: 0xB8, blue8: 0xFF)),
            AdaptiveColor("ink", light: SRGB(red8: 0x33, green8: 0x33, blue8: 0x33), dark: SRGB(red8: 0x33, green8: 0x33, blue8: 0x33)),
            AdaptiveColor("paper", light: .white, dark: .white),
        ])
        let pairings = [
            Pairing(foreground: "tint", background: "paper", role: .bodyText),
            Pairing(foreground: "ink", background: "tint", role: .bodyText),
        ]
        let report = try ContrastAuditor(pairings: pairings).audit(palette).withSuggestions()
        let cell = try #require(report.colorFixes?.first { $0.color == "tint" }?.cells.first { $0.appearance == .light })
        let hex = try #require(cell.suggested?.hexRGBA)
        let fixed = try SRGB(parsing: hex)
        // Independently: the ink on the new tint, against 4.5.
        let inkOnTint = try WCAG.contrastRatio(of: SRGB(red8: 0x33, green8: 0x33, blue8: 0x33), over: fixed)
        #expect(inkOnTint < 4.5 && cell.breaks == ["ink-on-tint"], "\(hex): ink on it \(inkOnTint), breaks \(cell.breaks)")
        #expect(try ReportFormat.markdown.render(report).contains("would break `ink-on-tint`"))
    }

    /// The character is measured as seen: a translucent separator over white and over black.
    /// #3C3C43 at 29 % over white is light (L* ≈ 82); #545458 at 60 % over black is dark
    /// (L* ≈ 23): dark is far darker (ΔL* < −50), though the raw components say the opposite.
    @Test func characterIsMeasuredAsSeen() throws {
        let palette = Palette(name: "s", title: "s", release: "", source: "", colors: [
            AdaptiveColor(
                "separator", light: SRGB(uncheckedRed: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, alpha: 0.29),
                dark: SRGB(uncheckedRed: 0x54 / 255, green: 0x54 / 255, blue: 0x58 / 255, alpha: 0.6)),
            AdaptiveColor("paper", light: .white, dark: .black),
        ])
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "separator", background: "paper", role: .uiComponent)])
            .audit(palette).withSuggestions()
        let fix = try #require(report.colorFixes?.first)
        let lightDark = try #require(fix.lightDark)
        #expect(lightDark.deltaLightnessBefore < -50, "\(lightDark)")
    }

    @Test func suggestionsSurviveJSONAndShowInEveryFormat() throws {
        let report = try ContrastAuditor(pairings: Self.pairings).audit(Self.palette).withSuggestions()
        let json = try ReportFormat.json.render(report)
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8))
        #expect(decoded.suggestionsSearched)
        #expect(decoded.findings.map(\.suggestion) == report.findings.map(\.suggestion))
        let markdown = try ReportFormat.markdown.render(report)
        #expect(markdown.contains("| suggested foreground #767676 (4.542:1, ΔE00 0.39) |"))
        #expect(markdown.contains("| no sRGB foreground reaches 7:1 |"))
        let html = try ReportFormat.html.render(report)
        #expect(html.contains("Suggested foreground #767676 (4.542:1, ΔE00 0.39)"))
        #expect(try ReportFormat.summary.render(report).contains("| light | 4.478 → 4.5 (1.4.3 AA) | `#767676` |"))
        #expect(try ReportFormat.sarif.render(report).contains("; suggested foreground #767676"))
        // Not searched: no column, no phrase.
        let plain = try ContrastAuditor(pairings: Self.pairings).audit(Self.palette)
        #expect(!(try ReportFormat.markdown.render(plain)).contains("suggest"))
    }

    /// With a budget of one search, errors come first: `ink on paper` (an AA error in light)
    /// is searched; the other failures are marked as not searched — never shown as "no sRGB
    /// foreground reaches" — counted, named in every format, and no palette fix is searched.
    @Test func searchesStopAtTheBudgetAndSaySo() throws {
        let audit = try ContrastAuditor(pairings: Self.pairings).audit(Self.palette)
        let report = try audit.withSuggestions(budget: 1)
        let failures = report.findings.filter { $0.status == .fail }
        let searched = failures.filter { !$0.suggestionNotSearched }
        #expect(searched.map(\.id) == ["ink-on-paper/light/1.4.3-AA"])
        #expect(searched.first?.suggestion?.color.hex == "#767676")
        #expect(report.suggestionsNotSearched == failures.count - 1)
        #expect(report.suggestionsNotSearched > 0)
        #expect(report.colorFixes == nil)
        for finding in failures where finding.suggestionNotSearched {
            #expect(finding.suggestion == nil)
            #expect(finding.suggestionPhrase(searched: true)?.hasPrefix("no suggestion searched") == true)
        }
        // The budget is the caller's (here 1), so the line names none.
        let line = "Suggestions stopped at the audit's search budget: \(report.suggestionsNotSearched) failures were not searched"
        #expect(try ReportFormat.markdown.render(report).contains(line))
        #expect(try ReportFormat.summary.render(report).contains(line))
        let html = try ReportFormat.html.render(report)
        #expect(html.contains("Suggestions stopped at the audit") && html.contains("\(report.suggestionsNotSearched) failures were not searched"))
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(try ReportFormat.json.render(report).utf8))
        #expect(decoded.suggestionsNotSearched == report.suggestionsNotSearched)
        #expect(decoded.findings.map(\.suggestionNotSearched) == report.findings.map(\.suggestionNotSearched))
        // Within the budget nothing is marked.
        let full = try audit.withSuggestions()
        #expect(full.suggestionsNotSearched == 0 && !full.findings.contains { $0.suggestionNotSearched })
        #expect(!(try ReportFormat.markdown.render(full)).contains("Suggestions stopped"))
    }

    /// The seed's palette: its translucent labels and separators have no fix at their own
    /// alpha for some requirements; with the fixes that change the alpha, every failure has
    /// one, each passing as measured here, and they survive JSON and show in the reports.
    @Test func everyFailureHasAFixAtSomeAlpha() throws {
        let report = try ContrastAuditor().audit(.adaptedSystemUI).withSuggestions()
        let failing = report.findings.filter { $0.status == .fail && $0.requirement?.metric.id == ContrastMetric.wcag2Ratio.id }
        let keptAlphaOnly = failing.filter { $0.suggestion == nil }
        #expect(!keptAlphaOnly.isEmpty, "the seed palette has failures no color at its alpha fixes")
        #expect(keptAlphaOnly.allSatisfy { !$0.contrast.foreground.isOpaque })
        for finding in failing {
            let fix = finding.translucentFix
            #expect(finding.suggestion != nil || fix?.alphaColor != nil || fix?.opaque != nil, "\(finding.id)")
            #expect((fix != nil) == !finding.contrast.foreground.isOpaque, "\(finding.id)")
            let minimum = try #require(finding.required)
            if let alpha = fix?.alphaColor {
                let ratio = try ContrastMeasurement(of: alpha, over: finding.contrast.background, on: finding.contrast.base).ratio
                #expect(ratio >= minimum && alpha.alpha > finding.contrast.foreground.alpha, "\(finding.id)")
                let below = SRGB(uncheckedRed: alpha.red, green: alpha.green, blue: alpha.blue, alpha: ((alpha.alpha * 255).rounded() - 1) / 255)
                #expect(try ContrastMeasurement(of: below, over: finding.contrast.background, on: finding.contrast.base).ratio < minimum,
                        "\(finding.id): one step less alpha fails")
            }
            if let opaque = fix?.opaque {
                #expect(opaque.color.isOpaque)
                #expect(try ContrastMeasurement(of: opaque.color, over: finding.contrast.background, on: finding.contrast.base).ratio >= minimum)
            }
        }
        let json = try ReportFormat.json.render(report)
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(json.utf8))
        #expect(decoded.findings.map(\.translucentFix) == report.findings.map(\.translucentFix))
        try ReportSchemaTests.check(report)
        let sample = try #require(keptAlphaOnly.first)
        let phrase = try #require(sample.suggestionPhrase(searched: true))
        #expect(phrase.contains("at its alpha reaches") && (phrase.contains("or the same color at alpha") || phrase.contains("or opaque #")), "\(phrase)")
        let markdown = try ReportFormat.markdown.render(report)
        #expect(markdown.contains("; or the same color at alpha") || markdown.contains("; or opaque #"))
    }
}

extension SuggestionReportTests {
    /// WCAG 2.2's contrast of a translucent color over an opaque one, written here apart:
    /// source-over compositing in gamma-encoded sRGB (as browsers and UIKit draw), then the
    /// relative luminance of IEC 61966-2-1's transfer function.
    static func independentRatio(_ fg: (Double, Double, Double), alpha: Double, over bg: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4) }
        func luminance(_ c: (Double, Double, Double)) -> Double { 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2) }
        let seen = (fg.0 * alpha + bg.0 * (1 - alpha), fg.1 * alpha + bg.1 * (1 - alpha), fg.2 * alpha + bg.2 * (1 - alpha))
        let (a, b) = (luminance(seen), luminance(bg))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A translucent color's palette-level fix includes the same color at the smallest 8-bit
    /// alpha that meets every pair of the cell: for UIKit's placeholderText (#3C3C43 at 30 %)
    /// over the six light backgrounds, the alpha found here apart, where no color at its own
    /// alpha passes them all.
    @Test func paletteFixesOfTranslucentColorsRaiseTheAlpha() throws {
        let report = try AuditJob().run()
        let fix = try #require(report.colorFixes?.first { $0.color == "placeholderText" }?.cells.first { $0.appearance == .light })
        #expect(fix.suggested == nil)
        let alpha = try #require(fix.alphaSuggested)
        let backgrounds = report.findings.filter { $0.foreground == "placeholderText" && $0.cells.contains(.light) }
            .map { finding in
                let c = finding.contrast.seenBackground
                return (c.red, c.green, c.blue)
            }
        #expect(Set(report.findings.filter { $0.foreground == "placeholderText" }.map(\.background)).count == 6)
        #expect(!backgrounds.isEmpty)
        let color = (60.0 / 255, 60.0 / 255, 67.0 / 255)
        func passesAll(_ alpha8: Int) -> Bool {
            backgrounds.allSatisfy { Self.independentRatio(color, alpha: Double(alpha8) / 255, over: $0) >= 4.5 }
        }
        let expected = try #require((77...255).first(where: passesAll))
        #expect(Int((alpha.alpha * 255).rounded()) == expected)
        #expect(alpha.hexRGBA.hasPrefix("#3C3C43"))
        #expect(MarkdownReportWriter().render(report).contains("; the same color at alpha \(Decimals.truncated(Double(expected) / 255 * 100, digits: 1)) % does, `\(alpha.hexRGBA)`"))
        // Decoded back from JSON.
        let decoded = try JSONReportWriter.read(try JSONReportWriter().render(report))
        #expect(decoded.colorFixes == report.colorFixes)
    }
}

extension SuggestionReportTests {
    /// An audit searches each distinct pair once and hands its suggestion to every finding of
    /// it: each is the one a search of its own gives, and so is each translucent fix and each
    /// palette-level fix.
    @Test func anAuditsSuggestionsAreTheSearchsOwn() throws {
        let report = try AuditJob(palette: "adapted-system-ui", colorVision: false).run()
        var translucent = 0
        for finding in report.findings where finding.status == .fail && finding.requirement?.metric.id == ContrastMetric.wcag2Ratio.id {
            let measured = finding.contrast
            let own = try ContrastSuggestion.nearest(to: measured.foreground, over: measured.background, on: measured.base, minimum: finding.requirement!.minimum)
            #expect(finding.suggestion == own, "\(finding.id)")
            if !measured.foreground.isOpaque {
                translucent += 1
                let fix = try TranslucentFix.search(for: measured.foreground, over: measured.background, on: measured.base, minimum: finding.requirement!.minimum)
                #expect(finding.translucentFix == fix, "\(finding.id)")
            }
        }
        #expect(translucent > 20, "translucent foregrounds are among them")
        let fixes = try #require(report.colorFixes)
        #expect(try ColorFix.fixes(for: report) == fixes)
    }
}
