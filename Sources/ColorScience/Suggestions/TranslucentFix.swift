/// Fixes for a translucent foreground that change its alpha — what a designer does with a
/// secondary label or a separator that is too faint: the nearest passing color at the same
/// alpha (``ContrastSuggestion``) may not exist, while more opacity, or a solid color, does.
///
/// ```swift
/// // UIKit's tertiaryLabel (60, 60, 67 at 30 %) on white is 1.74:1; 4.5:1 needs 70 % (179/255).
/// let fix = try TranslucentFix.search(for: tertiary, over: .white, minimum: 4.5)
/// fix?.alphaColor   // the same color at the smallest 8-bit alpha that passes
/// fix?.opaque       // the nearest opaque color to the one seen that passes
/// ```
///
/// - ``alphaColor``: the foreground's own color at the smallest 8-bit alpha above its own
///   that passes (alpha steps of 1/255, as its hex prints them; each verdict exact).
/// - ``opaque``: the nearest opaque color that passes, by CIEDE2000 from the color *seen* —
///   the translucent foreground composited over its background — found by the same search
///   as ``ContrastSuggestion`` (every seen color is an opaque color, so when none passes, no
///   alpha of any color does).
public struct TranslucentFix: Hashable, Sendable {
    /// The foreground's color at the smallest alpha (a multiple of 1/255) that passes; `nil`
    /// when none up to opaque does.
    public let alphaColor: SRGB?
    /// The ratio of ``alphaColor``.
    public let alphaRatio: Double?
    /// The nearest opaque passing color to the color seen, with its ratio and ΔE00 from the
    /// color seen; `nil` when no sRGB color passes.
    public let opaque: ContrastSuggestion?

    public init(alphaColor: SRGB?, alphaRatio: Double?, opaque: ContrastSuggestion?) {
        self.alphaColor = alphaColor
        self.alphaRatio = alphaRatio
        self.opaque = opaque
    }

    /// The fixes for a translucent `foreground` drawn over `background` (on `base` when the
    /// background is translucent), or `nil` when the foreground is opaque or the pair passes.
    ///
    /// - Throws: `ContrastError` when the background (or base) is translucent with nothing
    ///   opaque beneath; ``LittleCMSError`` when Little CMS fails.
    public static func search(for foreground: SRGB, over background: SRGB, on base: SRGB? = nil, minimum: Double) throws -> TranslucentFix? {
        guard !foreground.isOpaque else { return nil }
        let measured = try ContrastMeasurement(of: foreground, over: background, on: base)
        guard measured.ratio < minimum else { return nil }
        var alphaColor: SRGB?, alphaRatio: Double?
        let own = Int((foreground.alpha * 255).rounded())
        if own < 255 {
            for alpha8 in (own + 1)...255 {
                let candidate = foreground.withAlphaReplaced(by: Double(alpha8) / 255)
                let ratio = try ContrastMeasurement(of: candidate, over: measured.seenBackground).ratio
                if ratio >= minimum {
                    (alphaColor, alphaRatio) = (candidate, ratio)
                    break
                }
            }
        }
        let opaque = try ContrastSuggestion.nearest(to: measured.seenForeground, over: measured.seenBackground, minimum: minimum)
        return TranslucentFix(alphaColor: alphaColor, alphaRatio: alphaRatio, opaque: opaque)
    }

    /// A translucent `foreground`'s own color at the smallest 8-bit alpha above its own that
    /// passes every constraint at once — a color used over several backgrounds — or `nil` when
    /// the foreground is opaque, already passes them all, or no alpha up to opaque does.
    ///
    /// - Parameters:
    ///   - foreground: The translucent color.
    ///   - constraints: The backgrounds it is drawn over (each on its base when translucent)
    ///     and the minimum ratio over each.
    /// - Throws: `ContrastError` when a background (or base) is translucent with nothing opaque
    ///   beneath.
    public static func smallestAlpha(for foreground: SRGB, meeting constraints: [ContrastSuggestion.Constraint]) throws -> SRGB? {
        guard !foreground.isOpaque, !constraints.isEmpty else { return nil }
        func passes(_ candidate: SRGB) throws -> Bool {
            try constraints.allSatisfy { constraint throws in
                try ContrastMeasurement(of: candidate, over: constraint.background, on: constraint.base).ratio >= constraint.minimum
            }
        }
        guard try !passes(foreground) else { return nil }
        let own = Int((foreground.alpha * 255).rounded())
        guard own < 255 else { return nil }
        for alpha8 in (own + 1)...255 {
            let candidate = foreground.withAlphaReplaced(by: Double(alpha8) / 255)
            if try passes(candidate) { return candidate }
        }
        return nil
    }
}
