import AuditModel
import Foundation

extension AuditDiff {
    /// Markdown: counts, then each kind of change, one line per finding, with the text of the
    /// inputs escaped (`MarkdownEscaping`).
    public func markdown(old: String, new newName: String) -> String {
        var lines = ["### Contrast changes: \(old.markdownText) → \(newName.markdownText)", ""]
        for (name, reason) in [(old, oldNothingChecked), (newName, newNothingChecked)] {
            if let reason { lines += ["**Nothing checked in \(name.markdownText)** — \(reason.markdownText): this comparison says nothing about it.", ""] }
        }
        lines.append("\(new.count) new failures, \(worse.count) worse, \(better.count) better, \(fixed.count) fixed"
            + (unchecked.isEmpty ? "" : ", \(unchecked.count) not checked now") + "."
            + (incomplete.isEmpty ? "" : " \(incomplete.count) pair\(incomplete.count == 1 ? "" : "s") incomplete in the new palette."))
        for (title, changes) in [("New failures", new), ("Worse", worse), ("Better", better), ("Fixed", fixed), ("Not checked now (failing before)", unchecked)]
        where !changes.isEmpty {
            lines += ["", "#### \(title) (\(changes.count))", ""]
            lines += changes.map { "- \($0.story.markdownText)" }
        }
        if !incomplete.isEmpty {
            lines += ["", "#### Incomplete in the new palette (\(incomplete.count))", ""]
            lines += incomplete.map { "- \($0.pair.markdownPhrase) in \($0.appearances.map(\.key).joined(separator: ", ")): \($0.reason.markdownText)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// JSON: each kind of change (`new`, `worse`, `better`, `fixed`, `unchecked`) as a list of
    /// `{id, oldRatio, newRatio, severity, story}`; `incomplete` (`pair`, `appearances`,
    /// `reason`); `oldNothingChecked` and `newNothingChecked` when an audit checked nothing.
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
        var object: [String: Any] = [
            "new": entries(new), "worse": entries(worse), "better": entries(better), "fixed": entries(fixed),
            "unchecked": entries(unchecked),
            "incomplete": incomplete.map { ["pair": $0.pair.description, "appearances": $0.appearances.map(\.key), "reason": $0.reason] },
        ]
        if let oldNothingChecked { object["oldNothingChecked"] = oldNothingChecked }
        if let newNothingChecked { object["newNothingChecked"] = newNothingChecked }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
