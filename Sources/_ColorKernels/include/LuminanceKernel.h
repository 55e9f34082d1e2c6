#ifndef PERSEUS_LUMINANCE_KERNEL_H
#define PERSEUS_LUMINANCE_KERNEL_H

#include <stdbool.h>

/// Set once, before `main`, and never written again: read it through the function below.
extern int perseus_luminance_kernel_available;

/// Whether this processor and system can run the vector kernel: x86-64 with AVX2, and the
/// operating system saving its registers.
static inline bool perseus_luminance_kernel_is_available(void) {
    return perseus_luminance_kernel_available != 0;
}

/// The WCAG relative luminance of an sRGB color, its three components taken through the
/// transfer function four lanes wide with the operations of ColorScience's scalar path
/// (`RelativeLuminance.linearizeOffTheGrid` and `PowerLaw`), in the same order, and weighted
/// as `RelativeLuminance.weighted` does, so the result is the scalar path's bit for bit.
///
/// Returns -1 when it cannot settle a component (a power near a rounding midpoint, where the
/// scalar path calls `pow`; a base outside the table; NaN). Then, and only then, `linear`
/// receives the three linear components in lanes 0–2, NaN for each one not settled, for the
/// caller to compute with `pow`. Call only when `perseus_luminance_kernel_is_available()`;
/// otherwise it returns -1 with every lane NaN.
double perseus_luminance_kernel(double red, double green, double blue, double linear[_Nonnull 4]);

#endif
