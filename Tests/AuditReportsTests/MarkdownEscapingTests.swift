@testable import AuditModel
@testable import AuditReports
@testable import ContrastAudit
import Testing

/// `MarkdownEscaping` against the CommonMark 0.31.2 rules it follows: code spans (§6.1) read
/// back by a small reader written from that section, and text whose backslash escapes
/// (§2.4) leave no markup character unescaped.
@Suite struct MarkdownEscapingTests {
    /// What a CommonMark reader makes of `markdown` when it is one code span and nothing else
    /// (§6.1): the opening backtick string, the first backtick string of the same length
    /// after it, which must end the text; the content between, line endings as spaces, and
    /// one space stripped from each end when both ends have one and it is not all spaces.
    /// `nil` when `markdown` is not exactly one code span.
    static func codeSpanContent(_ markdown: String) -> String? {
        let characters = Array(markdown)
        let fence = characters.prefix { $0 == "`" }.count
        guard fence > 0 else { return nil }
        var index = fence
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let runStart = index
            while index < characters.count, characters[index] == "`" { index += 1 }
            guard index - runStart == fence else { continue }
            guard index == characters.count else { return nil }  // the span closes before the end
            var content = String(characters[fence..<runStart]).replacingOccurrences(of: "\n", with: " ")
            if content.hasPrefix(" "), content.hasSuffix(" "), content.contains(where: { $0 != " " }) {
                content = String(content.dropFirst().dropLast())
            }
            return content
        }
        return nil
    }

    /// Names with every shape §6.1 treats specially: backtick runs inside and at either end,
    /// spaces at the ends, spaces only, and the characters that are markup outside a span.
    static let names = [
        "label", "a`b", "a``b`c", "`tick", "tick`", "`", "``", "` `", " a ", " a", "  ", " ", "a\\", "<!-- hidden -->",
        "## ✅ Contrast audit passed", "*bold* _em_ [link](x)", "a|b",
    ]

    @Test(arguments: names)
    func aCodeSpanReadsBackAsTheName(name: String) {
        let span = MarkdownEscaping.codeSpan(name)
        #expect(Self.codeSpanContent(span) == name, "\(span)")
    }

    /// The examples of the type's documentation, and §6.1's own: a string of two backticks
    /// delimits content holding one (example 329), padded where content starts or ends with
    /// a backtick (example 330).
    @Test func writesTheShortestDelimiterAndPadsOnlyWhereNeeded() {
        #expect(MarkdownEscaping.codeSpan("label") == "`label`")
        #expect(MarkdownEscaping.codeSpan("a`b") == "``a`b``")
        #expect(MarkdownEscaping.codeSpan("a``b") == "```a``b```")
        #expect(MarkdownEscaping.codeSpan("`tick") == "`` `tick ``")
        #expect(MarkdownEscaping.codeSpan("tick`") == "`` tick` ``")
        #expect(MarkdownEscaping.codeSpan(" a ") == "`  a  `")
        #expect(MarkdownEscaping.codeSpan("  ") == "`  `", "spaces only are not stripped")
        #expect(MarkdownEscaping.codeSpan("") == "` `", "no empty code span exists")
    }

    /// Control characters never reach the Markdown: the span shows them as escapes.
    @Test func aCodeSpanShowsControlCharactersAsEscapes() {
        #expect(MarkdownEscaping.codeSpan("ink\n## ✅ passed") == "`ink\\n## ✅ passed`")
        #expect(MarkdownEscaping.codeSpan("ink\r\nx") == "`ink\\r\\nx`")
        #expect(MarkdownEscaping.codeSpan("esc\u{1B}[2J") == "`esc\\u{1B}[2J`")
        #expect(MarkdownEscaping.codeSpan("del\u{7F}csi\u{9B}") == "`del\\u{7F}csi\\u{9B}`")
    }

    /// Text as CommonMark reads it: each backslash before ASCII punctuation (§2.4) gives that
    /// character as it is; `nil` when a markup character is left unescaped.
    static func readText(_ markdown: String) -> String? {
        let markup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "#", "~", "$"]
        var out = "", characters = Array(markdown)[...]
        while let first = characters.popFirst() {
            if first == "\\", let next = characters.first, next.isASCII, next.isPunctuation || next.isSymbol {
                out.append(characters.removeFirst())
            } else if markup.contains(first) {
                return nil
            } else {
                out.append(first)
            }
        }
        return out
    }

    @Test(arguments: names + ["a_b <c>", "x &amp; y", "Title #", "~~gone~~ $x$", "ordinary words, with-punctuation."])
    func textReadsBackAsWritten(text: String) {
        let markdown = MarkdownEscaping.text(text)
        #expect(Self.readText(markdown) == text, "\(markdown)")
    }

    @Test func textKeepsOrdinaryTextAndEscapesMarkup() {
        #expect(MarkdownEscaping.text("Four colors, three pairings.") == "Four colors, three pairings.")
        #expect(MarkdownEscaping.text("a_b <c>") == "a\\_b \\<c\\>")
        #expect(MarkdownEscaping.text("note <!--") == "note \\<!--")
        // The line break is shown, with its backslash escaped, so it reads `\n`.
        #expect(MarkdownEscaping.text("x\n## ✅ y") == "x\\\\n\\#\\# ✅ y")
        #expect(MarkdownEscaping.text("x\u{1B}[31m") == "x\\\\u{1B}\\[31m")
    }

    /// GitHub splits a table row at a `|` that no backslash precedes, code spans included,
    /// and reads `\|` as `|` inside them.
    @Test func tableCellsEscapePipesInsideCodeSpansToo() {
        #expect("a|b".markdownCode.tableCell == "`a\\|b`")
        #expect("a\\|b".markdownCode.tableCell == "`a\\\\|b`", "the pipe keeps a backslash right before it")
        #expect("plain".markdownCode.tableCell == "`plain`")
    }

    @Test func aPairIsTwoCodeSpans() {
        #expect(PairID("label", on: "systemBackground").markdownPhrase == "`label` on `systemBackground`")
        #expect(PairID("a`b", on: "c").markdownPhrase == "``a`b`` on `c`")
    }
}
