import AdaptedSystemUI

/// The pairings the audit checks in palettes that use Apple's semantic color names: every
/// label color, `placeholderText` and `link` over every background and grouped background;
/// the separators (as decoration) and every system color as UI components over the same
/// backgrounds.
///
/// The roles follow Apple's documentation of each color:
///
/// | color | role | Apple's words |
/// |---|---|---|
/// | `label` | body text | UIKit: "text labels that contain primary content" |
/// | `secondaryLabel` | body text | UIKit: "secondary content"; AppKit: "subheads or additional information" |
/// | `tertiaryLabel` | disabled | AppKit `tertiaryLabelColor`: "Use this color for disabled text" |
/// | `quaternaryLabel` | disabled | AppKit `quaternaryLabelColor`: "secondary text that is disabled" |
/// | `placeholderText` | body text | UIKit: "placeholder text in controls or text views"; WCAG does not exempt placeholders |
/// | `link` | body text | UIKit: "The specified color for links" |
/// | `separator`, `opaqueSeparator` | decorative (measured, never failed) | UIKit: "thin borders or divider lines"; WCAG 1.4.11 asks 3:1 only of what is needed to identify a component or its state, and a list's divider lines are decoration |
/// | system colors | UI component | tints of controls and symbols (HIG *Color*: "system colors … for buttons, … controls") |
///
/// Where your app uses a color differently (tertiary label for readable text, a separator that
/// is a control's only boundary), state the pair in a rules file instead: a rule's role
/// replaces the default's.
public enum DefaultPairings {
    /// The six opaque backgrounds of UIKit.
    public static let backgrounds = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    ]

    /// Text colors and the role each gets, with the reason.
    public static let textColors: [(name: String, role: PairRole, rationale: String)] = [
        ("label", .bodyText, "UIKit: the color for text labels that contain primary content"),
        ("secondaryLabel", .bodyText, "UIKit: text labels that contain secondary content"),
        ("tertiaryLabel", .disabled, "AppKit tertiaryLabelColor: use this color for disabled text"),
        ("quaternaryLabel", .disabled, "AppKit quaternaryLabelColor: for example, secondary text that is disabled"),
        ("placeholderText", .bodyText, "UIKit: placeholder text in controls; WCAG 1.4.3 does not exempt placeholder text"),
        ("link", .bodyText, "UIKit: the specified color for links; link text is text"),
    ]

    /// Non-text colors paired by default that are not UI components, and why: measured and
    /// reported, never failed.
    public static let decorativeColors: [(name: String, rationale: String)] = [
        ("separator", separatorRationale), ("opaqueSeparator", separatorRationale),
    ]

    static let separatorRationale =
        "UIKit: thin borders or divider lines — decoration: WCAG 1.4.11 asks 3:1 only of what is needed to identify a "
        + "component or its state; a rules file with role ui-component checks a separator that is a control's only boundary"

    /// The pairings for a palette read from an input that states none, all marked inferred
    /// so the report says so: Apple's semantic pairs (``pairings(for:)``), then the pairs
    /// ``PairInference`` reads from the other colors' names.
    public static func inferredPairings(for palette: Palette) -> [Pairing] {
        let apple = pairings(for: palette).map {
            Pairing(foreground: $0.foreground, background: $0.background, role: $0.role, rationale: $0.rationale, inferred: true)
        }
        let covered = Set(apple.map(\.foreground))
        return apple + PairInference.pairings(for: palette).filter { !covered.contains($0.foreground) }
    }

    /// The pairings for `palette`: those whose two colors it has.
    public static func pairings(for palette: Palette) -> [Pairing] {
        let allNames = palette.allNames
        let names = Set(allNames)
        let backgrounds = backgrounds.filter(names.contains)
        var pairings: [Pairing] = []
        for (name, role, rationale) in textColors where names.contains(name) {
            pairings += backgrounds.map { Pairing(foreground: name, background: $0, role: role, rationale: rationale, origin: .names) }
        }
        for (name, rationale) in decorativeColors where names.contains(name) {
            pairings += backgrounds.map { Pairing(foreground: name, background: $0, role: .decorative, rationale: rationale, origin: .names) }
        }
        for name in allNames where name.hasPrefix("system") && !backgrounds.contains(name)
            && !name.hasSuffix("Fill") && !name.hasSuffix("Background")
        {
            pairings += backgrounds.map {
                Pairing(
                    foreground: name, background: $0, role: .uiComponent,
                    rationale: "system color as a control or symbol tint; WCAG 1.4.11", origin: .names)
            }
        }
        return pairings
    }
}

extension DefaultPairings {
    /// The palette's base background — the opaque surface a translucent background lies on
    /// when a pairing names none: its default background (``PairInference/defaultBackground(in:where:)``:
    /// `systemBackground`, else a background named `background`, `bgColor.default`,
    /// `color.surface`, …) that is opaque in every cell; `nil` when there is none.
    public static func baseBackground(in palette: Palette) -> String? {
        PairInference.defaultBackground(in: palette) { name in
            guard let color = palette[name] else { return false }
            return Appearance.allCases.allSatisfy { color.resolved(for: $0).isOpaque }
        }
    }
}

/// A palette's base background, named by the caller or else found
/// (``DefaultPairings/baseBackground(in:)``) the first time a translucent color needs it:
/// reading every name to find it is the largest part of an audit of 50,000 opaque tokens,
/// which never needs it.
struct BaseBackgroundLookup {
    let given: String?
    let palette: Palette
    private var found: String??

    init(given: String?, palette: Palette) {
        self.given = given
        self.palette = palette
    }

    /// The base background's name, or `nil` when the palette has none.
    mutating func name() -> String? {
        if let found { return found }
        let name = given ?? DefaultPairings.baseBackground(in: palette)
        found = .some(name)
        return name
    }
}
