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
