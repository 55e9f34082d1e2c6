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
/// with 300-bit arithmetic). Its row holds `1/u0`, the slope `2.4·u0^1.4` and `u0^2.4` as
/// `high + low` (about 106 bits). With `d = u − u0` and `t = d/u0`, `|t| < 2⁻¹¹`:
///
///     u^2.4 = u0^2.4 · (1 + t)^2.4
///           = high + (slope·d + (high·t²·p + low)),   p = Σ C(2.4, n) tⁿ⁻², n = 2…5
///
/// and the sum `s = high + r` is rounded once. Its rounding error `e = r − (s − high)` is exact
/// (Fast2Sum: `|r| < |high|`). The first-order term comes from the exact `d` and one stored
/// slope, so that the few roundings it carries are of a term 2.4·|t| < 0.0012 of the result;
/// `t`, rounded, enters only the second-order term, a million times smaller.
///
/// **Error bound, before the final rounding**, as fractions of ulp(s) (ulp(s) > 2⁻⁵³·s, and
/// s > 0.998·high), with `|slope·d| < 2.4·2⁻¹¹·high = 0.00118·high`:
/// - `d` is exact (same binade);
/// - the slope's rounding and the product's: 2 × 0.00118;
/// - the sum `r`: 0.00118;
/// - the second-order term is below 1.7·2⁻²²·high, so its dozen roundings, the sum with
///   `low`, and the series cut after t⁵ (`|C(2.4, 6)|·t⁶ < 0.005·2⁻⁶⁶`) stay below 0.00002;
/// - `high + low` against `u0^2.4`: 2⁻¹⁰⁶ relative: nothing at this scale.
///
/// In all, under 0.0036 ulp. glibc's `pow` (the Arm algorithm, in glibc since 2.28) states its
/// worst case as 0.509 ulp from its `exp` (0.511 where the processor has no FMA) plus its
/// `log`'s relative error of 1.3·2⁻⁶⁸ (1.5·2⁻⁶⁸ without FMA) scaled by `|y log x|·2⁵³`; here
/// `|2.4 log u| < 5.8`, so before it rounds it is within 0.0113 ulp of the exact power. When
/// `s + e` lies farther than `2⁻⁶` ulp (0.0156, more than the sum of both bounds, 0.0149)
/// from a rounding midpoint — `|e| < (1/2 − 2⁻⁶)` ulp — the exact power lies more than 0.0113
/// ulp from that midpoint, on the same side, and both round it to `s`. Otherwise (about 3 % of
/// inputs) this returns `pow(u, 2.4)` itself, as it does for every `u` outside `[1/16, 1)` and
/// when `s` is a power of two (where the spacing of doubles changes). A release-mode check
/// compares it with `pow` on 10⁸ inputs (`Benchmarks/InstructionCounts`, `power-check`); the
/// test suite on 10⁶ and the edges.
@usableFromInline
package enum PowerLaw {
    /// `pow(u, 2.4)`, bit for bit (see the type's documentation for the argument).
    @usableFromInline @inline(__always)
    package static func toThe2point4(_ u: Double) -> Double {
        withoutPow(u) ?? powFallback(u)
    }

    @inline(never)
    static func powFallback(_ u: Double) -> Double { pow(u, 2.4) }

    /// The table-and-polynomial result when it is sure to equal `pow`'s, else `nil`.
    @inline(__always)
    package static func withoutPow(_ u: Double) -> Double? {
        let bits = u.bitPattern
        // Exponent field 1019…1022 (binades 2⁻⁴…2⁻¹) and the top 10 significand bits.
        let index = Int(truncatingIfNeeded: bits >> 42) &- 1019 << 10
        guard index >= 0, index < 4096 else { return nil }
        let row = perseus_power_table()[index]
        // The interval's centre: the same top bits, then a 1 and zeros.
        let centre = Double(bitPattern: (bits & ~(1 << 42 - 1)) | 1 << 41)
        let d = u - centre
        let t = d * row.inverse
        let t2 = t * t
        let c = perseus_power_coefficients
        // Estrin's scheme: two independent halves, for a shorter chain of dependent operations.
        let p = (c.0 + c.1 * t) + t2 * (c.2 + c.3 * t)
        let r = row.slope * d + ((row.high * t2) * p + row.low)
        let s = row.high + r
        let e = r - (s - row.high)
        // Half an ulp of s, s being a normal number in (0.003, 1).
        let halfUlp = Double(bitPattern: (s.bitPattern & 0x7FF0_0000_0000_0000) &- (53 << 52))
        guard abs(e) < halfUlp * (1 - 0x1p-5), s.significandBitPattern != 0 else { return nil }
        return s
    }
}
