@testable import AuditInputs
@testable import ContrastAudit
import Foundation
import Testing

/// Errors at a key path carry the line and column of what it names: the documents below are
/// written here, and every expected position is counted by hand (line, then column of the
/// value's first character).
@Suite struct KeyPathPositionTests {
    static let document = """
        {
          "colors": [
            {"name": "ink", "light": "#111", "dark": "#EEE"},
            {"name": "rule",
             "dark": "#12345"}
          ],
          "$extensions": {"com.example.modes": {"dark": "#000"}}
        }
        """

    @Test func keyPathsNameValues() throws {
        let root = try JSONParser.parse(Array(Self.document.utf8))
        func at(_ keyPath: String) -> String? { root.position(ofKeyPath: keyPath).map { "\($0.line):\($0.column)" } }
        #expect(at("") == "1:1")
        #expect(at("colors") == "2:13")
        #expect(at("colors[0]") == "3:5")
        #expect(at("colors[0].dark") == "3:46")
        #expect(at("colors[1].dark") == "5:14")
        #expect(at("$extensions.com.example.modes.dark") == "7:49", "a key holding dots is matched whole")
        #expect(at("colors[1].light") == "4:5", "a missing key: the object it is missing from")
        #expect(at("colors[7]") == "2:13", "a missing element: its array")
        #expect(at("colors[1].light.x") == nil, "the path leaves the document")
        #expect(at("colors[x]") == nil && at("name") == "1:1")
    }

    @Test func aPaletteFilesErrorsSayTheLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try Self.document.replacingOccurrences(of: "\"$extensions\": {\"com.example.modes\": {\"dark\": \"#000\"}}", with: "\"name\": \"x\"")
            .write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputFileError(
            file: path, keyPath: "colors[1].dark", line: 5, column: 14, message: "invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5")) {
            try PaletteFile.read(path)
        }
    }
}
