/// What a foreground is, over its background: which WCAG 2.2 requirements apply.
///
/// | role | requirements |
/// |---|---|
/// | ``bodyText`` | 1.4.3 AA ≥ 4.5 (error), 1.4.6 AAA ≥ 7 (warning) |
/// | ``largeText`` | 1.4.3 AA ≥ 3 (error), 1.4.6 AAA ≥ 4.5 (warning) |
/// | ``uiComponent`` | 1.4.11 AA ≥ 3 (error) |
/// | ``decorative`` | none: measured and reported, never failed |
/// | ``disabled`` | none: measured and reported, never failed |
///
/// WCAG exempts text of inactive user-interface components and pure decoration from
/// 1.4.3 and 1.4.11 ("Incidental"; Understanding SC 1.4.11, "inactive user interface
/// components").
public enum PairRole: String, CaseIterable, Hashable, Sendable, Codable {
    case bodyText = "body-text"
    case largeText = "large-text"
    case uiComponent = "ui-component"
    case decorative
    case disabled

    /// The requirements a pair with this role must meet, in criterion order; empty when exempt.
    public var requirements: [ContrastRequirement] {
        switch self {
        case .bodyText: [.minimumNormalText, .enhancedNormalText]
        case .largeText: [.minimumLargeText, .enhancedLargeText]
        case .uiComponent: [.nonText]
        case .decorative, .disabled: []
        }
    }

    /// Whether WCAG exempts the pair.
    public var isExempt: Bool { requirements.isEmpty }

    /// What the role's pairs are, in a sentence: `body text`, `UI components`.
    public var phrase: String {
        switch self {
        case .bodyText: "body text"
        case .largeText: "large text"
        case .uiComponent: "UI components"
        case .decorative: "decoration"
        case .disabled: "disabled text"
        }
    }
}

/// How much a failed requirement matters: AA failures are errors, AAA failures warnings.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case warning
    case error

    /// The severity of failing a requirement of a criterion at this level.
    public init(level: SuccessCriterion.Level) {
        self = level == .aaa ? .warning : .error
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
