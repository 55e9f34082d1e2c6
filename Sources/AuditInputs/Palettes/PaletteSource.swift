import AdaptedSystemUI
import AuditModel

/// One kind of palette input: the built-in palettes, this package's palette files, Xcode
/// asset catalogs, design tokens. ``PaletteSources`` asks each in turn whether it reads an
/// input and lets the first that does read it.
///
/// A new input format is one file — its reader and a type conforming to this protocol — and
/// its line in ``PaletteSources/standard``.
public protocol PaletteSource: Sendable {
    /// What the source reads, for messages: `"Xcode asset catalog"`.
    var name: String { get }

    /// Whether this source reads `input` (a built-in name, a path, or comma-separated
    /// paths). Decided from the input's text; the file is read by ``read(_:)``.
    func canRead(_ input: String) -> Bool

    /// Reads the input.
    ///
    /// - Throws: ``InputFileError`` naming the file, key path, line and column.
    func read(_ input: String) throws(InputFileError) -> LoadedPalette
}

/// A palette as an input gave it: its colors and notes, and the pairings to check.
public struct LoadedPalette: Sendable {
    public let palette: Palette
    /// The pairings to check: those the input states, else those inferred from the colors'
    /// names (marked as inferred); `nil` leaves the choice to the auditor
    /// (`DefaultPairings`), as for a built-in palette.
    ///
    /// Inferred pairings are inferred when this is read, each time it is read: a caller that
    /// needs only the colors (`darkmode-audit matrix`) never pays for them.
    public var pairings: [Pairing]? {
        stated ?? (infersPairings ? DefaultPairings.inferredPairings(for: palette) : nil)
    }
    /// The name of the ``PaletteSource`` that read it.
    public let sourceName: String
    private let stated: [Pairing]?
    private let infersPairings: Bool

    public init(palette: Palette, pairings: [Pairing]?, sourceName: String) {
        self.palette = palette
        self.stated = pairings
        self.infersPairings = false
        self.sourceName = sourceName
    }

    /// A palette read from a file, with the pairings it states or, when it states none,
    /// those inferred from its colors' names (when ``pairings`` is read).
    init(file palette: Palette, stating pairings: [Pairing]?, sourceName: String) {
        self.palette = palette
        self.stated = pairings
        self.infersPairings = pairings == nil
        self.sourceName = sourceName
    }
}

extension String {
    /// A path as given, without one trailing `/` (`Brand.xcassets/` → `Brand.xcassets`).
    var withoutTrailingSlash: String { hasSuffix("/") ? String(dropLast()) : self }
}
