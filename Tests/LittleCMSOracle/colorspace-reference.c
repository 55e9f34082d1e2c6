/*
 * Prints sRGB values of Display P3 and Gray Gamma 2.2 colors as Little CMS's C API computes
 * them, for Tests/AuditTestSupport/Fixtures/lcms-colorspace-reference.tsv.
 *
 * Display P3: primaries R (0.680, 0.320), G (0.265, 0.690), B (0.150, 0.060), white D65
 * (0.3127, 0.3290), the sRGB transfer curve (IEC 61966-2-1; lcms parametric type 4 with
 * gamma 2.4, a = 1/1.055, b = 0.055/1.055, c = 1/12.92, d = 0.04045).
 * Gray Gamma 2.2: white D65, gamma 2.2.
 * Both to Little CMS's built-in sRGB, relative colorimetric, double precision, unclipped.
 *
 *   cc Tests/LittleCMSOracle/colorspace-reference.c $(pkg-config --cflags --libs lcms2) -o /tmp/cs
 *   /tmp/cs > Tests/AuditTestSupport/Fixtures/lcms-colorspace-reference.tsv
 */
#include <stdio.h>
#include <lcms2.h>

int main(void) {
    cmsCIExyY d65 = {0.3127, 0.3290, 1.0};
    cmsCIExyYTRIPLE p3 = {{0.680, 0.320, 1.0}, {0.265, 0.690, 1.0}, {0.150, 0.060, 1.0}};
    cmsFloat64Number params[5] = {2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045};
    cmsToneCurve *curve = cmsBuildParametricToneCurve(NULL, 4, params);
    cmsToneCurve *curves[3] = {curve, curve, curve};
    cmsHPROFILE displayP3 = cmsCreateRGBProfile(&d65, &p3, curves);
    cmsToneCurve *gamma = cmsBuildGamma(NULL, 2.2);
    cmsHPROFILE gray = cmsCreateGrayProfile(&d65, gamma);
    cmsHPROFILE srgb = cmsCreate_sRGBProfile();
    cmsHTRANSFORM fromP3 = cmsCreateTransform(displayP3, TYPE_RGB_DBL, srgb, TYPE_RGB_DBL,
                                              INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
    cmsHTRANSFORM fromGray = cmsCreateTransform(gray, TYPE_GRAY_DBL, srgb, TYPE_RGB_DBL,
                                                INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
    if (!fromP3 || !fromGray) return 1;

    static const double p3Colors[][3] = {
        {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}, {0, 0, 0}, {0.5, 0.5, 0.5}, {0.2, 0.4, 0.6}, {0.8, 0.3, 0.25},
    };
    static const double grays[] = {0, 0.25, 0.5, 0.75, 1};
    printf("# Little CMS %d, double precision, relative colorimetric, to cmsCreate_sRGBProfile, unclipped\n",
           cmsGetEncodedCMMversion());
    printf("space\tc1\tc2\tc3\tred\tgreen\tblue\n");
    for (size_t i = 0; i < sizeof p3Colors / sizeof p3Colors[0]; i++) {
        double out[3];
        cmsDoTransform(fromP3, p3Colors[i], out, 1);
        printf("display-p3\t%.17g\t%.17g\t%.17g\t%.12f\t%.12f\t%.12f\n",
               p3Colors[i][0], p3Colors[i][1], p3Colors[i][2], out[0], out[1], out[2]);
    }
    for (size_t i = 0; i < sizeof grays / sizeof grays[0]; i++) {
        double out[3];
        cmsDoTransform(fromGray, &grays[i], out, 1);
        printf("gray-gamma-22\t%.17g\t\t\t%.12f\t%.12f\t%.12f\n", grays[i], out[0], out[1], out[2]);
    }
    return 0;
}
