import AdaptedSystemUI

/// Colors that must be told apart — status colors, chart series — checked under simulated
/// color-vision deficiencies (``ColorVisionChecker``): every two of them keep a CIEDE2000
/// difference of at least ``minimum`` as seen with each deficiency, in each appearance cell.
///
/// In a rules file:
///
/// ```yaml
/// distinguishable:
///   - name: status
///     colors: [Status.error, Status.warning, Status.success]   # patterns, as in rules
///     minimum: 12          # ΔE00; default 10
///     severity: error      # default warning
/// ```
public struct DistinguishableGroup: Hashable, Sendable {
    public let name: String
    /// Color names or patterns (`*` stands for any run of characters).
    public let colors: [String]
    /// The smallest CIEDE2000 difference two colors of the group may keep as seen.
    public let minimum: Double
    /// The severity of a pair that falls below ``minimum``.
    public let severity: Severity
    /// Why the group must stay distinguishable, or where it was written.
    public let rationale: String

    /// The default minimum, 10 ΔE00: a choice, not a standard. A difference of about 1 is
    /// just noticeable side by side under controlled viewing; colors that carry meaning must
    /// be told apart at a glance, in small areas, on screens nobody calibrated — an order of
    /// magnitude more. Set ``minimum`` per group where a design system decides otherwise.
    public static let defaultMinimum = 10.0

    /// The most colors a group holds: 64 give 2,016 pairs, each checked in every cell under
    /// three simulations. Far past any set of colors a person tells apart at a glance; a
    /// pattern that matches a whole palette is an error, not a flood of findings.
    public static let maximumColors = 64

    public init(name: String, colors: [String], minimum: Double = defaultMinimum, severity: Severity = .warning, rationale: String) {
        self.name = name
        self.colors = colors
        self.minimum = minimum
        self.severity = severity
        self.rationale = rationale
    }

    /// The system status colors, checked by default where the palette has them: red
    /// (errors, destructive actions), orange and yellow (warnings), green (success) —
    /// Apple's Human Interface Guidelines' usual meanings of these colors.
    public static let systemStatus = DistinguishableGroup(
        name: "system status colors", colors: ["systemRed", "systemOrange", "systemYellow", "systemGreen"],
        rationale: "status colors: errors, warnings, success (Apple HIG)")
}
