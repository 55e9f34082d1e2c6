extension SRGB {
    /// This color drawn over `backdrop` with the "source-over" operator (W3C Compositing and
    /// Blending Level 1, §5.1, simple alpha compositing), computed on gamma-encoded sRGB
    /// components as browsers and axe-core do, at full precision (no rounding to 8 bits):
    ///
    ///     αo = αs + αb (1 − αs)
    ///     Co = (Cs αs + Cb αb (1 − αs)) / αo
    ///
    /// Over an opaque backdrop the result is opaque and `Co = Cs αs + Cb (1 − αs)`.
    /// When both are fully transparent the result is transparent black.
    ///
    /// **Mathematical properties**
    /// - An opaque color composited over anything is itself.
    /// - Anything composited over a backdrop with a transparent color is the backdrop.
    /// - Associative: `a.composited(over: b.composited(over: c))` equals
    ///   `a.composited(over: b).composited(over: c)` up to rounding.
    @inlinable
    public func composited(over backdrop: SRGB) -> SRGB {
        if alpha == 1 { return self }
        if backdrop.alpha == 1 { return composited(overOpaque: backdrop) }
        let backdropWeight = backdrop.alpha * (1 - alpha)
        let outAlpha = alpha + backdropWeight
        guard outAlpha > 0 else { return SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0) }
        @inline(__always) func mix(_ source: Double, _ back: Double) -> Double {
            // min/max only absorb rounding a hair outside 0...1; the formula is a convex combination.
            Swift.min(1, Swift.max(0, (source * alpha + back * backdropWeight) / outAlpha))
        }
        return SRGB(
            uncheckedRed: mix(red, backdrop.red), green: mix(green, backdrop.green),
            blue: mix(blue, backdrop.blue), alpha: Swift.min(1, outAlpha))
    }

    /// ``composited(over:)`` for an opaque backdrop: `αo = 1`, so no division; `min` only
    /// absorbs a rounding step above 1. Always inlined, for the contrast hot path.
    @inlinable @inline(__always)
    func composited(overOpaque backdrop: SRGB) -> SRGB {
        let keep = 1 - alpha
        return SRGB(
            uncheckedRed: Swift.min(1, red * alpha + backdrop.red * keep),
            green: Swift.min(1, green * alpha + backdrop.green * keep),
            blue: Swift.min(1, blue * alpha + backdrop.blue * keep), alpha: 1)
    }
}
