#ifndef PERSEUS_LUMINANCE_KERNEL_H
#define PERSEUS_LUMINANCE_KERNEL_H

#include <stdbool.h>

/// Set once, before `main`, and never written again: read it through the function below.
extern int perseus_luminance_kernel_available;

/// Whether this processor and system can run the vector kernel: x86-64 with AVX2 and FMA,
/// and the operating system saving its registers.
static inline bool perseus_luminance_kernel_is_available(void) {
    return perseus_luminance_kernel_available != 0;
}

/// The WCAG relative luminance of an sRGB color, bit for bit what ColorScience's scalar path
/// (`RelativeLuminance.luminanceOfCompositeByComponent`) returns where `pow` is glibc's, with
/// the three components taken through the transfer function four lanes wide. Call only when
/// `perseus_luminance_kernel_is_available()`; otherwise it returns NaN.
///
/// **Method.** The linear segment and the base u = (C + 0.055) / 1.055 are computed as the
/// scalar path computes them. The row of `perseus_kernel_power_rows` (512 rows, 16 KB) comes
/// from q = (C + 0.055)·RN(1/1.055), which is ready before the division ends: for q in
/// [1/16, 1), its exponent and top 7 significand bits pick the row, centred on u0, which holds
/// the slope 2.4·u0^1.4 as slope + slopeLow and u0^2.4 as high + low. q is within 2 ulps of u
/// (RN(1/1.055) is within 2⁻⁵³ of 1/1.055 relatively, and each of q and u is rounded once), so
/// u lies in q's row or at most 2 ulps beyond its edge. With d = u − u0 (exact) and
/// t = d·RN(1/u0), |t| < 2⁻⁸ still: in the binade [2^e, 2^(e+1)), |d| ≤ 2^(e−8) + 2 ulps
/// and u0 ≥ (1 + 2⁻⁸)·2^e. So:
///
///     u^2.4 = high + slope·d + (slopeLow·d + low + high·t²·p(t)),  p = Σ C(2.4, n) tⁿ⁻², n = 2…7
///
/// slope·d is formed exactly with a fused multiply-subtract and added to high exactly
/// (Fast2Sum) as s1 + e1; the terms of order 2⁻⁵³ are added, then the second-order term in one
/// fused multiply-add, giving tail; and s = RN(s1 + tail) is the result.
///
/// **Error bound** of s1 + tail against u^2.4, in ulps of s1 (ulp(s1) > 2⁻⁵³·s1, s1 > 0.99·high):
/// - the second-order term is below 1.69·2⁻¹⁶·high and carries at most 11 roundings of 2⁻⁵³
///   relative (high, 1/u0, t twice in t², t², high·t², and p's leading coefficient and three
///   fused steps): 0.00029; the series cut after t⁷, |C(2.4, 8)|·t⁸ < 0.0014·2⁻⁶⁴: 0.000001;
/// - the fused step that forms tail rounds a value below 2.6e-5·high: 0.000026;
/// - the three roundings of the terms of order 2⁻⁵³ (each below 2⁻⁵¹·high), slope + slopeLow
///   and high + low against their exact values (2⁻¹⁰⁶ relative): nothing at this scale.
///
/// In all, under 0.0004 ulp. glibc's `pow` is within 0.0113 ulp of the exact power before it
/// rounds (see ColorScience's `PowerLaw`), so its unrounded result lies within 0.0117 ulp of
/// s1 + tail. **Settling:** the kernel also rounds s1 + (tail ± δ), δ = 25·2⁻¹¹ ulp(s1) =
/// 0.0122 ulp; tail ± δ is rounded first, which moves it by under 0.00003 ulp. Where both round
/// to the same double and s lies in s1's binade (so that no value in between has a larger ulp
/// than s1), rounding being monotonic, every value within 0.0121 ulp of s1 + tail rounds to
/// s: the exact power and `pow`'s unrounded result among them, so `pow` returns s. Elsewhere
/// (about 2.4 % of components), where q is outside [1/16, 1), and for NaN, the component is
/// computed with `pow` itself, as the scalar path does.
double perseus_luminance_kernel(double red, double green, double blue);

/// For tests: the components `perseus_luminance_kernel` computes with `pow` (bit 0 red,
/// bit 1 green, bit 2 blue); 7 where the kernel is not available.
int perseus_luminance_kernel_unsettled(double red, double green, double blue);

#endif
