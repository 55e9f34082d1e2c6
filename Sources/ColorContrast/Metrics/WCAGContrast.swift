/// WCAG 2.2 contrast ratio (Understanding SC 1.4.3, "contrast ratio"):
///
///     (L1 + 0.05) / (L2 + 0.05)
///
/// where L1 is the relative luminance of the lighter color and L2 of the darker. The ratio
/// runs from 1 (no contrast) to 21 (black on white) and is never rounded here: `#777777` on
/// white is 4.478…, which fails the 4.5 of SC 1.4.3, even though it would print as "4.5".
///
/// ```swift
/// let ratio = try WCAG.contrastRatio(of: text, over: background)
/// let check = ContrastRequirement.minimumNormalText.check(ratio)
/// ```
///
/// **Mathematical properties**
/// - Symmetric in its two luminances; the foreground/background labels matter only because
///   a translucent foreground is composited over the background first.
/// - `1 ≤ ratio ≤ 21` for luminances in `0...1`.
public enum WCAG {
    /// The flare term added to both luminances (WCAG 2.2).
    public static let flare = 0.05

    /// The contrast ratio of two relative luminances, in either order.
    @inlinable
    public static func contrastRatio(luminance first: Double, _ second: Double) -> Double {
        contrastRatio(flaredLuminance: first + flare, second + flare)
    }

    /// The contrast ratio of two luminances that already include the ``flare`` term
    /// (`L + 0.05`), in either order: for tables that add it once per color
    /// (`ContrastMatrix`) instead of once per pair.
    @inlinable
    public static func contrastRatio(flaredLuminance first: Double, _ second: Double) -> Double {
        // The order chosen by selects rather than a branch: which color is lighter is as good
        // as random across a palette's pairs, so a branch would be mispredicted about half
        // the time.
        let lighter = first > second ? first : second
        let darker = first > second ? second : first
        return lighter / darker
    }

    /// The contrast ratio of `foreground` drawn over an opaque `background`: the
    /// ``ContrastMeasurement/ratio`` of the pair.
    ///
    /// A translucent foreground is first composited over the background (source-over in
    /// gamma-encoded sRGB, full precision), which is how it is seen.
    ///
    /// - Throws: ``ContrastError/translucentBackground(_:)`` if `background` is not opaque:
    ///   what shows through it is unknown. Composite it over the surface beneath it
    ///   (``contrastRatio(of:over:on:)``).
    ///
    /// The steps are ``ContrastMeasurement``'s, without building one, and the result is the
    /// same to the last bit (a test compares them). Two opaque colors skip compositing, which
    /// would give the foreground back unchanged.
    @inlinable @inline(__always)
    public static func contrastRatio(of foreground: SRGB, over background: SRGB) throws(ContrastError) -> Double {
        if foreground.isOpaque, background.isOpaque {
            return contrastRatio(luminance: foreground.relativeLuminance, background.relativeLuminance)
        }
        return try contrastRatio(compositing: foreground, over: background)
    }

    /// The translucent case of ``contrastRatio(of:over:)``: the measurement's steps without
    /// building the measurement, out of line so that the opaque path inlines small.
    @usableFromInline @inline(never)
    static func contrastRatio(compositing foreground: SRGB, over background: SRGB) throws(ContrastError) -> Double {
        guard background.isOpaque else { throw ContrastError.translucentBackground(background) }
        // The background first: its table lookups then overlap the composite's arithmetic.
        let backgroundLuminance = background.relativeLuminance
        let seen = foreground.composited(overOpaque: background)
        return contrastRatio(luminance: RelativeLuminance.luminanceOfComposite(seen), backgroundLuminance)
    }

    /// The contrast ratio of `foreground` over a translucent `background` that itself lies
    /// on an opaque `base`: the background is composited over the base, then the foreground
    /// over that.
    ///
    /// - Throws: ``ContrastError/translucentBackground(_:)`` if `base` is not opaque.
    @inlinable
    public static func contrastRatio(of foreground: SRGB, over background: SRGB, on base: SRGB) throws(ContrastError) -> Double {
        try ContrastMeasurement(of: foreground, over: background, on: base).ratio
    }
}

/// A contrast that cannot be computed as asked.
public enum ContrastError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The color underneath is translucent, so what it looks like depends on what lies
    /// beneath it.
    case translucentBackground(SRGB)

    public var description: String {
        switch self {
        case .translucentBackground(let color):
            return "the background \(color.hex) is translucent (alpha \(color.alpha)); "
                + "composite it over the opaque surface beneath it first"
        }
    }
}
