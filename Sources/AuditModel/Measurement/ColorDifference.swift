import AdaptedSystemUI
import ColorScience

/// How much a color changes between its light and dark variants: CIEDE2000 on Little CMS
/// Lab (D50), with its lightness, chroma and hue parts, so a designer can see whether a
/// brand color keeps its hue in dark mode.
///
/// Lab describes a variant's own components; alpha is not part of it and is reported beside.
///
/// The JSON report writes each variant as `fromHex`/`toHex`, its exact components
/// (`fromColor`/`toColor`) and its alpha (`fromAlpha`/`toAlpha`).
public struct ColorDifference: Hashable, Sendable {
    /// The color's name.
    public let color: String
    /// The light cell; ``to`` is the same level and contrast in dark. Written by key.
    public let from: Appearance
    public let to: Appearance
    /// The light variant, exact.
    public let fromColor: SRGB
    /// The dark variant, exact.
    public let toColor: SRGB
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

    /// Chroma below which a hue angle is not reported.
    public static let neutralChroma = 5.0

    init(color: MeasuredColor, from: Appearance, to: Appearance) {
        let light = color.resolved(for: from)
        let dark = color.resolved(for: to)
        let parts = DeltaE2000.components(light.lab, dark.lab)
        self.color = color.name
        self.from = from
        self.to = to
        fromColor = light.color
        toColor = dark.color
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
    }

    init(
        color: String, from: Appearance, to: Appearance, fromColor: SRGB, toColor: SRGB, deltaE2000: Double, deltaLightness: Double,
        deltaChroma: Double, deltaHue: Double, hueAngleShift: Double?
    ) {
        self.color = color
        self.from = from
        self.to = to
        self.fromColor = fromColor
        self.toColor = toColor
        self.deltaE2000 = deltaE2000
        self.deltaLightness = deltaLightness
        self.deltaChroma = deltaChroma
        self.deltaHue = deltaHue
        self.hueAngleShift = hueAngleShift
    }
}

extension ColorDifference: Codable {
    enum CodingKeys: String, CodingKey {
        case color, from, to, fromHex, toHex, fromColor, toColor, deltaE2000, deltaLightness, deltaChroma, deltaHue, hueAngleShift
        case fromAlpha, toAlpha
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(color, forKey: .color)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(fromColor.hex, forKey: .fromHex)
        try container.encode(toColor.hex, forKey: .toHex)
        try container.encode(Finding.Components(fromColor), forKey: .fromColor)
        try container.encode(Finding.Components(toColor), forKey: .toColor)
        try container.encode(deltaE2000, forKey: .deltaE2000)
        try container.encode(deltaLightness, forKey: .deltaLightness)
        try container.encode(deltaChroma, forKey: .deltaChroma)
        try container.encode(deltaHue, forKey: .deltaHue)
        try container.encodeIfPresent(hueAngleShift, forKey: .hueAngleShift)
        try container.encode(fromColor.alpha, forKey: .fromAlpha)
        try container.encode(toColor.alpha, forKey: .toAlpha)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            color: try container.decode(String.self, forKey: .color), from: try container.decode(Appearance.self, forKey: .from),
            to: try container.decode(Appearance.self, forKey: .to),
            fromColor: try container.decodeColor(components: .fromColor, hex: .fromHex),
            toColor: try container.decodeColor(components: .toColor, hex: .toHex),
            deltaE2000: try container.decode(Double.self, forKey: .deltaE2000),
            deltaLightness: try container.decode(Double.self, forKey: .deltaLightness),
            deltaChroma: try container.decode(Double.self, forKey: .deltaChroma), deltaHue: try container.decode(Double.self, forKey: .deltaHue),
            hueAngleShift: try container.decodeIfPresent(Double.self, forKey: .hueAngleShift))
    }
}

extension KeyedDecodingContainer {
    /// A color from its exact components under `components`, or — in reports written before
    /// they were — from its `#RRGGBBAA` under `hex`.
    func decodeColor(components: Key, hex: Key) throws -> SRGB {
        do {
            if let exact = try decodeIfPresent(Finding.Components.self, forKey: components) { return try exact.color() }
            return try SRGB(parsing: try decode(String.self, forKey: hex))
        } catch let error as ColorValueError {
            throw DecodingError.dataCorruptedError(forKey: components, in: self, debugDescription: error.description)
        } catch let error as ColorParseError {
            throw DecodingError.dataCorruptedError(forKey: hex, in: self, debugDescription: error.description)
        }
    }
}
