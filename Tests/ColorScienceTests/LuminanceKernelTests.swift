import Testing
@testable import ColorScience

/// The vector kernel (`_ColorKernels`, AVX2 and FMA) against the scalar path: both return
/// `pow`'s result for every component, by different methods with different error bounds, so
/// their luminances must agree bit for bit everywhere, settled or not. Runs where the
/// processor has the kernel.
@Suite(.enabled(if: RelativeLuminance.hasVectorKernel, "the vector kernel is off: no AVX2 and FMA, or PERSEUS_NO_VECTOR_KERNEL is set"))
struct LuminanceKernelTests {
    @discardableResult
    static func expectSameAsScalar(_ color: SRGB, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let scalar = RelativeLuminance.luminanceOfCompositeByComponent(color)
        let kernel = RelativeLuminance.luminanceOfComposite(color)
        let same = kernel.bitPattern == scalar.bitPattern || (kernel.isNaN && scalar.isNaN)
        #expect(same, "\(color.red), \(color.green), \(color.blue): kernel \(kernel), scalar \(scalar)", sourceLocation: sourceLocation)
        return same
    }

    @Test func randomColorsMatchTheScalarPathBitForBit() {
        var generator = SplitMix64(seed: 31)
        var leftToPow = 0, open = 0, mismatches = 0
        let count = 300_000
        for _ in 0..<count {
            let color = SRGB(
                uncheckedRed: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator), alpha: 1)
            if !Self.expectSameAsScalar(color) { mismatches += 1 }
            if RelativeLuminance.componentsTheKernelLeavesToPow(color) != 0 { leftToPow += 1 }
            open += RelativeLuminance.componentsTheKernelLeavesOpen(color).nonzeroBitCount
            if mismatches > 3 { break }
        }
        // A component on the power law is left open when the exact power lies within
        // δ = 25·2⁻¹¹ ulp of a rounding midpoint: 2δ = 2.44 % of them, and 96 % of the
        // components of uniform colors are on the power law. A band that swallowed everything
        // would still be correct, and slow; a narrower one than documented would not be safe.
        let openShare = Double(open) / Double(3 * count)
        #expect(openShare > 0.021 && openShare < 0.026, "\(openShare * 100) % of the components were left open")
        // About a third of the colors with an open component need pow: where the luminance
        // (mostly green's) changes with it.
        let powShare = Double(leftToPow) / Double(count)
        #expect(powShare > 0.01 && powShare < 0.035, "pow was needed for \(powShare * 100) % of the colors")
    }

    @Test func everyEightBitValueInEveryLane() {
        for k in 0...255 {
            let v = Double(k) / 255
            Self.expectSameAsScalar(SRGB(uncheckedRed: v, green: 0.5, blue: 0.25, alpha: 1))
            Self.expectSameAsScalar(SRGB(uncheckedRed: 0.5, green: v, blue: 0.25, alpha: 1))
            Self.expectSameAsScalar(SRGB(uncheckedRed: 0.25, green: 0.5, blue: v, alpha: 1))
        }
    }

    @Test func segmentRowAndTableEdges() {
        let threshold = RelativeLuminance.linearThreshold
        let edges = [0, threshold.nextDown, threshold, threshold.nextUp, 0.5, Double(1).nextDown, -0.5]
        for red in edges {
            for green in edges {
                Self.expectSameAsScalar(SRGB(uncheckedRed: red, green: green, blue: 0.75, alpha: 1))
            }
        }
        // Components whose bases are near both ends of every kernel row (128 a binade), and of
        // the binades.
        for exponent in -4 ... -1 {
            for j in 0...128 {
                let edge = Double(sign: .plus, exponent: exponent, significand: 1 + Double(j) / 128)
                for base in [edge.nextDown, edge, edge.nextUp] where base > 0.09 && base < 1 {
                    let component = base * 1.055 - 0.055
                    Self.expectSameAsScalar(SRGB(uncheckedRed: component, green: component.nextUp, blue: component.nextDown, alpha: 1))
                }
            }
        }
    }

    /// The kernel picks a component's row from q = (C + 0.055)·RN(1/1.055) rather than from the
    /// base u = (C + 0.055) / 1.055 that pow receives; near a row's edge the two can lie in
    /// different rows (or binades), and the result must not change.
    @Test func rowPickedFromTheProductAcrossRowEdges() {
        func row(_ x: Double) -> UInt64 { x.bitPattern >> 45 }
        var straddling = 0
        for exponent in -4 ... -1 {
            for j in 0...128 {
                let edge = Double(sign: .plus, exponent: exponent, significand: 1 + Double(j) / 128)
                var component = edge * 1.055 - 0.055
                for _ in 0..<4 { component = component.nextDown }
                for _ in 0..<9 {
                    defer { component = component.nextUp }
                    guard component > RelativeLuminance.linearThreshold, component < 1 else { continue }
                    let u = (component + 0.055) / 1.055, q = (component + 0.055) * (1 / 1.055)
                    #expect(abs(u - q) <= 2 * u.ulp, "\(component): q \(q) and u \(u) more than 2 ulps apart")
                    guard row(u) != row(q) else { continue }
                    straddling += 1
                    Self.expectSameAsScalar(SRGB(uncheckedRed: component, green: 0.5, blue: component, alpha: 1))
                    Self.expectSameAsScalar(SRGB(uncheckedRed: 0.25, green: component, blue: 0.75, alpha: 1))
                }
            }
        }
        // Without such components this test would check nothing.
        #expect(straddling > 20, "only \(straddling) components have q and u in different rows")
    }

    @Test func leavesToPowWhatItCannotSettle() {
        // 1 has base 1, outside the table; NaN and values above 1 are not components.
        for value in [1.0, 1.5, .nan, .infinity] {
            let color = SRGB(uncheckedRed: 0.5, green: value, blue: 0.5, alpha: 1)
            #expect(RelativeLuminance.componentsTheKernelLeavesToPow(color) & 2 != 0, "\(value)")
            Self.expectSameAsScalar(color)
        }
    }
}
