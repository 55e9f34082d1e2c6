import Foundation
import AdaptedSystemUI
import ColorScience
@testable import ContrastAudit
import Testing
import AuditTestSupport

/// The report built in one call, its steps as inputs (`ContrastAuditor.report(for:…)`).
@Suite struct ReportAssemblyTests {
    /// `#777777` on white is 4.48:1 (WCAG 2.2 relative luminance 0.1845: 1.05 / 0.2345), short of
    /// AA's 4.5:1 and AAA's 7:1 for body text; `#999999` on black is 7.37:1 and passes both.
    static let palette = Palette(name: "one failure", title: "One failure", release: "test", source: "test", colors: [
        AdaptiveColor("text", light: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77), dark: SRGB(red8: 0x99, green8: 0x99, blue8: 0x99)),
        AdaptiveColor("page", light: .white, dark: .black),
    ])
    static let auditor = ContrastAuditor(pairings: [Pairing(foreground: "text", background: "page", role: .bodyText)])

    @Test func everyStepIsAnInput() throws {
        let measured = try Self.palette.measured()
        let audit = try Self.auditor.report(for: measured)
        #expect(audit.colorVision == nil && !audit.suggestionsSearched && audit.colorFixes == nil)
        #expect(audit.findings.filter { $0.status == .fail }.map { $0.criterion?.level } == [.aa, .aaa])

        let full = try Self.auditor.report(for: measured, colorVision: ColorVisionChecker(groups: [.systemStatus]), suggestions: .init())
        #expect(full.colorVision != nil && full.suggestionsSearched)
        #expect(full.colorFixes?.map(\.color) == ["text"], "a palette-level fix for the failing color")
        #expect(full.findings.filter { $0.status == .fail }.allSatisfy { $0.suggestion != nil })
    }

    /// The baseline is applied before the suggestions: an accepted failure gets no
    /// palette-level fix.
    @Test func aBaselineComesBeforeTheSuggestions() throws {
        let measured = try Self.palette.measured()
        let baseline = Baseline(report: try Self.auditor.report(for: measured))
        let report = try Self.auditor.report(for: measured, baseline: baseline, suggestions: .init())
        #expect(report.summary.accepted == 2)
        #expect(report.colorFixes?.isEmpty == true)
    }

    /// A baseline file written in schema 1 (committed, its ids as the format has always written
    /// them) still accepts today's findings.
    @Test func aBaselineWrittenBeforeStillApplies() throws {
        let path = AuditFixtures.url("Baselines/one-failure-schema-1.json").path
        let report = try Self.auditor.report(for: try Self.palette.measured(), baseline: try Baseline.read(path))
        #expect(report.summary.accepted == 2)
        #expect(report.findings.filter { $0.status == .fail }.allSatisfy { $0.accepted })
    }
}
