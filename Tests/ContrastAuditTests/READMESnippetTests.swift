import Foundation
import Testing
import ContrastAudit

/// The README's library snippet (`readmeLibrarySnippet()`, in READMELibraryAuditJobExample.swift
/// as written): its paths are the reader's own files, so the same lines run here on a fixture
/// catalog.
@Suite struct READMESnippetTests {
    @Test func theSnippetRunsOnACatalog() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Sample.xcassets").path
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
