/// CIE 1994 color difference ΔE*94 (CIE 116-1995):
///
///     ΔE*94 = √( (ΔL*/(kL SL))² + (ΔC*ab/(kC SC))² + (ΔH*ab/(kH SH))² )
///     SL = 1,  SC = 1 + K1 C*,  SH = 1 + K2 C*
///     ΔH*ab² = ΔE*ab² − ΔL*² − ΔC*ab²
///
/// C* is the chroma of the reference color, which makes ΔE*94 asymmetric; CIE 116 allows the
/// geometric mean of the two chromas where neither color is the reference
/// (``Weights/ChromaBasis/geometricMean``).
///
/// Parametric weights: graphic arts `kL = 1, K1 = 0.045, K2 = 0.015` (the default);
/// textiles `kL = 2, K1 = 0.048, K2 = 0.014`. Little CMS's `cmsCIE94DeltaE` uses
/// `kL = 1, K1 = 0.048, K2 = 0.014` with the geometric mean — a mix of the two, which
/// ``Weights/littleCMS`` reproduces for comparison.
public enum DeltaE94 {
    /// The parametric factors of ΔE*94.
    public struct Weights: Hashable, Sendable {
        /// Which chroma the weighting functions SC and SH use.
        public enum ChromaBasis: Hashable, Sendable {
            /// C*ab of the reference (first) color, as CIE 116-1995 specifies.
            case reference
            /// √(C*ab,1 · C*ab,2), symmetric.
            case geometricMean
        }

        public var kL: Double
        public var kC: Double
        public var kH: Double
        public var k1: Double
        public var k2: Double
        public var chromaBasis: ChromaBasis

        public init(kL: Double = 1, kC: Double = 1, kH: Double = 1, k1: Double, k2: Double, chromaBasis: ChromaBasis = .reference) {
            self.kL = kL
            self.kC = kC
            self.kH = kH
            self.k1 = k1
            self.k2 = k2
            self.chromaBasis = chromaBasis
        }

        /// Graphic arts: kL = 1, K1 = 0.045, K2 = 0.015.
        public static let graphicArts = Weights(kL: 1, k1: 0.045, k2: 0.015)
        /// Textiles: kL = 2, K1 = 0.048, K2 = 0.014.
        public static let textiles = Weights(kL: 2, k1: 0.048, k2: 0.014)
        /// What Little CMS 2's `cmsCIE94DeltaE` computes: kL = 1, K1 = 0.048, K2 = 0.014,
        /// geometric-mean chroma.
        public static let littleCMS = Weights(kL: 1, k1: 0.048, k2: 0.014, chromaBasis: .geometricMean)
    }

    /// ΔE*94 of `sample` against `reference`.
    @inlinable
    public static func difference(reference: LabD50, sample: LabD50, weights: Weights = .graphicArts) -> Double {
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dl = sample.l - reference.l
        let dc = c2 - c1
        let da = sample.a - reference.a
        let db = sample.b - reference.b
        // ΔH² can come out a hair below zero from rounding when the hue difference is nil.
        let dh2 = Swift.max(0, da * da + db * db - dc * dc)
        let chroma = weights.chromaBasis == .reference ? c1 : (c1 * c2).squareRoot()
        let sc = 1 + weights.k1 * chroma
        let sh = 1 + weights.k2 * chroma
        let lightness = dl / weights.kL
        let chromaTerm = dc / (weights.kC * sc)
        let hueTerm2 = dh2 / (weights.kH * sh * weights.kH * sh)
        return (lightness * lightness + chromaTerm * chromaTerm + hueTerm2).squareRoot()
    }
}
