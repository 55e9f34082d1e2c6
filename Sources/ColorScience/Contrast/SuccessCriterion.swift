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

    /// 1.4.3 Contrast (Minimum), level AA.
    public static let contrastMinimum = SuccessCriterion(number: "1.4.3", title: "Contrast (Minimum)", level: .aa)
    /// 1.4.6 Contrast (Enhanced), level AAA.
    public static let contrastEnhanced = SuccessCriterion(number: "1.4.6", title: "Contrast (Enhanced)", level: .aaa)
    /// 1.4.11 Non-text Contrast, level AA.
    public static let nonTextContrast = SuccessCriterion(number: "1.4.11", title: "Non-text Contrast", level: .aa)

    public var description: String { "\(number) \(title) (\(level.rawValue))" }
}

/// A minimum contrast ratio that WCAG 2.2 requires of one kind of content.
///
/// The five requirements, as data (W3C WCAG 2.2, Recommendation of 2023-10-05):
///
/// | requirement | criterion | content | minimum |
/// |---|---|---|---|
/// | ``minimumNormalText`` | 1.4.3 AA | text | 4.5 |
/// | ``minimumLargeText`` | 1.4.3 AA | large text | 3 |
/// | ``enhancedNormalText`` | 1.4.6 AAA | text | 7 |
/// | ``enhancedLargeText`` | 1.4.6 AAA | large text | 4.5 |
/// | ``nonText`` | 1.4.11 AA | UI components, graphical objects | 3 |
///
/// "Large text" is at least 18 point, or 14 point bold (WCAG 2.2 definitions).
public struct ContrastRequirement: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What the requirement applies to.
    public enum Content: String, Hashable, Sendable, Codable {
        case normalText = "text"
        case largeText = "large text"
        case nonText = "non-text"
    }

    public let criterion: SuccessCriterion
    public let content: Content
    /// The ratio a pair must reach (at least, `≥`).
    public let minimumRatio: Double

    public static let minimumNormalText = ContrastRequirement(criterion: .contrastMinimum, content: .normalText, minimumRatio: 4.5)
    public static let minimumLargeText = ContrastRequirement(criterion: .contrastMinimum, content: .largeText, minimumRatio: 3)
    public static let enhancedNormalText = ContrastRequirement(criterion: .contrastEnhanced, content: .normalText, minimumRatio: 7)
    public static let enhancedLargeText = ContrastRequirement(criterion: .contrastEnhanced, content: .largeText, minimumRatio: 4.5)
    public static let nonText = ContrastRequirement(criterion: .nonTextContrast, content: .nonText, minimumRatio: 3)

    /// All five, in criterion order.
    public static let all: [ContrastRequirement] = [
        .minimumNormalText, .minimumLargeText, .enhancedNormalText, .enhancedLargeText, .nonText,
    ]

    /// Checks a ratio against this requirement. The ratio is compared as is, unrounded.
    @inlinable
    public func check(_ ratio: Double) -> ContrastCheck {
        ContrastCheck(requirement: self, ratio: ratio)
    }

    public var description: String {
        "\(criterion.number) \(criterion.level.rawValue) \(content.rawValue) ≥ \(minimumRatio.formatted)"
    }
}

/// The result of checking one contrast ratio against one requirement.
public struct ContrastCheck: Hashable, Sendable, Codable {
    public let requirement: ContrastRequirement
    /// The measured ratio, unrounded.
    public let ratio: Double

    @inlinable
    public init(requirement: ContrastRequirement, ratio: Double) {
        self.requirement = requirement
        self.ratio = ratio
    }

    /// `ratio − minimumRatio`: negative is the shortfall of a failing pair.
    @inlinable
    public var margin: Double { ratio - requirement.minimumRatio }

    /// Whether `ratio ≥ minimumRatio`.
    @inlinable
    public var passes: Bool { ratio >= requirement.minimumRatio }
}

extension Double {
    /// `4.5` as "4.5", `3.0` as "3": how WCAG writes its thresholds.
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
