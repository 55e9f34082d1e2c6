import ColorScience

extension AuditReport {
    /// The report with a suggestion on each failure measured as a WCAG ratio: the nearest
    /// foreground, by CIEDE2000 and inside sRGB, that meets the finding's requirement in its
    /// cell (`ContrastSuggestion/nearest(to:over:on:minimum:)`, alpha kept). A failure no
    /// sRGB foreground can fix (a mid-gray background and 7:1) gets none and says so in every
    /// report.
    ///
    /// It also gives the palette-level suggestions, ``colorFixes``: per color, one value per
    /// cell that passes all its pairs' AA requirements at once (``ColorFix``).
    ///
    /// A search is a few hundred contrast measurements and Lab conversions; a pair with the
    /// same colors in several cells or against several requirements is searched once.
    ///
    /// - Throws: `LittleCMSError` when Little CMS fails.
    public func withSuggestions() throws -> AuditReport {
        struct Key: Hashable {
            let foreground: SRGB, background: SRGB, base: SRGB?, minimum: Double
        }
        var found: [Key: ContrastSuggestion?] = [:]
        var suggested: [Finding] = []
        suggested.reserveCapacity(findings.count)
        for var finding in findings {
            if finding.status == .fail, let requirement = finding.requirement, requirement.metric.id == ContrastMetric.wcag2Ratio.id {
                let measured = finding.contrast
                let key = Key(foreground: measured.foreground, background: measured.background, base: measured.base, minimum: requirement.minimum)
                if let known = found[key] {
                    finding.suggestion = known
                } else {
                    let suggestion: ContrastSuggestion?
                    do {
                        suggestion = try ContrastSuggestion.nearest(
                            to: measured.foreground, over: measured.background, on: measured.base, minimum: requirement.minimum)
                    } catch let error as LittleCMSError {
                        throw error
                    } catch {
                        // A measured finding's colors always measure again; nothing to suggest otherwise.
                        suggestion = nil
                    }
                    found[key] = suggestion
                    finding.suggestion = suggestion
                }
            }
            suggested.append(finding)
        }
        var report = self
        report.findings = suggested
        report.suggestionsSearched = true
        report.colorFixes = try ColorFix.fixes(for: report)
        return report
    }
}
