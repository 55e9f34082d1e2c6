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
    /// Color-vision failures (``ColorVisionFinding``) by id, with their ΔE00; absent in
    /// baselines written without the check.
    public let colorVision: [ColorVisionEntry]?

    /// A color-vision failure as recorded.
    public struct ColorVisionEntry: Hashable, Sendable, Codable {
        public let id: String
        public let deltaE2000: Double

        public init(id: String, deltaE2000: Double) {
            self.id = id
            self.deltaE2000 = deltaE2000
        }
    }

    /// A baseline as a file states it (``Baseline/read(_:)`` in the inputs).
    package init(schemaVersion: Int, palette: String, accepted: [Entry], colorVision: [ColorVisionEntry]?) {
        self.schemaVersion = schemaVersion
        self.palette = palette
        self.accepted = accepted
        self.colorVision = colorVision
    }

    /// The failing findings of a report, sorted by id: one entry per appearance cell a finding
    /// covers (``Finding/cellIDs``), so a baseline does not depend on which cells share colors.
    public init(report: AuditReport) {
        schemaVersion = Self.currentSchemaVersion
        palette = report.palette.name
        accepted = report.findings.filter { $0.status == .fail && $0.severity != nil }
            .flatMap { finding in finding.cellIDs.map { Entry(id: $0, ratio: finding.ratio) } }.sorted { $0.id < $1.id }
        colorVision = report.colorVision.map { vision in
            vision.findings.filter { $0.status == .fail }.map { ColorVisionEntry(id: $0.id, deltaE2000: $0.deltaE2000) }.sorted { $0.id < $1.id }
        }
    }

    /// The `schemaVersion` this release writes.
    static let currentSchemaVersion = 1
    /// The `schemaVersion`s this release reads: a baseline of another version could name
    /// findings differently, and accepting it would quietly accept nothing (or the wrong
    /// failures).
    public static let readableSchemaVersions = [1]

    /// How much lower than recorded a ratio may be and still count as the same (printing
    /// and reading a `Double` back is exact; this absorbs Little CMS version differences in
    /// nothing — ratios do not use Lab — and only guards against the last bit).
    public static let tolerance = 1e-9
    /// How much lower than recorded a color-vision ΔE00 may be and still count as the same:
    /// ΔE rests on Little CMS's Lab, which computes in 32-bit floats.
    public static let colorVisionTolerance = 1e-4
}

extension AuditReport {
    /// The report with the findings a baseline accepts marked ``Finding/accepted``: those
    /// whose id, in every cell they cover (``Finding/cellIDs``), it lists with a ratio no
    /// better than today's (within ``Baseline/tolerance``).
    public func applying(_ baseline: Baseline) -> AuditReport {
        let recorded = Dictionary(baseline.accepted.map { ($0.id, $0.ratio) }, uniquingKeysWith: { first, _ in first })
        var accepted = 0
        let marked = findings.map { finding -> Finding in
            let acceptedEverywhere = finding.cellIDs.allSatisfy { id in
                recorded[id].map { finding.ratio >= $0 - Baseline.tolerance } ?? false
            }
            guard finding.status == .fail, acceptedEverywhere else { return finding }
            accepted += 1
            return finding.accepting()
        }
        var vision = colorVision
        if let checked = colorVision, let recorded = baseline.colorVision {
            vision = checked.applying(Dictionary(recorded.map { ($0.id, $0.deltaE2000) }, uniquingKeysWith: { first, _ in first }))
        }
        return with(summary: summary.with(accepted: accepted), findings: marked, colorVision: .some(vision))
    }
}

extension AuditReport {
    /// The report with the failures outside a change accepted (``Finding/Acceptance/outsideChange``):
    /// those `isInScope` leaves out — drawn on no line the change touches, their colors
    /// defined on none — still listed, not counted by ``failures(atLeast:)``. A failure a
    /// baseline already accepts stays the baseline's.
    public func accepting(outside isInScope: (Finding) -> Bool, colorVision isColorVisionInScope: (ColorVisionFinding) -> Bool) -> AuditReport {
        let marked = findings.map { finding -> Finding in
            guard finding.status == .fail, !finding.accepted, !isInScope(finding) else { return finding }
            return finding.accepting(.outsideChange)
        }
        return with(
            summary: summary.with(accepted: marked.count { $0.status == .fail && $0.accepted }), findings: marked,
            colorVision: .some(colorVision?.accepting(outside: isColorVisionInScope)))
    }
}
