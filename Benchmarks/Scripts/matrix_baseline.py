#!/usr/bin/env python3
"""A plain Python loop that writes what `darkmode-audit matrix --palette FILE` writes for a
palette file of opaque #RRGGBB colors with light and dark values (the generated palettes of
Benchmarks/BenchmarkSupport): the baseline `matrix-versus-python.sh` times the command against.

WCAG 2.2 relative luminance (sRGB threshold 0.04045, BT.709 weights), the contrast ratio
(L1 + 0.05) / (L2 + 0.05), rounded down to thousandths, the darker color first.
"""
import json
import math
import sys


def linear(component):
    c = component / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(hex_color):
    h = hex_color.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def level(ratio):
    return "7:1" if ratio >= 7 else "4.5:1" if ratio >= 4.5 else "3:1" if ratio >= 3 else "below 3:1"


def main(path):
    with open(path) as file:
        palette = json.load(file)
    colors = palette["colors"]
    out = sys.stdout
    out.write("appearance,first,second,ratio,level\n")
    for cell in ("light", "dark"):
        names = [color["name"] for color in colors]
        values = [luminance(color[cell]) for color in colors]
        count = len(values)
        rows = []
        for i in range(count):
            li = values[i]
            for j in range(i + 1, count):
                lj = values[j]
                if li <= lj:
                    dark, light, ratio = i, j, (lj + 0.05) / (li + 0.05)
                else:
                    dark, light, ratio = j, i, (li + 0.05) / (lj + 0.05)
                shown = math.floor(ratio * 1000) / 1000
                rows.append(f"{cell},{names[dark]},{names[light]},{shown:.3f},{level(ratio)}\n")
            if len(rows) >= 4096:
                out.write("".join(rows))
                rows = []
        out.write("".join(rows))


if __name__ == "__main__":
    main(sys.argv[1])
