// README, "The library": the whole audit in one call, exactly as the README shows it. Its paths
// are the reader's own files; READMESnippetTests runs the same lines on a fixture catalog.
import ContrastAudit

extension READMESnippetTests {
    static func readmeLibrarySnippet() throws -> String {
        // What `darkmode-audit audit` does, in one call. The palette is whatever `--palette` accepts:
        // a built-in name, a palette file, asset catalogs, design tokens.
        var job = AuditJob(palette: "Brand.xcassets")
        job.rules = "contrast-rules.yaml"        // optional, as are baseline, baseBackground, appearances
        let report = try job.run()               // audit, color vision, baseline, suggestions
        let markdown = try ReportFormat.markdown.render(report)
        return markdown
    }
}
