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

    /// The rectangular form of a cylindrical color: `(C cos h, C sin h)`, hue in degrees
    /// (Oklch → Oklab, LCh → Lab).
    public static func rectangular(chroma: Double, hue: Double) -> (a: Double, b: Double) {
        let radians = normalizedHue(hue) * .pi / 180
        return (chroma * cos(radians), chroma * sin(radians))
    }

    /// A hue in `0..<360`.
    static func normalizedHue(_ hue: Double) -> Double {
        let reduced = hue.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }
}
