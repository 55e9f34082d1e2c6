import Foundation
import Testing
import AuditTestSupport

/// Every file or folder of this repository that the README or a DocC article names in code
/// font exists, and so does every file the README links to, so the layout and extending
/// sections and the README's links point where a reader can go. A path a document introduces
/// as one to create (`a new …`) is left out, and so is what a run creates.
@Suite struct READMEPathTests {
    static let root = AuditFixtures.repository

    /// Written by a run, not kept in the repository.
    static let created: Set<String> = ["Fuzz/Artifacts/"]

    /// The README and every article of every DocC catalog, relative to the package.
    static let documents = DocumentationSnippetTests.documents

    static func text(of document: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test(arguments: documents) func everyPathADocumentNamesExists(document: String) throws {
        let pattern = /(a new )?`((?:Sources|Tests|Benchmarks|Fuzz|\.ci)\/[^`\s]*)`/
        for match in try Self.text(of: document).matches(of: pattern) where match.output.1 == nil {
            let path = String(match.output.2)
            guard !Self.created.contains(path) else { continue }
            #expect(Self.exists(path), "\(document) names \(path), which does not exist")
        }
    }

    @Test func theREADMENamesPathsAndLinksToFilesThatExist() throws {
        let readme = try Self.text(of: "README.md")
        let links = readme.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }.filter { !$0.contains("://") }
        #expect(links.count >= 10, "only \(links.count) relative links in the README")
        for link in links {
            #expect(Self.exists(link), "the README links to \(link), which does not exist")
        }
        // The articles the README sends readers to are in their catalogs' topics, so the
        // built documentation shows them too.
        for link in links where link.hasSuffix(".md") && link.contains(".docc/") {
            let parts = link.split(separator: "/")
            let catalog = parts.dropLast().joined(separator: "/")
            let article = String(parts.last!.dropLast(".md".count))
            let module = String(parts[parts.count - 2].dropLast(".docc".count))
            let rootPage = try Self.text(of: "\(catalog)/\(module).md")
            let curated = try Self.text(of: link).hasPrefix("# ``") || rootPage.contains("<doc:\(article)>")
            #expect(curated, "\(link) is not in \(module)'s topics")
        }
    }

    @Test func theDocumentsNameEnoughPathsToBeWorthChecking() throws {
        let named = try Self.documents.map { try Self.text(of: $0).matches(of: /`(?:Sources|Tests|Benchmarks|Fuzz|\.ci)\//).count }
        #expect(named.reduce(0, +) >= 20)
    }
}
