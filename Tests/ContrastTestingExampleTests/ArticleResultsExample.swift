// The ContrastTesting article's example, exactly as the article shows it
// (Sources/ContrastTesting/ContrastTesting.docc/ContrastTesting.md): compiled and run here, and
// DocumentationSnippetTests checks that the article still says the same.
import ColorContrast
import ContrastTesting
import Testing

@Test func articleResultsExample() {
    let results = assertContrast(Brand.accent, on: Brand.surface)
    #expect(results.filter { $0.criterion?.level == .aa }.allSatisfy { ($0.margin ?? 0) > 0.25 })
}
