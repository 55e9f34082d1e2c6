import ColorScience

/// Writes a short Markdown report for a pull-request comment: the counts, then each failing
/// pair on one line with its failing cells, then "and N more" — always under
/// ``maximumLength`` characters (GitHub's comment limit is 65,536). Color names are code
/// spans and the palette's title is escaped (`MarkdownEscaping`), as in the full report.
public struct SummaryReportWriter: ReportWriter {
    /// The most characters a summary has.
    public static let maximumLength = 60_000

    public init() {}

    public func render(_ report: AuditReport) -> String {
        let s = report.summary
        var head = ["### Contrast audit: \(report.palette.title.markdownText)", ""]
        if let reason = report.nothingChecked {
            head.append("**Nothing was checked — this audit has not passed.** \((reason.prefix(1).uppercased() + reason.dropFirst()).markdownText).")
            head.append("")
        }
        head.append("\(s.pairs) pairs in \(report.palette.appearances.count) appearances: **\(s.errors) errors**, \(s.warnings) warnings"
            + (s.accepted > 0 ? " (\(s.accepted) accepted by the baseline)" : "")
            + (s.errorCells != s.errors || s.warningCells != s.warnings ? " in \(s.errorCells) and \(s.warningCells) appearance cells" : "")
            + ", \(s.exempt) exempt, \(s.incomplete) incomplete, \(s.uncheckedColors) colors no pair checks."
            + (report.colorVision.map { vision in
                guard !vision.findings.isEmpty else { return " Color vision: nothing checked." }
                let errors = vision.failures(atLeast: .error).count, warnings = vision.failures(atLeast: .warning).count - errors
                return " Color vision: **\(errors) errors**, \(warnings) warnings."
            } ?? ""))
        // Failing pairs, errors first, each with its failing cells.
        var byPair: [PairID: [Finding]] = [:]
        var order: [PairID] = []
        for finding in report.findings where finding.status == .fail && !finding.accepted {
            if byPair[finding.pair] == nil { order.append(finding.pair) }
            byPair[finding.pair, default: []].append(finding)
        }
        func hasError(_ pair: PairID) -> Bool { byPair[pair]?.contains { $0.severity == .error } ?? false }
        order = order.filter(hasError) + order.filter { !hasError($0) }
        var lines: [String] = []
        if !order.isEmpty {
            lines.append("")
            lines.append("#### Failing pairs (\(order.count))")
            lines.append("")
        }
        var pairLines: [String] = []
        for pair in order {
            let findings = byPair[pair] ?? []
            let cells = findings.map { finding in
                let cell = "\(finding.appearanceKeys) \(ReportText.value(finding)) < \(ReportText.required(finding)) (\(finding.criterion?.shortName ?? ""))"
                var fixes = finding.suggestion.map { [$0.color.hex] } ?? []
                if let alpha = finding.translucentFix?.alphaColor { fixes.append(alpha.hexRGBA) }
                if let opaque = finding.translucentFix?.opaque { fixes.append(opaque.color.hex) }
                return fixes.isEmpty ? cell : cell + " → " + fixes.joined(separator: " or ")
            }
            let mark = findings.contains { $0.severity == .error } ? "❌" : "⚠️"
            pairLines.append("- \(mark) **\(pair.markdownPhrase)** (\(findings[0].role.rawValue)): " + cells.joined(separator: "; "))
        }
        var incompleteLine = report.incomplete.isEmpty ? [] : ["", "\(report.incomplete.count) pairs could not be checked (incomplete): see the full report."]
        if let line = report.suggestionBudgetLine { incompleteLine += ["", line] }
        if let colorVision = report.colorVision {
            let failing = colorVision.findings.filter { $0.status == .fail && $0.accepted != true }
            let pairs = Set(failing.map { "\($0.first.markdownCode) / \($0.second.markdownCode)" }).sorted()
            let named = pairs.prefix(10).joined(separator: ", ") + (pairs.count > 10 ? ", and \(pairs.count - 10) more pairs" : "")
            if colorVision.findings.isEmpty {
                incompleteLine += ["", "Color vision: **nothing checked** (\(colorVision.notes.count) note\(colorVision.notes.count == 1 ? "" : "s") in the full report)."]
            } else {
                incompleteLine += ["", failing.isEmpty
                    ? "Color vision: \(colorVision.findings.count) checks, all keep their minimum."
                    : "Color vision: \(failing.count) of \(colorVision.findings.count) checks below the minimum ΔE00 (\(named))."]
            }
        }
        // As many pair lines as fit, counted in UTF-8 bytes (what comment limits count, and
        // never fewer than characters), with room for the "and N more" line.
        var shown = pairLines.count
        func text(_ shown: Int) -> String {
            let more = shown < pairLines.count ? ["- … and \(pairLines.count - shown) more failing pairs (see the full report)"] : []
            return (head + lines + pairLines.prefix(shown) + more + incompleteLine).joined(separator: "\n") + "\n"
        }
        var total = (head + lines + pairLines + incompleteLine).reduce(0) { $0 + $1.utf8.count + 1 }
        while shown > 0, total + 80 >= Self.maximumLength {
            shown -= 1
            total -= pairLines[shown].utf8.count + 1
        }
        return text(shown)
    }
}

extension ReportFormat {
    /// A pull-request summary: ``SummaryReportWriter``, `.md`.
    public static let summary = ReportFormat(name: "summary", fileExtension: "md", writer: SummaryReportWriter())
}
