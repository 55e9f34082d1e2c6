// README, "The library": measuring a pair and comparing two colors, exactly as the README shows
// it, run, with the values its comments state.
import ColorScience
import Testing

@Test func readmeLibraryMeasurement() throws {
    let text = try SRGB(parsing: "#3C3C4399")
    let contrast = try ContrastMeasurement(of: text, over: .white)     // colors as given, as seen, ratio 3.438…
    let check = ContrastRequirement.minimumNormalText.check(contrast)  // passes == false, margin −1.06
    Decimals.truncated(contrast.ratio)                                 // "3.438": truncated, never rounded up

    let lab = try LabConverter.shared().lab(of: try SRGB(parsing: "#007AFF"))
    let difference = DeltaE2000.components(lab, try SRGB(parsing: "#0A84FF").labD50())

    #expect(Decimals.truncated(contrast.ratio) == "3.438")
    #expect(!check.passes)
    #expect(Decimals.truncated(check.margin, digits: 2) == "−1.06")
    #expect(difference.deltaE > 0)
}
