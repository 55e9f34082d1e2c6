#!/usr/bin/env python3
"""Extracts Table 1 (system colors) and Table 2 (semantic colors) of the Adapted System UI
seed (Perseus Dark Mode README) into a numbers-only TSV: name, light R G B A, dark R G B A.

R, G, B are 0-255 as published; A is written exactly as published (0.6 stays 0.6; the
system table has no alpha column, so its A is 1).

    python3 extract_seed_tables.py ../../../../shared/seeds/000_3404b8b648d77df5.txt > seed000-tables.tsv
"""
import re
import sys

ROW = re.compile(r"^\|\s*([\d.,\s]+?)\s*\|\s*([\d.,\s]+?)\s*\|\s*\.(\w+)_Adapted\s*\|")


def components(cell):
    values = [v.strip() for v in cell.split(",")]
    if len(values) == 3:
        values.append("1")
    if len(values) != 4:
        raise ValueError(f"expected 3 or 4 components in {cell!r}")
    return values


def main(path):
    table = None
    print("# Extracted from the Adapted System UI seed (Perseus Dark Mode README), Tables 1 and 2, by extract_seed_tables.py")
    print("table\tname\tlight_r\tlight_g\tlight_b\tlight_a\tdark_r\tdark_g\tdark_b\tdark_a")
    with open(path, encoding="utf-8") as seed:
        for line in seed:
            if line.startswith("## Table 1"):
                table = "system"
            elif line.startswith("## Table 2"):
                table = "semantic"
            elif line.startswith("# License"):
                table = None
            match = ROW.match(line) if table else None
            if match:
                light, dark, name = match.groups()
                print("\t".join([table, name] + components(light) + components(dark)))


if __name__ == "__main__":
    main(sys.argv[1])
