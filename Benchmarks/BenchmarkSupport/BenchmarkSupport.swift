// What the benchmarks and the instruction counts share: the baselines the library is
// measured against, and seeded inputs.
import ColorScience
import Foundation
/// Little CMS's own functions, the baselines of the color-math measurements.
@_exported import CLCMSBaseline

// MARK: Baselines

/// WCAG 2.2 contrast written the obvious way: composite, then pow for every channel.
@inline(never)
public func baselineContrast(_ fg: (Double, Double, Double, Double), _ bg: (Double, Double, Double)) -> Double {
    func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    let a = fg.3
    let r = fg.0 * a + bg.0 * (1 - a), g = fg.1 * a + bg.1 * (1 - a), b = fg.2 * a + bg.2 * (1 - a)
    let l1 = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    let l2 = 0.2126 * channel(bg.0) + 0.7152 * channel(bg.1) + 0.0722 * channel(bg.2)
    return l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05)
}

// MARK: Inputs

public enum Inputs {
    public static func colors(_ count: Int, seed: UInt64, alpha: Double? = nil) -> [SRGB] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let color = SRGB(red8: generator.byte(), green8: generator.byte(), blue8: generator.byte())
            guard let alpha else { return color }
            return (try? color.withAlpha(alpha)) ?? color
        }
    }

    public static func labs(_ count: Int, seed: UInt64) -> [LabD50] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            LabD50(l: generator.unit() * 100, a: generator.unit() * 256 - 128, b: generator.unit() * 256 - 128)
        }
    }
}

public struct SplitMix64 {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

