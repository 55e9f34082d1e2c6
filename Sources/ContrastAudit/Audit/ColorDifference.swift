import AdaptedSystemUI
import ColorScience

/// How much a color changes between its light and dark variants: CIEDE2000 on Little CMS
/// Lab (D50), with its lightness, chroma and hue parts, so a designer can see whether a
/// brand color keeps its hue in dark mode.
///
/// Lab describes a variant's own components; alpha is not part of it and is reported beside.
public struct ColorDifference: Hashable, Sendable, Codable {
    /// The color's name.
    public let color: String
    /// The light cell; ``to`` is the same level and contrast in dark. Written by key.
    public let from: Appearance
    public let to: Appearance
    public let fromHex: String
    public let toHex: String
    /// ΔE00 (kL = kC = kH = 1).
    public let deltaE2000: Double
    /// ΔL′: positive when the dark variant is lighter.
    public let deltaLightness: Double
    /// ΔC′: positive when the dark variant is more chromatic.
    public let deltaChroma: Double
    /// ΔH′, the hue difference in ΔE units.
    public let deltaHue: Double
    /// The change of hue angle h_ab in degrees, `−180...180`; `nil` when either variant is
    /// nearly neutral (C*ab < 5), where hue has no meaning.
    public let hueAngleShift: Double?
    public let fromAlpha: Double
    public let toAlpha: Double

    /// Chroma below which a hue angle is not reported.
    public static let neutralChroma = 5.0

    init(color: MeasuredColor, from: Appearance, to: Appearance) {
        let light = color.resolved(for: from)
        let dark = color.resolved(for: to)
        let parts = DeltaE2000.components(light.lab, dark.lab)
        self.color = color.name
        self.from = from
        self.to = to
        fromHex = light.color.hexRGBA
        toHex = dark.color.hexRGBA
        deltaE2000 = parts.deltaE
        deltaLightness = parts.deltaLPrime
        deltaChroma = parts.deltaCPrime
        deltaHue = parts.deltaHPrime
        let (lightLCh, darkLCh) = (light.lab.lch, dark.lab.lch)
        if lightLCh.c >= Self.neutralChroma, darkLCh.c >= Self.neutralChroma {
            var shift = darkLCh.h - lightLCh.h
            if shift > 180 { shift -= 360 } else if shift < -180 { shift += 360 }
            hueAngleShift = shift
        } else {
            hueAngleShift = nil
        }
        fromAlpha = light.color.alpha
        toAlpha = dark.color.alpha
    }
}
