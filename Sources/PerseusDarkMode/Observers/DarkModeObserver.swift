internal import _PerseusLocking

/// Seed 000's KVO observer: give it an `action` and it runs on every change with the new
/// style.
///
/// ```swift
/// let observer = DarkModeObserver(AppearanceService.shared)
/// observer.action = { newStyle in print(newStyle) }
/// ```
///
/// The observer is registered as long as it exists; release it to stop.
public final class DarkModeObserver: Sendable {
    /// The closure lives inside a struct: a generic lock whose value is a bare function type
    /// re-abstracts it through the generic `inout` on every `withLock`, wrapping it in one
    /// more thunk each call (a chain that grows per notification and finally overflows the
    /// stack when released).
    private struct Action: Sendable {
        var run: (@Sendable (AppearanceStyle) -> Void)?
    }

    private final class ActionBox: Sendable {
        let action = Locked(Action())
    }

    private let box = ActionBox()
    private let observation: DarkModeObservation

    /// Observes `darkMode` (seed: `DarkModeObserver(AppearanceService.shared)`).
    public init(_ darkMode: DarkMode) {
        let box = self.box
        observation = darkMode.observe { change in
            let action = box.action.withLock { $0.run }
            action?(change.style)
        }
    }

    /// What to run on every change; `nil` to do nothing. Safe to set from any thread.
    public var action: (@Sendable (AppearanceStyle) -> Void)? {
        get { box.action.withLock { $0.run } }
        set { box.action.withLock { $0.run = newValue } }
    }
}
