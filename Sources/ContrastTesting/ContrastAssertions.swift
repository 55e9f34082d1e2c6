import AdaptedSystemUI
import ColorContrast

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
/// - Returns: what was measured, every cell and requirement, passing ones included, for
///   further checks (`results.allSatisfy { ($0.margin ?? 0) > 0.5 }`).
@discardableResult
public func assertContrast(
    _ foreground: AdaptiveColor, on background: AdaptiveColor, as role: PairRole = .bodyText,
    level: ConformanceLevel = .aa, in appearances: AppearanceSet? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [ContrastResult] {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let cells = appearances ?? foreground.definedCells.union(background.definedCells)
    let results: [ContrastResult]
    do {
        results = try ContrastResult.results(foreground, on: background, as: role, in: cells)
    } catch {
        ContrastFailures.reporter.reportFailure("\(foreground.name) on \(background.name): \(error)", at: location)
        return []
    }
    PairCheck.report(results, level: level, namesAppearance: appearances != PairCheck.fixedCell, at: location)
    return results
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
) -> [ContrastResult] {
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
                "Contrast of \(foreground.hex) on \(background.hex) is \(Decimals.truncated(ratio)):1, below the required "
                    + "\(Decimals.threshold(minimum)):1 (short by \(Decimals.truncated(minimum - ratio)))"
                    + (foreground.isOpaque ? "." : "; composited foreground \(contrast.seenForeground.hex)."),
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
                        + "foreground \(front.hex), background \(back.hex).",
                    at: location)
            }
        } catch {
            ContrastFailures.reporter.reportFailure("\(foreground.name) on \(background.name) in \(cell.key): \(error)", at: location)
        }
    }
    return ratios
}

/// The shared work of the assertions: report a pair's failures.
enum PairCheck {
    /// The one cell a fixed (non-adaptive) pair is checked in.
    static let fixedCell = AppearanceSet(.light)

    static func report(_ results: [ContrastResult], level: ConformanceLevel, namesAppearance: Bool, at location: FailureLocation) {
        for result in results where result.status == .fail && (level == .aaa || result.criterion?.level == .aa) {
            ContrastFailures.reporter.reportFailure(result.failureMessage(namesAppearance: namesAppearance), at: location)
        }
    }
}
