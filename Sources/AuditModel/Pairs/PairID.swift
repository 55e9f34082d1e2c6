/// Which foreground is drawn on which background: a pair's identity, everywhere the audit
/// names a pair (pairings, findings, inconsistencies, errors).
///
/// Printed `foreground-on-background`, e.g. `secondaryLabel-on-systemBackground`, which is
/// how finding ids and reports spell it.
public struct PairID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The foreground color's name.
    public let foreground: String
    /// The background color's name.
    public let background: String

    public init(_ foreground: String, on background: String) {
        self.foreground = foreground
        self.background = background
    }

    /// `foreground-on-background`.
    public var description: String { "\(foreground)-on-\(background)" }

    /// `foreground on background`, for sentences and tables.
    public var phrase: String { "\(foreground) on \(background)" }

    public static func < (lhs: PairID, rhs: PairID) -> Bool {
        (lhs.foreground, lhs.background) < (rhs.foreground, rhs.background)
    }
}
