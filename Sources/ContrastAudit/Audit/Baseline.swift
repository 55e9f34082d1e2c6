import Foundation

/// Known failures a team has accepted, by finding id, with the ratio each had: a report
/// read against a baseline shows those findings as *accepted* and leaves them out of
/// ``AuditReport/failures(atLeast:)`` — unless a finding got worse (a lower ratio) than
/// recorded, when it counts again. New failures always count.
///
/// The file is JSON, sorted by id, one finding per line, so it diffs well in review:
///
/// ```json
/// {
///   "accepted" : [
///     { "id" : "secondaryLabel-on-systemBackground/light/1.4.3-AA", "ratio" : 3.4383 },
/// ```
public struct Baseline: Hashable, Sendable, Codable {
    public struct Entry: Hashable, Sendable, Codable {
        /// The finding's stable id (``Finding/id``).
        public let id: String
        /// Its ratio when accepted.
        public let ratio: Double

        public init(id: String, ratio: Double) {
            self.id = id
            self.ratio = ratio
        }
    }

    /// The baseline format's version.
    public let schemaVersion: Int
    /// The palette the findings came from.
    public let palette: String
    public let accepted: [Entry]

    /// The failing findings of a report, sorted by id.
    public init(report: AuditReport) {
        schemaVersion = 1
        palette = report.palette.name
        accepted = report.findings.filter { $0.status == .fail && $0.severity != nil }
            .map { Entry(id: $0.id, ratio: $0.ratio) }.sorted { $0.id < $1.id }
    }

    /// The baseline as its file holds it.
    public func json() -> String {
        let lines = accepted.map { entry in
            "    { \"id\" : \(Self.quoted(entry.id)), \"ratio\" : \(entry.ratio) }"
        }
        return "{\n  \"schemaVersion\" : \(schemaVersion),\n  \"palette\" : \(Self.quoted(palette)),\n  \"accepted\" : [\n"
            + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Reads a baseline file.
    public static func read(_ path: String) throws(InputFileError) -> Baseline {
        let data = try JSONDocument.readData(path)
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw InputFileError(file: path, message: "not a baseline file: \(error)")
        }
    }

    /// How much lower than recorded a ratio may be and still count as the same (printing
    /// and reading a `Double` back is exact; this absorbs Little CMS version differences in
    /// nothing — ratios do not use Lab — and only guards against the last bit).
    public static let tolerance = 1e-9
}

extension AuditReport {
    /// The report with the findings a baseline accepts marked ``Finding/accepted``: those
    /// whose id it lists with a ratio no better than today's (within ``Baseline/tolerance``).
    public func applying(_ baseline: Baseline) -> AuditReport {
        let recorded = Dictionary(baseline.accepted.map { ($0.id, $0.ratio) }, uniquingKeysWith: { first, _ in first })
        var accepted = 0
        let marked = findings.map { finding -> Finding in
            guard finding.status == .fail, let ratio = recorded[finding.id], finding.ratio >= ratio - Baseline.tolerance else {
                return finding
            }
            accepted += 1
            return finding.accepting()
        }
        var report = self
        report.summary = summary.with(accepted: accepted)
        report.findings = marked
        return report
    }
}
