import AdaptedSystemUI

/// A foreground color drawn on a background color, with its role: what the audit checks.
///
/// A pair found in an app's code also says where (``evidence``), how sure the reader is
/// (``confidence``) and, when the code draws it in one appearance only, which
/// (``appearances``).
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
    /// Where the pair comes from.
    public let origin: PairOrigin
    /// For a pair found in code: how sure the reader is that the foreground is drawn on
    /// this background.
    public let confidence: PairConfidence?
    /// For a pair found in code: the places that draw it, foreground and background.
    public let evidence: [PairEvidence]
    /// The appearance cells the pair is drawn in, when the code restricts them (an
    /// appearance lock, a color chosen per color scheme); `nil`: every cell.
    public let appearances: AppearanceSet?

    public init(
        foreground: String, background: String, role: PairRole, rationale: String = "", inferred: Bool = false,
        severity: Severity? = nil, on: String? = nil, origin: PairOrigin? = nil, confidence: PairConfidence? = nil,
        evidence: [PairEvidence] = [], appearances: AppearanceSet? = nil
    ) {
        self.on = on
        self.origin = origin ?? (inferred ? .names : .rules)
        self.confidence = confidence
        self.evidence = evidence
        self.appearances = appearances
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

    enum CodingKeys: String, CodingKey {
        case foreground, background, role, rationale, inferred, severity, on, origin, confidence, evidence, appearances
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        foreground = try container.decode(String.self, forKey: .foreground)
        background = try container.decode(String.self, forKey: .background)
        role = try container.decode(PairRole.self, forKey: .role)
        rationale = try container.decodeIfPresent(String.self, forKey: .rationale) ?? ""
        inferred = try container.decodeIfPresent(Bool.self, forKey: .inferred) ?? false
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity)
        on = try container.decodeIfPresent(String.self, forKey: .on)
        // Reports of schema 2 carry no origin: a pair was inferred or stated.
        origin = try container.decodeIfPresent(PairOrigin.self, forKey: .origin) ?? (inferred ? .names : .rules)
        confidence = try container.decodeIfPresent(PairConfidence.self, forKey: .confidence)
        evidence = try container.decodeIfPresent([PairEvidence].self, forKey: .evidence) ?? []
        appearances = try container.decodeIfPresent([Appearance].self, forKey: .appearances).map(AppearanceSet.init(cells:))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(foreground, forKey: .foreground)
        try container.encode(background, forKey: .background)
        try container.encode(role, forKey: .role)
        try container.encode(rationale, forKey: .rationale)
        try container.encode(inferred, forKey: .inferred)
        try container.encodeIfPresent(severity, forKey: .severity)
        try container.encodeIfPresent(on, forKey: .on)
        try container.encode(origin, forKey: .origin)
        try container.encodeIfPresent(confidence, forKey: .confidence)
        if !evidence.isEmpty { try container.encode(evidence, forKey: .evidence) }
        try container.encodeIfPresent(appearances?.cells, forKey: .appearances)
    }
}
