#ifndef CLITTLECMS_SHIM_H
#define CLITTLECMS_SHIM_H

#include <lcms2.h>

// Pixel formats are built from function-like macros that Swift cannot import;
// each one used from Swift is exposed here as a constant of the same value.

/// Three gamma-encoded RGB doubles per pixel.
static const cmsUInt32Number CLittleCMS_TYPE_RGB_DBL = TYPE_RGB_DBL;

/// Three RGB doubles followed by one extra (alpha) double that the transform skips:
/// the memory layout of ColorScience's `SRGB` (red, green, blue, alpha).
static const cmsUInt32Number CLittleCMS_TYPE_RGBA_DBL =
    (FLOAT_SH(1) | COLORSPACE_SH(PT_RGB) | EXTRA_SH(1) | CHANNELS_SH(3) | BYTES_SH(0));

/// One gray double per pixel.
static const cmsUInt32Number CLittleCMS_TYPE_GRAY_DBL = TYPE_GRAY_DBL;

/// CIELAB as three doubles (L 0…100, a, b).
static const cmsUInt32Number CLittleCMS_TYPE_Lab_DBL = TYPE_Lab_DBL;

/// CIE XYZ as three doubles (the PCS white, D50, has Y = 1).
static const cmsUInt32Number CLittleCMS_TYPE_XYZ_DBL = TYPE_XYZ_DBL;

#endif
