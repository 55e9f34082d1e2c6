// The ContrastAudit article's example (Sources/ContrastAudit/ContrastAudit.docc), exactly as the
// article shows it. Compiled, not run: its audit job reads the reader's own catalog and rules.
import AdaptedSystemUI
import ContrastAudit

enum ContrastAuditArticleExample {
    static func auditAndReports() throws {
        let report = try ContrastAuditor().audit(Palette.appleIOS26)
        print(report.summary.errors)                          // AA failures

        // What `darkmode-audit audit` does, in one call: any input the command line takes (a palette
        // file, an asset catalog, design tokens), a rules file, color vision, a baseline, suggestions.
        let brand = try AuditJob(palette: "Brand.xcassets", rules: "contrast-rules.yaml").run()
        let markdown = MarkdownReportWriter().render(report)  // for a pull request
        let json = try JSONReportWriter().render(report)      // for tools; decodes back
        let html = HTMLReportWriter().render(report)          // with swatches
        _ = (brand, markdown, json, html)
    }
}
