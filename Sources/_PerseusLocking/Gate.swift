#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A gate around calls of one callback: ``pass(_:)`` runs the callback if the gate is open,
/// ``close()`` shuts it so that no call starts afterwards. For this package's own targets only.
///
/// A call starts when ``pass(_:)`` finds the gate open, under the gate's lock; the callback
/// then runs without the lock. So ``close()`` never waits for a running callback — which may
/// be blocked on the very thread that closes (a handler that hops to the main queue while
/// the main queue cancels it, or one that takes a lock the closing thread holds) — and a
/// callback may close its own gate or any other. What it guarantees: once ``close()`` has
/// returned, no call starts; a call that started before may still be running on another
/// thread, and finishes.
package final class Gate: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var isOpen = true

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` if the gate is open; `nil` when closed.
    package func pass<Result>(_ body: () -> Result) -> Result? {
        pthread_mutex_lock(mutex)
        let open = isOpen
        pthread_mutex_unlock(mutex)
        return open ? body() : nil
    }

    /// Closes the gate: no call starts once this returns. Never waits for a running call.
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
