#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A gate around calls of one callback: ``pass(_:)`` runs the callback while holding the
/// gate, ``close()`` waits for a running call to return and lets no call start afterwards.
/// Recursive, so the callback may close its own gate. For this package's own targets only.
package final class Gate: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var isOpen = true

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` if the gate is open, holding it; `nil` when closed.
    package func pass<Result>(_ body: () -> Result) -> Result? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard isOpen else { return nil }
        return body()
    }

    /// Closes the gate: returns once no call is running (other than the caller's own) and
    /// none can start. Two callbacks closing each other's gates from two threads wait for
    /// each other forever; the public API says so (DarkModeObservation.cancel()).
    package func close() {
        pthread_mutex_lock(mutex)
        isOpen = false
        pthread_mutex_unlock(mutex)
    }
}

/// The calling thread, to tell whether a call comes from inside a running delivery.
package struct ThreadIdentity: @unchecked Sendable {  // pthread_t is a pointer on Darwin
    private let thread: pthread_t

    /// The calling thread.
    package static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    package func isCurrent() -> Bool { pthread_equal(thread, pthread_self()) != 0 }
}
