/// The seed-compatible façade: static members over one shared ``DarkMode``, so seed 000's
/// code reads the same.
///
/// ```swift
/// AppearanceService.DarkModeUserChoice = .auto
/// AppearanceService.makeUp()
/// print(AppearanceService.shared.Style)
/// if AppearanceService.isEnabled { makeUp() }
/// ```
///
/// New code can create and inject its own ``DarkMode`` instead.
public enum AppearanceService {
    /// The shared service. It starts with choice auto and an unspecified system style, keeps
    /// the choice in memory only, and posts `Notification.Name.styleUpdated`.
    public static let shared = DarkMode(postsNotifications: true)

    /// The user's choice (seed: `AppearanceService.DarkModeUserChoice`). Call ``makeUp()``
    /// to apply it.
    public static var DarkModeUserChoice: DarkModeOption {
        get { shared.userChoice }
        set { shared.userChoice = newValue }
    }

    /// Applies the user's choice and notifies every observer.
    @discardableResult
    public static func makeUp() -> AppearanceStyle {
        shared.makeUp()
    }

    /// Whether ``makeUp()`` has run at least once.
    public static var isEnabled: Bool { shared.isEnabled }

    /// Registers an object whose handler runs on every ``makeUp()`` (seed:
    /// `register(observer:selector:)`; there are no selectors off Darwin, so the handler
    /// receives the object). Held weakly.
    @discardableResult
    public static func register<Observer: AnyObject>(
        observer: Observer, handler: @escaping @Sendable (Observer, AppearanceStyle) -> Void
    ) -> DarkModeObservation {
        shared.register(observer: observer, handler: handler)
    }
}

/// Seed 000's protocol of the dark mode object, with its capitalized property names.
public protocol DarkModeProtocol: Sendable {
    var Style: AppearanceStyle { get }
    var SystemStyle: SystemStyle { get }
    /// The style's raw value (the seed's KVO-observable mirror of ``Style``).
    var StyleObservable: Int { get }
}

extension DarkMode: DarkModeProtocol {
    public var Style: AppearanceStyle { style }
    public var SystemStyle: PerseusDarkMode.SystemStyle { systemStyle }
    public var StyleObservable: Int { style.rawValue }
}
