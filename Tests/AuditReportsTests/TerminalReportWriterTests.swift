import AdaptedSystemUI
import AuditModel
import AuditReports
import ColorContrast
import Testing

/// The report for a person at a terminal. Ratios are WCAG 2.2's, computed independently
/// (Python, the formula as published): #AAAAAA on white 2.3231…, #777777 on white 4.4780…,
/// #777777 on black 4.6894…, #AAAAAA on black 9.0395….
@Suite struct TerminalReportWriterTests {
    static let gray77 = SRGB(red8: 0x77, green8: 0x77, blue8: 0x77)
    static let grayAA = SRGB(red8: 0xAA, green8: 0xAA, blue8: 0xAA)

    /// Faint (#AAAAAA) and Muted (#777777) as body text on Paper, white in light and black in
    /// dark, plus `extra` pairs of their own.
    static func report(extra: Int = 0, name muted: String = "Muted") throws -> AuditReport {
        var colors = [
            AdaptiveColor("Faint", light: grayAA, dark: grayAA), AdaptiveColor(muted, light: gray77, dark: gray77),
            AdaptiveColor("Paper", light: .white, dark: .black),
        ]
        var pairings = [
            Pairing(foreground: muted, background: "Paper", role: .bodyText), Pairing(foreground: "Faint", background: "Paper", role: .bodyText),
        ]
        for index in 0..<extra {
            colors.append(AdaptiveColor("Gray\(index)", light: SRGB(red8: 0xB0, green8: 0xB0, blue8: UInt8(index)), dark: .black))
            pairings.append(Pairing(foreground: "Gray\(index)", background: "Paper", role: .bodyText))
        }
        let palette = Palette(name: "grays", title: "Grays", release: "", source: "", colors: colors)
        return try ContrastAuditor(pairings: pairings).audit(palette).withSuggestions()
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func countsThenErrorsThenWarningsEachWorstFirst() throws {
        let text = TerminalReportWriter(width: 100).render(try Self.report())
        let lines = Self.lines(text)
        #expect(lines[0] == "Contrast audit: Grays")
        #expect(lines[1].hasPrefix("2 pairs in light and dark: 2 errors, "), "\(lines[1])")
        let errors = try #require(lines.firstIndex(of: "Errors (WCAG AA), worst first: 2 pairs"))
        let warnings = try #require(lines.firstIndex(of: "Warnings (WCAG AAA), worst first: 2 pairs"))
        #expect(errors < warnings)
        // Faint (2.323) falls further below 4.5 than Muted (4.478): it comes first.
        #expect(lines[errors + 1] == "✗ Faint on Paper · body text (1.4.3 AA) · rules file", "\(lines[errors + 1])")
        #expect(lines[errors + 2].hasPrefix("    Light 2.323:1 → 4.5:1, fix #"), "\(lines[errors + 2])")
        #expect(lines[errors + 3].hasPrefix("✗ Muted on Paper · body text (1.4.3 AA)"))
        #expect(lines[errors + 4].hasPrefix("    Light 4.478:1 → 4.5:1, fix #"), "\(lines[errors + 4])")
        // Muted fails AAA in light (4.478) and in dark (4.689), worst first; Faint in light only.
        #expect(lines[warnings + 1].hasPrefix("! Faint on Paper · body text (1.4.6 AAA)"))
        #expect(lines[warnings + 3].hasPrefix("! Muted on Paper · body text (1.4.6 AAA)"))
        #expect(lines[warnings + 4].hasPrefix("    Light 4.478:1 → 7:1, fix #"), "\(lines[warnings + 4])")
        #expect(lines[warnings + 4].contains("; Dark 4.689:1 → 7:1, fix #"), "\(lines[warnings + 4])")
        #expect(!text.contains("\u{1B}"))
    }

    @Test(arguments: [40, 57, 80]) func everyLineFitsTheWidth(width: Int) throws {
        let writer = TerminalReportWriter(width: width, colors: .trueColor)
        for line in Self.lines(writer.render(try Self.report(extra: 3, name: "AVeryLongColorNameThatNoTerminalLineOfFortyColumnsCanHold"))) {
            let visible = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
            #expect(visible.count <= width, "\(visible.count) columns: \(visible)")
        }
    }

    @Test func colorsOnlyWhenAsked() throws {
        let report = try Self.report()
        let basic = TerminalReportWriter(colors: .basic).render(report)
        #expect(basic.contains("\u{1B}[1;31m✗\u{1B}[0m Faint on Paper"))
        #expect(basic.contains("\u{1B}[1;33m!\u{1B}[0m Faint on Paper"))
        #expect(!basic.contains("38;2;"), "no 24-bit color unless the terminal shows it")
        // The specimen: Faint over Paper as seen in light, its worst appearance.
        let full = TerminalReportWriter(colors: .trueColor).render(report)
        #expect(full.contains("\u{1B}[38;2;170;170;170;48;2;255;255;255m Aa \u{1B}[0m"))
    }

    @Test func namesFromTheInputCannotDriveTheTerminal() throws {
        let text = TerminalReportWriter().render(try Self.report(name: "Muted\u{1B}]0;owned\u{07}"))
        #expect(text.contains("Muted\\u{1B}]0;owned\\u{7} on Paper"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func pastTenPairsTheOthersAreCounted() throws {
        // Every Gray pair (#B0B0xx on white, below 2.2:1) fails AA: 25 + Faint + Muted.
        let lines = Self.lines(TerminalReportWriter(width: 120).render(try Self.report(extra: 25)))
        #expect(lines.contains("Errors (WCAG AA), worst first: 27 pairs"))
        #expect(lines.filter { $0.hasPrefix("✗ ") }.count == TerminalReportWriter.pairsShown)
        #expect(lines.contains("… and 17 more pairs with errors: `--format html -o report.html` shows every pair."))
    }
}
