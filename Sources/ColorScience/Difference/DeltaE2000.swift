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
    ///
    /// Not inlined into callers: the whole computation is inlined here instead, so that it
    /// returns one double in a register rather than ``Components`` through memory.
    public static func difference(_ first: LabD50, _ second: LabD50, weights: Weights = .reference) -> Double {
        computeComponents(first, second, weights: weights).deltaE
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
        // x⁴ and x³ side by side: three multiplications deep rather than four.
        return (x2 * x2) * (x2 * x)
    }

    /// ΔE00 and its parts.
    public static func components(_ first: LabD50, _ second: LabD50, weights: Weights = .reference) -> Components {
        computeComponents(first, second, weights: weights)
    }

    /// ``components(_:_:weights:)``, inlined into both public entry points.
    @inline(__always)
    static func computeComponents(_ first: LabD50, _ second: LabD50, weights: Weights) -> Components {
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
        let hues = HueTerms(
            a1: a1, b1: first.b, cp1: cp1, a2: a2, b2: second.b, cp2: cp2, rawA1: first.a, rawA2: second.a)
        let deltaH = hues.deltaH                                                    // eq. 11

        // Step 3: the weighting functions and ΔE00.
        let meanL = (first.l + second.l) / 2                                        // eq. 12
        let meanCp = (cp1 + cp2) / 2                                                // eq. 13
        let t = hueWeighting(hues.bisector)                                         // eq. 15
        let meanCp7 = seventhPower(meanCp)
        let rc = 2 * (meanCp7 / (meanCp7 + twentyFiveToTheSeventh)).squareRoot()    // eq. 17
        let lOffset2 = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()                // eq. 18
        let sc = 1 + 0.045 * meanCp                                                 // eq. 19
        let sh = 1 + 0.015 * meanCp * t                                             // eq. 20
        let rt = -rotationSine(hues.bisector) * rc                                  // eq. 21

        // Three divisions side by side: a shorter chain than one reciprocal and products.
        let lightness = deltaL / (weights.kL * sl)
        let chroma = deltaC / (weights.kC * sc)
        let hue = deltaH / (weights.kH * sh)
        let deltaE = (lightness * lightness + chroma * chroma + hue * hue + rt * chroma * hue).squareRoot()  // eq. 22
        return Components(
            deltaLPrime: deltaL, deltaCPrime: deltaC, deltaHPrime: deltaH,
            lightness: lightness, chroma: chroma, hue: hue, rotation: rt, deltaE: deltaE)
    }

    /// T of eq. 15, 1 − 0.17 cos(h̄′ − 30°) + 0.24 cos 2h̄′ + 0.32 cos(3h̄′ + 6°) − 0.20 cos(4h̄′ − 63°),
    /// from a vector (x, y) of length r along h̄′, without trigonometry and without dividing
    /// the vector to unit length first: with z = x + iy, cos(nh̄′ + φ) = Re(zⁿ e^{iφ}) / rⁿ,
    /// and 1/r² (a division) and r·(1/r²) are ready as soon as r is. The powers of z are
    /// formed while r's square root runs.
    @inlinable @inline(__always)
    static func hueWeighting(_ hue: (x: Double, y: Double, length: Double)) -> Double {
        let (x, y) = (hue.x, hue.y)
        let x2 = x * x, y2 = y * y, xy = x * y
        let re2 = x2 - y2, im2 = 2 * xy                                  // z²
        let re3 = x * re2 - y * im2, im3 = x * im2 + y * re2             // z³
        let re4 = re2 * re2 - im2 * im2, im4 = 2 * re2 * im2             // z⁴
        let inverseSquare = 1 / (x2 + y2)
        let inverse = hue.length * inverseSquare
        // The terms of even n over r², of odd n over r; then each group once more.
        let even = 0.24 * re2 - 0.20 * (re4 * cos63 + im4 * sin63) * inverseSquare
        let odd = 0.32 * (re3 * cos6 - im3 * sin6) * inverseSquare - 0.17 * (x * cos30 + y * sin30)
        return 1 + even * inverseSquare + odd * inverse
    }

    /// sin(2Δθ) of eq. 21, with Δθ = 30° exp(−((h̄′ − 275°)/25°)²) (eq. 16), from a vector
    /// (x, y) of length r pointing along the mean hue h̄′ (eq. 14), without `atan2`, `exp` or
    /// `sin`, and without dividing the vector to unit length first.
    ///
    /// - For h̄′ in 0…95° (y ≥ 0 and x ≥ r cos 95°) the exponent is below −51.8, so
    ///   Δθ < 1.7e-23 rad and RT < 7e-23: 0.
    /// - Otherwise the vector is turned by −275° to (x′, y′), and σ = tan((h̄′ − 275°)/2) =
    ///   y′/(r + x′). Below σ = −3.75 (h̄′ − 275° < −150°) the term is under 2.2e-16: 0. On
    ///   [−3.75, 0.9375] it is read from 128 polynomials of degree 10 in σ
    ///   (`Sources/_ColorTables/RotationTable.c`, fitted with 40-digit mpmath by its generate.py),
    ///   within 2e-15 of the exact value (generate.py evaluates it as this code does at 10⁵
    ///   points: 1.9e-15), and within 1e-14 of `atan2`, `exp` and `sin` (a test, on a 0.01°
    ///   grid).
    ///
    /// An error ε in sin(2Δθ) moves ΔE00 by at most 3.8·ε·ΔE00: RT = −sin(2Δθ)·RC with RC ≤ 2
    /// enters ΔE² as RT·x·y (x, y the chroma and hue terms), and since |RT| ≤ √3,
    /// ΔE² ≥ (1 − √3/2)(x² + y²). For ε = 2e-15 that is 1.5e-12 at a ΔE00 of 200.
    @inlinable
    static func rotationSine(_ hue: (x: Double, y: Double, length: Double)) -> Double {
        if hue.y >= 0, hue.x >= cos95 * hue.length { return 0 }
        // cos 275° = sin 5°, sin 275° = −cos 5°.
        let turnedX = hue.x * sin5 - hue.y * cos5    // r cos(h̄′ − 275°)
        let turnedY = hue.y * sin5 + hue.x * cos5    // r sin(h̄′ − 275°)
        let sigma = turnedY / (hue.length + turnedX)
        guard sigma >= RotationTable.low else { return 0 }  // NaN too (turned by 180°)
        guard sigma <= RotationTable.high else {
            return rotationSineByDefinition(meanCosine: hue.x / hue.length, meanSine: hue.y / hue.length)
        }
        return RotationTable.value(at: sigma)
    }

    /// sin(2Δθ) from eqs. 14 and 16 as written: `atan2`, `exp` and `sin`.
    @usableFromInline
    static func rotationSineByDefinition(meanCosine: Double, meanSine: Double) -> Double {
        let angle = atan2(meanSine, meanCosine)
        let meanHue = angle < 0 ? angle + 2 * .pi : angle
        let hueOffset = (meanHue / degree - 275) / 25
        let deltaTheta = 30 * degree * exp(-hueOffset * hueOffset)                  // eq. 16
        return sin(2 * deltaTheta)
    }

    /// cos 5° and sin 5°, for turning a hue vector by −275°.
    @usableFromInline static let cos5 = 0.99619469809174553229501040247389, sin5 = 0.087155742747658173558064270837474

    /// cos 95°.
    @usableFromInline static let cos95 = -0.087155742747658173558

    /// The hue terms of eqs. 7, 10, 11 and 14: ΔH′ and a vector along the mean hue h̄′.
    ///
    /// For two chromatic colors they come from the hue
    /// vectors without trigonometry (scaled to a common length rather than divided to unit
    /// length u₁, u₂, which gives the same directions): cos Δh′ = u₁·u₂, sin Δh′ = u₁×u₂, and h̄′ — the
    /// paper's mean, which is the bisector of the shorter arc between the hues — is the
    /// direction of u₁ + u₂ when the hues are at most 90° apart, and otherwise the direction of
    /// u₂ − u₁ turned a quarter turn toward the shorter arc (the two are perpendicular for unit
    /// vectors). Each is used where it is long (|u₁ ± u₂| ≥ √2), so the direction keeps full
    /// precision even for hues a hair from opposite, where u₁ + u₂ alone would be mostly
    /// rounding error. Eq. 16 takes the angle from them (``rotationSine(_:)``). Which way the
    /// shorter arc turns, and whether the hues are exactly opposite (where the paper's rule
    /// picks one of two bisectors), is decided exactly from the colors' a and b
    /// (``exactCrossSign(_:_:_:_:)``), so a rounding error can never move h̄′ by 180°.
    /// Otherwise (a neutral color, or chromas so small or so large that the products would
    /// underflow or overflow) they come from the hue angles as eqs. 7, 10 and 14 define them.
    @usableFromInline
    struct HueTerms {
        /// ΔH′ = 2 √(C′1 C′2) sin(Δh′/2) (eq. 11).
        @usableFromInline var deltaH: Double
        /// A vector along h̄′ and its length, for eq. 15 (``hueWeighting(_:)``) and the rotation
        /// term (``rotationSine(_:)``).
        @usableFromInline var bisector: (x: Double, y: Double, length: Double)

        @inlinable
        init(a1: Double, b1: Double, cp1: Double, a2: Double, b2: Double, cp2: Double, rawA1: Double, rawA2: Double) {
            // The vectors below are of degree 2 in the chromas, and eq. 15 raises the bisector
            // to the fourth power (``hueWeighting(_:)``): degree 8. So C′1 C′2 must lie where
            // that neither underflows nor overflows: from 2⁻²⁰⁰ to 2²⁰⁰ (C′ from about 1e-30
            // to 1e30 for equal chromas). Outside it, which no real color reaches, the hue
            // angles below serve.
            let chromaProduct = cp1 * cp2
            if chromaProduct >= 0x1p-200, chromaProduct <= 0x1p200 {
                // C′1 C′2 cos Δh′ and C′1 C′2 sin Δh′: the dot and cross products of the two
                // chroma vectors, with no division.
                let dot = a1 * a2 + b1 * b2
                let cross = a1 * b2 - b1 * a2
                if dot >= 0 {
                    // At most 90° apart: the sum of the two vectors scaled to the common
                    // length C′1 C′2 points along the bisector, as the unit vectors' would.
                    let vx = a1 * cp2 + a2 * cp1, vy = b1 * cp2 + b2 * cp1
                    bisector = (vx, vy, (vx * vx + vy * vy).squareRoot())
                    // 2 √(C′1 C′2) sin(Δ/2) with P = C′1 C′2, cos Δ = dot/P, sin Δ = cross/P,
                    // in the form that does not cancel: 2·cross / √(2(P + dot)).
                    deltaH = 2 * cross / (2 * (chromaProduct + dot)).squareRoot()
                    return
                }
                // More than 90° apart: which way the shorter arc turns is the sign of the
                // cross product, and near 180° that sign decides between two bisectors half a
                // turn apart. The rounded `cross` can have the wrong sign there (or be nonzero
                // for exactly opposite hues), so the sign is taken exactly, from the colors'
                // own a and b: a′ = (1 + G)a scales both a by the same positive factor, so
                // a′1 b2 − b1 a′2 = (1 + G)(a1 b2 − b1 a2) has the sign of the raw product.
                let side = exactCrossSign(rawA1, b2, b1, rawA2)
                if side != 0 {
                    // w₂ − w₁ turned a quarter turn toward the shorter arc points along the
                    // bisector (the two are perpendicular for vectors of equal length).
                    let dx = a2 * cp1 - a1 * cp2, dy = b2 * cp1 - b1 * cp2
                    let (vx, vy) = side > 0 ? (dy, -dx) : (-dy, dx)
                    bisector = (vx, vy, (vx * vx + vy * vy).squareRoot())
                    // ±2 √((P − dot)/2): the form of 2 √P sin(Δ/2) that does not cancel beyond 90°.
                    deltaH = Double(side) * 2 * ((chromaProduct - dot) / 2).squareRoot()
                    return
                }
                // Exactly opposite hues, |h′2 − h′1| = 180°: eqs. 10 and 14 take their first
                // branch (the test is ≤ 180°), so Δh′ = h′2 − h′1 and h̄′ = (h′1 + h′2)/2. With
                // h′ in [0°, 360°), the color whose hue is below 180° has the smaller hue, and
                // the mean is its hue plus 90°: its vector turned a quarter turn to the left.
                let firstIsLower = b1 > 0 || (b1 == 0 && a1 > 0)
                let (lowerA, lowerB, lowerC) = firstIsLower ? (a1, b1, cp1) : (a2, b2, cp2)
                bisector = (-lowerB, lowerA, lowerC)
                deltaH = (firstIsLower ? 2.0 : -2.0) * cp1.squareRoot() * cp2.squareRoot()
                return
            }
            let hp1 = hueRadians(b: b1, a: a1)                                      // eq. 7
            let hp2 = hueRadians(b: b2, a: a2)
            var deltaHue = 0.0                                                      // eq. 10
            var mean = hp1 + hp2                                                    // eq. 14
            // C′1 C′2 ≠ 0 of eqs. 10 and 14, asked of each factor so that a product too
            // small for a double still counts as two chromatic colors.
            if cp1 != 0, cp2 != 0 {
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
            deltaH = 2 * cp1.squareRoot() * cp2.squareRoot() * sin(deltaHue / 2)
            bisector = (cos(mean), sin(mean), 1)
        }
    }

    /// The sign of `p·q − r·s` computed exactly (−1, 0 or 1) for finite doubles whose
    /// products neither overflow nor underflow.
    ///
    /// Each product is split into its rounded value and its exact rounding error by a fused
    /// multiply-add (`pq = P + e`, `rs = R + f`). Rounding is monotonic, so `pq > rs` forces
    /// `P ≥ R`, and `P > R` forces `pq > rs`; when `P = R` the sign is that of `e − f`, which
    /// is exact in a double (both errors are below half an ulp of the same value).
    @inlinable
    static func exactCrossSign(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Int {
        let first = p * q, second = r * s
        if first != second { return first > second ? 1 : -1 }
        let firstError = (-first).addingProduct(p, q), secondError = (-second).addingProduct(r, s)
        return firstError == secondError ? 0 : (firstError > secondError ? 1 : -1)
    }

    /// atan2(b, a) mapped to `0..<2π`; `0` when `a = b = 0` (eq. 7).
    @inlinable
    static func hueRadians(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let angle = atan2(b, a)
        return angle < 0 ? angle + 2 * .pi : angle
    }
}
