#include "LuminanceKernel.h"
#include "SRGBKernelPowerTable.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// Every multiply-add that is fused below is written as one; no other may be fused.
#pragma clang fp contract(off)

int perseus_luminance_kernel_available = 0;

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

/// AVX2 and FMA in the processor, and the YMM registers saved by the system (OSXSAVE, and
/// XCR0's SSE and AVX state bits); unless PERSEUS_NO_VECTOR_KERNEL is set in the environment,
/// which runs the scalar path instead (CI tests both).
__attribute__((constructor)) static void perseus_detect_kernel(void) {
    if (getenv("PERSEUS_NO_VECTOR_KERNEL") != NULL) return;
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return;
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX) || !(c & bit_FMA)) return;
    unsigned low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    if ((low & 6) != 6) return;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return;
    perseus_luminance_kernel_available = (b & bit_AVX2) != 0;
}

#define KERNEL __attribute__((target("avx2,fma"))) static inline

/// The row of `perseus_kernel_power_rows` for the component C: that of q = (C + 0.055)·RN(1/1.055),
/// the same product as the vector's; bits 45…53 of q, by the table's order. Always a row of
/// the table; one of no meaning where q is outside [1/16, 1), and the lane is then left to
/// pow. Worked out in the integer unit, so that the loads need not wait for the vector's lanes
/// to be moved there.
static inline long long row_index(double component) {
    const double q = (component + 0.055) * (1 / 1.055);
    unsigned long long bits;
    memcpy(&bits, &q, sizeof bits);
    // An empty statement that keeps the bits in an integer register, so that the compiler
    // does not gather the three rows' bits into one vector whose lanes must then be moved out
    // one at a time.
    __asm__("" : "+r"(bits));
    return (long long)((bits >> 45) & 511);
}

/// Each component's linear value bracketed, in lanes 0–2: `*below` ≤ what the scalar path
/// returns ≤ `*above`, equal where the kernel settles the component by itself, NaN in both
/// where it cannot bracket it (q outside the table, a bracket across a binade, NaN). See
/// LuminanceKernel.h for the method and the error bound.
KERNEL void kernel_lanes(double red, double green, double blue, __m256d *below, __m256d *above) {
    // Lane 3 repeats green (as the rows' lane 3 below does) and is not used.
    const __m256d c = _mm256_set_pd(green, blue, green, red);
    // The linear segment: C / 12.92 where C <= 0.04045 (false for NaN).
    const __m256d onSegment = _mm256_cmp_pd(c, _mm256_set1_pd(0.04045), _CMP_LE_OQ);
    const __m256d segment = _mm256_div_pd(c, _mm256_set1_pd(12.92));
    // The power law's base, u = (C + 0.055) / 1.055, as pow receives it. Its row and centre
    // come from a product that is ready sooner, q = (C + 0.055)·RN(1/1.055), within 2 ulps of
    // u, while the division runs.
    const __m256d numerator = _mm256_add_pd(c, _mm256_set1_pd(0.055));
    const __m256d u = _mm256_div_pd(numerator, _mm256_set1_pd(1.055));
    const __m256d q = _mm256_mul_pd(numerator, _mm256_set1_pd(1 / 1.055));
    // Off the segment, C > 0.04045 and so q > 0.09: q is in the table's [1/16, 1) when below 1
    // (false for NaN).
    const __m256d qInTable = _mm256_cmp_pd(q, _mm256_set1_pd(1.0), _CMP_LT_OQ);
    const long long i0 = row_index(red), i1 = row_index(green), i2 = row_index(blue);
    // Three rows of (slope, slopeLow, high, low) turned into one vector per column: the halves
    // of red's and blue's rows side by side, green's halves in both 128-bit lanes, then one
    // in-lane interleave per column (lanes: red, green, blue, green).
    const perseus_kernel_power_row *rows = perseus_kernel_power_rows;
    const __m256d redBlueFirst = _mm256_loadu2_m128d(&rows[i2].slope, &rows[i0].slope);
    const __m256d redBlueSecond = _mm256_loadu2_m128d(&rows[i2].high, &rows[i0].high);
    const __m256d greenFirst = _mm256_broadcast_pd((const __m128d *)&rows[i1].slope);
    const __m256d greenSecond = _mm256_broadcast_pd((const __m128d *)&rows[i1].high);
    const __m256d slope = _mm256_unpacklo_pd(redBlueFirst, greenFirst);
    const __m256d slopeLow = _mm256_unpackhi_pd(redBlueFirst, greenFirst);
    const __m256d high = _mm256_unpacklo_pd(redBlueSecond, greenSecond);
    const __m256d low = _mm256_unpackhi_pd(redBlueSecond, greenSecond);
    // d = u − u0, exact (Sterbenz: u0/2 < u < 2·u0); u0 is q's top bits, then a 1 and zeros.
    // 1/u0 (rounded to nearest) from the table's array beside the rows.
    const __m256d centre = _mm256_castsi256_pd(_mm256_or_si256(
        _mm256_and_si256(_mm256_castpd_si256(q), _mm256_set1_epi64x(~((1LL << 45) - 1))),
        _mm256_set1_epi64x(1LL << 44)));
    const double *inverses = perseus_kernel_power_inverses;
    const __m256d inverse = _mm256_set_m128d(
        _mm_loadh_pd(_mm_load_sd(&inverses[i2]), &inverses[i1]), _mm_loadh_pd(_mm_load_sd(&inverses[i0]), &inverses[i1]));
    const __m256d d = _mm256_sub_pd(u, centre);
    // The first-order term slope · d, exactly as linHigh + linLow, added to high exactly as
    // s1 + e1 (Fast2Sum: |linHigh| < high); then the terms of order 2⁻⁵³ (e1 last, as it is
    // ready last).
    const __m256d linHigh = _mm256_mul_pd(slope, d);
    const __m256d linLow = _mm256_fmsub_pd(slope, d, linHigh);
    const __m256d s1 = _mm256_add_pd(high, linHigh);
    const __m256d e1 = _mm256_sub_pd(linHigh, _mm256_sub_pd(s1, high));
    const __m256d small = _mm256_add_pd(_mm256_add_pd(linLow, _mm256_fmadd_pd(slopeLow, d, low)), e1);
    // The second-order term high · t² · p(t), p = C(2.4, 2) + … + C(2.4, 7) t⁵ (Estrin),
    // added to the small terms in the same fused operation.
    const __m256d t = _mm256_mul_pd(d, inverse);
    const __m256d t2 = _mm256_mul_pd(t, t);
    const double *k = perseus_kernel_power_coefficients;
    const __m256d p01 = _mm256_fmadd_pd(_mm256_set1_pd(k[1]), t, _mm256_set1_pd(k[0]));
    const __m256d p23 = _mm256_fmadd_pd(_mm256_set1_pd(k[3]), t, _mm256_set1_pd(k[2]));
    const __m256d p45 = _mm256_fmadd_pd(_mm256_set1_pd(k[5]), t, _mm256_set1_pd(k[4]));
    const __m256d p = _mm256_fmadd_pd(_mm256_fmadd_pd(p45, t2, p23), t2, p01);
    // s1 + (high·t²·p + small) rounded with the sum in brackets moved by δ = 25·2⁻¹¹ ulp(s1)
    // either way, δ added to the small terms first. By monotonic rounding every value within
    // δ of the sum, pow's result among them, rounds between the two; where they are equal,
    // that is the correctly rounded value too. The bracket needs its top in s1's binade (no
    // value in it then has a larger ulp than s1): true where s1 < (2 − 2⁻¹⁴)·2^e, as the sum
    // in brackets is below 2⁻¹⁵·s1. δ is NaN where the kernel cannot bracket, and so are
    // both ends.
    const __m256i s1Bits = _mm256_castpd_si256(s1);
    const __m256i s1Exponent = _mm256_and_si256(s1Bits, _mm256_set1_epi64x(0x7FF0000000000000LL));
    const __m256i nearBinadeTop = _mm256_cmpeq_epi64(
        _mm256_and_si256(s1Bits, _mm256_set1_epi64x(0x3FFFLL << 38)), _mm256_set1_epi64x(0x3FFFLL << 38));
    const __m256d bracketed = _mm256_andnot_pd(_mm256_castsi256_pd(nearBinadeTop), qInTable);
    const __m256d delta = _mm256_blendv_pd(_mm256_set1_pd(__builtin_nan("")),
        _mm256_mul_pd(_mm256_castsi256_pd(_mm256_sub_epi64(s1Exponent, _mm256_set1_epi64x(63LL << 52))),
            _mm256_set1_pd(25)),
        bracketed);
    const __m256d highT2 = _mm256_mul_pd(high, t2);
    const __m256d top = _mm256_add_pd(s1, _mm256_fmadd_pd(highT2, p, _mm256_add_pd(small, delta)));
    const __m256d bottom = _mm256_add_pd(s1, _mm256_fmadd_pd(highT2, p, _mm256_sub_pd(small, delta)));
    *below = _mm256_blendv_pd(bottom, segment, onSegment);
    *above = _mm256_blendv_pd(top, segment, onSegment);
}

/// RelativeLuminance.weighted, (0.2126 R + 0.7152 G) + 0.0722 B, of lanes 0–2: the same
/// three products and two sums, in that order.
KERNEL double weighted(__m256d linear) {
    const __m256d products = _mm256_mul_pd(linear, _mm256_set_pd(0, 0.0722, 0.7152, 0.2126));
    const __m128d redGreen = _mm256_castpd256_pd128(products);
    const __m128d sum = _mm_add_sd(redGreen, _mm_unpackhi_pd(redGreen, redGreen));
    return _mm_cvtsd_f64(_mm_add_sd(sum, _mm256_extractf128_pd(products, 1)));
}

/// The components whose brackets are open (bit 0 red, 1 green, 2 blue).
KERNEL int open_brackets(__m256d below, __m256d above) {
    return _mm256_movemask_pd(_mm256_cmp_pd(below, above, _CMP_NEQ_UQ)) & 7;
}

/// The luminance where the brackets leave it open: the components whose brackets are open
/// computed with pow, as the scalar path does (with the same base), the others as bracketed.
/// Out of line, so that the common path needs no stack frame.
__attribute__((target("avx2,fma"), noinline, cold)) static double luminance_settled_by_pow(
    double red, double green, double blue, __m256d below, __m256d above) {
    const int open = open_brackets(below, above);
    double lanes[4];
    _mm256_storeu_pd(lanes, below);
    if (open & 1) lanes[0] = pow((red + 0.055) / 1.055, 2.4);
    if (open & 2) lanes[1] = pow((green + 0.055) / 1.055, 2.4);
    if (open & 4) lanes[2] = pow((blue + 0.055) / 1.055, 2.4);
    return weighted(_mm256_set_pd(0, lanes[2], lanes[1], lanes[0]));
}

/// The luminance of both ends of the brackets, in lanes 0 (below) and 1 (above).
KERNEL __m128d weighted_brackets(__m256d below, __m256d above) {
    const __m256d weights = _mm256_set_pd(0, 0.0722, 0.7152, 0.2126);
    const __m256d low = _mm256_mul_pd(below, weights), high = _mm256_mul_pd(above, weights);
    // (red, green) of both, then blue of both: [low.r, high.r | low.b, high.b], [low.g, high.g | …].
    const __m256d redBlue = _mm256_unpacklo_pd(low, high), green = _mm256_unpackhi_pd(low, high);
    const __m128d redGreen = _mm_add_pd(_mm256_castpd256_pd128(redBlue), _mm256_castpd256_pd128(green));
    return _mm_add_pd(redGreen, _mm256_extractf128_pd(redBlue, 1));
}

/// The components bracketed (`*below`, `*above`), and whether the luminances of the two ends
/// agree; if they do, `*luminance` is that luminance. Weighting is monotonic too: where both
/// ends give one luminance, pow's components would.
KERNEL bool bracketed_luminance(
    double red, double green, double blue, __m256d *below, __m256d *above, double *luminance) {
    kernel_lanes(red, green, blue, below, above);
    const __m128d ends = weighted_brackets(*below, *above);
    *luminance = _mm_cvtsd_f64(ends);
    return *luminance == _mm_cvtsd_f64(_mm_unpackhi_pd(ends, ends));
}

KERNEL double kernel_luminance(double red, double green, double blue) {
    __m256d below, above;
    double luminance;
    if (__builtin_expect(bracketed_luminance(red, green, blue, &below, &above, &luminance), 1)) return luminance;
    return luminance_settled_by_pow(red, green, blue, below, above);
}

/// The components the kernel computes with pow: those with open brackets, where the
/// brackets leave the luminance open.
__attribute__((target("avx2,fma"))) static int kernel_unsettled(double red, double green, double blue) {
    __m256d below, above;
    double luminance;
    return bracketed_luminance(red, green, blue, &below, &above, &luminance) ? 0 : open_brackets(below, above);
}

__attribute__((target("avx2,fma"))) static int kernel_open(double red, double green, double blue) {
    __m256d below, above;
    kernel_lanes(red, green, blue, &below, &above);
    return open_brackets(below, above);
}
#endif

double perseus_luminance_kernel(double red, double green, double blue) {
#if defined(__x86_64__)
    if (perseus_luminance_kernel_available) return kernel_luminance(red, green, blue);
#endif
    return __builtin_nan("");
}

int perseus_luminance_kernel_unsettled(double red, double green, double blue) {
#if defined(__x86_64__)
    if (perseus_luminance_kernel_available) return kernel_unsettled(red, green, blue);
#endif
    return 7;
}

int perseus_luminance_kernel_open_brackets(double red, double green, double blue) {
#if defined(__x86_64__)
    if (perseus_luminance_kernel_available) return kernel_open(red, green, blue);
#endif
    return 7;
}
