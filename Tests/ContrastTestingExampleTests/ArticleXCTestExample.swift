// The ContrastTesting article's example, exactly as the article shows it
// (Sources/ContrastTesting/ContrastTesting.docc/ContrastTesting.md): compiled and run here, and
// DocumentationSnippetTests checks that the article still says the same.
import AdaptedSystemUI
import ColorContrast
import ContrastTesting
import XCTest

final class ContrastTests: XCTestCase {
    func testLabels() {
        assertContrast(.label_Adapted, on: .systemBackground_Adapted)
    }

    func testFixedPair() throws {
        assertContrastRatio(try SRGB(parsing: "#767676"), on: .white, atLeast: 4.5)
    }
}
