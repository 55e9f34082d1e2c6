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
    static func truncated(_ value: Double, digits: Int = 3) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let truncated = (value * scale).rounded(.towardZero) / scale
        let negative = truncated < 0 || (truncated == 0 && value < 0)
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

    /// A requirement like `4.5` or `3`.
    static func requirement(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
