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

    /// What WCAG calls the role's content, which selects its requirements; `nil` when exempt.
    public var content: ContrastRequirement.Content? {
        switch self {
        case .bodyText: .normalText
        case .largeText: .largeText
        case .uiComponent: .nonText
        case .decorative, .disabled: nil
        }
    }

    /// The requirements a pair with this role must meet, in registry order
    /// (``ContrastRequirement/all``: criterion order); empty when exempt.
    public var requirements: [ContrastRequirement] {
        switch self {
        case .bodyText: Registered.normalText
        case .largeText: Registered.largeText
        case .uiComponent: Registered.nonText
        case .decorative, .disabled: []
        }
    }

    /// The requirements among `registry` a pair with this role must meet, in the registry's
    /// order: those for the role's ``content``.
    public func requirements(among registry: [ContrastRequirement]) -> [ContrastRequirement] {
        guard let content else { return [] }
        return registry.filter { $0.content == content }
    }

    /// ``ContrastRequirement/all`` by content, computed once.
    private enum Registered {
        static let normalText = PairRole.bodyText.requirements(among: ContrastRequirement.all)
        static let largeText = PairRole.largeText.requirements(among: ContrastRequirement.all)
        static let nonText = PairRole.uiComponent.requirements(among: ContrastRequirement.all)
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
