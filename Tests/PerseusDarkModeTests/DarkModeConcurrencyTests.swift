import Atomics
import Dispatch
import XCTest
import PerseusDarkMode

/// 8 threads × 100,000 mixed operations on one service with observers of every kind attached,
/// checked against the notification rule written on `DarkMode`: every commit reaches every
/// observer exactly once, in sequence order, and the final state is the last commit's.
final class DarkModeConcurrencyTests: XCTestCase {
    static let threads = 8
    static let operationsPerThread = 100_000

    func testMixedOperationsLoseAndDuplicateNothing() async throws {
        let darkMode = DarkMode(systemStyle: .light)
        let closureSeen = Recorder<AppearanceChange>()
        let observation = darkMode.observe { closureSeen.append($0) }
        let kvoSeen = Recorder<AppearanceStyle>()
        let kvo = DarkModeObserver(darkMode)
        kvo.action = { kvoSeen.append($0) }
        final class Registered: @unchecked Sendable { let seen = Recorder<AppearanceStyle>() }
        let registered = Registered()
        darkMode.register(observer: registered) { object, style in object.seen.append(style) }
        let stream = darkMode.styles()

        let commits = ManagedAtomic<Int>(0)
        let reads = ManagedAtomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            var generator = SystemRandomNumberGenerator()
            var committed = 0, readDark = 0
            for index in 0..<Self.operationsPerThread {
                switch (index &+ thread) % 8 {
                case 0:
                    darkMode.userChoice = DarkModeOption.allCases.randomElement(using: &generator)!
                case 1:
                    darkMode.makeUp()
                    committed += 1
                case 2:
                    if case .madeUp = darkMode.systemStyleDidChange(to: SystemStyle.allCases.randomElement(using: &generator)!) {
                        committed += 1
                    }
                default:
                    if darkMode.style == .dark { readDark += 1 }
                    _ = darkMode.isEnabled
                }
            }
            commits.wrappingIncrement(by: committed, ordering: .relaxed)
            reads.wrappingIncrement(by: readDark, ordering: .relaxed)
        }

        let total = commits.load(ordering: .relaxed)
        // Changes committed during another caller's delivery are delivered by the service's
        // background queue: wait for them (at most 30 s).
        let deadline = Date().addingTimeInterval(30)
        while closureSeen.all.count < total, Date() < deadline { usleep(1000) }
        let changes = closureSeen.all
        XCTAssertEqual(changes.count, total, "the closure observer lost or duplicated changes")
        let outOfOrder = changes.enumerated().first { $0.element.sequence != UInt64($0.offset + 1) }
        XCTAssertNil(outOfOrder, "change at position \(outOfOrder?.offset ?? -1) has sequence \(outOfOrder?.element.sequence ?? 0)")
        XCTAssertEqual(firstMismatch(kvoSeen.all, changes.map(\.style)), nil, "DarkModeObserver")
        XCTAssertEqual(firstMismatch(registered.seen.all, changes.map(\.style)), nil, "registered object")
        let undecided = changes.first { $0.style != DecisionTable.style(for: $0.choice, system: $0.systemStyle) }
        XCTAssertNil(undecided, "a change whose style is not the table's")
        let last = try XCTUnwrap(changes.last)
        XCTAssertEqual(darkMode.style, last.style, "the final state is the last commit's")
        XCTAssertEqual(darkMode.systemStyle, last.systemStyle)

        var streamed = 0
        for await _ in stream {
            streamed += 1
            if streamed == total { break }
        }
        XCTAssertEqual(streamed, total)
        withExtendedLifetime((observation, kvo, registered)) {}
    }
}

/// `nil` when equal, otherwise a short description of the first difference (a full dump of
/// hundreds of thousands of elements helps nobody).
func firstMismatch<T: Equatable>(_ actual: [T], _ expected: [T]) -> String? {
    if let index = zip(actual, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
        return "at \(index): \(actual[index]) instead of \(expected[index])"
    }
    return actual.count == expected.count ? nil : "\(actual.count) elements instead of \(expected.count)"
}
