/// The report formats, one writer each.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    case markdown, json, html

    /// Renders a report in this format.
    public func render(_ report: AuditReport) throws -> String {
        switch self {
        case .markdown: MarkdownReportWriter().render(report)
        case .json: try JSONReportWriter().render(report)
        case .html: HTMLReportWriter().render(report)
        }
    }
}

/// Number formatting shared by the human-readable writers.
enum ReportNumber {
    /// `value` with `digits` decimals, truncated toward zero so a ratio just below a threshold
    /// never prints as the threshold (4.4999 is "4.499", not "4.500").
    /// `keepsNegativeZero` prints `−0.000` for a tiny negative value: right for a margin (a
    /// shortfall is a shortfall), noise for a difference of two near-equal numbers.
    static func truncated(_ value: Double, digits: Int = 3, keepsNegativeZero: Bool = true) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let truncated = (value * scale).rounded(.towardZero) / scale
        let negative = truncated < 0 || (keepsNegativeZero && truncated == 0 && value < 0)
        let magnitude = abs(truncated)
        let whole = Int(magnitude)
        let fraction = Int(((magnitude - Double(whole)) * scale).rounded())
        let fractionText = String(fraction)
        let padded = String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        return (negative ? "−" : "") + "\(whole)" + (digits > 0 ? ".\(padded)" : "")
    }

    /// A signed margin: `+1.234` or `−0.021`.
    static func signed(_ value: Double, digits: Int = 3) -> String {
        value >= 0 ? "+" + truncated(value, digits: digits) : truncated(value, digits: digits)
    }

    /// A signed difference: like ``signed(_:digits:)`` but a value that truncates to zero is
    /// printed `0.00`, unsigned.
    static func difference(_ value: Double, digits: Int = 2) -> String {
        let text = truncated(value, digits: digits, keepsNegativeZero: false)
        return (value * pow10(digits)).rounded(.towardZero) == 0 ? text : signed(value, digits: digits)
    }

    private static func pow10(_ digits: Int) -> Double {
        (0..<digits).reduce(1.0) { result, _ in result * 10 }
    }

    /// A requirement like `4.5` or `3`.
    static func requirement(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension String {
    /// The text ending with exactly one period.
    var sentence: String { hasSuffix(".") ? self : self + "." }
}
