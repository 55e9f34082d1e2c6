#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SRGB {
    /// The relative luminance of the color's components, as WCAG 2.2 defines it
    /// (Understanding SC 1.4.3, "relative luminance"; IEC 61966-2-1 transfer function):
    ///
    ///     L = 0.2126 R + 0.7152 G + 0.0722 B
    ///     where C = C_sRGB / 12.92                      if C_sRGB ≤ 0.04045
    ///           C = ((C_sRGB + 0.055) / 1.055) ^ 2.4   otherwise
    ///
    /// `0` for black, `1` for white. Alpha is ignored: for a translucent color, composite it
    /// over its background first (``composited(over:)``); ``WCAG/contrastRatio(of:over:)``
    /// does that for you.
    ///
    /// WCAG 2.0 printed 0.03928 as the threshold; WCAG 2.2 uses 0.04045, as the sRGB
    /// standard does. No 8-bit value lies between the two, so the results only differ for
    /// components that are not multiples of 1/255.
    @inlinable
    public var relativeLuminance: Double {
        // One access to the table for three channels: each access to a static table from
        // another module goes through its lazy-initialization accessor.
        let table = RelativeLuminance.eightBitTable
        return RelativeLuminance.redWeight * RelativeLuminance.linearize(red, table: table)
            + RelativeLuminance.greenWeight * RelativeLuminance.linearize(green, table: table)
            + RelativeLuminance.blueWeight * RelativeLuminance.linearize(blue, table: table)
    }
}

/// The constants of WCAG 2.2's relative luminance.
public enum RelativeLuminance {
    /// Rec. ITU-R BT.709 luma coefficients for linear sRGB, as WCAG uses them.
    public static let redWeight = 0.2126
    public static let greenWeight = 0.7152
    public static let blueWeight = 0.0722
    /// Where the sRGB transfer function switches from the linear segment to the power law.
    public static let linearThreshold = 0.04045

    /// The sRGB electro-optical transfer function: gamma-encoded `0...1` to linear light.
    ///
    /// Components that are exactly an 8-bit value (`k / 255`, as every hex color is) are
    /// looked up in a table computed with the same formula, so the result is identical to
    /// ``linearizeByFormula(_:)`` and costs no `pow`.
    @inlinable
    public static func linearize(_ encoded: Double) -> Double {
        linearize(encoded, table: eightBitTable)
    }

    @inlinable
    static func linearize(_ encoded: Double, table: UnsafePointer<(encoded: Double, linear: Double)>) -> Double {
        // Truncating `encoded · 255 + 0.5` rounds without a libm call; the comparison with the
        // stored `k / 255` makes the table answer only for exactly that value.
        let scaled = encoded * 255 + 0.5
        if scaled >= 0, scaled < 256 {
            let entry = table[Int(scaled)]
            if entry.encoded == encoded { return entry.linear }
        }
        return linearizeByFormula(encoded)
    }

    /// The transfer function computed from its definition, for any input.
    @inlinable
    public static func linearizeByFormula(_ encoded: Double) -> Double {
        encoded <= linearThreshold ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The inverse: linear light `0...1` to gamma-encoded, IEC 61966-2-1 —
    /// `12.92 · C` for `C ≤ 0.0031308`, else `1.055 · C^(1/2.4) − 0.055`.
    @inlinable
    public static func encodeByFormula(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// `k / 255` and ``linearizeByFormula(_:)`` of it, for `k` in `0...255`: allocated once
    /// and never freed or written after, so it is read with no reference counting (an array
    /// would be retained and released around every lookup).
    @usableFromInline
    nonisolated(unsafe) static let eightBitTable: UnsafePointer<(encoded: Double, linear: Double)> = {
        let table = UnsafeMutablePointer<(encoded: Double, linear: Double)>.allocate(capacity: 256)
        for k in 0...255 {
            let encoded = Double(k) / 255
            (table + k).initialize(to: (encoded, linearizeByFormula(encoded)))
        }
        return UnsafePointer(table)
    }()
}
