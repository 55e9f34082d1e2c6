/// Where the user's dark mode choice is kept between launches.
///
/// Loading never fails: a value that is missing, out of range or of the wrong type falls
/// back to ``DarkModeOption/auto`` and says so in ``DarkModeChoiceLoad/issue``.
public protocol DarkModeChoiceStore: Sendable {
    /// The stored choice, or auto with the reason there was none.
    func loadChoice() -> DarkModeChoiceLoad
    /// Saves the choice so that a later process loads it.
    func saveChoice(_ choice: DarkModeOption) throws(ChoiceStoreError)
}

/// The result of loading the stored choice.
public struct DarkModeChoiceLoad: Hashable, Sendable {
    /// The choice to use: the stored one, or auto when ``issue`` is set.
    public let choice: DarkModeOption
    /// Why the stored value could not be used, if it could not.
    public let issue: StoredChoiceIssue?

    public init(choice: DarkModeOption, issue: StoredChoiceIssue? = nil) {
        self.choice = choice
        self.issue = issue
    }

    /// A load that fell back to auto.
    public static func fallback(_ issue: StoredChoiceIssue) -> DarkModeChoiceLoad {
        DarkModeChoiceLoad(choice: .auto, issue: issue)
    }
}

/// Why a stored choice was not used.
public enum StoredChoiceIssue: Hashable, Sendable, CustomStringConvertible {
    /// Nothing is stored under the key (a first launch).
    case missing(key: String)
    /// An integer that is not 0, 1 or 2.
    case outOfRange(key: String, value: Int)
    /// A value that is not an integer; `found` describes it.
    case wrongType(key: String, found: String)

    public var description: String {
        switch self {
        case .missing(let key):
            return "no dark mode choice stored under '\(key)'; using auto"
        case .outOfRange(let key, let value):
            return "stored dark mode choice '\(key)' = \(value) is not 0 (auto), 1 (on) or 2 (off); using auto"
        case .wrongType(let key, let found):
            return "stored dark mode choice '\(key)' is \(found), not an integer; using auto"
        }
    }
}

/// Saving the choice failed.
public struct ChoiceStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
