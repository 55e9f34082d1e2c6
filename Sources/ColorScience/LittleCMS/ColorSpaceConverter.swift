internal import CLittleCMS

/// Converts colors from another RGB or gray space to sRGB through Little CMS, unclipped, so
/// a color outside sRGB's gamut shows it (components below 0 or above 1) instead of being
/// clipped silently.
///
/// ```swift
/// let p3 = try ColorSpaceConverter.displayP3()
/// let red = p3.srgb(1, 0, 0)       // (1.0931, −0.5434, −0.2537): outside sRGB
/// red.isInGamut                      // false
/// ```
///
/// The source profiles are built from their definitions (``Space``); the destination is Little
/// CMS's built-in sRGB profile; relative colorimetric intent, doubles in and out (Little CMS
/// computes matrix-shaper pipelines in 32-bit floats; the tests find results within 1e-8 of
/// the exact formulas, and check 1e-6). Little CMS
/// continues the sRGB curve's linear segment below zero, so out-of-gamut negative components
/// are the linear extrapolation (−2.906 for Display P3 green's red), not a mirrored curve.
///
/// Two steps are taken before Little CMS, as CSS Color 4 defines them where Little CMS would
/// differ: rec2020's transfer function (a pure power, which Little CMS would evaluate as 0 below
/// zero) and the adaptation of `xyz-d50` from CSS's own D50 white (see ``Space``).
public final class ColorSpaceConverter: Sendable {
    /// The source spaces.
    public enum Space: String, Sendable, CaseIterable {
        /// Display P3 (DCI-P3 primaries, D65, sRGB transfer curve).
        case displayP3 = "display-p3"
        /// Gray Gamma 2.2 (D65, a 2.2 power curve).
        case grayGamma22 = "gray-gamma-22"
        /// Linear sRGB (sRGB primaries, D65, linear curve).
        case linearSRGB = "linear-srgb"
        /// CIE Lab with the D50 white (Little CMS's Lab v4 profile): L, a, b.
        case labD50 = "lab-d50"
        /// A98 RGB (Adobe RGB (1998) primaries, D65, a 563/256 power curve).
        case a98RGB = "a98-rgb"
        /// ProPhoto RGB (ROMM primaries, D50, a 1.8 power curve with a linear toe).
        case proPhotoRGB = "prophoto-rgb"
        /// ITU-R BT.2020 as CSS Color 4 defines `rec2020` since 2025: its primaries, D65, and
        /// ITU-R BT.1886's gamma 2.4 (`CSSColorSpaces.linearRec2020(_:)`), not BT.2020's
        /// camera curve.
        case rec2020
        /// CIE XYZ relative to CSS Color 4's D50 (x 0.3457, y 0.3585; white Y = 1), so CSS's
        /// D50 white (0.9643, 1, 0.8251 to four decimals) is sRGB white: adapted to D65 with the Bradford
        /// matrix of CSS Color 4's sample code (`CSSColorSpaces.xyzD65(fromD50:_:_:)`), then
        /// converted as ``xyzD65``. Little CMS's own D50, the ICC PCS white (0.9642, 1, 0.8249),
        /// is not this white.
        case xyzD50 = "xyz-d50"
        /// CIE XYZ relative to D65 (white Y = 1), adapted to D50 by Little CMS's Bradford
        /// transform (`cmsAdaptToIlluminant`), as CSS Color 4 adapts.
        case xyzD65 = "xyz-d65"

        /// How many components a color in this space has.
        public var componentCount: Int { self == .grayGamma22 ? 1 : 3 }
    }

    /// An sRGB color as converted, before any clipping.
    public struct UnclippedSRGB: Hashable, Sendable, CustomStringConvertible {
        public let red: Double
        public let green: Double
        public let blue: Double

        public init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// Whether every component is within `0...1`, allowing `tolerance` for rounding.
        public func isInGamut(tolerance: Double = 1e-6) -> Bool {
            red >= -tolerance && red <= 1 + tolerance && green >= -tolerance && green <= 1 + tolerance && blue >= -tolerance && blue <= 1 + tolerance
        }

        public var isInGamut: Bool { isInGamut() }

        /// The nearest sRGB color with every component clipped to `0...1`.
        public func clipped(alpha: Double) throws(ColorValueError) -> SRGB {
            try SRGB(
                red: Swift.min(1, Swift.max(0, red)), green: Swift.min(1, Swift.max(0, green)),
                blue: Swift.min(1, Swift.max(0, blue)), alpha: alpha)
        }

        public var description: String { "(\(red), \(green), \(blue))" }
    }

    public let space: Space
    private let context: LittleCMSContext
    // Immutable after init; cmsDoTransform is reentrant.
    nonisolated(unsafe) private let transform: cmsHTRANSFORM

    /// Creates a converter from `space` to sRGB.
    public init(_ space: Space) throws(LittleCMSError) {
        let context = try LittleCMSContext()
        let source: LittleCMSProfile
        let format: cmsUInt32Number
        switch space {
        case .displayP3:
            source = try LittleCMSProfile.displayP3(in: context)
            format = CLittleCMS_TYPE_RGB_DBL
        case .linearSRGB:
            source = try LittleCMSProfile.linearSRGB(in: context)
            format = CLittleCMS_TYPE_RGB_DBL
        case .labD50:
            source = try LittleCMSProfile.labV4D50(in: context)
            format = CLittleCMS_TYPE_Lab_DBL
        case .grayGamma22:
            source = try LittleCMSProfile.grayGamma22(in: context)
            format = CLittleCMS_TYPE_GRAY_DBL
        case .a98RGB:
            source = try LittleCMSProfile.a98RGB(in: context)
            format = CLittleCMS_TYPE_RGB_DBL
        case .proPhotoRGB:
            source = try LittleCMSProfile.proPhotoRGB(in: context)
            format = CLittleCMS_TYPE_RGB_DBL
        case .rec2020:
            source = try LittleCMSProfile.linearRec2020(in: context)
            format = CLittleCMS_TYPE_RGB_DBL
        case .xyzD50, .xyzD65:
            source = try LittleCMSProfile.pcsXYZ(in: context)
            format = CLittleCMS_TYPE_XYZ_DBL
        }
        let destination = try LittleCMSProfile.sRGB(in: context)
        transform = try context.check("cmsCreateTransformTHR") { context in
            cmsCreateTransformTHR(
                context, source.handle, format, destination.handle, CLittleCMS_TYPE_RGB_DBL,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE))
        }
        self.space = space
        self.context = context
    }

    deinit {
        cmsDeleteTransform(transform)
    }

    private static let sharedP3 = Result { () throws(LittleCMSError) in try ColorSpaceConverter(.displayP3) }
    private static let sharedGray = Result { () throws(LittleCMSError) in try ColorSpaceConverter(.grayGamma22) }
    private static let sharedLinear = Result { () throws(LittleCMSError) in try ColorSpaceConverter(.linearSRGB) }
    private static let sharedLab = Result { () throws(LittleCMSError) in try ColorSpaceConverter(.labD50) }
    private static let shared: [Space: Result<ColorSpaceConverter, LittleCMSError>] = Dictionary(
        uniqueKeysWithValues: [Space.a98RGB, .proPhotoRGB, .rec2020, .xyzD50, .xyzD65].map { space in
            (space, Result { () throws(LittleCMSError) in try ColorSpaceConverter(space) })
        })

    /// The shared converter of any space: created once, used from any thread.
    public static func shared(_ space: Space) throws(LittleCMSError) -> ColorSpaceConverter {
        switch space {
        case .displayP3: return try displayP3()
        case .grayGamma22: return try grayGamma22()
        case .linearSRGB: return try linearSRGB()
        case .labD50: return try labD50()
        default:
            guard let converter = shared[space] else { return try ColorSpaceConverter(space) }
            return try converter.get()
        }
    }

    /// The shared CIE Lab (D50) converter: Lab to sRGB, the inverse of ``LabConverter``.
    public static func labD50() throws(LittleCMSError) -> ColorSpaceConverter { try sharedLab.get() }

    /// The shared Display P3 converter.
    public static func displayP3() throws(LittleCMSError) -> ColorSpaceConverter { try sharedP3.get() }

    /// The shared Gray Gamma 2.2 converter.
    public static func grayGamma22() throws(LittleCMSError) -> ColorSpaceConverter { try sharedGray.get() }

    /// The shared linear sRGB converter.
    public static func linearSRGB() throws(LittleCMSError) -> ColorSpaceConverter { try sharedLinear.get() }

    /// The components the converters take: finite and within ±1000 — beyond any extended
    /// range a real color uses, and small enough that Little CMS's 32-bit float pipeline
    /// does not overflow to meaningless values.
    public static let componentRange: ClosedRange<Double> = -1000...1000

    /// Converts three components of an RGB space (Display P3, linear sRGB).
    ///
    /// - Precondition: the converter's space is an RGB space.
    /// - Throws: `ColorValueError` for a component that is NaN, infinite or outside
    ///   ``componentRange``.
    public func srgb(_ first: Double, _ second: Double, _ third: Double) throws(ColorValueError) -> UnclippedSRGB {
        precondition(space.componentCount == 3, "\(space.rawValue) takes one component")
        if !Self.componentRange.contains(first) { throw ColorValueError(component: .red, value: first, range: Self.componentRange) }
        if !Self.componentRange.contains(second) { throw ColorValueError(component: .green, value: second, range: Self.componentRange) }
        if !Self.componentRange.contains(third) { throw ColorValueError(component: .blue, value: third, range: Self.componentRange) }
        // Three doubles in and out, on the stack: a search converts hundreds.
        var input: (Double, Double, Double)
        switch space {
        case .rec2020:
            input = (CSSColorSpaces.linearRec2020(first), CSSColorSpaces.linearRec2020(second), CSSColorSpaces.linearRec2020(third))
        case .xyzD50:
            input = Self.pcsXYZ(fromD65: CSSColorSpaces.xyzD65(fromD50: first, second, third))
        case .xyzD65:
            input = Self.pcsXYZ(fromD65: (first, second, third))
        case .displayP3, .grayGamma22, .linearSRGB, .labD50, .a98RGB, .proPhotoRGB:
            input = (first, second, third)
        }
        var output = (0.0, 0.0, 0.0)
        withUnsafePointer(to: &input) { input in
            withUnsafeMutablePointer(to: &output) { output in
                cmsDoTransform(transform, input, output, 1)
            }
        }
        return UnclippedSRGB(red: output.0, green: output.1, blue: output.2)
    }

    /// D65-relative XYZ in the PCS, relative to the ICC D50, by Little CMS's Bradford adaptation:
    /// the inverse of the one its sRGB profile applies, so D65 comes out as sRGB white.
    private static func pcsXYZ(fromD65 xyz: (x: Double, y: Double, z: Double)) -> (Double, Double, Double) {
        var adapted = cmsCIEXYZ()
        var value = cmsCIEXYZ(X: xyz.x, Y: xyz.y, Z: xyz.z)
        var d65 = cmsCIEXYZ()
        var d65xyY = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        cmsxyY2XYZ(&d65, &d65xyY)
        _ = cmsAdaptToIlluminant(&adapted, &d65, cmsD50_XYZ(), &value)
        return (adapted.X, adapted.Y, adapted.Z)
    }

    /// Converts one gray component (Gray Gamma 2.2).
    ///
    /// - Precondition: the converter's space is a gray space.
    /// - Throws: `ColorValueError` for a value that is NaN, infinite or outside
    ///   ``componentRange``.
    public func srgb(gray: Double) throws(ColorValueError) -> UnclippedSRGB {
        precondition(space.componentCount == 1, "\(space.rawValue) takes three components")
        guard Self.componentRange.contains(gray) else {
            throw ColorValueError(component: .white, value: gray, range: Self.componentRange)
        }
        var input = gray
        var output = [0.0, 0.0, 0.0]
        cmsDoTransform(transform, &input, &output, 1)
        return UnclippedSRGB(red: output[0], green: output[1], blue: output[2])
    }
}
