#!/usr/bin/env python3
"""Independent reference implementation of Machado, Oliveira & Fernandes (2009)
colour-vision-deficiency simulation using the published precomputed matrices.

Standard library only.  Pipeline for one colour:

  1. 8-bit sRGB hex -> [0,1] -> linear, IEC 61966-2-1 piecewise decode
        c <= 0.04045 : c / 12.92
        else         : ((c + 0.055) / 1.055) ** 2.4
  2. matrix for the severity: elementwise linear interpolation between the two
     nearest tabulated severities (0.0, 0.1, ..., 1.0); exact table entry when the
     severity is a multiple of 0.1 (the severity is parsed as a decimal string, so
     0.3 / 0.7 etc. hit the table exactly, no float floor() surprises).
        M(s) = (1 - t) * M[lo] + t * M[lo + 1],  lo = floor(10 s), t = 10 s - lo
  3. out_linear = M(s) . in_linear   (row-major, column vector)
  4. clip every linear component to [0, 1]
  5. linear -> sRGB, IEC 61966-2-1 piecewise encode
        v <= 0.0031308 : 12.92 * v
        else           : 1.055 * v ** (1/2.4) - 0.055
  6. 8-bit: floor(255 * v + 0.5)  (round half up), hex upper-case.

Usage:
  machado_reference.py TYPE SEVERITY HEX [HEX ...]     # TYPE: protan|deutan|tritan
  machado_reference.py --matrix TYPE SEVERITY          # print the interpolated matrix
  machado_reference.py --reference [OUT.tsv]           # write machado-reference.tsv (default next to this file)
  machado_reference.py --detail [OUT.tsv]              # write machado-reference-detail.tsv (linear values, tie margins)
"""
import math
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
TABLE_PATH = HERE / "machado2009.tsv"
TYPES = ("protan", "deutan", "tritan")

INPUTS = ["#FF3B30", "#34C759", "#007AFF", "#FF9500", "#FFCC00", "#AF52DE",
          "#808080", "#FFFFFF", "#000000", "#0A84FF", "#FF453A", "#30D158"]
SEVERITIES = ["1.0", "0.5", "0.25", "0.75"]


def load_table(path=TABLE_PATH):
    """{type: {tenths(int 0..10): 3x3 list of floats}} from machado2009.tsv."""
    table = {t: {} for t in TYPES}
    lines = [l for l in Path(path).read_text().splitlines() if not l.startswith("#")]
    header = lines[0].split("\t")
    assert header == ["type", "severity"] + [f"m{r}{c}" for r in range(3) for c in range(3)], header
    for line in lines[1:]:
        if not line.strip():
            continue
        f = line.split("\t")
        tenths = Decimal(f[1]) * 10
        assert tenths == tenths.to_integral_value()
        v = [float(x) for x in f[2:11]]
        table[f[0]][int(tenths)] = [v[0:3], v[3:6], v[6:9]]
    for t in TYPES:
        assert sorted(table[t]) == list(range(11)), (t, sorted(table[t]))
    return table


def matrix_for(table, cvd_type, severity):
    """Interpolated matrix. `severity` may be a str/Decimal/float in [0, 1]."""
    s = Decimal(str(severity))
    if not (0 <= s <= 1):
        raise ValueError("severity must be in [0, 1]")
    s10 = s * 10
    lo = int(s10.to_integral_value(rounding="ROUND_FLOOR"))
    mats = table[cvd_type]
    if lo >= 10:
        return [row[:] for row in mats[10]]
    t = float(s10 - lo)  # exact decimal fraction -> nearest double
    if t == 0.0:
        return [row[:] for row in mats[lo]]
    a, b = mats[lo], mats[lo + 1]
    return [[(1.0 - t) * a[r][c] + t * b[r][c] for c in range(3)] for r in range(3)]


def hex_to_srgb8(h):
    h = h.strip().lstrip("#")
    if len(h) != 6:
        raise ValueError(f"expected #RRGGBB, got {h!r}")
    return [int(h[i:i + 2], 16) for i in (0, 2, 4)]


def decode(c):
    """sRGB-encoded [0,1] -> linear (IEC 61966-2-1)."""
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encode(v):
    """linear [0,1] -> sRGB-encoded (IEC 61966-2-1)."""
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1.0 / 2.4) - 0.055


def to8(v):
    """round half up of 255*v."""
    return int(math.floor(v * 255.0 + 0.5))


def simulate(table, cvd_type, severity, hexcolor):
    """Returns dict with linear_in, linear_out (pre-clip), srgb (0-1 floats), hex."""
    rgb8 = hex_to_srgb8(hexcolor)
    lin = [decode(c / 255.0) for c in rgb8]
    m = matrix_for(table, cvd_type, severity)
    out = [m[r][0] * lin[0] + m[r][1] * lin[1] + m[r][2] * lin[2] for r in range(3)]
    clipped = [min(1.0, max(0.0, v)) for v in out]
    srgb = [encode(v) for v in clipped]
    b8 = [to8(v) for v in srgb]
    # distance of 255*v from the nearest .5 rounding boundary (small => fragile)
    margins = [abs((v * 255.0) - math.floor(v * 255.0) - 0.5) for v in srgb]
    return {
        "input": "#" + "".join(f"{c:02X}" for c in rgb8),
        "linear_in": lin,
        "matrix": m,
        "linear_out": out,
        "clipped": clipped,
        "srgb": srgb,
        "rgb8": b8,
        "hex": "#" + "".join(f"{c:02X}" for c in b8),
        "tie_margin": min(margins),
    }


def write_reference(path, table):
    rows = ["type\tseverity\tinput\tred\tgreen\tblue\thex"]
    for t in TYPES:
        for s in SEVERITIES:
            for h in INPUTS:
                r = simulate(table, t, s, h)
                rows.append("\t".join([t, s, r["input"]] + [repr(v) for v in r["srgb"]] + [r["hex"]]))
    Path(path).write_text("\n".join(rows) + "\n")
    return len(rows) - 1


def write_detail(path, table):
    rows = ["type\tseverity\tinput\tlin_in_r\tlin_in_g\tlin_in_b\tlin_out_r\tlin_out_g\tlin_out_b"
            "\tclipped\thex\tmin_tie_margin_8bit"]
    for t in TYPES:
        for s in SEVERITIES:
            for h in INPUTS:
                r = simulate(table, t, s, h)
                clipped = "yes" if r["clipped"] != r["linear_out"] else "no"
                rows.append("\t".join([t, s, r["input"]] + [repr(v) for v in r["linear_in"]]
                                      + [repr(v) for v in r["linear_out"]]
                                      + [clipped, r["hex"], f"{r['tie_margin']:.6f}"]))
    Path(path).write_text("\n".join(rows) + "\n")
    return len(rows) - 1


def main(argv):
    table = load_table()
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv[0] == "--reference":
        out = argv[1] if len(argv) > 1 else HERE / "machado-reference.tsv"
        n = write_reference(out, table)
        print(f"wrote {n} rows to {out}")
        return 0
    if argv[0] == "--detail":
        out = argv[1] if len(argv) > 1 else HERE / "machado-reference-detail.tsv"
        n = write_detail(out, table)
        print(f"wrote {n} rows to {out}")
        return 0
    if argv[0] == "--matrix":
        for row in matrix_for(table, argv[1], argv[2]):
            print("\t".join(repr(v) for v in row))
        return 0
    cvd_type, severity, colours = argv[0], argv[1], argv[2:]
    for h in colours:
        r = simulate(table, cvd_type, severity, h)
        print(f"{cvd_type}\t{severity}\t{r['input']}\t" + "\t".join(repr(v) for v in r["srgb"]) + f"\t{r['hex']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
