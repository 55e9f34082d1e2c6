import AdaptedSystemUI
import ColorScience
import ContrastAudit

/// Which WCAG level an assertion holds a pair to.
public enum ConformanceLevel: Sendable {
    /// The AA requirements of the role: 1.4.3 (4.5, large text 3) or 1.4.11 (3).
    case aa
    /// AA and the AAA requirements: 1.4.6 (7, large text 4.5) as well.
    case aaa
}

/// Asserts that an adaptive foreground meets WCAG on an adaptive background in every
/// appearance cell either color defines (or those given): one failure per failing cell and
/// requirement, naming the pair, the cell, the unrounded ratio, the requirement, the
/// shortfall, both colors and the criterion.
///
/// ```swift
/// assertContrast(.secondaryLabel_Adapted, on: .systemBackground_Adapted, as: .largeText)
/// ```
///
/// - Returns: the findings, every cell and requirement, passing ones included, for further
///   checks (`findings.allSatisfy { ($0.margin ?? 0) > 0.5 }`).
@discardableResult
public func assertContrast(
    _ foreground: AdaptiveColor, on background: AdaptiveColor, as role: PairRole = .bodyText,
    level: ConformanceLevel = .aa, in appearances: AppearanceSet? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [Finding] {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let cells = appearances ?? foreground.definedCells.union(background.definedCells)
    let findings: [Finding]
    do {
        findings = try PairCheck.findings(foreground, on: background, role: role, cells: cells)
    } catch {
        ContrastFailures.reporter.reportFailure("\(foreground.name) on \(background.name): \(error)", at: location)
        return []
    }
    PairCheck.report(findings, level: level, namesAppearance: appearances != PairCheck.fixedCell, at: location)
    return findings
}

/// Asserts that a fixed foreground meets WCAG on a fixed background.
///
/// ```swift
/// assertContrast(try SRGB(parsing: "#767676"), on: .white)     // passes: 4.54
/// ```
@discardableResult
public func assertContrast(
    _ foreground: SRGB, on background: SRGB, as role: PairRole = .bodyText, level: ConformanceLevel = .aa,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [Finding] {
    assertContrast(
        AdaptiveColor(foreground.hex, light: foreground, dark: foreground),
        on: AdaptiveColor(background.hex, light: background, dark: background),
        as: role, level: level, in: PairCheck.fixedCell,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the contrast of a foreground over an opaque background is at least
/// `minimum`, whatever the role. Returns the ratio.
@discardableResult
public func assertContrastRatio(
    _ foreground: SRGB, on background: SRGB, atLeast minimum: Double,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Double? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let contrast = try ContrastMeasurement(of: foreground, over: background)
        let ratio = contrast.ratio
        if ratio < minimum {
            ContrastFailures.reporter.reportFailure(
                "Contrast of \(foreground.hexRGBA) on \(background.hexRGBA) is \(Decimals.truncated(ratio)):1, below the required "
                    + "\(Decimals.threshold(minimum)):1 (short by \(Decimals.truncated(minimum - ratio)))"
                    + (foreground.isOpaque ? "." : "; composited foreground \(contrast.seenForeground.hexRGBA)."),
                at: location)
        }
        return ratio
    } catch {
        ContrastFailures.reporter.reportFailure("\(error)", at: location)
        return nil
    }
}

/// Asserts that the contrast of an adaptive foreground over an adaptive background is at
/// least `minimum` in every cell either defines (or those given). Returns each cell's ratio.
@discardableResult
public func assertContrastRatio(
    _ foreground: AdaptiveColor, on background: AdaptiveColor, atLeast minimum: Double, in appearances: AppearanceSet? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [Appearance: Double] {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var ratios: [Appearance: Double] = [:]
    for cell in (appearances ?? foreground.definedCells.union(background.definedCells)).cells {
        let (front, back) = (foreground.resolved(for: cell), background.resolved(for: cell))
        do {
            let ratio = try ContrastMeasurement(of: front, over: back).ratio
            ratios[cell] = ratio
            if ratio < minimum {
                ContrastFailures.reporter.reportFailure(
                    "Contrast of \(foreground.name) on \(background.name) in \(cell.key) is \(Decimals.truncated(ratio)):1, below the "
                        + "required \(Decimals.threshold(minimum)):1 (short by \(Decimals.truncated(minimum - ratio))); "
                        + "foreground \(front.hexRGBA), background \(back.hexRGBA).",
                    at: location)
            }
        } catch {
            ContrastFailures.reporter.reportFailure("\(foreground.name) on \(background.name) in \(cell.key): \(error)", at: location)
        }
    }
    return ratios
}

/// The most failing pairs ``assertAudit(_:pairings:hasNoFailuresAtLeast:allowingIncomplete:fileID:filePath:line:column:)``
/// reports one by one; the rest are counted in one more issue.
public let assertAuditPairLimit = 25

/// Asserts that the audit of a palette has no failures at `severity` or above (by default:
/// no WCAG AA failure). Records one issue per failing pair, with all its failing cells in one
/// message — at most ``assertAuditPairLimit``, then one issue that counts the rest — and
/// returns the report, whose findings hold the exact values.
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
    let report: AuditReport
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

/// The shared work of the assertions: audit one pair, report its failures.
enum PairCheck {
    /// The one cell a fixed (non-adaptive) pair is checked in.
    static let fixedCell = AppearanceSet(.light)

    /// The pair's findings from the auditor's entry point for one pair.
    static func findings(_ foreground: AdaptiveColor, on background: AdaptiveColor, role: PairRole, cells: AppearanceSet) throws -> [Finding] {
        try ContrastAuditor().findings(
            for: Pairing(foreground: foreground.name, background: background.name, role: role),
            foreground: foreground, background: background, in: cells)
    }

    static func report(_ findings: [Finding], level: ConformanceLevel, namesAppearance: Bool, at location: FailureLocation) {
        for finding in findings where finding.status == .fail && (level == .aaa || finding.criterion?.level == .aa) {
            ContrastFailures.reporter.reportFailure(message(for: finding, namesAppearance: namesAppearance), at: location)
        }
    }

    /// The failure text: pair, cell, unrounded ratio, requirement, criterion, shortfall, colors.
    static func message(for finding: Finding, namesAppearance: Bool = true) -> String {
        let seen = finding.compositeHex == finding.foregroundHex ? "" : ", composited \(finding.compositeHex)"
        let cell = namesAppearance ? " in \(finding.appearanceKeys)" : ""
        return "Contrast of \(finding.pair.phrase)\(cell) is \(finding.valuePhrase), "
            + "below the \(finding.requiredPhrase ?? "") that WCAG \(finding.criterion?.shortName ?? "") requires "
            + "for \(finding.role.phrase) (short by \(Decimals.truncated(-(finding.margin ?? 0)))). "
            + "Foreground \(finding.foregroundHex)\(seen); background \(finding.backgroundHex)."
    }
}

