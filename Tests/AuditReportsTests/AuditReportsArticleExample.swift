// The AuditReports article's example (Sources/AuditReports/AuditReports.docc), exactly as the
// article shows it, run.
import AdaptedSystemUI
import ContrastAudit
import Testing

@Suite struct AuditReportsArticleExample {
    @Test func everyWriterRendersTheAudit() throws {
        let report = try ContrastAuditor().audit(Palette.appleIOS26)
        let markdown = MarkdownReportWriter().render(report)  // for a pull request
        let json = try JSONReportWriter().render(report)      // for tools; decodes back
        let html = HTMLReportWriter().render(report)          // with swatches
        #expect(markdown.hasPrefix("#"))
        #expect(try JSONReportWriter.read(json).findings.count == report.findings.count)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }
}
