// The ContrastTesting article's example, exactly as the article shows it
// (Sources/ContrastTesting/ContrastTesting.docc/ContrastTesting.md): compiled and run here, and
// DocumentationSnippetTests checks that the article still says the same.
import AdaptedSystemUI
import ColorContrast
import ContrastTesting
import Testing

enum Brand {
    static let ink = AdaptiveColor("ink", light: SRGB(red8: 0x1D, green8: 0x1D, blue8: 0x1F), dark: SRGB(red8: 0xF5, green8: 0xF5, blue8: 0xF7))
    static let accent = AdaptiveColor("accent", light: SRGB(red8: 0x00, green8: 0x5F, blue8: 0xCC), dark: SRGB(red8: 0x4D, green8: 0xA3, blue8: 0xFF))
    static let tint = AdaptiveColor("tint", light: SRGB(red8: 0x00, green8: 0x7A, blue8: 0xFF), dark: SRGB(red8: 0x0A, green8: 0x84, blue8: 0xFF))
    static let surface = AdaptiveColor("surface", light: .white, dark: .black)
}

@Test func textIsReadable() {
    assertContrast(Brand.ink, on: Brand.surface)                   // body text: 1.4.3 AA in every cell
    assertContrast(Brand.accent, on: Brand.surface, as: .largeText, level: .aaa)
    assertContrast(Brand.tint, on: Brand.surface, as: .uiComponent) // 1.4.11
}
