import Foundation
import Testing

/// A tab-separated fixture: `#` comment lines skipped, the first other line is the header.
struct TSVFixture {
    let header: [String]
    let rows: [[String: String]]

    init(named name: String) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Fixtures"),
                               "fixture \(name).tsv is missing")
        let lines = try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
        header = lines[0].components(separatedBy: "\t")
        let header = self.header
        rows = lines.dropFirst().map { line in
            Dictionary(uniqueKeysWithValues: zip(header, line.components(separatedBy: "\t")))
        }
    }
}

extension Dictionary where Key == String, Value == String {
    /// A numeric column, or a test failure naming the column.
    func double(_ column: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        let text = try #require(self[column], "column \(column) missing", sourceLocation: sourceLocation)
        return try #require(Double(text), "column \(column) is not a number: \(text)", sourceLocation: sourceLocation)
    }
}
