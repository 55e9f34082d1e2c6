import Testing
import ContrastAudit

/// `TerminalEscaping` on each range of characters a terminal acts on: C0 (U+0000–U+001F),
/// DEL (U+007F), C1 (U+0080–U+009F, ECMA-48's 8-bit controls) and the bidirectional
/// formatting characters (U+202A–U+202E, U+2066–U+2069, Unicode UAX #9).
@Suite struct TerminalEscapingTests {
    @Test func writesEveryControlCharacterAsAnEscape() {
        #expect(TerminalEscaping.escaped("a\nb\rc\td") == "a\\nb\\rc\\td")
        #expect(TerminalEscaping.escaped("\u{0}\u{1B}[2J\u{1F}") == "\\u{0}\\u{1B}[2J\\u{1F}")
        #expect(TerminalEscaping.escaped("\u{7F}\u{80}\u{85}\u{9B}\u{9F}") == "\\u{7F}\\u{80}\\u{85}\\u{9B}\\u{9F}")
        #expect(TerminalEscaping.escaped("\u{202E}txt\u{2066}") == "\\u{202E}txt\\u{2066}")
    }

    /// Every scalar of the four ranges is escaped, and none of the printable ones around them.
    @Test func escapesExactlyTheControlRanges() {
        let controls = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        for value in controls {
            let text = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(TerminalEscaping.escaped(text).hasPrefix("\\"), "U+\(String(value, radix: 16))")
        }
        for value in [0x20, 0x7E, 0xA0, 0x2029, 0x202F, 0x2065, 0x206A] {
            let text = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(TerminalEscaping.escaped(text) == text, "U+\(String(value, radix: 16))")
        }
    }

    @Test func leavesNamesWithoutControlsAsTheyAre() {
        for name in ["label", "Brand/Ink", "color.text.primary", "ペルセウス", "a\\nb"] {
            #expect(TerminalEscaping.escaped(name) == name)
        }
    }

    /// Input errors write their file, key path and message the same way.
    @Test func inputFileErrorsUseTheSameEscaping() {
        let error = InputFileError(file: "p\u{1B}.json", keyPath: "colors[0]", message: "unknown color 'a\nb'")
        #expect(error.description == "p\\u{1B}.json: colors[0]: unknown color 'a\\nb'")
        #expect(InputFileError.escapingControlCharacters("x\u{9B}y") == TerminalEscaping.escaped("x\u{9B}y"))
    }
}
