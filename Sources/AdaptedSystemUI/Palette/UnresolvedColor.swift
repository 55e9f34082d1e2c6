/// A color an input names but whose value the package could not determine — a reference to
/// a system color it has no published values for, a color space it does not model — kept
/// in the palette with the reason, so that every pair using it is reported as incomplete
/// instead of being dropped or guessed.
public struct UnresolvedColor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The color's name in the palette, as a resolved color's would be.
    public let name: String
    /// Why its value is unknown, e.g. `system color reference 'controlAccentColor' (osx): …`.
    public let reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    public var description: String { "\(name): \(reason)" }
}
