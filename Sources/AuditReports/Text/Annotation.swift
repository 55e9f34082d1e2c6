import AdaptedSystemUI
import AuditModel
import Foundation

/// One line an editor or a CI system shows at a place in a file: a failing finding, a failing
/// color-vision check, or a pair the audit could not check — what ``GitHubReportWriter`` and
/// ``XcodeReportWriter`` print.
///
/// A finding is placed where the app's code draws its foreground when the pair was found in
/// code, otherwise at the line that defines the foreground's value in the failing appearance
/// (the color set's entry, the token's `$value`, the palette file's color); with neither, it
/// has no place. Failures a baseline accepts are left out.
struct Annotation: Equatable {
    enum Level: Int, Comparable {
        case error, warning, notice
        static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let level: Level
    let title: String
    let message: String
    let file: String?
    let line: Int?
    let column: Int?
    /// How far below its requirement (0 for what has no requirement), for ordering.
    let shortfall: Double

    /// The report's annotations, errors before warnings before notices, and within each the
    /// furthest below its requirement first.
    static func all(in report: AuditReport) -> [Annotation] {
        let pairings = Dictionary(report.pairings.map { ($0.id, $0) }) { first, _ in first }
        func place(of color: String, in cell: Appearance?) -> (String?, Int?) {
            guard let defined = report.palette.locations[color]?.definition(in: cell) else { return (nil, nil) }
            return (defined.file, defined.line)
        }
        var annotations: [Annotation] = []
        for finding in report.findings where finding.status == .fail && !finding.accepted {
            guard let severity = finding.severity else { continue }
            let suggestion = finding.suggestionPhrase(searched: report.suggestionsSearched).map { "; \($0)" } ?? ""
            let title = "\(finding.criterion.map { "WCAG \($0.shortName)" } ?? "Contrast"): \(finding.pair.phrase)"
            // A pair found in code fails where the code draws it.
            let drawn = pairings[finding.pair]?.evidence.first { $0.kind == .foreground }
            let (file, line) = drawn.map { ($0.file, $0.line) } ?? place(of: finding.foreground, in: finding.appearance)
            annotations.append(Annotation(
                level: severity == .error ? .error : .warning, title: title, message: finding.story + suggestion,
                file: file, line: line, column: drawn?.column, shortfall: -(finding.margin ?? 0)))
        }
        for finding in report.colorVision?.findings ?? [] where finding.status == .fail && finding.accepted != true {
            let (file, line) = place(of: finding.first, in: finding.appearance)
            annotations.append(Annotation(
                level: finding.failureSeverity == .error ? .error : .warning,
                title: "Color vision: \(finding.first) and \(finding.second)", message: finding.story,
                file: file, line: line, column: nil, shortfall: 0))
        }
        for check in report.incomplete {
            let (file, line) = place(of: check.pair.foreground, in: check.appearances.first)
            annotations.append(Annotation(
                level: .notice, title: "Not checked: \(check.pair.phrase)",
                message: "\(check.pair.phrase) in \(check.appearances.map(\.key).joined(separator: ", ")): not checked — \(check.reason)",
                file: file, line: line, column: nil, shortfall: 0))
        }
        // Stable: equal keys keep report order.
        return annotations.enumerated().sorted { a, b in
            (a.element.level, -a.element.shortfall, a.offset) < (b.element.level, -b.element.shortfall, b.offset)
        }.map(\.element)
    }
}
