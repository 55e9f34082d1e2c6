import ColorScience

/// What a report's numbers rest on: the standards, formulas and Little CMS setup.
public struct AuditProvenance: Hashable, Sendable, Codable {
    public let wcag: String
    public let luminance: String
    public let contrast: String
    public let compositing: String
    public let colorDifference: String
    /// How Lab was computed: Little CMS version, profiles, intent, white point.
    public let lab: LabProvenance

    public init(lab: LabProvenance) {
        wcag = "WCAG 2.2 (W3C Recommendation, 2023-10-05): SC 1.4.3, 1.4.6, 1.4.11"
        luminance = "relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B on linearized sRGB "
            + "(C/12.92 if C <= 0.04045, else ((C + 0.055)/1.055)^2.4)"
        contrast = "(L1 + 0.05) / (L2 + 0.05), lighter over darker, never rounded before comparison"
        compositing = "translucent foregrounds composited over their background with source-over "
            + "on gamma-encoded sRGB at full precision"
        colorDifference = "CIEDE2000 (kL = kC = kH = 1; Sharma, Wu & Dalal 2005) on CIELAB D50"
        self.lab = lab
    }
}
