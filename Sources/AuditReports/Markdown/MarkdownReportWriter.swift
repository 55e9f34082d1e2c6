import AdaptedSystemUI
import AuditModel
import ColorScience

/// Writes a report as Markdown for a pull request: summary counts first, then the failing
/// pairs, then the pairs whose verdict changes between appearances, the light↔dark color
/// differences, every finding (folded), and how the numbers were computed.
///
/// Ratios are printed with three decimals, truncated (never rounded up); the JSON report
/// carries them at full precision. Color names are code spans, and the inputs' other text
/// (titles, notes, rationales, paths) is escaped: no input can add a line, a heading or an
/// HTML comment to the report (`MarkdownEscaping`).
public struct MarkdownReportWriter: ReportWriter {
    public init() {}

    public func render(_ report: AuditReport) -> String {
        var out: [String] = []
        let s = report.summary
        out.append("# Contrast audit: \(report.palette.title.markdownText)")
        out.append("")
        if let reason = report.nothingChecked {
            out.append("> **Nothing was checked — this audit has not passed.** \((reason.prefix(1).uppercased() + reason.dropFirst()).markdownText).")
            out.append("")
        }
        let release = report.palette.release.isEmpty ? "" : " (\(report.palette.release.markdownText))"
        out.append("Palette \(report.palette.name.markdownCode)\(release). Source: \(report.palette.source.sentence.markdownText)")
        out.append("Appearances checked: \(report.palette.appearances.map(\.key).joined(separator: ", ")).")
        out.append("")
        out.append("## Summary")
        out.append("")
        out.append("| pairs | findings | passed | errors | warnings | exempt | incomplete | pairs that change verdict with appearance | colors no pair checks |")
        out.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        out.append("| \(s.pairs) | \(s.findings) | \(s.passed) | \(s.errors) | \(s.warnings) | \(s.exempt) | \(s.incomplete) | \(s.inconsistentPairs) | \(s.uncheckedColors) |")
        out.append("")
        out.append("Errors are WCAG AA failures and warnings AAA failures, unless a rule sets a pair's severity."
            + (ReportText.acceptedCounts(report).map { " Of them, \($0)." } ?? "")
            + (s.cellsCovered.map { " A pair with the same colors in several appearances is one finding: \($0)." } ?? ""))
        if let vision = report.colorVision {
            out.append("")
            out.append(vision.findings.isEmpty
                ? "Color vision: **nothing checked** (see *Color vision* below)."
                : "Color vision: \(vision.failureCountsPhrase) in \(vision.findings.count) checks (see *Color vision* below).")
        }
        if !report.incomplete.isEmpty {
            out.append("")
            out.append("## Incomplete: pairs that could not be checked (\(report.incomplete.count))")
            out.append("")
            out.append("Neither passed nor failed: a color of each pair has no value the audit could determine.")
            out.append("")
            out.append("| pair | role | appearances | reason |")
            out.append("|---|---|---|---|")
            out += report.incomplete.map { "| \($0.pair.markdownPhrase.tableCell) | \($0.role.rawValue) | \(keys($0.appearances)) | \($0.reason.markdownText.tableCell) |" }
        }

        for severity in [Severity.error, .warning] {
            let failures = report.findings.filter { $0.severity == severity }
            out.append("")
            out.append(severity == .error ? "## Errors (\(failures.count))" : "## Warnings (\(failures.count))")
            out.append("")
            if failures.isEmpty {
                out.append("None.")
            } else {
                if report.suggestionsSearched {
                    out.append(findingHeader + " suggestion |")
                    out.append(findingRule + "---|")
                    out += failures.map { findingRow($0) + " \(($0.suggestionPhrase(searched: true) ?? "").tableCell) |" }
                } else {
                    out.append(findingHeader)
                    out.append(findingRule)
                    out += failures.map(findingRow)
                }
            }
        }

        if let line = report.suggestionBudgetLine { out += ["", line] }
        if let fixes = report.colorFixes, !fixes.isEmpty { out += Self.colorFixSection(fixes) }
        if let colorVision = report.colorVision { out += Self.colorVisionSection(colorVision) }

        out.append("")
        out.append("## Pairs that pass in one appearance and fail in another (\(report.summary.inconsistentPairs))")
        out.append("")
        if report.inconsistencies.isEmpty {
            out.append("None.")
        } else {
            out.append("| pair | criterion | passes in | fails in |")
            out.append("|---|---|---|---|")
            out += report.inconsistencies.map {
                "| \($0.pair.markdownPhrase.tableCell) | \($0.criterion.shortName) | \(keys($0.passesIn)) | \(keys($0.failsIn)) |"
            }
        }

        let codePairs = report.pairings.filter { $0.origin == .code }
        if !codePairs.isEmpty {
            let failing = Set(report.findings.filter { $0.status == .fail && !$0.accepted }.map(\.pair))
            out.append("")
            out.append("## Pairs the app's code draws (\(codePairs.count))")
            out.append("")
            out.append("Where each pair is drawn (the foreground's line), failing pairs first. Low confidence: no background was found, the screen's default is assumed.")
            out.append("")
            out.append("| pair | role | result | drawn at |")
            out.append("|---|---|---|---|")
            let ordered = codePairs.filter { failing.contains($0.id) } + codePairs.filter { !failing.contains($0.id) }
            out += ordered.map {
                "| \($0.id.markdownPhrase.tableCell) | \($0.role.rawValue) | \(failing.contains($0.id) ? "**fails**" : "") | \(ReportText.evidence($0).markdownText.tableCell) |"
            }
        }
        let otherOrigins = Set(report.pairings.map(\.origin))
        if otherOrigins.count > 1 {
            out.append("")
            out.append("Pairs by source: " + PairOrigin.allCases.compactMap { origin in
                let count = report.pairings.count { $0.origin == origin }
                return count == 0 ? nil : "\(count) from the \(origin.phrase)"
            }.joined(separator: ", ") + ".")
        }

        if !report.uncheckedColors.isEmpty {
            out.append("")
            out.append("## Colors no pair checks (\(report.uncheckedColors.count))")
            out.append("")
            out.append(report.uncheckedColors.map(\.markdownCode).joined(separator: ", "))
        }

        let inferredPairs = report.pairings.filter(\.inferred)
        if !inferredPairs.isEmpty {
            out.append("")
            out.append("## Pairs inferred from color names (\(inferredPairs.count))")
            out.append("")
            out.append("Review them; `darkmode-audit pairs` writes them as a rules file to edit and pass with `--rules`.")
            out.append("")
            out.append("| pair | role | rule |")
            out.append("|---|---|---|")
            out += inferredPairs.map { "| \($0.id.markdownPhrase.tableCell) | \($0.role.rawValue) | \($0.rationale.markdownText.tableCell) |" }
        }

        out.append("")
        out.append("## Light ↔ dark color differences (CIEDE2000)")
        out.append("")
        out.append("ΔL′ > 0: the dark variant is lighter. Hue shift in degrees of h_ab; blank for near-neutral colors (C* < 5).")
        out.append("")
        out.append("| color | cells | from | to | ΔE00 | ΔL′ | ΔC′ | ΔH′ | hue shift |")
        out.append("|---|---|---|---|---:|---:|---:|---:|---:|")
        out += report.colorDifferences.map { d in
            let hue = d.hueAngleShift.map { Decimals.difference($0, digits: 1) + "°" } ?? ""
            return "| \(d.color.markdownCode.tableCell) | \(d.from.key) → \(d.to.key) | `\(ReportText.hex(d.fromColor))` | `\(ReportText.hex(d.toColor))` | \(Decimals.truncated(d.deltaE2000, digits: 2)) | "
                + "\(Decimals.difference(d.deltaLightness)) | \(Decimals.difference(d.deltaChroma)) | "
                + "\(Decimals.difference(d.deltaHue)) | \(hue) |"
        }

        out.append("")
        out.append("## All findings (\(report.findings.count))")
        out.append("")
        out.append("<details><summary>Every pair in every appearance</summary>")
        out.append("")
        out.append(findingHeader)
        out.append(findingRule)
        out += report.findings.map(findingRow)
        out.append("")
        out.append("</details>")

        out.append("")
        out.append("## How these numbers were computed")
        out.append("")
        let p = report.provenance
        out.append("- Standard: \(p.wcag).")
        out.append("- Luminance: \(p.luminance).")
        out.append("- Contrast: \(p.contrast).")
        out.append("- Compositing: \(p.compositing).")
        out.append("- Color difference: \(p.colorDifference).")
        out.append("- Lab: Little CMS \(p.lab.littleCMSVersion); \(p.lab.sourceProfile) → \(p.lab.destinationProfile); "
            + "\(p.lab.renderingIntent) intent; white \(p.lab.whitePoint); \(p.lab.precision).")
        for note in report.palette.notes { out.append("- Palette note: \(note.markdownText)") }
        let inferred = report.pairings.filter(\.inferred).count
        if inferred > 0 { out.append("- \(inferred) of \(report.pairings.count) pairs were inferred from color names.") }
        out.append("")
        return out.joined(separator: "\n")
    }

    /// Palette-level suggestions: per color, the new value of each failing cell.
    static func colorFixSection(_ fixes: [ColorFix]) -> [String] {
        var out = ["", "## Suggested colors (\(fixes.count))", "",
                   "Per color, the nearest value in each failing cell that meets the AA requirement of every pair it is the "
                   + "foreground of there. Character: ΔL* = L*(dark) − L*(light), before → after.", "",
                   "| color | appearance | now | suggested | ΔE00 | pairs | light↔dark ΔL* | character |",
                   "|---|---|---|---|---:|---:|---|---|"]
        for fix in fixes {
            let character = fix.lightDark.map {
                "\(Decimals.difference($0.deltaLightnessBefore)) → \(Decimals.difference($0.deltaLightnessAfter))"
            } ?? "unchanged"
            for cell in fix.cells {
                out.append("| \(fix.color.markdownCode.tableCell) | \(cell.appearance.key) | `\(ReportText.hex(cell.original))` | "
                    + (cell.suggested.map { "`\(ReportText.hex($0))`" } ?? "no single color at its alpha passes all")
                    + (cell.alphaSuggested.map { "; the same color at alpha \(Decimals.truncated($0.alpha * 100, digits: 1)) % does, `\(ReportText.hex($0))`" } ?? "")
                    + (cell.breaks.isEmpty ? "" : " — would break \(cell.breaks.map(\.markdownCode).joined(separator: ", ").tableCell)") + " | "
                    + (cell.deltaE2000.map { Decimals.truncated($0, digits: 2) } ?? "") + " | \(cell.pairs.count) | \(character) | "
                    + (fix.keepsCharacter ? "kept" : "**changed**") + " |")
            }
        }
        return out
    }

    /// The color-vision check: what was checked, the notes, the pairs below their minimum.
    static func colorVisionSection(_ report: ColorVisionReport) -> [String] {
        let failures = report.findings.filter { $0.status == .fail }
        var out = ["", "## Color vision: colors that must be told apart (\(failures.count) below the minimum)", ""]
        let deficiencies = report.deficiencies.map(\.phrase).joined(separator: ", ")
        out.append("Each two colors of a group, in each appearance, as seen with \(deficiencies) at severity "
            + "\(Decimals.threshold(report.simulationSeverity)) (\(report.model)).")
        out.append("")
        if report.groups.isEmpty {
            out.append("**No group was checked**: name the colors that must be told apart in a rules file (`distinguishable:`).")
        }
        for group in report.groups {
            out.append("- **\(group.name.markdownCode)**: \(group.colors.map(\.markdownCode).joined(separator: ", ")) — ΔE00 ≥ \(Decimals.threshold(group.minimum)), "
                + "\(group.severity.rawValue) below it; \(group.rationale.markdownText)")
        }
        out += report.notes.map { "- Not checked: \($0.markdownText)" }
        out.append("")
        if failures.isEmpty {
            out.append(report.findings.isEmpty ? "**Nothing was checked.**" : "All \(report.findings.count) checks keep their minimum.")
            return out
        }
        out.append("| colors | appearance | deficiency | ΔE00 as seen | typical vision | minimum | severity | as given | as seen |")
        out.append("|---|---|---|---:|---:|---:|---|---|---|")
        out += failures.map { f in
            "| \(f.first.markdownCode.tableCell) / \(f.second.markdownCode.tableCell) | \(f.appearance.key) | \(f.deficiency.phrase) | "
                + "\(Decimals.truncated(f.deltaE2000, digits: 2)) | \(Decimals.truncated(f.typicalDeltaE2000, digits: 2)) | "
                + "\(Decimals.threshold(f.minimum)) | \(ReportText.acceptance(f) ?? f.failureSeverity?.rawValue ?? "") | `\(ReportText.hex(f.firstColor))` `\(ReportText.hex(f.secondColor))` | "
                + "`\(ReportText.hex(f.firstSeen))` `\(ReportText.hex(f.secondSeen))` |"
        }
        return out
    }

    private func keys(_ cells: [Appearance]) -> String {
        cells.map(\.key).joined(separator: ", ")
    }

    private let findingHeader = "| pair | appearance | role | criterion | ratio | required | margin | result | foreground | as seen | background |"
    private let findingRule = "|---|---|---|---|---:|---:|---:|---|---|---|---|"

    private func findingRow(_ f: Finding) -> String {
        let criterion = f.criterion?.shortName ?? "exempt"
        let result = switch f.status {
        case .pass: "pass"
        case .exempt: "exempt"
        case .fail where f.accepted: (f.acceptance ?? .baseline).phrase
        case .fail: f.severity == .error ? "**FAIL**" : "fail (warning)"
        }
        let background = f.base.map { "`\(f.backgroundHex)` on \($0.markdownCode.tableCell) = `\(f.seenBackgroundHex ?? "")`" } ?? "`\(f.backgroundHex)`"
        return "| \(f.pair.markdownPhrase.tableCell) | \(f.appearanceKeys) | \(f.role.rawValue) | \(criterion) | "
            + "\(ReportText.value(f)) | \(ReportText.required(f)) | \(ReportText.margin(f)) | \(result) | `\(f.foregroundHex)` | `\(f.compositeHex)` | \(background) |"
    }
}

extension ReportFormat {
    /// Markdown: ``MarkdownReportWriter``, `.md`.
    public static let markdown = ReportFormat(name: "markdown", fileExtension: "md", writer: MarkdownReportWriter())
}
