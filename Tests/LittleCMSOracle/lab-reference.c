/*
 * Prints CIELAB (D50) values of a few sRGB colors as Little CMS's C API computes them:
 * built-in sRGB profile -> built-in Lab v4 profile (default D50 white), relative
 * colorimetric intent, TYPE_RGB_DBL -> TYPE_Lab_DBL.
 *
 * Its output is the fixture Tests/ColorScienceTests/Fixtures/lcms-lab-reference.tsv, the
 * reference that ColorScience's own Little CMS wrapper is tested against. Regenerate with:
 *
 *   cc Tests/LittleCMSOracle/lab-reference.c $(pkg-config --cflags --libs lcms2) -o /tmp/lab-reference
 *   /tmp/lab-reference > Tests/ColorScienceTests/Fixtures/lcms-lab-reference.tsv
 */
#include <stdio.h>
#include <lcms2.h>

int main(void) {
    static const char *names[] = {
        "white", "black", "red", "green", "blue", "cyan", "magenta", "yellow",
        "gray50", "gray777777", "systemBlue", "systemRed", "label2",
    };
    static const double rgb[][3] = {
        {1, 1, 1}, {0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0, 1, 1}, {1, 0, 1}, {1, 1, 0},
        {0.5, 0.5, 0.5}, {119 / 255.0, 119 / 255.0, 119 / 255.0},
        {0 / 255.0, 122 / 255.0, 255 / 255.0}, {255 / 255.0, 59 / 255.0, 48 / 255.0},
        {60 / 255.0, 60 / 255.0, 67 / 255.0},
    };
    cmsHPROFILE srgb = cmsCreate_sRGBProfile();
    cmsHPROFILE lab = cmsCreateLab4Profile(NULL);
    cmsHTRANSFORM transform = cmsCreateTransform(srgb, TYPE_RGB_DBL, lab, TYPE_Lab_DBL,
                                                 INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
    if (!transform) return 1;
    printf("# Little CMS %d: cmsCreate_sRGBProfile -> cmsCreateLab4Profile(NULL), relative colorimetric, double\n",
           cmsGetEncodedCMMversion());
    printf("name\tred\tgreen\tblue\tL\ta\tb\n");
    for (size_t i = 0; i < sizeof rgb / sizeof rgb[0]; i++) {
        cmsCIELab out;
        cmsDoTransform(transform, rgb[i], &out, 1);
        printf("%s\t%.17g\t%.17g\t%.17g\t%.12f\t%.12f\t%.12f\n",
               names[i], rgb[i][0], rgb[i][1], rgb[i][2], out.L, out.a, out.b);
    }
    cmsDeleteTransform(transform);
    cmsCloseProfile(srgb);
    cmsCloseProfile(lab);
    return 0;
}
