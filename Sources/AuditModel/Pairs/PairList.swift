import AdaptedSystemUI
import Foundation

/// The pairs an audit checks, as `darkmode-audit pairs --format json` prints them:
/// `{"palette", "pairs": [{"foreground", "background", "role", "origin", "confidence",
/// "appearances", "evidence": [{"file", "line", "column", "kind"}]}]}` — color names as the
/// palette has them (system colors by their UIKit name).
public struct PairList: Codable, Sendable {
    public struct Entry: Codable, Sendable {
        public let foreground: String
        public let background: String
        public let role: PairRole
        public let origin: PairOrigin
        public let confidence: PairConfidence?
        public let appearances: [Appearance]?
        public let rationale: String
        public let evidence: [PairEvidence]
    }

    public let palette: String
    public let pairs: [Entry]

    public init(pairings: [Pairing], palette: Palette) {
        self.palette = palette.name
        pairs = pairings.map {
            Entry(
                foreground: $0.foreground, background: $0.background, role: $0.role, origin: $0.origin, confidence: $0.confidence,
                appearances: $0.appearances?.cells, rationale: $0.rationale, evidence: $0.evidence)
        }
    }

    /// Pretty-printed JSON with sorted keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
