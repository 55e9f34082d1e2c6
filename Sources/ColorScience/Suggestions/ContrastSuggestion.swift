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
/// search walks the 8-bit lattice itself, in columns of colors that differ only in green
/// (the channel that moves luminance most): each column's boundary is found from the exact
/// verdicts at its ends, interpolated in linear light and checked on both sides, and the
/// column is valued by CIEDE2000 to that boundary — a smooth surface over red and blue, where
/// the 8-bit green's rounding would make a sawtooth. A descent over that surface, from the
/// nearer of the original's column and the first passing mix's toward black or white, finds
/// its lowest column; a best-first pass around it measures each column's nearest 8-bit color
/// until no column left can come within 0.02 ΔE00 of the best; a pattern search over all
/// three channels polishes it. When the best lies on or near a face of green (0 or 255),
/// columns along blue follow that face. Candidates are ranked on Little CMS's XYZ of each
/// channel, summed, and converted to Lab by `cmsXYZ2Lab`'s formula; the reported distance is
/// ``LabConverter``'s. For an
/// opaque color, a lower bound on CIEDE2000 from lightness alone leaves out the side (darker
/// or lighter) that cannot hold anything nearer. When no column passes (verdicts that are not
/// monotone, as for a color that must pass over a light and a dark background at once), a
/// walk in CIE LCh (D50) looks for one: for each direction, keeping the hue where it can
/// (then turning it by up to 20°) and the chroma where the gamut allows (then less, down to
/// gray), it bisects the lightness. The first passing mixes of the original toward black
/// and white, in 1/255 steps, are a floor under either.
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
        try nearest(to: foreground, over: background, on: base, minimum: minimum, tables: nil)
    }

    /// ``nearest(to:over:on:minimum:)`` with the composite tables of a run of searches, each
    /// built once (an audit's suggestions).
    package static func nearest(
        to foreground: SRGB, over background: SRGB, on base: SRGB? = nil, minimum: Double, tables: CompositeTables?
    ) throws -> ContrastSuggestion? {
        let seen = try SeenBackground(background, on: base)
        guard try seen.ratio(of: foreground) < minimum else { return nil }
        let alpha8 = UInt8((foreground.alpha * 255).rounded())
        let candidates = tables?.ratios(over: seen, atAlpha8: alpha8) ?? seen.ratios(atAlpha8: alpha8)
        let bound = foreground.isOpaque
            ? LightnessBound(originalLuminance: foreground.relativeLuminance, backgrounds: [(seen.luminance, minimum)]) : nil
        return try search(original: foreground, minimum: minimum, bound: bound, oneBackground: true, scratch: tables?.scratch, ratio: candidates.ratio(of:))
    }

    /// The nearest passing replacement for `background` under `foreground` (an opaque
    /// background; a translucent foreground is composited over each candidate), or `nil`.
    ///
    /// Under a translucent foreground the color seen moves with the background, and contrast
    /// grows as the background moves away from the foreground channel by channel rather than
    /// as it gets lighter or darker; the nearest answer may also lie across the foreground in
    /// some channel. So the lattice search (the type's documentation, *The search*) runs again
    /// with each channel read toward its own way: away from the foreground as the original
    /// lies, and as each of the 8 nearest passing colors of a coarse grid over the whole cube
    /// (every 16th value per channel) lies, from that grid color. The nearest of these answers
    /// and the search's is kept.
    public static func nearest(background: SRGB, under foreground: SRGB, minimum: Double) throws -> ContrastSuggestion? {
        guard try ContrastMeasurement(of: foreground, over: background).ratio < minimum else { return nil }
        func ratio(_ candidate: SRGB) throws(ContrastError) -> Double { try ContrastMeasurement(of: foreground, over: candidate).ratio }
        let original = background.withAlphaOne
        var best = try search(original: original, minimum: minimum, ratio: ratio)
        guard !foreground.isOpaque else { return best }
        // The channels in which away from the foreground is down (bits 1 red, 2 green, 4 blue).
        func mirrored(_ color: SRGB) -> Int {
            (color.red < foreground.red ? 1 : 0) | (color.green < foreground.green ? 2 : 0) | (color.blue < foreground.blue ? 4 : 0)
        }
        // One search per way of reading the channels, the original's first, each from the
        // nearest grid color read that way.
        let seeds = try gridSeeds(original: original, minimum: minimum, ratio: ratio)
        var starts: [(mask: Int, seed: SRGB?)] = [(mirrored(original), seeds.first { mirrored($0) == mirrored(original) })]
        for seed in seeds where !starts.contains(where: { $0.mask == mirrored(seed) }) { starts.append((mirrored(seed), seed)) }
        for (mask, seed) in starts {
            let answer = try latticeSearch(original: original, minimum: minimum, seeds: seed.map { [true: $0] } ?? [:], mirrored: mask, ratio: ratio)
            if let answer, best.map({ answer.deltaE2000 < $0.deltaE2000 }) ?? true { best = answer }
        }
        return best
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
    /// color used over several backgrounds — or `nil` when it already does, when some
    /// constraint cannot be met at the color's alpha (neither black nor white passes it), or
    /// when no color toward black or toward white does (a color used on both a very light and
    /// a very dark background in one cell may have its only answers in between; they are not
    /// searched).
    /// The suggestion's ``ratio`` is the one with the least headroom over its minimum.
    ///
    /// `answers` are suggestions already found for `foreground` over some of the constraints
    /// alone (``nearest(to:over:on:minimum:)``, as an audit's findings hold them). The nearest
    /// of them that meets every constraint is the answer, and nothing is searched: a color
    /// nearest among those that pass one constraint, which also passes the others, is nearest
    /// among those that pass them all (their passing set lies inside the one constraint's).
    /// Answers at another alpha than the foreground's are not used.
    public static func nearest(
        to foreground: SRGB, meeting constraints: [Constraint], answers: [ContrastSuggestion] = []
    ) throws -> ContrastSuggestion? {
        try nearest(to: foreground, meeting: constraints, answers: answers, tables: nil)
    }

    /// ``nearest(to:meeting:answers:)`` with the composite tables of a run of searches.
    package static func nearest(
        to foreground: SRGB, meeting constraints: [Constraint], answers: [ContrastSuggestion] = [], tables: CompositeTables?
    ) throws -> ContrastSuggestion? {
        guard !constraints.isEmpty else { return nil }
        // One constraint per background, at the highest minimum asked over it (a pair held to
        // several criteria): the same verdicts, fewer measurements.
        var highest: [Constraint: Double] = [:]
        highest.reserveCapacity(constraints.count)
        var distinct: [Constraint] = []
        distinct.reserveCapacity(constraints.count)
        for constraint in constraints {
            let key = Constraint(background: constraint.background, base: constraint.base, minimum: 0)
            if let known = highest[key] {
                highest[key] = max(known, constraint.minimum)
            } else {
                highest[key] = constraint.minimum
                distinct.append(key)
            }
        }
        let constraints = distinct.map { Constraint(background: $0.background, base: $0.base, minimum: highest[$0] ?? $0.minimum) }
        // Each background as seen, measured once: an opaque candidate's ratio over it needs
        // only the candidate's own luminance, computed once for all of them.
        let seen = try constraints.map { constraint throws(ContrastError) in try SeenBackground(constraint.background, on: constraint.base) }
        let luminances = seen.map(\.luminance), minima = constraints.map(\.minimum)
        // A translucent candidate at the foreground's alpha: each background's composites tabulated.
        let foregroundAlpha8 = UInt8((foreground.alpha * 255).rounded())
        let composites = foreground.isOpaque ? [] : seen.map { tables?.ratios(over: $0, atAlpha8: foregroundAlpha8) ?? $0.ratios(atAlpha8: foregroundAlpha8) }
        func measure(_ candidate: SRGB) throws(ContrastError) -> (score: Double, ratio: Double) {
            var worst = (score: Double.infinity, ratio: Double.infinity)
            let luminance = candidate.isOpaque ? candidate.relativeLuminance : nil
            for index in minima.indices {
                let ratio = if let luminance {
                    WCAG.contrastRatio(luminance: luminance, luminances[index])
                } else if composites.isEmpty {
                    try seen[index].ratio(of: candidate)
                } else {
                    try composites[index].ratio(of: candidate)
                }
                // Over its minimum, at least 1 exactly when the ratio meets it (a quotient
                // could round up to 1 from a ratio a hair under).
                let score = ratio >= minima[index] ? max(1, ratio / minima[index]) : min(1.0.nextDown, ratio / minima[index])
                if score < worst.score { worst = (score, ratio) }
            }
            return worst
        }
        guard try measure(foreground).score < 1 else { return nil }
        let alpha8 = UInt8((foreground.alpha * 255).rounded())
        // Over one background, black and white at the color's alpha are the two ends of the
        // luminance the color seen can have: when neither passes one constraint, no color
        // passes it, nor all of them.
        for index in minima.indices {
            let ends = [SRGB.black, .white].map { $0.withAlphaReplaced(by: Double(alpha8) / 255) }
            let reachable = try ends.contains { end throws(ContrastError) in
                try (composites.isEmpty ? seen[index].ratio(of: end) : composites[index].ratio(of: end)) >= minima[index]
            }
            if !reachable { return nil }
        }
        var nearestAnswer: ContrastSuggestion?
        for answer in answers where UInt8((answer.color.alpha * 255).rounded()) == alpha8 {
            guard nearestAnswer.map({ answer.deltaE2000 < $0.deltaE2000 }) ?? true else { continue }
            let measured = try measure(answer.color)
            if measured.score >= 1 { nearestAnswer = ContrastSuggestion(color: answer.color, ratio: measured.ratio, deltaE2000: answer.deltaE2000) }
        }
        if let nearestAnswer { return nearestAnswer }
        // Every ratio over its own minimum: 1 or more passes them all.
        let bound = foreground.isOpaque
            ? LightnessBound(originalLuminance: foreground.relativeLuminance, backgrounds: Array(zip(luminances, minima))) : nil
        guard let found = try search(
            original: foreground, minimum: 1, bound: bound, scratch: tables?.scratch, ratio: { candidate throws(ContrastError) in try measure(candidate).score })
        else { return nil }
        return ContrastSuggestion(color: found.color, ratio: try measure(found.color).ratio, deltaE2000: found.deltaE2000)
    }

    static let chromaScales: [Double] = [1.25, 1.1, 1, 0.9, 0.8, 0.65, 0.5, 0.35, 0.2, 0]
    static let hueTurns: [Double] = [0, -3, 3, -6, 6, -10, 10, -15, 15, -20, 20]

    /// The nearest passing color: the lattice search's
    /// (``latticeSearch(original:minimum:seeds:bound:ratio:)``), else the walk in LCh's
    /// (``lchSearch(original:minimum:ratio:)``), and never farther than the first passing mix
    /// of the original toward black or white (in 1/255 steps).
    ///
    /// `oneBackground`: the verdict is over a single background, so along a mix toward white
    /// (or black) — every channel of the color seen moving one way, its luminance with them —
    /// it fails until it passes and then passes to the end; the first passing mix is then
    /// found by bisection rather than step by step.
    static func search(
        original: SRGB, minimum: Double, bound: LightnessBound? = nil, oneBackground: Bool = false,
        scratch: LatticeScratch? = nil, ratio: (SRGB) throws(ContrastError) -> Double
    ) throws -> ContrastSuggestion? {
        let converter = try LabConverter.shared()
        let originalLab = converter.lab(of: original)
        // The first passing mixes toward black and white: a floor under the search's answer,
        // and where its descents start.
        var mixes: [Bool: ContrastSuggestion] = [:]
        for towardLight in [false, true] {
            func mix(_ step: Int) -> SRGB { original.mixed(toward: towardLight ? .white : .black, step: step) }
            var first: (step: Int, ratio: Double)?
            if oneBackground {
                let atEnd = try ratio(mix(255))
                if atEnd >= minimum {
                    var (failing, passing) = (0, (step: 255, ratio: atEnd))
                    while passing.step - failing > 1 {
                        let middle = (failing + passing.step) / 2
                        let value = try ratio(mix(middle))
                        if value >= minimum { passing = (middle, value) } else { failing = middle }
                    }
                    first = passing
                }
            } else {
                for step in 1...255 {
                    let value = try ratio(mix(step))
                    if value >= minimum {
                        first = (step, value)
                        break
                    }
                }
            }
            if let first {
                let candidate = mix(first.step)
                mixes[towardLight] = ContrastSuggestion(
                    color: candidate, ratio: first.ratio, deltaE2000: DeltaE2000.difference(originalLab, converter.lab(of: candidate.withAlphaOne)))
            }
        }
        // Over one background, black and white (at the color's alpha) are the two ends of
        // the luminance the color seen can have: when neither passes, nothing does.
        if oneBackground, mixes.isEmpty { return nil }
        var best = try latticeSearch(original: original, minimum: minimum, seeds: mixes.mapValues(\.color), bound: bound, scratch: scratch, ratio: ratio)
        if best == nil { best = try lchSearch(original: original, minimum: minimum, ratio: ratio) }
        for mix in mixes.values where best.map({ mix.deltaE2000 < $0.deltaE2000 }) ?? true {
            best = mix
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
