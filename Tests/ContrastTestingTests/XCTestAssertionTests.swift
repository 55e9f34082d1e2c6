import XCTest
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import ContrastTesting
import ContrastAuditTesting

/// The assertions inside XCTest. `recordFailure` is intercepted so the real `XCTFail` path of
/// the default reporter is observed; unexpected failures still fail the test.
final class XCTestAssertionTests: XCTestCase {
    private var recorded: [(message: String, file: String, line: Int)] = []
    private var intercepting = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if intercepting {
            recorded.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func intercept(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
        recorded = []
        intercepting = true
        body()
        intercepting = false
        return recorded
    }

    func testFailingPairFailsTheTestCaseWithFileAndLine() {
        let line = #line + 1
        let failures = intercept { assertContrast(.link_Adapted, on: .systemBackground_Adapted) }
        XCTAssertEqual(failures.count, 1, "light fails (4.017), dark passes (#0984FF on #1C1C1E)")
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, #filePath)
        // corelibs XCTest prefixes XCTFail's message with "failed - ".
        XCTAssertEqual(
            failures.first?.message,
            "failed - Contrast of link on systemBackground in light is 4.016:1, below the 4.5:1 that WCAG 1.4.3 AA "
                + "requires for body text (short by 0.483). Foreground #007AFF; background #FFFFFF. "
                // The first mix toward black that passes, computed apart: #0072EF, 4.51290….
                + "Mixed toward black or white: darker #0072EF gives 4.512:1.")
    }

    func testPassingPairRecordsNothing() {
        let failures = intercept { assertContrast(.label_Adapted, on: .tertiarySystemBackground_Adapted, level: .aaa) }
        XCTAssertTrue(failures.isEmpty)
    }

    func testUIComponentUsesNonTextContrast() throws {
        // systemGray4 (209,209,214) on white is far below 3: 1.4.11 fails.
        let failures = intercept { assertContrast(.systemGray4_Adapted, on: .systemBackground_Adapted, as: .uiComponent, in: [AppearanceSet(.light)]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("that WCAG 1.4.11 AA requires for UI components") ?? false)
    }

    func testReporterCanBeReplacedForAScope() throws {
        final class Recorder: ContrastFailureReporter, @unchecked Sendable {
            var messages: [String] = []
            var lines: [UInt] = []
            func reportFailure(_ message: String, at location: FailureLocation) {
                messages.append(message)
                lines.append(location.line)
            }
        }
        let recorder = Recorder()
        let gray = try SRGB(parsing: "#999")
        let line = #line + 3
        let failures = intercept {
            ContrastFailures.$reporter.withValue(recorder) {
                _ = assertContrastRatio(gray, on: .white, atLeast: 4.5)
            }
        }
        XCTAssertTrue(failures.isEmpty, "the replacement reporter received it, not XCTest")
        XCTAssertEqual(recorder.messages.count, 1)
        XCTAssertEqual(recorder.lines, [UInt(line)])
    }
}
