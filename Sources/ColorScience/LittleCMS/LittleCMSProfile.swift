internal import CLittleCMS

/// Owns one ICC profile handle (`cmsHPROFILE`); closes it when released.
final class LittleCMSProfile {
    let handle: cmsHPROFILE
    /// Keeps the context alive for as long as the profile is.
    let context: LittleCMSContext

    private init(handle: cmsHPROFILE, context: LittleCMSContext) {
        self.handle = handle
        self.context = context
    }

    deinit {
        cmsCloseProfile(handle)
    }

    /// Little CMS's built-in sRGB profile (IEC 61966-2-1 primaries, D65 white adapted to
    /// the D50 PCS, the sRGB parametric curve).
    static func sRGB(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        let handle = try context.check("cmsCreate_sRGBProfileTHR") { cmsCreate_sRGBProfileTHR($0) }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// Little CMS's built-in CIELAB v4 profile with the default (D50) white.
    static func labV4D50(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        let handle = try context.check("cmsCreateLab4ProfileTHR") { cmsCreateLab4ProfileTHR($0, nil) }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// Display P3: DCI-P3 primaries R (0.680, 0.320), G (0.265, 0.690), B (0.150, 0.060), the
    /// D65 white (0.3127, 0.3290) and the sRGB transfer curve (IEC 61966-2-1, Little CMS
    /// parametric curve type 4), as Apple defines the space.
    static func displayP3(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var primaries = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
            Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
        let parameters: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let curve = try context.check("cmsBuildParametricToneCurve") { cmsBuildParametricToneCurve($0, 4, parameters) }
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let handle = try context.check("cmsCreateRGBProfileTHR") { context in
            cmsCreateRGBProfileTHR(context, &white, &primaries, &curves)
        }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// Linear sRGB: the sRGB primaries (IEC 61966-2-1: R (0.64, 0.33), G (0.30, 0.60),
    /// B (0.15, 0.06)), the D65 white and a linear (gamma 1.0) curve — Apple's
    /// `extended-linear-srgb`.
    static func linearSRGB(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var primaries = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.64, y: 0.33, Y: 1), Green: cmsCIExyY(x: 0.30, y: 0.60, Y: 1),
            Blue: cmsCIExyY(x: 0.15, y: 0.06, Y: 1))
        let curve = try context.check("cmsBuildGamma") { cmsBuildGamma($0, 1.0) }
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let handle = try context.check("cmsCreateRGBProfileTHR") { context in
            cmsCreateRGBProfileTHR(context, &white, &primaries, &curves)
        }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// An RGB profile from chromaticities and one curve for all three channels.
    private static func rgb(
        white: cmsCIExyY, red: cmsCIExyY, green: cmsCIExyY, blue: cmsCIExyY, curve: OpaquePointer, in context: LittleCMSContext
    ) throws(LittleCMSError) -> LittleCMSProfile {
        var white = white
        var primaries = cmsCIExyYTRIPLE(Red: red, Green: green, Blue: blue)
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let handle = try context.check("cmsCreateRGBProfileTHR") { context in
            cmsCreateRGBProfileTHR(context, &white, &primaries, &curves)
        }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// A98 RGB (Adobe RGB (1998), as CSS Color 4 defines `a98-rgb`): R (0.64, 0.33),
    /// G (0.21, 0.71), B (0.15, 0.06), D65, a pure power curve of 563/256.
    static func a98RGB(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        let curve = try context.check("cmsBuildGamma") { cmsBuildGamma($0, 563.0 / 256) }
        defer { cmsFreeToneCurve(curve) }
        return try rgb(
            white: cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1), red: cmsCIExyY(x: 0.64, y: 0.33, Y: 1),
            green: cmsCIExyY(x: 0.21, y: 0.71, Y: 1), blue: cmsCIExyY(x: 0.15, y: 0.06, Y: 1), curve: curve, in: context)
    }

    /// ProPhoto RGB (ROMM RGB, ISO 22028-2, as CSS Color 4 defines `prophoto-rgb`):
    /// R (0.734699, 0.265301), G (0.159597, 0.840403), B (0.036598, 0.000105), the D50 white
    /// (0.345704, 0.358540), and a 1.8 power curve with a linear segment of slope 1/16
    /// below 16/512 (parametric type 4: a = 1, b = 0, c = 1/16, d = 16/512).
    static func proPhotoRGB(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        let parameters: [cmsFloat64Number] = [1.8, 1, 0, 1.0 / 16, 16.0 / 512]
        let curve = try context.check("cmsBuildParametricToneCurve") { cmsBuildParametricToneCurve($0, 4, parameters) }
        defer { cmsFreeToneCurve(curve) }
        return try rgb(
            white: cmsCIExyY(x: 0.345704, y: 0.358540, Y: 1), red: cmsCIExyY(x: 0.734699, y: 0.265301, Y: 1),
            green: cmsCIExyY(x: 0.159597, y: 0.840403, Y: 1), blue: cmsCIExyY(x: 0.036598, y: 0.000105, Y: 1), curve: curve, in: context)
    }

    /// Linear-light ITU-R BT.2020 (`rec2020` in CSS Color 4 before its transfer function):
    /// R (0.708, 0.292), G (0.170, 0.797), B (0.131, 0.046), D65, a linear (gamma 1.0) curve.
    /// rec2020's own curve, the pure 2.4 power of ITU-R BT.1886, is applied before the
    /// transform (`CSSColorSpaces.linearRec2020(_:)`): Little CMS evaluates a pure power as 0
    /// below zero, where CSS Color 4 extends it by symmetry, and a linear curve passes negative
    /// values through.
    static func linearRec2020(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        let curve = try context.check("cmsBuildGamma") { cmsBuildGamma($0, 1.0) }
        defer { cmsFreeToneCurve(curve) }
        return try rgb(
            white: cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1), red: cmsCIExyY(x: 0.708, y: 0.292, Y: 1),
            green: cmsCIExyY(x: 0.170, y: 0.797, Y: 1), blue: cmsCIExyY(x: 0.131, y: 0.046, Y: 1), curve: curve, in: context)
    }

    /// CIE XYZ relative to the ICC D50 white (0.9642, 1, 0.8249): Little CMS's XYZ profile, the
    /// PCS itself. CSS Color 4's `xyz-d50` has another D50 (x 0.3457, y 0.3585); its values are
    /// adapted before they reach this profile.
    static func pcsXYZ(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        let handle = try context.check("cmsCreateXYZProfileTHR") { cmsCreateXYZProfileTHR($0) }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// Gray Gamma 2.2: a D65 white and a pure 2.2 power curve.
    static func grayGamma22(in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        let curve = try context.check("cmsBuildGamma") { cmsBuildGamma($0, 2.2) }
        defer { cmsFreeToneCurve(curve) }
        let handle = try context.check("cmsCreateGrayProfileTHR") { cmsCreateGrayProfileTHR($0, &white, curve) }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// A profile read from ICC bytes; malformed bytes throw with Little CMS's own message.
    static func fromICC(_ bytes: [UInt8], in context: LittleCMSContext) throws(LittleCMSError) -> LittleCMSProfile {
        let handle = try context.check("cmsOpenProfileFromMemTHR") { context in
            bytes.withUnsafeBytes { buffer in
                cmsOpenProfileFromMemTHR(context, buffer.baseAddress, cmsUInt32Number(buffer.count))
            }
        }
        return LittleCMSProfile(handle: handle, context: context)
    }

    /// The profile's description tag (`desc`), in English, or `nil` if it has none.
    var profileDescription: String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = cmsGetProfileInfoASCII(handle, cmsInfoDescription, "en", "US", &buffer, cmsUInt32Number(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
