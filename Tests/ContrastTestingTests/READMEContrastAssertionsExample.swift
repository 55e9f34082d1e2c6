// Package.swift:
//   .package(url: "https://github.com/…/PerseusDarkMode", from: "0.1.0"),
//   .testTarget(name: "BrandTests", dependencies: [
//       .product(name: "ContrastTesting", package: "PerseusDarkMode"),        // no Little CMS
//       .product(name: "ContrastAuditTesting", package: "PerseusDarkMode"),   // assertAudit
//       .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),        // AdaptiveColor, Palette
//       .product(name: "ColorContrast", package: "PerseusDarkMode"),          // SRGB
//   ])
import AdaptedSystemUI
import ColorContrast
import ContrastAudit       // Pairing, when you state the pairs
import ContrastAuditTesting
import ContrastTesting
import Testing

enum Brand {
    static let ink = AdaptiveColor("ink", light: SRGB(red8: 0x1D, green8: 0x1D, blue8: 0x1F), dark: SRGB(red8: 0xF5, green8: 0xF5, blue8: 0xF7))
    static let surface = AdaptiveColor("surface", light: .white, dark: SRGB(red8: 0x1C, green8: 0x1C, blue8: 0x1E))
    static let palette = Palette(name: "brand", title: "Brand", release: "", source: "", colors: [ink, surface])
}

@Test func brandMeetsAA() {
    assertContrast(Brand.ink, on: Brand.surface)                             // 1.4.3 AA, every appearance cell
    assertContrast(Brand.ink, on: Brand.surface, as: .uiComponent)           // 1.4.11
    assertContrast(SRGB(red8: 0x76, green8: 0x76, blue8: 0x76), on: .white)  // a fixed pair
    assertContrastRatio(Brand.ink, on: Brand.surface, atLeast: 7)            // any threshold, every cell
    assertAudit(Brand.palette, pairings: [Pairing(foreground: "ink", background: "surface", role: .bodyText)])
}

// README, "Contrast assertions in your tests": the file above, exactly as the README shows it,
// compiled and run; and the README's next block, the same file's audit of the app's own asset
// catalog and rules file, which exist only in the reader's app: compiled, not run.
@Suite(.disabled("audits the reader's own asset catalog and rules file"))
struct READMEAppCatalogAudit {
    @Test func appColorsMeetAA() {
        // The audit `darkmode-audit audit` runs, on the app's catalog and rules file.
        assertAudit(AuditJob(palette: "Resources/Colors.xcassets", rules: "contrast-rules.yaml", suggestions: false))
    }
}
