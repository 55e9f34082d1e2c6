import ColorScience
import FuzzSupport

/// `SRGB(parsing:)` on arbitrary text (invalid UTF-8 becomes U+FFFD).
///
/// Checks: a parsed color has components in `0...1`; its `#RRGGBBAA` parses back to the same
/// 8-bit color; the same text in upper or lower case parses to the same color (the syntax is
/// case-insensitive); an error's description is one non-empty line when the text is.
@_cdecl("LLVMFuzzerTestOneInput")
public func colorTextFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    let color: SRGB
    do {
        color = try SRGB(parsing: text)
    } catch {
        let description = error.description
        guard !description.isEmpty else { fatalError("empty ColorParseError description for \(String(reflecting: text))") }
        if !text.contains(where: \.isNewline), description.contains(where: \.isNewline) {
            fatalError("ColorParseError description with a line break: \(String(reflecting: description))")
        }
        return 0
    }
    checkColor(color, "SRGB(parsing: \(String(reflecting: text)))")

    let hex = color.hexRGBA
    guard let reparsed = try? SRGB(parsing: hex) else { fatalError("\(hex) (from \(String(reflecting: text))) does not parse") }
    guard reparsed.hexRGBA == hex else {
        fatalError("\(String(reflecting: text)) → \(hex) → \(reparsed.hexRGBA): the 8-bit color changed")
    }

    for variant in [text.uppercased(), text.lowercased()] {
        guard let other = try? SRGB(parsing: variant), other == color else {
            fatalError("\(String(reflecting: text)) parses to \(hex) but \(String(reflecting: variant)) does not")
        }
    }
    return 0
}
