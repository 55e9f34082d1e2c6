/// Text from an input written so that nothing in it acts on a terminal or ends a line: the
/// one escaping every message and report of this package uses (ContrastAudit's public
/// `TerminalEscaping` is this), kept here so that the color errors, which cannot see
/// ContrastAudit, use it too.
///
/// Every C0 control (line breaks and tabs included), DEL, every C1 control (CSI among them),
/// the bidirectional embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
/// U+061C, U+200E, U+200F) and the line and paragraph separators (U+2028, U+2029) are
/// written as escapes: `\n`, `\r`, `\t`, and `\u{1B}` for the others, as a Swift string
/// literal writes them. A backslash is not escaped itself.
package enum ControlCharacters {
    /// Whether a terminal could act on `scalar`.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` on one line, with nothing a terminal would act on.
    package static func escaped(_ text: String) -> String {
        // Almost every text holds none: no copy then.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as a message quotes a value read from a file: whole up to `maximumLength`
    /// characters, else its first `shown` characters and `…` (so a long value — a file read
    /// by mistake, a secret — is never echoed whole), escaped.
    package static func excerpt(_ text: String, maximumLength: Int, shown: Int) -> String {
        escaped(text.count > maximumLength ? String(text.prefix(shown)) + "…" : text)
    }
}
