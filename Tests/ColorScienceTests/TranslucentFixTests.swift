import Testing
import ColorScience

/// The fixes that change a translucent foreground's alpha. Expected alphas were computed
/// apart from the package, in Python, from WCAG 2.2's relative luminance (sRGB threshold
/// 0.04045) and source-over compositing in encoded sRGB, scanning the 8-bit alphas upward:
///
/// | foreground | α now | over | minimum | smallest passing α (8-bit) | ratio there |
/// |---|---|---|---|---|---|
/// | 60, 60, 67 | 77 | white | 4.5 | 179 | 4.5112 |
/// | 60, 60, 67 | 153 | white | 7 | 218 | 7.0328 |
/// | 235, 235, 245 | 77 | black | 4.5 | 126 | 4.5242 |
/// | 84, 84, 88 | 153 | white | 3 | 159 | 3.0121 |
@Suite struct TranslucentFixTests {
    static func color(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha8: UInt8) -> SRGB {
        SRGB(red8: red, green8: green, blue8: blue, alpha8: alpha8)
    }

    @Test(arguments: [
        (color(60, 60, 67, alpha8: 77), SRGB.white, 4.5, UInt8(179), 4.5112),
        (color(60, 60, 67, alpha8: 153), SRGB.white, 7.0, UInt8(218), 7.0328),
        (color(235, 235, 245, alpha8: 77), SRGB.black, 4.5, UInt8(126), 4.5242),
        (color(84, 84, 88, alpha8: 153), SRGB.white, 3.0, UInt8(159), 3.0121),
    ])
    func theSmallestAlphaThatPasses(foreground: SRGB, background: SRGB, minimum: Double, alpha8: UInt8, ratio: Double) throws {
        let fix = try #require(try TranslucentFix.search(for: foreground, over: background, minimum: minimum))
        let alpha = try #require(fix.alphaColor)
        #expect(alpha == SRGB(red8: UInt8((foreground.red * 255).rounded()), green8: UInt8((foreground.green * 255).rounded()),
                              blue8: UInt8((foreground.blue * 255).rounded()), alpha8: alpha8))
        #expect(abs((fix.alphaRatio ?? 0) - ratio) < 5e-5)
        // The nearest opaque color to the one seen passes, and is opaque.
        let opaque = try #require(fix.opaque)
        #expect(opaque.color.isOpaque && opaque.ratio >= minimum)
        #expect(try ContrastMeasurement(of: opaque.color, over: background).ratio >= minimum)
    }

    /// The opaque fix is no farther from the color seen than the first passing mix of it
    /// toward black or white (a floor the nearest passing color is under), measured here on
    /// its own, by more than the search's tolerance.
    @Test func theOpaqueFixIsNoFartherThanAMix() throws {
        let foreground = Self.color(60, 60, 67, alpha8: 77)
        let seen = try ContrastMeasurement(of: foreground, over: .white).seenForeground
        let fix = try #require(try TranslucentFix.search(for: foreground, over: .white, minimum: 4.5)?.opaque)
        let converter = try LabConverter.shared()
        var floor = Double.infinity
        for step in 1...255 {
            let t = Double(step) / 255
            func mix(_ value: Double) -> UInt8 { UInt8(((value * (1 - t)) * 255).rounded()) }
            let candidate = SRGB(red8: mix(seen.red), green8: mix(seen.green), blue8: mix(seen.blue))
            if try ContrastMeasurement(of: candidate, over: .white).ratio >= 4.5 {
                floor = DeltaE2000.difference(converter.lab(of: seen), converter.lab(of: candidate))
                break
            }
        }
        #expect(fix.deltaE2000 <= floor + ContrastSuggestion.tolerance, "\(fix.deltaE2000) vs \(floor)")
    }

    /// The same color that fails even opaque has no alpha fix, only an opaque one; where no
    /// sRGB color passes (7:1 over a mid gray, whose best is 4.68:1 with black), neither.
    @Test func noFixWhereNoneExists() throws {
        let pale = try #require(try TranslucentFix.search(for: Self.color(200, 200, 200, alpha8: 128), over: .white, minimum: 4.5))
        #expect(pale.alphaColor == nil && pale.alphaRatio == nil && pale.opaque != nil)
        let gray = SRGB(red8: 0x77, green8: 0x77, blue8: 0x77)
        let none = try #require(try TranslucentFix.search(for: Self.color(0, 0, 0, alpha8: 128), over: gray, minimum: 7))
        #expect(none.alphaColor == nil && none.opaque == nil)
        // Opaque foregrounds and passing pairs: nothing to fix this way.
        #expect(try TranslucentFix.search(for: .black, over: .white, minimum: 4.5) == nil)
        #expect(try TranslucentFix.search(for: Self.color(0, 0, 0, alpha8: 230), over: .white, minimum: 4.5) == nil)
    }
}
