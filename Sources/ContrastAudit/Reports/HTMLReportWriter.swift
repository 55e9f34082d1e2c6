import AdaptedSystemUI
import ColorScience

/// Writes a report as one self-contained HTML file (no external resources): summary cards,
/// then a table with every pair drawn as it would appear — real text, or a shape for UI
/// components, in the foreground color (with its alpha, so the browser composites it the
/// same way the audit did) on the background color — in each appearance, its ratio and
/// verdicts beside it; then the light↔dark differences and the provenance.
///
/// The page's own text, borders and badges meet WCAG 2.2 AA (``pageColors`` lists them and
/// a test checks each pair). The color samples are what is being audited; they show the
/// palette's colors as they are, failing ones included.
public struct HTMLReportWriter: ReportWriter {
    public init() {}

    /// The page's own foreground/background pairs, for checking that the report itself meets
    /// AA: (what, foreground, background, minimum ratio).
    public static let pageColors: [(String, String, String, Double)] = [
        ("body text", PageColors.text, PageColors.page, 4.5),
        ("secondary text", PageColors.muted, PageColors.page, 4.5),
        ("table header", PageColors.text, PageColors.header, 4.5),
        ("pass badge", PageColors.passText, PageColors.passFill, 4.5),
        ("error badge", PageColors.failText, PageColors.failFill, 4.5),
        ("warning badge", PageColors.warnText, PageColors.warnFill, 4.5),
        ("exempt badge", PageColors.muted, PageColors.exemptFill, 4.5),
        ("sample border", PageColors.border, PageColors.page, 3),
        ("link", PageColors.link, PageColors.page, 4.5),
    ]

    enum PageColors {
        static let page = "#FFFFFF"
        static let text = "#1F1F1F"
        static let muted = "#4A4A4A"
        static let header = "#EDEDED"
        static let border = "#767676"
        static let passText = "#0B5C2C"
        static let passFill = "#E6F4EA"
        static let failText = "#A0000E"
        static let failFill = "#FDECEC"
        static let warnText = "#6A4500"
        static let warnFill = "#FFF4DC"
        static let exemptFill = "#F1F1F1"
        static let link = "#0B57D0"
    }

    public func render(_ report: AuditReport) -> String {
        var html: [String] = []
        let title = "Contrast audit: \(report.palette.title)"
        html.append("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            \(stylesheet)
            </style>
            </head>
            <body>
            <main>
            <h1>\(escape(title))</h1>
            <p class="meta">Palette <code>\(escape(report.palette.name))</code> (\(escape(report.palette.release))). Source: \(escape(report.palette.source.sentence))</p>
            """)
        if let reason = report.nothingChecked {
            html.append("<p class=\"alert\" role=\"alert\"><strong>Nothing was checked — this audit has not passed.</strong> \(escape(reason)).</p>")
        }
        html.append(summary(report))
        if !report.incomplete.isEmpty { html.append(incompleteTable(report)) }
        html.append(pairsTable(report))
        html.append(differencesTable(report))
        html.append(provenance(report))
        html.append("</main>\n</body>\n</html>\n")
        return html.joined(separator: "\n")
    }

    private func summary(_ report: AuditReport) -> String {
        let s = report.summary
        let cards = [
            ("Pairs", s.pairs, ""), ("Passed checks", s.passed, "pass"), ("Errors", s.errors, s.errors > 0 ? "fail" : ""),
            ("Warnings", s.warnings, s.warnings > 0 ? "warn" : ""), ("Exempt", s.exempt, ""),
            ("Pairs that change verdict with appearance", s.inconsistentPairs, ""),
            ("Incomplete", s.incomplete, s.incomplete > 0 ? "warn" : ""), ("Colors no pair checks", s.uncheckedColors, ""),
        ]
        let unchecked = report.uncheckedColors.isEmpty ? "" : "\n<p>Colors no pair checks: "
            + report.uncheckedColors.map { "<code>\(escape($0))</code>" }.joined(separator: ", ") + ".</p>"
        let items = cards.map { label, value, kind in
            "<div class=\"card \(kind)\"><dt>\(label)</dt><dd>\(value)</dd></div>"
        }
        return """
            <section aria-labelledby="summary">
            <h2 id="summary">Summary</h2>
            <p>Appearances checked: \(escape(report.palette.appearances.map(\.key).joined(separator: ", "))).</p>
            <dl class="cards">\(items.joined())</dl>
            <p>Errors are WCAG AA failures and warnings AAA failures, unless a rule sets a pair's severity.</p>\(unchecked)
            </section>
            """
    }

    private func incompleteTable(_ report: AuditReport) -> String {
        let rows = report.incomplete.map { check in
            "<tr><th scope=\"row\">\(escape(check.pair.phrase))</th><td>\(escape(check.role.rawValue))</td>"
                + "<td>\(escape(check.appearances.map(\.key).joined(separator: ", ")))</td><td>\(escape(check.reason))</td></tr>"
        }
        return """
            <section aria-labelledby="incomplete">
            <h2 id="incomplete">Incomplete: pairs that could not be checked (\(report.incomplete.count))</h2>
            <p>Neither passed nor failed: a color of each pair has no value the audit could determine.</p>
            <div class="scroll"><table>
            <thead><tr><th scope="col">Pair</th><th scope="col">Role</th><th scope="col">Appearances</th><th scope="col">Reason</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table></div>
            </section>
            """
    }

    private func pairsTable(_ report: AuditReport) -> String {
        let cells = report.palette.appearances
        var byPair: [PairID: [Appearance: [Finding]]] = [:]
        for finding in report.findings {
            byPair[finding.pair, default: [:]][finding.appearance, default: []].append(finding)
        }
        var rows: [String] = []
        for pairing in report.pairings {
            var row = "<tr><th scope=\"row\">\(escape(pairing.foreground))<br><span class=\"on\">on</span> \(escape(pairing.background))"
                + "<br><span class=\"role\" title=\"\(escape(pairing.rationale))\">\(escape(pairing.role.rawValue))"
                + "\(pairing.inferred ? ", \(escape(pairing.rationale))" : "")</span></th>"
            for cell in cells {
                guard let findings = byPair[pairing.id]?[cell], let first = findings.first else {
                    row += "<td></td>"
                    continue
                }
                row += "<td>\(sample(first, role: pairing.role))<p class=\"ratio\">\(Decimals.truncated(first.ratio)):1</p>"
                row += findings.map(badge).joined() + "</td>"
            }
            rows.append(row + "</tr>")
        }
        let headers = cells.map { "<th scope=\"col\">\(escape($0.key))</th>" }.joined()
        return """
            <section aria-labelledby="pairs">
            <h2 id="pairs">Pairs</h2>
            <p>Each sample is the foreground drawn on its background, translucent colors included, as an app would draw it. \
            Ratios are truncated to three decimals; the verdicts use the unrounded ratio.</p>
            <div class="scroll"><table class="pairs">
            <thead><tr><th scope="col">Pair</th>\(headers)</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table></div>
            </section>
            """
    }

    private func sample(_ finding: Finding, role: PairRole) -> String {
        let foreground = css(finding.foregroundColor)
        let style = "background-color:\(css(finding.backgroundColor))"
        switch role {
        case .uiComponent, .decorative:
            return "<div class=\"sample\" style=\"\(style)\"><span class=\"shape\" style=\"background-color:\(foreground)\"></span>"
                + "<span class=\"ring\" style=\"border-color:\(foreground)\"></span></div>"
        case .largeText:
            return "<div class=\"sample large\" style=\"\(style);color:\(foreground)\">Aa Large</div>"
        case .bodyText, .disabled:
            return "<div class=\"sample\" style=\"\(style);color:\(foreground)\">Aa Sample text</div>"
        }
    }

    private func badge(_ finding: Finding) -> String {
        guard let check = finding.check else {
            return "<p class=\"badge exempt\">Exempt (\(escape(finding.role.rawValue)))</p>"
        }
        let margin = check.margin
        let what = "\(check.requirement.criterion.shortName) ≥ \(Decimals.threshold(check.requirement.minimum))"
        switch finding.status {
        case .pass:
            return "<p class=\"badge pass\">✓ Pass \(what)</p>"
        case .fail where finding.severity == .error:
            return "<p class=\"badge fail\">✗ Fail \(what), short by \(Decimals.truncated(-margin))</p>"
        default:
            return "<p class=\"badge warn\">! Fail \(what), short by \(Decimals.truncated(-margin))</p>"
        }
    }

    private func differencesTable(_ report: AuditReport) -> String {
        let rows = report.colorDifferences.map { d in
            let hue = d.hueAngleShift.map { Decimals.difference($0, digits: 1) + "°" } ?? "—"
            return "<tr><th scope=\"row\">\(escape(d.color))</th><td>\(escape(d.from.key)) → \(escape(d.to.key))</td>"
                + "<td><span class=\"chip\" style=\"background-color:\(css(hex: d.fromHex))\"></span><code>\(d.fromHex)</code></td>"
                + "<td><span class=\"chip\" style=\"background-color:\(css(hex: d.toHex))\"></span><code>\(d.toHex)</code></td>"
                + "<td>\(Decimals.truncated(d.deltaE2000, digits: 2))</td><td>\(Decimals.difference(d.deltaLightness))</td>"
                + "<td>\(Decimals.difference(d.deltaChroma))</td><td>\(Decimals.difference(d.deltaHue))</td><td>\(hue)</td></tr>"
        }
        return """
            <section aria-labelledby="differences">
            <h2 id="differences">Light ↔ dark color differences (CIEDE2000)</h2>
            <p>ΔL′ above zero: the dark variant is lighter. Hue shift is the change of hue angle; a dash for near-neutral colors.</p>
            <div class="scroll"><table>
            <thead><tr><th scope="col">Color</th><th scope="col">Cells</th><th scope="col">From</th><th scope="col">To</th>\
            <th scope="col">ΔE00</th><th scope="col">ΔL′</th><th scope="col">ΔC′</th><th scope="col">ΔH′</th><th scope="col">Hue shift</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table></div>
            </section>
            """
    }

    private func provenance(_ report: AuditReport) -> String {
        let p = report.provenance
        let items = [
            "Standard: \(p.wcag)", "Luminance: \(p.luminance)", "Contrast: \(p.contrast)", "Compositing: \(p.compositing)",
            "Color difference: \(p.colorDifference)",
            "Lab: Little CMS \(p.lab.littleCMSVersion); \(p.lab.sourceProfile) → \(p.lab.destinationProfile); "
                + "\(p.lab.renderingIntent) intent; white \(p.lab.whitePoint); \(p.lab.precision)",
        ] + report.palette.notes.map { "Palette note: \($0)" }
        return """
            <section aria-labelledby="provenance">
            <h2 id="provenance">How these numbers were computed</h2>
            <ul>\(items.map { "<li>\(escape($0))</li>" }.joined())</ul>
            </section>
            """
    }

    /// Exact components as CSS `rgb(r g b / a)` (0–255 with four decimals), which browsers
    /// composite source-over in gamma-encoded sRGB as the audit does.
    private func css(_ color: Finding.Components) -> String {
        func number(_ value: Double) -> String {
            let rounded = (value * 10000).rounded() / 10000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "rgb(\(number(color.red * 255)) \(number(color.green * 255)) \(number(color.blue * 255)) / \(number(color.alpha)))"
    }

    /// `#RRGGBBAA` as CSS `rgb(r g b / a)`, which browsers composite source-over in sRGB.
    private func css(hex: String) -> String {
        let digits = Array(hex.dropFirst())
        func byte(_ index: Int) -> Int { Int(String(digits[index...index + 1]), radix: 16) ?? 0 }
        let alpha = digits.count >= 8 ? Double(byte(6)) / 255 : 1
        let alphaText = alpha == 1 ? "1" : String((alpha * 10000).rounded() / 10000)
        return "rgb(\(byte(0)) \(byte(2)) \(byte(4)) / \(alphaText))"
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    private var stylesheet: String {
        """
        :root { color-scheme: light; }
        body { margin: 0; background: \(PageColors.page); color: \(PageColors.text); font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        main { max-width: 1400px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 1.75rem; margin: 0 0 8px; }
        h2 { font-size: 1.35rem; margin: 32px 0 8px; }
        .meta, .on, .role { color: \(PageColors.muted); }
        .role { font-size: 0.85rem; font-weight: normal; }
        code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
        a { color: \(PageColors.link); }
        .cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 0; }
        .card { border: 1px solid \(PageColors.border); border-radius: 8px; padding: 8px 16px; min-width: 140px; }
        .card dt { font-size: 0.9rem; color: \(PageColors.muted); }
        .card dd { margin: 0; font-size: 1.6rem; font-weight: 600; }
        .card.fail { background: \(PageColors.failFill); }
        .card.fail dd, .card.fail dt { color: \(PageColors.failText); }
        .alert { color: \(PageColors.failText); background: \(PageColors.failFill); padding: 8px 12px; border-radius: 6px; }
        .card.warn { background: \(PageColors.warnFill); }
        .card.warn dd, .card.warn dt { color: \(PageColors.warnText); }
        .card.pass dd { color: \(PageColors.passText); }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; margin: 8px 0; }
        th, td { border: 1px solid \(PageColors.border); padding: 6px 8px; vertical-align: top; text-align: left; }
        thead th { background: \(PageColors.header); position: sticky; top: 0; }
        tbody th { font-weight: 600; min-width: 180px; }
        .pairs td { min-width: 150px; }
        .sample { border: 1px solid \(PageColors.border); border-radius: 6px; padding: 10px; font-size: 16px; min-height: 24px; display: flex; align-items: center; gap: 10px; }
        .sample.large { font-size: 24px; }
        .shape { display: inline-block; width: 28px; height: 28px; border-radius: 6px; }
        .ring { display: inline-block; width: 24px; height: 24px; border-radius: 50%; border: 3px solid; }
        .ratio { margin: 6px 0 2px; font-weight: 600; }
        .badge { margin: 2px 0; padding: 1px 6px; border-radius: 4px; font-size: 0.85rem; }
        .badge.pass { color: \(PageColors.passText); background: \(PageColors.passFill); }
        .badge.fail { color: \(PageColors.failText); background: \(PageColors.failFill); font-weight: 600; }
        .badge.warn { color: \(PageColors.warnText); background: \(PageColors.warnFill); }
        .badge.exempt { color: \(PageColors.muted); background: \(PageColors.exemptFill); }
        .chip { display: inline-block; width: 16px; height: 16px; border: 1px solid \(PageColors.border); border-radius: 3px; vertical-align: middle; margin-right: 6px; }
        """
    }
}

extension ReportFormat {
    /// HTML: ``HTMLReportWriter``, `.html`.
    public static let html = ReportFormat(name: "html", fileExtension: "html", writer: HTMLReportWriter())
}
