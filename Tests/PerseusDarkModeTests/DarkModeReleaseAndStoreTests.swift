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
}
