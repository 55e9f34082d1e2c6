import ColorContrast

// Builders for the data tables in this folder. Their literals are checked against the
// published fixtures by the tests, so they skip validation.

/// 8-bit RGB with alpha written as the source writes it (`0.6`).
func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double = 1) -> SRGB {
    SRGB(uncheckedRed: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
}

/// 8-bit RGBA (alpha `0...255`).
func rgba8(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> SRGB {
    SRGB(red8: red, green8: green, blue8: blue, alpha8: alpha)
}

/// A gray as `UIColor(white:alpha:)` makes it.
func white(_ white: Double, _ alpha: Double = 1) -> SRGB {
    SRGB(uncheckedRed: white, green: white, blue: white, alpha: alpha)
}

/// A color with its cells in the reference files' column order.
func color(
    _ name: String, light: SRGB, dark: SRGB,
    lightHighContrast: SRGB? = nil, darkHighContrast: SRGB? = nil,
    lightElevated: SRGB? = nil, darkElevated: SRGB? = nil,
    lightHighContrastElevated: SRGB? = nil, darkHighContrastElevated: SRGB? = nil,
    doubtfulCells: AppearanceSet = []
) -> AdaptiveColor {
    AdaptiveColor(name, variants: AdaptiveValue(
        light: light, dark: dark, lightElevated: lightElevated, darkElevated: darkElevated,
        lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast,
        lightHighContrastElevated: lightHighContrastElevated, darkHighContrastElevated: darkHighContrastElevated),
        doubtfulCells: doubtfulCells)
}
