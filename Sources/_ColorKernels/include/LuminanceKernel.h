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
/// t = d·RN(1/u0) (1/u0 read from `perseus_kernel_power_inverses`), |t| < 2⁻⁸ still: in the
/// binade [2^e, 2^(e+1)), |d| ≤ 2^(e−8) + 2 ulps and u0 ≥ (1 + 2⁻⁸)·2^e. So:
///
///     u^2.4 = high + slope·d + (slopeLow·d + low + high·t²·p(t)),  p = Σ C(2.4, n) tⁿ⁻², n = 2…7
///
/// slope·d is formed exactly with a fused multiply-subtract and added to high exactly
/// (Fast2Sum) as s1 + e1; the terms of order 2⁻⁵³ are added (small), and the second-order
/// term joins them in one fused multiply-add.
///
/// **Error bound** of X = s1 + (high·t²·p + small), unrounded, against u^2.4, in ulps of s1
/// (ulp(s1) > 2⁻⁵³·s1, s1 > 0.99·high):
/// - the second-order term is below 1.69·2⁻¹⁶·high and carries at most 11 roundings of 2⁻⁵³
///   relative (high, 1/u0, t twice in t², t², high·t², and p's leading coefficient and three
///   fused steps): 0.00029; the series cut after t⁷, |C(2.4, 8)|·t⁸ < 0.0014·2⁻⁶⁴: 0.000001;
/// - the three roundings of the terms of order 2⁻⁵³ (each below 2⁻⁵¹·high), slope + slopeLow
///   and high + low against their exact values (2⁻¹⁰⁶ relative): nothing at this scale.
///
/// In all, under 0.0003 ulp. glibc's `pow` is within 0.0113 ulp of the exact power before it
/// rounds (see ColorScience's `PowerLaw`), so its unrounded result lies within 0.0116 ulp of X.
///
/// **Brackets.** With δ = 25·2⁻¹¹ ulp(s1) = 0.0122 ulp, the kernel rounds
/// s1 + RN(high·t²·p + RN(small ± δ)): X ± δ moved by under 0.00003 ulp (the fused step rounds
/// a value below 2.7e-5·high; small ± δ rounds at 2⁻¹⁰⁵·high). Rounding is monotonic, so every
/// value within 0.0121 ulp of X — the exact power and pow's unrounded result among them —
/// rounds between the two ends: `pow` returns one of them, and where they are equal, that
/// value. The argument needs no value in the bracket to have a larger ulp than s1, which holds
/// where s1 < (2 − 2⁻¹⁴)·2^e, since high·t²·p + small ± δ is below 2⁻¹⁵·s1; elsewhere, where
/// q is outside [1/16, 1) and for NaN, both ends are NaN. Weighting and adding are monotonic
/// too, so the luminances of the two ends' components bracket the luminance of `pow`'s. Where
/// they are equal (all but about 2.2 % of uniformly drawn colors), that is the luminance;
/// elsewhere the open components (about 2.4 % of components: those within δ of a rounding
/// midpoint) are computed with `pow` itself, as the scalar path does.
double perseus_luminance_kernel(double red, double green, double blue);

/// For tests: the components `perseus_luminance_kernel` computes with `pow` (bit 0 red,
/// bit 1 green, bit 2 blue); 7 where the kernel is not available.
int perseus_luminance_kernel_unsettled(double red, double green, double blue);

/// For tests: the components whose brackets the kernel leaves open, whether or not the
/// luminance needs them (bits as above); 7 where the kernel is not available.
int perseus_luminance_kernel_open_brackets(double red, double green, double blue);

#endif
