import Foundation
import Testing

/// Every Swift example of the ContrastTesting article is compiled in this target, as written:
/// each block of the article must appear, line for line, in one of the `Article…Example.swift`
/// files (a block inside a test function, indented). The one exception is the manifest
/// fragment (`.testTarget(…)`), which is Package.swift syntax, not a source file.
@Suite struct DocumentationSnippetTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let article = here.appendingPathComponent("../../Sources/ContrastTesting/ContrastTesting.docc/ContrastTesting.md")

    /// The ```swift blocks of a Markdown text, in order.
    static func swiftBlocks(of markdown: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyExampleOfTheArticleIsCompiledHere() throws {
        let blocks = Self.swiftBlocks(of: try String(contentsOf: Self.article, encoding: .utf8))
        #expect(blocks.count == 4)
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.here.path)
            .filter { $0.hasPrefix("Article") && $0.hasSuffix("Example.swift") }
            .map { try String(contentsOf: Self.here.appendingPathComponent($0), encoding: .utf8) }
        #expect(sources.count == 3)
        // Lines compared without their leading white space: a block may sit inside a function.
        let compiled = sources.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } } }
        for block in blocks where block.first?.hasPrefix(".testTarget(") != true {
            let lines = block.map { Substring($0.drop { $0 == " " }) }
            let found = compiled.contains { file in
                file.indices.contains { start in
                    start + lines.count <= file.count && Array(file[start..<start + lines.count]) == lines
                }
            }
            #expect(found, "not compiled in a test: \(block.prefix(3).joined(separator: " / ")) …")
        }
    }
}
