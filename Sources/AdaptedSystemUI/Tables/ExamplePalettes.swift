import ColorContrast

extension Palette {
    /// The custom color of the Perseus Dark Mode demo app: a teal chosen by the
    /// appearance service's style, from color literals in the app's source.
    ///
    /// ```swift
    /// // The demo app: AppearanceService.shared.Style == .light ? #colorLiteral(…) : #colorLiteral(…)
    /// AdaptiveColor("customTeal", light: try SRGB(red: 0.1882352941, green: 0.6901960784, blue: 0.7803921568),
    ///               dark: try SRGB(red: 0.2509803921, green: 0.7843137254, blue: 0.8784313725))
    /// ```
    public static let customTeal = Palette(
        name: "demo-custom-teal",
        title: "Perseus Dark Mode demo app: custom teal",
        release: "example",
        source: "ios.darkmode.discovery demo app, UIColor._customTeal (color literals)",
        notes: ["The literals are the specification's teal, 48,176,199 / 64,200,224, as floats."],
        colors: [
            AdaptiveColor(
                "customTeal",
                light: SRGB(uncheckedRed: 0.1882352941, green: 0.6901960784, blue: 0.7803921568, alpha: 1),
                dark: SRGB(uncheckedRed: 0.2509803921, green: 0.7843137254, blue: 0.8784313725, alpha: 1))
        ])

    /// The fill and text colors of the Chinese write-up's `KrColor`, hex with alpha.
    public static let krColor = Palette(
        name: "krcolor",
        title: "KrColor fills and texts (iOS dark mode 适配)",
        release: "example",
        source: "the write-up's struct KrColor { struct Fill, struct Txt }",
        colors: [
            AdaptiveColor("Fill.bg", light: rgb(0xFF, 0xFF, 0xFF), dark: rgb(0x26, 0x26, 0x26)),
            AdaptiveColor("Fill.card", light: rgb(0xFA, 0xFA, 0xFA), dark: rgb(0x3C, 0x3C, 0x3C)),
            AdaptiveColor("Fill.gap", light: rgb(0xF8, 0xF9, 0xFA), dark: rgb(0x20, 0x20, 0x20)),
            AdaptiveColor("Fill.divider", light: rgb(0x00, 0x00, 0x00, 0.08), dark: rgb(0xFF, 0xFF, 0xFF, 0.3)),
            AdaptiveColor("Txt.title", light: rgb(0x26, 0x26, 0x26), dark: rgb(0xFF, 0xFF, 0xFF)),
            AdaptiveColor("Txt.desc", light: rgb(0x26, 0x26, 0x26, 0.6), dark: rgb(0xFF, 0xFF, 0xFF, 0.6)),
            AdaptiveColor("Txt.note", light: rgb(0x26, 0x26, 0x26, 0.4), dark: rgb(0xFF, 0xFF, 0xFF, 0.4)),
        ])

    /// The Japanese write-up's Material-style text and icon colors.
    ///
    /// They are written as opaque grays — `black054` is `UIColor(white: 1.00 - 0.54, alpha: 1)`
    /// — although their names read like black at 54 % opacity: the same on white, darker
    /// on any other background. The write-up's grays (`gray050` … `gray900`) are used but
    /// never defined, so the colors built on them are left out.
    public static let materialStyle = Palette(
        name: "material-style",
        title: "Material-style text and icon colors (ダークモード対応)",
        release: "example",
        source: "the write-up's UIColor extension (white100, black087, …, defined with UIColor(white:alpha:))",
        notes: [
            "blackNNN colors are opaque grays of white 1 − 0.NN, not black at NN % opacity.",
            "dividers, statusBar, appBar, background and card use undefined grays and are left out.",
        ],
        colors: [
            AdaptiveColor("activeIcon", light: white(1.00 - 0.54), dark: white(1.00)),
            AdaptiveColor("inactiveIcon", light: white(1.00 - 0.50), dark: white(0.38)),
            AdaptiveColor("primaryText", light: white(1.00 - 0.87), dark: white(1.00)),
            AdaptiveColor("secondaryText", light: white(1.00 - 0.54), dark: white(0.70)),
            AdaptiveColor("disabledText", light: white(1.00 - 0.38), dark: white(0.50)),
        ])
}
