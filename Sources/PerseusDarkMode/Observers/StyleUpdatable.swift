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
        return darkMode.register(observer: self) { object, _ in object.updateStyle() }
    }
}
