/// Text that does not describe a color. The message quotes the text and says what is wrong.
///
/// ```
/// invalid color "#12345": a hex color has 3, 4, 6 or 8 digits, not 5
/// invalid color "rgb(300 0 0)": red 300 is outside 0...255
/// ```
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the text.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        case empty
        case hexDigitCount(Int)
        case invalidHexDigit(Character)
        case unrecognized
        case unknownFunction(String)
        case missingClosingParenthesis
        case trailingText(String)
        case componentCount(function: String, expected: String, found: Int)
        case mixedSeparators
        /// The comma-separated (legacy) syntax with some of red, green and blue as numbers and
        /// the others as percentages, which CSS Color 4 does not allow there.
        case mixedNumbersAndPercentages(function: String, percentages: [String], numbers: [String])
        case invalidNumber(component: String, text: String)
        case outOfRange(component: String, value: Double, range: String)
        case alphaNotAllowed(function: String)

        public var description: String {
            switch self {
            case .empty:
                return "the text is empty"
            case .hexDigitCount(let count):
                return "a hex color has 3, 4, 6 or 8 digits, not \(count)"
            case .invalidHexDigit(let character):
                return "'\(character)' is not a hex digit"
            case .unrecognized:
                return "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(r g b), rgb(r g b / a) or rgba(r, g, b, a)"
            case .unknownFunction(let name):
                return "unknown color function '\(name)'"
            case .missingClosingParenthesis:
                return "missing ')'"
            case .trailingText(let text):
                return "unexpected text '\(text)' after ')'"
            case .componentCount(let function, let expected, let found):
                return "\(function)() takes \(expected), found \(found) value\(found == 1 ? "" : "s")"
            case .mixedSeparators:
                return "separate components either all with commas or all with spaces (and '/ alpha')"
            case .mixedNumbersAndPercentages(let function, let percentages, let numbers):
                func list(_ names: [String], _ kind: String) -> String {
                    names.count == 1 ? "\(names[0]) is a \(kind)" : "\(names.joined(separator: " and ")) are \(kind)s"
                }
                return "\(function)() with commas takes red, green and blue all as numbers or all as percentages; "
                    + "here \(list(percentages, "percentage")) and \(list(numbers, "number")) "
                    + "(the space-separated \(function)(r g b) may mix them)"
            case .invalidNumber(let component, let text):
                return text.isEmpty ? "\(component) is missing" : "\(component) '\(text)' is not a number"
            case .outOfRange(let component, let value, let range):
                return "\(component) \(Decimals.threshold(value)) is outside \(range)"
            case .alphaNotAllowed(let function):
                return "\(function)() here takes no alpha; remove '/ alpha'"
            }
        }

    }

    /// The text as given.
    public let input: String
    /// What is wrong with it.
    public let reason: Reason

    public init(input: String, reason: Reason) {
        self.input = input
        self.reason = reason
    }

    /// `invalid color "…": reason`, quoting the text as an excerpt: whole up to
    /// ``excerptLength`` characters, else its start and `…`, with control characters written
    /// as escapes (`\n`, `\u{1B}`). The text comes from a user's file, and a message may end
    /// up in a public log: a long value (a file read by mistake) is not echoed whole.
    public var description: String {
        "invalid color \"\(Self.excerpt(input))\": \(reason)"
    }

    /// The most characters of the text a message quotes.
    public static let excerptLength = 64

    static func excerpt(_ text: String) -> String {
        ControlCharacters.excerpt(text, maximumLength: excerptLength, shown: excerptLength - 16)
    }
}
