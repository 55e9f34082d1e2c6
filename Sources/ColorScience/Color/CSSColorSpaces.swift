import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The color spaces of CSS Color 4 that Little CMS does not model, converted as that
/// specification defines them — to gamma-encoded sRGB for the cylindrical forms of sRGB
/// (HSL, HWB), to *linear-light* sRGB for Oklab and Oklch (whose last step, the sRGB
/// transfer curve, ``ColorSpaceConverter`` applies through Little CMS). CIE Lab and LCh go
/// through Little CMS (``ColorSpaceConverter/Space/labD50``); ``rectangular(chroma:hue:)`` gives
/// Lab from LCh (and Oklab from Oklch).
///
/// Also the two steps of CSS's predefined spaces that Little CMS would take differently, which
/// ``ColorSpaceConverter`` applies before its transform: CSS's own D50 white for `xyz-d50`
/// (`xyzD65(fromD50:_:_:)`) and rec2020's transfer function over the extended range
/// (`linearRec2020(_:)`).
///
/// Results are unclipped: a color outside sRGB shows as components outside `0...1`.
public enum CSSColorSpaces {
    /// HSL to sRGB (CSS Color 4, §7.1 `hslToRgb`): hue in degrees, saturation and lightness
    /// `0...1`.
    public static func srgb(hue: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
        let degrees = normalizedHue(hue)
        let a = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + degrees / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// HWB to sRGB (CSS Color 4, §8.1 `hwbToRgb`): hue in degrees, whiteness and blackness
    /// `0...1`; when they add up to 1 or more the color is the gray `w / (w + b)`.
    public static func srgb(hue: Double, whiteness: Double, blackness: Double) -> (red: Double, green: Double, blue: Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = srgb(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.red * scale + whiteness, pure.green * scale + whiteness, pure.blue * scale + whiteness)
    }

    /// Oklab to linear-light sRGB, with the matrices Björn Ottosson published with Oklab
    /// (2020) and CSS Color 4 uses (§9): LMS from Oklab, cubed, then linear sRGB from LMS.
    public static func linearSRGB(oklabL l: Double, a: Double, b: Double) -> (red: Double, green: Double, blue: Double) {
        let lPrime = l + 0.3963377774 * a + 0.2158037573 * b
        let mPrime = l - 0.1055613458 * a - 0.0638541728 * b
        let sPrime = l - 0.0894841775 * a - 1.2914855480 * b
        let (lms0, lms1, lms2) = (lPrime * lPrime * lPrime, mPrime * mPrime * mPrime, sPrime * sPrime * sPrime)
        return (
            +4.0767416621 * lms0 - 3.3077115913 * lms1 + 0.2309699292 * lms2,
            -1.2684380046 * lms0 + 2.6097574011 * lms1 - 0.3413193965 * lms2,
            -0.0041960863 * lms0 - 0.7034186147 * lms1 + 1.7076147010 * lms2)
    }

    /// Linear-light sRGB to Oklab, with Björn Ottosson's published matrices (2020), the
    /// inverse of ``linearSRGB(oklabL:a:b:)``: LMS from linear sRGB, cube roots, then Oklab.
    public static func oklab(linearRed r: Double, green g: Double, blue b: Double) -> (l: Double, a: Double, b: Double) {
        let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
        let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
        let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
        let (lPrime, mPrime, sPrime) = (Foundation.cbrt(l), Foundation.cbrt(m), Foundation.cbrt(s))
        return (
            0.2104542553 * lPrime + 0.7936177850 * mPrime - 0.0040720468 * sPrime,
            1.9779984951 * lPrime - 2.4285922050 * mPrime + 0.4505937099 * sPrime,
            0.0259040371 * lPrime + 0.7827717662 * mPrime - 0.8086757660 * sPrime)
    }

    /// An sRGB channel in linear light (IEC 61966-2-1), sign-symmetric.
    public static func linear(_ channel: Double) -> Double {
        let magnitude = abs(channel)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : Foundation.pow((magnitude + 0.055) / 1.055, 2.4)
        return channel < 0 ? -value : value
    }

    /// The rectangular form of a cylindrical color: `(C cos h, C sin h)`, hue in degrees
    /// (Oklch → Oklab, LCh → Lab).
    public static func rectangular(chroma: Double, hue: Double) -> (a: Double, b: Double) {
        let radians = normalizedHue(hue) * .pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    /// CSS Color 4's D50 white, from the four-figure chromaticity x 0.3457, y 0.3585 (its sample
    /// code, "Sample code for color conversions": `D50 = [0.3457 / 0.3585, 1.00000,
    /// (1.0 - 0.3457 - 0.3585) / 0.3585]`). It is not the ICC D50 (0.9642, 1, 0.8249) that
    /// Little CMS connects profiles through: the two differ by 2e-4 in Z, enough to move CSS's
    /// white outside sRGB when read as ICC-relative.
    static let d50White = (x: 0.3457 / 0.3585, y: 1.0, z: (1 - 0.3457 - 0.3585) / 0.3585)

    /// XYZ relative to CSS Color 4's D50 (``d50White``) to XYZ relative to D65, by the linear
    /// Bradford transform with the matrix CSS Color 4's sample code gives (`D50_to_D65`).
    ///
    /// **Properties:** ``d50White`` goes to D65 (0.3127/0.3290, 1, 0.3583/0.3290) within 1e-15; the
    /// matrix is the Bradford cone matrix scaled from CSS's D50 to its D65, to 2e-16 of one derived
    /// from the chromaticities (`Tests/ColorScienceTests/Fixtures/css_color_reference.py` checks).
    static func xyzD65(fromD50 x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double) {
        (
            0.955473421488075 * x - 0.02309845494876471 * y + 0.06325924320057072 * z,
            -0.0283697093338637 * x + 1.0099953980813041 * y + 0.021041441191917323 * z,
            0.012314014864481998 * x - 0.020507649298898964 * y + 1.330365926242124 * z)
    }

    /// rec2020's transfer function, gamma-encoded to linear light: CSS Color 4, "The Predefined
    /// ITU-R BT.2020-2 Color Space: the rec2020 keyword" — "gamma 2.40, from [REC_BT.1886]",
    /// display-referred: BT.1886's reference EOTF with black 0 and gain 1, `L = V^2.4`. The
    /// working group replaced BT.2020's inverse OETF (α = 1.09929682680944,
    /// β = 0.018053968510807) with it in 2025 (w3c/csswg-drafts issue 12574). As the sample code
    /// does (`lin_2020`), a negative value decodes as the negative of its magnitude's power.
    static func linearRec2020(_ encoded: Double) -> Double {
        let magnitude = pow(abs(encoded), 2.4)
        return encoded < 0 ? -magnitude : magnitude
    }

    /// A hue in `0..<360`.
    static func normalizedHue(_ hue: Double) -> Double {
        let reduced = hue.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }
}
