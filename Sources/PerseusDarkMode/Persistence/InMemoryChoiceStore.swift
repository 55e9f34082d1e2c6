internal import _PerseusLocking

/// A choice store that keeps the value in memory, for tests and apps that persist elsewhere.
public final class InMemoryChoiceStore: DarkModeChoiceStore {
    private let value: Locked<DarkModeOption?>

    /// A store holding `choice`, or nothing.
    public init(_ choice: DarkModeOption? = nil) {
        value = Locked(choice)
    }

    public func loadChoice() -> DarkModeChoiceLoad {
        value.withLock { $0 }.map { DarkModeChoiceLoad(choice: $0) } ?? .fallback(.missing(key: "memory"))
    }

    public func saveChoice(_ choice: DarkModeOption) throws(ChoiceStoreError) {
        value.withLock { $0 = choice }
    }
}
