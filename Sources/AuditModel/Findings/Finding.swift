import AdaptedSystemUI
import ColorScience

/// One pair, in the appearance cells where its colors are the same, against one requirement
/// (or exempt).
///
/// A pair whose foreground, background and base are the same in several cells (a catalog whose
/// colors have no elevated or high-contrast variant, or a color that is the same in light and
/// dark) is one finding that lists those cells in ``appearances``: one failure, read once.
///
/// Every part is typed: the pair (``PairID``), the cell (`Appearance`), the requirement
/// (`ContrastRequirement`, with its criterion, level, metric and minimum), the status and
/// the severity. The JSON report writes it with flat fields (`criterion`, `level`,
/// `required`, `foregroundHex`, …), described on each accessor below; decoding reads them back.
public struct Finding: Hashable, Sendable {
    /// What the finding concluded.
    public enum Status: String, Hashable, Sendable, Codable {
        case pass, fail, exempt
    }

    /// Which foreground on which background.
    public let pair: PairID
    /// The first appearance cell the finding covers (``appearances`` lists them all).
    public var appearance: Appearance { Appearance(index: cells.rawValue.trailingZeroBitCount) }
    /// The appearance cells in which the pair has these colors, in `Appearance.index` order;
    /// never empty.
    public var appearances: [Appearance] { cells.cells }
    /// ``appearances`` as a set (never empty).
    public internal(set) var cells: AppearanceSet
    public let role: PairRole
    /// The requirement checked and the value measured on its metric; `nil` when the role is
    /// exempt.
    public let check: ContrastCheck?
    /// The pair as measured in this cell: the colors as given, as seen, and the ratio.
    public let contrast: ContrastMeasurement
    public let status: Status
    /// For a failure: error or warning (AA failures are errors, AAA failures warnings,
    /// unless the pairing sets a severity).
    public let severity: Severity?
    /// The opaque surface a translucent background was composited over, by name (its color
    /// is the `base` of ``contrast``); `nil` for an opaque background.
    public let base: String?
    /// Why this failure is accepted — a baseline lists it (``AuditReport/applying(_:)``), or
    /// the change audited does not touch it (``AuditReport/accepting(outside:colorVision:)``) —
    /// or `nil`: an accepted failure is shown as such, not counted by
    /// ``AuditReport/failures(atLeast:)``.
    public internal(set) var acceptance: Acceptance?
    /// Whether the failure is accepted (``acceptance``).
    public var accepted: Bool { acceptance != nil }

    /// Why a failure is accepted.
    public enum Acceptance: String, Hashable, Sendable, Codable {
        /// A baseline lists it.
        case baseline
        /// It is drawn on no line the change touches, and its colors are defined on none
        /// (`darkmode-audit --changed-since`).
        case outsideChange = "outside-change"

        /// How reports say it: `accepted (baseline)`, `outside the change`.
        public var phrase: String { self == .baseline ? "accepted (baseline)" : "outside the change" }
    }
    /// For a failure: the nearest foreground that meets the requirement in this cell
    /// (``AuditReport/withSuggestions(budget:progress:)``), or `nil` — not asked for, or no sRGB color
    /// reaches the minimum.
    public var suggestion: ContrastSuggestion?
    /// For a failure of a translucent foreground, when suggestions were searched: the same
    /// color at the smallest alpha that passes, and the nearest opaque color to the one seen
    /// (`TranslucentFix`) — the fixes that change the alpha, beside ``suggestion``'s, which
    /// keeps it.
    public var translucentFix: TranslucentFix?
    /// For a failure: whether its search was left out because the audit's searches reached
    /// ``AuditReport/maximumSuggestionSearches``. Its missing ``suggestion`` then says
    /// nothing about whether a color reaches the requirement.
    public internal(set) var suggestionNotSearched = false

    public init(
        pair: PairID, appearance: Appearance, role: PairRole, check: ContrastCheck?, contrast: ContrastMeasurement,
        status: Status, severity: Severity?, base: String? = nil, accepted: Bool = false, suggestion: ContrastSuggestion? = nil
    ) {
        self.init(
            pair: pair, appearances: [appearance], role: role, check: check, contrast: contrast, status: status, severity: severity,
            base: base, accepted: accepted, suggestion: suggestion)
    }

    /// A finding that covers several appearance cells (at least one).
    public init(
        pair: PairID, appearances: [Appearance], role: PairRole, check: ContrastCheck?, contrast: ContrastMeasurement,
        status: Status, severity: Severity?, base: String? = nil, accepted: Bool = false, suggestion: ContrastSuggestion? = nil
    ) {
        precondition(!appearances.isEmpty, "a finding covers at least one appearance cell")
        self.cells = appearances.reduce(into: AppearanceSet()) { $0.insert(AppearanceSet($1)) }
        self.base = base
        self.acceptance = accepted ? .baseline : nil
        self.suggestion = suggestion
        self.pair = pair
        self.role = role
        self.check = check
        self.contrast = contrast
        self.status = status
        self.severity = severity
    }

    /// Stable across runs: `foreground-on-background/cell/criterion-level`, e.g.
    /// `secondaryLabel-on-systemBackground/dark/1.4.3-AA`; exempt findings end in `/exempt`.
    /// A requirement on another metric than WCAG 2's ratio adds the metric's id
    /// (`…/1.4.3-AA-apca-lc`), so ids of the WCAG ratio's findings stay as they always were
    /// and a baseline written before still applies.
    public var id: String { id(in: appearance) }

    /// The ``id`` this finding would have in one of its cells alone.
    func id(in cell: Appearance) -> String {
        let base = "\(pair)/\(cell.key)"
        guard let criterion else { return base + "/exempt" }
        let id = "\(base)/\(criterion.number)-\(criterion.level.rawValue)"
        // The WCAG ratio's ids as they always were (and built without a second string).
        guard let metric = requirement?.metric, metric.id != ContrastMetric.wcag2Ratio.id else { return id }
        return id + Self.metricSuffix(metric)
    }

    /// `""` for WCAG 2's ratio (and no metric), `-id` for any other metric.
    package static func metricSuffix(_ metric: ContrastMetric?) -> String {
        guard let metric, metric.id != ContrastMetric.wcag2Ratio.id else { return "" }
        return "-\(metric.id)"
    }

    /// The ids of the finding in each of its cells, as separate findings would have them.
    public var cellIDs: [String] { appearances.map(id(in:)) }

    /// The finding split into one finding per appearance cell.
    public var perCell: [Finding] {
        guard appearances.count > 1 else { return [self] }
        return appearances.map { cell in
            var copy = self
            copy.cells = AppearanceSet(cell)
            return copy
        }
    }

    /// This finding, accepted for a reason.
    func accepting(_ reason: Acceptance = .baseline) -> Finding {
        var copy = self
        copy.acceptance = reason
        return copy
    }

    /// The foreground color's name.
    public var foreground: String { pair.foreground }
    /// The background color's name.
    public var background: String { pair.background }
    /// The requirement, `nil` when exempt.
    public var requirement: ContrastRequirement? { check?.requirement }
    /// The success criterion (with its level), `nil` when exempt.
    public var criterion: SuccessCriterion? { check?.requirement.criterion }
    /// The WCAG contrast ratio, unrounded (measured for exempt pairs too).
    public var ratio: Double { contrast.ratio }
    /// The value the requirement asks for, `nil` when exempt.
    public var required: Double? { check?.requirement.minimum }
    /// `value − required`: negative is the shortfall. `nil` when exempt.
    public var margin: Double? { check?.margin }

    /// The foreground as given, `#RRGGBB` (`#RRGGBBAA` when translucent; 8-bit; ``foregroundColor`` is exact).
    public var foregroundHex: String { contrast.foreground.hex }
    /// The background as given, `#RRGGBB` (`#RRGGBBAA` when translucent).
    public var backgroundHex: String { contrast.background.hex }
    /// The foreground as seen, composited over the background, `#RRGGBB`.
    public var compositeHex: String { contrast.seenForeground.hex }
    /// The foreground's exact components, alpha included.
    public var foregroundColor: Components { Components(contrast.foreground) }
    /// The background's exact components.
    public var backgroundColor: Components { Components(contrast.background) }
    /// The composited foreground's exact components.
    public var composite: Components { Components(contrast.seenForeground) }
    /// The background as seen, composited over ``base``, `#RRGGBB`; `nil` for an opaque
    /// background.
    public var seenBackgroundHex: String? { base == nil ? nil : contrast.seenBackground.hex }

    /// Exact sRGB components, `0...1`.
    public struct Components: Hashable, Sendable, Codable {
        public let red: Double
        public let green: Double
        public let blue: Double
        public let alpha: Double

        public init(_ color: SRGB) {
            red = color.red
            green = color.green
            blue = color.blue
            alpha = color.alpha
        }

        /// The color these components describe.
        public func color() throws(ColorValueError) -> SRGB {
            try SRGB(red: red, green: green, blue: blue, alpha: alpha)
        }
    }
}
