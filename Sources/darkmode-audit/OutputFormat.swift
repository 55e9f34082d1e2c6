import ArgumentParser
import Foundation

/// `--format text|json` for the color subcommands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Writes a value as JSON on standard output: keys sorted, numbers at full precision
/// (shortest representation that reads back as the same `Double`).
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    print(String(decoding: data, as: UTF8.self))
}
