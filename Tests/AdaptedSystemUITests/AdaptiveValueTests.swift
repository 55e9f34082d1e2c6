import Foundation
import Testing
import ColorContrast
import PerseusDarkMode
import AdaptedSystemUI

@Suite struct AdaptiveValueTests {
    @Test func cellsHaveStableIndicesAndKeys() {
        #expect(Appearance.allCases.map(\.key) == [
            "light", "dark", "lightElevated", "darkElevated", "lightHighContrast", "darkHighContrast",
            "lightHighContrastElevated", "darkHighContrastElevated",
        ])
        #expect(Appearance.allCases.map(\.index) == Array(0..<8))
        for cell in Appearance.allCases { #expect(Appearance(key: cell.key) == cell) }
        #expect(Appearance(key: "dim") == nil)
    }

    @Test func lightAndDarkOnlyFillEveryCell() {
        // Seed 001's dynamic image: a pair of image names.
        let image = AdaptiveValue(light: "Rivendell", dark: "RivendellDark")
        for cell in Appearance.allCases {
            #expect(image.resolved(for: cell) == (cell.style == .light ? "Rivendell" : "RivendellDark"))
        }
        #expect(image.definedCells == .lightAndDark)
    }

    @Test func missingElevatedFallsBackToBase() {
        let value = AdaptiveValue(light: "L", dark: "D", lightHighContrast: "LH", darkHighContrast: "DH")
        #expect(value.resolved(for: .darkElevated) == "D")
        #expect(value.resolved(for: .darkHighContrastElevated) == "DH")
        #expect(value.resolved(for: .lightHighContrastElevated) == "LH")
    }

    @Test func missingHighContrastFallsBackToNormal() {
        let value = AdaptiveValue(light: "L", dark: "D", lightElevated: "LE", darkElevated: "DE")
        #expect(value.resolved(for: .darkHighContrast) == "D")
        #expect(value.resolved(for: .darkHighContrastElevated) == "DE")
    }

    @Test func contrastIsKeptBeforeLevel() {
        // Both an elevated and an increased-contrast variant, but not the combination:
        // the increased-contrast base variant wins.
        let value = AdaptiveValue(light: "L", dark: "D", darkElevated: "DE", darkHighContrast: "DH")
        #expect(value.resolved(for: .darkHighContrastElevated) == "DH")
        #expect(AdaptiveValue<String>.fallbacks(for: .darkHighContrastElevated)
            == [.darkHighContrastElevated, .darkHighContrast, .darkElevated, .dark])
    }

    @Test func resolvesThroughTheLiveServiceAfterAStyleChange() {
        let darkMode = DarkMode(systemStyle: .light)
        let color = Adapted.systemBackground
        #expect(color.resolved(in: darkMode) == SRGB(red8: 255, green8: 255, blue8: 255))
        darkMode.systemStyleDidChange(to: .dark)
        #expect(color.resolved(in: darkMode) == SRGB(red8: 28, green8: 28, blue8: 30))
        darkMode.userChoice = .off
        darkMode.makeUp()
        #expect(color.resolved(in: darkMode) == .white)
        let apple = Palette.appleIOS13["systemBackground"]!
        darkMode.userChoice = .on
        darkMode.makeUp()
        #expect(apple.variants.resolved(in: darkMode, level: .elevated, contrast: .normal) == SRGB(red8: 28, green8: 28, blue8: 30))
        #expect(apple.resolved(in: darkMode) == .black)
    }

    @Test func mapKeepsDefinedCells() {
        let value = AdaptiveValue(light: 1, dark: 2, darkHighContrast: 3).map { $0 * 10 }
        #expect(value.resolved(for: .darkHighContrastElevated) == 30)
        #expect(value.definedCells == [.init(.light), .init(.dark), .init(.darkHighContrast)])
    }
}

@Suite struct ExamplePaletteTests {
    @Test func seedCustomColorsAsWritten() throws {
        // Seed 001: #colorLiteral(red: 0.1882352941, green: 0.6901960784, blue: 0.7803921568, alpha: 1)
        let teal = Palette.customTeal["customTeal"]!
        #expect(teal.resolved(for: .light).green == 0.6901960784)
        #expect(teal.resolved(for: .dark).hex == "#40C8E0")
        // Seed 003: UIColor(hex: 0x000000, alpha: 0.08) / UIColor(hex: 0xFFFFFF, alpha: 0.3)
        #expect(Palette.krColor["Fill.divider"]!.resolved(for: .light) == (try SRGB(rgb: 0x000000, alpha: 0.08)))
        #expect(Palette.krColor["Txt.desc"]!.resolved(for: .dark) == (try SRGB(rgb: 0xFFFFFF, alpha: 0.6)))
        // Seed 004: black087 = UIColor(white: 1.00 - 0.87, alpha: 1) — an opaque gray.
        #expect(Palette.materialStyle["primaryText"]!.resolved(for: .light) == (try SRGB(white: 1.00 - 0.87, alpha: 1)))
        #expect(Palette.materialStyle["disabledText"]!.resolved(for: .dark) == (try SRGB(white: 0.50)))
    }
}

/// The one public builder of adaptive values from the cells a source gives.
@Suite struct AdaptiveValueFromCellsTests {
    @Test func cellsBuildTheSameValueAsTheVariantInitializer() {
        let fromCells = AdaptiveValue(cells: [.light: "L", .dark: "D", .darkElevated: "DE", .lightHighContrast: "LH"])
        let fromVariants = AdaptiveValue(light: "L", dark: "D", darkElevated: "DE", lightHighContrast: "LH")
        #expect(fromCells == fromVariants)
        #expect(fromCells?.definedCells == fromVariants.definedCells)
        #expect(fromCells?.resolved(for: .lightHighContrastElevated) == "LH", "falls back like any value")
    }

    @Test func lightAndDarkAreRequired() {
        #expect(AdaptiveValue(cells: [.light: 1]) == nil)
        #expect(AdaptiveValue(cells: [.dark: 1, .lightElevated: 2]) == nil)
        #expect(AdaptiveColor("c", cells: [.light: .white]) == nil)
        #expect(AdaptiveColor("c", cells: [.light: .white, .dark: .black])?.resolved(for: .darkElevated) == .black)
    }

    @Test func appearanceCodesAsItsKey() throws {
        let encoded = try JSONEncoder().encode([Appearance.darkHighContrastElevated, .light])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["darkHighContrastElevated","light"]"#)
        #expect(try JSONDecoder().decode([Appearance].self, from: encoded) == [.darkHighContrastElevated, .light])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Appearance].self, from: Data(#"["dim"]"#.utf8)) }
    }
}
