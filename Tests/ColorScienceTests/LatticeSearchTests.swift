import Dispatch
import Foundation
import AuditTestSupport
import Testing
import ColorContrast
@testable import ColorScience

/// The pieces the suggestion search ranks and prunes with, each against an independent
/// computation: Lab from the per-channel tables against Little CMS's whole pipeline, tabulated
/// composite ratios against `ContrastMeasurement`, and the lightness bound against CIEDE2000 of
/// colors that pass.
@Suite struct LatticeSearchTests {
    /// Every single-channel value and 20,000 random colors: within 2e-4 of `LabConverter`
    /// (Little CMS evaluates its pipeline in 32-bit floats, the tables sum in doubles).
    @Test func eightBitLabAgreesWithLittleCMSsPipeline() throws {
        let tables = try EightBitLab.shared()
        let converter = try LabConverter.shared()
        var generator = SplitMix64(seed: 0x1AB)
        var colors: [(Int, Int, Int)] = []
        for value in 0...255 { colors += [(value, 0, 0), (0, value, 0), (0, 0, value), (value, value, value)] }
        for _ in 0..<20_000 {
            colors.append((Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator)))
        }
        var worst = 0.0
        for (r, g, b) in colors {
            let fast = tables.lab(r, g, b)
            let exact = converter.lab(of: SRGB(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b)))
            worst = max(worst, abs(fast.l - exact.l), abs(fast.a - exact.a), abs(fast.b - exact.b))
        }
        #expect(worst < 2e-4, "largest difference \(worst)")
    }

    /// `EightBitLab`'s XYZ → Lab against Little CMS's `cmsXYZ2Lab` (its `pow(t, 1/3)`), on XYZ
    /// from black to past the white, the linear segment near black and its joint included;
    /// and its cube root against `pow` on 100,000 values over the range Lab uses.
    @Test func xyzToLabIsLittleCMSs() {
        var generator = SplitMix64(seed: 0x1AD)
        var worst = 0.0
        for index in 0..<50_000 {
            // Every tenth sample near black, where the linear segment meets the cube root.
            let scale = index % 10 == 0 ? 0.02 : 1.05
            let x = Double.random(in: 0...scale, using: &generator), y = Double.random(in: 0...scale, using: &generator)
            let z = Double.random(in: 0...scale, using: &generator)
            let ours = EightBitLab.lab(x: x, y: y, z: z), theirs = EightBitLab.littleCMSLab(x: x, y: y, z: z)
            worst = max(worst, abs(ours.l - theirs.l), abs(ours.a - theirs.a), abs(ours.b - theirs.b))
        }
        #expect(worst < 1e-11, "largest difference \(worst)")
        var relative = 0.0
        for _ in 0..<100_000 {
            let t = Double.random(in: 0.008...1.1, using: &generator)
            relative = max(relative, abs(EightBitLab.cubeRoot(t) - pow(t, 1.0 / 3)) / pow(t, 1.0 / 3))
        }
        #expect(relative < 1e-15, "largest relative difference \(relative)")
    }

    /// A channel a fraction of the way between two 8-bit values in linear light: the color
    /// with that linear value, encoded by the sRGB formula and converted by Little CMS.
    @Test func aFractionalChannelIsInterpolatedInLinearLight() throws {
        let tables = try EightBitLab.shared()
        let converter = try LabConverter.shared()
        var generator = SplitMix64(seed: 0x1AC)
        for _ in 0..<2_000 {
            var values = (0..<3).map { _ in Int.random(in: 0...254, using: &generator) }
            let channel = Int.random(in: 0...2, using: &generator)
            let fraction = Double.random(in: 0...1, using: &generator)
            let from = values[channel]
            let linear = RelativeLuminance.linearize(Double(from) / 255) * (1 - fraction)
                + RelativeLuminance.linearize(Double(from + 1) / 255) * fraction
            var components = values.map { Double($0) / 255 }
            components[channel] = RelativeLuminance.encodeByFormula(linear)
            let exact = converter.lab(of: SRGB(uncheckedRed: components[0], green: components[1], blue: components[2], alpha: 1))
            let fast = tables.lab(values[0], values[1], values[2], channel: channel, towards: from + 1, fraction: fraction)
            #expect(abs(fast.l - exact.l) < 2e-4 && abs(fast.a - exact.a) < 2e-4 && abs(fast.b - exact.b) < 2e-4, "\(values) channel \(channel) at \(fraction)")
            values[channel] = from
        }
    }

    /// Translucent candidates over opaque and translucent backgrounds: the tabulated ratio is
    /// `ContrastMeasurement`'s, bit for bit; other alphas and off-grid colors go to it too.
    @Test func tabulatedCompositesGiveTheMeasurementsRatio() throws {
        var generator = SplitMix64(seed: 0x1AD)
        func byte() -> UInt8 { .random(in: 0...255, using: &generator) }
        for index in 0..<200 {
            let background = SRGB(red8: byte(), green8: byte(), blue8: byte(), alpha8: index % 2 == 0 ? 255 : byte())
            let base: SRGB? = background.isOpaque ? nil : SRGB(red8: byte(), green8: byte(), blue8: byte())
            let alpha8 = UInt8.random(in: 1...254, using: &generator)
            let seen = try SeenBackground(background, on: base)
            let table = seen.ratios(atAlpha8: alpha8)
            for _ in 0..<100 {
                let candidate = SRGB(red8: byte(), green8: byte(), blue8: byte(), alpha8: alpha8)
                let expected = try ContrastMeasurement(of: candidate, over: background, on: base).ratio
                #expect(try table.ratio(of: candidate).bitPattern == expected.bitPattern)
            }
            let other = SRGB(red8: byte(), green8: byte(), blue8: byte(), alpha8: alpha8 &+ 1)
            #expect(try table.ratio(of: other) == ContrastMeasurement(of: other, over: background, on: base).ratio)
            let offGrid = SRGB(uncheckedRed: 0.123456, green: 0.5, blue: 0.25, alpha: Double(alpha8) / 255)
            #expect(try table.ratio(of: offGrid) == ContrastMeasurement(of: offGrid, over: background, on: base).ratio)
        }
    }

    /// For random colors over one or several backgrounds, no passing color on either side is
    /// nearer by CIEDE2000 (on Little CMS Lab) than the bound for its side; and the bound is
    /// not empty praise: it is above zero for most sides that have one.
    @Test func theLightnessBoundIsNeverAboveAPassingColorsDistance() throws {
        let converter = try LabConverter.shared()
        let weights = try EightBitLab.shared().luminanceWeights
        var generator = SplitMix64(seed: 0x1AE)
        func color() -> SRGB {
            SRGB(red8: .random(in: 0...255, using: &generator), green8: .random(in: 0...255, using: &generator), blue8: .random(in: 0...255, using: &generator))
        }
        var positive = 0, sides = 0
        for index in 0..<400 {
            let original = color()
            let backgrounds = (0..<(1 + index % 3)).map { _ in (luminance: color().relativeLuminance, minimum: [3.0, 4.5, 7.0].randomElement(using: &generator)!) }
            guard let bound = LightnessBound(originalLuminance: original.relativeLuminance, backgrounds: backgrounds) else { continue }
            let lab = converter.lab(of: original)
            let floors = [false, true].map { bound.deltaE(from: lab, lighter: $0, weights: weights) }
            for side in floors where side.isFinite {
                sides += 1
                if side > 0 { positive += 1 }
            }
            for _ in 0..<400 {
                let candidate = color()
                let luminance = candidate.relativeLuminance
                let passes = backgrounds.allSatisfy { WCAG.contrastRatio(luminance: luminance, $0.luminance) >= $0.minimum }
                guard passes else { continue }
                let distance = DeltaE2000.difference(lab, converter.lab(of: candidate))
                if luminance <= bound.darkest { #expect(distance >= floors[0], "\(original.hex) → \(candidate.hex)") }
                if luminance >= bound.lightest { #expect(distance >= floors[1], "\(original.hex) → \(candidate.hex)") }
                #expect(luminance <= bound.darkest || luminance >= bound.lightest, "\(candidate.hex) passes inside the failing range")
            }
        }
        #expect(sides > 100 && positive > sides / 3, "\(positive) of \(sides) sides bounded above zero")
    }

    /// Searches on many threads at once, sharing the per-channel tables, give what one thread
    /// gives (run under ThreadSanitizer in CI as well).
    @Test func searchesOnManyThreadsAgreeWithOneThread() throws {
        let pairs = ContrastSuggestionTests.pairs(24, seed: 0x1AF)
        let expected = try pairs.map { try ContrastSuggestion.nearest(to: $0.0, over: $0.1, minimum: $0.2) }
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for (index, pair) in pairs.enumerated() where index % 2 == thread % 2 {
                let found = try? ContrastSuggestion.nearest(to: pair.0, over: pair.1, minimum: pair.2)
                if found != expected[index] { mismatches.withLock { $0 += 1 } }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}

/// A value behind a lock, for counting across threads.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&value) } }
}
