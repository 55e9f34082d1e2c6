/// A color in the sRGB color space (IEC 61966-2-1): gamma-encoded components and straight
/// (non-premultiplied) alpha, each a `Double` in `0...1`.
///
/// `SRGB` keeps full precision: a color built from `60, 60, 67` with alpha `0.6` stores
/// exactly `60/255, 60/255, 67/255, 0.6`, and nothing in this module rounds it to 8 bits
/// unless asked to format it as hex.
///
/// ```swift
/// let secondaryLabel = try SRGB(red8: 60, green8: 60, blue8: 67, alpha: 0.6)
/// let gray = try SRGB(parsing: "#777777")
/// let onSurface = try SRGB(white: 1, alpha: 0.87)   // a Material-style "white 87 %"
/// ```
///
/// Every initializer that takes a `Double` validates it: NaN, infinities and values outside
/// `0...1` throw ``ColorValueError``; nothing is clamped silently. Initializers that take
/// only 8-bit integers cannot fail.
///
/// The stored layout is four consecutive `Double`s (red, green, blue, alpha), which lets
/// `LabConverter` hand an array of colors to Little CMS without copying.
public struct SRGB: Hashable, Sendable {
    /// Gamma-encoded red, `0...1`.
    public let red: Double
    /// Gamma-encoded green, `0...1`.
    public let green: Double
    /// Gamma-encoded blue, `0...1`.
    public let blue: Double
    /// Straight alpha (opacity), `0...1`; `1` is opaque.
    public let alpha: Double

    /// Creates a color from gamma-encoded components and alpha, each in `0...1`.
    ///
    /// - Throws: ``ColorValueError`` naming the first component that is NaN, infinite or
    ///   outside `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(ColorValueError) {
        try ColorValueError.check(red, component: .red)
        try ColorValueError.check(green, component: .green)
        try ColorValueError.check(blue, component: .blue)
        try ColorValueError.check(alpha, component: .alpha)
        self.init(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color from 8-bit components; each becomes `value / 255`. Cannot fail.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            uncheckedRed: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Creates a color from 8-bit components and an exact alpha in `0...1`, the way design
    /// specifications write translucent colors (`60, 60, 67, 0.6`).
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha: Double) throws(ColorValueError) {
        try ColorValueError.check(alpha, component: .alpha)
        self.init(
            uncheckedRed: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: alpha)
    }

    /// Creates a color from a 24-bit `0xRRGGBB` value and an alpha in `0...1`.
    ///
    /// - Throws: ``ColorValueError`` when `rgb` has bits above `0xFFFFFF` or `alpha` is invalid.
    public init(rgb: UInt32, alpha: Double = 1) throws(ColorValueError) {
        guard rgb <= 0xFF_FFFF else { throw ColorValueError(component: .rgb, value: Double(rgb)) }
        try self.init(
            red8: UInt8(rgb >> 16), green8: UInt8((rgb >> 8) & 0xFF), blue8: UInt8(rgb & 0xFF),
            alpha: alpha)
    }

    /// Creates a gray with equal components, as `UIColor(white:alpha:)` does in sRGB.
    public init(white: Double, alpha: Double = 1) throws(ColorValueError) {
        try ColorValueError.check(white, component: .white)
        try ColorValueError.check(alpha, component: .alpha)
        self.init(uncheckedRed: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color without validation, for values this package has already validated
    /// or derived from valid colors (compositing, tables checked by tests).
    @inlinable
    package init(uncheckedRed red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether the color is fully opaque (`alpha == 1`).
    @inlinable
    public var isOpaque: Bool { alpha == 1 }

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) throws(ColorValueError) -> SRGB {
        try ColorValueError.check(alpha, component: .alpha)
        return SRGB(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
    }
}

extension SRGB {
    /// Opaque black, `#000000`.
    public static let black = SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white, `#FFFFFF`.
    public static let white = SRGB(uncheckedRed: 1, green: 1, blue: 1, alpha: 1)
}
