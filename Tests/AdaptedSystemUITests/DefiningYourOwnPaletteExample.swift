// The example of the article "Defining your own palette"
// (Sources/AdaptedSystemUI/AdaptedSystemUI.docc), exactly as the article shows it, run.
import AdaptedSystemUI
import ColorContrast
import Testing

@Test func definingYourOwnPaletteExample() throws {
    let brand = AdaptiveColor("brand", light: try SRGB(parsing: "#0A66C2"), dark: try SRGB(parsing: "#70B5F9"))

    let card = AdaptiveColor(
        "card",
        light: .white, dark: try SRGB(parsing: "#1C1C1E"),
        darkElevated: try SRGB(parsing: "#2C2C2E"),          // on sheets and popovers
        darkHighContrast: try SRGB(parsing: "#242426"))      // with Increase Contrast

    let palette = Palette(
        name: "acme", title: "Acme design system", release: "2026.11",
        source: "Figma library v12", colors: [brand, card])

    #expect(palette.colors.map(\.name) == ["brand", "card"])
    #expect(card.resolved(for: .darkElevated).hexRGB == "#2C2C2E")
}
