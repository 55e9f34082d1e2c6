#!/usr/bin/env python3
"""CIEDE2000 reference values in 50-digit arithmetic (mpmath), for
Tests/ColorScienceTests/Fixtures/ciede2000-reference.tsv.

Written from the equations of Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference
formula: implementation notes ...", eqs. 1-22, with the hue angles from atan2 (eq. 7) and
the mean hue by the paper's case rule (eq. 14) -- independently of the Swift code, which
works with hue vectors instead. Inputs are IEEE doubles, converted to mpmath exactly.

Pairs: hues near opposite (the primed hue difference 180 deg -/+ delta, delta from 1e-2 deg
down to 1e-8 deg, both sides), seeded random pairs over L 0..100, a/b -128..128, and hues
exactly opposite: (a, b) against -k(a, b) for integer and binary-fraction vectors, where k is
exact (a power of two or an integer small enough) or rounds (k = 3, 0.7, 1.1), and on the
axes. Whether two hues are exactly opposite is decided on the doubles themselves, in rational
arithmetic (a1 b2 = b1 a2 with the vectors pointing apart); then |h'1 - h'2| is 180 deg
exactly and eqs. 10 and 14 take their first branch, whatever 50-digit atan2 gives.

    python3 Tests/ColorScienceTests/Fixtures/ciede2000_reference.py > Tests/ColorScienceTests/Fixtures/ciede2000-reference.tsv
"""
import math
import random
from fractions import Fraction
import mpmath
from mpmath import mp, mpf, atan2, sqrt, cos, sin, exp, pi, radians, degrees

mp.dps = 50


def ciede2000(lab1, lab2):
    L1, a1, b1 = (mpf(x) for x in lab1)
    L2, a2, b2 = (mpf(x) for x in lab2)
    C1 = sqrt(a1 * a1 + b1 * b1)
    C2 = sqrt(a2 * a2 + b2 * b2)
    Cm7 = ((C1 + C2) / 2) ** 7
    G = (1 - sqrt(Cm7 / (Cm7 + mpf(25) ** 7))) / 2
    ap1, ap2 = (1 + G) * a1, (1 + G) * a2
    Cp1, Cp2 = sqrt(ap1 * ap1 + b1 * b1), sqrt(ap2 * ap2 + b2 * b2)

    def hue(b, a):
        if a == 0 and b == 0:
            return mpf(0)
        h = degrees(atan2(b, a))
        return h + 360 if h < 0 else h

    h1, h2 = hue(b1, ap1), hue(b2, ap2)
    # Exactly opposite (collinear, pointing apart), decided on the input doubles exactly:
    # a' = (1 + G) a scales both a by the same factor, so it keeps them so.
    fa1, fb1, fa2, fb2 = (Fraction(x) for x in (lab1[1], lab1[2], lab2[1], lab2[2]))
    opposite = (fa1 * fb2 == fb1 * fa2 and fa1 * fa2 + fb1 * fb2 < 0)
    dL = L2 - L1
    dC = Cp2 - Cp1
    if Cp1 * Cp2 == 0:
        dh = mpf(0)
    elif opposite:
        # |h'2 - h'1| is 180 exactly (50-digit atan2 may miss it by an ulp): eq. 10's
        # first branch, dh = h'2 - h'1.
        dh = mpf(180) if h2 > h1 else mpf(-180)
    else:
        dh = h2 - h1
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dH = 2 * sqrt(Cp1 * Cp2) * sin(radians(dh) / 2)
    Lm = (L1 + L2) / 2
    Cm = (Cp1 + Cp2) / 2
    if Cp1 * Cp2 == 0:
        hm = h1 + h2
    elif opposite or abs(h1 - h2) <= 180:
        hm = (h1 + h2) / 2  # eq. 14's first branch, which includes exactly 180
    elif h1 + h2 < 360:
        hm = (h1 + h2 + 360) / 2
    else:
        hm = (h1 + h2 - 360) / 2
    T = (1 - mpf("0.17") * cos(radians(hm - 30)) + mpf("0.24") * cos(radians(2 * hm))
         + mpf("0.32") * cos(radians(3 * hm + 6)) - mpf("0.20") * cos(radians(4 * hm - 63)))
    dTheta = 30 * exp(-(((hm - 275) / 25) ** 2))
    Cm7p = Cm ** 7
    RC = 2 * sqrt(Cm7p / (Cm7p + mpf(25) ** 7))
    SL = 1 + mpf("0.015") * (Lm - 50) ** 2 / sqrt(20 + (Lm - 50) ** 2)
    SC = 1 + mpf("0.045") * Cm
    SH = 1 + mpf("0.015") * Cm * T
    RT = -sin(radians(2 * dTheta)) * RC
    tl, tc, th = dL / SL, dC / SC, dH / SH
    return sqrt(tl * tl + tc * tc + th * th + RT * tc * th)


def main():
    rng = random.Random(142)
    rows = []
    # Hues near opposite: color 2 is color 1's hue + 180 deg -/+ delta (before the a' scaling,
    # which maps opposite vectors to opposite vectors, so the primed hues are as near).
    for delta in [1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8]:
        for side in (-1, 1):
            for _ in range(12):
                h = rng.uniform(0, 360)
                c1, c2 = rng.uniform(0.5, 100), rng.uniform(0.5, 100)
                h2 = math.radians(h + 180 + side * delta)
                lab1 = (rng.uniform(0, 100), c1 * math.cos(math.radians(h)), c1 * math.sin(math.radians(h)))
                lab2 = (rng.uniform(0, 100), c2 * math.cos(h2), c2 * math.sin(h2))
                rows.append(("near-opposite", lab1, lab2))
    for _ in range(400):
        lab1 = (rng.uniform(0, 100), rng.uniform(-128, 128), rng.uniform(-128, 128))
        lab2 = (rng.uniform(0, 100), rng.uniform(-128, 128), rng.uniform(-128, 128))
        rows.append(("random", lab1, lab2))
    opposite_rng = random.Random(180)
    vectors = [(-60.0, 52.0), (60.0, 52.0), (1.0, 0.0), (0.0, 1.0), (25.0, 0.0), (0.0, -40.0), (0.5, 0.25),
               (37.5, -12.125)]
    for _ in range(24):
        vectors.append((float(opposite_rng.randint(-100, 100)), float(opposite_rng.randint(-100, 100))))
    for _ in range(16):
        vectors.append((opposite_rng.randint(-400, 400) / 4, opposite_rng.randint(-400, 400) / 8))
    for a, b in vectors:
        if a == 0 and b == 0:
            continue
        for k in (1.0, 2.0, 0.5, 3.0, 0.7, 1.1):
            lab1 = (opposite_rng.uniform(0, 100), a, b)
            lab2 = (opposite_rng.uniform(0, 100), -k * a, -k * b)
            if lab1[1] == 0 and lab1[2] == 0 or lab2[1] == 0 and lab2[2] == 0:
                continue
            rows.append(("opposite", lab1, lab2))
            # Equal lightness too, where only the hue and chroma terms remain.
            rows.append(("opposite", (50.0, a, b), (50.0, -k * a, -k * b)))
    print("# CIEDE2000 in 50-digit arithmetic (mpmath %s) from Sharma, Wu & Dalal (2005) eqs. 1-22; inputs are doubles (repr); see ciede2000_reference.py" % mpmath.__version__)
    print("kind\tL1\ta1\tb1\tL2\ta2\tb2\tdeltaE00")
    for kind, lab1, lab2 in rows:
        value = ciede2000(lab1, lab2)
        print("\t".join([kind] + [repr(x) for x in lab1 + lab2] + [mp.nstr(value, 25)]))


main()
