#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import _ColorTables

/// `u^2.4` for the power-law segment of the sRGB transfer function, returning exactly what
/// `pow(u, 2.4)` returns, at a fraction of its cost.
///
/// A composited component is rarely an 8-bit value, so translucent pairs reach the formula's
/// power law; ratios are compared unrounded against thresholds, so a faster power that was
/// only close to `pow` could move a ratio a hair across 4.5 and flip a verdict. This one gives
/// `pow`'s own result, or calls `pow` when it cannot be sure it would.
///
/// **Method.** For `u` in `[1/16, 1)` (every base `(c + 0.055) / 1.055` of a component `c` in
/// `(0.04045, 1)` lies in `[0.0905, 1)`), the exponent and the top 10 significand bits pick an
/// interval centred on `u0` (`Sources/_ColorTables/PowerTable.c`, written by its generate.py
/// with 300-bit arithmetic). Its row holds `1/u0` and `u0^2.4` as `high + low` (about 106
/// bits). With `t = (u − u0)/u0`, `|t| ≤ 2^-11`:
///
///     u^2.4 = u0^2.4 · (1 + t)^2.4 = high + (high · q + low),   q = Σ C(2.4, n) tⁿ, n = 1…4
///
/// and the sum `s = high + r` is rounded once. Its rounding error `e = r − (s − high)` is exact
/// (Fast2Sum: `|r| < |high|`).
///
/// **Error bound, before the final rounding**, as fractions of ulp(s) ≥ 2⁻⁵³·s, for
/// `|t| ≤ 2⁻¹¹` and `|q| ≤ 2.4·2⁻¹¹ ≈ 0.0012`:
/// - `u − u0` is exact (same binade); `t` carries two roundings (`1/u0` and the product),
///   which move `q` by at most `2.4·|t|·2⁻⁵²`: 0.0024;
/// - the polynomial's roundings (Estrin's scheme) and the coefficients' own: at most
///   `5·|q|·2⁻⁵³`: 0.006;
/// - the products `high·q` and the sum with `low`: at most `2·|q|·2⁻⁵³`: 0.0024;
/// - the series cut after t⁴: `|C(2.4, 5)|·|t|⁵ < 0.011·2⁻⁵⁵`: 0.003;
/// - `high + low` against `u0^2.4`: 2⁻¹⁰⁶ relative: nothing at this scale.
///
/// In all, under 0.014 ulp. glibc's `pow` (the Arm algorithm, in glibc since 2.28) states its
/// worst case as 0.509 ulp from its `exp` plus its `log`'s relative error of 1.3·2⁻⁶⁸ scaled
/// by `|y log x|·2⁵³`; here `|2.4 log u| < 5.8`, so before it rounds it is within 0.0095 ulp
/// of the exact power. When `s + e` lies farther than `2⁻⁵` ulp (0.031, more than the sum of
/// both bounds) from a rounding midpoint — `|e| < (1/2 − 2⁻⁵)` ulp — the exact power lies at
/// least 0.017 ulp from that midpoint, on the same side, and both round it to `s`.
/// Otherwise (about 6 % of inputs) this returns `pow(u, 2.4)` itself, as it does for every
/// `u` outside `[1/16, 1)` and when `s` is a power of two (where the spacing of doubles
/// changes). A release-mode check compares it with `pow` on 10⁸ inputs
/// (`Benchmarks/InstructionCounts`, `power-check`); the test suite on 10⁶ and the edges.
@usableFromInline
enum PowerLaw {
    /// `pow(u, 2.4)`, bit for bit (see the type's documentation for the argument).
    @usableFromInline @inline(__always)
    static func toThe2point4(_ u: Double) -> Double {
        withoutPow(u) ?? powFallback(u)
    }

    @inline(never)
    static func powFallback(_ u: Double) -> Double { pow(u, 2.4) }

    /// The table-and-polynomial result when it is sure to equal `pow`'s, else `nil`.
    @inline(__always)
    static func withoutPow(_ u: Double) -> Double? {
        let bits = u.bitPattern
        // Exponent field 1019…1022 (binades 2⁻⁴…2⁻¹) and the top 10 significand bits.
        let index = Int(truncatingIfNeeded: bits >> 42) &- 1019 << 10
        guard index >= 0, index < 4096 else { return nil }
        let row = perseus_power_table()[index]
        // The interval's centre: the same top bits, then a 1 and zeros.
        let centre = Double(bitPattern: (bits & ~(1 << 42 - 1)) | 1 << 41)
        let t = (u - centre) * row.inverse
        let coefficients = perseus_power_coefficients
        // Estrin's scheme: two independent halves, for a shorter chain of dependent operations.
        let q = t * ((coefficients.0 + coefficients.1 * t) + (t * t) * (coefficients.2 + coefficients.3 * t))
        let r = row.high * q + row.low
        let s = row.high + r
        let e = r - (s - row.high)
        // Half an ulp of s, s being a normal number in (0.003, 1).
        let halfUlp = Double(bitPattern: (s.bitPattern & 0x7FF0_0000_0000_0000) &- (53 << 52))
        guard abs(e) < halfUlp * (1 - 0x1p-4), s.significandBitPattern != 0 else { return nil }
        return s
    }
}
