/// The contrast of one foreground over one background (optionally lying on an opaque base),
/// as one value: the colors as given, the colors as they are seen, and the WCAG 2.2 ratio.
///
/// This is the single place where a pair's contrast is computed: the audit, the command
/// line, the test assertions and ``WCAG/contrastRatio(of:over:)`` all go through it.
///
/// The data path, each step at full precision (no rounding to 8 bits):
///
/// 1. a translucent background is composited over the opaque `base` beneath it
///    (``SRGB/composited(over:)``, source-over in gamma-encoded sRGB), giving
///    ``seenBackground``;
/// 2. a translucent foreground is composited over ``seenBackground``, giving
///    ``seenForeground``;
/// 3. ``ratio`` is the WCAG 2.2 contrast ratio of the two seen colors' relative luminances
///    (``WCAG/contrastRatio(luminance:_:)``).
///
/// ```swift
/// let contrast = try ContrastMeasurement(of: hint, over: card, on: page)
/// contrast.ratio                 // 4.61…
/// contrast.seenForeground.hex    // what the eye gets
/// ```
///
/// Another metric (see ``ContrastMetric``) reads the seen colors from the same value.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The foreground as given (its alpha included).
    public let foreground: SRGB
    /// The background as given.
    public let background: SRGB
    /// The opaque surface beneath a translucent background, when one was given.
    public let base: SRGB?
    /// The background as seen: ``background`` composited over ``base``; always opaque.
    public let seenBackground: SRGB
    /// The foreground as seen: ``foreground`` composited over ``seenBackground``; always opaque.
    public let seenForeground: SRGB
    /// The WCAG 2.2 contrast ratio of ``seenForeground`` and ``seenBackground``, unrounded.
    public let ratio: Double

    /// Measures `foreground` drawn over `background`, which lies on `base` when it is
    /// translucent.
    ///
    /// - Throws: ``ContrastError/translucentBackground(_:)`` when the background is
    ///   translucent and no base is given, or when a base is given that is translucent: what
    ///   shows through is unknown.
    @inlinable
    public init(of foreground: SRGB, over background: SRGB, on base: SRGB? = nil) throws(ContrastError) {
        let seenBackground = try Self.seen(background, on: base)
        self.init(
            foreground: foreground, background: background, base: base, seenBackground: seenBackground,
            backgroundLuminance: seenBackground.relativeLuminance, foregroundLuminance: nil)
    }

    /// Measures a pair whose colors' relative luminances are already known (a measured
    /// palette computes them once per color): the same result as ``init(of:over:on:)``
    /// without recomputing them. `foregroundLuminance` is used only when the foreground is
    /// opaque; a translucent one is composited and measured.
    ///
    /// - Throws: ``ContrastError/translucentBackground(_:)`` when the background is translucent.
    @inlinable
    public init(
        of foreground: SRGB, luminance foregroundLuminance: Double, over background: SRGB, luminance backgroundLuminance: Double
    ) throws(ContrastError) {
        guard background.isOpaque else { throw ContrastError.translucentBackground(background) }
        self.init(
            foreground: foreground, background: background, base: nil, seenBackground: background,
            backgroundLuminance: backgroundLuminance, foregroundLuminance: foregroundLuminance)
    }

    /// A measurement recorded elsewhere (read back from a report): the values are taken as
    /// they are, not recomputed. Without a `base`, the background is taken as seen.
    public init(
        recordedForeground foreground: SRGB, background: SRGB, base: SRGB? = nil, seenBackground: SRGB? = nil,
        seenForeground: SRGB, ratio: Double
    ) {
        self.foreground = foreground
        self.background = background
        self.base = base
        self.seenBackground = seenBackground ?? background
        self.seenForeground = seenForeground
        self.ratio = ratio
    }

    @inlinable
    init(
        foreground: SRGB, background: SRGB, base: SRGB?, seenBackground: SRGB, backgroundLuminance: Double,
        foregroundLuminance: Double?
    ) {
        let seenForeground = foreground.composited(over: seenBackground)
        let luminance = foreground.isOpaque
            ? (foregroundLuminance ?? seenForeground.relativeLuminance)
            : RelativeLuminance.luminanceOfComposite(seenForeground)
        self.foreground = foreground
        self.background = background
        self.base = base
        self.seenBackground = seenBackground
        self.seenForeground = seenForeground
        ratio = WCAG.contrastRatio(luminance: luminance, backgroundLuminance)
    }

    /// The background as seen: itself when opaque, else composited over an opaque base.
    @inlinable
    static func seen(_ background: SRGB, on base: SRGB?) throws(ContrastError) -> SRGB {
        if let base, !base.isOpaque { throw ContrastError.translucentBackground(base) }
        if background.isOpaque { return background }
        guard let base else { throw ContrastError.translucentBackground(background) }
        return background.composited(over: base)
    }
}
