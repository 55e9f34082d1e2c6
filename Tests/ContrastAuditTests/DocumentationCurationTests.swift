import Foundation
import Testing

/// Every public top-level type, constant and function of every documented module is listed in
/// its DocC catalog: one left out lands in an "Other" group no reader looks in. Declarations
/// are read off the sources where they start a line.
@Suite struct DocumentationCurationTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardizedFileURL

    static let modules = [
        "ColorContrast", "ColorScience", "PerseusDarkMode", "AdaptedSystemUI", "AuditModel", "AuditInputs", "AuditReports", "ContrastAudit", "ContrastTesting", "ContrastAuditTesting",
    ]

    /// The files below `folder` whose name ends in `suffix`, with their text.
    static func files(in folder: URL, endingIn suffix: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var texts: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(suffix) else { continue }
            texts.append(try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8))
        }
        return texts
    }

    /// What a module declares at the top level (at the start of a line), as its catalog links
    /// it: ``` ``Name`` ``` for a type or a constant, ``` ``name( ``` for a function.
    static func publicSymbols(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            for kind in ["public struct ", "public enum ", "public final class ", "public class ", "public protocol ", "public actor ", "public let "]
            where line.hasPrefix(kind) {
                return "``" + String(line.dropFirst(kind.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }) + "``"
            }
            if line.hasPrefix("public func ") {
                return "``" + String(line.dropFirst("public func ".count).prefix { $0 != "(" && $0 != "<" }) + "("
            }
            return nil
        }
    }

    @Test(arguments: modules) func everyPublicDeclarationIsCurated(module: String) throws {
        let folder = Self.sources.appendingPathComponent(module)
        let symbols = Set(try Self.files(in: folder, endingIn: ".swift").flatMap(Self.publicSymbols))
        #expect(!symbols.isEmpty, "nothing public found in \(folder.path)")
        let catalog = try Self.files(in: folder, endingIn: ".md").joined(separator: "\n")
        let missing = symbols.filter { !catalog.contains($0) }.sorted()
        #expect(missing.isEmpty, "\(module): not in its DocC catalog: \(missing.joined(separator: ", "))")
    }
}

/// Every file or folder of this repository that the README names in code font exists, so the
/// README's layout and extending sections point where a reader can go. A path the README
/// introduces as one to create (`a new …`) is left out, and so is what a run creates.
@Suite struct READMEPathTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

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
