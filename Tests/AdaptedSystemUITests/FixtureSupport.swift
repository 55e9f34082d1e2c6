import Foundation
import Testing
import ColorContrast

/// Reads a tab-separated fixture: `#` lines skipped, the first other line is the header.
func fixtureRows(_ name: String) throws -> [[String: String]] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Fixtures"))
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        .filter { !$0.hasPrefix("#") && !$0.isEmpty }
    let header = lines[0].components(separatedBy: "\t")
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0.components(separatedBy: "\t"))) }
}

/// A reference cell: "R,G,B" or "R,G,B,A" (0–255), optionally followed by "?", or "n/a".
struct ReferenceCell: Equatable {
    let color: SRGB?
    let doubtful: Bool

    init(_ text: String) throws {
        doubtful = text.hasSuffix("?")
        let body = doubtful ? String(text.dropLast()) : text
        guard body != "n/a" else {
            color = nil
            return
        }
        let values = try body.split(separator: ",").map { try #require(UInt8($0), "bad component in \(text)") }
        try #require(values.count == 3 || values.count == 4, "bad cell \(text)")
        color = SRGB(red8: values[0], green8: values[1], blue8: values[2], alpha8: values.count == 4 ? values[3] : 255)
    }
}
