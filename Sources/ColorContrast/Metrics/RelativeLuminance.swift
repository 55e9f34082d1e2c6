#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import _ColorTables

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
    @inlinable @inline(__always)
    public var relativeLuminance: Double {
        relativeLuminance(table: RelativeLuminance.eightBitTable)
    }

    /// ``relativeLuminance`` with the 8-bit table in hand. Small enough to inline: three
    /// lookups and the weighted sum, and a single out-of-line call when any component is
    /// not exactly `k / 255`.
    @inlinable @inline(__always)
    func relativeLuminance(table: UnsafePointer<perseus_srgb_row>) -> Double {
        let r = table[RelativeLuminance.tableIndex(red)]
        let g = table[RelativeLuminance.tableIndex(green)]
        let b = table[RelativeLuminance.tableIndex(blue)]
        // Bit patterns, compared with one branch: a mismatch anywhere sends the whole color
        // to the formula (-0.0 included, which the formula maps to the same luminance).
        let mismatch = (r.encoded.bitPattern ^ red.bitPattern) | (g.encoded.bitPattern ^ green.bitPattern)
            | (b.encoded.bitPattern ^ blue.bitPattern)
        guard mismatch == 0 else {
            return RelativeLuminance.luminanceOfUntabulated(self)
        }
        return RelativeLuminance.weighted(r.linear, g.linear, b.linear)
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
    /// looked up in a table of constant data and cost no `pow`. Each entry is the correctly
    /// rounded result of ``linearizeByFormula(_:)``'s double-precision steps, which is what
    /// glibc's `pow` returns for all 256, so on Linux the two agree bit for bit; a `pow` that
    /// rounds differently could differ in the last bit. Any other value takes the formula, its
    /// power computed by a table and a polynomial that return `pow`'s own result (and call
    /// `pow` in the few cases where they cannot be sure to).
    @inlinable
    public static func linearize(_ encoded: Double) -> Double {
        linearize(encoded, table: eightBitTable)
    }

    @inlinable
    static func linearize(_ encoded: Double, table: UnsafePointer<perseus_srgb_row>) -> Double {
        // The comparison with the stored `k / 255` makes the table answer only for exactly
        // that value; anything else takes the formula.
        let entry = table[tableIndex(encoded)]
        return entry.encoded == encoded ? entry.linear : linearizeOffTheGrid(encoded)
    }

    /// ``linearizeByFormula(_:)`` with the power computed by `PowerLaw`, which returns what
    /// `pow` returns, bit for bit, at a fraction of the cost.
    @inlinable
    static func linearizeOffTheGrid(_ encoded: Double) -> Double {
        encoded <= linearThreshold ? encoded / 12.92 : PowerLaw.toThe2point4((encoded + 0.055) / 1.055)
    }

    /// The table row to compare `encoded` with: `encoded · 255` rounded, in `0...255`.
    ///
    /// Adding 1.5 · 2^52 leaves the rounded integer in the low bits of the sum's significand
    /// (`encoded · 255` is at most 255 in magnitude for a valid component); masking them keeps
    /// the index in `0...255` whatever `encoded` is — NaN, infinities and out-of-range values
    /// included — with no branch and no conversion check. Such values never equal the row's
    /// `k / 255`, so they take the formula.
    @inlinable @inline(__always)
    package static func tableIndex(_ encoded: Double) -> Int {
        Int(truncatingIfNeeded: (encoded * 255 + roundingShift).bitPattern & 0xFF)
    }

    /// The weighted sum of three linear components, in the order WCAG writes it.
    @inlinable @inline(__always)
    static func weighted(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        redWeight * red + greenWeight * green + blueWeight * blue
    }

    /// The relative luminance of a color with a component that is not an 8-bit value
    /// (composited colors, Display P3 conversions): kept out of line so that the inlined
    /// fast path stays small.
    @usableFromInline @inline(never)
    static func luminanceOfUntabulated(_ color: SRGB) -> Double {
        let table = eightBitTable
        return weighted(
            linearize(color.red, table: table), linearize(color.green, table: table),
            linearize(color.blue, table: table))
    }

    /// The relative luminance of a translucent color composited over its background, which is
    /// seldom on the 8-bit grid: every component by the formula, with no table lookup first.
    /// The formula's power returns `pow`'s result, and so does the table, so this equals
    /// ``SRGB/relativeLuminance`` bit for bit where `pow` is correctly rounded (glibc).
    /// ``ContrastMeasurement`` and ``WCAG/contrastRatio(of:over:)`` both use it for a
    /// translucent foreground, so they agree everywhere.
    @usableFromInline @inline(never)
    static func luminanceOfComposite(_ color: SRGB) -> Double {
        weighted(linearizeOffTheGrid(color.red), linearizeOffTheGrid(color.green), linearizeOffTheGrid(color.blue))
    }

    /// 1.5 · 2^52: a double at least this large has no fractional bits, so adding it to a
    /// value of smaller magnitude rounds that value to an integer (to nearest, ties to even).
    @usableFromInline
    static var roundingShift: Double { 6_755_399_441_055_744 }

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

    /// `k / 255` and ``linearizeByFormula(_:)`` of it, for `k` in `0...255`: constant data
    /// (`Sources/_ColorTables`, generated by its `generate.py`), read with no lazy
    /// initialization and no reference counting. Each linear value is the correctly rounded
    /// result of the formula as ``linearizeByFormula(_:)`` evaluates it in double precision,
    /// which is what a correctly rounded `pow` returns; glibc's `pow` does for all 256 (a test
    /// compares them).
    @inlinable
    static var eightBitTable: UnsafePointer<perseus_srgb_row> { perseus_srgb_eight_bit_table() }
}
