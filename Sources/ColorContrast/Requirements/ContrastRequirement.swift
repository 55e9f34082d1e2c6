/// A minimum contrast that WCAG 2.2 requires of one kind of content.
///
/// The five requirements, as data (W3C WCAG 2.2, Recommendation of 2023-10-05), all on
/// the contrast ratio (``ContrastMetric/wcag2Ratio``):
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
public struct ContrastRequirement: Hashable, Sendable, CustomStringConvertible {
    /// What the requirement applies to.
    public enum Content: String, Hashable, Sendable, Codable {
        case normalText = "text"
        case largeText = "large text"
        case nonText = "non-text"
    }

    public let criterion: SuccessCriterion
    public let content: Content
    /// What is measured.
    public let metric: ContrastMetric
    /// The value a pair must reach (at least, `≥`), on ``metric``.
    public let minimum: Double

    public init(criterion: SuccessCriterion, content: Content, metric: ContrastMetric = .wcag2Ratio, minimum: Double) {
        self.criterion = criterion
        self.content = content
        self.metric = metric
        self.minimum = minimum
    }

    public static let minimumNormalText = ContrastRequirement(criterion: .contrastMinimum, content: .normalText, minimum: 4.5)
    public static let minimumLargeText = ContrastRequirement(criterion: .contrastMinimum, content: .largeText, minimum: 3)
    public static let enhancedNormalText = ContrastRequirement(criterion: .contrastEnhanced, content: .normalText, minimum: 7)
    public static let enhancedLargeText = ContrastRequirement(criterion: .contrastEnhanced, content: .largeText, minimum: 4.5)
    public static let nonText = ContrastRequirement(criterion: .nonTextContrast, content: .nonText, minimum: 3)

    /// The registry: every requirement the audit applies, in criterion order. A pair's role
    /// takes those for its content (``PairRole/requirements``), so a requirement on a new
    /// metric is one more line here.
    public static let all: [ContrastRequirement] = [
        .minimumNormalText, .minimumLargeText, .enhancedNormalText, .enhancedLargeText, .nonText,
    ]

    /// The known requirement of a criterion with a minimum on a metric, or `nil`.
    public init?(criterion: SuccessCriterion, minimum: Double, metric: ContrastMetric = .wcag2Ratio) {
        guard let known = Self.all.first(where: { $0.criterion == criterion && $0.minimum == minimum && $0.metric == metric })
        else { return nil }
        self = known
    }

    /// Checks a measured pair against this requirement, on its metric, unrounded.
    @inlinable
    public func check(_ measurement: ContrastMeasurement) -> ContrastCheck {
        ContrastCheck(requirement: self, value: metric.value(of: measurement))
    }

    /// Checks a value of this requirement's metric. The value is compared as is, unrounded.
    @inlinable
    public func check(_ value: Double) -> ContrastCheck {
        ContrastCheck(requirement: self, value: value)
    }

    public var description: String {
        "\(criterion.shortName) \(content.rawValue) ≥ \(Decimals.threshold(minimum))"
    }
}

/// The result of checking one contrast value against one requirement.
public struct ContrastCheck: Hashable, Sendable {
    public let requirement: ContrastRequirement
    /// The measured value on the requirement's metric, unrounded.
    public let value: Double

    @inlinable
    public init(requirement: ContrastRequirement, value: Double) {
        self.requirement = requirement
        self.value = value
    }

    /// `value − minimum`: negative is the shortfall of a failing pair.
    @inlinable
    public var margin: Double { value - requirement.minimum }

    /// Whether `value ≥ minimum`.
    @inlinable
    public var passes: Bool { value >= requirement.minimum }
}
