// The ColorScience article's example (Sources/ColorScience/ColorScience.docc), exactly as the
// article shows it, run, with the values its comments state.
import ColorScience
import Testing

@Test func colorScienceArticleExample() throws {
    let label = try SRGB(parsing: "#3C3C4399")          // secondaryLabel, light
    let contrast = try ContrastMeasurement(of: label, over: .white)
    contrast.seenForeground                              // the label as seen, composited
    ContrastRequirement.minimumNormalText.check(contrast).passes   // false: 3.438 < 4.5
    Decimals.truncated(contrast.ratio)                   // "3.438", never rounded up

    let converter = try LabConverter.shared()
    let light = converter.lab(of: try SRGB(parsing: "#007AFF"))
    let dark = converter.lab(of: try SRGB(parsing: "#0A84FF"))
    DeltaE2000.components(light, dark)                   // ΔE00 with ΔL′, ΔC′, ΔH′

    #expect(!ContrastRequirement.minimumNormalText.check(contrast).passes)
    #expect(Decimals.truncated(contrast.ratio) == "3.438")
    #expect(DeltaE2000.components(light, dark).deltaE > 0)
}
