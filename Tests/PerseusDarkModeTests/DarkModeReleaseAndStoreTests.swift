import Atomics
import Dispatch
import Foundation
import XCTest
import PerseusDarkMode

/// Releasing observations never deadlocks, and the saved choice is always the service's.
final class DarkModeReleaseAndStoreTests: XCTestCase {
    /// Runs `body` on a thread of its own and fails if it has not returned within `seconds`
    /// (a deadlock would otherwise hang the whole test run).
    private func expectReturns(within seconds: Double, _ what: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + seconds), .success, "\(what) did not return: deadlock")
    }

    func testCancellingAHandlerThatHoldsTheLastReferenceToAnotherObservation() {
        expectReturns(within: 10, "cancel()") {
            let darkMode = DarkMode()
            var first: DarkModeObservation? = darkMode.observe { _ in }
            // The second handler holds the only reference to the first observation: releasing
            // the handler releases the observation, whose deinit removes itself.
            let second = darkMode.observe { [first] _ in _ = first }
            first = nil
            darkMode.makeUp()
            second.cancel()
        }
    }

    func testConcurrentSettersLeaveTheStoreHoldingTheServicesChoice() {
        /// Returns slowly from a save, so that another setter can save and change the state
        /// in between.
        final class SlowStore: DarkModeChoiceStore, @unchecked Sendable {
            let inner = InMemoryChoiceStore()
            func loadChoice() -> DarkModeChoiceLoad { inner.loadChoice() }
            func saveChoice(_ choice: DarkModeOption) throws(ChoiceStoreError) {
                try inner.saveChoice(choice)
                usleep(UInt32.random(in: 0...300))
            }
        }
        for round in 0..<200 {
            let store = SlowStore()
            let darkMode = DarkMode(store: store)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                darkMode.userChoice = thread == 0 ? .on : .off
            }
            XCTAssertEqual(store.loadChoice().choice, darkMode.userChoice, "round \(round)")
        }
    }

    /// Issue: one caller delivered every change other threads committed during its delivery
    /// (105,260 in a stress run). A caller now delivers its own change; the changes committed
    /// meanwhile by other threads go to the service's background queue — each exactly once,
    /// in order, to every observer.
    func testACallerDeliversItsOwnChangeNotEveryoneElses() {
        let darkMode = DarkMode(systemStyle: .light)
        let others = 50
        let firstDelivered = DispatchSemaphore(value: 0), othersCommitted = DispatchSemaphore(value: 0)
        /// The caller's thread, set by the caller before it commits.
        final class CallerThread: @unchecked Sendable {
            private let lock = NSLock()
            private var thread: pthread_t?
            func set() { lock.lock(); thread = pthread_self(); lock.unlock() }
            func isCurrent() -> Bool { lock.lock(); defer { lock.unlock() }; return thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
        }
        let callerThread = CallerThread()
        let seen = Recorder<(sequence: UInt64, thread: String)>()
        let observation = darkMode.observe { change in
            seen.append((change.sequence, callerThread.isCurrent() ? "caller" : "other"))
            if change.sequence == 1 {
                firstDelivered.signal()
                othersCommitted.wait()   // hold the first delivery until the others have committed
            }
        }
        let callerReturned = DispatchSemaphore(value: 0)
        Thread {
            callerThread.set()
            darkMode.makeUp()
            callerReturned.signal()
        }.start()
        XCTAssertEqual(firstDelivered.wait(timeout: .now() + 10), .success)
        DispatchQueue.concurrentPerform(iterations: others) { _ in darkMode.makeUp() }   // each returns at once: queued
        othersCommitted.signal()
        XCTAssertEqual(callerReturned.wait(timeout: .now() + 10), .success, "the caller must return after its own change")
        let deadline = Date().addingTimeInterval(10)
        while seen.all.count < others + 1, Date() < deadline { usleep(1000) }
        let all = seen.all
        XCTAssertEqual(all.map(\.sequence), Array(1...UInt64(others + 1)), "every change once, in order")
        XCTAssertEqual(all.filter { $0.thread == "caller" }.map(\.sequence), [1], "the caller delivered only its own change")
        withExtendedLifetime(observation) {}
    }

    /// Handlers once started hundreds of times per 2,000 cancels after `cancel()` had
    /// returned, from stale lists of observers. Now none is admitted once it returns: the only
    /// call that may still begin is the one already admitted when it was called, and changes
    /// are delivered one at a time, so there is at most one such call per cancel.
    func testNoHandlerStartsAfterCancelReturns() {
        let darkMode = DarkMode(systemStyle: .light)
        let rounds = 2_000
        let worstLateStarts = ManagedAtomic<Int>(0)
        let stop = ManagedAtomic<Bool>(false)
        // Two threads commit changes (and so deliver) all the time.
        let committers = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: committers) {
                while !stop.load(ordering: .relaxed) { darkMode.makeUp() }
            }
        }
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<(rounds / 2) {
                let cancelled = ManagedAtomic<Bool>(false)
                let lateStarts = ManagedAtomic<Int>(0)
                let observation = darkMode.observe { _ in
                    if cancelled.load(ordering: .acquiring) { lateStarts.wrappingIncrement(ordering: .relaxed) }
                }
                usleep(UInt32.random(in: 0...50))
                observation.cancel()
                cancelled.store(true, ordering: .releasing)
                // Deliveries go on; none may call the handler anew.
                usleep(UInt32.random(in: 0...200))
                let late = lateStarts.load(ordering: .relaxed)
                var worst = worstLateStarts.load(ordering: .relaxed)
                while late > worst, !worstLateStarts.compareExchange(expected: worst, desired: late, ordering: .relaxed).exchanged {
                    worst = worstLateStarts.load(ordering: .relaxed)
                }
            }
        }
        stop.store(true, ordering: .relaxed)
        committers.wait()
        XCTAssertLessThanOrEqual(worstLateStarts.load(ordering: .relaxed), 1, "handlers called after cancel() returned")
    }

    /// The usual UI pattern: a handler hops to the main queue with `sync` while the main
    /// queue cancels the observation (a view controller's `deinit`). Waiting for the running
    /// handler there deadlocked; `cancel()` now returns, and the handler finishes after.
    func testCancelFromTheQueueAHandlerWaitsFor() {
        let main = DispatchQueue(label: "main")
        let darkMode = DarkMode()
        let entered = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0), cancelled = DispatchSemaphore(value: 0)
        let observation = darkMode.observe { _ in
            entered.signal()
            main.sync {}
            finished.signal()
        }
        main.async {
            entered.wait()
            observation.cancel()
            cancelled.signal()
        }
        Thread { darkMode.makeUp() }.start()
        XCTAssertEqual(cancelled.wait(timeout: .now() + 10), .success, "cancel() did not return: deadlock")
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "the running handler did not finish")
        darkMode.makeUp()
        XCTAssertEqual(entered.wait(timeout: .now() + 0.2), .timedOut, "a handler started after cancel()")
    }

    /// A cancelling thread that holds a lock the running handler takes.
    func testCancelWhileHoldingALockTheHandlerTakes() {
        let lock = NSLock()
        let darkMode = DarkMode()
        let entered = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let observation = darkMode.observe { _ in
            entered.signal()
            lock.lock()
            lock.unlock()
            finished.signal()
        }
        expectReturns(within: 10, "cancel() holding the handler's lock") {
            lock.lock()
            Thread { darkMode.makeUp() }.start()
            entered.wait()
            observation.cancel()
            lock.unlock()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
    }

    /// Seed 001 keeps the settings bundle and the service in step: when the defaults change,
    /// it sets the service's choice from them. On Apple platforms the defaults post their
    /// change notification synchronously, inside the save — so the save sets the choice
    /// again, on the saving thread. That once deadlocked on the store's lock.
    func testAStoreWhoseSaveSetsTheChoiceAgain() {
        /// Sets the service's choice from inside each save, as a synchronous observer of the
        /// defaults would: the saved value, or (`remap`) another once.
        final class SyncingStore: DarkModeChoiceStore, @unchecked Sendable {
            let inner = InMemoryChoiceStore()
            weak var darkMode: DarkMode?
            var remap: [DarkModeOption: DarkModeOption] = [:]
            private(set) var saves = 0
            func loadChoice() -> DarkModeChoiceLoad { inner.loadChoice() }
            func saveChoice(_ choice: DarkModeOption) throws(ChoiceStoreError) {
                saves += 1
                try inner.saveChoice(choice)
                darkMode?.userChoice = remap.removeValue(forKey: choice) ?? choice
            }
        }
        let store = SyncingStore()
        let darkMode = DarkMode(store: store)
        store.darkMode = darkMode
        expectReturns(within: 10, "setting the choice from inside a save") {
            darkMode.userChoice = .on
        }
        XCTAssertEqual(store.loadChoice().choice, .on)
        XCTAssertEqual(darkMode.userChoice, .on)
        XCTAssertEqual(store.saves, 1, "the same choice set again is not saved again")
        // A save that leads to another choice: that one is saved too, once.
        store.remap = [.off: .auto]
        expectReturns(within: 10, "a save that changes the choice") {
            darkMode.userChoice = .off
        }
        XCTAssertEqual(darkMode.userChoice, .auto)
        XCTAssertEqual(store.loadChoice().choice, .auto, "the store ends with the service's choice")
        XCTAssertEqual(store.saves, 3)
    }

    /// A store whose every save sets another choice would keep the saver saving for ever; the
    /// saver stops after a bounded number of saves and says why.
    func testAStoreWhoseEverySaveChangesTheChoiceIsBounded() {
        final class FlippingStore: DarkModeChoiceStore, @unchecked Sendable {
            let inner = InMemoryChoiceStore()
            weak var darkMode: DarkMode?
            private(set) var saves = 0
            func loadChoice() -> DarkModeChoiceLoad { inner.loadChoice() }
            func saveChoice(_ choice: DarkModeOption) throws(ChoiceStoreError) {
                saves += 1
                try inner.saveChoice(choice)
                darkMode?.userChoice = choice == .on ? .off : .on
            }
        }
        let store = FlippingStore()
        let darkMode = DarkMode(store: store)
        store.darkMode = darkMode
        expectReturns(within: 10, "a store that changes the choice on every save") {
            darkMode.userChoice = .on
        }
        XCTAssertEqual(store.saves, DarkMode.maximumSavesPerChange)
        XCTAssertNotNil(darkMode.lastPersistenceError)
        XCTAssertTrue(darkMode.lastPersistenceError?.message.contains("kept changing the choice") == true)
        // The next choice is saved as usual once the store lets it be.
        store.darkMode = nil
        darkMode.userChoice = .auto
        XCTAssertEqual(store.loadChoice().choice, .auto)
        XCTAssertNil(darkMode.lastPersistenceError)
    }

    func testAHandlerMayCancelItselfAndOthers() {
        expectReturns(within: 10, "cancel() from inside a handler") {
            let darkMode = DarkMode()
            let count = ManagedAtomic<Int>(0)
            final class Box: @unchecked Sendable { var observation: DarkModeObservation?; var other: DarkModeObservation? }
            let box = Box()
            box.other = darkMode.observe { _ in count.wrappingIncrement(ordering: .relaxed) }
            box.observation = darkMode.observe { _ in
                count.wrappingIncrement(ordering: .relaxed)
                box.observation?.cancel()   // itself
                box.other?.cancel()
            }
            darkMode.makeUp()
            darkMode.makeUp()
            // First change: `other` (registered first) and the self-cancelling one; then nothing.
            XCTAssertEqual(count.load(ordering: .relaxed), 2)
        }
    }
}
