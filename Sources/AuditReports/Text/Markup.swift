import ColorContrast

/// Text for HTML and XML, in content and in attribute values: `&`, `<`, `>`, quotes,
/// line breaks and tabs as character references; characters XML 1.0 cannot hold (other
/// control characters), and those that would reorder or split what a reader sees (the
/// bidirectional controls, the line and paragraph separators, the C1 controls), as a visible
/// `\u{…}`, as every other report writes them.
enum Markup {
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case _ where ControlCharacters.needsEscape(scalar) || (0xFFFE...0xFFFF).contains(scalar.value):
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
