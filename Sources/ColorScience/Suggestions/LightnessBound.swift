/// How close to a color any candidate can be, by CIEDE2000, when the candidates that pass are
/// known by their WCAG relative luminance alone — an opaque color over opaque backgrounds:
/// every passing candidate is at most ``darkest`` or at least ``lightest``. A search uses it
/// to leave out a side that cannot hold anything nearer than what it has.
///
/// **Why it is a bound.** CIEDE2000 is at least its lightness term, |ΔL′| / S_L: the chroma
/// and hue terms with the rotation term form a quadratic that is never negative, since
/// |R_T| ≤ 2 (Sharma, Wu, Dalal 2005, eqs. 17–22). L* follows the D50 luminance Y of the
/// profile connection space, whose weights of the linear channels are not WCAG's (Little
/// CMS's sRGB profile adapts the D65 primaries by Bradford), so the least Y a color with WCAG
/// luminance ≥ `B` can have is a small linear program over the linear-RGB cube, solved by
/// filling the channels in order of their ratio of the two weights. And |ΔL′| / S_L(L̄) grows
/// with the distance between the two lightnesses (S_L's slope is below 0.0152 where L is in
/// 0…100, so the quotient's derivative stays positive): the bound is at the nearest lightness.
struct LightnessBound {
    /// The WCAG luminance below which (inclusive) a darker candidate may pass; negative when
    /// none can.
    let darkest: Double
    /// The WCAG luminance above which (inclusive) a lighter candidate may pass; above 1 when
    /// none can.
    let lightest: Double

    /// The least CIEDE2000 from `original` (its Lab) to any color on the dark side (`lighter`
    /// false) or the light side, `.infinity` when the side is empty; a little under the true
    /// least (Little CMS's Lab is computed in 32-bit floats), never over.
    func deltaE(from original: LabD50, lighter: Bool, weights: (red: Double, green: Double, blue: Double)) -> Double {
        let wcag = [RelativeLuminance.redWeight, RelativeLuminance.greenWeight, RelativeLuminance.blueWeight]
        let pcs = [weights.red, weights.green, weights.blue]
        // Channels by the PCS luminance each buys per unit of WCAG luminance: the cheapest first
        // to reach `lightest` with the least PCS luminance, the dearest first to stay under
        // `darkest` with the most.
        let order = [0, 1, 2].sorted { pcs[$0] / wcag[$0] < pcs[$1] / wcag[$1] }
        var y = 0.0
        if lighter {
            guard lightest <= 1 else { return .infinity }
            var remaining = lightest
            for channel in order where remaining > 0 {
                let x = min(1, remaining / wcag[channel])
                y += pcs[channel] * x
                remaining -= wcag[channel] * x
            }
        } else {
            guard darkest >= 0 else { return .infinity }
            var remaining = darkest
            for channel in order.reversed() where remaining > 0 {
                let x = min(1, remaining / wcag[channel])
                y += pcs[channel] * x
                remaining -= wcag[channel] * x
            }
        }
        let nearest = Self.lightness(ofLuminance: y)
        let gap = lighter ? nearest - original.l : original.l - nearest
        // Little CMS's L carries about 1e-5 of float error; the margin keeps the bound under.
        guard gap > 1e-3 else { return 0 }
        let mean = (nearest + original.l) / 2 - 50
        let sL = 1 + 0.015 * mean * mean / (20 + mean * mean).squareRoot()
        return (gap - 1e-3) / sL
    }

    /// CIE L* of a luminance relative to a white of Y = 1 (CIE 15).
    static func lightness(ofLuminance y: Double) -> Double { 116 * EightBitLab.f(y) - 16 }

    /// The bound for an opaque candidate that must pass every `(luminance, minimum)` — each a
    /// background's WCAG luminance and the ratio needed over it — when `original`'s luminance
    /// fails: the failing range of luminance around it, widened by a rounding's worth so that
    /// no passing color falls inside.
    init?(originalLuminance: Double, backgrounds: [(luminance: Double, minimum: Double)]) {
        // Each background fails the luminances strictly between its two thresholds; the
        // union's piece that holds the original's luminance is where nothing passes.
        let ranges = backgrounds.map { background in
            ((background.luminance + 0.05) / background.minimum - 0.05, background.minimum * (background.luminance + 0.05) - 0.05)
        }
        var (low, high) = (originalLuminance, originalLuminance)
        var grown = true
        while grown {
            grown = false
            for (from, to) in ranges where from < high && to > low && (from < low || to > high) {
                (low, high, grown) = (min(low, from), max(high, to), true)
            }
        }
        guard low < originalLuminance || high > originalLuminance else { return nil }
        darkest = low + 1e-9
        lightest = high - 1e-9
    }
}
