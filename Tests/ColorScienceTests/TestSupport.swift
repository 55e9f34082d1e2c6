import Foundation
import Testing

/// A small, seeded, reproducible random generator (SplitMix64, Steele et al. 2014) so that
/// randomized comparisons fail the same way every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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

/// Records a failure that says what was expected, what was seen and by how much they differ.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = abs(actual - expected)
    #expect(
        error <= tolerance,
        "\(what()) expected \(expected) but saw \(actual) (error \(error), tolerance \(tolerance))",
        sourceLocation: sourceLocation)
}
