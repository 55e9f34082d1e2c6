import AdaptedSystemUI
import ColorScience

extension ContrastAuditor {
    /// What the suggestion search is given: how many searches it may run, and whom it tells
    /// how far it is (``AuditReport/withSuggestions(budget:progress:)``).
    public struct SuggestionSearch {
        public var budget: Int
        public var progress: ((_ done: Int, _ total: Int) -> Void)?

        public init(budget: Int = AuditReport.maximumSuggestionSearches, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) {
            self.budget = budget
            self.progress = progress
        }
    }

    /// The whole report, built in one call from what the job has: the audit of `measured`,
    /// then the color-vision check, then a baseline's acceptances, then the suggestions —
    /// always in that order (suggestions after the baseline, so an accepted failure gets no
    /// palette-level fix). Each step is an input, `nil` to leave it out.
    ///
    /// ```swift
    /// let auditor = ContrastAuditor(pairings: pairings)
    /// let report = try auditor.report(
    ///     for: try palette.measured(), colorVision: ColorVisionChecker(groups: [.systemStatus]),
    ///     baseline: try Baseline.read("contrast-baseline.json"), suggestions: .init())
    /// ```
    ///
    /// - Throws: ``AuditError`` for a palette the audit cannot check, `LittleCMSError` when
    ///   Little CMS fails.
    public func report(
        for measured: MeasuredPalette, colorVision: ColorVisionChecker? = nil, baseline: Baseline? = nil,
        suggestions: SuggestionSearch? = nil
    ) throws -> AuditReport {
        var report = try audit(measured)
        if let colorVision { report = report.adding(try colorVision.check(measured, baseBackground: baseBackground)) }
        if let baseline { report = report.applying(baseline) }
        if let suggestions { report = try report.withSuggestions(budget: suggestions.budget, progress: suggestions.progress) }
        return report
    }
}
