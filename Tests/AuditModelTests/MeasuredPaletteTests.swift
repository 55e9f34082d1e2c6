import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit

@Suite struct MeasuredPaletteTests {
    @Test func measurementsEqualColorScienceResults() throws {
        let converter = try LabConverter.shared()
        let measured = try Palette.appleIOS13.measured()
        #expect(measured.colors.count == Palette.appleIOS13.colors.count)
        for (color, source) in zip(measured.colors, Palette.appleIOS13.colors) {
            for cell in Appearance.allCases {
                let value = source.resolved(for: cell)
                let measurement = color.resolved(for: cell)
                #expect(measurement.color == value)
                #expect(measurement.relativeLuminance == value.relativeLuminance)
                #expect(measurement.lab == converter.lab(of: value), "\(color.name) \(cell.key)")
            }
        }
        let one = MeasuredColor(Adapted.link, converter: converter)
        #expect(one.resolved(for: .dark).lab == converter.lab(of: Adapted.link.resolved(for: .dark)))
        #expect(measured["label"]?.measurements.definedCells == .all)
    }

    /// Lookups by name answer as a scan from the start would: the first color of a repeated
    /// name, `nil` for an unknown one, and the measured palette agrees with the palette.
    @Test func lookupsByNameFindTheFirstColor() throws {
        let first = AdaptiveColor("ink", light: .black, dark: .white)
        let second = AdaptiveColor("ink", light: .white, dark: .black)
        let palette = Palette(
            name: "repeats", title: "", release: "", source: "", colors: [first, AdaptiveColor("paper", light: .white, dark: .black), second],
            unresolved: [UnresolvedColor(name: "tint", reason: "a system color")])
        #expect(palette["ink"] == first)
        #expect(palette.index(of: "paper") == 1)
        #expect(palette["tint"] == nil && palette.unresolvedColor(named: "tint")?.reason == "a system color")
        #expect(palette["nothing"] == nil && palette.unresolvedColor(named: "ink") == nil)
        let measured = try palette.measured()
        #expect(measured["ink"]?.source == first)
        #expect(measured["ink"]?.resolved(for: .dark).color == .white)
        #expect(measured["paper"]?.name == "paper" && measured["nothing"] == nil)
    }
}
