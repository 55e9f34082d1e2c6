/// Text from an input — a color's name, a palette's title, a file's path, a parser's message
/// quoting the file — made safe to write to a terminal.
///
/// A terminal acts on control characters: ESC starts a sequence that can move the cursor,
/// rewrite what is on screen or set the window's title, and a line break can make one
/// message look like two. Every C0 control (U+0000–U+001F, line breaks and tabs included),
/// DEL (U+007F), every C1 control (U+0080–U+009F, CSI among them) and the bidirectional
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what
/// follows them on screen, are written as escapes instead: `\n`, `\r`, `\t`, and
/// `\u{1B}` for the others, as a Swift string literal writes them.
///
/// ```swift
/// TerminalEscaping.escaped("ink\u{1B}[2J\nok")   // ink\u{1B}[2J\nok, on one line
/// ```
///
/// A backslash is not escaped itself: a name holding the two characters `\n` prints as a
/// name holding a line break does. Both are on one line, and that is what matters here.
public enum TerminalEscaping {
    /// `text` on one line, with nothing a terminal would act on.
    public static func escaped(_ text: String) -> String {
        // Almost every name holds none: no copy then.
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

    /// Whether a terminal could act on `scalar` (see the type's documentation).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}
