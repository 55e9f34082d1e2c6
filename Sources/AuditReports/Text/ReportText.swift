import AuditModel
import ColorScience

/// Where the report's typed values become words, for every writer: colors as `#RRGGBB`
/// (`#RRGGBBAA` when translucent), a finding's measured value, minimum and margin on its
/// metric, through the one number
/// formatter (`Decimals`: truncated, never rounded up). Findings, differences, fixes and
/// color-vision results hold colors and numbers; nothing a writer prints is parsed back.
enum ReportText {
    /// A color as `#RRGGBB`, or `#RRGGBBAA` when translucent (8-bit; the reports' JSON keeps
    /// the exact components).
    static func hex(_ color: SRGB) -> String { color.hex }

    /// The unit printed after a value of `metric`, or nothing for the WCAG ratio, whose
    /// columns and sentences say `:1` themselves.
    static func unit(_ metric: ContrastMetric?) -> String {
        guard let metric, metric != .wcag2Ratio else { return "" }
        return metric.unit
    }

    /// What the finding measured on its requirement's metric (the WCAG ratio when exempt).
    static func value(_ finding: Finding) -> String {
        guard let check = finding.check else { return Decimals.truncated(finding.ratio) }
        return Decimals.truncated(check.value) + unit(check.requirement.metric)
    }

    /// The minimum the requirement asks for; empty when exempt.
    static func required(_ finding: Finding) -> String {
        guard let requirement = finding.requirement else { return "" }
        return Decimals.threshold(requirement.minimum) + unit(requirement.metric)
    }

    /// `value − minimum`, signed; empty when exempt.
    static func margin(_ finding: Finding) -> String {
        guard let margin = finding.margin else { return "" }
        return Decimals.signed(margin) + unit(finding.requirement?.metric)
    }

    /// Where a pair found in code is drawn, for a table cell: its confidence and the first
    /// places (`File.swift:12:9`), `+N more` past three.
    static func evidence(_ pairing: Pairing) -> String {
        guard pairing.origin == .code else { return pairing.origin.phrase }
        let places = pairing.evidence.filter { $0.kind == .foreground }
        let shown = places.prefix(3).map { "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line):\($0.column)" }
        let more = places.count > 3 ? " +\(places.count - 3) more" : ""
        let cells = pairing.appearances.map { ", \($0.cells.map(\.key).joined(separator: "/")) only" } ?? ""
        return "\(pairing.confidence?.rawValue ?? "unknown") confidence\(cells): " + shown.joined(separator: ", ") + more
    }

    /// The accepted failures by why: `12 accepted by the baseline, 3 outside the change`;
    /// `nil` when none is accepted.
    static func acceptedCounts(_ report: AuditReport) -> String? {
        let outside = report.findings.count { $0.status == .fail && $0.acceptance == .outsideChange }
        let baseline = report.summary.accepted - outside
        let parts = [baseline > 0 ? "\(baseline) accepted by the baseline" : nil, outside > 0 ? "\(outside) outside the change" : nil].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Why a color-vision failure is accepted, as a table cell says it; `nil` when it is not.
    static func acceptance(_ finding: ColorVisionFinding) -> String? {
        guard finding.accepted == true else { return nil }
        return (finding.acceptedBecause ?? .baseline).phrase
    }

    /// Why a failure is accepted, for a test report or SARIF's justification: `accepted by
    /// the baseline`, `outside the change`.
    static func justification(_ reason: Finding.Acceptance?) -> String {
        reason == .outsideChange ? "outside the change (--changed-since)" : "accepted by the baseline"
    }

    /// Where a pair found in code is drawn, for a line of text: its first `limit` places as
    /// `file:line` (the path as the scan was given it) and how many more; `nil` for a pair not
    /// found in code.
    static func drawnAt(_ pairing: Pairing?, limit: Int = 3) -> String? {
        guard let pairing, pairing.origin == .code else { return nil }
        let places = Annotation.drawnPlaces(pairing)
        guard !places.isEmpty else { return nil }
        let shown = places.prefix(limit).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        return "drawn at " + shown + (places.count > limit ? " and \(places.count - limit) more" : "")
    }

    /// ``evidence(_:)`` as a small HTML line for a pair found in code; empty otherwise.
    static func evidenceHTML(_ pairing: Pairing, escape: (String) -> String) -> String {
        guard pairing.origin == .code else { return "" }
        return "<br><span class=\"evidence confidence-\(pairing.confidence?.rawValue ?? "unknown")\">\(escape(evidence(pairing)))</span>"
    }
}

extension Pairing {
    /// The pairs found in code, by id, for the writers that name where a pair is drawn; empty
    /// (and made without allocating) when the report has none.
    static func foundInCode(_ pairings: [Pairing]) -> [PairID: Pairing] {
        guard pairings.contains(where: { $0.origin == .code }) else { return [:] }
        var found: [PairID: Pairing] = [:]
        for pairing in pairings where pairing.origin == .code && found[pairing.id] == nil { found[pairing.id] = pairing }
        return found
    }
}
