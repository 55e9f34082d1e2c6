/// Text from an input written so that nothing in it acts on a terminal or ends a line: the
/// one escaping every message and report of this package uses (ContrastAudit's public
/// `TerminalEscaping` is this), kept here so that the color errors, which cannot see
/// ContrastAudit, use it too.
///
/// Every C0 control (line breaks and tabs included), DEL, every C1 control (CSI among them)
/// and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
/// are written as escapes: `\n`, `\r`, `\t`, and `\u{1B}` for the others, as a Swift string
/// literal writes them. A backslash is not escaped itself.
package enum ControlCharacters {
    /// Whether a terminal could act on `scalar`.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
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
