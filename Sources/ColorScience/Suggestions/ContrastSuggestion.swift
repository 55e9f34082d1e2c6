/// The smallest change to one color of a pair that makes the pair meet a contrast minimum:
/// the passing color nearest to the original by CIEDE2000, inside sRGB, judged by the exact
/// WCAG verdict of the 8-bit hex it prints.
///
/// ```swift
/// let fix = try ContrastSuggestion.nearest(to: gray, over: .white, minimum: 4.5)
/// fix?.color.hex        // "#767676": the first gray at or above 4.5:1, ΔE00 ≈ 0.4
/// ```
///
/// **The search.** Contrast depends on luminance, and CIELAB's L* is luminance on a scale the
/// eye judges evenly: the nearest passing color is, nearly always, the original made darker or
/// lighter by just enough. So the search walks *ways* out from the original and finds where
/// each first passes: darker and lighter at the original's hue (toward L* 0 and 100, each point
/// converted from Lab to sRGB by Little CMS), its chroma brought inside sRGB where the gamut is
/// narrower there either by reducing it — the shape of CSS Color 4's gamut mapping — or by
/// clipping each channel, which keeps more of it near the gamut's edge. When the verdict depends
/// on the candidate's own luminance alone (an opaque color over opaque backgrounds, or a
/// background under an opaque color), the luminances that pass are computed first — over one
/// background a half-line each way, over several an interval or two (a mid gray meets 4.5:1
/// over white and over black, where neither black nor white does) — and each way is bisected
/// toward the nearest edge. Otherwise (a translucent color, whose color seen mixes with what is
/// under it) the verdict itself is bisected from the first of 8 points along the way that
/// passes, and the ways include straight mixes in the 26 directions of the sRGB cube (each
/// channel toward 0, kept, or toward 1), where such a color's contrast may be greatest. The
/// nearest first passing point, and any other within ``tolerance`` of the best found, is
/// rounded to 8 bits and judged exactly (a failing one replaced by its nearest passing
/// neighbor, or by a point a little further on), then moved to its nearest passing neighbor 8, 4,
/// 2 and then 1 steps away in each channel while one is nearer to the original.
///
/// **How near.** Every suggestion passes the exact verdict of its 8-bit hex; a passing pair
/// gets none (`nil`), and so does a pair no color at the foreground's alpha can fix. Against
/// the nearest passing color found by trying all 2^24 colors (`Tests/SuggestionOracle`, run by
/// hand), a suggestion is within ``tolerance`` — 1 ΔE00, about the smallest difference a
/// person sees — where that nearest lies within ``meaningfulDistance``; the measured gaps are
/// in the ColorScience documentation.
public struct ContrastSuggestion: Hashable, Sendable {
    /// The suggested color (the original's alpha kept, as 8 bits: what its hex prints).
    public let color: SRGB
    /// Its contrast ratio in the pair (with several backgrounds, the one with the least
    /// headroom over its minimum).
    public let ratio: Double
    /// CIEDE2000 from the original color (Lab of their own components).
    public let deltaE2000: Double

    /// How much farther from the original than the nearest passing color a suggestion may be,
    /// in ΔE00 — about the smallest color difference a person sees — where that nearest lies
    /// within ``meaningfulDistance``.
    public static let tolerance = 1.0
    /// The distance up to which nearest-by-CIEDE2000 is promised: the formula was fitted to
    /// small and medium differences; beyond 20 units a suggestion is a different color, and
    /// only the other promises hold.
    public static let meaningfulDistance = 20.0

    public init(color: SRGB, ratio: Double, deltaE2000: Double) {
        self.color = color
        self.ratio = ratio
        self.deltaE2000 = deltaE2000
    }

    /// The nearest passing replacement for `foreground` drawn over `background` (lying on
    /// `base` when translucent), or `nil` when the pair already passes or no sRGB color at the
    /// foreground's alpha reaches the minimum (a mid-gray background and 7:1).
    ///
    /// - Throws: `ContrastError` when the background (or base) is translucent with nothing
    ///   opaque beneath; ``LittleCMSError`` when Little CMS fails.
    public static func nearest(
        to foreground: SRGB, over background: SRGB, on base: SRGB? = nil, minimum: Double
    ) throws -> ContrastSuggestion? {
        try nearest(to: foreground, meeting: [Constraint(background: background, base: base, minimum: minimum)])
    }

    /// The nearest passing replacement for `background` under `foreground` (an opaque
    /// background; a translucent foreground is composited over each candidate), or `nil`.
    ///
    /// Under a translucent foreground the color seen moves with the background, so the
    /// verdict is bisected itself; under an opaque one it depends on the background's
    /// luminance alone.
    public static func nearest(background: SRGB, under foreground: SRGB, minimum: Double) throws -> ContrastSuggestion? {
        func ratio(_ candidate: SRGB) throws(ContrastError) -> Double { try ContrastMeasurement(of: foreground, over: candidate).ratio }
        guard try ratio(background) < minimum else { return nil }
        let luminances = foreground.isOpaque ? passingLuminances([(foreground.relativeLuminance, minimum)]) : nil
        guard let found = try search(original: background.withAlphaOne, luminances: luminances, score: { candidate throws(ContrastError) in
            score(try ratio(candidate), minimum)
        }) else { return nil }
        return ContrastSuggestion(color: found.color, ratio: try ratio(found.color), deltaE2000: found.deltaE2000)
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
    /// at its alpha does. Over a light and a dark background the passing colors may lie
    /// between the two, in an interval of luminance: the search finds it.
    /// The suggestion's ``ratio`` is the one with the least headroom over its minimum.
    ///
    /// `answers` are suggestions already found for `foreground` over some of the constraints
    /// alone (``nearest(to:over:on:minimum:)``, as an audit's findings hold them). The nearest
    /// of them that meets every constraint is the answer, and nothing is searched: a color
    /// nearest among those that pass one constraint, which also passes the others, is nearest
    /// among those that pass them all (their passing set lies inside the one constraint's).
    /// Answers at another alpha than the foreground's are not used.
    ///
    /// - Throws: `ContrastError` when a background (or base) is translucent with nothing
    ///   opaque beneath; ``LittleCMSError`` when Little CMS fails.
    public static func nearest(
        to foreground: SRGB, meeting constraints: [Constraint], answers: [ContrastSuggestion] = []
    ) throws -> ContrastSuggestion? {
        guard !constraints.isEmpty else { return nil }
        // Each background as seen and its luminance, measured once.
        let seen = try constraints.map { constraint throws(ContrastError) in
            let color = try ContrastMeasurement(of: .black, over: constraint.background, on: constraint.base).seenBackground
            return (color: color, luminance: color.relativeLuminance, minimum: constraint.minimum)
        }
        func measure(_ candidate: SRGB) throws(ContrastError) -> (score: Double, ratio: Double) {
            var worst = (score: Double.infinity, ratio: Double.infinity)
            let luminance = candidate.isOpaque ? candidate.relativeLuminance : nil
            for background in seen {
                let ratio = if let luminance {
                    WCAG.contrastRatio(luminance: luminance, background.luminance)
                } else {
                    try ContrastMeasurement(of: candidate, luminance: 0, over: background.color, luminance: background.luminance).ratio
                }
                let score = score(ratio, background.minimum)
                if score < worst.score { worst = (score, ratio) }
            }
            return worst
        }
        guard try measure(foreground).score < 1 else { return nil }
        let alpha8 = UInt8((foreground.alpha * 255).rounded())
        var nearestAnswer: ContrastSuggestion?
        for answer in answers where UInt8((answer.color.alpha * 255).rounded()) == alpha8 {
            guard nearestAnswer.map({ answer.deltaE2000 < $0.deltaE2000 }) ?? true else { continue }
            let measured = try measure(answer.color)
            if measured.score >= 1 { nearestAnswer = ContrastSuggestion(color: answer.color, ratio: measured.ratio, deltaE2000: answer.deltaE2000) }
        }
        if let nearestAnswer { return nearestAnswer }
        let luminances = foreground.isOpaque ? passingLuminances(seen.map { ($0.luminance, $0.minimum) }) : nil
        guard let found = try search(original: foreground, luminances: luminances, score: { candidate throws(ContrastError) in
            try measure(candidate).score
        }) else { return nil }
        return ContrastSuggestion(color: found.color, ratio: try measure(found.color).ratio, deltaE2000: found.deltaE2000)
    }

    /// A ratio over its minimum: at least 1 exactly when the ratio meets it (a quotient could
    /// round up to 1 from a ratio a hair under).
    static func score(_ ratio: Double, _ minimum: Double) -> Double {
        ratio >= minimum ? max(1, ratio / minimum) : min(1.0.nextDown, ratio / minimum)
    }

    /// The relative luminances an opaque color can have and meet every minimum over a
    /// background of the given luminance: WCAG's ratio `(L1 + 0.05) / (L2 + 0.05)` met by
    /// being darker than the background by the ratio, or lighter. In increasing order.
    static func passingLuminances(_ backgrounds: [(luminance: Double, minimum: Double)]) -> [ClosedRange<Double>] {
        var passing: [(low: Double, high: Double)] = [(0, 1)]
        for (luminance, minimum) in backgrounds {
            let darker = (low: 0.0, high: (luminance + 0.05) / minimum - 0.05)
            let lighter = (low: minimum * (luminance + 0.05) - 0.05, high: 1.0)
            passing = passing.flatMap { range in
                [darker, lighter].map { (low: max(range.low, $0.low), high: min(range.high, $0.high)) }.filter { $0.low <= $0.high }
            }
        }
        return passing.sorted { $0.low < $1.low }.map { $0.low...$0.high }
    }

    /// The nearest color to `original`, at its alpha (as 8 bits), whose `score` is at least 1
    /// (the type's documentation, *The search*). `luminances`: the relative luminances that
    /// pass, when the score depends on the candidate's luminance alone.
    static func search(
        original: SRGB, luminances: [ClosedRange<Double>]?, score: (SRGB) throws(ContrastError) -> Double
    ) throws -> (color: SRGB, deltaE2000: Double)? {
        let toLab = try LabConverter.shared(), fromLab = try ColorSpaceConverter.labD50()
        let alpha8 = UInt8((original.alpha * 255).rounded())
        let start = toLab.lab(of: original)
        let startLuminance = original.relativeLuminance

        /// A way from the original: lighter or darker (toward L* 100 or 0) keeping its hue, the
        /// chroma brought inside sRGB by reducing it or by clipping each channel; or a straight
        /// mix toward a point of the cube's surface (each channel at 0, kept, or at 1).
        enum Way { case lightness(end: Double, clipped: Bool), mix(toward: SRGB) }
        /// The point `t` of the way along (0 the original, 1 its end).
        func point(_ way: Way, _ t: Double) throws -> SRGB {
            let alpha = Double(alpha8) / 255
            switch way {
            case .mix(let corner):
                func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * t }
                return SRGB(uncheckedRed: mix(original.red, corner.red), green: mix(original.green, corner.green), blue: mix(original.blue, corner.blue), alpha: alpha)
            case .lightness(let end, let clipped):
                let l = start.l + (end - start.l) * t
                func converted(_ scale: Double) throws -> ColorSpaceConverter.UnclippedSRGB { try fromLab.srgb(l, start.a * scale, start.b * scale) }
                var inside = try converted(1)
                // Little CMS computes in 32-bit floats: one step above 1 is 1.2e-7.
                if !clipped, !inside.isInGamut(tolerance: 1e-5) {
                    var (low, high) = (0.0, 1.0)
                    inside = try converted(0)
                    for _ in 0..<6 {
                        let middle = (low + high) / 2
                        let candidate = try converted(middle)
                        if candidate.isInGamut(tolerance: 1e-5) { (low, inside) = (middle, candidate) } else { high = middle }
                    }
                }
                return try inside.clipped(alpha: alpha)
            }
        }
        func eightBit(_ color: SRGB) -> SRGB {
            func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
            return SRGB(red8: byte(color.red), green8: byte(color.green), blue8: byte(color.blue), alpha8: alpha8)
        }
        /// The nearest to the original of `color` (8 bits) and its 26 neighbors `step` away in
        /// each channel (or not moved in it) that pass.
        func nearestPassing(around color: SRGB, step: Int = 1) throws -> (color: SRGB, deltaE2000: Double)? {
            let (r, g, b) = (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
            return try withUnsafeTemporaryAllocation(of: SRGB.self, capacity: 27) { candidates throws -> (color: SRGB, deltaE2000: Double)? in
                var count = 0
                for red in stride(from: r - step, through: r + step, by: step) where (0...255).contains(red) {
                    for green in stride(from: g - step, through: g + step, by: step) where (0...255).contains(green) {
                        for blue in stride(from: b - step, through: b + step, by: step) where (0...255).contains(blue) {
                            let candidate = SRGB(red8: UInt8(red), green8: UInt8(green), blue8: UInt8(blue), alpha8: alpha8)
                            guard try score(candidate) >= 1 else { continue }
                            candidates[count] = candidate
                            count += 1
                        }
                    }
                }
                guard count > 0 else { return nil }
                return withUnsafeTemporaryAllocation(of: LabD50.self, capacity: count) { labs in
                    toLab.convert(UnsafeBufferPointer(rebasing: candidates[..<count]), into: labs)
                    var best = (color: candidates[0], deltaE2000: Double.infinity)
                    for index in 0..<count {
                        let distance = DeltaE2000.difference(start, labs[index])
                        if distance < best.deltaE2000 { best = (candidates[index], distance) }
                    }
                    return best
                }
            }
        }

        // Each way's first passing point, and how far it lies from the original. A verdict set
        // by luminance alone is met first at the edge of the passing luminances nearest the
        // original's, each way (it bisects toward that edge); any other verdict is bisected
        // itself, from the first of 8 points along the way that passes — over the cube's
        // corners too, where a translucent color's contrast can be greatest.
        var ways: [Way] = [.lightness(end: 0, clipped: false), .lightness(end: 100, clipped: false), .lightness(end: 0, clipped: true), .lightness(end: 100, clipped: true)]
        if luminances == nil {
            // Each channel toward 0, kept, or toward 1: the 26 directions of the cube.
            for direction in 0..<27 where direction != 13 {
                func channel(_ value: Double, _ way: Int) -> Double { way == 0 ? 0 : way == 1 ? value : 1 }
                ways.append(.mix(toward: SRGB(
                    uncheckedRed: channel(original.red, direction % 3), green: channel(original.green, direction / 3 % 3),
                    blue: channel(original.blue, direction / 9), alpha: 1)))
            }
        }
        var reachedPoints: [(way: Way, t: Double, deltaE2000: Double)] = []
        for way in ways {
            var edge: Double?
            if let luminances, case .lightness(let end, _) = way {
                let edges = end == 0
                    ? luminances.map(\.upperBound).filter { $0 < startLuminance } : luminances.map(\.lowerBound).filter { $0 > startLuminance }
                guard let nearest = end == 0 ? edges.max() : edges.min() else { continue }
                edge = nearest
            }
            func reached(_ color: SRGB) throws -> Bool {
                guard let edge else { return try score(color) >= 1 }
                return edge < startLuminance ? color.relativeLuminance <= edge : color.relativeLuminance >= edge
            }
            let samples = edge == nil ? 8 : 1
            var failing = 0.0, passing: Double?
            for index in 1...samples {
                let t = Double(index) / Double(samples)
                if try reached(point(way, t)) {
                    passing = t
                    break
                }
                failing = t
            }
            guard var passing else { continue }
            // To 1/256 of the way, about an 8-bit step: the steps below go on from there.
            for _ in 0..<8 {
                let middle = (failing + passing) / 2
                if try reached(point(way, middle)) { passing = middle } else { failing = middle }
            }
            reachedPoints.append((way, passing, DeltaE2000.difference(start, toLab.lab(of: try point(way, passing)))))
        }
        var best: (color: SRGB, deltaE2000: Double)?
        var refined = Set<SRGB>()
        // The nearest first; the others only while they may come within the tolerance (and once
        // for ways that meet at one 8-bit color, as both lightness ways do inside the gamut).
        for reached in reachedPoints.sorted(by: { $0.deltaE2000 < $1.deltaE2000 }) {
            if let best, reached.deltaE2000 > best.deltaE2000 + Self.tolerance { break }
            var t = reached.t
            let rounded = eightBit(try point(reached.way, t))
            guard refined.insert(rounded).inserted else { continue }
            // To 8 bits, judged exactly: a little further on while neither the rounded point
            // nor a neighbor passes (a narrow interval of luminance, or rounding at its edge).
            var found = try nearestPassing(around: rounded)
            while found == nil, t < 1 {
                t = min(1, t + 1.0 / 400)
                found = try nearestPassing(around: eightBit(point(reached.way, t)))
            }
            // Then downhill: to the nearest passing neighbor 8 steps away while one is nearer,
            // then 4, 2 and 1 (a pattern search).
            for step in [8, 4, 2, 1] {
                while let here = found, let nearer = try nearestPassing(around: here.color, step: step), nearer.deltaE2000 < here.deltaE2000 {
                    found = nearer
                }
            }
            if let found, best.map({ found.deltaE2000 < $0.deltaE2000 }) ?? true { best = found }
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
