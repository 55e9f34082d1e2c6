import AdaptedSystemUI
import ColorScience

/// The JSON report's inconsistency: the pair spelled out (`pair`, `foreground`,
/// `background`) and the criterion as `criterion` and `level`.
extension AuditReport.Inconsistency: Codable {
    enum CodingKeys: String, CodingKey {
        case pair, foreground, background, criterion, level, passesIn, failsIn
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pair.description, forKey: .pair)
        try container.encode(pair.foreground, forKey: .foreground)
        try container.encode(pair.background, forKey: .background)
        try container.encode(criterion.number, forKey: .criterion)
        try container.encode(criterion.level, forKey: .level)
        try container.encode(passesIn, forKey: .passesIn)
        try container.encode(failsIn, forKey: .failsIn)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let number = try container.decode(String.self, forKey: .criterion)
        let level = try container.decode(SuccessCriterion.Level.self, forKey: .level)
        guard let criterion = SuccessCriterion(number: number, level: level) else {
            throw DecodingError.dataCorruptedError(
                forKey: .criterion, in: container, debugDescription: "\(number) \(level.rawValue) is not a WCAG contrast criterion")
        }
        self.init(
            pair: PairID(try container.decode(String.self, forKey: .foreground), on: try container.decode(String.self, forKey: .background)),
            criterion: criterion, passesIn: try container.decode([Appearance].self, forKey: .passesIn),
            failsIn: try container.decode([Appearance].self, forKey: .failsIn))
    }
}
