internal import CLittleCMS

/// Converts sRGB colors to CIELAB (D50) through Little CMS.
///
/// The conversion is Little CMS's own: its built-in sRGB profile to its built-in Lab v4
/// profile with the default D50 white, relative colorimetric intent, with doubles in and out
/// (`TYPE_RGB_DBL` → `TYPE_Lab_DBL`). Little CMS evaluates the pipeline in 32-bit floats, so
/// the Lab values are accurate to about 1e-5, not to double precision: a neutral gray comes
/// out with a and b of ±7.6e-6, and L of sRGB 0.5 gray is 53.3889651 against the exact
/// 53.3889647. ``provenance`` describes it for reports.
///
/// One transform is created per converter and reused; creating it costs tens of
/// microseconds, converting a color a few hundred nanoseconds. `cmsDoTransform` is
/// reentrant, so one converter serves any number of threads: use ``shared()``.
///
/// ```swift
/// let converter = try LabConverter.shared()
/// let red = converter.lab(of: try SRGB(parsing: "#FF0000"))   // L 54.29, a 80.81, b 69.89
/// let many = converter.lab(of: palette)                       // one cmsDoTransform call
/// ```
///
/// Alpha is not part of Lab: the result describes the color's own components. To get the
/// Lab of a translucent color as seen, composite it over its background first
/// (`SRGB/composited(over:)`).
public final class LabConverter: Sendable {
    private let context: LittleCMSContext
    // Immutable after init; Little CMS documents cmsDoTransform as reentrant.
    nonisolated(unsafe) private let transform: cmsHTRANSFORM

    /// What this converter does, for reports.
    public let provenance: LabProvenance

    /// Creates a converter with its own Little CMS context and transform.
    ///
    /// - Throws: ``LittleCMSError`` if Little CMS cannot create the profiles or the transform.
    public init() throws(LittleCMSError) {
        // `SRGB` is handed to Little CMS as RGB + one extra channel; that needs its stored
        // layout to be four packed doubles (checked by a test as well).
        assert(MemoryLayout<SRGB>.stride == 4 * MemoryLayout<Double>.stride)
        assert(MemoryLayout<LabD50>.stride == 3 * MemoryLayout<Double>.stride)

        let context = try LittleCMSContext()
        let source = try LittleCMSProfile.sRGB(in: context)
        let destination = try LittleCMSProfile.labV4D50(in: context)
        self.transform = try context.check("cmsCreateTransformTHR") { context in
            cmsCreateTransformTHR(
                context,
                source.handle, CLittleCMS_TYPE_RGBA_DBL,
                destination.handle, CLittleCMS_TYPE_Lab_DBL,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                // No 16-bit cache: nothing in the transform is written after creation.
                cmsUInt32Number(cmsFLAGS_NOCACHE))
        }
        self.context = context
        self.provenance = LabProvenance(
            littleCMSVersion: LabProvenance.versionString(encoded: Int(cmsGetEncodedCMMversion())),
            sourceProfile: source.profileDescription ?? "sRGB built-in")
    }

    deinit {
        cmsDeleteTransform(transform)
    }

    private static let sharedConverter = Result { () throws(LittleCMSError) in try LabConverter() }

    /// The converter shared by the whole process, created on first use.
    ///
    /// - Throws: ``LittleCMSError`` if it could not be created (then every call throws the same).
    public static func shared() throws(LittleCMSError) -> LabConverter {
        try sharedConverter.get()
    }

    /// The CIELAB (D50) of one color's components; alpha is ignored.
    public func lab(of color: SRGB) -> LabD50 {
        var lab = LabD50(l: 0, a: 0, b: 0)
        withUnsafePointer(to: color) { input in
            withUnsafeMutablePointer(to: &lab) { output in
                cmsDoTransform(transform, input, output, 1)
            }
        }
        return lab
    }

    /// The CIELAB (D50) of each color, in order, converted in one Little CMS call.
    public func lab(of colors: [SRGB]) -> [LabD50] {
        [LabD50](unsafeUninitializedCapacity: colors.count) { output, initialized in
            colors.withUnsafeBufferPointer { input in
                convert(input, into: output)
            }
            initialized = colors.count
        }
    }

    /// Converts a buffer of colors into a buffer of the same length, without allocating.
    ///
    /// - Precondition: `lab.count == colors.count`.
    public func convert(_ colors: UnsafeBufferPointer<SRGB>, into lab: UnsafeMutableBufferPointer<LabD50>) {
        precondition(lab.count == colors.count, "output buffer holds \(lab.count) colors, input \(colors.count)")
        guard var input = colors.baseAddress, var output = lab.baseAddress else { return }
        var remaining = colors.count
        // cmsDoTransform counts pixels in 32 bits.
        while remaining > 0 {
            let chunk = min(remaining, Int(UInt32.max))
            cmsDoTransform(transform, input, output, cmsUInt32Number(chunk))
            input += chunk
            output += chunk
            remaining -= chunk
        }
    }
}

extension SRGB {
    /// This color's CIELAB (D50) through Little CMS, by the shared ``LabConverter``.
    public func labD50() throws(LittleCMSError) -> LabD50 {
        try LabConverter.shared().lab(of: self)
    }
}
