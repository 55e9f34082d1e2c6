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
    /// starts. Calling it again does nothing.
    ///
    /// It never waits for the handler. A call that had already started on another thread
    /// when `cancel()` was called may still be running when it returns, and runs to its end
    /// — waiting for it could deadlock: the handler may be blocked on the cancelling thread
    /// (`DispatchQueue.main.sync` while the main thread cancels in a view controller's
    /// `deinit`) or on a lock that thread holds. So a handler must not assume that what it
    /// uses outlives its registration: capture its owner weakly (or use
    /// ``DarkMode/register(observer:handler:)``, which holds the observer weakly). A handler
    /// may cancel its own registration, or another, from inside its call.
    public func cancel() {
        darkMode.remove(id)
    }

    deinit {
        if cancelsOnRelease { cancel() }
    }
}
