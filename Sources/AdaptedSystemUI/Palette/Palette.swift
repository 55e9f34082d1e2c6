import ColorContrast

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
    /// The position of each name's first color in ``colors``, and of each unresolved name in
    /// ``unresolved``: lookups by name in constant time, whatever the palette's size.
    private let colorIndex: [String: Int], unresolvedIndex: [String: Int]

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
        colorIndex = Self.firstIndices(of: colors.lazy.map(\.name))
        unresolvedIndex = Self.firstIndices(of: unresolved.lazy.map(\.name))
    }

    /// Each name's first position.
    static func firstIndices(of names: some Sequence<String>) -> [String: Int] {
        var indices: [String: Int] = [:]
        for (index, name) in names.enumerated() where indices[name] == nil { indices[name] = index }
        return indices
    }

    /// The color with a name (the first, if the palette repeats it), or `nil`.
    public subscript(name: String) -> AdaptiveColor? {
        colorIndex[name].map { colors[$0] }
    }

    /// The position of the color with a name in ``colors``, or `nil`.
    public func index(of name: String) -> Int? { colorIndex[name] }

    /// The unresolved color with a name, or `nil`.
    public func unresolvedColor(named name: String) -> UnresolvedColor? {
        unresolvedIndex[name].map { unresolved[$0] }
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
}
