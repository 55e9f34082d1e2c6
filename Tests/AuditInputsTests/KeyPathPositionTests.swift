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

    @Test func nodesNameTheirValues() throws {
        let root = JSONNode(try JSONParser.parse(Array(Self.document.utf8)), file: "p.json")
        func at(_ node: JSONNode?) -> String? { node.map { "\($0.keyPath) \($0.position.line):\($0.position.column)" } }
        let colors = try #require(root["colors"]?.elements)
        #expect(at(root) == " 1:1")
        #expect(at(root["colors"]) == "colors 2:13")
        #expect(at(colors[0]) == "colors[0] 3:5")
        #expect(at(colors[0]["dark"]) == "colors[0].dark 3:46")
        #expect(at(colors[1]["dark"]) == "colors[1].dark 5:14")
        #expect(at(root["$extensions"]?["com.example.modes"]?["dark"]) == "$extensions.com.example.modes.dark 7:49", "a key holding dots is one key")
        #expect(root["name"] == nil && colors[0]["name"]?["x"] == nil)
    }

    @Test func errorsAreWhereTheValueIs() throws {
        let root = JSONNode(try JSONParser.parse(Array(Self.document.utf8)), file: "p.json")
        let colors = try #require(try root.array("colors"))
        #expect(colors[1].error(at: "light", "missing") == InputFileError(file: "p.json", keyPath: "colors[1].light", line: 4, column: 5, message: "missing"),
            "a missing key: the object it is missing from")
        #expect(throws: InputFileError(file: "p.json", keyPath: "colors", line: 2, column: 13, message: "expected a string, found an array")) {
            try root.string("colors")
        }
        #expect(throws: InputFileError(file: "p.json", keyPath: "colors[1].dark", line: 5, column: 14, message: "unknown key; expected one of: name")) {
            try colors[1].checkKeys(["name"])
        }
        #expect(throws: InputFileError(file: "p.json", keyPath: "colors[0].name", line: 3, column: 14, message: "expected an object, found a string")) {
            try colors[0]["name"]!.asObject()
        }
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
