// The suggestion search against an exhaustive one: for seeded random pairs, the nearest passing
// color by CIEDE2000 found by trying every one of the 2^24 8-bit colors (at the color's alpha),
// its verdict by ContrastMeasurement, its distance by DeltaE2000 on LabConverter's Lab — as the
// search measures them. Four kinds, each searched as the audit searches it:
//
//   foreground   an opaque foreground over an opaque background (`nearest(to:over:minimum:)`)
//   translucent  a translucent foreground at its alpha (the same call)
//   seen         the nearest opaque color to a translucent foreground as seen (`TranslucentFix`)
//   background   the background under an opaque or translucent foreground
//                (`nearest(background:under:minimum:)`)
//   palette      a foreground over two or three backgrounds at once, light and dark mixed
//                (`nearest(to:meeting:)`, a palette-level fix)
//
// Prints, per kind, the largest and the median gap (search − exhaustive, ΔE00) where the nearest
// lies within `ContrastSuggestion.meaningfulDistance` (20), and the largest beyond it, and fails
// (exit 1) when a gap within it exceeds `ContrastSuggestion.tolerance` or the search finds none
// where a color passes (or one where none does). CIEDE2000 was fitted to small and medium
// differences: beyond 20 units, "nearest" compares different colors (a pale green against a
// dark gray-green and a red), and only the other promises hold.
//
//   swift run -c release --package-path Tests/SuggestionOracle SuggestionOracle [N] [SEED] [KIND…]
//
// N pairs of each kind (24 by default) drawn from SEED; about a second per exhaustive search.
import ColorScience
import Foundation

struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let cases = arguments.first.flatMap { Int($0) } ?? 24
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 0x5EED_5EED
let allKinds = ["foreground", "translucent", "seen", "background", "palette"]
let kinds = arguments.count > 2 ? Array(arguments.dropFirst(2)) : allKinds
let converter = try LabConverter.shared()

/// Lab of every opaque 8-bit color, indexed `red << 16 | green << 8 | blue`: 400 MB, a few seconds.
let everyLab: [LabD50] = {
    var colors: [SRGB] = []
    colors.reserveCapacity(1 << 24)
    for red in 0...255 {
        for green in 0...255 {
            for blue in 0...255 { colors.append(SRGB(red8: UInt8(red), green8: UInt8(green), blue8: UInt8(blue))) }
        }
    }
    return converter.lab(of: colors)
}()

/// The nearest color to `target` among the 8-bit colors at `alpha8` that `passes`, and its
/// distance. Two passes: the nearest by Euclidean distance in Lab gives an upper bound on the
/// answer; then CIEDE2000 only where |ΔL| allows a nearer color (ΔE00 ≥ |ΔL| / S_L, and S_L is
/// at most 1.75).
func exhaustiveNearest(to target: LabD50, alpha8: UInt8, passes: (SRGB) throws -> Bool) throws -> (distance: Double, color: SRGB)? {
    func candidate(_ index: Int) -> SRGB { SRGB(red8: UInt8(index >> 16), green8: UInt8((index >> 8) & 255), blue8: UInt8(index & 255), alpha8: alpha8) }
    var passing: [Int32] = []
    var closest = (distance: Double.infinity, index: -1)
    for index in 0..<(1 << 24) where try passes(candidate(index)) {
        passing.append(Int32(index))
        let lab = everyLab[index]
        let squared = (lab.l - target.l) * (lab.l - target.l) + (lab.a - target.a) * (lab.a - target.a) + (lab.b - target.b) * (lab.b - target.b)
        if squared < closest.distance { closest = (squared, index) }
    }
    guard closest.index >= 0 else { return nil }
    var best = (distance: DeltaE2000.difference(target, everyLab[closest.index]), index: closest.index)
    for index in passing where abs(everyLab[Int(index)].l - target.l) <= 1.75 * best.distance {
        let distance = DeltaE2000.difference(target, everyLab[Int(index)])
        if distance < best.distance { best = (distance, Int(index)) }
    }
    return (best.distance, candidate(best.index))
}

nonisolated(unsafe) var generator = SplitMix64(state: seed)
func byte() -> UInt8 { .random(in: 0...255, using: &generator) }
func color(alpha8: UInt8 = 255) -> SRGB { SRGB(red8: byte(), green8: byte(), blue8: byte(), alpha8: alpha8) }
func describe(_ value: Double?) -> String { value.map { String(format: "%.4f", $0) } ?? "none" }

var failed = false
for kind in kinds where allKinds.contains(kind) {
    var gaps: [Double] = [], farGaps: [Double] = [], failures = 0, nones = 0, index = 0
    /// One comparison: the search's answer (color and distance) with the exhaustive one.
    func compare(_ label: String, found: (color: SRGB, distance: Double)?, truth: (distance: Double, color: SRGB)?) {
        var line = "\(label) — search \(found.map { "\($0.color.hexRGBA) \(describe($0.distance))" } ?? "none"), exhaustive \(truth.map { "\($0.color.hexRGBA) \(describe($0.distance))" } ?? "none")"
        switch (found, truth) {
        case (nil, nil):
            nones += 1
        case (let found?, let truth?) where truth.distance > ContrastSuggestion.meaningfulDistance:
            farGaps.append(found.distance - truth.distance)
        case (let found?, let truth?):
            gaps.append(found.distance - truth.distance)
            if found.distance - truth.distance > ContrastSuggestion.tolerance {
                failures += 1
                line += "  ← gap \(describe(found.distance - truth.distance))"
            }
        default:
            failures += 1
            line += "  ← disagree"
        }
        print(line)
    }
    while gaps.count + farGaps.count + nones < cases {
        index += 1
        let minimum = [3.0, 4.5, 7.0][index % 3]
        switch kind {
        case "foreground", "translucent", "seen":
            let alpha8: UInt8 = kind == "foreground" ? 255 : .random(in: 40...230, using: &generator)
            let foreground = color(alpha8: alpha8), background = color()
            let measured = try ContrastMeasurement(of: foreground, over: background)
            // Half the pairs are near misses (at least 70 % of the minimum), as most real failures are.
            guard measured.ratio < minimum, index % 2 == 1 || measured.ratio >= 0.7 * minimum else { continue }
            let label = "\(foreground.hexRGBA) over \(background.hex) at \(minimum):1"
            if kind == "seen" {
                let fix = try TranslucentFix.search(for: foreground, over: background, minimum: minimum)?.opaque
                let truth = try exhaustiveNearest(to: converter.lab(of: measured.seenForeground), alpha8: 255) {
                    try ContrastMeasurement(of: $0, over: background).ratio >= minimum
                }
                compare(label + ", seen as \(measured.seenForeground.hex)", found: fix.map { ($0.color, $0.deltaE2000) }, truth: truth)
                continue
            }
            let found = try ContrastSuggestion.nearest(to: foreground, over: background, minimum: minimum)
            let truth = try exhaustiveNearest(to: converter.lab(of: foreground), alpha8: alpha8) {
                try ContrastMeasurement(of: $0, over: background).ratio >= minimum
            }
            compare(label, found: found.map { ($0.color, $0.deltaE2000) }, truth: truth)
        case "background":
            let foreground = color(alpha8: index % 2 == 0 ? 255 : .random(in: 40...230, using: &generator)), background = color()
            guard try ContrastMeasurement(of: foreground, over: background).ratio < minimum else { continue }
            let found = try ContrastSuggestion.nearest(background: background, under: foreground, minimum: minimum)
            let truth = try exhaustiveNearest(to: converter.lab(of: background), alpha8: 255) {
                try ContrastMeasurement(of: foreground, over: $0).ratio >= minimum
            }
            compare("background \(background.hex) under \(foreground.hexRGBA) at \(minimum):1", found: found.map { ($0.color, $0.deltaE2000) }, truth: truth)
        default:
            // Two or three backgrounds: all light, all dark, or (one time in three) light and dark.
            let foreground = color()
            var backgrounds = [color(), color()]
            if index % 2 == 0 { backgrounds.append(color()) }
            let light = backgrounds.filter { $0.relativeLuminance > 0.4 }.count, dark = backgrounds.filter { $0.relativeLuminance < 0.1 }.count
            switch index % 3 {
            case 0: guard light > 0, dark > 0, light + dark == backgrounds.count else { continue }
            case 1: guard light == backgrounds.count else { continue }
            default: guard dark == backgrounds.count else { continue }
            }
            let minimum = index % 2 == 0 ? 4.5 : 3
            let constraints = backgrounds.map { ContrastSuggestion.Constraint(background: $0, minimum: minimum) }
            func passesAll(_ candidate: SRGB) throws -> Bool {
                try backgrounds.allSatisfy { try ContrastMeasurement(of: candidate, over: $0).ratio >= minimum }
            }
            guard try !passesAll(foreground) else { continue }
            let found = try ContrastSuggestion.nearest(to: foreground, meeting: constraints)
            let truth = try exhaustiveNearest(to: converter.lab(of: foreground), alpha8: 255, passes: passesAll)
            compare("\(foreground.hex) over \(backgrounds.map(\.hex).joined(separator: ", ")) at \(minimum):1", found: found.map { ($0.color, $0.deltaE2000) }, truth: truth)
        }
    }
    let sorted = gaps.sorted()
    let median = sorted.isEmpty ? 0 : sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    print("\(kind): \(gaps.count) searches whose nearest lies within \(ContrastSuggestion.meaningfulDistance) ΔE00, gap to it "
        + "largest \(describe(sorted.last ?? 0)), median \(describe(median)); \(farGaps.count) beyond, largest gap \(describe(farGaps.max() ?? 0)); "
        + "\(nones) with none on both sides; \(failures) over \(ContrastSuggestion.tolerance) or disagreeing")
    if failures > 0 { failed = true }
}
exit(failed ? 1 : 0)
