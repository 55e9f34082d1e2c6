extension SRGB {
    /// Parses a color from text.
    ///
    /// Accepted, any letter case, surrounding white space ignored:
    /// - hex, with or without `#`: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`;
    /// - `rgb(r g b)`, `rgb(r g b / a)`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and `rgba(r g b / a)`
    ///   (CSS Color 4 treats `rgb` and `rgba` alike): `r`, `g`, `b` are numbers `0...255`
    ///   (fractions allowed) or percentages `0%...100%`; alpha is a number `0...1` or a
    ///   percentage. The space-separated syntax may mix numbers and percentages
    ///   (`rgb(50% 0 0)`); the comma-separated one takes `r`, `g` and `b` all as numbers or all
    ///   as percentages (CSS Color 4 §5.1: `<legacy-rgb-syntax> = rgb( <percentage>#{3} ,
    ///   <alpha-value>? ) | rgb( <number>#{3} , <alpha-value>? )`), so `rgb(50%, 0, 0)` is an
    ///   error. Alpha is separate in both: `rgba(255, 0, 0, 50%)` is valid.
    ///
    /// - Throws: ``ColorParseError`` quoting the text and saying what is wrong. Out-of-range
    ///   values are rejected, never clamped.
    public init(parsing text: String) throws(ColorParseError) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw ColorParseError(input: text, reason: .empty) }
        if let function = try FunctionalNotation.split(trimmed, input: text) {
            self = try Self.rgbFunction(function, input: text)
        } else {
            self = try Self.hexColor(trimmed, input: text)
        }
    }

    private static func hexColor(_ text: Substring, input: String) throws(ColorParseError) -> SRGB {
        let hasHash = text.first == "#"
        let digits = hasHash ? text.dropFirst() : text
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        // Byte by byte (a palette has tens of thousands of colors); the character is looked
        // for only to name it in the error.
        for byte in digits.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default:
                let character = digits.first { !$0.isASCII || $0.hexDigitValue == nil } ?? Character(Unicode.Scalar(byte))
                // Without '#' a word like "red" is not a color at all; say so rather than
                // complain about its letters.
                throw ColorParseError(input: input, reason: hasHash ? .invalidHexDigit(character) : .unrecognized)
            }
            nibbles.append(value)
        }
        func byte(_ high: Int, _ low: Int) -> UInt8 { nibbles[high] << 4 | nibbles[low] }
        switch nibbles.count {
        case 3: return SRGB(red8: byte(0, 0), green8: byte(1, 1), blue8: byte(2, 2))
        case 4: return SRGB(red8: byte(0, 0), green8: byte(1, 1), blue8: byte(2, 2), alpha8: byte(3, 3))
        case 6: return SRGB(red8: byte(0, 1), green8: byte(2, 3), blue8: byte(4, 5))
        case 8: return SRGB(red8: byte(0, 1), green8: byte(2, 3), blue8: byte(4, 5), alpha8: byte(6, 7))
        default:
            throw ColorParseError(input: input, reason: hasHash || nibbles.count > 1 ? .hexDigitCount(nibbles.count) : .unrecognized)
        }
    }

    private static func rgbFunction(_ function: FunctionalNotation, input: String) throws(ColorParseError) -> SRGB {
        guard function.name == "rgb" || function.name == "rgba" else {
            throw ColorParseError(input: input, reason: .unknownFunction(function.name))
        }
        var channels = function.components
        var alphaText = function.slashAlpha
        if function.usesCommas, channels.count == 4 { alphaText = channels.removeLast() }
        guard channels.count == 3 else {
            let expected = function.usesCommas ? "3 or 4 comma-separated values" : "3 values and an optional '/ alpha'"
            throw ColorParseError(input: input, reason: .componentCount(
                function: function.name, expected: expected, found: function.components.count))
        }
        let names = ["red", "green", "blue"]
        var parsed: [CSSNumber] = []
        for (name, text) in zip(names, channels) {
            guard let number = CSSNumber(text) else {
                throw ColorParseError(input: input, reason: .invalidNumber(component: name, text: String(text)))
            }
            parsed.append(number)
        }
        if function.usesCommas {
            let percentages = zip(names, parsed).filter { $0.1.isPercentage }.map { $0.0 }
            let numbers = zip(names, parsed).filter { !$0.1.isPercentage }.map { $0.0 }
            guard percentages.isEmpty || numbers.isEmpty else {
                throw ColorParseError(input: input, reason: .mixedNumbersAndPercentages(
                    function: function.name, percentages: percentages, numbers: numbers))
            }
        }
        var values: [Double] = []
        for (name, number) in zip(names, parsed) {
            switch number {
            case .number(let value):
                guard (0...255).contains(value) else {
                    throw ColorParseError(input: input, reason: .outOfRange(component: name, value: value, range: "0...255"))
                }
                values.append(value / 255)
            case .percentage(let value):
                guard (0...100).contains(value) else {
                    throw ColorParseError(input: input, reason: .outOfRange(component: name, value: value, range: "0%...100%"))
                }
                values.append(value / 100)
            }
        }
        let alpha = try alphaText.map { text throws(ColorParseError) in try parseAlpha(text, input: input) } ?? 1
        return SRGB(uncheckedRed: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    /// Alpha as CSS writes it: a number `0...1` or a percentage `0%...100%`.
    static func parseAlpha(_ text: Substring, input: String) throws(ColorParseError) -> Double {
        switch CSSNumber(text) {
        case .number(let value):
            guard (0...1).contains(value) else {
                throw ColorParseError(input: input, reason: .outOfRange(component: "alpha", value: value, range: "0...1"))
            }
            return value
        case .percentage(let value):
            guard (0...100).contains(value) else {
                throw ColorParseError(input: input, reason: .outOfRange(component: "alpha", value: value, range: "0%...100%"))
            }
            return value / 100
        case nil:
            throw ColorParseError(input: input, reason: .invalidNumber(component: "alpha", text: String(text)))
        }
    }
}
