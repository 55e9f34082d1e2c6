import AuditModel
import ColorContrast
import ColorScience

/// Writes a short Markdown report for a pull-request comment: the counts, then the failures
/// as tables — AA errors first, then AAA warnings, each worst first (by how far the ratio
/// falls short of its requirement) — one row per failure: the pair (for a pair found in code,
/// with the first places it is drawn, `file:line`), its role, the appearances
/// it fails in, the ratio against the requirement, and the suggested colors; then "and N
/// more". Always under ``maximumLength`` characters (GitHub's comment limit is 65,536).
///
/// Colors are code spans (a hex code in backticks, which GitHub shows with a swatch) and names
/// are code spans too; the palette's title is escaped (`MarkdownEscaping`), as in the full report.
/// The counts are the full report's: the same numbers in every format, with or without a
/// baseline (whose accepted failures are counted, said so, and left out of the tables).
public struct SummaryReportWriter: ReportWriter {
    /// The most characters a summary has.
    public static let maximumLength = 60_000

    public init() {}

    /// The table's header, its separator and one row per failure.
    static let tableHeader = ["| | pair | role | fails in | ratio → required | suggestion |", "|---|---|---|---|---|---|"]

    public func render(_ report: AuditReport) -> String {
        let s = report.summary
        let pairings = Pairing.foundInCode(report.pairings)
        var head = ["### Contrast audit: \(report.palette.title.markdownText)", ""]
        if let reason = report.nothingChecked {
            head.append("**Nothing was checked — this audit has not passed.** \((reason.prefix(1).uppercased() + reason.dropFirst()).markdownText).")
            head.append("")
        }
        head.append("\(s.pairs) pairs in \(report.palette.appearances.count) appearances: **\(s.errors) errors**, \(s.warnings) warnings"
            + (ReportText.acceptedCounts(report).map { " (\($0))" } ?? "")
            + (s.errorCells != s.errors || s.warningCells != s.warnings ? " in \(s.errorCells) and \(s.warningCells) appearance cells" : "")
            + ", \(s.exempt) exempt, \(s.incomplete) incomplete, \(s.uncheckedColors) colors no pair checks."
            + (report.colorVision.map { vision in
                vision.findings.isEmpty ? " Color vision: nothing checked." : " Color vision: **\(vision.failureCountsPhrase)**."
            } ?? ""))
        // The failures a baseline does not accept, errors then warnings, each worst first.
        let failing = report.findings.enumerated().filter { $0.element.status == .fail && !$0.element.accepted }
        func sorted(_ severity: Severity) -> [Finding] {
            failing.filter { $0.element.severity == severity }
                .sorted { a, b in
                    let (x, y) = (a.element.fractionOfRequirement, b.element.fractionOfRequirement)
                    return x != y ? x < y : a.offset < b.offset
                }
                .map(\.element)
        }
        let sections: [(title: String, findings: [Finding])] = [
            ("Errors: AA requirements", sorted(.error)), ("Warnings: AAA requirements", sorted(.warning)),
        ].filter { !$0.1.isEmpty }
        var tail = report.incomplete.isEmpty ? [] : ["", "\(report.incomplete.count) pairs could not be checked (incomplete): see the full report."]
        if let line = report.suggestionBudgetLine { tail += ["", line] }
        if let colorVision = report.colorVision {
            let failingPairs = colorVision.findings.filter { $0.status == .fail && $0.accepted != true }
            let pairs = Set(failingPairs.map { "\($0.first.markdownCode) / \($0.second.markdownCode)" }).sorted()
            let named = pairs.prefix(10).joined(separator: ", ") + (pairs.count > 10 ? ", and \(pairs.count - 10) more pairs" : "")
            if colorVision.findings.isEmpty {
                tail += ["", "Color vision: **nothing checked** (\(colorVision.notes.count) note\(colorVision.notes.count == 1 ? "" : "s") in the full report)."]
            } else {
                tail += ["", "Color vision: \(colorVision.failureCountsPhrase) in \(colorVision.findings.count) checks"
                    + (failingPairs.isEmpty ? "." : " (\(named)).")]
            }
        }
        // Rows while they fit, counted in UTF-8 bytes (what comment limits count, and never
        // fewer than characters), with room for each section's "and N more" line.
        var budget = Self.maximumLength - (head + tail).reduce(0) { $0 + $1.utf8.count + 1 } - 400
        var body: [String] = []
        for section in sections {
            let pairs = Set(section.findings.map(\.pair)).count
            let title = ["", "#### \(section.title) (\(section.findings.count) failure\(section.findings.count == 1 ? "" : "s") in \(pairs) pair\(pairs == 1 ? "" : "s"), worst first)", ""]
            budget -= (title + Self.tableHeader).reduce(0) { $0 + $1.utf8.count + 1 }
            var rows: [String] = []
            for finding in section.findings {
                let row = Self.row(finding, drawnAt: ReportText.drawnAt(pairings[finding.pair], limit: 2))
                guard budget - row.utf8.count - 1 > 0 else { break }
                budget -= row.utf8.count + 1
                rows.append(row)
            }
            body += title + (rows.isEmpty ? [] : Self.tableHeader) + rows
            if rows.count < section.findings.count {
                body += ["", "… and \(section.findings.count - rows.count) more (see the full report)."]
            }
        }
        return (head + body + tail).joined(separator: "\n") + "\n"
    }

    /// One failure: mark, pair (and, for a pair found in code, where it is drawn), role,
    /// appearances, `ratio → required (criterion)`, fixes.
    static func row(_ finding: Finding, drawnAt: String? = nil) -> String {
        var fixes = finding.suggestion.map { [$0.color.hex] } ?? []
        if let alpha = finding.translucentFix?.alphaColor { fixes.append(alpha.hex) }
        if let opaque = finding.translucentFix?.opaque { fixes.append(opaque.color.hex) }
        let mark = finding.severity == .error ? "❌" : "⚠️"
        let cells = [
            mark, drawnAt.map { finding.pair.markdownPhrase + ", " + $0.markdownText } ?? finding.pair.markdownPhrase, finding.role.rawValue,
            finding.appearanceKeys,
            "\(ReportText.value(finding)) → \(ReportText.required(finding)) (\(finding.criterion?.shortName ?? ""))",
            fixes.isEmpty ? "—" : fixes.map { "`\($0)`" }.joined(separator: " or "),
        ]
        return "| " + cells.map(\.tableCell).joined(separator: " | ") + " |"
    }
}

extension ReportFormat {
    /// A pull-request summary: ``SummaryReportWriter``, `.md`.
    public static let summary = ReportFormat(name: "summary", fileExtension: "md", writer: SummaryReportWriter())
}
