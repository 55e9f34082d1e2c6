/// A WCAG 2.2 success criterion about contrast.
public struct SuccessCriterion: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The conformance level a criterion belongs to.
    public enum Level: String, Hashable, Sendable, Codable {
        case a = "A", aa = "AA", aaa = "AAA"
    }

    /// The criterion's number, e.g. `"1.4.3"`.
    public let number: String
    /// Its title in WCAG 2.2.
    public let title: String
    /// Its conformance level.
    public let level: Level

    public init(number: String, title: String, level: Level) {
        self.number = number
        self.title = title
        self.level = level
    }

    /// 1.4.3 Contrast (Minimum), level AA.
    public static let contrastMinimum = SuccessCriterion(number: "1.4.3", title: "Contrast (Minimum)", level: .aa)
    /// 1.4.6 Contrast (Enhanced), level AAA.
    public static let contrastEnhanced = SuccessCriterion(number: "1.4.6", title: "Contrast (Enhanced)", level: .aaa)
    /// 1.4.11 Non-text Contrast, level AA.
    public static let nonTextContrast = SuccessCriterion(number: "1.4.11", title: "Non-text Contrast", level: .aa)

    /// The contrast criteria of WCAG 2.2, in number order.
    public static let contrastCriteria: [SuccessCriterion] = [.contrastMinimum, .contrastEnhanced, .nonTextContrast]

    /// The contrast criterion with a number and level, or `nil`.
    public init?(number: String, level: Level) {
        guard let known = Self.contrastCriteria.first(where: { $0.number == number && $0.level == level }) else { return nil }
        self = known
    }

    /// `1.4.3 AA`: how reports name a criterion.
    public var shortName: String { "\(number) \(level.rawValue)" }

    public var description: String { "\(number) \(title) (\(level.rawValue))" }
}
