import AdaptedSystemUI
import AuditModel
import Foundation

/// One line an editor or a CI system shows at a place in a file: a failing finding, a failing
/// color-vision check, a pair the audit could not check, or a warning among the palette's
/// notes (a suppression in the app's code that covers nothing) — what ``GitHubReportWriter``
/// and ``XcodeReportWriter`` print.
///
/// A finding is placed where the app's code draws its foreground when the pair was found in
/// code — one annotation for each place it is drawn, so the line a change adds is the line
/// annotated (at most ``placeLimit`` a finding, the last saying how many more) — otherwise at
/// the line that defines the foreground's value in the failing appearance (the color set's
/// entry, the token's `$value`, the palette file's color); with neither, it has no place.
/// Failures a baseline accepts are left out.
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
    /// Whether it is a note of the palette's, not a finding or a pair not checked.
    var isNote = false

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
            let level: Level = severity == .error ? .error : .warning
            // A pair found in code fails where the code draws it: at each place.
            let places = pairings[finding.pair].map(Self.drawnPlaces) ?? []
            if places.isEmpty {
                let (file, line) = place(of: finding.foreground, in: finding.appearance)
                annotations.append(Annotation(
                    level: level, title: title, message: finding.story + suggestion, file: file, line: line, column: nil,
                    shortfall: -(finding.margin ?? 0)))
            }
            for (index, drawn) in places.prefix(placeLimit).enumerated() {
                annotations.append(Annotation(
                    level: level, title: title, message: finding.story + suggestion + Self.placeNote(index, of: places.count),
                    file: drawn.file, line: drawn.line, column: drawn.column, shortfall: -(finding.margin ?? 0)))
            }
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
        // The notes that are warnings (written so by the inputs: a stale suppression, one not
        // understood) are shown where a CI run is read, not only in the full report.
        for note in report.palette.notes where note.hasPrefix(Self.warningPrefix) {
            annotations.append(Annotation(
                level: .warning, title: "Contrast audit", message: String(note.dropFirst(Self.warningPrefix.count)),
                file: nil, line: nil, column: nil, shortfall: 0, isNote: true))
        }
        // Stable: equal keys keep report order (a finding's places stay together, in order).
        return annotations.enumerated().sorted { a, b in
            (a.element.level, -a.element.shortfall, a.offset) < (b.element.level, -b.element.shortfall, b.offset)
        }.map(\.element)
    }

    /// How a palette's note that is a warning begins.
    static let warningPrefix = "Warning: "

    /// The most places of one finding annotated; the last one shown says how many more the
    /// full report has.
    static let placeLimit = 20

    /// The places a pair found in code is drawn (its foreground's evidence), in the order the
    /// scan found them, each once.
    static func drawnPlaces(_ pairing: Pairing) -> [PairEvidence] {
        var seen: Set<PairEvidence> = []
        return pairing.evidence.filter { $0.kind == .foreground && seen.insert($0).inserted }
    }

    /// What the annotation at `index` of a finding drawn at `count` places adds to its
    /// message: nothing for a pair drawn once; which place of how many; past the limit, how
    /// many more.
    static func placeNote(_ index: Int, of count: Int) -> String {
        guard count > 1 else { return "" }
        if index == placeLimit - 1, count > placeLimit {
            return " (drawn at \(count) places; this is place \(index + 1); the other \(count - placeLimit) are in the full report)"
        }
        return " (drawn at \(count) places; this is place \(index + 1))"
    }
}
