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
/// scalar path computes them. For u in [1/16, 1) the exponent and the top 7 significand bits
/// pick a row of `perseus_kernel_power_rows` (512 rows, 16 KB), centred on u0, which holds
/// the slope 2.4·u0^1.4 as slope + slopeLow and u0^2.4 as high + low. With d = u − u0 (exact)
/// and t = d·RN(1/u0), |t| < 2⁻⁸:
///
///     u^2.4 = high + slope·d + (slopeLow·d + low + high·t²·p(t)),  p = Σ C(2.4, n) tⁿ⁻², n = 2…7
///
/// slope·d is formed exactly with a fused multiply-subtract, added to high exactly (Fast2Sum),
/// the small terms are added, and the result s is rounded once with its error e exact.
///
/// **Error bound, before the final rounding**, in ulps of s (ulp(s) > 2⁻⁵³·s, s > 0.99·high):
/// - the second-order term is below 1.69·2⁻¹⁶·high and carries at most 12 roundings of 2⁻⁵³
///   relative: 0.00031; the series cut after t⁷, |C(2.4, 8)|·t⁸ < 0.0014·2⁻⁶⁴: 0.000001;
/// - the four roundings of the sums of small terms, each below 2.6e-5·high·2⁻⁵³: 0.00011;
/// - slope + slopeLow and high + low against their exact values, and slopeLow·d: 2⁻¹⁰⁶
///   relative or less: nothing at this scale.
///
/// In all, under 0.0004 ulp. glibc's `pow` is within 0.0113 ulp of the exact power before it
/// rounds (see ColorScience's `PowerLaw`). Where s + e lies farther than 13·2⁻¹⁰ ulp (0.0127,
/// more than 0.0117) from a rounding midpoint, both round the exact power to s; elsewhere
/// (about 2.5 % of components), outside the table, and where s is a power of two, the
/// component is computed with `pow` itself, as the scalar path does.
double perseus_luminance_kernel(double red, double green, double blue);

/// For tests: the components `perseus_luminance_kernel` computes with `pow` (bit 0 red,
/// bit 1 green, bit 2 blue); 7 where the kernel is not available.
int perseus_luminance_kernel_unsettled(double red, double green, double blue);

#endif
