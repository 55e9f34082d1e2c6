import Foundation
import ContrastTesting

/// A test-local reporter: what the assertions under test report inside ``collect(_:)`` is
/// kept here instead of becoming an issue or an `XCTFail`, so a test states exactly which
/// failures it expects and an unexpected one still fails it (as a mismatch of the list).
final class FailureRecorder: ContrastFailureReporter, @unchecked Sendable {
    struct Failure: Equatable {
        let message: String
        let line: UInt
    }

    private let lock = NSLock()
    private var recorded: [Failure] = []

    func reportFailure(_ message: String, at location: FailureLocation) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(Failure(message: message, line: location.line))
    }

    /// The failures the assertions in `body` report, in order.
    static func collect(_ body: () throws -> Void) rethrows -> [Failure] {
        let recorder = FailureRecorder()
        try ContrastFailures.$reporter.withValue(recorder) { try body() }
        recorder.lock.lock()
        defer { recorder.lock.unlock() }
        return recorder.recorded
    }

    /// The messages of ``collect(_:)``.
    static func messages(_ body: () throws -> Void) rethrows -> [String] {
        try collect(body).map(\.message)
    }
}
