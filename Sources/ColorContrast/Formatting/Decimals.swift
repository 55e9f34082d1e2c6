/// How the package prints numbers for people: ratios, margins, differences and thresholds.
/// Reports, the command line and the test assertions all use it, so a number reads the same
/// everywhere.
///
/// Values are **truncated toward zero**, never rounded, so a ratio just below a threshold
/// never prints as the threshold: 4.4999 is `4.499`, not `4.500`. Negative values carry the
/// typographic minus sign `−` (U+2212), as reports set them; text meant to be parsed again
/// (CSS `lab()`) asks for the ASCII `-`.
///
/// ```swift
/// Decimals.truncated(4.478)                 // "4.478"
/// Decimals.truncated(4.4999, digits: 2)     // "4.49"
/// Decimals.signed(-0.0215)                  // "−0.021"
/// Decimals.threshold(4.5)                   // "4.5"; 3 is "3"
/// ```
public enum Decimals {
    /// The typographic minus sign, U+2212.
    public static let minusSign = "\u{2212}"

    /// `value` with exactly `digits` decimals, truncated toward zero.
    ///
    /// - Parameters:
    ///   - value: the number; `nan` and `inf` print as such.
    ///   - digits: how many decimals, all printed (`4.500`).
    ///   - keepsNegativeZero: print `−0.000` for a tiny negative value: right for a margin
    ///     (a shortfall is a shortfall), noise for a difference of two near-equal numbers.
    ///   - minus: the sign of negative values.
    public static func truncated(_ value: Double, digits: Int = 3, keepsNegativeZero: Bool = true, minus: String = minusSign) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? minus + "inf" : "inf") }
        let scale = powerOfTen(digits)
        let magnitude = abs(value)
        // Beyond 2^53 / scale a Double has no fractional digits left to truncate.
        guard magnitude * scale < 9.0e15 else { return (value < 0 ? minus : "") + "\(magnitude)" }
        let scaled = Int64((magnitude * scale).rounded(.towardZero))
        let negative = value < 0 && (scaled > 0 || keepsNegativeZero)
        let (whole, fraction) = scaled.quotientAndRemainder(dividingBy: Int64(scale))
        let fractionText = String(fraction)
        let padded = String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        return (negative ? minus : "") + "\(whole)" + (digits > 0 ? ".\(padded)" : "")
    }

    /// A signed value: `+1.234` or `−0.021` (a margin, a change).
    public static func signed(_ value: Double, digits: Int = 3) -> String {
        value >= 0 ? "+" + truncated(value, digits: digits) : truncated(value, digits: digits)
    }

    /// A signed difference, but a value that truncates to zero is printed `0.00`, unsigned.
    public static func difference(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite, (abs(value) * powerOfTen(digits)).rounded(.towardZero) != 0 else {
            return truncated(value, digits: digits, keepsNegativeZero: false)
        }
        return signed(value, digits: digits)
    }

    /// A threshold as WCAG writes it: `4.5`, `3`, `7`.
    public static func threshold(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    static func powerOfTen(_ digits: Int) -> Double {
        (0..<max(0, digits)).reduce(1.0) { result, _ in result * 10 }
    }
}
