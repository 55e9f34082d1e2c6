// README, "Palettes": adaptive colors and the built-in palettes, exactly as the README shows
// them, run, with the values its comments state.
import AdaptedSystemUI
import ContrastAudit
import PerseusDarkMode
import Testing

@Test func readmePalettesExample() throws {
    let label: AdaptiveColor = .label_Adapted            // the seed's name; also Adapted.label
    label.resolved(for: .dark)                           // SRGB 255,255,255
    label.resolved(in: AppearanceService.shared)         // the live style's variant: a load, no lock

    Palette.appleIOS13["systemBackground"]!.resolved(for: .darkElevated)   // #1C1C1E
    let measured = try Palette.adaptedSystemUI.measured()                  // luminance + Lab, once

    #expect(label.resolved(for: .dark) == SRGB(red8: 255, green8: 255, blue8: 255))
    #expect(Palette.appleIOS13["systemBackground"]!.resolved(for: .darkElevated).hexRGBA == "#1C1C1EFF")
    #expect(measured.palette.name == Palette.adaptedSystemUI.name)
}
