import ColorScience

/// One pair, in one appearance cell, against one requirement (or exempt).
public struct Finding: Hashable, Sendable, Codable {
    /// What the finding concluded.
    public enum Status: String, Hashable, Sendable, Codable {
        case pass, fail, exempt
    }

    /// Stable across runs: `foreground-on-background/cell/criterion-level`, e.g.
    /// `secondaryLabel-on-systemBackground/dark/1.4.3-AA`; exempt findings end in `/exempt`.
    public let id: String
    public let foreground: String
    public let background: String
    /// The appearance cell's key (`light`, `darkElevated`, …).
    public let appearance: String
    public let role: PairRole
    /// The success criterion number, `nil` when exempt.
    public let criterion: String?
    /// `AA` or `AAA`, `nil` when exempt.
    public let level: String?
    /// The contrast ratio, unrounded.
    public let ratio: Double
    /// The ratio the requirement asks for, `nil` when exempt.
    public let required: Double?
    /// `ratio − required`: negative is the shortfall. `nil` when exempt.
    public let margin: Double?
    public let status: Status
    /// For a failure: error (AA) or warning (AAA).
    public let severity: Severity?
    /// The colors as given, `#RRGGBBAA` (8-bit; the exact values are in ``foregroundColor``
    /// and ``backgroundColor``).
    public let foregroundHex: String
    public let backgroundHex: String
    /// The foreground's exact components, alpha included.
    public let foregroundColor: Components
    /// The background's exact components.
    public let backgroundColor: Components
    /// The foreground as seen, composited over the background, `#RRGGBBAA`.
    public let compositeHex: String
    /// The composited foreground's exact components.
    public let composite: Components

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
    }
}
