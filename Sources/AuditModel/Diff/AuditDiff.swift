import AdaptedSystemUI
import ColorScience
import Foundation

/// What changed between two audits of a palette — two versions of it, audited with the
/// same rules: failures that are new, fixed, worse or better, matched by finding id.
public struct AuditDiff: Sendable {
    /// A finding in both audits, or in one.
    public struct Change: Sendable {
        public let id: String
        public let old: Finding?
        public let new: Finding?
        /// Whether the new audit checked the pair in this appearance (`false`: incomplete there).
        public let isCheckedNow: Bool

        init(id: String, old: Finding?, new: Finding?, isCheckedNow: Bool = true) {
            self.id = id
            self.old = old
            self.new = new
            self.isCheckedNow = isCheckedNow
        }

        /// The one-line account: the new finding's story, with the old ratio when there was one.
        public var story: String {
            let ratio = old.map { " (was \(Decimals.truncated($0.ratio)):1)" } ?? ""
            if let new { return new.story + ratio }
            return (old?.story ?? id) + (isCheckedNow ? " — gone from the new palette" : " — not checked in the new palette")
        }
    }

    /// Failing now, not before (passing, or absent).
    public let new: [Change]
    /// Failing before; passing now, or gone (the pair's colors no longer in the palette).
    public let fixed: [Change]
    /// Failing in both, with a lower ratio now.
    public let worse: [Change]
    /// Failing in both, with a higher ratio now.
    public let better: [Change]
    /// Failing before, and not checked now: the new audit has the pair in that appearance as
    /// incomplete (a color unresolved, a translucent background with nothing beneath), or
    /// checked nothing at all. Neither fixed nor failing: unknown.
    public let unchecked: [Change]
    /// The pairs the new audit could not check.
    public let incomplete: [IncompleteCheck]
    /// Why each audit checked nothing (``AuditReport/nothingChecked``), when it did not.
    public let oldNothingChecked: String?, newNothingChecked: String?

    public init(old: AuditReport, new: AuditReport) {
        // Cell by cell, so which cells share colors in either palette does not change the answer.
        let oldFindings = old.findings.flatMap(\.perCell), newFindings = new.findings.flatMap(\.perCell)
        let before = Dictionary(oldFindings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(newFindings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func failing(_ finding: Finding?) -> Bool { finding?.status == .fail && finding?.accepted == false }
        var added: [Change] = [], fixed: [Change] = [], worse: [Change] = [], better: [Change] = []
        for finding in newFindings where failing(finding) {
            let previous = before[finding.id]
            if !failing(previous) {
                added.append(Change(id: finding.id, old: previous, new: finding))
            } else if let previous, finding.ratio < previous.ratio - Baseline.tolerance {
                worse.append(Change(id: finding.id, old: previous, new: finding))
            } else if let previous, finding.ratio > previous.ratio + Baseline.tolerance {
                better.append(Change(id: finding.id, old: previous, new: finding))
            }
        }
        let notChecked = Set(new.incomplete.flatMap { check in check.appearances.map { PairCell(pair: check.pair, appearance: $0) } })
        var unchecked: [Change] = []
        for finding in oldFindings where failing(finding) && !failing(after[finding.id]) {
            let current = after[finding.id]
            if current == nil && (new.nothingChecked != nil || notChecked.contains(PairCell(pair: finding.pair, appearance: finding.appearance))) {
                unchecked.append(Change(id: finding.id, old: finding, new: nil, isCheckedNow: false))
            } else {
                fixed.append(Change(id: finding.id, old: finding, new: current))
            }
        }
        self.new = added
        self.fixed = fixed
        self.worse = worse
        self.better = better
        self.unchecked = unchecked
        self.incomplete = new.incomplete
        self.oldNothingChecked = old.nothingChecked
        self.newNothingChecked = new.nothingChecked
    }

    private struct PairCell: Hashable {
        let pair: PairID
        let appearance: Appearance
    }

    /// Whether either audit checked nothing: a comparison with it says nothing.
    public var isInconclusive: Bool { oldNothingChecked != nil || newNothingChecked != nil }

    /// Whether a new or worse failure reaches `severity` (`nil`: never).
    public func regresses(atLeast severity: Severity?) -> Bool {
        guard let severity else { return false }
        return (new + worse).contains { ($0.new?.severity).map { $0 >= severity } ?? false }
    }
}
