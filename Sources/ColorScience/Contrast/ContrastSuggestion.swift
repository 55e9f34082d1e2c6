/// The smallest change to one color of a pair that makes the pair meet a contrast minimum:
/// the passing color nearest to the original by CIEDE2000, inside sRGB, judged by the exact
/// WCAG verdict of the 8-bit hex it prints.
///
/// ```swift
/// let fix = try ContrastSuggestion.nearest(to: gray, over: .white, minimum: 4.5)
/// fix?.color.hex        // "#767676": the first gray at or above 4.5:1, ΔE00 ≈ 0.4
/// ```
///
/// **The search.** Contrast depends on luminance only, so a passing color is darker or lighter
/// than the original by enough, and — for a foreground at a fixed alpha over a fixed
/// background — the verdict only gets better as any channel moves further that way. The
/// search walks the 8-bit lattice itself: in each column of colors that differ only in green
/// (the channel that moves luminance most), the passing color nearest the original's green is
/// the original's green when it passes there, else the boundary toward the passing end, found
/// by bisection on the exact verdict. Columns are searched coarse to fine over red and blue —
/// every 17th value, then every 4th around the twelve best, then every value around the four
/// best — each candidate measured by CIEDE2000 on Little CMS Lab; toward black and toward
/// white alike. When no column passes (verdicts that are not monotone, as for a color that
/// must pass over a light and a dark background at once), a walk in CIE LCh (D50) looks for
/// one: for each direction, keeping the hue where it can (then turning it by up to 20°) and
/// the chroma where the gamut allows (then less, down to gray), it bisects the lightness. The
/// first passing mixes of the original toward black and white, in 1/255 steps, are a floor
/// under either.
///
/// **Guarantees** (each a test): every suggestion passes the exact verdict; none is farther
/// than the passing mix toward black or white; on a grid of every 8-bit color within ±8 of the
/// suggestion in each channel, no passing color is closer to the original by more than
/// ``gridTolerance`` (for suggestions within ``meaningfulDistance``); a passing pair gets
/// none (`nil`). Against an exhaustive search over all 2^24 colors (a release-mode test on
/// sampled pairs), the lattice search's gap is reported in the README.
public struct ContrastSuggestion: Hashable, Sendable {
    /// The suggested color (the original's alpha kept, as 8 bits: what its hex prints).
    public let color: SRGB
    /// Its contrast ratio in the pair.
    public let ratio: Double
    /// CIEDE2000 from the original color (Lab of their own components).
    public let deltaE2000: Double

    /// How much closer to the original a passing 8-bit color near the suggestion may be, in
    /// ΔE00 (the search's steps in chroma and hue), for suggestions within
    /// ``meaningfulDistance`` of the original.
    public static let gridTolerance = 0.5
    /// The distance up to which nearest-by-CIEDE2000 is promised: the formula was fitted to
    /// small and medium differences; beyond 20 units a suggestion is a different color, and
    /// only the other guarantees hold.
    public static let meaningfulDistance = 20.0

    public init(color: SRGB, ratio: Double, deltaE2000: Double) {
        self.color = color
        self.ratio = ratio
        self.deltaE2000 = deltaE2000
    }

    /// The nearest passing replacement for `foreground` drawn over `background` (lying on
    /// `base` when translucent), or `nil` when the pair already passes or no sRGB color
    /// reaches the minimum (a mid-gray background and 7:1).
    ///
    /// - Throws: `ContrastError` when the background (or base) is translucent with nothing
    ///   opaque beneath; ``LittleCMSError`` when Little CMS fails.
    public static func nearest(
        to foreground: SRGB, over background: SRGB, on base: SRGB? = nil, minimum: Double
    ) throws -> ContrastSuggestion? {
        guard try ContrastMeasurement(of: foreground, over: background, on: base).ratio < minimum else { return nil }
        return try search(original: foreground, minimum: minimum) { candidate throws(ContrastError) in
            try ContrastMeasurement(of: candidate, over: background, on: base).ratio
        }
    }

    /// The nearest passing replacement for `background` under `foreground` (an opaque
    /// background; a translucent foreground is composited over each candidate), or `nil`.
    public static func nearest(background: SRGB, under foreground: SRGB, minimum: Double) throws -> ContrastSuggestion? {
        guard try ContrastMeasurement(of: foreground, over: background).ratio < minimum else { return nil }
        return try search(original: background.withAlphaOne, minimum: minimum) { candidate throws(ContrastError) in
            try ContrastMeasurement(of: foreground, over: candidate).ratio
        }
    }

    /// One pair a replacement foreground must pass: its background (on `base` when
    /// translucent) and the minimum ratio there.
    public struct Constraint: Hashable, Sendable {
        public let background: SRGB
        public let base: SRGB?
        public let minimum: Double

        public init(background: SRGB, base: SRGB? = nil, minimum: Double) {
            self.background = background
            self.base = base
            self.minimum = minimum
        }
    }

    /// The nearest replacement for `foreground` that passes every constraint at once — a
    /// color used over several backgrounds — or `nil` when it already does, or when no color
    /// toward black or toward white does (a color used on both a very light and a very dark
    /// background in one cell may have its only answers in between; they are not searched).
    /// The suggestion's ``ratio`` is the one with the least headroom over its minimum.
    public static func nearest(to foreground: SRGB, meeting constraints: [Constraint]) throws -> ContrastSuggestion? {
        guard !constraints.isEmpty else { return nil }
        // Each background as seen, measured once: an opaque candidate's ratio over it needs
        // only the candidate's own luminance, computed once for all of them.
        let seen = try constraints.map { constraint throws(ContrastError) in
            try ContrastMeasurement(of: .black, over: constraint.background, on: constraint.base).seenBackground.relativeLuminance
        }
        func measure(_ candidate: SRGB) throws(ContrastError) -> (score: Double, ratio: Double) {
            var worst = (score: Double.infinity, ratio: Double.infinity)
            let luminance = candidate.isOpaque ? candidate.relativeLuminance : nil
            for (index, constraint) in constraints.enumerated() {
                let ratio: Double
                if let luminance {
                    ratio = WCAG.contrastRatio(luminance: luminance, seen[index])
                } else {
                    ratio = try ContrastMeasurement(of: candidate, over: constraint.background, on: constraint.base).ratio
                }
                if ratio / constraint.minimum < worst.score { worst = (ratio / constraint.minimum, ratio) }
            }
            return worst
        }
        guard try measure(foreground).score < 1 else { return nil }
        // Every ratio over its own minimum: 1 or more passes them all.
        guard let found = try search(original: foreground, minimum: 1, ratio: { candidate throws(ContrastError) in try measure(candidate).score })
        else { return nil }
        return ContrastSuggestion(color: found.color, ratio: try measure(found.color).ratio, deltaE2000: found.deltaE2000)
    }

    static let chromaScales: [Double] = [1.25, 1.1, 1, 0.9, 0.8, 0.65, 0.5, 0.35, 0.2, 0]
    static let hueTurns: [Double] = [0, -3, 3, -6, 6, -10, 10, -15, 15, -20, 20]

    /// The search on the 8-bit lattice, for verdicts that only get better as a color gets
    /// lighter (or darker) — what a luminance threshold gives, for an opaque foreground and
    /// for a translucent one at a fixed alpha alike: in each column of colors that differ only
    /// in green (the channel that moves luminance most), the passing ones toward light are
    /// green ≥ some value, toward dark green ≤ some value, found by bisection on the verdict.
    /// The column's color nearest the original's green is its candidate. Columns are searched
    /// coarse to fine over red and blue (every 17th value, then every 4th around the best,
    /// then every value around those), each candidate measured by CIEDE2000 on Little CMS
    /// Lab. `nil` when no column passes (the caller then searches in LCh).
    static func latticeSearch(original: SRGB, minimum: Double, ratio: (SRGB) throws(ContrastError) -> Double) throws -> ContrastSuggestion? {
        let converter = try LabConverter.shared()
        let originalLab = converter.lab(of: original)
        let alpha8 = UInt8((original.alpha * 255).rounded())
        let r0 = Int((original.red * 255).rounded()), g0 = Int((original.green * 255).rounded()), b0 = Int((original.blue * 255).rounded())
        func color(_ r: Int, _ g: Int, _ b: Int) -> SRGB { SRGB(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b), alpha8: alpha8) }
        var best: ContrastSuggestion?
        for towardLight in [false, true] {
            /// The candidate of the column (r, b): the passing green nearest the original's —
            /// the original's green itself when it passes here; else the boundary between it
            /// and the passing end of the column, by bisection.
            func candidate(_ r: Int, _ b: Int) throws -> (SRGB, Double)? {
                let atOwn = try ratio(color(r, g0, b))
                if atOwn >= minimum { return (color(r, g0, b), atOwn) }
                let end = towardLight ? 255 : 0
                guard end != g0, try ratio(color(r, end, b)) >= minimum else { return nil }
                var (failing, passing) = (g0, end)
                while abs(passing - failing) > 1 {
                    let mid = (failing + passing) / 2
                    if try ratio(color(r, mid, b)) >= minimum { passing = mid } else { failing = mid }
                }
                let found = color(r, passing, b)
                return (found, try ratio(found))
            }
            var measured: [Int: ContrastSuggestion] = [:]
            func measure(_ r: Int, _ b: Int) throws -> ContrastSuggestion? {
                let key = r << 8 | b
                if let known = measured[key] { return known }
                guard let (found, value) = try candidate(r, b) else { return nil }
                let suggestion = ContrastSuggestion(
                    color: found, ratio: value, deltaE2000: DeltaE2000.difference(originalLab, converter.lab(of: found.withAlphaOne)))
                measured[key] = suggestion
                return suggestion
            }
            /// The columns of a square around each seed, at a step; the `keep` best.
            func refine(_ seeds: [(Int, Int)], radius: Int, step: Int, keep: Int) throws -> [(Int, Int)] {
                var scored: [(Double, Int, Int)] = []
                var seen = Set<Int>()
                for (sr, sb) in seeds {
                    for r in stride(from: max(0, sr - radius), through: min(255, sr + radius), by: step) {
                        for b in stride(from: max(0, sb - radius), through: min(255, sb + radius), by: step) where seen.insert(r << 8 | b).inserted {
                            if let found = try measure(r, b) { scored.append((found.deltaE2000, r, b)) }
                        }
                    }
                }
                return scored.sorted { $0.0 < $1.0 }.prefix(keep).map { ($0.1, $0.2) }
            }
            var coarse = try refine([(r0, b0)], radius: 0, step: 1, keep: 1)
            coarse += try refine([(0, 0)], radius: 255, step: 17, keep: 12)
            let middle = try refine(coarse, radius: 17, step: 4, keep: 4)
            let fine = try refine(middle, radius: 4, step: 1, keep: 2)
            // In a column, the green nearest the original's is not always the nearest color
            // (near black, a little green can bring a magenta closer): a pattern search over
            // all three channels, among passing colors, from the best columns.
            var points: [Int: ContrastSuggestion?] = [:]
            func point(_ r: Int, _ g: Int, _ b: Int) throws -> ContrastSuggestion? {
                let key = r << 16 | g << 8 | b
                if let known = points[key] { return known }
                let candidate = color(r, g, b)
                let value = try ratio(candidate)
                let found = value >= minimum
                    ? ContrastSuggestion(color: candidate, ratio: value, deltaE2000: DeltaE2000.difference(originalLab, converter.lab(of: candidate.withAlphaOne)))
                    : nil
                points[key] = found
                return found
            }
            for (r, b) in fine {
                guard var current = measured[r << 8 | b] else { continue }
                var position = (r, Int((current.color.green * 255).rounded()), b)
                for step in [16, 8, 4, 2, 1] {
                    var moved = true
                    while moved {
                        moved = false
                        for dr in [-step, 0, step] {
                            for dg in [-step, 0, step] {
                                for db in [-step, 0, step] where dr != 0 || dg != 0 || db != 0 {
                                    let (nr, ng, nb) = (position.0 + dr, position.1 + dg, position.2 + db)
                                    guard (0...255).contains(nr), (0...255).contains(ng), (0...255).contains(nb),
                                        let found = try point(nr, ng, nb), found.deltaE2000 < current.deltaE2000
                                    else { continue }
                                    (current, position, moved) = (found, (nr, ng, nb), true)
                                }
                            }
                        }
                    }
                }
                if best.map({ current.deltaE2000 < $0.deltaE2000 }) ?? true { best = current }
            }
        }
        return best
    }

    /// The nearest passing color: the lattice search's (``latticeSearch(original:minimum:ratio:)``),
    /// else the walk in LCh's (``lchSearch(original:minimum:ratio:)``), and never farther than
    /// the first passing mix of the original toward black or white (in 1/255 steps).
    static func search(original: SRGB, minimum: Double, ratio: (SRGB) throws(ContrastError) -> Double) throws -> ContrastSuggestion? {
        var best = try latticeSearch(original: original, minimum: minimum, ratio: ratio)
        if best == nil { best = try lchSearch(original: original, minimum: minimum, ratio: ratio) }
        let converter = try LabConverter.shared()
        let originalLab = converter.lab(of: original)
        let alpha = (original.alpha * 255).rounded() / 255
        for target in [0.0, 1.0] {
            for step in 1...255 {
                let t = Double(step) / 255
                func mix(_ value: Double) -> UInt8 { UInt8(((value * (1 - t) + target * t) * 255).rounded()) }
                let candidate = SRGB(red8: mix(original.red), green8: mix(original.green), blue8: mix(original.blue))
                    .withAlphaReplaced(by: alpha)
                let value = try ratio(candidate)
                guard value >= minimum else { continue }
                let distance = DeltaE2000.difference(originalLab, converter.lab(of: candidate.withAlphaOne))
                if best.map({ distance < $0.deltaE2000 }) ?? true {
                    best = ContrastSuggestion(color: candidate, ratio: value, deltaE2000: distance)
                }
                break
            }
        }
        return best
    }

    /// The walk in CIE LCh (the type's documentation, *The search*), for verdicts the
    /// lattice search cannot use.
    static func lchSearch(original: SRGB, minimum: Double, ratio: (SRGB) throws(ContrastError) -> Double) throws -> ContrastSuggestion? {
        let converter = try LabConverter.shared()
        let toSRGB = try ColorSpaceConverter.labD50()
        let originalLab = converter.lab(of: original)
        let lch = LChD50(originalLab)
        // Alpha as the printed hex has it (8 bits): the verdict is the hex's.
        let alpha = (original.alpha * 255).rounded() / 255
        var best: ContrastSuggestion?

        /// The 8-bit sRGB color at lightness `l`, hue `h`, chroma at most `c`, inside sRGB.
        func color(l: Double, c: Double, h: Double) throws -> SRGB {
            func inGamut(_ chroma: Double) throws -> ColorSpaceConverter.UnclippedSRGB? {
                let lab = LabD50(LChD50(l: l, c: chroma, h: h))
                let rgb = try toSRGB.srgb(lab.l, lab.a, lab.b)
                // Little CMS computes in 32-bit floats: one step above 1 is 1.2e-7.
                return rgb.isInGamut(tolerance: 1e-5) ? rgb : nil
            }
            var rgb = try inGamut(c)
            if rgb == nil {
                // The largest chroma sRGB holds here: bisection between gray (always inside) and c.
                var (low, high) = (0.0, c)
                rgb = try inGamut(0)
                for _ in 0..<16 {
                    let mid = (low + high) / 2
                    if let inside = try inGamut(mid) { (low, rgb) = (mid, inside) } else { high = mid }
                }
            }
            // Gray is inside sRGB at every lightness; should rounding say otherwise, the gray
            // clipped is the answer, never black.
            let fallback = try toSRGB.srgb(l, 0, 0)
            let clipped = try (rgb ?? fallback).clipped(alpha: 1)
            return SRGB(
                red8: UInt8((clipped.red * 255).rounded()), green8: UInt8((clipped.green * 255).rounded()),
                blue8: UInt8((clipped.blue * 255).rounded()), alpha8: 255
            ).withAlphaReplaced(by: alpha)
        }

        func consider(_ candidate: SRGB) throws {
            let value = try ratio(candidate)
            guard value >= minimum else { return }
            let distance = DeltaE2000.difference(originalLab, converter.lab(of: candidate.withAlphaOne))
            if best.map({ distance < $0.deltaE2000 }) ?? true {
                best = ContrastSuggestion(color: candidate, ratio: value, deltaE2000: distance)
            }
        }

        for towardLight in [false, true] {
            let end = towardLight ? 100.0 : 0.0
            // Nothing passes in this direction even at the end of it: skip.
            guard try ratio(try color(l: end, c: 0, h: lch.h)) >= minimum else { continue }
            // A gray has no hue to turn and no chroma to scale: one bisection.
            for scale in lch.c < 1e-9 ? [1] : chromaScales {
                for turn in hueTurns {
                    let h = lch.h + turn
                    let c = lch.c * scale
                    // Bisection on lightness between the original (fails) and the end (the
                    // gray there passes, and so does any color with its luminance).
                    var (failing, passing) = (lch.l, end)
                    guard try ratio(try color(l: passing, c: c, h: h)) >= minimum else { continue }
                    for _ in 0..<18 {
                        let mid = (failing + passing) / 2
                        if try ratio(try color(l: mid, c: c, h: h)) >= minimum { passing = mid } else { failing = mid }
                    }
                    try consider(try color(l: passing, c: c, h: h))
                    if lch.c < 1e-9 { break }   // a gray has no hue to turn
                }
            }
        }
        return best
    }
}

extension SRGB {
    /// The same components, opaque.
    var withAlphaOne: SRGB { withAlphaReplaced(by: 1) }

    /// The same components with another alpha in `0...1`.
    func withAlphaReplaced(by alpha: Double) -> SRGB {
        SRGB(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
    }
}
