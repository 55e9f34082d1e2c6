// The ColorContrast article's example (Sources/ColorContrast/ColorContrast.docc), exactly as the
// article shows it, run, with the values its comments state.
import ColorContrast
import Testing

@Test func colorContrastArticleExample() throws {
    let label = try SRGB(parsing: "#3C3C4399")          // secondaryLabel, light
    let contrast = try ContrastMeasurement(of: label, over: .white)
    contrast.seenForeground                              // the label as seen, composited
    ContrastRequirement.minimumNormalText.check(contrast).passes   // false: 3.438 < 4.5
    Decimals.truncated(contrast.ratio)                   // "3.438", never rounded up

    #expect(!ContrastRequirement.minimumNormalText.check(contrast).passes)
    #expect(Decimals.truncated(contrast.ratio) == "3.438")
}
