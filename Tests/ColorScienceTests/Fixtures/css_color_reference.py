#!/usr/bin/env python3
"""Reference sRGB values for the DTCG Color Module's wide-gamut and XYZ spaces, computed from
the spaces' definitions in CSS Color 4 (section 10, "Predefined color spaces") apart from
Little CMS: RGB-to-XYZ matrices derived from each space's primaries and white (xy), its
transfer function, Bradford adaptation (the cone matrix of Lam 1985, as CSS Color 4 uses)
between D50 and D65, and XYZ (D65) to linear sRGB from the sRGB primaries; then the sRGB
curve, sign-preserving. Standard library only. Writes css-color-reference.tsv next to it.

Whites: D65 (0.3127, 0.3290), D50 (0.3457, 0.3585) as CSS Color 4 gives them (its sample code,
"Sample code for color conversions": D50 = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]);
ProPhoto uses its own D50 (0.345704, 0.358540). xyz-d50 values are relative to CSS's D50, not to
the ICC D50 (0.9642, 1, 0.8249) of Little CMS's profile connection space.

rec2020 decodes with the pure 2.4 power of ITU-R BT.1886 (black 0, gain 1), extended to negative
values by symmetry: CSS Color 4 made the space display-referred in 2025 (w3c/csswg-drafts issue
12574; css-color-4 "The Predefined ITU-R BT.2020-2 Color Space", transfer function "gamma 2.40,
from [REC_BT.1886]"). Its earlier rows used BT.2020's inverse OETF (alpha 1.09929682680944,
beta 0.018053968510807), which the specification no longer uses.

Before writing, the script checks itself against numbers the specification publishes: its
sample code's D50-to-D65 Bradford matrix and the worked examples of the color() and xyz sections.
"""
import math
from pathlib import Path

def xyz(x, y):
    return [x / y, 1.0, (1 - x - y) / y]

def inv(m):
    a, b, c = m[0]; d, e, f = m[1]; g, h, i = m[2]
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]

def mul(m, v):
    return [sum(m[r][k] * v[k] for k in range(3)) for r in range(3)]

def mat(a, b):
    return [[sum(a[r][k] * b[k][c] for k in range(3)) for c in range(3)] for r in range(3)]

def rgb_to_xyz(primaries, white):
    cols = [xyz(*p) for p in primaries]
    m = [[cols[c][r] for c in range(3)] for r in range(3)]
    s = mul(inv(m), xyz(*white))
    return [[m[r][c] * s[c] for c in range(3)] for r in range(3)]

BRADFORD = [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]]

def adapt(source_white, target_white):
    s = mul(BRADFORD, xyz(*source_white)); t = mul(BRADFORD, xyz(*target_white))
    scale = [[t[0] / s[0], 0, 0], [0, t[1] / s[1], 0], [0, 0, t[2] / s[2]]]
    return mat(inv(BRADFORD), mat(scale, BRADFORD))

D65 = (0.3127, 0.3290); D50 = (0.3457, 0.3585); PROPHOTO_WHITE = (0.345704, 0.358540)
XYZ_TO_SRGB = inv(rgb_to_xyz([(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)], D65))

def sign(v, f):
    return -f(-v) if v < 0 else f(v)

def a98_linear(v): return sign(v, lambda x: x ** (563 / 256))
def prophoto_linear(v): return sign(v, lambda x: x / 16 if x < 16 / 512 else x ** 1.8)
def rec2020_linear(v): return sign(v, lambda x: x ** 2.4)
def srgb_encode(v): return sign(v, lambda x: 12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055)

SPACES = {
    "a98-rgb": (rgb_to_xyz([(0.64, 0.33), (0.21, 0.71), (0.15, 0.06)], D65), a98_linear, None),
    "prophoto-rgb": (rgb_to_xyz([(0.734699, 0.265301), (0.159597, 0.840403), (0.036598, 0.000105)], PROPHOTO_WHITE), prophoto_linear, PROPHOTO_WHITE),
    "rec2020": (rgb_to_xyz([(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)], D65), rec2020_linear, None),
    "xyz-d65": ([[1, 0, 0], [0, 1, 0], [0, 0, 1]], lambda v: v, None),
    "xyz-d50": ([[1, 0, 0], [0, 1, 0], [0, 0, 1]], lambda v: v, D50),
}

def to_srgb(space, components):
    matrix, linear, white = SPACES[space]
    x = mul(matrix, [linear(c) for c in components])
    if white is not None:
        x = mul(adapt(white, D65), x)
    return [srgb_encode(c) for c in mul(XYZ_TO_SRGB, x)]

def lab_d50(xyz_d50):
    """CIE Lab relative to CSS's D50 (CSS Color 4 sample code, XYZ_to_Lab)."""
    epsilon, kappa = 216 / 24389, 24389 / 27
    f = [c ** (1 / 3) if c > epsilon else (kappa * c + 16) / 116 for c in (v / w for v, w in zip(xyz_d50, xyz(*D50)))]
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]

# CSS Color 4 sample code (conversions.js), D50_to_D65: the Bradford matrix as the spec prints it.
SPEC_D50_TO_D65 = [[0.955473421488075, -0.02309845494876471, 0.06325924320057072],
                   [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
                   [0.012314014864481998, -0.020507649298898964, 1.330365926242124]]

def check_against_the_specification():
    derived = adapt(D50, D65)
    assert all(abs(derived[r][c] - SPEC_D50_TO_D65[r][c]) < 1e-12 for r in range(3) for c in range(3)), derived
    # CSS's D50 white is sRGB white.
    assert all(abs(c - 1) < 1e-12 for c in to_srgb("xyz-d50", xyz(*D50)))
    # "These are exactly equivalent": #7654CD, rgb(46.27% 32.94% 80.39%), color(xyz-d50 0.2005 0.14089 0.4472),
    # color(xyz-d65 0.21661 0.14602 0.59452) (section "The Predefined CIE XYZ Color Spaces", example ex-xyz).
    # Five published digits of XYZ move sRGB by up to about 1e-4.
    for space, components in (("xyz-d50", (0.2005, 0.14089, 0.4472)), ("xyz-d65", (0.21661, 0.14602, 0.59452))):
        assert all(abs(a - b) < 2e-4 for a, b in zip(to_srgb(space, components), (0.4627, 0.3294, 0.8039))), space
    # Example ex-xyz-white: color(xyz-d50 0.9643 1 0.8251) and color(xyz-d65 0.9505 1 1.089) are white.
    for space, components in (("xyz-d50", (0.9643, 1, 0.8251)), ("xyz-d65", (0.9505, 1, 1.089))):
        assert all(abs(c - 1) < 2e-4 for c in to_srgb(space, components)), space
    # Example ex-2020-oog-p3 (section "Specifying Predefined Colors"): color(rec2020 0.42053 0.979780 0.00579)
    # is lch(85.9017% 166.116 138.207) and color(display-p3 -0.350289 1.00707 -0.144209). Both hold for the
    # 2.4 power; BT.2020's inverse OETF gives lch(87.04% 157.17 134.64) and display-p3 red -0.1357.
    lime = (0.42053, 0.979780, 0.00579)
    xyz_d65 = mul(SPACES["rec2020"][0], [rec2020_linear(c) for c in lime])
    p3_to_xyz = rgb_to_xyz([(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)], D65)
    p3 = [srgb_encode(c) for c in mul(inv(p3_to_xyz), xyz_d65)]
    assert all(abs(a - b) < 5e-6 for a, b in zip(p3, (-0.350289, 1.00707, -0.144209))), p3
    l, a, b = lab_d50(mul(adapt(D65, D50), xyz_d65))
    lch = (l, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360)
    assert all(abs(x - y) < 5e-4 for x, y in zip(lch, (85.9017, 166.116, 138.207))), lch

INPUTS = {
    "a98-rgb": [(1, 1, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (0.5, 0.5, 0.5), (0.2, 0.6, 0.4), (1, 0, 1), (0.8, 0.8, 0.1),
                (0.5, 0.4, 0.3), (0.3, 0.4, 0.5), (0.7, 0.6, 0.5)],
    "prophoto-rgb": [(1, 1, 1), (0.5, 0.5, 0.5), (0.02, 0.02, 0.02), (0.6, 0.3, 0.2), (0.3, 0.5, 0.4), (0.4, 0.4, 0.7), (1, 0, 0)],
    "rec2020": [(1, 1, 1), (0.5, 0.5, 0.5), (0.01, 0.01, 0.01), (0.7, 0.3, 0.2), (0.3, 0.6, 0.3), (0.2, 0.3, 0.8), (0, 1, 0),
                (0.5, 0.4, 0.3), (0.4, 0.45, 0.5),
                (0.05, 0.05, 0.05), (0.2, 0.2, 0.2), (0.75, 0.6, 0.45), (0.42053, 0.97978, 0.00579), (-0.1, 0.5, 0.5),
                (0.5, -0.05, 0.5)],
    "xyz-d65": [(0.95047, 1.0, 1.08883), (0.2, 0.3, 0.4), (0.4124, 0.2126, 0.0193), (0.05, 0.05, 0.05), (0.5, 0.5, 0.5),
                (0.3, 0.3, 0.3), (0.25, 0.2, 0.15)],
    "xyz-d50": [(0.96422, 1.0, 0.82521), (0.2, 0.3, 0.25), (0.4361, 0.2225, 0.0139), (0.05, 0.05, 0.04), (0.5, 0.5, 0.4),
                (0.3, 0.3, 0.25), (0.25, 0.2, 0.12),
                (0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585), (0.9642, 1.0, 0.8249), (0.2005, 0.14089, 0.4472),
                (0.9643, 1.0, 0.8251)],
}

if __name__ == "__main__":
    check_against_the_specification()
    lines = ["# sRGB (gamma-encoded, unclipped, sign-preserving) of colors in the DTCG Color Module's "
             "wide-gamut and XYZ spaces, from their CSS Color 4 definitions; see css_color_reference.py",
             "space\tc1\tc2\tc3\tred\tgreen\tblue"]
    for space, inputs in INPUTS.items():
        for components in inputs:
            r, g, b = to_srgb(space, components)
            lines.append("\t".join([space] + [repr(float(c)) for c in components] + [repr(r), repr(g), repr(b)]))
    out = Path(__file__).resolve().parent / "css-color-reference.tsv"
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 2} rows to {out}")
