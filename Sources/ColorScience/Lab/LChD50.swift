#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE LCh(ab): the polar form of ``LabD50``, with chroma and hue in place of a* and b*.
///
/// - C*ab = √(a*² + b*²)   (CIE 15:2004, eq. 8.11)
/// - h_ab = atan2(b*, a*) in degrees, `0..<360` (eq. 8.12); `0` for a neutral color.
public struct LChD50: Hashable, Sendable {
    /// Lightness L*, as in ``LabD50``.
    public var l: Double
    /// Chroma C*ab, `≥ 0`.
    public var c: Double
    /// Hue angle h_ab in degrees, `0..<360`.
    public var h: Double

    @inlinable
    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// The polar form of a Lab color.
    public init(_ lab: LabD50) {
        l = lab.l
        c = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        h = hueDegrees(b: lab.b, a: lab.a)
    }
}

extension LabD50 {
    /// The Cartesian form of an LCh color.
    public init(_ lch: LChD50) {
        let radians = lch.h * .pi / 180
        self.init(l: lch.l, a: lch.c * cos(radians), b: lch.c * sin(radians))
    }

    /// This color in polar form.
    public var lch: LChD50 { LChD50(self) }
}

/// atan2(b, a) in degrees, mapped to `0..<360`; `0` when `a = b = 0`.
@inlinable
func hueDegrees(b: Double, a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let degrees = atan2(b, a) * (180 / .pi)
    return degrees < 0 ? degrees + 360 : degrees
}
