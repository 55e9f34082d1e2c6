/// A CIELAB color relative to the D50 white, the ICC profile connection space that Little
/// CMS produces.
///
/// The white point is part of the name so that Lab values relative to another white (D65,
/// as some libraries use by default) are never mixed in: the same sRGB color has Lab
/// values that differ by several units between the two, and so do ΔE values computed from
/// them.
///
/// The D50 white here is Little CMS's, XYZ `(0.9642, 1.0, 0.8249)` (ICC.1 §7.2.16); see
/// ``LabConverter`` for how sRGB colors become `LabD50`.
///
/// The layout is three consecutive `Double`s (L, a, b), the same as Little CMS's
/// `cmsCIELab`, so batches convert without copying.
public struct LabD50: Hashable, Sendable {
    /// Lightness L*, `0` (black) to `100` (diffuse white).
    public var l: Double
    /// a*: negative toward green, positive toward red.
    public var a: Double
    /// b*: negative toward blue, positive toward yellow.
    public var b: Double

    @inlinable
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The CIE XYZ of the D50 white that these Lab values are relative to (Little CMS's
    /// `cmsD50_XYZ()`, ICC.1 PCS illuminant).
    public static let whitePointXYZ: (x: Double, y: Double, z: Double) = (0.9642, 1.0, 0.8249)
}

extension LabD50: CustomStringConvertible {
    public var description: String { "lab(\(l) \(a) \(b))" }
}
