import Foundation
import Testing
import AuditTestSupport

/// Every file or folder of this repository that the README names in code font exists, so the
/// README's layout and extending sections point where a reader can go. A path the README
/// introduces as one to create (`a new …`) is left out, and so is what a run creates.
@Suite struct READMEPathTests {
    static let root = AuditFixtures.repository

    /// Written by a run, not kept in the repository.
    static let created: Set<String> = ["Fuzz/Artifacts/"]

    @Test func everyPathTheREADMENamesExists() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let pattern = /(a new )?`((?:Sources|Tests|Benchmarks|Fuzz|\.ci)\/[^`\s]*)`/
        var checked = 0
        for match in readme.matches(of: pattern) where match.output.1 == nil {
            let path = String(match.output.2)
            guard !Self.created.contains(path) else { continue }
            checked += 1
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "README names \(path), which does not exist")
        }
        #expect(checked >= 10, "only \(checked) paths found in the README")
    }
}
