extension String {
    /// Whether the text is made of color emoji only (and spaces): glyphs drawn in their own
    /// colors, which a text color does not change, so such text draws nothing in it. A
    /// character counts when it is presented as an emoji by default (🐎), or asks to be
    /// (U+FE0F after ❤), or carries a skin-tone modifier (🏃🏻); a digit or a symbol that is
    /// text by default (™, ↔) is drawn in the text color.
    var isColorEmojiOnly: Bool {
        var sawEmoji = false
        for character in self {
            if character.isWhitespace { continue }
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return false }
            let emoji = first.properties.isEmojiPresentation
                || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.properties.isEmojiModifier })
            guard emoji else { return false }
            sawEmoji = true
        }
        return sawEmoji
    }
}
