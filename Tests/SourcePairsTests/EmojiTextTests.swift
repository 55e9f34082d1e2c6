import Testing

@testable import SourcePairs

/// Which texts draw nothing in their text color: color emoji only. The expected values follow
/// Unicode's emoji data (UTS #51, `emoji-data.txt`): `Emoji_Presentation` characters are color
/// glyphs by default; U+FE0F asks for the emoji presentation of one that is text by default;
/// `Emoji_Modifier` is a skin tone.
@Suite("Color emoji text")
struct EmojiTextTests {
    @Test(arguments: [
        ("🐎", true),  // U+1F40E, Emoji_Presentation
        ("🏃🏻 🐎", true),  // a skin-tone modifier, a space
        ("❤️", true),  // U+2764 U+FE0F
        ("🇫🇷", true),  // regional indicators, Emoji_Presentation
        ("#️⃣", true),  // a keycap: U+0023 U+FE0F U+20E3
        ("❤", false),  // U+2764 alone is text by default
        ("1", false),  // Emoji, but text by default
        ("™", false),
        ("Go 🐎", false),
        ("", false),
        ("  ", false),
    ])
    func colorEmojiOnly(_ text: String, _ expected: Bool) {
        #expect(text.isColorEmojiOnly == expected)
    }
}
