import ColorScience

/// A named set of adaptive colors with where its values come from.
///
/// ```swift
/// let palette = Palette.adaptedSystemUI
/// palette["label"]?.resolved(for: .dark)
/// let measured = try palette.measured()     // luminance and Lab of every cell, once
/// ```
public struct Palette: Sendable {
    /// A short identifier, e.g. `adapted-system-ui` (what `darkmode-audit --palette` takes).
    public let name: String
    /// A title for people.
    public let title: String
    /// The OS release the values belong to, e.g. `iOS 13–18`.
    public let release: String
    /// Where the values come from.
    public let source: String
    /// What a reader should know about the values (choices, caveats).
    public let notes: [String]
    /// The colors, in the source's order.
    public let colors: [AdaptiveColor]
    /// Colors the source names but whose values could not be determined, with why; pairs
    /// that use one are reported as incomplete.
    public let unresolved: [UnresolvedColor]
    /// Where the input defines each color, by name (empty for the built-in palettes).
    public let locations: [String: ColorLocation]

    public init(
        name: String, title: String, release: String, source: String, notes: [String] = [], colors: [AdaptiveColor],
        unresolved: [UnresolvedColor] = [], locations: [String: ColorLocation] = [:]
    ) {
        self.locations = locations
        self.name = name
        self.title = title
        self.release = release
        self.source = source
        self.notes = notes
        self.colors = colors
        self.unresolved = unresolved
    }

    /// The color with a name, or `nil`.
    public subscript(name: String) -> AdaptiveColor? {
        colors.first { $0.name == name }
    }

    /// The unresolved color with a name, or `nil`.
    public func unresolvedColor(named name: String) -> UnresolvedColor? {
        unresolved.first { $0.name == name }
    }

    /// Every name the palette holds, resolved or not, in order: the colors, then the
    /// unresolved ones.
    public var allNames: [String] { colors.map(\.name) + unresolved.map(\.name) }

    /// The cells any color of the palette defines.
    public var definedCells: AppearanceSet {
        colors.reduce(into: AppearanceSet()) { $0.formUnion($1.definedCells) }
    }

    /// Whether any cell of any color is doubtful.
    public var hasDoubtfulValues: Bool {
        colors.contains { !$0.doubtfulCells.isEmpty }
    }

    /// Every color measured: relative luminance and Lab (one Little CMS call for the whole
    /// palette).
    public func measured(converter: LabConverter? = nil) throws(LittleCMSError) -> MeasuredPalette {
        if let converter { return MeasuredPalette(self, converter: converter) }
        return MeasuredPalette(self, converter: try LabConverter.shared())
    }
}

/// A ``Palette`` whose every color is measured.
public struct MeasuredPalette: Sendable {
    public let palette: Palette
    public let colors: [MeasuredColor]
    /// How the Lab values were computed.
    public let labProvenance: LabProvenance

    init(_ palette: Palette, converter: LabConverter) {
        self.palette = palette
        self.labProvenance = converter.provenance
        let cells = palette.colors.flatMap { color in Appearance.allCases.map { color.resolved(for: $0) } }
        let labs = converter.lab(of: cells)
        colors = palette.colors.enumerated().map { index, color in
            let range = index * 8..<(index + 1) * 8
            return MeasuredColor(color, cells: Array(cells[range]), labs: labs[range])
        }
    }

    /// The measured color with a name, or `nil`.
    public subscript(name: String) -> MeasuredColor? {
        colors.first { $0.name == name }
    }
}
