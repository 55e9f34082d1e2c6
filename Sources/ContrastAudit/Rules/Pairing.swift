/// A foreground color drawn on a background color, with its role: what the audit checks.
public struct Pairing: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The foreground color's name in the palette.
    public let foreground: String
    /// The background color's name in the palette.
    public let background: String
    public let role: PairRole
    /// Why this role: the documentation or rule it comes from.
    public let rationale: String
    /// Whether the pair was inferred from color names rather than stated by a rule.
    public let inferred: Bool
    /// The severity of this pair's failures, when a rule sets it; otherwise AA failures are
    /// errors and AAA failures warnings.
    public let severity: Severity?
    /// The opaque surface a translucent background lies on, by name; `nil` lets the auditor
    /// use the palette's base background (``ContrastAuditor/baseBackground``).
    public let on: String?

    public init(
        foreground: String, background: String, role: PairRole, rationale: String = "", inferred: Bool = false,
        severity: Severity? = nil, on: String? = nil
    ) {
        self.on = on
        self.foreground = foreground
        self.background = background
        self.role = role
        self.rationale = rationale
        self.inferred = inferred
        self.severity = severity
    }

    /// The pair's identity: `foreground-on-background`.
    public var id: PairID { PairID(foreground, on: background) }

    public var description: String { "\(foreground) on \(background) (\(role.rawValue))" }
}
