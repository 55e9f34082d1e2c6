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
    ///
    /// Version 2: a finding covers every appearance cell in which its pair has the same colors
    /// (`appearances`; `appearance` is the first of them), and the summary counts distinct
    /// findings, with `errorCells` and `warningCells` for the cells they cover.
    public static let currentSchemaVersion = 2

    public struct PaletteInfo: Hashable, Sendable, Codable {
        public let name: String
        public let title: String
        public let release: String
        public let source: String
        public let notes: [String]
        /// The appearance cells checked (those the palette defines); written by key.
        public let appearances: [Appearance]
        /// Where the input defines each color (empty for built-in palettes).
        public let locations: [String: ColorLocation]

        public init(
            name: String, title: String, release: String, source: String, notes: [String], appearances: [Appearance],
            locations: [String: ColorLocation] = [:]
        ) {
            self.name = name
            self.title = title
            self.release = release
            self.source = source
            self.notes = notes
            self.appearances = appearances
            self.locations = locations
        }

        enum CodingKeys: String, CodingKey {
            case name, title, release, source, notes, appearances, locations
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                name: try container.decode(String.self, forKey: .name), title: try container.decode(String.self, forKey: .title),
                release: try container.decode(String.self, forKey: .release), source: try container.decode(String.self, forKey: .source),
                notes: try container.decode([String].self, forKey: .notes),
                appearances: try container.decode([Appearance].self, forKey: .appearances),
                locations: try container.decodeIfPresent([String: ColorLocation].self, forKey: .locations) ?? [:])
        }
    }

    public struct Summary: Hashable, Sendable, Codable {
        public let pairs: Int
        public let findings: Int
        public let passed: Int
        /// Failures of AA requirements (distinct findings; a finding may cover several cells).
        public let errors: Int
        /// Failures of AAA requirements.
        public let warnings: Int
        /// The appearance cells the ``errors`` cover, added up: what ``errors`` counted before
        /// a finding covered several cells.
        public let errorCells: Int
        /// The appearance cells the ``warnings`` cover, added up.
        public let warningCells: Int
        public let exempt: Int
        /// Pairs with a requirement they pass in some cells and fail in others.
        public let inconsistentPairs: Int
        /// Pairs, or cells of pairs, that could not be checked (``AuditReport/incomplete``);
        /// `0` in reports written before the field existed.
        public let incomplete: Int
        /// Colors of the palette that no checked pair uses (``AuditReport/uncheckedColors``).
        public let uncheckedColors: Int
        /// Failures a baseline accepts (counted in ``errors`` and ``warnings`` too).
        public let accepted: Int

        public init(
            pairs: Int, findings: Int, passed: Int, errors: Int, warnings: Int, exempt: Int, inconsistentPairs: Int, incomplete: Int,
            uncheckedColors: Int, accepted: Int = 0, errorCells: Int? = nil, warningCells: Int? = nil
        ) {
            self.errorCells = errorCells ?? errors
            self.warningCells = warningCells ?? warnings
            self.uncheckedColors = uncheckedColors
            self.accepted = accepted
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
                incomplete: try container.decodeIfPresent(Int.self, forKey: .incomplete) ?? 0,
                uncheckedColors: try container.decodeIfPresent(Int.self, forKey: .uncheckedColors) ?? 0,
                accepted: try container.decodeIfPresent(Int.self, forKey: .accepted) ?? 0,
                errorCells: try container.decodeIfPresent(Int.self, forKey: .errorCells),
                warningCells: try container.decodeIfPresent(Int.self, forKey: .warningCells))
        }

        /// How many appearance cells the errors and warnings cover, when that is more than
        /// their number: `the 12 errors cover 24 appearance cells, the 3 warnings 5`; `nil` when
        /// every failure is in one cell.
        public var cellsCovered: String? {
            guard errorCells != errors || warningCells != warnings else { return nil }
            return "the \(errors) error\(errors == 1 ? "" : "s") cover\(errors == 1 ? "s" : "") \(errorCells) appearance cell\(errorCells == 1 ? "" : "s"), "
                + "the \(warnings) warning\(warnings == 1 ? "" : "s") \(warningCells)"
        }

        /// The same counts with `accepted` failures.
        func with(accepted: Int) -> Summary {
            Summary(
                pairs: pairs, findings: findings, passed: passed, errors: errors, warnings: warnings, exempt: exempt,
                inconsistentPairs: inconsistentPairs, incomplete: incomplete, uncheckedColors: uncheckedColors, accepted: accepted,
                errorCells: errorCells, warningCells: warningCells)
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
    /// Whether failures were given suggestions (``withSuggestions(budget:progress:)``): a failure without
    /// one then means no sRGB foreground (at the foreground's alpha) meets its requirement.
    public let suggestionsSearched: Bool
    /// How many failures were left without a search because the searches reached
    /// ``maximumSuggestionSearches`` (each is marked ``Finding/suggestionNotSearched``); the
    /// palette-level fixes are then not searched either. 0 when every failure was searched.
    public let suggestionsNotSearched: Int
    /// Palette-level suggestions (``ColorFix``), with ``withSuggestions(budget:progress:)``.
    public let colorFixes: [ColorFix]?
    /// The color-vision check (``ColorVisionChecker``), when it was run.
    public let colorVision: ColorVisionReport?
    /// Pairs that could not be checked, with why (never counted as passed).
    public let incomplete: [IncompleteCheck]
    public let inconsistencies: [Inconsistency]
    public let colorDifferences: [ColorDifference]
    /// The palette's colors that no checked pair uses as foreground, background or base, in
    /// palette order: what the audit says nothing about.
    public let uncheckedColors: [String]

    public init(
        schemaVersion: Int, palette: PaletteInfo, provenance: AuditProvenance, summary: Summary, pairings: [Pairing],
        findings: [Finding], incomplete: [IncompleteCheck], inconsistencies: [Inconsistency], colorDifferences: [ColorDifference],
        uncheckedColors: [String] = []
    ) {
        self.init(
            schemaVersion: schemaVersion, palette: palette, provenance: provenance, summary: summary, pairings: pairings,
            findings: findings, incomplete: incomplete, inconsistencies: inconsistencies, colorDifferences: colorDifferences,
            uncheckedColors: uncheckedColors, suggestionsSearched: false, suggestionsNotSearched: 0, colorFixes: nil, colorVision: nil)
    }

    private init(
        schemaVersion: Int, palette: PaletteInfo, provenance: AuditProvenance, summary: Summary, pairings: [Pairing],
        findings: [Finding], incomplete: [IncompleteCheck], inconsistencies: [Inconsistency], colorDifferences: [ColorDifference],
        uncheckedColors: [String], suggestionsSearched: Bool, suggestionsNotSearched: Int, colorFixes: [ColorFix]?,
        colorVision: ColorVisionReport?
    ) {
        self.suggestionsSearched = suggestionsSearched
        self.suggestionsNotSearched = suggestionsNotSearched
        self.colorFixes = colorFixes
        self.colorVision = colorVision
        self.uncheckedColors = uncheckedColors
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

    /// This report with some of what the steps after the audit give replaced — the color-vision
    /// check, a baseline's acceptances, the suggestions — everything else as it is. The one
    /// place a report is copied; the steps are ``ContrastAuditor/report(for:colorVision:baseline:suggestions:)``'s.
    func with(
        summary: Summary? = nil, findings: [Finding]? = nil, suggestionsSearched: Bool? = nil, suggestionsNotSearched: Int? = nil,
        colorFixes: [ColorFix]?? = nil, colorVision: ColorVisionReport?? = nil
    ) -> AuditReport {
        AuditReport(
            schemaVersion: schemaVersion, palette: palette, provenance: provenance, summary: summary ?? self.summary, pairings: pairings,
            findings: findings ?? self.findings, incomplete: incomplete, inconsistencies: inconsistencies, colorDifferences: colorDifferences,
            uncheckedColors: uncheckedColors, suggestionsSearched: suggestionsSearched ?? self.suggestionsSearched,
            suggestionsNotSearched: suggestionsNotSearched ?? self.suggestionsNotSearched, colorFixes: colorFixes ?? self.colorFixes,
            colorVision: colorVision ?? self.colorVision)
    }

    /// The tool that wrote a report: `{"name": "PerseusDarkMode", "version": "0.1.0"}`.
    public struct Tool: Hashable, Sendable, Codable {
        public let name: String
        public let version: String

        /// This package.
        public static let current = Tool(name: ToolVersion.name, version: ToolVersion.current)
    }

    package enum CodingKeys: String, CodingKey {
        case schemaVersion, tool, nothingChecked, palette, provenance, summary, pairings, findings, incomplete, inconsistencies
        case colorDifferences, uncheckedColors, suggestionsSearched, suggestionsNotSearched, colorFixes, colorVision
    }

    /// Why the audit checked nothing — no pair at all, or every pair incomplete or exempt —
    /// or `nil` when it checked at least one requirement. An audit that checked nothing has
    /// not passed: the command line exits with status 3 and every report says so first.
    public var nothingChecked: String? {
        guard !findings.contains(where: { $0.status != .exempt }) else { return nil }
        if pairings.isEmpty {
            let colors = uncheckedColors.count
            return "no pair was checked: the palette's \(colors) color\(colors == 1 ? "" : "s") gave no pairs "
                + "(name the pairs in a rules file, --rules)"
        }
        var parts: [String] = []
        if !incomplete.isEmpty { parts.append("\(Set(incomplete.map(\.pair)).count) incomplete") }
        let exempt = Set(findings.map(\.pair)).count
        if exempt > 0 { parts.append("\(exempt) exempt") }
        return "no pair was checked: of \(pairings.count) pair\(pairings.count == 1 ? "" : "s"), \(parts.joined(separator: " and "))"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(Tool.current, forKey: .tool)
        try container.encodeIfPresent(nothingChecked, forKey: .nothingChecked)
        try container.encode(palette, forKey: .palette)
        try container.encode(provenance, forKey: .provenance)
        try container.encode(summary, forKey: .summary)
        try container.encode(pairings, forKey: .pairings)
        try container.encode(findings, forKey: .findings)
        try container.encode(incomplete, forKey: .incomplete)
        try container.encode(inconsistencies, forKey: .inconsistencies)
        try container.encode(colorDifferences, forKey: .colorDifferences)
        try container.encode(uncheckedColors, forKey: .uncheckedColors)
        if suggestionsSearched { try container.encode(true, forKey: .suggestionsSearched) }
        if suggestionsNotSearched > 0 { try container.encode(suggestionsNotSearched, forKey: .suggestionsNotSearched) }
        try container.encodeIfPresent(colorFixes, forKey: .colorFixes)
        try container.encodeIfPresent(colorVision, forKey: .colorVision)
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
            colorDifferences: try container.decode([ColorDifference].self, forKey: .colorDifferences),
            uncheckedColors: try container.decodeIfPresent([String].self, forKey: .uncheckedColors) ?? [],
            suggestionsSearched: try container.decodeIfPresent(Bool.self, forKey: .suggestionsSearched) ?? false,
            suggestionsNotSearched: try container.decodeIfPresent(Int.self, forKey: .suggestionsNotSearched) ?? 0,
            colorFixes: try container.decodeIfPresent([ColorFix].self, forKey: .colorFixes),
            colorVision: try container.decodeIfPresent(ColorVisionReport.self, forKey: .colorVision))
    }

    /// The failures at `severity` or above, except those a baseline accepts.
    public func failures(atLeast severity: Severity) -> [Finding] {
        findings.filter { finding in !finding.accepted && (finding.severity.map { $0 >= severity } ?? false) }
    }

    /// Whether any failure — of contrast, or of the color-vision check — reaches `severity`
    /// (`nil`: never).
    public func hasFailures(atLeast severity: Severity?) -> Bool {
        guard let severity else { return false }
        return !failures(atLeast: severity).isEmpty || !(colorVision?.failures(atLeast: severity).isEmpty ?? true)
    }
}
