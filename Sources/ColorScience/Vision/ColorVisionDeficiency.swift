#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A color-vision deficiency, simulated by the model of Machado, Oliveira & Fernandes (2009):
/// a 3×3 matrix on linear-light sRGB per deficiency and severity.
///
/// ```swift
/// let seen = try ColorVisionDeficiency.protan.simulate(try SRGB(parsing: "#FF3B30"))
/// seen.hex   // "#796D2C": iOS's red as a protanope sees it
/// ```
///
/// Severity runs from 0 (typical vision: the identity) to 1 (dichromacy: protanopia,
/// deuteranopia, tritanopia); in between, the anomalous trichromacies. The paper tabulates
/// severities 0.0, 0.1, …, 1.0 (the `MachadoMatrices` table); between two, the matrix is interpolated
/// linearly, element by element. The pipeline: each component decoded to linear light with
/// the sRGB transfer function (IEC 61966-2-1), multiplied by the matrix, clipped to `0...1`,
/// encoded back; alpha is kept. Matrices, interpolation and results are tested against the
/// published table and an independent implementation.
public enum ColorVisionDeficiency: String, CaseIterable, Hashable, Sendable, Codable {
    /// Protanomaly (red-weak); protanopia at severity 1. About 1 % of men (either).
    case protan
    /// Deuteranomaly (green-weak); deuteranopia at severity 1. The most common: about 5 % of men.
    case deutan
    /// Tritanomaly (blue-weak); tritanopia at severity 1. Rare (well under 0.1 %).
    case tritan

    /// The deficiency's name in a phrase: `protan (red-weak)`.
    public var phrase: String {
        switch self {
        case .protan: "protan (red-weak)"
        case .deutan: "deutan (green-weak)"
        case .tritan: "tritan (blue-weak)"
        }
    }

    /// The simulation matrix at `severity` (row-major, 9 numbers): the published one at a
    /// tenth, else the element-wise interpolation of the two around it.
    ///
    /// - Throws: `ColorValueError` (`.severity`) for a severity outside `0...1` or not finite.
    public func matrix(severity: Double) throws(ColorValueError) -> [Double] {
        guard severity.isFinite, (0...1).contains(severity) else {
            throw ColorValueError(component: .severity, value: severity, range: 0...1)
        }
        let table = MachadoMatrices.table[self] ?? []
        let scaled = severity * 10
        // A severity written in tenths (0.3, 0.7) lands on its table entry even though
        // 0.3 × 10 is 3.0000000000000004 in binary floating point.
        let nearest = scaled.rounded()
        if abs(scaled - nearest) < 1e-9 { return table[Int(nearest)] }
        let low = Int(scaled.rounded(.down))
        let t = scaled - Double(low)
        return zip(table[low], table[low + 1]).map { a, b in (1 - t) * a + t * b }
    }

    /// The color as seen with this deficiency at `severity` (default 1, the dichromacy),
    /// alpha kept.
    ///
    /// - Throws: `ColorValueError` (`.severity`) for a severity outside `0...1`.
    public func simulate(_ color: SRGB, severity: Double = 1) throws(ColorValueError) -> SRGB {
        let m = try matrix(severity: severity)
        return Self.apply(m, to: color)
    }

    /// A matrix applied to linear light, clipped, encoded.
    static func apply(_ m: [Double], to color: SRGB) -> SRGB {
        let r = RelativeLuminance.linearize(color.red)
        let g = RelativeLuminance.linearize(color.green)
        let b = RelativeLuminance.linearize(color.blue)
        func encode(_ linear: Double) -> Double {
            // Clipped before encoding: a negative component has no power.
            // and the encoded 1 (1.055 − 0.055) kept at most 1.
            Swift.min(1, RelativeLuminance.encodeByFormula(Swift.min(1, Swift.max(0, linear))))
        }
        return SRGB(
            uncheckedRed: encode(m[0] * r + m[1] * g + m[2] * b),
            green: encode(m[3] * r + m[4] * g + m[5] * b),
            blue: encode(m[6] * r + m[7] * g + m[8] * b),
            alpha: color.alpha)
    }
}
