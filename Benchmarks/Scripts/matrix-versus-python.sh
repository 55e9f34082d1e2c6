#!/usr/bin/env bash
# `darkmode-audit matrix` against a plain Python loop writing the same CSV (matrix_baseline.py),
# whole processes, alternating in one run: checks the two outputs are the same bytes, then
# prints each one's median wall and CPU time over RUNS runs and the ratio.
#
#   Benchmarks/Scripts/matrix-versus-python.sh [COLORS] [RUNS]
#
# COLORS (default 1000) colors in light and dark: COLORS·(COLORS−1) rows. Uses the release
# build at .build/release/darkmode-audit (swift build -c release --product darkmode-audit) or
# $DARKMODE_AUDIT, and the generated palette the benchmarks write (created here if missing).
set -euo pipefail
cd "$(dirname "$0")/../.."
colors=${1:-1000}
runs=${2:-5}
tool=${DARKMODE_AUDIT:-.build/release/darkmode-audit}
[ -x "$tool" ] || { echo "error: build $tool first (swift build -c release --product darkmode-audit)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The benchmarks' generated palette: seeded, the same on every run.
palette="$work/generated-$colors-colors.json"
python3 - "$colors" "$palette" <<'PY'
import sys
count, path = int(sys.argv[1]), sys.argv[2]
# SplitMix64, seeded with the count, as Benchmarks/BenchmarkSupport/GeneratedPalettes.swift.
state = count
def next64():
    global state
    state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return z ^ (z >> 31)
def hex_color():
    return "#" + "".join("%02X" % (next64() >> 56) for _ in range(3))
colors = ",\n".join('{"name": "c%d", "light": "%s", "dark": "%s"}' % (i, hex_color(), hex_color()) for i in range(count))
open(path, "w").write('{\n"name": "generated-%d",\n"colors": [\n%s\n],\n"pairings": []\n}\n' % (count, colors))
PY

"$tool" matrix --palette "$palette" > "$work/tool.csv" 2> /dev/null
python3 Benchmarks/Scripts/matrix_baseline.py "$palette" > "$work/python.csv"
cmp -s "$work/tool.csv" "$work/python.csv" || { echo "error: the two outputs differ" >&2; diff "$work/tool.csv" "$work/python.csv" | head >&2; exit 1; }
echo "same output: $(wc -l < "$work/tool.csv") lines, $(wc -c < "$work/tool.csv") bytes"

for run in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S" -a -o "$work/tool.times" "$tool" matrix --palette "$palette" > /dev/null 2> /dev/null
    /usr/bin/time -f "%e %U %S" -a -o "$work/python.times" python3 Benchmarks/Scripts/matrix_baseline.py "$palette" > /dev/null
done
median() { awk '{ print $1 " " $2 + $3 }' "$1" | sort -n | awk '{ w[NR] = $1; c[NR] = $2 } END { m = int((NR + 1) / 2); print w[m], c[m] }'; }
read -r tool_wall tool_cpu < <(median "$work/tool.times")
read -r python_wall python_cpu < <(median "$work/python.times")
echo "darkmode-audit matrix: median ${tool_wall} s wall, ${tool_cpu} s CPU (of $runs runs)"
echo "Python baseline:       median ${python_wall} s wall, ${python_cpu} s CPU"
awk -v t="$tool_wall" -v p="$python_wall" 'BEGIN { printf "darkmode-audit is %.1fx faster (wall)\n", p / t }'
