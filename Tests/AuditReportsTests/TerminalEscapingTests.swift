import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import ContrastAudit

/// `TerminalEscaping` on each range of characters a terminal acts on: C0 (U+0000–U+001F),
/// DEL (U+007F), C1 (U+0080–U+009F, ECMA-48's 8-bit controls), the bidirectional formatting
/// characters and marks (U+202A–U+202E, U+2066–U+2069, U+061C, U+200E, U+200F; Unicode UAX #9)
/// and the line and paragraph separators (U+2028, U+2029; Unicode UAX #14, class BK).
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
            + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029]
        for value in controls {
            let text = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(TerminalEscaping.escaped(text).hasPrefix("\\"), "U+\(String(value, radix: 16))")
        }
        for value in [0x20, 0x7E, 0xA0, 0x061B, 0x200D, 0x2027, 0x202F, 0x2065, 0x206A] {
            let text = String(Character(Unicode.Scalar(UInt32(value))!))
            #expect(TerminalEscaping.escaped(text) == text, "U+\(String(value, radix: 16))")
        }
    }

    @Test func leavesNamesWithoutControlsAsTheyAre() {
        for name in ["label", "Brand/Ink", "color.text.primary", "ペルセウス", "a\\nb"] {
            #expect(TerminalEscaping.escaped(name) == name)
        }
    }

    /// No report format carries a character that reorders or splits what a reviewer sees: a
    /// color named to look like another (`ink` + RIGHT-TO-LEFT OVERRIDE + `gnp.exe` shows as
    /// `inkexe.png`) or split in two (LINE SEPARATOR) shows its escape in every format, and
    /// JSON and SARIF read back the same name.
    @Test func noReportCarriesAnInvisibleControl() throws {
        let ink = "ink\u{202E}gnp.exe", paper = "paper\u{2028}x\u{200F}\u{85}"
        let palette = Palette(name: "b\u{2066}idi", title: "b\u{2066}idi", release: "", source: "", colors: [
            AdaptiveColor(ink, light: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77), dark: SRGB(red8: 0x88, green8: 0x88, blue8: 0x88)),
            AdaptiveColor(paper, light: .white, dark: .black),
        ])
        let report = try ContrastAuditor(pairings: [Pairing(foreground: ink, background: paper, role: .bodyText)]).audit(palette)
        let invisible: Set<UInt32> = [0x202E, 0x2028, 0x200F, 0x85, 0x2066]
        for format in ReportFormat.all {
            let text = try format.render(report)
            #expect(!text.unicodeScalars.contains { invisible.contains($0.value) }, "\(format.name)")
        }
        let decoded = try JSONReportWriter.read(try ReportFormat.json.render(report))
        #expect(decoded.pairings.map(\.foreground) == [ink] && decoded.palette.name == palette.name)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try ReportFormat.sarif.render(report).utf8)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.contains { (($0["message"] as? [String: Any])?["text"] as? String)?.contains(ink) == true })
    }

    /// Input errors write their file, key path and message the same way.
    @Test func inputFileErrorsUseTheSameEscaping() {
        let error = InputFileError(file: "p\u{1B}.json", keyPath: "colors[0]", message: "unknown color 'a\nb'")
        #expect(error.description == "p\\u{1B}.json: colors[0]: unknown color 'a\\nb'")
        #expect(InputFileError.escapingControlCharacters("x\u{9B}y") == TerminalEscaping.escaped("x\u{9B}y"))
    }
}
