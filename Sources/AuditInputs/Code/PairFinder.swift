import AdaptedSystemUI
import AuditModel

/// Finds the pairs an app draws for a palette (from its code, say): what `AuditJob` asks
/// before it chooses its pairs. The `SourcePairs` library's `SourceScan` is one.
public protocol PairFinder: Sendable {
    /// What the code says about `palette`: the pairs it draws, and the colors they name that
    /// the palette does not hold (system colors, colors written in the code, colors with an
    /// opacity applied). The job adds those colors to the palette it audits, with the system
    /// colors rules name, in one step.
    func findPairs(for palette: Palette) throws(InputFileError) -> FoundPairs

    /// The palette the code's project defines (its asset catalogs), when it defines one: what
    /// an audit of the project checks unless it is given another palette. `nil` by default.
    var projectPalette: ProjectPalette? { get }
}

extension PairFinder {
    public var projectPalette: ProjectPalette? { nil }
}

/// The palette a project defines.
public enum ProjectPalette: Sendable {
    /// A palette input (asset catalogs, comma-separated).
    case input(String)
    /// A palette in memory: for an app whose colors are all in its code, an empty one the
    /// colors the code defines fill.
    case palette(Palette)
}

/// What a ``PairFinder`` found: facts about the code, not a palette.
public struct FoundPairs: Sendable {
    /// The pairs, with their evidence and confidence (`Pairing.origin` is `PairOrigin.code`).
    public var pairings: [Pairing]
    /// The colors the pairs name that the palette does not hold, as the code defines them.
    public var colors: [AdaptiveColor]
    /// The colors the pairs name that could not be read, with why.
    public var unresolved: [UnresolvedColor]
    /// What the reading found and could not do, for the palette's notes.
    public var notes: [String]
    /// The palette's colors no pair draws.
    public var undrawn: [String]

    public init(
        pairings: [Pairing], colors: [AdaptiveColor] = [], unresolved: [UnresolvedColor] = [], notes: [String] = [], undrawn: [String] = []
    ) {
        self.pairings = pairings
        self.colors = colors
        self.unresolved = unresolved
        self.notes = notes
        self.undrawn = undrawn
    }

    /// The color of `name` the code defines (one the palette does not hold), if any.
    public func color(named name: String) -> AdaptiveColor? { colors.first { $0.name == name } }

    /// The color of `name` the code names and could not be read, if any.
    public func unresolvedColor(named name: String) -> UnresolvedColor? { unresolved.first { $0.name == name } }
}

extension Palette {
    /// This palette with what the code found beside it: its colors and unread colors after
    /// this palette's, its notes after this palette's.
    public func adding(_ found: FoundPairs) -> Palette {
        Palette(
            name: name, title: title, release: release, source: source, notes: notes + found.notes, colors: colors + found.colors,
            unresolved: unresolved + found.unresolved, locations: locations)
    }
}
