import AuditModel

/// Text from an input — a color's name, a palette's title, a rule's rationale, a file's
/// path — made safe to write into Markdown (CommonMark 0.31.2 with GitHub's tables).
///
/// Written as it is, such text could end the line it is on and start a heading
/// (`\n## ✅ Contrast audit passed`), open an HTML comment that hides the rest of the
/// report (`<!--`), or split a table row (`|`). Names are written as code spans
/// (``codeSpan(_:)``), in which nothing is markup; other text (``text(_:)``) has each character
/// that could start markup escaped with a backslash. In both, control characters, line
/// breaks included, are written as ``TerminalEscaping`` writes them (`\n`, `\u{1B}`), so no
/// input text can end a line, and a report printed to a terminal is as safe as one on GitHub.
///
/// In a table cell, either one then takes ``Swift/String/tableCell``.
enum MarkdownEscaping {
    /// `text` as a code span (CommonMark §6.1).
    ///
    /// A code span ends at the first backtick string as long as the one it starts with, so
    /// it is delimited by a string one backtick longer than the longest inside. Its content
    /// loses one leading and one trailing space when it has both and is not all spaces, so
    /// content that starts or ends with a backtick (which would join the delimiter), or that
    /// starts and ends with a space, is padded with one space on each side. Empty text is a
    /// code span holding one space: CommonMark has no empty code span.
    ///
    /// ```
    /// label       →  `label`
    /// a`b         →  ``a`b``
    /// `tick       →  `` `tick ``
    /// a<!--b      →  `a<!--b`
    /// ```
    static func codeSpan(_ text: String) -> String {
        let content = TerminalEscaping.escaped(text)
        guard !content.isEmpty else { return "` `" }
        var longestRun = 0, run = 0
        for character in content.utf8 {
            run = character == UInt8(ascii: "`") ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let allSpaces = content.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
        let padded = content.first == "`" || content.last == "`" || (content.first == " " && content.last == " " && !allSpaces)
        return padded ? "\(fence) \(content) \(fence)" : "\(fence)\(content)\(fence)"
    }

    /// The ASCII punctuation that can start or close markup inside a line: escapes, code
    /// spans, emphasis, links and images, HTML and autolinks, entities, a heading's closing
    /// `#`s, GitHub's strikethrough and math. CommonMark lets a backslash escape any ASCII
    /// punctuation (§2.4); the rest (`.`, `-`, `+`, `:` …) means something only at the start
    /// of a line, where input text never is.
    private static let markupCharacters: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "#", "~", "$"]

    /// `text` as plain Markdown text: control characters written as escapes, and every
    /// character of ``markupCharacters`` escaped with a backslash, so the text reads as
    /// written (`a_b <c>` is written `a\_b \<c\>`).
    static func text(_ text: String) -> String {
        let visible = TerminalEscaping.escaped(text)
        guard visible.unicodeScalars.contains(where: markupCharacters.contains) else { return visible }
        var out = ""
        for scalar in visible.unicodeScalars {
            if markupCharacters.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}

extension String {
    /// The text as a Markdown code span (``MarkdownEscaping/codeSpan(_:)``).
    var markdownCode: String { MarkdownEscaping.codeSpan(self) }

    /// The text as plain Markdown text (``MarkdownEscaping/text(_:)``).
    var markdownText: String { MarkdownEscaping.text(self) }

    /// The Markdown with `|` escaped, for a table cell. GitHub splits a row at every `|` not
    /// preceded by a backslash, code spans included, and then reads `\|` as `|` in them too.
    var tableCell: String {
        // Most cells hold none: no copy then.
        guard utf8.contains(UInt8(ascii: "|")) else { return self }
        return replacingOccurrences(of: "|", with: "\\|")
    }
}

extension PairID {
    /// `` `foreground` on `background` `` in Markdown.
    var markdownPhrase: String { "\(foreground.markdownCode) on \(background.markdownCode)" }
}
