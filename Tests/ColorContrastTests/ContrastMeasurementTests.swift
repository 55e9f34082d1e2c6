import AuditTestSupport
import Testing
@testable import ColorContrast
import Foundation

/// The one contrast pipeline: colors as given, as seen, and the ratio. Expected ratios were
/// computed independently (Python, from the WCAG 2.2 formulas).
@Suite struct ContrastMeasurementTests {
    @Test func opaquePairIsSeenAsGiven() throws {
        let gray = try SRGB(parsing: "#777777")
        let contrast = try ContrastMeasurement(of: gray, over: .white)
        #expect(contrast.seenForeground == gray && contrast.seenBackground == .white && contrast.base == nil)
        #expect(abs(contrast.ratio - 4.478089453577214) < 1e-12)
    }

    @Test func translucentBackgroundOnABaseThenTranslucentForeground() throws {
        // 50 % black on white is gray 0.5; 40 % white over it is 0.4 + 0.6 · 0.5 = 0.7.
        let veil = try SRGB(white: 0, alpha: 0.5)
        let ink = try SRGB(white: 1, alpha: 0.4)
        let contrast = try ContrastMeasurement(of: ink, over: veil, on: .white)
        #expect(abs(contrast.seenBackground.red - 0.5) < 1e-15 && contrast.seenBackground.isOpaque)
        #expect(abs(contrast.seenForeground.red - 0.7) < 1e-15 && contrast.seenForeground.isOpaque)
        #expect(contrast.foreground == ink && contrast.background == veil && contrast.base == .white)
        #expect(abs(contrast.ratio - 1.8860258349603407) < 1e-12)
        // Black over the same veil: (L(0.5) + 0.05) / 0.05.
        #expect(abs(try ContrastMeasurement(of: .black, over: veil, on: .white).ratio - 5.280822809644651) < 1e-12)
    }

    @Test func translucentBackgroundWithoutAnOpaqueBaseThrows() throws {
        let veil = try SRGB(white: 0, alpha: 0.5)
        #expect(throws: ContrastError.translucentBackground(veil)) { try ContrastMeasurement(of: .black, over: veil) }
        let glass = try SRGB(white: 1, alpha: 0.2)
        #expect(throws: ContrastError.translucentBackground(glass)) { try ContrastMeasurement(of: .black, over: veil, on: glass) }
        // A translucent base is refused even under an opaque background: it is a mistake in the input.
        #expect(throws: ContrastError.translucentBackground(glass)) { try ContrastMeasurement(of: .black, over: .white, on: glass) }
    }

    @Test func knownLuminancesGiveTheSameMeasurement() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            func color(opaque: Bool) throws -> SRGB {
                try SRGB(
                    red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                    blue: .random(in: 0...1, using: &random), alpha: opaque ? 1 : .random(in: 0...1, using: &random))
            }
            let foreground = try color(opaque: Bool.random(using: &random)), background = try color(opaque: true)
            let direct = try ContrastMeasurement(of: foreground, over: background)
            let known = try ContrastMeasurement(
                of: foreground, luminance: foreground.relativeLuminance, over: background, luminance: background.relativeLuminance)
            #expect(direct == known)
        }
    }

    @Test func wcagRatioFunctionsAreThePipelines() throws {
        let hint = try SRGB(parsing: "rgb(60 60 67 / 0.6)")
        let veil = try SRGB(white: 0, alpha: 0.3)
        #expect(try WCAG.contrastRatio(of: hint, over: .white) == ContrastMeasurement(of: hint, over: .white).ratio)
        #expect(try WCAG.contrastRatio(of: hint, over: veil, on: .white) == ContrastMeasurement(of: hint, over: veil, on: .white).ratio)
        // The flared form is the same ratio with 0.05 added once.
        #expect(WCAG.contrastRatio(flaredLuminance: 0.25, 1.05) == WCAG.contrastRatio(luminance: 0.2, 1.0))
    }
}

@Suite struct ContrastMetricTests {
    @Test func requirementsCheckTheirOwnMetric() throws {
        // A second metric, defined the way a new file would: the seen foreground's luminance
        // difference from the background's, × 100.
        let difference = ContrastMetric(id: "luminance-difference", name: "luminance difference", unit: "") { contrast in
            abs(contrast.seenForeground.relativeLuminance - contrast.seenBackground.relativeLuminance) * 100
        }
        let requirement = ContrastRequirement(criterion: .nonTextContrast, content: .nonText, metric: difference, minimum: 50)
        let contrast = try ContrastMeasurement(of: .black, over: .white)
        let check = requirement.check(contrast)
        #expect(check.value == 100 && check.margin == 50 && check.passes)
        #expect(ContrastRequirement.nonText.check(contrast).value == 21)
        #expect(requirement != .nonText, "same criterion and content, another metric")
        #expect(ContrastRequirement(criterion: .nonTextContrast, minimum: 3) == .nonText)
        #expect(ContrastRequirement(criterion: .nonTextContrast, minimum: 3, metric: difference) == nil)
    }

    @Test func criteriaByNumberAndLevel() {
        #expect(SuccessCriterion(number: "1.4.6", level: .aaa) == .contrastEnhanced)
        #expect(SuccessCriterion(number: "1.4.6", level: .aa) == nil)
        #expect(SuccessCriterion.contrastMinimum.shortName == "1.4.3 AA")
    }
}

/// The opaque shortcut of `WCAG.contrastRatio(of:over:)` gives the measurement's ratio to the
/// last bit, for 8-bit colors and for arbitrary components.
@Suite struct OpaqueShortcutTests {
    @Test func shortcutEqualsTheMeasurement() throws {
        var generator = SplitMix64(seed: 19)
        for index in 0..<100_000 {
            func component() -> Double {
                index.isMultiple(of: 2) ? Double(UInt8.random(in: 0...255, using: &generator)) / 255 : .random(in: 0...1, using: &generator)
            }
            // Every third foreground translucent.
            let alpha = index % 3 == 0 ? Double.random(in: 0...1, using: &generator) : 1
            let foreground = try SRGB(red: component(), green: component(), blue: component(), alpha: alpha)
            let background = try SRGB(red: component(), green: component(), blue: component())
            let shortcut = try WCAG.contrastRatio(of: foreground, over: background)
            let measured = try ContrastMeasurement(of: foreground, over: background).ratio
            #expect(shortcut.bitPattern == measured.bitPattern, "\(foreground) over \(background)")
            if shortcut.bitPattern != measured.bitPattern { return }
            #if os(Linux)
            // And the formula written out from the standard with `pow` for every channel, as
            // any implementation would: the 8-bit table holds glibc's results, so this is
            // bit for bit.
            let written = Self.powPerChannelRatio(foreground, background)
            #expect(shortcut.bitPattern == written.bitPattern, "\(foreground) over \(background)")
            if shortcut.bitPattern != written.bitPattern { return }
            #endif
        }
        #expect(throws: ContrastError.self) { try WCAG.contrastRatio(of: .black, over: SRGB(red8: 1, green8: 2, blue8: 3, alpha8: 4)) }
    }

    /// WCAG 2.2 from its text: composite source-over on an opaque background, linearize each
    /// channel with `pow`, weight, add the flare, divide.
    static func powPerChannelRatio(_ foreground: SRGB, _ background: SRGB) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func composite(_ f: Double, _ b: Double) -> Double {
            foreground.alpha == 1 ? f : min(1, f * foreground.alpha + b * (1 - foreground.alpha))
        }
        let l1 = 0.2126 * linear(composite(foreground.red, background.red))
            + 0.7152 * linear(composite(foreground.green, background.green))
            + 0.0722 * linear(composite(foreground.blue, background.blue))
        let l2 = 0.2126 * linear(background.red) + 0.7152 * linear(background.green) + 0.0722 * linear(background.blue)
        let (lighter, darker) = l1 > l2 ? (l1, l2) : (l2, l1)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
