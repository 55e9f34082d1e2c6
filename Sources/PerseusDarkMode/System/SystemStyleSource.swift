/// Answers "what appearance does the system prefer?".
public protocol SystemStyleSource: Sendable {
    func currentSystemStyle() -> SystemStyle
}

/// A source that always gives the same answer: for tests, and for apps that learn the
/// system style some other way.
public struct StaticSystemStyleSource: SystemStyleSource {
    public let style: SystemStyle

    public init(_ style: SystemStyle) {
        self.style = style
    }

    public func currentSystemStyle() -> SystemStyle { style }
}

extension DarkMode {
    /// Reads `source` and reports its answer (see ``systemStyleDidChange(to:)``).
    @discardableResult
    public func refreshSystemStyle(from source: some SystemStyleSource) -> SystemStyleReport {
        systemStyleDidChange(to: source.currentSystemStyle())
    }
}
