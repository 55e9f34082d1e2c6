import ColorContrast

// Seed 000 (Perseus Dark Mode README, Part II "Adapted System UI Library"), Table 1 (system
// colors) and Table 2 (semantic colors), light and dark RGBA exactly as published: alpha
// as printed (0.6 stays 0.6). The seed gives no elevated or increased-contrast variants.
// Tests compare every value here with Tests/AdaptedSystemUITests/Fixtures/seed000-tables.tsv,
// which extract_seed_tables.py reads out of the seed text.

/// The Adapted System UI colors of seed 000 under Swift-style names: `Adapted.systemRed`,
/// `Adapted.label`. The seed's own names are on ``AdaptiveColor`` (`.systemRed_Adapted`).
public enum Adapted {

    // Table 1. Adapted system colors
    public static let systemRed = AdaptiveColor("systemRed", light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
    public static let systemOrange = AdaptiveColor("systemOrange", light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
    public static let systemYellow = AdaptiveColor("systemYellow", light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
    public static let systemGreen = AdaptiveColor("systemGreen", light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    public static let systemMint = AdaptiveColor("systemMint", light: rgb(0, 199, 190), dark: rgb(102, 212, 207))
    /// The SDK (iOS 13.7) teal, which the seed chose over the specification's: "Adapted System UI library uses SDK version of TEAL color for sure."
    public static let systemTeal = AdaptiveColor("systemTeal", light: rgb(90, 200, 250), dark: rgb(100, 210, 255))
    public static let systemCyan = AdaptiveColor("systemCyan", light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    public static let systemBlue = AdaptiveColor("systemBlue", light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    public static let systemIndigo = AdaptiveColor("systemIndigo", light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
    public static let systemPurple = AdaptiveColor("systemPurple", light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
    public static let systemPink = AdaptiveColor("systemPink", light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
    public static let systemBrown = AdaptiveColor("systemBrown", light: rgb(162, 132, 94), dark: rgb(172, 142, 104))
    public static let systemGray = AdaptiveColor("systemGray", light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    public static let systemGray2 = AdaptiveColor("systemGray2", light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    public static let systemGray3 = AdaptiveColor("systemGray3", light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    public static let systemGray4 = AdaptiveColor("systemGray4", light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    public static let systemGray5 = AdaptiveColor("systemGray5", light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    public static let systemGray6 = AdaptiveColor("systemGray6", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

    // Table 2. Adapted semantic colors
    public static let label = AdaptiveColor("label", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    public static let secondaryLabel = AdaptiveColor("secondaryLabel", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = AdaptiveColor("tertiaryLabel", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = AdaptiveColor("quaternaryLabel", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.18))
    public static let placeholderText = AdaptiveColor("placeholderText", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    public static let separator = AdaptiveColor("separator", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = AdaptiveColor("opaqueSeparator", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
    public static let link = AdaptiveColor("link", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    public static let systemFill = AdaptiveColor("systemFill", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = AdaptiveColor("secondarySystemFill", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = AdaptiveColor("tertiarySystemFill", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = AdaptiveColor("quaternarySystemFill", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    public static let systemBackground = AdaptiveColor("systemBackground", light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
    public static let secondarySystemBackground = AdaptiveColor("secondarySystemBackground", light: rgb(242, 242, 247), dark: rgb(44, 44, 46))
    public static let tertiarySystemBackground = AdaptiveColor("tertiarySystemBackground", light: rgb(255, 255, 255), dark: rgb(58, 58, 60))
    public static let systemGroupedBackground = AdaptiveColor("systemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    public static let secondarySystemGroupedBackground = AdaptiveColor("secondarySystemGroupedBackground", light: rgb(255, 255, 255), dark: rgb(44, 44, 46))
    public static let tertiarySystemGroupedBackground = AdaptiveColor("tertiarySystemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(58, 58, 60))

    /// Table 1, in the seed's order.
    public static let systemColors: [AdaptiveColor] = [systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue, systemIndigo, systemPurple, systemPink, systemBrown, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6]
    /// Table 2, in the seed's order.
    public static let semanticColors: [AdaptiveColor] = [label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, separator, opaqueSeparator, link, systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill, systemBackground, secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground]
}

// The seed's names, so seed code reads the same: `let color: AdaptiveColor = .systemRed_Adapted`.
extension AdaptiveColor {
    public static let systemRed_Adapted = Adapted.systemRed
    public static let systemOrange_Adapted = Adapted.systemOrange
    public static let systemYellow_Adapted = Adapted.systemYellow
    public static let systemGreen_Adapted = Adapted.systemGreen
    public static let systemMint_Adapted = Adapted.systemMint
    public static let systemTeal_Adapted = Adapted.systemTeal
    public static let systemCyan_Adapted = Adapted.systemCyan
    public static let systemBlue_Adapted = Adapted.systemBlue
    public static let systemIndigo_Adapted = Adapted.systemIndigo
    public static let systemPurple_Adapted = Adapted.systemPurple
    public static let systemPink_Adapted = Adapted.systemPink
    public static let systemBrown_Adapted = Adapted.systemBrown
    public static let systemGray_Adapted = Adapted.systemGray
    public static let systemGray2_Adapted = Adapted.systemGray2
    public static let systemGray3_Adapted = Adapted.systemGray3
    public static let systemGray4_Adapted = Adapted.systemGray4
    public static let systemGray5_Adapted = Adapted.systemGray5
    public static let systemGray6_Adapted = Adapted.systemGray6
    public static let label_Adapted = Adapted.label
    public static let secondaryLabel_Adapted = Adapted.secondaryLabel
    public static let tertiaryLabel_Adapted = Adapted.tertiaryLabel
    public static let quaternaryLabel_Adapted = Adapted.quaternaryLabel
    public static let placeholderText_Adapted = Adapted.placeholderText
    public static let separator_Adapted = Adapted.separator
    public static let opaqueSeparator_Adapted = Adapted.opaqueSeparator
    public static let link_Adapted = Adapted.link
    public static let systemFill_Adapted = Adapted.systemFill
    public static let secondarySystemFill_Adapted = Adapted.secondarySystemFill
    public static let tertiarySystemFill_Adapted = Adapted.tertiarySystemFill
    public static let quaternarySystemFill_Adapted = Adapted.quaternarySystemFill
    public static let systemBackground_Adapted = Adapted.systemBackground
    public static let secondarySystemBackground_Adapted = Adapted.secondarySystemBackground
    public static let tertiarySystemBackground_Adapted = Adapted.tertiarySystemBackground
    public static let systemGroupedBackground_Adapted = Adapted.systemGroupedBackground
    public static let secondarySystemGroupedBackground_Adapted = Adapted.secondarySystemGroupedBackground
    public static let tertiarySystemGroupedBackground_Adapted = Adapted.tertiarySystemGroupedBackground
}
