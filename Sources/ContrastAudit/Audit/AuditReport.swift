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
        /// Pairs that could not be checked (``AuditReport/incomplete``); `0` in reports
        /// written before the field existed.
        public let incomplete: Int

        public init(
            pairs: Int, findings: Int, passed: Int, errors: Int, warnings: Int, exempt: Int, inconsistentPairs: Int, incomplete: Int
        ) {
            self.pairs = pairs
            self.findings = findings
            self.passed = passed
            self.errors = errors
            self.warnings = warnings
            self.exempt = exempt
            self.inconsistentPairs = inconsistentPairs
            self.incomplete = incomplete
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                pairs: try container.decode(Int.self, forKey: .pairs), findings: try container.decode(Int.self, forKey: .findings),
                passed: try container.decode(Int.self, forKey: .passed), errors: try container.decode(Int.self, forKey: .errors),
                warnings: try container.decode(Int.self, forKey: .warnings), exempt: try container.decode(Int.self, forKey: .exempt),
                inconsistentPairs: try container.decode(Int.self, forKey: .inconsistentPairs),
                incomplete: try container.decodeIfPresent(Int.self, forKey: .incomplete) ?? 0)
        }
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
    /// Pairs that could not be checked, with why (never counted as passed).
    public let incomplete: [IncompleteCheck]
    public let inconsistencies: [Inconsistency]
    public let colorDifferences: [ColorDifference]

    public init(
        schemaVersion: Int, palette: PaletteInfo, provenance: AuditProvenance, summary: Summary, pairings: [Pairing],
        findings: [Finding], incomplete: [IncompleteCheck], inconsistencies: [Inconsistency], colorDifferences: [ColorDifference]
    ) {
        self.schemaVersion = schemaVersion
        self.palette = palette
        self.provenance = provenance
        self.summary = summary
        self.pairings = pairings
        self.findings = findings
        self.incomplete = incomplete
        self.inconsistencies = inconsistencies
        self.colorDifferences = colorDifferences
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, palette, provenance, summary, pairings, findings, incomplete, inconsistencies, colorDifferences
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            schemaVersion: try container.decode(Int.self, forKey: .schemaVersion),
            palette: try container.decode(PaletteInfo.self, forKey: .palette),
            provenance: try container.decode(AuditProvenance.self, forKey: .provenance),
            summary: try container.decode(Summary.self, forKey: .summary),
            pairings: try container.decode([Pairing].self, forKey: .pairings),
            findings: try container.decode([Finding].self, forKey: .findings),
            incomplete: try container.decodeIfPresent([IncompleteCheck].self, forKey: .incomplete) ?? [],
            inconsistencies: try container.decode([Inconsistency].self, forKey: .inconsistencies),
            colorDifferences: try container.decode([ColorDifference].self, forKey: .colorDifferences))
    }

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
