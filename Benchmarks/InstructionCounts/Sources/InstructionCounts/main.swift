// Runs one operation N times, for `valgrind --tool=callgrind`: the difference between the
// counts of two runs (N and 2N) divided by N is the operation's instructions, start-up and
// input set-up cancelling out. See count.sh.
import AdaptedSystemUI
import BenchmarkSupport

import ColorScience
import ContrastAudit
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let iterations = Int(arguments[2]) else {
    print("usage: InstructionCounts OPERATION ITERATIONS")
    exit(2)
}
let foregrounds = Inputs.colors(1024, seed: 1), backgrounds = Inputs.colors(1024, seed: 2)
let translucent = Inputs.colors(1024, seed: 3, alpha: 0.6)
func tuple(_ c: SRGB) -> (Double, Double, Double, Double) { (c.red, c.green, c.blue, c.alpha) }
let foregroundTuples = foregrounds.map(tuple), translucentTuples = translucent.map(tuple)
let backgroundTuples = backgrounds.map { ($0.red, $0.green, $0.blue) }
let firsts = Inputs.labs(1024, seed: 4), seconds = Inputs.labs(1024, seed: 5)
var cmsFirsts = firsts.map { cmsCIELab(L: $0.l, a: $0.a, b: $0.b) }, cmsSeconds = seconds.map { cmsCIELab(L: $0.l, a: $0.a, b: $0.b) }
let color = Adapted.systemBlue
let appearances: [Appearance] = (0..<64).map { $0 % 3 == 0 ? .dark : .light }

var sink = 0.0
switch arguments[1] {
case "contrast-opaque":
    for index in 0..<iterations { sink += (try? WCAG.contrastRatio(of: foregrounds[index & 1023], over: backgrounds[index & 1023])) ?? 0 }
case "contrast-opaque-pow-baseline":
    for index in 0..<iterations { sink += baselineContrast(foregroundTuples[index & 1023], backgroundTuples[index & 1023]) }
case "contrast-translucent":
    for index in 0..<iterations { sink += (try? WCAG.contrastRatio(of: translucent[index & 1023], over: backgrounds[index & 1023])) ?? 0 }
case "contrast-translucent-pow-baseline":
    for index in 0..<iterations { sink += baselineContrast(translucentTuples[index & 1023], backgroundTuples[index & 1023]) }
case "ciede2000":
    for index in 0..<iterations { sink += DeltaE2000.difference(firsts[index & 1023], seconds[index & 1023]) }
case "ciede2000-lcms-baseline":
    for index in 0..<iterations { sink += cmsCIE2000DeltaE(&cmsFirsts[index & 1023], &cmsSeconds[index & 1023], 1, 1, 1) }
case "resolve-adapted-color":
    for index in 0..<iterations { sink += color.resolved(for: appearances[index & 63]).red }
case let operation where operation.hasPrefix("audit-job-"):
    // The default job (audit, color vision, suggestions, Markdown) on a built-in palette
    // (`audit-job-apple-ios13`) or a generated one (`audit-job-generated-1000-colors`), or
    // with `-no-suggestions` at the end, without suggestions.
    var name = String(operation.dropFirst("audit-job-".count))
    let suggestions = !name.hasSuffix("-no-suggestions")
    if !suggestions { name = String(name.dropLast("-no-suggestions".count)) }
    let input: String
    if name.hasPrefix("generated-"), name.hasSuffix("-colors"), let count = Int(name.dropFirst("generated-".count).dropLast("-colors".count)) {
        input = try GeneratedPalettes.paletteFile(colors: count)
    } else if name.hasPrefix("generated-"), name.hasSuffix("-tokens"), let count = Int(name.dropFirst("generated-".count).dropLast("-tokens".count)) {
        input = try GeneratedPalettes.tokenFile(tokens: count)
    } else {
        input = name
    }
    for _ in 0..<iterations {
        sink += Double(MarkdownReportWriter().render(try AuditJob(palette: .input(input), suggestions: suggestions).run()).utf8.count)
    }
case "power-check":
    // Not an instruction count: the translucent path's power against `pow`, bit for bit, on
    // `iterations` components drawn uniformly from (0.04045, 1) (seeded, so repeatable).
    var generator = SplitMix64(seed: 2024)
    var mismatches = 0
    for _ in 0..<iterations {
        let threshold = RelativeLuminance.linearThreshold
        let component = threshold + (1 - threshold) * generator.unit()
        if RelativeLuminance.linearize(component).bitPattern != RelativeLuminance.linearizeByFormula(component).bitPattern {
            mismatches += 1
            if mismatches <= 10 { print("differs at \(component)") }
        }
    }
    print("\(iterations) components, \(mismatches) differ from pow")
    exit(mismatches == 0 ? 0 : 1)
case "contrast-check":
    // Not an instruction count: `WCAG.contrastRatio` of translucent over opaque colors against
    // `baselineContrast` (`pow` per channel), bit for bit, on `iterations` random pairs with
    // components and alpha drawn uniformly from 0...1 (seeded, so repeatable). A composite
    // that rounds above 1, which ColorScience clamps to 1 and the baseline does not, is
    // counted apart.
    var generator = SplitMix64(seed: 2025)
    var mismatches = 0, clamped = 0
    for _ in 0..<iterations {
        let fg = (generator.unit(), generator.unit(), generator.unit(), generator.unit())
        let bg = (generator.unit(), generator.unit(), generator.unit())
        let keep = 1 - fg.3
        if fg.0 * fg.3 + bg.0 * keep > 1 || fg.1 * fg.3 + bg.1 * keep > 1 || fg.2 * fg.3 + bg.2 * keep > 1 {
            clamped += 1
            continue
        }
        guard let foreground = try? SRGB(red: fg.0, green: fg.1, blue: fg.2, alpha: fg.3),
              let background = try? SRGB(red: bg.0, green: bg.1, blue: bg.2) else { continue }
        let ours = (try? WCAG.contrastRatio(of: foreground, over: background)) ?? .nan
        let theirs = baselineContrast(fg, bg)
        if ours.bitPattern != theirs.bitPattern {
            mismatches += 1
            if mismatches <= 10 { print("differs for \(fg) over \(bg): \(ours) vs \(theirs)") }
        }
    }
    print("\(iterations) pairs, \(mismatches) ratios differ from pow per channel's, \(clamped) composites above 1 not compared")
    exit(mismatches == 0 ? 0 : 1)
default:
    print("unknown operation \(arguments[1])")
    exit(2)
}
print(sink)
