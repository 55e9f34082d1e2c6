import AuditTestSupport
import Foundation
import Testing

/// Every ```swift block of the README and of the DocC catalogs is compiled by a test target, as
/// written: its lines (leading white space ignored, so a block may sit inside a function or a
/// type) appear one after another in a Swift file under `Tests/`. A block that starts with
/// imports and then has statements cannot be one run of lines in a compiled file (statements
/// are top-level code only in `main.swift`), so its imports are the file's imports — the file
/// imports nothing else but `Testing` — and the rest of the block is one run of lines in it.
///
/// A block is left out only as a manifest fragment (Package.swift syntax, checked by SwiftPM in
/// the reader's package, not a source file) or as one of ``notCompiledHere``.
@Suite struct DocumentationSnippetTests {
    static let packageRoot = AuditFixtures.repository

    /// A block that cannot compile on Linux, named by its document and its first line that is
    /// not a comment, so that a new block is never exempted by accident.
    struct Exemption: CustomStringConvertible {
        let document: String
        let firstCodeLine: String
        let reason: String
        var description: String { "\(document): \(firstCodeLine)" }
    }

    static let notCompiledHere: [Exemption] = [
        Exemption(
            document: "Sources/ContrastAudit/ContrastAudit.docc/AuditingAnApp.md",
            firstCodeLine: "Text(caption).foregroundColor(.muted)",
            reason: "an app's SwiftUI code, which does not build on Linux: SuppressionTests scans the block as written"),
        Exemption(
            document: "Sources/AdaptedSystemUI/AdaptedSystemUI.docc/DefiningYourOwnPalette.md",
            firstCodeLine: #"let hero = AdaptiveValue(light: "TheFellowship", dark: "FrodoWithTheRing")"#,
            reason: "sets a UIImageView's image with UIImage(named:): UIKit"),
        Exemption(
            document: "Sources/PerseusDarkMode/PerseusDarkMode.docc/MigratingFromPerseusDarkMode.md",
            firstCodeLine: "public override func traitCollectionDidChange(_ previous: UITraitCollection?) {",
            reason: "the original library's UIWindow override (UIKit), shown as the code the migration replaces"),
        Exemption(
            document: "Sources/PerseusDarkMode/PerseusDarkMode.docc/MigratingFromPerseusDarkMode.md",
            firstCodeLine: "AppearanceService.register(observer: view, selector: #selector(view.makeUp))",
            reason: "the original library's #selector registration (Objective-C runtime, Darwin only), "
                + "shown as the code the migration replaces"),
    ]

    struct Block: CustomStringConvertible {
        let document: String
        let line: Int
        let lines: [String]
        var description: String { "\(document):\(line)" }

        /// The first line that is neither blank nor a comment.
        var firstCodeLine: String? {
            lines.map(trimmed).first { !$0.isEmpty && !$0.hasPrefix("//") }
        }

        /// Package.swift syntax: a `.package(…)`, `.testTarget(…)`, `dependencies:` or
        /// `targets:` fragment of the reader's manifest.
        var isManifestFragment: Bool {
            guard let first = firstCodeLine else { return false }
            return [".package(", ".testTarget(", "dependencies:", "targets:"].contains { first.hasPrefix($0) }
        }

        /// The block's `import` lines, all in its leading run of imports, comments and blank lines.
        var imports: [String] { Array(lines.map(trimmed).prefix(while: Self.isHeader).filter(Self.isImport)) }

        /// What follows the last leading import, without the blank lines before it.
        var body: [String] {
            let header = lines.map(trimmed).prefix(while: Self.isHeader)
            guard let lastImport = header.lastIndex(where: Self.isImport) else { return lines.map(trimmed) }
            return Array(lines.map(trimmed)[(lastImport + 1)...].drop { $0.isEmpty })
        }

        static func isImport(_ line: String) -> Bool { line.hasPrefix("import ") }
        static func isHeader(_ line: String) -> Bool { line.isEmpty || line.hasPrefix("//") || isImport(line) }
    }

    static func trimmed(_ line: some StringProtocol) -> String {
        String(line.drop { $0 == " " || $0 == "\t" })
    }

    /// The ```swift blocks of a Markdown text, in order, with the line each starts on.
    static func swiftBlocks(of markdown: String, document: String) -> [Block] {
        var blocks: [Block] = []
        var current: (start: Int, lines: [String])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fence = trimmed(line)
            if current == nil, fence == "```swift" {
                current = (index + 2, [])
            } else if let open = current, fence == "```" {
                blocks.append(Block(document: document, line: open.start, lines: open.lines))
                current = nil
            } else {
                current?.lines.append(String(line))
            }
        }
        return blocks
    }

    /// The README and every article of every DocC catalog, relative to the package.
    static var documents: [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let articles = modules.flatMap { module -> [String] in
            let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)) ?? []
            return catalogs.filter { $0.hasSuffix(".docc") }.flatMap { catalog -> [String] in
                let files = (try? FileManager.default.contentsOfDirectory(
                    atPath: sources.appendingPathComponent("\(module)/\(catalog)").path)) ?? []
                return files.filter { $0.hasSuffix(".md") }.map { "Sources/\(module)/\(catalog)/\($0)" }
            }
        }
        return ["README.md"] + articles.sorted()
    }

    struct CompiledFile {
        let path: String
        let lines: [String]
        var imports: Set<String> { Set(lines.filter(Block.isImport)) }

        func contains(_ run: [String]) -> Bool {
            guard !run.isEmpty, run.count <= lines.count else { return false }
            return (0...(lines.count - run.count)).contains { start in lines[start..<start + run.count].elementsEqual(run) }
        }
    }

    /// The Swift sources of the test targets. `Fixtures` and `Golden` folders are resources,
    /// copied and not compiled, so a block found only there would not be compiled.
    static func compiledFiles() throws -> [CompiledFile] {
        let tests = packageRoot.appendingPathComponent("Tests")
        let enumerator = try #require(FileManager.default.enumerator(atPath: tests.path))
        var files: [CompiledFile] = []
        while let path = enumerator.nextObject() as? String {
            let components = path.split(separator: "/")
            guard path.hasSuffix(".swift"), !components.contains("Fixtures"), !components.contains("Golden") else { continue }
            let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
            files.append(CompiledFile(path: "Tests/\(path)", lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)))
        }
        return files
    }

    /// Where `block` is compiled: a file holding the whole block, or, for a block with
    /// imports, a file that imports exactly those (and `Testing`, to run it) and holds the rest.
    static func compiledCopy(of block: Block, in files: [CompiledFile]) -> CompiledFile? {
        let imports = Set(block.imports)
        // An extra import (Foundation, say) could make a block compile here that does not
        // compile for a reader with the block's imports only.
        let importsMatch = { (file: CompiledFile) in
            imports.isEmpty || (imports.isSubset(of: file.imports) && file.imports.subtracting(imports).isSubset(of: ["import Testing"]))
        }
        let whole = block.lines.map(trimmed)
        return files.first { importsMatch($0) && $0.contains(whole) }
            ?? (imports.isEmpty ? nil : files.first { importsMatch($0) && $0.contains(block.body) })
    }

    static func exemption(for block: Block) -> Exemption? {
        notCompiledHere.first { $0.document == block.document && $0.firstCodeLine == block.firstCodeLine }
    }

    static func blocks(of document: String) throws -> [Block] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
        return swiftBlocks(of: text, document: document)
    }

    @Test func theDocumentsAreFound() {
        #expect(Self.documents.first == "README.md")
        #expect(Self.documents.contains("Sources/ContrastTesting/ContrastTesting.docc/ContrastTesting.md"))
        #expect(Self.documents.count > 5)
    }

    @Test(arguments: documents)
    func everySwiftBlockIsCompiledInATest(document: String) throws {
        let files = try Self.compiledFiles()
        for block in try Self.blocks(of: document) where !block.isManifestFragment && Self.exemption(for: block) == nil {
            #expect(
                Self.compiledCopy(of: block, in: files) != nil,
                "\(block) is not compiled in a test as written: \(block.lines.prefix(3).joined(separator: " / ")) …")
        }
    }

    @Test func everyExemptionNamesABlock() throws {
        for exemption in Self.notCompiledHere {
            let blocks = try Self.blocks(of: exemption.document)
            #expect(blocks.contains { $0.firstCodeLine == exemption.firstCodeLine }, "no block starts with \(exemption)")
        }
    }

    @Test func theMatcherReadsBlocksAsWritten() {
        let markdown = "Text\n```swift\nimport A\n\n// Why\nlet x = 1\n```\n```sh\nls\n```\n```swift\n.testTarget(name: \"T\")\n```\n"
        let blocks = Self.swiftBlocks(of: markdown, document: "D.md")
        #expect(blocks.map(\.line) == [3, 12])
        #expect(blocks[0].imports == ["import A"])
        #expect(blocks[0].body == ["// Why", "let x = 1"])
        #expect(!blocks[0].isManifestFragment && blocks[1].isManifestFragment)
        let inFunction = CompiledFile(path: "T.swift", lines: ["import A", "import Testing", "func f() {", "// Why", "let x = 1", "}"])
        let withFoundation = CompiledFile(path: "F.swift", lines: ["import A", "import Foundation", "// Why", "let x = 1"])
        #expect(Self.compiledCopy(of: blocks[0], in: [inFunction])?.path == "T.swift")
        #expect(Self.compiledCopy(of: blocks[0], in: [withFoundation]) == nil)
    }
}
