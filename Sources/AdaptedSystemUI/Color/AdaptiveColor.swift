import ColorContrast
import PerseusDarkMode

/// A named color with a variant for each appearance cell (see ``AdaptiveValue`` for the
/// fallback rule), and which of its cells rest on doubtful sources.
///
/// ```swift
/// let brand = AdaptiveColor("brand", light: try SRGB(parsing: "#0A7AFF"), dark: try SRGB(parsing: "#409CFF"))
/// brand.resolved(for: .dark)            // the dark SRGB
/// brand.resolved(in: darkMode)          // the live style's
/// ```
public struct AdaptiveColor: Hashable, Sendable, CustomStringConvertible {
    /// The color's name in its palette, e.g. `systemRed` or `label`.
    public let name: String
    /// The variants.
    public let variants: AdaptiveValue<SRGB>
    /// Cells whose value fewer than two sources confirm (marked `?` in the reference data).
    public let doubtfulCells: AppearanceSet

    public init(_ name: String, variants: AdaptiveValue<SRGB>, doubtfulCells: AppearanceSet = []) {
        self.name = name
        self.variants = variants
        self.doubtfulCells = doubtfulCells
    }

    /// A color with light and dark variants, and optional elevated and increased-contrast ones.
    public init(
        _ name: String, light: SRGB, dark: SRGB,
        lightElevated: SRGB? = nil, darkElevated: SRGB? = nil,
        lightHighContrast: SRGB? = nil, darkHighContrast: SRGB? = nil,
        lightHighContrastElevated: SRGB? = nil, darkHighContrastElevated: SRGB? = nil
    ) {
        self.init(name, variants: AdaptiveValue(
            light: light, dark: dark, lightElevated: lightElevated, darkElevated: darkElevated,
            lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast,
            lightHighContrastElevated: lightHighContrastElevated, darkHighContrastElevated: darkHighContrastElevated))
    }

    /// A color from the cells a source gives (see ``AdaptiveValue/init(cells:)``), or `nil`
    /// when `light` or `dark` is missing.
    public init?(_ name: String, cells: [Appearance: SRGB], doubtfulCells: AppearanceSet = []) {
        guard let variants = AdaptiveValue(cells: cells) else { return nil }
        self.init(name, variants: variants, doubtfulCells: doubtfulCells)
    }

    /// The cells given explicitly.
    public var definedCells: AppearanceSet { variants.definedCells }

    @inlinable
    public func resolved(for appearance: Appearance) -> SRGB { variants.resolved(for: appearance) }

    @inlinable
    public func resolved(in darkMode: DarkMode) -> SRGB { variants.resolved(in: darkMode) }

    public var description: String {
        "\(name) (light \(resolved(for: .light).hex), dark \(resolved(for: .dark).hex))"
    }
}
