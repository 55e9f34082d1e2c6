import Foundation
import Testing
import ContrastAudit
import AuditTestSupport

/// The README's library snippet (`readmeLibrarySnippet()`, in READMELibraryAuditJobExample.swift
/// as written): its paths are the reader's own files, so the same lines run here on a fixture
/// catalog.
@Suite struct READMESnippetTests {
    @Test func theSnippetRunsOnACatalog() throws {
        let catalog = AuditFixtures.url("Sample.xcassets").path
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml")
        try "rules:\n  - foreground: Brand/Ink\n    background: Background\n    role: body-text\n".write(to: rules, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: rules) }
        var job = AuditJob(palette: .input(catalog))
        job.rules = rules.path
        let report = try job.run()
        let markdown = try ReportFormat.markdown.render(report)
        #expect(report.pairings.map(\.id.description) == ["Brand/Ink-on-Background"])
        #expect(report.suggestionsSearched && report.colorVision != nil)
        #expect(markdown.hasPrefix("# Contrast audit: Sample asset catalog"))
        // The snippet itself, on the paths a reader would have: here they do not exist.
        #expect(throws: AuditJobError.self) { try Self.readmeLibrarySnippet() }
    }
}

extension READMESnippetTests {
    /// The getting-started article's excerpt of the first command's report ("It begins:") is
    /// what the default job prints: every line of it but the "…" lines is a line of the
    /// report, in order.
    @Test func theQuickStartExcerptIsTheReport() throws {
        let root = AuditFixtures.repository
        let readme = try String(
            contentsOf: root.appendingPathComponent("Sources/ContrastAudit/ContrastAudit.docc/GettingStarted.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "It begins:\n\n```\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let excerpt = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let report = try MarkdownReportWriter().render(AuditJob().run()).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var position = report.startIndex
        for line in excerpt where line != "…" {
            let found = report[position...].firstIndex(of: line)
            #expect(found != nil, "not in the report, in order: \(line)")
            if let found { position = found + 1 }
        }
        #expect(excerpt.count > 8)
    }
}
