// An example of how an app's test suite uses ContrastTesting: the app's own colors, in light
// and dark, asserted against WCAG offline, in both test frameworks.
import ColorContrast
import AdaptedSystemUI
import ContrastTesting
import Testing
import XCTest

enum BrandColors {
    static let ink = AdaptiveColor("ink", light: SRGB(red8: 0x1D, green8: 0x1D, blue8: 0x1F), dark: SRGB(red8: 0xF5, green8: 0xF5, blue8: 0xF7))
    static let accent = AdaptiveColor("accent", light: SRGB(red8: 0x00, green8: 0x5F, blue8: 0xCC), dark: SRGB(red8: 0x4D, green8: 0xA3, blue8: 0xFF))
    static let surface = AdaptiveColor(
        "surface", light: .white, dark: SRGB(red8: 0x00, green8: 0x00, blue8: 0x00),
        darkElevated: SRGB(red8: 0x1C, green8: 0x1C, blue8: 0x1E))
}

@Suite struct BrandContrastSpec {
    @Test func bodyTextIsReadableEverywhere() {
        assertContrast(BrandColors.ink, on: BrandColors.surface, level: .aaa)
    }

    @Test func accentLinksMeetAA() {
        let findings = assertContrast(BrandColors.accent, on: BrandColors.surface)
        // The findings come back for further checks: keep a safety margin over AA.
        #expect(findings.filter { $0.criterion?.level == .aa }.allSatisfy { ($0.margin ?? 0) > 0.25 })
    }
}

final class BrandContrastXCTests: XCTestCase {
    func testAccentAsButtonTint() {
        assertContrast(BrandColors.accent, on: BrandColors.surface, as: .uiComponent)
    }

    func testSeedSystemBlueAsLargeText() {
        assertContrast(.systemBlue_Adapted, on: .systemBackground_Adapted, as: .largeText)
    }
}
