import Foundation
import Testing
import AuditTestSupport

/// Every public top-level type, constant and function of every documented module is listed in
/// its DocC catalog: one left out lands in an "Other" group no reader looks in. Declarations
/// are read off the sources where they start a line.
@Suite struct DocumentationCurationTests {
    static let sources = AuditFixtures.repository.appendingPathComponent("Sources")

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
