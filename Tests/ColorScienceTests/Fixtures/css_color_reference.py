#!/usr/bin/env python3
"""Reference sRGB values for the DTCG Color Module's wide-gamut and XYZ spaces, computed from
the spaces' definitions in CSS Color 4 (section 10, "Predefined color spaces") apart from
Little CMS: RGB-to-XYZ matrices derived from each space's primaries and white (xy), its
transfer function, Bradford adaptation (the cone matrix of Lam 1985, as CSS Color 4 uses)
between D50 and D65, and XYZ (D65) to linear sRGB from the sRGB primaries; then the sRGB
curve, sign-preserving. Standard library only. Writes css-color-reference.tsv next to it.

Whites: D65 (0.3127, 0.3290), D50 (0.3457, 0.3585) as CSS Color 4 gives them; ProPhoto
uses its own D50 (0.345704, 0.358540). Little CMS's profile connection space uses the ICC
D50 (0.9642, 1, 0.8249), so its results differ from these by up to a few 1e-4.
"""
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
ALPHA, BETA = 1.09929682680944, 0.018053968510807
def rec2020_linear(v): return sign(v, lambda x: x / 4.5 if x < BETA * 4.5 else ((x + ALPHA - 1) / ALPHA) ** (1 / 0.45))
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

INPUTS = {
    "a98-rgb": [(1, 1, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (0.5, 0.5, 0.5), (0.2, 0.6, 0.4), (1, 0, 1), (0.8, 0.8, 0.1),
                (0.5, 0.4, 0.3), (0.3, 0.4, 0.5), (0.7, 0.6, 0.5)],
    "prophoto-rgb": [(1, 1, 1), (0.5, 0.5, 0.5), (0.02, 0.02, 0.02), (0.6, 0.3, 0.2), (0.3, 0.5, 0.4), (0.4, 0.4, 0.7), (1, 0, 0)],
    "rec2020": [(1, 1, 1), (0.5, 0.5, 0.5), (0.01, 0.01, 0.01), (0.7, 0.3, 0.2), (0.3, 0.6, 0.3), (0.2, 0.3, 0.8), (0, 1, 0),
                (0.5, 0.4, 0.3), (0.4, 0.45, 0.5)],
    "xyz-d65": [(0.95047, 1.0, 1.08883), (0.2, 0.3, 0.4), (0.4124, 0.2126, 0.0193), (0.05, 0.05, 0.05), (0.5, 0.5, 0.5),
                (0.3, 0.3, 0.3), (0.25, 0.2, 0.15)],
    "xyz-d50": [(0.96422, 1.0, 0.82521), (0.2, 0.3, 0.25), (0.4361, 0.2225, 0.0139), (0.05, 0.05, 0.04), (0.5, 0.5, 0.4),
                (0.3, 0.3, 0.25), (0.25, 0.2, 0.12)],
}

if __name__ == "__main__":
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
