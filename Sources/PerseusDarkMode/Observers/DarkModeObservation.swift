/// A registration with a ``DarkMode`` service. ``cancel()`` ends it; so does releasing it
/// when it came from ``DarkMode/observe(_:)``.
public final class DarkModeObservation: Sendable {
    private let darkMode: DarkMode
    private let id: UInt64
    private let cancelsOnRelease: Bool

    init(darkMode: DarkMode, id: UInt64, cancelsOnRelease: Bool = true) {
        self.darkMode = darkMode
        self.id = id
        self.cancelsOnRelease = cancelsOnRelease
    }

    /// Stops notifications to this registration: once it returns, no call of the handler
    /// starts. A call already running on another thread is waited for; a handler may cancel
    /// its own registration (or another) from inside its call. Calling it again does nothing.
    ///
    /// Because it waits, two handlers running at once on two threads must not cancel each
    /// other from inside their calls: each would wait for the other to return. Cancel from
    /// outside the handlers, or let the handler cancel only its own registration.
    public func cancel() {
        darkMode.remove(id)
    }

    deinit {
        if cancelsOnRelease { cancel() }
    }
}
