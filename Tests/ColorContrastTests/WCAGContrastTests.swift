import AuditTestSupport
import Testing
@testable import ColorContrast
import Foundation

/// Expected values: published ones where they exist (WCAG: white on black is 21; #777777 on
/// white is the well-known 4.48 that fails AA), the rest computed independently in Python
/// with the WCAG 2.2 formulas written out by hand (composite = fg·α + bg·(1−α) per channel,
/// then luminance and ratio); the arithmetic is given beside each value.
@Suite struct WCAGContrastTests {
    @Test func whiteOnBlackIs21() throws {
        #expect(try WCAG.contrastRatio(of: .white, over: .black) == 21)
        #expect(try WCAG.contrastRatio(of: .black, over: .white) == 21)
        #expect(try WCAG.contrastRatio(of: .white, over: .white) == 1)
    }

    @Test func luminanceEndpointsAndPrimaries() throws {
        #expect(SRGB.black.relativeLuminance == 0)
        #expect(SRGB.white.relativeLuminance == 1)
        expectClose(try SRGB(parsing: "#FF0000").relativeLuminance, 0.2126, tolerance: 1e-15)
        expectClose(try SRGB(parsing: "#00FF00").relativeLuminance, 0.7152, tolerance: 1e-15)
        expectClose(try SRGB(parsing: "#0000FF").relativeLuminance, 0.0722, tolerance: 1e-15)
        // ((0.5 + 0.055) / 1.055)^2.4 = 0.21404114048223255
        expectClose(try SRGB(white: 0.5).relativeLuminance, 0.21404114048223255, tolerance: 1e-15)
    }

    @Test func thresholdIsTheSRGBOne() {
        // 0.04045 is on the linear segment (WCAG 2.2), so it maps to 0.04045 / 12.92.
        #expect(RelativeLuminance.linearize(0.04045) == 0.04045 / 12.92)
        // 0.0404 lies between WCAG 2.0's 0.03928 and 0.04045: with 0.04045 it is on the linear
        // segment, bit for bit; with 0.03928 the power law would give another value.
        #expect(RelativeLuminance.linearize(0.0404) == 0.0404 / 12.92)
        #expect(RelativeLuminance.linearizeByFormula(0.0404) != pow((0.0404 + 0.055) / 1.055, 2.4), "the two segments differ here")
    }

    @Test func gray777777OnWhiteIs4point478AndFailsAA() throws {
        let ratio = try WCAG.contrastRatio(of: try SRGB(parsing: "#777777"), over: .white)
        expectClose(ratio, 4.478089453577214, tolerance: 1e-12)
        let check = ContrastRequirement.minimumNormalText.check(ratio)
        #expect(!check.passes, "4.478 must fail 4.5: ratios are never rounded before comparison")
        expectClose(check.margin, 4.478089453577214 - 4.5, tolerance: 1e-12)
        #expect(ContrastRequirement.minimumLargeText.check(ratio).passes)
    }

    @Test func linkOverWhite() throws {
        // #007AFF: L = 0.7152·lin(122/255) + 0.0722 = 0.21137…; (1.05)/(L+0.05) = 4.016975780478911
        expectClose(try WCAG.contrastRatio(of: try SRGB(parsing: "#007AFF"), over: .white), 4.016975780478911, tolerance: 1e-12)
    }

    @Test func translucentForegroundIsCompositedFirst() throws {
        // secondaryLabel (60,60,67 @ 0.6) over white → (138, 138, 142.2)/255 → 3.4381996219180686
        let secondaryLabel = try SRGB(red8: 60, green8: 60, blue8: 67, alpha: 0.6)
        expectClose(try WCAG.contrastRatio(of: secondaryLabel, over: .white), 3.4381996219180686, tolerance: 1e-12)

        // dark secondaryLabel (235,235,245 @ 0.6) over #1C1C1E → 5.950194077463722
        let darkSecondary = try SRGB(red8: 235, green8: 235, blue8: 245, alpha: 0.6)
        expectClose(
            try WCAG.contrastRatio(of: darkSecondary, over: try SRGB(parsing: "#1C1C1E")), 5.950194077463722,
            tolerance: 1e-12)

        // Material "white 87 %" over #121212 → 0.87 + 0.13·18/255 = 0.879176… → 14.21676391790736
        expectClose(
            try WCAG.contrastRatio(of: try SRGB(white: 1, alpha: 0.87), over: try SRGB(parsing: "#121212")),
            14.21676391790736, tolerance: 1e-12)

        // black @ 0.5 over white is exactly mid gray 0.5 → 3.976653024912438
        expectClose(try WCAG.contrastRatio(of: try SRGB(white: 0, alpha: 0.5), over: .white), 3.976653024912438, tolerance: 1e-12)
    }

    @Test func compositeKeepsFullPrecision() throws {
        let composite = try SRGB(red8: 60, green8: 60, blue8: 67, alpha: 0.6).composited(over: .white)
        expectClose(composite.red, 138.0 / 255, tolerance: 1e-15)
        expectClose(composite.blue, 142.2 / 255, tolerance: 1e-15, "142.2 is between two 8-bit steps and must stay so")
        #expect(composite.isOpaque)
    }

    @Test func translucentBackgroundNeedsAnOpaqueBase() throws {
        let black60 = try SRGB(white: 0, alpha: 0.6)
        let red50 = try SRGB(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(throws: ContrastError.translucentBackground(red50)) {
            try WCAG.contrastRatio(of: black60, over: red50)
        }
        // red @ 0.5 on white → (1, 0.5, 0.5); black @ 0.6 over that → (0.4, 0.2, 0.2) → 4.133039997247122
        expectClose(try WCAG.contrastRatio(of: black60, over: red50, on: .white), 4.133039997247122, tolerance: 1e-12)
        #expect(throws: ContrastError.self) { try WCAG.contrastRatio(of: black60, over: red50, on: red50) }
    }

    @Test func translucentBackgroundErrorSaysWhatToDo() throws {
        let error = ContrastError.translucentBackground(try SRGB(parsing: "#FF000080"))
        #expect(error.description.contains("#FF000080"))
        #expect(error.description.contains("composite it over the opaque surface beneath it"))
    }
}

@Suite struct CompositingTests {
    @Test func sourceOverGeneralCase() throws {
        // αo = 0.5 + 0.5·0.5 = 0.75; Co = (1·0.5 + 0·0.5·0.5)/0.75 = 2/3
        let result = try SRGB(red: 1, green: 1, blue: 1, alpha: 0.5).composited(over: try SRGB(white: 0, alpha: 0.5))
        expectClose(result.alpha, 0.75, tolerance: 1e-15)
        expectClose(result.red, 2.0 / 3, tolerance: 1e-15)
    }

    @Test func identities() throws {
        let opaque = try SRGB(parsing: "#336699")
        let backdrop = try SRGB(parsing: "#CC8844")
        #expect(opaque.composited(over: backdrop) == opaque)
        #expect(try SRGB(parsing: "#12345600").composited(over: backdrop) == backdrop)
        let clear = try SRGB(white: 0, alpha: 0)
        #expect(clear.composited(over: clear).alpha == 0)
    }

    @Test func associative() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            func random() throws -> SRGB {
                try SRGB(
                    red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                    blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
            }
            let (a, b, c) = (try random(), try random(), try random())
            let left = a.composited(over: b.composited(over: c))
            let right = a.composited(over: b).composited(over: c)
            expectClose(left.red, right.red, tolerance: 1e-12)
            expectClose(left.alpha, right.alpha, tolerance: 1e-12)
        }
    }
}

@Suite struct SuccessCriterionTests {
    @Test func requirementsAsPublished() {
        // WCAG 2.2: 1.4.3 AA 4.5 / large 3; 1.4.6 AAA 7 / large 4.5; 1.4.11 AA 3.
        let table = ContrastRequirement.all.map { "\($0.criterion.number) \($0.criterion.level.rawValue) \($0.content.rawValue) \($0.minimum)" }
        #expect(table == [
            "1.4.3 AA text 4.5", "1.4.3 AA large text 3.0", "1.4.6 AAA text 7.0",
            "1.4.6 AAA large text 4.5", "1.4.11 AA non-text 3.0",
        ])
    }

    @Test func boundaryPassesAndMarginIsSigned() {
        let exact = ContrastRequirement.nonText.check(3)
        #expect(exact.passes && exact.margin == 0)
        let short = ContrastRequirement.enhancedNormalText.check(6.99)
        #expect(!short.passes)
        expectClose(short.margin, -0.01, tolerance: 1e-12)
    }
}

@Suite struct LinearizationTableTests {
    @Test func tableAgreesWithTheFormulaBitForBit() {
        // The table holds the correctly rounded formula; glibc's pow is correctly rounded at
        // these 256 inputs, so on Linux the two agree exactly. Another libm may round one
        // of them the other way.
        for k in 0...255 {
            let encoded = Double(k) / 255
            let table = RelativeLuminance.linearize(encoded), formula = RelativeLuminance.linearizeByFormula(encoded)
            #if os(Linux)
            #expect(table == formula, "k = \(k)")
            #else
            #expect(abs(table - formula) <= formula.ulp, "k = \(k)")
            #endif
        }
    }

    #if arch(x86_64) && !os(Windows)
    /// An independent computation in 64-bit-significand extended precision (`powl`): each
    /// table value must be the double nearest the power of the double-evaluated base, up to
    /// the extended result's own error (under 2^-10 of a double ulp).
    @Test func tableValuesAreCorrectlyRounded() {
        for k in 0...255 {
            let encoded = Double(k) / 255
            let exact: Float80 = encoded <= RelativeLuminance.linearThreshold
                ? Float80(encoded) / Float80(12.92 as Double)
                : pow(Float80((encoded + 0.055) / 1.055), Float80(2.4 as Double))
            let value = RelativeLuminance.linearize(encoded)
            let error = abs(Float80(value) - exact) / Float80(value.ulp == 0 ? Double.leastNonzeroMagnitude : value.ulp)
            #expect(error <= 0.5 + 0x1p-10, "k = \(k): \(error) ulp from the extended-precision value")
        }
    }
    #endif

    @Test func tableIsKeyedByTheExact8BitValue() {
        for k in 0...255 {
            #expect(RelativeLuminance.tableIndex(Double(k) / 255) == k)
        }
    }

    @Test func valuesBetweenSteps() {
        // Not k/255: the formula, not the neighbouring table entry.
        for value in [0.5, 0.04045, 0.0404, 1.0 / 3, 0.999999, 128.0 / 255 + 1e-15, 128.0 / 255 - 1e-16, 0.0] {
            #expect(RelativeLuminance.linearize(value) == RelativeLuminance.linearizeByFormula(value), "\(value)")
        }
        #expect(RelativeLuminance.linearize(1) == 1)
    }

    @Test func valuesNoColorHoldStillTakeTheFormula() {
        // The table's index is masked into 0...255 for any input; none of these equals a
        // row's k/255, so each gets the formula's answer (and nothing reads out of bounds).
        for value in [-0.0, -1.0 / 255, 2, 256.0 / 255, 1e300, -1e300, .infinity, -.infinity, .leastNonzeroMagnitude] {
            let expected = RelativeLuminance.linearizeByFormula(value)
            let got = RelativeLuminance.linearize(value)
            #expect(got == expected || (got.isNaN && expected.isNaN), "\(value)")
        }
        #expect(RelativeLuminance.linearize(.nan).isNaN)
    }

    @Test func colorsWithAnyComponentOffTheGridUseTheFormulaForThatComponent() throws {
        let color = try SRGB(red: 0.5, green: 128.0 / 255, blue: 1.0 / 3)
        let expected = 0.2126 * RelativeLuminance.linearizeByFormula(0.5)
            + 0.7152 * RelativeLuminance.linearizeByFormula(128.0 / 255)
            + 0.0722 * RelativeLuminance.linearizeByFormula(1.0 / 3)
        #expect(color.relativeLuminance == expected)
        let onGrid = SRGB(red8: 12, green8: 200, blue8: 255)
        let expectedOnGrid = 0.2126 * RelativeLuminance.linearizeByFormula(12.0 / 255)
            + 0.7152 * RelativeLuminance.linearizeByFormula(200.0 / 255)
            + 0.0722 * RelativeLuminance.linearizeByFormula(1)
        #expect(onGrid.relativeLuminance == expectedOnGrid)
    }
}
