import Foundation
import Testing
import AdaptedSystemUI
import ContrastAudit
import AuditTestSupport

/// `--format github` and `--format xcode`: one line per failure, worst first, placed at the
/// file and line that define the failing value. Expected lines follow GitHub's workflow-command
/// syntax (`::error file=…,line=…,title=…::message`, with `%`, CR and LF escaped as `%25`,
/// `%0D`, `%0A`, and `:` and `,` also as `%3A`, `%2C` in properties) and the compilers'
/// `path:line: error: message`.
@Suite struct AnnotationReportTests {
    /// `count` grays from #A0A0A0 up on white as UI components, each failing 1.4.11's 3:1 by
    /// more than the one before (#A0A0A0 on white is 2.67:1).
    static func grays(_ count: Int) throws -> AuditReport {
        var colors: [AdaptiveColor] = []
        for index in 0..<count {
            let level = UInt8(0xA0 + index)
            colors.append(AdaptiveColor("gray\(index)", light: SRGB(red8: level, green8: level, blue8: level), dark: .white))
        }
        colors.append(AdaptiveColor("page", light: .white, dark: .black))
        let palette = Palette(name: "grays", title: "Grays", release: "", source: "", colors: colors)
        let pairings = (0..<count).map { Pairing(foreground: "gray\($0)", background: "page", role: .uiComponent) }
        return try ContrastAuditor(pairings: pairings).audit(palette)
    }

    @Test func githubCommandsAreCappedPerLevelWorstFirst() throws {
        let report = try Self.grays(30)
        let lines = try ReportFormat.github.render(report).split(separator: "\n").map(String.init)
        // 30 AA errors (every gray lighter than #959595 is below 3:1 on white): 10 shown.
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.last == "::notice title=More findings::20 more errors than GitHub shows for one step: see the full report (--format markdown, html or sarif)")
        // The lightest gray is furthest below 3:1: it comes first.
        #expect(lines.first?.hasPrefix("::error title=WCAG 1.4.11 AA%3A gray29 on page::gray29 on page in Light: ") == true, "\(lines.first ?? "")")
    }

    @Test func githubEscapesWhatWouldEndACommand() throws {
        let palette = Palette(name: "odd", title: "Odd", release: "", source: "", colors: [
            AdaptiveColor("50%, a:b\ntext", light: SRGB(red8: 0xAA, green8: 0xAA, blue8: 0xAA), dark: .white),
            AdaptiveColor("page", light: .white, dark: .black),
        ])
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "50%, a:b\ntext", background: "page", role: .bodyText)]).audit(palette)
        let output = try ReportFormat.github.render(report)
        let first = try #require(output.split(separator: "\n").first.map(String.init))
        // The name's line break is shown as the two characters \n (never a raw line break),
        // then GitHub's escapes: % → %25 everywhere, : and , → %3A and %2C in the title.
        #expect(first.hasPrefix(#"::error title=WCAG 1.4.3 AA%3A 50%25%2C a%3Ab\ntext on page::50%25, a:b\ntext on page in Light: "#), "\(first)")
        #expect(output.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
    }

    @Test func githubSaysWhenThereIsNothingToAnnotate() throws {
        let palette = Palette(name: "fine", title: "Fine", release: "", source: "", colors: [
            AdaptiveColor("ink", light: .black, dark: .white), AdaptiveColor("page", light: .white, dark: .black),
        ])
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "page", role: .bodyText)]).audit(palette)
        #expect(try ReportFormat.github.render(report) == "::notice title=Contrast audit::Fine: no failure\n")
    }

    /// A catalog's failure is placed at its color set, at the line of the failing entry,
    /// with an absolute path; an unplaced one is a bare `error:` line.
    @Test func xcodeLinesNameThePlace() throws {
        let catalog = AuditFixtures.url("Xcode/App.xcassets")
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml")
        try "rules:\n  - {foreground: Danger, background: Background, role: body-text}\n".write(to: rules, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: rules) }
        var job = AuditJob(palette: .input(catalog.path), suggestions: false, colorVision: false)
        job.rules = rules.path
        let lines = try ReportFormat.xcode.render(job.run()).split(separator: "\n").map(String.init)
        let danger = catalog.appendingPathComponent("Danger.colorset/Contents.json").standardizedFileURL.path
        #expect(lines.first?.hasPrefix(danger + ":") == true, "\(lines)")
        #expect(lines.first?.contains(": error: Danger on Background in Light, Light · Elevated: 3.569:1") == true, "\(lines)")
        let unplaced = try ReportFormat.xcode.render(Self.grays(1)).split(separator: "\n").map(String.init)
        #expect(unplaced.count == 1 && unplaced[0].hasPrefix("error: gray0 on page in Light: "), "\(unplaced)")
    }

    /// Xcode takes a line's place up to its first colons: a file whose name holds one
    /// (`V:1: error: x.json`) would move the diagnostic to another file and line, so its place
    /// is written in the message instead, after a bare `error:`.
    @Test func xcodeLinesNeverTakeAPlaceFromAFileName() throws {
        let file = try TemporaryFiles.file(named: "V:1: error: x.json", ##"""
            {"name": "brand", "colors": [{"name": "ink", "light": "#777777", "dark": "#EEEEEE"},
              {"name": "paper", "light": "#FFFFFF", "dark": "#000000"}],
             "pairings": [{"foreground": "ink", "background": "paper", "role": "body-text"}]}
            """##)
        defer { TemporaryFiles.remove(file) }
        let report = try AuditJob(palette: .input(file.path), suggestions: false, colorVision: false).run()
        let lines = try ReportFormat.xcode.render(report).split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("error: ") || $0.hasPrefix("warning: ") }, "\(lines)")
        #expect(lines.first?.hasPrefix("error: \(file.path):") == true, "\(lines)")
    }

    /// Twelve pairs that cannot be checked (on a system color the palette cannot resolve) and
    /// twelve errors: nine notices, so that the counting line is the tenth notice GitHub shows.
    @Test func theCountingLineKeepsANoticesPlace() throws {
        var colors = [AdaptiveColor("page", light: .white, dark: .black)]
        var pairings: [Pairing] = []
        for index in 0..<12 {
            let level = UInt8(0xA0 + index)
            colors.append(AdaptiveColor("gray\(index)", light: SRGB(red8: level, green8: level, blue8: level), dark: .white))
            pairings.append(Pairing(foreground: "gray\(index)", background: "page", role: .uiComponent))
            pairings.append(Pairing(foreground: "gray\(index)", background: "tint", role: .uiComponent))
        }
        let palette = Palette(
            name: "mixed", title: "Mixed", release: "", source: "", colors: colors,
            unresolved: [UnresolvedColor(name: "tint", reason: "a system color no palette defines")])
        let report = try ContrastAuditor(pairings: pairings).audit(palette)
        #expect(report.incomplete.count == 12)
        let lines = try ReportFormat.github.render(report).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 10)
        #expect(lines.last == "::notice title=More findings::2 more errors, 3 more pairs not checked than GitHub shows for one step: see the full report (--format markdown, html or sarif)")
    }
}
