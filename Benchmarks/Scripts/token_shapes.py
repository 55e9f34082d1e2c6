#!/usr/bin/env python3
"""Design-token files of 50,000 tokens in shapes unlike the benchmarks' generated one
(Benchmarks/BenchmarkSupport/GeneratedPalettes.swift), for timing the default audit on them:

  groups  10,000 primitives and 20,000 text/background groups, a quarter of the semantic
          tokens aliasing another group's, dark values in $extensions
  chains  10,000 primitives and chains of 12 aliases ending in text/background groups
  deep    25,000 groups of literal colors three folders deep, dark values in $extensions

    python3 Benchmarks/Scripts/token_shapes.py OUTDIR
    /usr/bin/time -f "%U s" .build/release/darkmode-audit --palette OUTDIR/groups.tokens.json -o /dev/null

Seeded: the same files on every run.
"""
import json
import os
import random
import sys

MODES = "com.perseusdarkmode.modes"


def color(rng):
    return "#%02X%02X%02X" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def primitives(doc, rng, count):
    for i in range(count):
        doc.setdefault("palette", {}).setdefault("hue%d" % (i // 100), {})["s%d" % (i % 100)] = {"$type": "color", "$value": color(rng)}


def primitive(rng, count):
    i = rng.randrange(count)
    return "{palette.hue%d.s%d}" % (i // 100, i % 100)


def groups(rng, total=50000):
    count = total // 5
    doc = {}
    primitives(doc, rng, count)
    for g in range((total - count) // 2):
        group = {}
        for role in ("text", "background"):
            if g > 10 and rng.random() < 0.25:
                light = dark = "{color.component%d.%s}" % (rng.randrange(g), role)
            else:
                light, dark = primitive(rng, count), primitive(rng, count)
            group[role] = {"$type": "color", "$value": light, "$extensions": {MODES: {"dark": dark}}}
        doc.setdefault("color", {})["component%d" % g] = group
    return doc


def chains(rng, total=50000):
    count = total // 5
    doc = {}
    primitives(doc, rng, count)
    chains = (total - count) // 14
    for c in range(chains):
        previous = primitive(rng, count)
        for d in range(12):
            doc.setdefault("alias", {}).setdefault("c%d" % c, {})["d%d" % d] = {"$type": "color", "$value": previous}
            previous = "{alias.c%d.d%d}" % (c, d)
        doc.setdefault("color", {})["component%d" % c] = {
            "text": {"$type": "color", "$value": previous, "$extensions": {MODES: {"dark": previous}}},
            "background": {"$type": "color", "$value": "{alias.c%d.d3}" % rng.randrange(chains),
                           "$extensions": {MODES: {"dark": "{alias.c%d.d5}" % rng.randrange(chains)}}},
        }
    return doc


def deep(rng, total=50000):
    doc = {}
    for i in range(total // 2):
        node = doc
        for part in ("g%d" % (i % 7), "h%d" % (i % 13), "k%d" % (i // 91)):
            node = node.setdefault(part, {})
        node["c%d" % i] = {role: {"$type": "color", "$value": color(rng), "$extensions": {MODES: {"dark": color(rng)}}}
                           for role in ("text", "background")}
    return doc


def main(folder):
    os.makedirs(folder, exist_ok=True)
    for name, shape in (("groups", groups), ("chains", chains), ("deep", deep)):
        with open(os.path.join(folder, name + ".tokens.json"), "w") as file:
            json.dump(shape(random.Random(7)), file, separators=(",", ":"))


if __name__ == "__main__":
    main(sys.argv[1])
