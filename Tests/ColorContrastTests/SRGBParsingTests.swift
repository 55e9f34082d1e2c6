import Testing
import ColorContrast

@Suite struct SRGBParsingTests {
    static let accepted: [(String, SRGB)] = [
        ("#fff", SRGB(red8: 255, green8: 255, blue8: 255)),
        ("FFF", SRGB(red8: 255, green8: 255, blue8: 255)),
        ("#1a2", SRGB(red8: 0x11, green8: 0xAA, blue8: 0x22)),
        ("#1a2b", SRGB(red8: 0x11, green8: 0xAA, blue8: 0x22, alpha8: 0xBB)),
        ("#007AFF", SRGB(red8: 0, green8: 122, blue8: 255)),
        ("007aff", SRGB(red8: 0, green8: 122, blue8: 255)),
        ("#3C3C4399", SRGB(red8: 60, green8: 60, blue8: 67, alpha8: 153)),
        ("3c3c4399", SRGB(red8: 60, green8: 60, blue8: 67, alpha8: 153)),
        ("  #777777\n", SRGB(red8: 119, green8: 119, blue8: 119)),
        ("rgb(255 59 48)", SRGB(red8: 255, green8: 59, blue8: 48)),
        ("RGB( 255  59 48 )", SRGB(red8: 255, green8: 59, blue8: 48)),
        ("rgb(60 60 67 / 0.6)", SRGB(uncheckedRed: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        ("rgb(60 60 67/60%)", SRGB(uncheckedRed: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        ("rgb(60, 60, 67)", SRGB(red8: 60, green8: 60, blue8: 67)),
        ("rgba(60, 60, 67, 0.3)", SRGB(uncheckedRed: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)),
        ("rgba(60,60,67,.18)", SRGB(uncheckedRed: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)),
        ("rgba(0 0 0 / 1)", SRGB(red8: 0, green8: 0, blue8: 0)),
        ("rgb(127.5 0 0)", SRGB(uncheckedRed: 0.5, green: 0, blue: 0, alpha: 1)),
        ("rgb(100% 50% 0%)", SRGB(uncheckedRed: 1, green: 0.5, blue: 0, alpha: 1)),
        ("rgb(1e2 0 0)", SRGB(uncheckedRed: 100 / 255, green: 0, blue: 0, alpha: 1)),
    ]

    /// CSS Color 4 §5.1: `<modern-rgb-syntax>` takes `[ <number> | <percentage> | none ]{3}`, a
    /// choice per component; `<legacy-rgb-syntax>` takes `<percentage>#{3}` or `<number>#{3}`,
    /// and its `<alpha-value>` is a number or a percentage either way. Percent reference range:
    /// 0% = 0, 100% = 255 for r, g and b; 100% = 1 for alpha.
    static let acceptedBySyntax: [(String, SRGB)] = [
        ("rgb(50% 0 0)", SRGB(uncheckedRed: 0.5, green: 0, blue: 0, alpha: 1)),
        ("rgb(0 100% 51)", SRGB(uncheckedRed: 0, green: 1, blue: 0.2, alpha: 1)),
        ("rgba(50% 0 0 / 0.5)", SRGB(uncheckedRed: 0.5, green: 0, blue: 0, alpha: 0.5)),
        ("rgb(50%, 0%, 0%)", SRGB(uncheckedRed: 0.5, green: 0, blue: 0, alpha: 1)),
        ("rgba(50%, 100%, 0%, 0.25)", SRGB(uncheckedRed: 0.5, green: 1, blue: 0, alpha: 0.25)),
        ("rgba(255, 0, 0, 50%)", SRGB(uncheckedRed: 1, green: 0, blue: 0, alpha: 0.5)),
        ("rgba(0%, 0%, 100%, 1)", SRGB(uncheckedRed: 0, green: 0, blue: 1, alpha: 1)),
    ]

    @Test(arguments: acceptedBySyntax)
    func acceptsMixingOnlyInTheModernSyntax(text: String, expected: SRGB) throws {
        #expect(try SRGB(parsing: text) == expected)
    }

    @Test(arguments: accepted)
    func accepts(text: String, expected: SRGB) throws {
        #expect(try SRGB(parsing: text) == expected)
    }

    static let rejected: [(String, String)] = [
        ("", "the text is empty"),
        ("   ", "the text is empty"),
        ("#", "a hex color has 3, 4, 6 or 8 digits, not 0"),
        ("#12", "a hex color has 3, 4, 6 or 8 digits, not 2"),
        ("#12345", "a hex color has 3, 4, 6 or 8 digits, not 5"),
        ("1234567", "a hex color has 3, 4, 6 or 8 digits, not 7"),
        ("#123456789", "a hex color has 3, 4, 6 or 8 digits, not 9"),
        ("#12345g", "'g' is not a hex digit"),
        ("#ff ff ff", "' ' is not a hex digit"),
        // Not ASCII: a fullwidth digit (a hex digit to Unicode, not to CSS) and a letter with
        // a combining accent are named whole, though their bytes are several.
        ("#12345\u{FF16}", "'\u{FF16}' is not a hex digit"),
        ("#12345a\u{301}", "'a\u{301}' is not a hex digit"),
        ("red", "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(r g b), rgb(r g b / a) or rgba(r, g, b, a)"),
        ("0x007AFF", "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(r g b), rgb(r g b / a) or rgba(r, g, b, a)"),
        ("hsl(0 100% 50%)", "unknown color function 'hsl'"),
        ("rgb(1 2 3", "missing ')'"),
        ("rgb(1 2 3) x", "unexpected text 'x' after ')'"),
        ("rgb(1 2)", "rgb() takes 3 values and an optional '/ alpha', found 2 values"),
        ("rgb(1 2 3 4)", "rgb() takes 3 values and an optional '/ alpha', found 4 values"),
        ("rgba(1, 2)", "rgba() takes 3 or 4 comma-separated values, found 2 values"),
        ("rgba(1, 2, 3, 4, 5)", "rgba() takes 3 or 4 comma-separated values, found 5 values"),
        ("rgb(1, 2, 3 / 0.5)", "separate components either all with commas or all with spaces (and '/ alpha')"),
        ("rgb(1 2, 3)", "separate components either all with commas or all with spaces (and '/ alpha')"),
        ("rgb(256 0 0)", "red 256 is outside 0...255"),
        ("rgb(0 -1 0)", "green -1 is outside 0...255"),
        ("rgb(0 0 101%)", "blue 101 is outside 0%...100%"),
        ("rgb(0 0 0 / 1.5)", "alpha 1.5 is outside 0...1"),
        ("rgba(0, 0, 0, 150%)", "alpha 150 is outside 0%...100%"),
        ("rgb(nan 0 0)", "red 'nan' is not a number"),
        ("rgb(inf 0 0)", "red 'inf' is not a number"),
        ("rgb(1e999 0 0)", "red '1e999' is not a number"),
        ("rgb(0x10 0 0)", "red '0x10' is not a number"),
        ("rgb(1,,3)", "green is missing"),
        ("rgb(0 0 0 / )", "alpha is missing"),
        ("rgb(0 0 0 / 0.5 / 1)", "rgb() takes one '/' before alpha, found 2 values"),
        ("rgb(50%, 0, 0)", "rgb() with commas takes red, green and blue all as numbers or all as percentages; "
            + "here red is a percentage and green and blue are numbers (the space-separated rgb(r g b) may mix them)"),
        ("rgba(255, 50%, 0, 0.5)", "rgba() with commas takes red, green and blue all as numbers or all as percentages; "
            + "here green is a percentage and red and blue are numbers (the space-separated rgba(r g b) may mix them)"),
        ("rgb(0%, 0%, 255)", "rgb() with commas takes red, green and blue all as numbers or all as percentages; "
            + "here red and green are percentages and blue is a number (the space-separated rgb(r g b) may mix them)"),
        ("rgb(50%, 300, 0)", "rgb() with commas takes red, green and blue all as numbers or all as percentages; "
            + "here red is a percentage and green and blue are numbers (the space-separated rgb(r g b) may mix them)"),
    ]

    @Test(arguments: rejected)
    func rejectsWithAMessageThatQuotesTheText(text: String, reason: String) {
        do {
            let color = try SRGB(parsing: text)
            Issue.record("\"\(text)\" parsed as \(color), expected an error")
        } catch {
            #expect(error.input == text)
            #expect(error.description == "invalid color \"\(text)\": \(reason)")
        }
    }
}

@Suite struct ColorParseErrorExcerptTests {
    /// A value from a file read by mistake (a private key where a color should be) is quoted
    /// as its first 48 characters and `…`, on one line; a color text of ordinary length is
    /// quoted whole.
    @Test func errorsQuoteAnExcerptNotTheWholeValue() {
        let secret = "-----BEGIN PRIVATE KEY-----\n" + String(repeating: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", count: 100)
        let error = #expect(throws: ColorParseError.self) { try SRGB(parsing: secret) }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("invalid color \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG…\": "), "\(message)")
        #expect(message.count < 200, "the reason is about 100 characters; the value 3,228")
        #expect(!message.contains("\n"))
        let short = #expect(throws: ColorParseError.self) { try SRGB(parsing: "rgb(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20)") }
        #expect(short?.description.hasPrefix("invalid color \"rgb(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20)\"") == true)
    }
}
