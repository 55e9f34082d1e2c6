#!/usr/bin/env bash
# Builds every fuzz target with libFuzzer and AddressSanitizer, then runs each for SECONDS.
#
#   Fuzz/run.sh SECONDS [TARGET...]
#   Fuzz/run.sh SECONDS --skip TARGET [--skip TARGET...]
#
# Each target starts from a writable copy of Corpus/<target> (plus Regressions/<target>, the
# inputs of bugs already found and fixed) with Dictionaries/<target>.dict. Prints the
# executions of each target; exits 1 after the last one if any crashed, timed out (5 s per
# input) or ran out of memory (1 GB), with the input under Artifacts/<target>/.
set -euo pipefail

usage() { echo "usage: $0 SECONDS [TARGET...] | $0 SECONDS --skip TARGET [--skip TARGET...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
seconds=$1
shift
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || usage
skipped=()
while [ $# -ge 2 ] && [ "$1" = "--skip" ]; do skipped+=("$2"); shift 2; done
[ ${#skipped[@]} -eq 0 ] || [ $# -eq 0 ] || usage

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
repo_dir=$(cd "$fuzz_dir/.." && pwd)
scratch="$fuzz_dir/.build-fuzz"
all_targets=(color-text lab-text palette-json asset-catalog design-tokens token-resolver design-tool-exports android-resources css-custom-properties rules-json rules-yaml objective-c-source)
for target in "$@" "${skipped[@]}"; do
    [ -d "$fuzz_dir/Targets/$target" ] || { echo "error: no fuzz target '$target' (have: ${all_targets[*]})" >&2; exit 2; }
done
targets=()
if [ $# -gt 0 ]; then
    targets=("$@")
else
    for target in "${all_targets[@]}"; do
        [[ " ${skipped[*]} " == *" $target "* ]] || targets+=("$target")
    done
fi

# SwiftPM names a path dependency after its directory, and this package after its own: in a
# checkout directory named "fuzz" both would be "fuzz", which SwiftPM refuses. Point the
# manifest at a link to the checkout with another name instead (see Package.swift).
mkdir -p "$scratch"
repo_name=$(basename "$repo_dir")
if [ "${repo_name,,}" = "fuzz" ]; then
    mkdir -p "$scratch/checkout"
    ln -sfn "$repo_dir" "$scratch/checkout/PerseusDarkMode"
    export PERSEUS_DARKMODE_PATH="$scratch/checkout/PerseusDarkMode"
fi

# SwiftPM does not rescan a path dependency's sources when its manifest is unchanged: a file
# added to the package since the last build here would be missing from it. The list of source
# files is recorded; when it changes, the build (not the corpus) is cleaned.
sources_stamp="$scratch/sources.list"
current_sources=$(cd "$repo_dir" && find Sources Fuzz/Support Fuzz/Targets -name '*.swift' -o -name '*.h' -o -name '*.c' | LC_ALL=C sort)
if [ ! -f "$sources_stamp" ] || [ "$(cat "$sources_stamp")" != "$current_sources" ]; then
    (cd "$fuzz_dir" && swift package --scratch-path "$scratch" clean) > /dev/null 2>&1 || true
    printf '%s' "$current_sources" > "$sources_stamp"
fi

# `--sanitize=fuzzer --sanitize=address` keeps only one of the two instrumentations; these
# flags give both to Swift and C code (Yams's C parser included).
echo "== Building ${#targets[@]} fuzz target(s) (libFuzzer + AddressSanitizer)" >&2
build_start=$SECONDS
build_log="$scratch/build.log"
: > "$build_log"
for target in "${targets[@]}"; do
    if ! (cd "$fuzz_dir" && swift build --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
        -Xcc -fsanitize=fuzzer-no-link,address --product "$target" --scratch-path "$scratch") >> "$build_log" 2>&1; then
        # The linker's "Cannot export local symbol '__asan_…'" warnings are harmless noise.
        grep -v "warning: Cannot export local symbol" "$build_log" | tail -n 40 >&2
        echo "error: building $target failed (full log: $build_log)" >&2
        exit 1
    fi
done
bin_dir=$(cd "$fuzz_dir" && swift build --sanitize=fuzzer --scratch-path "$scratch" --show-bin-path)
echo "   built in $((SECONDS - build_start)) s" >&2

# Swift's own backtracer would otherwise take the crash signal and libFuzzer would write
# no crash file.
export SWIFT_BACKTRACE=enable=no
# Leaks of the toolchain's own libraries, not of this package (see the file).
export LSAN_OPTIONS="suppressions=$fuzz_dir/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# The loaders' scratch files (one per process) stay inside the build directory.
export TMPDIR="$scratch/tmp"
mkdir -p "$TMPDIR"

failed=()
summary=()
for target in "${targets[@]}"; do
    corpus="$scratch/corpus/$target"
    rm -rf "$corpus"
    mkdir -p "$corpus" "$fuzz_dir/Artifacts/$target" "$scratch/logs"
    cp -R "$fuzz_dir/Corpus/$target/." "$corpus/"
    if [ -d "$fuzz_dir/Regressions/$target" ]; then cp -R "$fuzz_dir/Regressions/$target/." "$corpus/"; fi
    log="$scratch/logs/$target.log"
    # File formats get inputs up to 64 KB (libFuzzer's default stops at 4 KB): budgets and
    # depth limits are only reached by long inputs.
    case "$target" in
        color-text|lab-text) max_len=4096 ;;
        *) max_len=65536 ;;
    esac
    echo "== $target: ${seconds} s" >&2
    status=0
    "$bin_dir/$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=1024 -max_len="$max_len" -print_final_stats=1 \
        -dict="$fuzz_dir/Dictionaries/$target.dict" -artifact_prefix="$fuzz_dir/Artifacts/$target/" \
        "$corpus" > "$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    coverage=$(sed -n 's/.*INITED cov: \([0-9]*\).*/\1/p' "$log" | tail -n 1)
    line="$target: ${runs:-?} executions, coverage ${coverage:-?} at start"
    if [ "$status" -ne 0 ]; then
        artifact=$(sed -n "s/.*Test unit written to //p" "$log" | tail -n 1)
        kind=$(grep -o -m 1 -E "Fatal error: .*|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer): [a-z -]+" "$log" || true)
        echo "-- $target failed (exit $status): ${kind:-see the log}" >&2
        # The message and the stack, without the progress lines.
        grep -v -E "^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)|^INFO:|^[0-9]+ +[^ ]+ +0x" "$log" | tail -n 40 >&2
        failed+=("$target")
        line+=" — FAILED: ${kind:-exit $status}${artifact:+, input $artifact}"
    else
        line+=" in ${seconds} s, no failure"
    fi
    if [ "$status" -eq 0 ] && [ "${coverage:-0}" = "0" ]; then
        # A build with only one of the two instrumentations runs but sees no coverage.
        failed+=("$target")
        line+=" — FAILED: no coverage (the build lacks fuzzer instrumentation)"
    fi
    summary+=("$line")
    echo "   $line" >&2
done

echo "== Summary" >&2
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "error: ${#failed[@]} fuzz target(s) failed: ${failed[*]}; logs in $scratch/logs, inputs in $fuzz_dir/Artifacts" >&2
    exit 1
fi
