#!/usr/bin/env bash
# Instructions per operation under callgrind: runs each operation N and 2N times and prints
# (count(2N) − count(N)) / N, so start-up and input set-up cancel out. Repeatable on a noisy
# machine where wall-clock medians are not.
#
#   Benchmarks/InstructionCounts/count.sh [N]
#   Benchmarks/InstructionCounts/count.sh audits [INPUT…]
#   Benchmarks/InstructionCounts/count.sh job INPUT
#
# `audits` counts the default job (audit, color vision, suggestions, Markdown) once per input,
# with and without suggestions, as runs of 1 and 2 jobs (each takes minutes under valgrind):
# the built-in palettes by default, or `generated-1000-colors`, `generated-50000-tokens`.
# `job` counts the whole process running the default job once on INPUT, start-up and the
# input's making included (a bound on the job's own count; what CI gates).
set -euo pipefail
cd "$(dirname "$0")"
mode=counts
if [ "${1:-}" = audits ] || [ "${1:-}" = job ]; then
    mode=$1
    shift
fi
n=${1:-100000}
# SCRATCH_PATH: a build folder to build in (CI passes the package's own, whose release build of
# the libraries this reuses).
scratch=()
if [ -n "${SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SCRATCH_PATH"); fi
swift build -c release "${scratch[@]}" --product InstructionCounts > /dev/null
# Valgrind 3.19 cannot read the debug information Swift 6 writes: count on a stripped copy.
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
cp "$(swift build -c release "${scratch[@]}" --show-bin-path)/InstructionCounts" "$binary"
strip "$binary"
chmod +x "$binary"
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
if [ "$mode" = job ]; then
    echo "audit-job-$1 $(count "audit-job-$1" 1)"
    exit 0
fi
if [ "$mode" = audits ]; then
    inputs=("$@")
    [ ${#inputs[@]} -gt 0 ] || inputs=(adapted-system-ui apple-ios13)
    for input in "${inputs[@]}"; do
        for operation in "audit-job-$input" "audit-job-$input-no-suggestions"; do
            one=$(count "$operation" 1)
            two=$(count "$operation" 2)
            echo "$operation $((two - one))"
        done
    done
    exit 0
fi
for operation in resolve-adapted-color contrast-opaque contrast-opaque-pow-baseline contrast-translucent \
    contrast-translucent-pow-baseline ciede2000 ciede2000-lcms-baseline; do
    one=$(count "$operation" "$n")
    two=$(count "$operation" $((2 * n)))
    echo "$operation $(( (two - one) / n ))"
done
