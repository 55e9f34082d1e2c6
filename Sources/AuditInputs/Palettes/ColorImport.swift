import ColorScience
import Foundation

/// Brings a color written in one of the color spaces that palette inputs use into sRGB: the
/// one conversion step every loader shares (asset catalogs, design tokens, your own
/// ``PaletteSource``).
///
/// Display P3, Gray Gamma 2.2 and linear sRGB go through Little CMS (`ColorSpaceConverter`). A color
/// outside sRGB (from Display P3 or an extended range) is audited as its nearest sRGB color
/// — each component clipped to `0...1` — and comes back with a note for the palette's
/// notes saying which and by how much: never clipped silently.
///
/// ```swift
/// let imported = try ColorImport.srgb(.displayP3, [0, 1, 0], alpha: 1, color: "green", cell: "light",
///                                     at: InputLocation(file: path, keyPath: "colors[0].color"))
/// imported.color        // the sRGB color audited
/// imported.gamutNote    // "green (light): display-p3 color is outside sRGB, (…); audited as …"
/// ```
public enum ColorImport {
    /// The color spaces inputs write colors in.
    public enum Space: String, Sendable, CaseIterable {
        /// sRGB, components `0...1`.
        case srgb
        /// sRGB with components beyond `0...1` (Apple's extended range).
        case extendedSRGB = "extended-srgb"
        /// Linear-light sRGB, components may lie beyond `0...1` (through Little CMS).
        case extendedLinearSRGB = "extended-linear-srgb"
        /// Display P3 (through Little CMS).
        case displayP3 = "display-p3"
        /// Gray Gamma 2.2 (through Little CMS); one component.
        case grayGamma22 = "gray-gamma-22"
        /// Gray Gamma 2.2 with a component that may lie beyond `0...1` (through Little
        /// CMS; a negative value mirrors the positive one, as Apple's extended range does).
        case extendedGray = "extended-gray"
        /// Linear-light sRGB, `0...1` (DTCG `srgb-linear`; through Little CMS).
        case srgbLinear = "srgb-linear"
        /// CSS HSL: hue in degrees `0...360`, saturation and lightness `0...100`.
        case hsl
        /// CSS HWB: hue in degrees `0...360`, whiteness and blackness `0...100`.
        case hwb
        /// CIE Lab, D50: L `0...100`, a and b (through Little CMS).
        case lab
        /// CIE LCh, D50: L `0...100`, chroma `≥ 0`, hue in degrees (through Little CMS).
        case lch
        /// Oklab: L `0...1`, a and b (CSS Color 4's matrices, then the sRGB curve through
        /// Little CMS).
        case oklab
        /// Oklch: L `0...1`, chroma `≥ 0`, hue in degrees.
        case oklch
        /// A98 RGB, `0...1` (through Little CMS).
        case a98RGB = "a98-rgb"
        /// ProPhoto RGB, `0...1` (through Little CMS).
        case proPhotoRGB = "prophoto-rgb"
        /// ITU-R BT.2020, `0...1`, with CSS Color 4's transfer function since 2025, the 2.4
        /// power of ITU-R BT.1886 (through Little CMS).
        case rec2020
        /// CIE XYZ relative to D65 (white Y = 1; through Little CMS, Bradford-adapted).
        case xyzD65 = "xyz-d65"
        /// CIE XYZ relative to CSS Color 4's D50, x 0.3457, y 0.3585 (white Y = 1; adapted to D65
        /// with CSS's Bradford matrix, then through Little CMS). CSS's D50 white is sRGB white.
        case xyzD50 = "xyz-d50"

        /// How many components a color in this space has: 3, or 1 for gray.
        public var componentCount: Int {
            switch self {
            case .grayGamma22, .extendedGray: 1
            default: 3
            }
        }

        /// Whether components may lie outside `0...1`.
        public var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }

        /// The range of each component, as the DTCG Color Module (2025.10) gives it; the
        /// unbounded ones (Lab's a and b, chroma) are held to the converters' ±1000.
        public var componentRanges: [ClosedRange<Double>] {
            let unbounded = ColorSpaceConverter.componentRange
            switch self {
            case .srgb, .displayP3, .srgbLinear, .a98RGB, .proPhotoRGB, .rec2020: return [0...1, 0...1, 0...1]
            // The module's table says 0–1 for XYZ too, but D65 white's Z is 1.089: XYZ is held
            // only to be non-negative (and the converters' limit).
            case .xyzD65, .xyzD50: return [0...unbounded.upperBound, 0...unbounded.upperBound, 0...unbounded.upperBound]
            case .grayGamma22: return [0...1]
            case .extendedSRGB, .extendedLinearSRGB: return [unbounded, unbounded, unbounded]
            case .extendedGray: return [unbounded]
            case .hsl, .hwb: return [0...360, 0...100, 0...100]
            case .lab: return [0...100, unbounded, unbounded]
            case .lch: return [0...100, 0...unbounded.upperBound, 0...360]
            case .oklab: return [0...1, unbounded, unbounded]
            case .oklch: return [0...1, 0...unbounded.upperBound, 0...360]
            }
        }
    }

    /// A color in sRGB, and the note to add to the palette when it had to be clipped.
    public struct Imported: Hashable, Sendable {
        public let color: SRGB
        /// Set when the color lies outside sRGB.
        public let gamutNote: String?
    }

    /// Converts a color to sRGB.
    ///
    /// - Parameters:
    ///   - space: the space the components are in.
    ///   - components: as many as the space has (``Space/componentCount``).
    ///   - alpha: the color's alpha, `0...1`.
    ///   - name: the color's name, for the gamut note.
    ///   - cell: the appearance cell, for the gamut note.
    ///   - location: where the color is written (its `file` and `keyPath`); errors are
    ///     reported there.
    /// - Throws: ``InputFileError`` at `location` when the component count is wrong, a
    ///   component or alpha is not a finite number in range, or Little CMS fails.
    public static func srgb(
        _ space: Space, _ components: [Double], alpha: Double, color name: String, cell: String? = nil,
        at location: InputLocation
    ) throws(InputFileError) -> Imported {
        func error(_ message: String) -> InputFileError { InputFileError(at: location, message: message) }
        guard components.count == space.componentCount else {
            throw error("\(space.rawValue) takes \(space.componentCount) component\(space.componentCount == 1 ? "" : "s"), found \(components.count)")
        }
        for value in components + [alpha] where !value.isFinite {
            throw error("\(value) is not a finite number")
        }
        for (index, (value, range)) in zip(components, space.componentRanges).enumerated() where !range.contains(value) {
            throw error("component \(index + 1) of \(space.rawValue), \(value), is outside \(ColorValueError.text(range))")
        }
        let converted: ColorSpaceConverter.UnclippedSRGB
        do {
            switch space {
            case .srgb, .extendedSRGB:
                converted = .init(red: components[0], green: components[1], blue: components[2])
            case .displayP3:
                converted = try ColorSpaceConverter.displayP3().srgb(components[0], components[1], components[2])
            case .extendedLinearSRGB, .srgbLinear:
                converted = try encodeLinear(components[0], components[1], components[2])
            case .hsl:
                let rgb = CSSColorSpaces.srgb(hue: components[0], saturation: components[1] / 100, lightness: components[2] / 100)
                converted = .init(red: rgb.red, green: rgb.green, blue: rgb.blue)
            case .hwb:
                let rgb = CSSColorSpaces.srgb(hue: components[0], whiteness: components[1] / 100, blackness: components[2] / 100)
                converted = .init(red: rgb.red, green: rgb.green, blue: rgb.blue)
            case .lab:
                converted = try ColorSpaceConverter.labD50().srgb(components[0], components[1], components[2])
            case .lch:
                let (a, b) = CSSColorSpaces.rectangular(chroma: components[1], hue: components[2])
                converted = try ColorSpaceConverter.labD50().srgb(components[0], a, b)
            case .oklab:
                let linear = CSSColorSpaces.linearSRGB(oklabL: components[0], a: components[1], b: components[2])
                converted = try encodeLinear(linear.red, linear.green, linear.blue)
            case .oklch:
                let (a, b) = CSSColorSpaces.rectangular(chroma: components[1], hue: components[2])
                let linear = CSSColorSpaces.linearSRGB(oklabL: components[0], a: a, b: b)
                converted = try encodeLinear(linear.red, linear.green, linear.blue)
            case .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50:
                let converterSpace: ColorSpaceConverter.Space = switch space {
                case .a98RGB: .a98RGB
                case .proPhotoRGB: .proPhotoRGB
                case .rec2020: .rec2020
                case .xyzD65: .xyzD65
                default: .xyzD50
                }
                converted = try ColorSpaceConverter.shared(converterSpace).srgb(components[0], components[1], components[2])
            case .grayGamma22:
                converted = try ColorSpaceConverter.grayGamma22().srgb(gray: components[0])
            case .extendedGray:
                // The gray curve is sign-symmetric in Apple's extended range; Little CMS
                // would clamp a negative input to 0.
                let value = try ColorSpaceConverter.grayGamma22().srgb(gray: abs(components[0]))
                let sign: Double = components[0] < 0 ? -1 : 1
                converted = .init(red: sign * value.red, green: sign * value.green, blue: sign * value.blue)
            }
        } catch {
            // Little CMS failing to build a profile, or a component beyond the converters' range.
            throw InputFileError(at: location, message: "\(error)")
        }
        let srgb: SRGB
        do {
            srgb = try converted.clipped(alpha: alpha)
        } catch {
            throw InputFileError(at: location, message: error.description)
        }
        guard converted.isInGamut else {
            let label = cell.map { "\(name) (\($0))" } ?? name
            return Imported(
                color: srgb,
                gamutNote: "\(label): \(space.rawValue) color is outside sRGB, \(rounded4(converted)); audited as its nearest sRGB color \(srgb.hex)")
        }
        return Imported(color: srgb, gamutNote: nil)
    }

    /// Linear-light sRGB to sRGB through Little CMS. Same primaries and white, so each channel
    /// goes through the curve alone and a negative one mirrors the positive, as Apple's
    /// extended range and CSS do (Little CMS would extend the curve's linear segment instead).
    static func encodeLinear(_ red: Double, _ green: Double, _ blue: Double) throws -> ColorSpaceConverter.UnclippedSRGB {
        let magnitude = try ColorSpaceConverter.linearSRGB().srgb(abs(red), abs(green), abs(blue))
        func signed(_ value: Double, _ component: Double) -> Double { component < 0 ? -value : value }
        return .init(red: signed(magnitude.red, red), green: signed(magnitude.green, green), blue: signed(magnitude.blue, blue))
    }

    /// `(r, g, b)` with four decimals, for the gamut notes.
    static func rounded4(_ color: ColorSpaceConverter.UnclippedSRGB) -> String {
        func four(_ value: Double) -> String { String(format: "%.4f", value) }
        return "(\(four(color.red)), \(four(color.green)), \(four(color.blue)))"
    }
}
