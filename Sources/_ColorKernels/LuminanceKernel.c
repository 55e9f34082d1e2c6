#include "LuminanceKernel.h"
#include "SRGBPowerTable.h"

// Every operation below is a separate IEEE operation, as in the Swift code it mirrors: no
// multiplication and addition may be fused into one rounding.
#pragma clang fp contract(off)

int perseus_luminance_kernel_available = 0;

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

/// AVX2 in the processor, and the YMM registers saved by the system (OSXSAVE, and XCR0's
/// SSE and AVX state bits).
__attribute__((constructor)) static void perseus_detect_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return;
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return;
    unsigned low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    if ((low & 6) != 6) return;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return;
    perseus_luminance_kernel_available = (b & bit_AVX2) != 0;
}

__attribute__((target("avx2")))
static double luminance_avx2(double red, double green, double blue, double *linear) {
    // Lanes 0–2 red, green, blue; lane 3 repeats red and is not used.
    const __m256d c = _mm256_set_pd(red, blue, green, red);
    // The linear segment: C / 12.92 where C <= 0.04045 (false for NaN).
    const __m256d onSegment = _mm256_cmp_pd(c, _mm256_set1_pd(0.04045), _CMP_LE_OQ);
    const __m256d segment = _mm256_div_pd(c, _mm256_set1_pd(12.92));
    // The power law's base, u = (C + 0.055) / 1.055, and its row: u in [2^-4, 1).
    const __m256d u = _mm256_div_pd(_mm256_add_pd(c, _mm256_set1_pd(0.055)), _mm256_set1_pd(1.055));
    const __m256d inTable = _mm256_and_pd(
        _mm256_cmp_pd(u, _mm256_set1_pd(0.0625), _CMP_GE_OQ), _mm256_cmp_pd(u, _mm256_set1_pd(1.0), _CMP_LT_OQ));
    const __m256i bits = _mm256_castpd_si256(u);
    const __m256i index = _mm256_and_si256(  // row 0 for a base outside the table
        _mm256_sub_epi64(_mm256_srli_epi64(bits, 42), _mm256_set1_epi64x(1019 << 10)), _mm256_castpd_si256(inTable));
    // Three rows of (1/u0, slope, high, low), turned into one vector per column.
    const __m256d row0 = _mm256_load_pd(&perseus_power_rows[_mm256_extract_epi64(index, 0)].inverse);
    const __m256d row1 = _mm256_load_pd(&perseus_power_rows[_mm256_extract_epi64(index, 1)].inverse);
    const __m256d row2 = _mm256_load_pd(&perseus_power_rows[_mm256_extract_epi64(index, 2)].inverse);
    const __m256d even01 = _mm256_unpacklo_pd(row0, row1), odd01 = _mm256_unpackhi_pd(row0, row1);
    const __m256d even22 = _mm256_unpacklo_pd(row2, row2), odd22 = _mm256_unpackhi_pd(row2, row2);
    const __m256d inverse = _mm256_permute2f128_pd(even01, even22, 0x20);
    const __m256d slope = _mm256_permute2f128_pd(odd01, odd22, 0x20);
    const __m256d high = _mm256_permute2f128_pd(even01, even22, 0x31);
    const __m256d low = _mm256_permute2f128_pd(odd01, odd22, 0x31);
    // PowerLaw.withoutPow, lane by lane.
    const __m256d centre = _mm256_castsi256_pd(_mm256_or_si256(
        _mm256_and_si256(bits, _mm256_set1_epi64x(~((1LL << 42) - 1))), _mm256_set1_epi64x(1LL << 41)));
    const __m256d d = _mm256_sub_pd(u, centre);
    const __m256d t = _mm256_mul_pd(d, inverse);
    const __m256d t2 = _mm256_mul_pd(t, t);
    const __m256d p = _mm256_add_pd(
        _mm256_add_pd(_mm256_set1_pd(perseus_power_coefficients[0]), _mm256_mul_pd(_mm256_set1_pd(perseus_power_coefficients[1]), t)),
        _mm256_mul_pd(t2, _mm256_add_pd(
            _mm256_set1_pd(perseus_power_coefficients[2]), _mm256_mul_pd(_mm256_set1_pd(perseus_power_coefficients[3]), t))));
    const __m256d r = _mm256_add_pd(_mm256_mul_pd(slope, d), _mm256_add_pd(_mm256_mul_pd(_mm256_mul_pd(high, t2), p), low));
    const __m256d s = _mm256_add_pd(high, r);
    const __m256d e = _mm256_sub_pd(r, _mm256_sub_pd(s, high));
    const __m256i sBits = _mm256_castpd_si256(s);
    const __m256d halfUlp = _mm256_castsi256_pd(_mm256_sub_epi64(
        _mm256_and_si256(sBits, _mm256_set1_epi64x(0x7FF0000000000000LL)), _mm256_set1_epi64x(53LL << 52)));
    const __m256d tolerance = _mm256_mul_pd(halfUlp, _mm256_set1_pd(1 - 0x1p-5));
    const __m256d magnitude = _mm256_and_pd(e, _mm256_castsi256_pd(_mm256_set1_epi64x(0x7FFFFFFFFFFFFFFFLL)));
    const __m256i powerOfTwo = _mm256_cmpeq_epi64(
        _mm256_and_si256(sBits, _mm256_set1_epi64x(0x000FFFFFFFFFFFFFLL)), _mm256_setzero_si256());
    const __m256d certain = _mm256_andnot_pd(_mm256_castsi256_pd(powerOfTwo),
        _mm256_and_pd(inTable, _mm256_cmp_pd(magnitude, tolerance, _CMP_LT_OQ)));
    const __m256d resolved = _mm256_or_pd(onSegment, certain);
    const __m256d value = _mm256_blendv_pd(s, segment, onSegment);
    if ((_mm256_movemask_pd(resolved) & 7) != 7) {
        // The settled lanes for the caller, NaN where it must call pow.
        _mm256_storeu_pd(linear, _mm256_blendv_pd(_mm256_set1_pd(__builtin_nan("")), value, resolved));
        return -1;
    }
    // RelativeLuminance.weighted: (0.2126 R + 0.7152 G) + 0.0722 B.
    const __m128d redGreen = _mm256_castpd256_pd128(value);
    const double r0 = _mm_cvtsd_f64(redGreen), g0 = _mm_cvtsd_f64(_mm_unpackhi_pd(redGreen, redGreen));
    const double b0 = _mm_cvtsd_f64(_mm256_extractf128_pd(value, 1));
    return 0.2126 * r0 + 0.7152 * g0 + 0.0722 * b0;
}
#endif

double perseus_luminance_kernel(double red, double green, double blue, double linear[_Nonnull 4]) {
#if defined(__x86_64__)
    if (perseus_luminance_kernel_available) return luminance_avx2(red, green, blue, linear);
#endif
    for (int lane = 0; lane < 4; lane++) linear[lane] = __builtin_nan("");
    return -1;
}
