import AdaptedSystemUI

/// A pair the audit could not check, with why — like axe-core's "incomplete" results: not
/// a pass, not a failure, and never left out of the count.
///
/// A pair is incomplete when one of its colors is unresolved (a system color reference the
/// package has no values for, a color space it does not model).
public struct IncompleteCheck: Hashable, Sendable, Codable {
    /// Which foreground on which background.
    public let pair: PairID
    public let role: PairRole
    /// The cells that could not be checked.
    public let appearances: [Appearance]
    /// Why, e.g. `foreground Accent is unresolved: system color reference 'controlAccentColor' …`.
    public let reason: String

    public init(pair: PairID, role: PairRole, appearances: [Appearance], reason: String) {
        self.pair = pair
        self.role = role
        self.appearances = appearances
        self.reason = reason
    }

    enum CodingKeys: String, CodingKey {
        case pair, foreground, background, role, appearances, reason
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pair.description, forKey: .pair)
        try container.encode(pair.foreground, forKey: .foreground)
        try container.encode(pair.background, forKey: .background)
        try container.encode(role, forKey: .role)
        try container.encode(appearances, forKey: .appearances)
        try container.encode(reason, forKey: .reason)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            pair: PairID(try container.decode(String.self, forKey: .foreground), on: try container.decode(String.self, forKey: .background)),
            role: try container.decode(PairRole.self, forKey: .role), appearances: try container.decode([Appearance].self, forKey: .appearances),
            reason: try container.decode(String.self, forKey: .reason))
    }
}
