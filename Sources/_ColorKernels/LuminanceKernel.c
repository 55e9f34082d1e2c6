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
    return (long long)((bits >> 45) & 511);
}

/// The three components' linear values in lanes 0–2 of `*linear`, and a mask of those it
/// could not settle (bit 0 red, 1 green, 2 blue). See LuminanceKernel.h for the method and
/// the error bound.
KERNEL int kernel_lanes(double red, double green, double blue, __m256d *linear) {
    // Lane 3 repeats red and is not used.
    const __m256d c = _mm256_set_pd(red, blue, green, red);
    // The linear segment: C / 12.92 where C <= 0.04045 (false for NaN).
    const __m256d onSegment = _mm256_cmp_pd(c, _mm256_set1_pd(0.04045), _CMP_LE_OQ);
    const __m256d segment = _mm256_div_pd(c, _mm256_set1_pd(12.92));
    // The power law's base, u = (C + 0.055) / 1.055, as pow receives it. Its row and centre
    // come from a product that is ready sooner, q = (C + 0.055)·RN(1/1.055), within 2 ulps of
    // u, while the division runs.
    const __m256d numerator = _mm256_add_pd(c, _mm256_set1_pd(0.055));
    const __m256d u = _mm256_div_pd(numerator, _mm256_set1_pd(1.055));
    const __m256d q = _mm256_mul_pd(numerator, _mm256_set1_pd(1 / 1.055));
    const __m256d qInTable = _mm256_and_pd(
        _mm256_cmp_pd(q, _mm256_set1_pd(0.0625), _CMP_GE_OQ), _mm256_cmp_pd(q, _mm256_set1_pd(1.0), _CMP_LT_OQ));
    const long long i0 = row_index(red), i1 = row_index(green), i2 = row_index(blue);
    // Three rows of (slope, slopeLow, high, low), turned into one vector per column.
    const __m256d row0 = _mm256_load_pd(&perseus_kernel_power_rows[i0].slope);
    const __m256d row1 = _mm256_load_pd(&perseus_kernel_power_rows[i1].slope);
    const __m256d row2 = _mm256_load_pd(&perseus_kernel_power_rows[i2].slope);
    const __m256d even01 = _mm256_unpacklo_pd(row0, row1), odd01 = _mm256_unpackhi_pd(row0, row1);
    const __m256d even22 = _mm256_unpacklo_pd(row2, row2), odd22 = _mm256_unpackhi_pd(row2, row2);
    const __m256d slope = _mm256_permute2f128_pd(even01, even22, 0x20);
    const __m256d slopeLow = _mm256_permute2f128_pd(odd01, odd22, 0x20);
    const __m256d high = _mm256_permute2f128_pd(even01, even22, 0x31);
    const __m256d low = _mm256_permute2f128_pd(odd01, odd22, 0x31);
    // d = u − u0, exact (Sterbenz: u0/2 < u < 2·u0); u0 is q's top bits, then a 1 and zeros.
    // 1/u0 by a division, which runs while the rows load.
    const __m256d centre = _mm256_castsi256_pd(_mm256_or_si256(
        _mm256_and_si256(_mm256_castpd_si256(q), _mm256_set1_epi64x(~((1LL << 45) - 1))),
        _mm256_set1_epi64x(1LL << 44)));
    const __m256d inverse = _mm256_div_pd(_mm256_set1_pd(1.0), centre);
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
    const __m256d tail = _mm256_fmadd_pd(_mm256_mul_pd(high, t2), p, small);
    // The result s = s1 + tail, rounded once; and the same sum with tail moved by
    // δ = 25·2⁻¹¹ ulp(s1) either way. Settled where those two round to the same double and s
    // lies in s1's binade: rounding is monotonic, so every value within δ of s1 + tail, the
    // exact power and pow's unrounded result among them, rounds to s.
    const __m256d s = _mm256_add_pd(s1, tail);
    const __m256i exponentBits = _mm256_set1_epi64x(0x7FF0000000000000LL);
    const __m256i s1Exponent = _mm256_and_si256(_mm256_castpd_si256(s1), exponentBits);
    const __m256d delta = _mm256_mul_pd(
        _mm256_castsi256_pd(_mm256_sub_epi64(s1Exponent, _mm256_set1_epi64x(63LL << 52))), _mm256_set1_pd(25));
    const __m256d above = _mm256_add_pd(s1, _mm256_add_pd(tail, delta));
    const __m256d below = _mm256_add_pd(s1, _mm256_sub_pd(tail, delta));
    const __m256i sameBinade = _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_castpd_si256(s), exponentBits), s1Exponent);
    const __m256d certain = _mm256_and_pd(_mm256_and_pd(qInTable, _mm256_castsi256_pd(sameBinade)),
        _mm256_cmp_pd(above, below, _CMP_EQ_OQ));
    *linear = _mm256_blendv_pd(s, segment, onSegment);
    return ~_mm256_movemask_pd(_mm256_or_pd(onSegment, certain)) & 7;
}

/// RelativeLuminance.weighted, (0.2126 R + 0.7152 G) + 0.0722 B, of lanes 0–2: the same
/// three products and two sums, in that order.
KERNEL double weighted(__m256d linear) {
    const __m256d products = _mm256_mul_pd(linear, _mm256_set_pd(0, 0.0722, 0.7152, 0.2126));
    const __m128d redGreen = _mm256_castpd256_pd128(products);
    const __m128d sum = _mm_add_sd(redGreen, _mm_unpackhi_pd(redGreen, redGreen));
    return _mm_cvtsd_f64(_mm_add_sd(sum, _mm256_extractf128_pd(products, 1)));
}

KERNEL double kernel_luminance(double red, double green, double blue) {
    __m256d value;
    const int unsettled = kernel_lanes(red, green, blue, &value);
    if (__builtin_expect(unsettled != 0, 0)) {
        // Where the scalar path calls pow, so does this, with the same base.
        double lanes[4];
        _mm256_storeu_pd(lanes, value);
        if (unsettled & 1) lanes[0] = pow((red + 0.055) / 1.055, 2.4);
        if (unsettled & 2) lanes[1] = pow((green + 0.055) / 1.055, 2.4);
        if (unsettled & 4) lanes[2] = pow((blue + 0.055) / 1.055, 2.4);
        value = _mm256_loadu_pd(lanes);
    }
    return weighted(value);
}

__attribute__((target("avx2,fma"))) static int kernel_unsettled(double red, double green, double blue) {
    __m256d value;
    return kernel_lanes(red, green, blue, &value);
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
