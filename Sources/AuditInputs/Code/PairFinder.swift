import AdaptedSystemUI
import AuditModel

/// Finds the pairs an app draws for a palette (from its code, say): what `AuditJob` asks
/// before it chooses its pairs. The `SourcePairs` library's `SourceScan` is one.
public protocol PairFinder: Sendable {
    /// The pairs found, with the palette they are checked in: the given palette plus the
    /// colors the pairs name that it does not hold (system colors, colors written in the
    /// code, colors with an opacity applied).
    func findPairs(for palette: Palette) throws(InputFileError) -> FoundPairs
}

/// What a ``PairFinder`` found.
public struct FoundPairs: Sendable {
    /// The palette the pairs are checked in.
    public var palette: Palette
    /// The pairs, with their evidence and confidence (`Pairing.origin` is
    /// `PairOrigin.code`).
    public var pairings: [Pairing]
    /// The palette's colors no pair draws.
    public var undrawn: [String]

    public init(palette: Palette, pairings: [Pairing], undrawn: [String]) {
        self.palette = palette
        self.pairings = pairings
        self.undrawn = undrawn
    }
}
