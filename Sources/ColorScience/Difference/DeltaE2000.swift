#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIEDE2000 color difference (CIE 142-2001), computed as in G. Sharma, W. Wu, E. N. Dalal,
/// "The CIEDE2000 color-difference formula: implementation notes, supplementary test data,
/// and mathematical observations", Color Res. Appl. 30(1), 2005 — equation numbers below
/// are that paper's. It matches all 34 pairs of the paper's Table 1 to 1e-4.
///
/// Differences are `second − first` (sample minus reference), so ``Components/deltaLPrime``
/// is positive when the second color is lighter.
///
/// **Mathematical properties**
/// - Zero for equal colors; symmetric in its two colors (the paper's §3 shows it).
/// - Not a metric: it can violate the triangle inequality, and it is discontinuous where the
///   mean hue jumps by 180° (pairs 13–16 of Table 1).
///
/// The computation allocates nothing.
public enum DeltaE2000 {
    /// The parametric factors kL, kC, kH (eq. 1); `1, 1, 1` under reference conditions.
    public struct Weights: Hashable, Sendable {
        public var kL: Double
        public var kC: Double
        public var kH: Double

        public init(kL: Double = 1, kC: Double = 1, kH: Double = 1) {
            self.kL = kL
            self.kC = kC
            self.kH = kH
        }

        /// kL = kC = kH = 1.
        public static let reference = Weights()
    }

    /// The parts of a CIEDE2000 difference, so a report can say whether two colors differ in
    /// lightness, chroma or hue.
    public struct Components: Hashable, Sendable {
        /// ΔL′ = L2 − L1 (eq. 8).
        public var deltaLPrime: Double
        /// ΔC′ = C′2 − C′1 (eq. 9).
        public var deltaCPrime: Double
        /// ΔH′ = 2 √(C′1 C′2) sin(Δh′/2) (eq. 11).
        public var deltaHPrime: Double
        /// ΔL′ / (kL SL): the lightness term as it enters the total.
        public var lightness: Double
        /// ΔC′ / (kC SC): the chroma term.
        public var chroma: Double
        /// ΔH′ / (kH SH): the hue term.
        public var hue: Double
        /// RT, the rotation term (eq. 21).
        public var rotation: Double
        /// ΔE00 (eq. 22).
        public var deltaE: Double

        @inlinable
        public init(
            deltaLPrime: Double, deltaCPrime: Double, deltaHPrime: Double,
            lightness: Double, chroma: Double, hue: Double, rotation: Double, deltaE: Double
        ) {
            self.deltaLPrime = deltaLPrime
            self.deltaCPrime = deltaCPrime
            self.deltaHPrime = deltaHPrime
            self.lightness = lightness
            self.chroma = chroma
            self.hue = hue
            self.rotation = rotation
            self.deltaE = deltaE
        }
    }

    /// ΔE00 between two colors.
    @inlinable
    public static func difference(_ first: LabD50, _ second: LabD50, weights: Weights = .reference) -> Double {
        components(first, second, weights: weights).deltaE
    }

    @usableFromInline static let twentyFiveToTheSeventh = 6_103_515_625.0  // 25⁷
    @usableFromInline static let degree = Double.pi / 180
    // cos and sin of the phase angles of eq. 15: 30°, 6°, 63°.
    @usableFromInline static let cos30 = 0.86602540378443864676, sin30 = 0.5
    @usableFromInline static let cos6 = 0.99452189536827333692, sin6 = 0.10452846326765347140
    @usableFromInline static let cos63 = 0.45399049973954679156, sin63 = 0.89100652418836786236

    /// x⁷ by multiplication, which is both faster and more exact than `pow(x, 7)`.
    @inlinable
    static func seventhPower(_ x: Double) -> Double {
        let x2 = x * x
        let x3 = x2 * x
        return x3 * x3 * x
    }

    /// ΔE00 and its parts.
    @inlinable
    public static func components(_ first: LabD50, _ second: LabD50, weights: Weights = .reference) -> Components {
        // Step 1: C′ and h′.
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()             // eq. 2
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC7 = seventhPower((c1 + c2) / 2)                                    // eq. 3
        let g = 0.5 * (1 - (meanC7 / (meanC7 + twentyFiveToTheSeventh)).squareRoot())  // eq. 4
        let a1 = (1 + g) * first.a                                                  // eq. 5
        let a2 = (1 + g) * second.a
        let cp1 = (a1 * a1 + first.b * first.b).squareRoot()                        // eq. 6
        let cp2 = (a2 * a2 + second.b * second.b).squareRoot()
        // Step 2: ΔL′, ΔC′, ΔH′.
        let deltaL = second.l - first.l                                             // eq. 8
        let deltaC = cp2 - cp1                                                      // eq. 9
        let hues = HueTerms(a1: a1, b1: first.b, cp1: cp1, a2: a2, b2: second.b, cp2: cp2)
        let deltaH = hues.deltaH                                                    // eq. 11

        // Step 3: the weighting functions and ΔE00.
        let meanL = (first.l + second.l) / 2                                        // eq. 12
        let meanCp = (cp1 + cp2) / 2                                                // eq. 13
        // eq. 15, with cos(n·h̄′ + φ) expanded from cos h̄′ and sin h̄′ by the multiple-angle
        // identities.
        let c1h = hues.meanCosine, s1h = hues.meanSine
        let c2h = 2 * c1h * c1h - 1, s2h = 2 * s1h * c1h
        let c3h = c1h * (4 * c1h * c1h - 3), s3h = s1h * (3 - 4 * s1h * s1h)
        let c4h = 2 * c2h * c2h - 1, s4h = 2 * s2h * c2h
        let t = 1 - 0.17 * (c1h * cos30 + s1h * sin30)
            + 0.24 * c2h
            + 0.32 * (c3h * cos6 - s3h * sin6)
            - 0.20 * (c4h * cos63 + s4h * sin63)
        let meanCp7 = seventhPower(meanCp)
        let rc = 2 * (meanCp7 / (meanCp7 + twentyFiveToTheSeventh)).squareRoot()    // eq. 17
        let lOffset2 = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()                // eq. 18
        let sc = 1 + 0.045 * meanCp                                                 // eq. 19
        let sh = 1 + 0.015 * meanCp * t                                             // eq. 20
        let rt = -rotationSine(meanCosine: c1h, meanSine: s1h) * rc                 // eq. 21

        // One division for the three quotients.
        let (lScale, cScale, hScale) = (weights.kL * sl, weights.kC * sc, weights.kH * sh)
        let reciprocal = 1 / (lScale * cScale * hScale)
        let lightness = deltaL * (cScale * hScale * reciprocal)
        let chroma = deltaC * (lScale * hScale * reciprocal)
        let hue = deltaH * (lScale * cScale * reciprocal)
        let deltaE = (lightness * lightness + chroma * chroma + hue * hue + rt * chroma * hue).squareRoot()  // eq. 22
        return Components(
            deltaLPrime: deltaL, deltaCPrime: deltaC, deltaHPrime: deltaH,
            lightness: lightness, chroma: chroma, hue: hue, rotation: rt, deltaE: deltaE)
    }

    /// sin(2Δθ) of eq. 21, with Δθ = 30° exp(−((h̄′ − 275°)/25°)²) (eq. 16), from the cosine
    /// and sine of the mean hue h̄′ (eq. 14).
    ///
    /// For h̄′ in 0…95° (sin h̄′ ≥ 0 and cos h̄′ ≥ cos 95°) the exponent is below −51.8, so
    /// Δθ < 1.7e-23 rad and RT < 7e-23: below a ten-millionth of an ulp of any ΔE it enters.
    /// Those hues skip the three transcendental calls and take 0.
    @inlinable
    static func rotationSine(meanCosine: Double, meanSine: Double) -> Double {
        if meanSine >= 0, meanCosine >= cos95 { return 0 }
        let angle = atan2(meanSine, meanCosine)
        let meanHue = angle < 0 ? angle + 2 * .pi : angle
        let hueOffset = (meanHue / degree - 275) / 25
        let deltaTheta = 30 * degree * exp(-hueOffset * hueOffset)                  // eq. 16
        return sin(2 * deltaTheta)
    }

    /// cos 95°.
    @usableFromInline static let cos95 = -0.087155742747658173558

    /// The hue terms of eqs. 7, 10, 11 and 14: ΔH′ and the cosine and sine of the mean hue h̄′.
    ///
    /// For two chromatic colors whose hues are not exactly opposite they come from the unit
    /// hue vectors u₁, u₂ without trigonometry: cos Δh′ = u₁·u₂, sin Δh′ = u₁×u₂, and h̄′ — the
    /// paper's mean, which is the bisector of the shorter arc between the hues — is the
    /// direction of u₁ + u₂ when the hues are at most 90° apart, and otherwise the direction of
    /// u₂ − u₁ turned a quarter turn toward the shorter arc (the two are perpendicular for unit
    /// vectors). Each is used where it is long (|u₁ ± u₂| ≥ √2), so the direction keeps full
    /// precision even for hues a hair from opposite, where u₁ + u₂ alone would be mostly
    /// rounding error. Eq. 16 takes the angle from them (``rotationSine(meanCosine:meanSine:)``). Otherwise (a
    /// neutral color, or hues exactly 180° apart, where the paper's rule decides between two
    /// bisectors) they come from the hue angles as eqs. 7, 10 and 14 define them.
    @usableFromInline
    struct HueTerms {
        /// ΔH′ = 2 √(C′1 C′2) sin(Δh′/2) (eq. 11).
        @usableFromInline var deltaH: Double
        @usableFromInline var meanCosine: Double
        @usableFromInline var meanSine: Double

        @inlinable
        init(a1: Double, b1: Double, cp1: Double, a2: Double, b2: Double, cp2: Double) {
            if cp1 != 0, cp2 != 0 {
                let (r1, r2) = (1 / cp1, 1 / cp2)
                let (u1x, u1y) = (a1 * r1, b1 * r1)
                let (u2x, u2y) = (a2 * r2, b2 * r2)
                let cosDelta = u1x * u2x + u1y * u2y
                let sinDelta = u1x * u2y - u1y * u2x
                // Not exactly opposite: the shorter arc is known (sin Δh′ ≠ 0, or the hues
                // are close, not opposite).
                if sinDelta != 0 || cosDelta > 0 {
                    let vx: Double, vy: Double
                    if cosDelta >= 0 {
                        (vx, vy) = (u1x + u2x, u1y + u2y)
                    } else if sinDelta > 0 {
                        // u₂ − u₁ turned −90°: (dy, −dx) points along the bisector.
                        (vx, vy) = (u2y - u1y, u1x - u2x)
                    } else {
                        (vx, vy) = (u1y - u2y, u2x - u1x)
                    }
                    let inverseLength = 1 / (vx * vx + vy * vy).squareRoot()
                    // 2 √(C′1 C′2) sin(Δ/2), with sin(Δ/2) from the form that does not cancel
                    // (Δ near 0, or Δ near ±π) and one square root for both factors.
                    let chromaProduct = cp1 * cp2
                    deltaH = cosDelta >= 0
                        ? 2 * sinDelta * (chromaProduct / (2 * (1 + cosDelta))).squareRoot()
                        : (sinDelta < 0 ? -2.0 : 2.0) * (chromaProduct * ((1 - cosDelta) / 2)).squareRoot()
                    meanCosine = vx * inverseLength
                    meanSine = vy * inverseLength
                    return
                }
            }
            let hp1 = hueRadians(b: b1, a: a1)                                      // eq. 7
            let hp2 = hueRadians(b: b2, a: a2)
            var deltaHue = 0.0                                                      // eq. 10
            var mean = hp1 + hp2                                                    // eq. 14
            if cp1 * cp2 != 0 {
                deltaHue = hp2 - hp1
                if deltaHue > .pi { deltaHue -= 2 * .pi } else if deltaHue < -.pi { deltaHue += 2 * .pi }
                if abs(hp1 - hp2) <= .pi {
                    mean /= 2
                } else if mean < 2 * .pi {
                    mean = (mean + 2 * .pi) / 2
                } else {
                    mean = (mean - 2 * .pi) / 2
                }
            }
            deltaH = 2 * (cp1 * cp2).squareRoot() * sin(deltaHue / 2)
            meanCosine = cos(mean)
            meanSine = sin(mean)
        }
    }

    /// atan2(b, a) mapped to `0..<2π`; `0` when `a = b = 0` (eq. 7).
    @inlinable
    static func hueRadians(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let angle = atan2(b, a)
        return angle < 0 ? angle + 2 * .pi : angle
    }
}
