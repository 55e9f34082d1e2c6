import AdaptedSystemUI
import ColorScience
import Dispatch
import Foundation
internal import _PerseusLocking

/// The WCAG contrast of every color against every other, for large token sets.
///
/// Each color's relative luminance is computed once; a ratio is then a comparison and a
/// division (`WCAG.contrastRatio(flaredLuminance:_:)`, the flare added once per row and
/// column). The pairs `(i, j)` with `i < j` are stored as a packed upper triangle, row by
/// row: `n (n − 1) / 2` ratios (5·10⁷ for 10,000 colors), filled on all cores.
///
/// ```swift
/// let matrix = try ContrastMatrix(colors: tokens)          // opaque colors
/// matrix.ratio(3, 7)                                       // on demand, exact
/// let all = matrix.ratios()                                // every pair, Float32, in parallel
/// matrix.count { $0 >= 4.5 }                               // pairs meeting AA for text
/// ```
///
/// Colors must be opaque: a translucent color's contrast depends on what it is drawn over,
/// which an all-pairs table cannot know.
public struct ContrastMatrix: Sendable {
    /// The colors' relative luminances, in input order.
    public let luminances: [Double]

    /// Creates a matrix of opaque colors.
    ///
    /// - Throws: ``MatrixError/translucentColor(index:hex:)`` for the first translucent color.
    public init(colors: [SRGB]) throws(MatrixError) {
        var luminances: [Double] = []
        luminances.reserveCapacity(colors.count)
        for (index, color) in colors.enumerated() {
            guard color.isOpaque else { throw .translucentColor(index: index, hex: color.hex) }
            luminances.append(color.relativeLuminance)
        }
        self.luminances = luminances
    }

    /// Creates a matrix from luminances already computed.
    public init(luminances: [Double]) {
        self.luminances = luminances
    }

    /// The matrix of a measured palette's opaque colors in one appearance cell, with the
    /// names of the colors it holds (translucent ones are left out).
    public static func of(_ palette: MeasuredPalette, in appearance: Appearance) -> (names: [String], matrix: ContrastMatrix) {
        let opaque = palette.colors.map { ($0.name, $0.resolved(for: appearance)) }.filter { $0.1.color.isOpaque }
        return (opaque.map(\.0), ContrastMatrix(luminances: opaque.map(\.1.relativeLuminance)))
    }

    /// The number of colors.
    public var count: Int { luminances.count }

    /// The number of distinct pairs, `n (n − 1) / 2`.
    public var pairCount: Int { count * (count - 1) / 2 }

    /// The contrast ratio of colors `i` and `j`, computed exactly (`Double`).
    @inlinable
    public func ratio(_ i: Int, _ j: Int) -> Double {
        WCAG.contrastRatio(luminance: luminances[i], luminances[j])
    }

    /// Where pair `(i, j)`, `i < j`, sits in ``ratios()``.
    @inlinable
    public func packedIndex(_ i: Int, _ j: Int) -> Int {
        i * (2 * count - i - 1) / 2 + (j - i - 1)
    }

    /// Every pair's ratio as `Float` (about 7 significant digits: enough to sort and to
    /// display; compare thresholds with ``ratio(_:_:)`` or ``count(where:)``, which use
    /// `Double`), packed row by row, computed on all cores.
    public func ratios() -> [Float] {
        let pairs = pairCount
        guard pairs > 0 else { return [] }
        return [Float](unsafeUninitializedCapacity: pairs) { buffer, initialized in
            let output = SendableBuffer(base: buffer.baseAddress!)
            forEachRowBlock { rows in
                for i in rows {
                    let li = luminances[i] + WCAG.flare
                    var index = packedIndex(i, i + 1)
                    for j in (i + 1)..<count {
                        let lj = luminances[j] + WCAG.flare
                        output.base[index] = Float(WCAG.contrastRatio(flaredLuminance: li, lj))
                        index += 1
                    }
                }
            }
            initialized = pairs
        }
    }

    /// The number of pairs whose ratio (exact, `Double`) satisfies `predicate`, on all cores.
    public func count(where predicate: @Sendable (Double) -> Bool) -> Int {
        let total = Locked<Int>(0)
        forEachRowBlock { rows in
            var local = 0
            for i in rows {
                let li = luminances[i] + WCAG.flare
                for j in (i + 1)..<count {
                    let lj = luminances[j] + WCAG.flare
                    if predicate(WCAG.contrastRatio(flaredLuminance: li, lj)) { local += 1 }
                }
            }
            total.withLock { $0 += local }
        }
        return total.withLock { $0 }
    }

    /// The pairs whose contrast is below `threshold` — the low-contrast pairs, the ones that
    /// fail a requirement — yielded one at a time, without an n² table: memory is linear in
    /// the number of colors, so 100,000 colors (5·10⁹ pairs) work.
    ///
    /// The colors are sorted by luminance once (O(n log n)); for each color, the pairs below
    /// the threshold are then the next ones in that order, up to the first that reaches it
    /// (the ratio of sorted flared luminances only grows), so the walk costs O(n) plus one
    /// step per pair yielded. Pairs come in luminance order, each once, `first` the darker,
    /// with the exact `Double` ratio.
    public func pairs(below threshold: Double) -> LowContrastPairs {
        LowContrastPairs(luminances: luminances, threshold: threshold)
    }

    /// The pairs whose contrast is at least `threshold`, generated as they are iterated:
    /// colors in luminance order, and for each the first lighter one that reaches the
    /// threshold found by bisection (the ratio only grows from there), so the walk costs
    /// O(n log n) plus one step per pair yielded. Pairs come in luminance order, each once,
    /// `first` the darker, with the exact `Double` ratio.
    public func pairs(atLeast threshold: Double) -> HighContrastPairs {
        HighContrastPairs(luminances: luminances, threshold: threshold)
    }

    /// How many pairs have a contrast below `threshold`, in O(n log n) with no table: for each
    /// color in luminance order, a second pointer marks where the ratio reaches the threshold.
    public func countPairs(below threshold: Double) -> Int {
        let sorted = luminances.map { $0 + WCAG.flare }.sorted()
        var total = 0, end = 0
        for i in sorted.indices {
            end = Swift.max(end, i + 1)
            while end < sorted.count, WCAG.contrastRatio(flaredLuminance: sorted[end], sorted[i]) < threshold { end += 1 }
            total += end - i - 1
        }
        return total
    }

    /// Splits the rows into blocks of about equal pair counts (row `i` has `n − 1 − i`
    /// pairs) and runs `body` on each, in parallel.
    private func forEachRowBlock(_ body: @Sendable (Range<Int>) -> Void) {
        let blocks = Swift.max(1, Swift.min(count, 8 * ProcessInfo.processInfo.activeProcessorCount))
        let target = Double(pairCount) / Double(blocks)
        var bounds = [0]
        var accumulated = 0.0
        for i in 0..<count {
            accumulated += Double(count - 1 - i)
            if accumulated >= target * Double(bounds.count), bounds.count < blocks { bounds.append(i + 1) }
        }
        if bounds.last != count { bounds.append(count) }
        let ranges = zip(bounds, bounds.dropFirst()).map { $0..<$1 }.filter { !$0.isEmpty }
        DispatchQueue.concurrentPerform(iterations: ranges.count) { body(ranges[$0]) }
    }
}

/// The pairs of a ``ContrastMatrix`` below a contrast threshold, generated as they are
/// iterated (``ContrastMatrix/pairs(below:)``).
public struct LowContrastPairs: Sequence, Sendable {
    /// A pair: the colors' indices in the matrix, and their ratio.
    public typealias Element = (first: Int, second: Int, ratio: Double)

    /// Color indices in luminance order, and their flared luminances in the same order.
    let order: [Int]
    let flared: [Double]
    let threshold: Double

    init(luminances: [Double], threshold: Double) {
        order = luminances.indices.sorted { luminances[$0] < luminances[$1] }
        flared = order.map { luminances[$0] + WCAG.flare }
        self.threshold = threshold
    }

    public func makeIterator() -> Iterator { Iterator(pairs: self) }

    public struct Iterator: IteratorProtocol {
        let pairs: LowContrastPairs
        var i = 0, j = 1

        public mutating func next() -> Element? {
            let count = pairs.flared.count
            while i < count {
                if j < count {
                    let ratio = WCAG.contrastRatio(flaredLuminance: pairs.flared[j], pairs.flared[i])
                    if ratio < pairs.threshold {
                        defer { j += 1 }
                        return (pairs.order[i], pairs.order[j], ratio)
                    }
                }
                i += 1
                j = i + 1
            }
            return nil
        }
    }
}

/// The pairs of a ``ContrastMatrix`` at or above a contrast threshold, generated as they are
/// iterated (``ContrastMatrix/pairs(atLeast:)``).
public struct HighContrastPairs: Sequence, Sendable {
    /// A pair: the colors' indices in the matrix, and their ratio.
    public typealias Element = (first: Int, second: Int, ratio: Double)

    /// The colors in luminance order, as for ``LowContrastPairs``.
    let sorted: LowContrastPairs

    init(luminances: [Double], threshold: Double) {
        sorted = LowContrastPairs(luminances: luminances, threshold: threshold)
    }

    public func makeIterator() -> Iterator { Iterator(pairs: sorted) }

    public struct Iterator: IteratorProtocol {
        let pairs: LowContrastPairs
        var i = 0
        /// The next partner of `i`, or `nil` before it is found.
        var j: Int?

        public mutating func next() -> Element? {
            let count = pairs.flared.count
            while i < count {
                if j == nil {
                    var low = i + 1, high = count
                    while low < high {
                        let mid = (low + high) / 2
                        if WCAG.contrastRatio(flaredLuminance: pairs.flared[mid], pairs.flared[i]) >= pairs.threshold { high = mid } else { low = mid + 1 }
                    }
                    j = low
                }
                if let partner = j, partner < count {
                    j = partner + 1
                    return (pairs.order[i], pairs.order[partner], WCAG.contrastRatio(flaredLuminance: pairs.flared[partner], pairs.flared[i]))
                }
                i += 1
                j = nil
            }
            return nil
        }
    }
}

/// A color the matrix cannot hold.
public enum MatrixError: Error, Hashable, Sendable, CustomStringConvertible {
    case translucentColor(index: Int, hex: String)

    public var description: String {
        switch self {
        case .translucentColor(let index, let hex):
            return "color \(index) (\(hex)) is translucent; an all-pairs contrast needs opaque colors"
        }
    }
}

/// A raw pointer handed to the worker threads; each writes a disjoint range.
private struct SendableBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<Float>
}
