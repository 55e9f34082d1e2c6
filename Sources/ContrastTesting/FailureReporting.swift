import Testing
import XCTest

/// Where in the client's test an assertion was made, as the compiler gave it (`#fileID`,
/// `#filePath`, `#line`, `#column`).
public struct FailureLocation: Sendable, CustomStringConvertible {
    public let fileID: StaticString
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:line:column`.
    public var description: String { "\(fileID):\(line):\(column)" }
}

/// Receives assertion failures. The default, ``TestFrameworkReporter``, records them with the
/// test framework that is running; a test of the assertions themselves can install its own
/// for a scope:
///
/// ```swift
/// ContrastFailures.$reporter.withValue(recorder) { assertContrast(…) }
/// ```
public protocol ContrastFailureReporter: Sendable {
    func reportFailure(_ message: String, at location: FailureLocation)
}

/// The reporter in effect.
public enum ContrastFailures {
    /// The reporter for the current task.
    @TaskLocal public static var reporter: any ContrastFailureReporter = TestFrameworkReporter()
}

/// Records a failure with Swift Testing when a Swift Testing test is running
/// (`Issue.record` at the assertion's source location), and with XCTest otherwise
/// (`XCTFail` with its file and line).
public struct TestFrameworkReporter: ContrastFailureReporter {
    public init() {}

    public func reportFailure(_ message: String, at location: FailureLocation) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
                    column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
