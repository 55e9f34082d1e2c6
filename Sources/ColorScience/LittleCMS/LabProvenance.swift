/// How Lab values were produced, so a report can state it: library version, profiles,
/// rendering intent and white point.
public struct LabProvenance: Hashable, Sendable, Codable {
    /// The Little CMS version in use at run time, e.g. `"2.14"`.
    public let littleCMSVersion: String
    /// The source profile: Little CMS's built-in sRGB profile (its description tag).
    public let sourceProfile: String
    /// The destination profile.
    public let destinationProfile: String
    /// The ICC rendering intent.
    public let renderingIntent: String
    /// The white point of the Lab values.
    public let whitePoint: String
    /// The numeric precision of the transform: doubles in and out, 32-bit floats inside.
    public let precision: String

    /// A provenance as stated: `LabConverter` makes its own from the library it runs on;
    /// this one is for values recorded elsewhere, or for tests whose output must not depend
    /// on the machine's Little CMS version.
    public init(littleCMSVersion: String, sourceProfile: String) {
        self.littleCMSVersion = littleCMSVersion
        self.sourceProfile = "\(sourceProfile) (Little CMS cmsCreate_sRGBProfile)"
        self.destinationProfile = "CIELAB v4, default white (Little CMS cmsCreateLab4Profile(NULL))"
        self.renderingIntent = "relative colorimetric"
        let white = LabD50.whitePointXYZ
        self.whitePoint = "D50 (X \(white.x), Y \(white.y), Z \(white.z))"
        self.precision = "doubles in and out (TYPE_RGB_DBL to TYPE_Lab_DBL), computed by Little CMS in 32-bit floats: Lab to about 1e-5"
    }

    /// `2140` → `"2.14"` (Little CMS encodes its version as major × 1000 + minor × 10).
    static func versionString(encoded: Int) -> String {
        let major = encoded / 1000
        let minor = (encoded % 1000) / 10
        return "\(major).\(minor)"
    }
}
