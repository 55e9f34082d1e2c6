import AdaptedSystemUI
import ColorScience

/// The result of auditing a palette: every finding, the pairs whose verdict changes between
/// appearance cells, light↔dark color differences, and what the numbers rest on.
///
/// Encodes to the JSON report and decodes back from it. Findings are in a deterministic
/// order: pairing order, then appearance cell (`Appearance.index`), then
/// criterion.
public struct AuditReport: Hashable, Sendable, Codable {
    /// The JSON report's format version; raised when a field changes meaning or goes away.
    public static let currentSchemaVersion = 1

    public struct PaletteInfo: Hashable, Sendable, Codable {
        public let name: String
        public let title: String
        public let release: String
        public let source: String
        public let notes: [String]
        /// The appearance cells checked (those the palette defines); written by key.
        public let appearances: [Appearance]
    }

    public struct Summary: Hashable, Sendable, Codable {
        public let pairs: Int
        public let findings: Int
        public let passed: Int
        /// Failures of AA requirements.
        public let errors: Int
        /// Failures of AAA requirements.
        public let warnings: Int
        public let exempt: Int
        /// Pairs with a requirement they pass in some cells and fail in others.
        public let inconsistentPairs: Int
    }

    /// A pair that passes a requirement in some appearance cells and fails it in others.
    public struct Inconsistency: Hashable, Sendable {
        public let pair: PairID
        /// The criterion (and level) whose verdict changes.
        public let criterion: SuccessCriterion
        public let passesIn: [Appearance]
        public let failsIn: [Appearance]

        public init(pair: PairID, criterion: SuccessCriterion, passesIn: [Appearance], failsIn: [Appearance]) {
            self.pair = pair
            self.criterion = criterion
            self.passesIn = passesIn
            self.failsIn = failsIn
        }
    }

    public let schemaVersion: Int
    public let palette: PaletteInfo
    /// What the numbers rest on; settable so that a report can be restated (tests pin the
    /// Little CMS version this way).
    public var provenance: AuditProvenance
    public let summary: Summary
    public let pairings: [Pairing]
    public let findings: [Finding]
    public let inconsistencies: [Inconsistency]
    public let colorDifferences: [ColorDifference]

    /// The failures at `severity` or above.
    public func failures(atLeast severity: Severity) -> [Finding] {
        findings.filter { finding in finding.severity.map { $0 >= severity } ?? false }
    }

    /// Whether any failure reaches `severity` (`nil`: never).
    public func hasFailures(atLeast severity: Severity?) -> Bool {
        guard let severity else { return false }
        return !failures(atLeast: severity).isEmpty
    }
}
