import AdaptedSystemUI
import ColorScience
import ContrastAudit
import ContrastTesting

/// The most failing pairs ``assertAudit(_:pairings:hasNoFailuresAtLeast:allowingIncomplete:fileID:filePath:line:column:)``
/// reports one by one; the rest are counted in one more issue.
public let assertAuditPairLimit = 25

/// Asserts that the audit of a palette has no failures at `severity` or above (by default:
/// no WCAG AA failure). Records one issue per failing pair, with all its failing cells in one
/// message, each with its fix (the nearest passing color, and for a translucent foreground
/// the fixes that change its alpha) — at most ``assertAuditPairLimit``, then one issue that
/// counts the rest — and returns the report, whose findings hold the exact values (and,
/// when something failed, the suggestions).
///
/// An audit that checked nothing (no pair, or every pair incomplete or exempt) fails, as
/// does one with incomplete pairs unless `allowingIncomplete` is set: a test that checks
/// nothing must not pass.
@discardableResult
public func assertAudit(
    _ palette: Palette, pairings: [Pairing]? = nil, hasNoFailuresAtLeast severity: Severity = .error,
    allowingIncomplete: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AuditReport? {
    assertAudit(
        AuditJob(palette: .palette(palette, pairings: pairings), suggestions: false, colorVision: false),
        hasNoFailuresAtLeast: severity, allowingIncomplete: allowingIncomplete,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that an audit job — the audit `darkmode-audit audit` runs, with its palette
/// input, rules file and baseline — has no failures at `severity` or above, as
/// ``assertAudit(_:pairings:hasNoFailuresAtLeast:allowingIncomplete:fileID:filePath:line:column:)``
/// does for a palette in memory. A job that cannot run (a missing file, a malformed rule)
/// records one issue with its error.
///
/// ```swift
/// assertAudit(AuditJob(palette: "Resources/Colors.xcassets", rules: "contrast-rules.yaml", suggestions: false))
/// ```
@discardableResult
public func assertAudit(
    _ job: AuditJob, hasNoFailuresAtLeast severity: Severity = .error, allowingIncomplete: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> AuditReport? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var report: AuditReport
    do {
        report = try job.run()
    } catch {
        let name = switch job.palette {
        case .input(let input): input
        case .palette(let palette, _): palette.name
        }
        ContrastFailures.reporter.reportFailure("Audit of \(name): \(error)", at: location)
        return nil
    }
    let palette = report.palette
    if let reason = report.nothingChecked {
        ContrastFailures.reporter.reportFailure("Audit of \(palette.name) checked nothing: \(reason)", at: location)
    } else if !allowingIncomplete, !report.incomplete.isEmpty {
        let listed = report.incomplete.prefix(5).map { "\($0.pair.phrase) (\($0.reason))" }
        let more = report.incomplete.count > 5 ? "; and \(report.incomplete.count - 5) more" : ""
        ContrastFailures.reporter.reportFailure(
            "Audit of \(palette.name): \(report.incomplete.count) pair\(report.incomplete.count == 1 ? "" : "s") could not be checked: "
                + listed.joined(separator: "; ") + more, at: location)
    }
    // A failing test says how to fix it: suggestions are searched when something fails
    // (and only then, so a passing test pays nothing for them).
    if !report.suggestionsSearched, !report.failures(atLeast: severity).isEmpty, let suggested = try? report.withSuggestions() {
        report = suggested
    }
    var byPair: [PairID: [Finding]] = [:]
    var order: [PairID] = []
    for finding in report.failures(atLeast: severity) {
        if byPair[finding.pair] == nil { order.append(finding.pair) }
        byPair[finding.pair, default: []].append(finding)
    }
    for pair in order.prefix(assertAuditPairLimit) {
        let findings = byPair[pair] ?? []
        let cells = findings.map { finding in
            "\(finding.appearanceKeys) \(finding.valuePhrase) < \(finding.requiredPhrase ?? "") "
                + "(\(finding.criterion?.shortName ?? ""), \(finding.foregroundHex) on \(finding.backgroundHex))"
                + (finding.suggestionPhrase(searched: report.suggestionsSearched).map { "; \($0)" } ?? "")
        }
        let failingCells = Set(findings.flatMap(\.appearances)).count
        ContrastFailures.reporter.reportFailure(
            "Contrast of \(pair.phrase) (\(findings[0].role.phrase)) fails in \(failingCells) cell\(failingCells == 1 ? "" : "s"): "
                + cells.joined(separator: "; "),
            at: location)
    }
    if order.count > assertAuditPairLimit {
        let rest = order.dropFirst(assertAuditPairLimit)
        let findings = rest.reduce(0) { $0 + (byPair[$1]?.count ?? 0) }
        ContrastFailures.reporter.reportFailure(
            "Audit of \(palette.name): \(order.count) pairs fail; \(rest.count) more (\(findings) findings) not listed — "
                + "the returned report has them all", at: location)
    }
    return report
}

