/// Seed 004's pattern: a view that updates its colors in one method, called once when it
/// starts observing and again on every change.
///
/// ```swift
/// final class CardView: StyleUpdatable {
///     init() { observeAndUpdateStyle() }
///     func updateStyle() { background = AppearanceService.shared.style == .dark ? gray800 : white }
/// }
/// ```
public protocol StyleUpdatable: AnyObject {
    /// Applies the current style.
    func updateStyle()
}

extension StyleUpdatable {
    /// Calls ``updateStyle()`` now and on every change of `darkMode`, for as long as this
    /// object lives (it is held weakly).
    @discardableResult
    public func observeAndUpdateStyle(_ darkMode: DarkMode = AppearanceService.shared) -> DarkModeObservation {
        updateStyle()
        // Registered as `AnyObject`, so the handler does not capture `Self`'s metatype.
        let observer: AnyObject = self
        return darkMode.register(observer: observer) { object, _ in (object as? any StyleUpdatable)?.updateStyle() }
    }
}
