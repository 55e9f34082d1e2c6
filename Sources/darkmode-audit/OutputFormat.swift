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

/// A number for people: up to `digits` decimals, truncated toward zero so that a ratio just
/// below a threshold never prints as the threshold (4.4999 is "4.4999", not "4.5").
func display(_ value: Double, digits: Int = 4) -> String {
    let scale = pow(10, Double(digits))
    let truncated = (value * scale).rounded(.towardZero) / scale
    return String(format: "%.\(digits)f", truncated)
}
