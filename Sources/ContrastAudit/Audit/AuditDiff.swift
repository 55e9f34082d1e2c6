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

        /// The one-line account: the new finding's story, with the old ratio when there was one.
        public var story: String {
            let ratio = old.map { " (was \(Decimals.truncated($0.ratio)):1)" } ?? ""
            if let new { return new.story + ratio }
            return (old?.story ?? id) + " — gone from the new palette"
        }
    }

    /// Failing now, not before (passing, or absent).
    public let new: [Change]
    /// Failing before, passing or gone now.
    public let fixed: [Change]
    /// Failing in both, with a lower ratio now.
    public let worse: [Change]
    /// Failing in both, with a higher ratio now.
    public let better: [Change]

    public init(old: AuditReport, new: AuditReport) {
        let before = Dictionary(old.findings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.findings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func failing(_ finding: Finding?) -> Bool { finding?.status == .fail && finding?.accepted == false }
        var added: [Change] = [], fixed: [Change] = [], worse: [Change] = [], better: [Change] = []
        for finding in new.findings where failing(finding) {
            let previous = before[finding.id]
            if !failing(previous) {
                added.append(Change(id: finding.id, old: previous, new: finding))
            } else if let previous, finding.ratio < previous.ratio - Baseline.tolerance {
                worse.append(Change(id: finding.id, old: previous, new: finding))
            } else if let previous, finding.ratio > previous.ratio + Baseline.tolerance {
                better.append(Change(id: finding.id, old: previous, new: finding))
            }
        }
        for finding in old.findings where failing(finding) && !failing(after[finding.id]) {
            fixed.append(Change(id: finding.id, old: finding, new: after[finding.id]))
        }
        self.new = added
        self.fixed = fixed
        self.worse = worse
        self.better = better
    }

    /// Whether a new or worse failure reaches `severity` (`nil`: never).
    public func regresses(atLeast severity: Severity?) -> Bool {
        guard let severity else { return false }
        return (new + worse).contains { ($0.new?.severity).map { $0 >= severity } ?? false }
    }

    /// Markdown: counts, then each kind of change, one line per finding.
    public func markdown(old: String, new newName: String) -> String {
        var lines = ["### Contrast changes: \(old) → \(newName)", "",
                     "\(new.count) new failures, \(worse.count) worse, \(better.count) better, \(fixed.count) fixed."]
        for (title, changes) in [("New failures", new), ("Worse", worse), ("Better", better), ("Fixed", fixed)] where !changes.isEmpty {
            lines += ["", "#### \(title) (\(changes.count))", ""]
            lines += changes.map { "- \($0.story)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// JSON: each kind of change as a list of `{id, oldRatio, newRatio, severity, story}`.
    public func json() throws -> String {
        func entries(_ changes: [Change]) -> [[String: Any]] {
            changes.map { change in
                var entry: [String: Any] = ["id": change.id, "story": change.story]
                if let old = change.old { entry["oldRatio"] = old.ratio }
                if let new = change.new {
                    entry["newRatio"] = new.ratio
                    if let severity = new.severity { entry["severity"] = severity.rawValue }
                }
                return entry
            }
        }
        let object: [String: Any] = ["new": entries(new), "worse": entries(worse), "better": entries(better), "fixed": entries(fixed)]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
