// For seeded random pairs (opaque and translucent foregrounds over opaque backgrounds, at
// 3:1, 4.5:1 and 7:1), the nearest passing color by CIEDE2000 found by trying every one of
// the 2^24 8-bit colors at the foreground's alpha — its verdict by ContrastMeasurement, its
// distance by DeltaE2000 on LabConverter Lab, as the search measures them — compared with
// `ContrastSuggestion.nearest(to:over:minimum:)`, with `TranslucentFix`'s opaque fix (every
// opaque color, by distance from the color seen), and, for every other pair, with
// `ContrastSuggestion.nearest(background:under:minimum:)` (every opaque background under the
// foreground, by distance from the background). Fails (exit 1) when a search finds none where
// one exists, or misses the nearest by more than 0.05 ΔE00 where that nearest lies within
// `ContrastSuggestion.meaningfulDistance` (20): CIEDE2000 was fitted to small and medium
// differences, and beyond that "nearest" is not a promise (the gaps there are printed).
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

let converter = try LabConverter.shared()
let tolerance = 0.05
let cases = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 24

/// The nearest color to `target` (by its Lab) among all 8-bit colors at `alpha8` that pass.
func exhaustive(target: LabD50, alpha8: UInt8, minimum: Double, over background: SRGB) throws -> Double? {
    try exhaustiveNearest(target: target, alpha8: alpha8) { try ContrastMeasurement(of: $0, over: background).ratio >= minimum }?.distance
}

/// The nearest passing color and its distance: `passes` judges each 8-bit color at `alpha8`.
func exhaustiveNearest(target: LabD50, alpha8: UInt8, passes: (SRGB) throws -> Bool) throws -> (distance: Double, color: SRGB)? {
    var best = Double.infinity
    var bestColor = SRGB.black
    var batch: [SRGB] = []
    batch.reserveCapacity(65_536)
    var lab = [LabD50](repeating: LabD50(l: 0, a: 0, b: 0), count: 65_536)
    for red in 0...255 {
        batch.removeAll(keepingCapacity: true)
        for green in 0...255 {
            for blue in 0...255 {
                let candidate = SRGB(red8: UInt8(red), green8: UInt8(green), blue8: UInt8(blue), alpha8: alpha8)
                if try passes(candidate) {
                    batch.append(SRGB(red8: UInt8(red), green8: UInt8(green), blue8: UInt8(blue)))
                }
            }
        }
        batch.withUnsafeBufferPointer { input in
            lab.withUnsafeMutableBufferPointer { output in
                converter.convert(input, into: UnsafeMutableBufferPointer(rebasing: output[..<input.count]))
            }
        }
        for index in batch.indices {
            let distance = DeltaE2000.difference(target, lab[index])
            if distance < best { (best, bestColor) = (distance, batch[index]) }
        }
    }
    return best.isFinite ? (best, bestColor) : nil
}

var failures = 0, checked = 0, worstGap = 0.0, worstFarGap = 0.0, meaningful = 0

/// Counts one comparison of a search's distance with the exhaustive one and says how it went:
/// nothing when the search is within the tolerance (or both found none, or the nearest lies
/// beyond the meaningful distance, where only the largest gap is kept), else "← gap" or
/// "← disagree".
@MainActor func compare(_ found: Double?, _ truth: Double?) -> String {
    switch (found, truth) {
    case (nil, nil):
        return ""
    case (let found?, let truth?) where truth > ContrastSuggestion.meaningfulDistance:
        worstFarGap = max(worstFarGap, found - truth)
        return ""
    case (let found?, let truth?):
        worstGap = max(worstGap, found - truth)
        meaningful += 1
        guard found - truth > tolerance else { return "" }
        failures += 1
        return "  ← gap \(found - truth)"
    default:
        failures += 1
        return "  ← disagree"
    }
}

// `SuggestionOracle N [SEED]`: N pairs drawn from SEED (CI's by default).
var generator = SplitMix64(state: CommandLine.arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 0x5EED_5EED)
@MainActor func byte() -> UInt8 { .random(in: 0...255, using: &generator) }
var index = 0
while checked < cases {
    index += 1
    let alpha8: UInt8 = index % 3 == 0 ? .random(in: 40...230, using: &generator) : 255
    let foreground = SRGB(red8: byte(), green8: byte(), blue8: byte(), alpha8: alpha8)
    let background = SRGB(red8: byte(), green8: byte(), blue8: byte())
    let minimum = [3.0, 4.5, 7.0][index % 3]
    let measured = try ContrastMeasurement(of: foreground, over: background)
    // Half the pairs are near misses (at least 70 % of the minimum), as most real failures are.
    guard measured.ratio < minimum, index % 2 == 1 || measured.ratio >= 0.7 * minimum else { continue }
    checked += 1
    let found = try ContrastSuggestion.nearest(to: foreground, over: background, minimum: minimum)
    let truth = try exhaustive(target: converter.lab(of: foreground), alpha8: alpha8, minimum: minimum, over: background)
    var line = "\(foreground.hexRGBA) over \(background.hex) at \(minimum):1 — search \(found.map { String(format: "%.4f", $0.deltaE2000) } ?? "none"), exhaustive \(truth.map { String(format: "%.4f", $0) } ?? "none")"
    let verdict = compare(found?.deltaE2000, truth)
    line += verdict
    if verdict.hasPrefix("  ← gap"), let found {
        let nearest = try exhaustiveNearest(target: converter.lab(of: foreground), alpha8: alpha8) {
            try ContrastMeasurement(of: $0, over: background).ratio >= minimum
        }
        line += ": found \(found.color.hex), exhaustive \(nearest?.color.hex ?? "")"
    }
    if !foreground.isOpaque {
        let fix = try TranslucentFix.search(for: foreground, over: background, minimum: minimum)?.opaque
        let seen = converter.lab(of: measured.seenForeground)
        let opaqueTruth = try exhaustive(target: seen, alpha8: 255, minimum: minimum, over: background)
        line += "; opaque fix \(fix.map { String(format: "%.4f", $0.deltaE2000) } ?? "none"), exhaustive \(opaqueTruth.map { String(format: "%.4f", $0) } ?? "none")"
        line += compare(fix?.deltaE2000, opaqueTruth)
    }
    if checked % 2 == 0 {
        // The background adjusted under the foreground (`suggest --adjust background`).
        let fix = try ContrastSuggestion.nearest(background: background, under: foreground, minimum: minimum)
        let truth = try exhaustiveNearest(target: converter.lab(of: background), alpha8: 255) {
            try ContrastMeasurement(of: foreground, over: $0).ratio >= minimum
        }?.distance
        line += "; background \(fix.map { String(format: "%.4f", $0.deltaE2000) } ?? "none"), exhaustive \(truth.map { String(format: "%.4f", $0) } ?? "none")"
        line += compare(fix?.deltaE2000, truth)
    }
    print(line)
}
print("\(checked) pairs, \(meaningful) searches whose nearest lies within \(ContrastSuggestion.meaningfulDistance) ΔE00: "
    + "largest gap to the exhaustive minimum \(String(format: "%.6f", worstGap)) ΔE00 (\(failures) failures); beyond it, largest gap \(String(format: "%.6f", worstFarGap))")
exit(failures == 0 ? 0 : 1)
