import ColorContrast

/// Text from an input — a color's name, a palette's title, a file's path, a parser's message
/// quoting the file — made safe to write to a terminal.
///
/// A terminal acts on control characters: ESC starts a sequence that can move the cursor,
/// rewrite what is on screen or set the window's title, and a line break can make one
/// message look like two. Every C0 control (U+0000–U+001F, line breaks and tabs included),
/// DEL (U+007F), every C1 control (U+0080–U+009F, CSI among them), the bidirectional
/// embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+061C, U+200E,
/// U+200F), which reorder what follows them on screen, and the line and paragraph separators
/// (U+2028, U+2029) are written as escapes instead: `\n`, `\r`, `\t`, and
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
        ControlCharacters.escaped(text)
    }
}
