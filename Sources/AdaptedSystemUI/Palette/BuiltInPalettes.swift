extension Palette {
    /// Seed 000's Adapted System UI: its 18 system and 18 semantic colors, light and dark.
    public static let adaptedSystemUI = Palette(
        name: "adapted-system-ui",
        title: "Adapted System UI (Perseus Dark Mode)",
        release: "iOS 13 (SDK 13.7), as adapted back to iOS 9",
        source: "Perseus Dark Mode README, Part II, Table 1 (system colors) and Table 2 (semantic colors)",
        notes: [
            "Light and dark only: no elevated or increased-contrast variants.",
            "Teal is the iOS 13.7 SDK's (90,200,250 / 100,210,255), not the specification's, by the seed's choice.",
            "Mint dark 102,212,207 is the HIG value before its correction of 2022-12-19.",
            "Dark backgrounds are Apple's elevated values (base dark systemBackground is #000000).",
            "Semantic colors are as first released with iOS 13; Apple may tweak them.",
        ],
        colors: Adapted.systemColors + Adapted.semanticColors)

    /// Apple's iOS 13–18 system colors (with increased-contrast variants) and semantic colors
    /// (all eight cells).
    public static let appleIOS13 = Palette(
        name: "apple-ios13",
        title: "Apple iOS 13–18 system and semantic colors",
        release: "iOS 13–18",
        source: "System colors: majority of Apple HIG Color tables (2022-09 and 2023-06 revisions), Flutter CupertinoColors, "
            + "an HIG screenshot reading, WebKit's iOS runtime test baseline. Semantic colors: Flutter CupertinoColors (all "
            + "eight cells), cross-checked with WebKit's iOS runtime baseline and three other published tables.",
        notes: [
            "systemMint dark is 99,230,226, after the HIG correction of 2022-12-19.",
            "Every increased-contrast semantic cell, and several elevated ones, rests on one source (marked doubtful).",
            "Only backgrounds change with elevation.",
        ],
        colors: AppleSystemColorsIOS13.colors + AppleSemanticColorsIOS13.colors)

    /// Apple's iOS 26 system colors, with the semantic colors of iOS 13–18 except the
    /// separator, which iOS 26 changed.
    public static let appleIOS26 = Palette(
        name: "apple-ios26",
        title: "Apple iOS 26 system and semantic colors",
        release: "iOS 26",
        source: "System colors: Apple HIG Color page after the 2025-06-09 update (two revisions) and WebKit's iOS 26 runtime "
            + "baseline. Semantic colors: as iOS 13–18, separator from WebKit's iOS 26 runtime baseline.",
        notes: [
            "systemIndigo dark is 107,93,255 (HIG 2025-06 and the runtime; a later HIG revision reads 109,124,255).",
            "The separator is 60,60,67,31 / 84,84,88,128 (one source; no increased-contrast cells).",
            "Increased-contrast system colors, and mint, cyan and gray2–6, rest on the HIG alone.",
        ],
        colors: AppleSystemColorsIOS26.colors
            + AppleSemanticColorsIOS13.colors.map { $0.name == "separator" ? AppleSemanticColorsIOS13.separatorIOS26 : $0 })

    /// Apple's macOS system colors (the HIG's macOS table, with increased-contrast
    /// variants) and the few AppKit semantic colors with two independent published readings
    /// (light and dark only): what asset catalogs' `"platform": "osx"` references resolve
    /// through.
    public static let appleMacOS = Palette(
        name: "apple-macos",
        title: "Apple macOS system colors and AppKit label colors",
        release: "macOS (HIG revision of 2023-06-21)",
        source: "System colors: Apple HIG Color page, macOS table, Default tab (2023-06-21 revision, two transcriptions; "
            + "light and dark also in the 2022-09 revision). Semantic colors: runtime readings that agree in light and dark — "
            + "andrejilderda/joplin-macos-native-theme and macosui/macos_ui, with WebKit's macOS runtime baseline for light.",
        notes: [
            "Apple publishes no values for AppKit's semantic colors; only label, secondaryLabel, quaternaryLabel, "
                + "disabledControlText, link and controlBackground have two independent readings that agree (default blue accent).",
            "Semantic colors have no increased-contrast values here; system colors do (the HIG's Accessible columns).",
            "The HIG after 2025-06-09 has one table that does not name its platforms; this palette keeps the macOS table.",
        ],
        colors: AppleColorsMacOS.colors)

    /// Every built-in palette: the seed's, Apple's, and the examples from the dark-mode
    /// write-ups.
    public static let builtIn: [Palette] = [
        .adaptedSystemUI, .appleIOS13, .appleIOS26, .appleMacOS, .customTeal, .krColor, .materialStyle,
    ]

    /// The built-in palette with a name, or `nil`.
    public static func builtIn(named name: String) -> Palette? {
        builtIn.first { $0.name == name }
    }
}
