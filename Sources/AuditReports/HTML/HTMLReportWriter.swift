import AdaptedSystemUI
import AuditModel
import ColorScience

/// Writes a report as one self-contained HTML file (no external resources, no network):
/// first, color — the palette as a strip of swatches, light above dark, and the six worst
/// failing pairs drawn with their fixes beside them, each saying how it was found (drawn in
/// the code, declared, or guessed from names: pairs drawn in code come first); then a
/// table of contents; summary cards; filters for the whole page (appearance, role, status, a
/// color's name, the pair's source), matching the cells a finding is about; the failures
/// worst first, grouped by pair, each pair drawn in every appearance side by side and each
/// finding with an anchor of its own and its fixes drawn before and after; the palette's
/// swatches per appearance (translucent colors over a checkerboard and over their surface)
/// with their light↔dark difference; a matrix per appearance (foregrounds × backgrounds, the
/// ratio and the pair's role in each cell, colored by verdict); every pair drawn as it would
/// appear — real text, or a shape for UI components, in the foreground color (with its alpha,
/// so the browser composites it as the audit did) on the background — in each appearance;
/// then the light↔dark differences and the provenance.
///
/// The page follows the reader's `prefers-color-scheme`; its own text, borders and badges
/// meet WCAG 2.2 AA in both schemes (``pageColors`` lists them and a test checks each pair).
/// Wide tables scroll inside their box, whose header row stays in view. Printed, it is A4 in
/// the light scheme whatever the reader's, tables fit the page's width, and a matrix wider
/// than a page is left out and said so. The color samples are what is being audited; they
/// show the palette's colors as they are, failing ones included.
public struct HTMLReportWriter: ReportWriter {
    public init() {}

    /// The page's own foreground/background pairs in both color schemes, for checking that the
    /// report itself meets AA: (what, foreground, background, minimum ratio).
    public static let pageColors: [(String, String, String, Double)] = [PageColors.light, PageColors.dark].flatMap { scheme in
        [
            ("\(scheme.name): body text", scheme.text, scheme.page, 4.5),
            ("\(scheme.name): secondary text", scheme.muted, scheme.page, 4.5),
            ("\(scheme.name): table header", scheme.text, scheme.header, 4.5),
            ("\(scheme.name): pass badge", scheme.passText, scheme.passFill, 4.5),
            ("\(scheme.name): error badge", scheme.failText, scheme.failFill, 4.5),
            ("\(scheme.name): warning badge", scheme.warnText, scheme.warnFill, 4.5),
            ("\(scheme.name): exempt badge", scheme.muted, scheme.exemptFill, 4.5),
            ("\(scheme.name): sample border", scheme.border, scheme.page, 3),
            ("\(scheme.name): link", scheme.link, scheme.page, 4.5),
            ("\(scheme.name): matrix pass", scheme.passText, scheme.passFill, 4.5),
        ]
    }

    struct PageColors {
        let name: String
        let page: String, text: String, muted: String, header: String, border: String
        let passText: String, passFill: String, failText: String, failFill: String
        let warnText: String, warnFill: String, exemptFill: String, link: String

        static let light = PageColors(
            name: "light", page: "#FFFFFF", text: "#1F1F1F", muted: "#4A4A4A", header: "#EDEDED", border: "#767676",
            passText: "#0B5C2C", passFill: "#E6F4EA", failText: "#A0000E", failFill: "#FDECEC",
            warnText: "#6A4500", warnFill: "#FFF4DC", exemptFill: "#F1F1F1", link: "#0B57D0")
        static let dark = PageColors(
            name: "dark", page: "#121212", text: "#E8E8E8", muted: "#B4B4B4", header: "#2A2A2A", border: "#8A8A8A",
            passText: "#8FE3AA", passFill: "#12301E", failText: "#FFA3A3", failFill: "#3D1216",
            warnText: "#FFD27A", warnFill: "#35280A", exemptFill: "#262626", link: "#8AB4F8")

        /// The colors as CSS custom properties.
        var variables: String {
            "--page: \(page); --text: \(text); --muted: \(muted); --header: \(header); --border: \(border); "
                + "--pass-text: \(passText); --pass-fill: \(passFill); --fail-text: \(failText); --fail-fill: \(failFill); "
                + "--warn-text: \(warnText); --warn-fill: \(warnFill); --exempt-fill: \(exemptFill); --link: \(link);"
        }
    }

    public func render(_ report: AuditReport) -> String {
        var html: [String] = []
        // Worst first: errors, then warnings, then what a baseline accepts; within each, by how
        // far the ratio falls short of its requirement. A pair takes its worst finding's place.
        let failing = WorstFirst.byPair(report.findings.filter { $0.status == .fail }) { finding in
            (finding.accepted ? 2 : finding.severity == .error ? 0 : 1, finding.fractionOfRequirement)
        }
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
            \(glance(report, failing: failing))
            <p class="meta">Palette <code>\(escape(report.palette.name))</code>\(report.palette.release.isEmpty ? "" : " (\(escape(report.palette.release)))"). Source: \(escape(report.palette.source.sentence))</p>
            """)
        if let reason = report.nothingChecked {
            html.append("<p class=\"alert\" role=\"alert\"><strong>Nothing was checked — this audit has not passed.</strong> \(escape(reason)).</p>")
        }
        html.append(contents(report))
        html.append(summary(report))
        html.append(filtersSection(report))
        html.append(failures(report, byPair: failing))
        if !report.incomplete.isEmpty { html.append(incompleteTable(report)) }
        if let line = report.suggestionBudgetLine { html.append("<p class=\"note\">\(escape(line))</p>") }
        if let fixes = report.colorFixes, !fixes.isEmpty { html.append(colorFixSection(fixes)) }
        if let colorVision = report.colorVision { html.append(colorVisionSection(colorVision)) }
        html.append(paletteSection(report))
        html.append(matrices(report))
        html.append(pairsTable(report))
        html.append(differencesTable(report))
        html.append(provenance(report))
        html.append("</main>\n<script>\n\(Self.filterScript)\n</script>\n</body>\n</html>\n")
        return html.joined(separator: "\n")
    }

    /// The most failing pairs the first screen draws.
    public static let worstShownFirst = 6

    /// The most colors the first screen's strip shows; the palette section has them all.
    static let glanceColorLimit = 48

    /// The first screen, color first: the palette as a strip of swatches (light above dark),
    /// then the worst failing pairs drawn as specimens — the text in its color on its
    /// background where it fails worst, the fix beside it — each saying how it was found. Pairs
    /// drawn in the app's code come before pairs a file declares, and those before pairs
    /// guessed from names; within each, errors before warnings, then by shortfall.
    private func glance(_ report: AuditReport, failing: [[Finding]]) -> String {
        var tones: [(name: String, light: SRGB, dark: SRGB)] = []
        for difference in report.colorDifferences where difference.from == .light && difference.to == .dark {
            tones.append((difference.color, difference.fromColor, difference.toColor))
        }
        let shown = tones.prefix(Self.glanceColorLimit).map { tone in
            let translucent = tone.light.isOpaque && tone.dark.isOpaque ? "" : " translucent"
            return "<span class=\"tone\(translucent)\" style=\"--light:\(css(tone.light));--dark:\(css(tone.dark))\" title=\"\(escape(tone.name)): "
                + "\(tone.light.hex) light, \(tone.dark.hex) dark\"></span>"
        }
        let more = tones.count > Self.glanceColorLimit ? " <a href=\"#palette\">and \(tones.count - Self.glanceColorLimit) more</a>" : ""
        let strip = tones.isEmpty ? "" : "<div class=\"tones\" role=\"img\" aria-label=\"The palette: \(tones.count) colors, light above dark\">"
            + shown.joined() + "</div><p class=\"legend\">The palette, light above dark: \(tones.count) colors.\(more)</p>"
        let pairings = Self.pairingsByID(report)
        // Drawn in code where the reader found the background, declared, drawn over a
        // background assumed, guessed from names.
        func authority(_ pair: PairID) -> Int {
            switch pairings[pair]?.origin {
            case .code?: pairings[pair]?.confidence == .low ? 2 : 0
            case .names?: 3
            default: 1
            }
        }
        // The pairs a baseline does not wholly accept, their accepted findings left out: each
        // pair's worst is then its first (accepted ones rank last).
        let open = failing.map { $0.filter { !$0.accepted } }.filter { !$0.isEmpty }
        let ranked = WorstFirst.stablySorted(open) { (authority($0[0].pair), 0) }.prefix(Self.worstShownFirst)
        let cards = ranked.map { findings -> String in
            let (finding, pair) = (findings[0], findings[0].pair)
            var specimens = "<figure>\(sample(finding, role: finding.role))<figcaption>now: \(Decimals.truncated(finding.ratio)):1</figcaption></figure>"
            if let fix = finding.suggestion {
                specimens += "<figure>\(sample(finding, role: finding.role, foreground: fix.color))<figcaption>fix \(fix.color.hex): "
                    + "\(Decimals.truncated(fix.ratio)):1, ΔE00 \(Decimals.truncated(fix.deltaE2000, digits: 2))</figcaption></figure>"
            }
            let cells = Self.appearancesPhrase(Set(findings.flatMap(\.appearances)), of: report.palette.appearances)
            let required = "\(finding.requiredPhrase ?? "") (\(finding.criterion?.shortName ?? ""))"
            return "<article class=\"worst \(finding.severity == .error ? "fail" : "warn")\"><h3>\(escape(pair.phrase)) <span class=\"role\">\(escape(finding.role.phrase))</span></h3>"
                + "<div class=\"specimens\">\(specimens)</div>"
                + "<p>\(finding.severity == .error ? "✗" : "!") Needs \(escape(required)); fails in \(escape(cells)).</p>"
                + "<p class=\"found\">\(escape(Self.howFound(pairings[pair]))) <a href=\"#p-\(Self.anchor(pair.description))\">Details</a></p></article>"
        }
        let worstBlock = cards.isEmpty ? "" : "<h2 id=\"worst\">The worst failures</h2><div class=\"worsts\">\(cards.joined())</div>"
            + "<p class=\"legend\">ΔE00 is how far a fix moves the color: about 1 is just noticeable side by side.</p>"
        return "<section class=\"glance\" aria-label=\"At a glance\">\(strip)\(worstBlock)</section>"
    }

    /// Appearances in a designer's words, a style whose every cell the palette defines is
    /// among them named once: `Light, Dark` for all eight cells, `Light, Dark · Elevated`.
    static func appearancesPhrase(_ cells: Set<Appearance>, of palette: [Appearance]) -> String {
        var names: [String] = []
        for style in [Appearance.light, .dark].map(\.style) {
            let own = palette.filter { $0.style == style }
            guard !own.isEmpty else { continue }
            if own.allSatisfy(cells.contains) {
                names.append(own.count == 1 ? own[0].displayName : "\(own[0].style == .light ? "Light" : "Dark") (every variant)")
            } else {
                names += own.filter(cells.contains).map(\.displayName)
            }
        }
        return names.joined(separator: ", ")
    }

    /// The report's pairings by pair, the first of each.
    static func pairingsByID(_ report: AuditReport) -> [PairID: Pairing] {
        var pairings: [PairID: Pairing] = [:]
        for pairing in report.pairings where pairings[pairing.id] == nil { pairings[pairing.id] = pairing }
        return pairings
    }

    /// How a pair was found, for a person: where the code draws it, who declared it, or that
    /// it was guessed from the colors' names and wants confirming.
    static func howFound(_ pairing: Pairing?) -> String {
        guard let pairing else { return "" }
        switch pairing.origin {
        case .code:
            guard let place = pairing.evidence.first(where: { $0.kind == .foreground }) else { return "Drawn in the app's code." }
            let file = place.file.split(separator: "/").last.map(String.init) ?? place.file
            return "Drawn in \(file):\(place.line)" + (pairing.confidence.map { $0 == .high ? "." : " (\($0.rawValue) confidence)." } ?? ".")
        case .rules: return "Declared in the rules file."
        case .palette: return "Declared in the palette file."
        case .convention: return "Declared by the format's naming convention."
        case .names: return "Guessed from the colors' names: confirm it is drawn."
        }
    }

    private func summary(_ report: AuditReport) -> String {
        let s = report.summary
        let cards = [
            ("Pairs", s.pairs, ""), ("Passed checks", s.passed, "pass"), ("Errors", s.errors, s.errors > 0 ? "fail" : ""),
            ("Warnings", s.warnings, s.warnings > 0 ? "warn" : ""), ("Exempt", s.exempt, ""),
            ("Pairs that change verdict with appearance", s.inconsistentPairs, ""),
            ("Incomplete", s.incomplete, s.incomplete > 0 ? "warn" : ""), ("Colors no pair checks", s.uncheckedColors, ""),
        ]
        let covered = s.cellsCovered.map { "\n<p>A pair with the same colors in several appearances is one finding: \($0).</p>" } ?? ""
        // A long list is collapsed: it would push the failures off the first screen.
        let names = report.uncheckedColors.map { "<code>\(escape($0))</code>" }.joined(separator: ", ")
        let unchecked = covered + (report.uncheckedColors.isEmpty ? ""
            : report.uncheckedColors.count <= 12 ? "\n<p>Colors no pair checks: \(names).</p>"
            : "\n<details><summary>Colors no pair checks (\(report.uncheckedColors.count))</summary><p>\(names).</p></details>")
        let items = cards.map { label, value, kind in
            "<div class=\"card \(kind)\"><dt>\(label)</dt><dd>\(value)</dd></div>"
        }
        return """
            <section aria-labelledby="summary">
            <h2 id="summary">Summary</h2>
            <p>Appearances checked: \(escape(report.palette.appearances.map(\.displayName).joined(separator: ", "))).</p>
            <dl class="cards">\(items.joined())</dl>
            <p>Errors are WCAG AA failures and warnings AAA failures, unless a rule sets a pair's severity.</p>\(unchecked)
            </section>
            """
    }

    /// The page's filters: by appearance, role, status, a color's name and where the pair
    /// comes from. They hide failing pairs and rows of the pairs table alike; a status matches
    /// the cells a finding is about (with an appearance chosen, that appearance's), not any cell of
    /// the row; with an appearance chosen, a pair shows when it is checked there (and, with a
    /// status, has it there). Without script, everything shows and the page says so.
    private func filtersSection(_ report: AuditReport) -> String {
        let appearanceOptions = report.palette.appearances.map { "<option value=\"\($0.key)\">\(escape($0.displayName))</option>" }.joined()
        let roleOptions = PairRole.allCases.map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }.joined()
        let present = Set(report.pairings.map(\.origin))
        let originOptions = PairOrigin.allCases.filter(present.contains).map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }.joined()
        let failing = Set(report.findings.filter { $0.status == .fail }.map(\.pair)).count
        return """
            <section aria-labelledby="filters" class="filters-section">
            <h2 id="filters">Filter the page</h2>
            <form class="filters" aria-label="Filter the failures and the pairs">
            <label>Appearance <select id="filter-appearance"><option value="">all</option>\(appearanceOptions)</select></label>
            <label>Role <select id="filter-role"><option value="">all</option>\(roleOptions)</select></label>
            <label>Status <select id="filter-status"><option value="">all</option><option value="error">error</option>\
            <option value="warning">warning</option><option value="pass">pass</option><option value="exempt">exempt</option>\
            <option value="accepted">accepted</option></select></label>
            <label>Color name <input type="search" id="filter-color" autocomplete="off" placeholder="part of a name"></label>
            <label>Source <select id="filter-origin"><option value="">all</option>\(originOptions)</select></label>
            </form>
            <noscript><p>The filters need script; every pair is shown.</p></noscript>
            <p id="filter-count" aria-live="polite">\(failing) of \(failing) failing pairs and \(report.pairings.count) of \(report.pairings.count) pairs shown.</p>
            </section>
            """
    }

    private func contents(_ report: AuditReport) -> String {
        let failing = Set(report.findings.filter { $0.status == .fail }.map(\.pair)).count
        var links = [("summary", "Summary"), ("failures", "Failures (\(failing) pairs)")]
        if !report.incomplete.isEmpty { links.append(("incomplete", "Incomplete (\(report.incomplete.count))")) }
        if let fixes = report.colorFixes, !fixes.isEmpty { links.append(("suggested-colors", "Suggested colors (\(fixes.count))")) }
        if let colorVision = report.colorVision {
            links.append(("color-vision", "Color vision (\(colorVision.findings.filter { $0.status == .fail }.count) below the minimum)"))
        }
        links += [("palette", "The palette at a glance"), ("matrix", "Matrix per appearance"), ("pairs", "Every pair"), ("differences", "Light ↔ dark differences"),
                  ("provenance", "How the numbers were computed")]
        return "<nav aria-label=\"Contents\"><h2 class=\"toc\">Contents</h2><ol>"
            + links.map { "<li><a href=\"#\($0.0)\">\(escape($0.1))</a></li>" }.joined() + "</ol></nav>"
    }

    /// An id usable as a fragment: letters, digits, `-`, `_`, `.`; anything else as `_HH`.
    static func anchor(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let character = Character(UnicodeScalar(byte))
            if character.isLetter || character.isNumber || character == "-" || character == "_" || character == "." {
                out.append(character)
            } else {
                out += "_" + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// Every finding by pair and by appearance cell (a finding covering several cells is
    /// under each).
    static func findingsByCell(_ report: AuditReport) -> [PairID: [Appearance: [Finding]]] {
        var byPair: [PairID: [Appearance: [Finding]]] = [:]
        for finding in report.findings {
            finding.cells.forEachCell { byPair[finding.pair, default: [:]][$0, default: []].append(finding) }
        }
        return byPair
    }

    /// The statuses of a cell's findings as the filters read them: `error`, `warning`,
    /// `accepted`, `pass`, `exempt`, space-separated.
    static func statuses(_ findings: [Finding]) -> String {
        Set(findings.map { $0.status == .fail ? ($0.accepted ? "accepted" : $0.severity == .error ? "error" : "warning") : $0.status.rawValue })
            .sorted().joined(separator: " ")
    }

    /// The attributes the page's filters match a pair by: its role, where it comes from and
    /// its two colors' names (lower-cased, one per line).
    private func filterData(_ pair: PairID, role: PairRole, origin: PairOrigin?) -> String {
        "data-role=\"\(role.rawValue)\" data-origin=\"\(origin?.rawValue ?? "")\" data-colors=\"\(escape(pair.foreground.lowercased() + "\n" + pair.background.lowercased()))\""
    }

    /// The pair drawn in each appearance it is checked in, side by side (light beside dark),
    /// each with its ratio and verdict; appearances where it looks the same and gets the same
    /// verdicts are one specimen, named together.
    private func appearanceStrip(_ cells: [Appearance: [Finding]], role: PairRole, appearances: [Appearance]) -> String {
        // One specimen per look (sample, ratio, verdict) and statuses (a cell a baseline
        // accepts stays apart, for the filters); the appearances that share it, in order.
        var groups: [(cells: [Appearance], sample: String, caption: String, statuses: String)] = []
        var indexByKey: [String: Int] = [:]
        for cell in appearances {
            guard let findings = cells[cell], let first = findings.first else { continue }
            let failing = findings.first { $0.status == .fail && !$0.accepted }
            let verdict = failing.map { $0.severity == .error ? "<span class=\"badge fail\">✗ error</span>" : "<span class=\"badge warn\">! warning</span>" }
                ?? (findings.contains { $0.accepted } ? "<span class=\"badge exempt\">accepted</span>"
                    : findings.allSatisfy { $0.status == .exempt } ? "<span class=\"badge exempt\">exempt</span>" : "<span class=\"badge pass\">✓ pass</span>")
            let sample = sample(first, role: role), caption = "\(Decimals.truncated(first.ratio)):1 \(verdict)"
            let statuses = Self.statuses(findings)
            let key = sample + caption + statuses
            if let index = indexByKey[key] {
                groups[index].cells.append(cell)
            } else {
                indexByKey[key] = groups.count
                groups.append(([cell], sample, caption, statuses))
            }
        }
        let figures = groups.map { group in
            "<figure data-cells=\"\(group.cells.map(\.key).joined(separator: " "))\" data-status=\"\(group.statuses)\">\(group.sample)"
                + "<figcaption><strong>\(escape(group.cells.map(\.displayName).joined(separator: ", ")))</strong><br>\(group.caption)</figcaption></figure>"
        }
        return "<div class=\"strip\" role=\"group\" aria-label=\"The pair in each appearance\">\(figures.joined())</div>"
    }

    /// `byPair`: the failing findings by pair, worst first (``WorstFirst``).
    private func failures(_ report: AuditReport, byPair: [[Finding]]) -> String {
        let byCell = Self.findingsByCell(report)
        let pairings = Self.pairingsByID(report)
        let articles = byPair.map { findings -> String in
            let pair = findings[0].pair
            let items = findings.map { finding -> String in
                let id = "f-" + Self.anchor(finding.id)
                var samples = sample(finding, role: finding.role)
                // Before and after: the pair as it is and with each suggested foreground.
                var after: [(String, SRGB)] = finding.suggestion.map { [("suggested", $0.color)] } ?? []
                if let alpha = finding.translucentFix?.alphaColor { after.append(("at alpha \(Decimals.truncated(alpha.alpha * 100, digits: 1)) %", alpha)) }
                if let opaque = finding.translucentFix?.opaque { after.append(("opaque", opaque.color)) }
                if !after.isEmpty {
                    samples = "<div class=\"specimens\"><figure>\(samples)<figcaption>now, \(escape(finding.appearances.map(\.displayName).joined(separator: ", ")))</figcaption></figure>"
                        + after.map { "<figure>\(sample(finding, role: finding.role, foreground: $0.1))<figcaption>\(escape($0.0)) \(ReportText.hex($0.1))</figcaption></figure>" }.joined()
                        + "</div>"
                }
                var item = "<li id=\"\(id)\"><div class=\"finding\">\(samples)<div>"
                    + badge(finding) + "<p>\(escape(finding.story)) <a class=\"self\" href=\"#\(id)\" aria-label=\"Link to this finding\">#</a></p>"
                if let phrase = finding.suggestionPhrase(searched: report.suggestionsSearched) {
                    // The colors are drawn in the specimens, over the pair's background (a
                    // translucent one over the page would be read wrong).
                    item += "<p class=\"suggestion\">\(escape(phrase.prefix(1).uppercased() + phrase.dropFirst()))</p>"
                }
                return item + "</div></div></li>"
            }
            // Where the app draws the pair, for a pair found in its code.
            let evidence = pairings[pair].map { $0.origin == .code ? "<p class=\"evidence\">\(escape(ReportText.evidence($0)))</p>" : "" } ?? ""
            return "<article id=\"p-\(Self.anchor(pair.description))\" class=\"failing\" \(filterData(pair, role: findings[0].role, origin: pairings[pair]?.origin))>"
                + "<h3>\(escape(pair.phrase)) <span class=\"role\">\(escape(findings[0].role.rawValue))</span></h3>" + evidence
                + appearanceStrip(byCell[pair] ?? [:], role: findings[0].role, appearances: report.palette.appearances)
                + "<ul class=\"findings\">" + items.joined() + "</ul></article>"
        }
        return """
            <section aria-labelledby="failures">
            <h2 id="failures">Failures (\(byPair.count) pairs, \(byPair.reduce(0) { $0 + $1.count }) findings), worst first</h2>
            \(articles.isEmpty ? "" : "<p>Errors before warnings, each pair in the place of its worst failure: the ratio furthest below what its requirement asks. Where a fix is suggested, the pair is drawn as it is and with each suggested foreground.</p>")
            \(articles.isEmpty ? "<p>None.</p>" : articles.prefix(Self.failuresShownFirst).joined(separator: "\n"))
            \(articles.count <= Self.failuresShownFirst ? "" : """
                <details class="more"><summary>The other \(articles.count - Self.failuresShownFirst) pairs that fail</summary>
                \(articles.dropFirst(Self.failuresShownFirst).joined(separator: "\n"))
                </details>
                """)
            </section>
            """
    }

    /// The failing pairs shown open at the top of the page, worst first; the others follow
    /// in a collapsed list (opened by a link to one of them, and for printing).
    public static let failuresShownFirst = 20

    /// The most colors the palette's swatches show; a larger palette's are left out, and
    /// said so (its colors are in the pairs and differences tables).
    public static let swatchColorLimit = 2_000

    /// The palette at a glance: each color's swatch in each appearance — a translucent one
    /// over a checkerboard and over the surface it is drawn on — and its light↔dark difference.
    /// Appearances in which every color equals its value in another are one column, named
    /// together.
    private func paletteSection(_ report: AuditReport) -> String {
        // Each color's value per cell, from its light↔dark differences (which hold every
        // cell a color defines and its counterpart); another cell takes its fallback's.
        var names: [String] = []
        var defined: [String: [Appearance: SRGB]] = [:]
        var lightDark: [String: Double] = [:]
        for difference in report.colorDifferences {
            if defined[difference.color] == nil { names.append(difference.color) }
            defined[difference.color, default: [:]][difference.from] = difference.fromColor
            defined[difference.color, default: [:]][difference.to] = difference.toColor
            if difference.from == .light, difference.to == .dark { lightDark[difference.color] = difference.deltaE2000 }
        }
        let heading = "<h2 id=\"palette\">The palette at a glance</h2>"
        guard names.count <= Self.swatchColorLimit else {
            return """
                <section aria-labelledby="palette">\(heading)
                <p>Left out: \(names.count) colors (the limit is \(Self.swatchColorLimit)); their values are in the tables below.</p>
                </section>
                """
        }
        // The audit's own values where a finding has them (exact in every cell it covers);
        // else the differences' cell, or the first of the cell's fallbacks they hold (exact
        // unless a fallback the color does not define was recorded as another's counterpart).
        var measured: [String: [Appearance: SRGB]] = [:]
        for finding in report.findings {
            finding.cells.forEachCell { cell in
                measured[finding.foreground, default: [:]][cell] = finding.contrast.foreground
                measured[finding.background, default: [:]][cell] = finding.contrast.background
            }
        }
        func value(_ name: String, in cell: Appearance) -> SRGB? {
            measured[name]?[cell] ?? AdaptiveValue<SRGB>.fallbacks(for: cell).lazy.compactMap { defined[name]?[$0] }.first
        }
        // Columns: an appearance in which every color equals its value in an earlier one joins
        // that one's column.
        var columns: [(cells: [Appearance], values: [SRGB?])] = []
        for cell in report.palette.appearances {
            let values = names.map { value($0, in: cell) }
            if let index = columns.firstIndex(where: { $0.values == values }) {
                columns[index].cells.append(cell)
            } else {
                columns.append(([cell], values))
            }
        }
        // What a translucent color is drawn over: for a background, the base the audit put
        // beneath it; for a foreground, the background of its first pair.
        var surfaces: [String: String] = [:]
        for finding in report.findings {
            if let base = finding.base, surfaces[finding.background] == nil { surfaces[finding.background] = base }
        }
        for finding in report.findings where surfaces[finding.foreground] == nil { surfaces[finding.foreground] = finding.background }
        let rows = names.enumerated().map { index, name -> String in
            let swatches = columns.map { column -> String in
                guard let color = column.values[index] else { return "<td>—</td>" }
                guard !color.isOpaque else {
                    return "<td><span class=\"swatch\" style=\"background-color:\(css(color))\"></span><code>\(ReportText.hex(color))</code></td>"
                }
                let checkerboard = "<span class=\"swatch translucent\" style=\"--chip:\(css(color))\" title=\"over a checkerboard\"></span>"
                guard let surfaceName = surfaces[name], let surface = value(surfaceName, in: column.cells[0]), surface.isOpaque else {
                    return "<td>\(checkerboard)<code>\(ReportText.hex(color))</code></td>"
                }
                return "<td>\(checkerboard)<span class=\"swatch\" style=\"background-color:\(css(color.composited(over: surface)))\" "
                    + "title=\"over \(escape(surfaceName))\"></span><code>\(ReportText.hex(color))</code>"
                    + "<br><span class=\"on\">right: over \(escape(surfaceName))</span></td>"
            }.joined()
            let difference = lightDark[name].map { Decimals.truncated($0, digits: 2) } ?? "—"
            return "<tr><th scope=\"row\">\(escape(name))</th>\(swatches)<td class=\"num\">\(difference)</td></tr>"
        }
        let headers = columns.map { "<th scope=\"col\">\(escape($0.cells.map(\.displayName).joined(separator: " = ")))</th>" }.joined()
        let merged = columns.filter { $0.cells.count > 1 }.map { $0.cells.map(\.displayName).joined(separator: ", ") }
        return """
            <section aria-labelledby="palette">\(heading)
            <p>Each color in each appearance; a translucent one over a checkerboard and, beside it, over the surface it is drawn \
            on (a background's base, a foreground's background in its first pair). ΔE00 is the CIEDE2000 difference between its light and dark values.\
            \(merged.isEmpty ? "" : " Appearances in which every color is the same share a column: \(escape(merged.joined(separator: "; "))).")</p>
            <div class="scroll tall"><table class="swatches">
            <thead><tr><th scope="col">Color</th>\(headers)<th scope="col">Light↔dark ΔE00</th></tr></thead>
            <tbody>\(rows.joined())</tbody>
            </table></div>
            </section>
            """
    }

    /// A pair's role in a matrix cell, one letter after the ratio (the legend above the
    /// matrices names them): text, large text, component, disabled, decorative.
    static func roleMark(_ role: PairRole) -> String {
        switch role {
        case .bodyText: "T"
        case .largeText: "L"
        case .uiComponent: "C"
        case .disabled: "D"
        case .decorative: "–"
        }
    }

    /// The most backgrounds (columns) a printed matrix has: wider ones do not fit an A4 page.
    static let printedMatrixColumns = 24

    /// The most cells a matrix table has (foregrounds × backgrounds); a larger one — a design
    /// system's hundreds of tokens, sparsely paired — is left out, and said so.
    public static let matrixCellLimit = 10_000

    /// One table per appearance: foregrounds down, backgrounds across, the ratio in each
    /// cell, colored by the pair's verdict there (its worst requirement).
    private func matrices(_ report: AuditReport) -> String {
        var byCell: [Appearance: [PairID: [Finding]]] = [:]
        for finding in report.findings {
            finding.cells.forEachCell { byCell[$0, default: [:]][finding.pair, default: []].append(finding) }
        }
        var foregrounds: [String] = [], backgrounds: [String] = []
        var seenForegrounds = Set<String>(), seenBackgrounds = Set<String>()
        for pairing in report.pairings {
            if seenForegrounds.insert(pairing.foreground).inserted { foregrounds.append(pairing.foreground) }
            if seenBackgrounds.insert(pairing.background).inserted { backgrounds.append(pairing.background) }
        }
        let size = foregrounds.count * backgrounds.count
        guard size <= Self.matrixCellLimit else {
            return """
                <section aria-labelledby="matrix">
                <h2 id="matrix">Matrix per appearance</h2>
                <p>Left out: \(foregrounds.count) foregrounds × \(backgrounds.count) backgrounds would be \(size) cells per \
                appearance for \(report.pairings.count) pairs (the limit is \(Self.matrixCellLimit)); every pair is listed below.</p>
                </section>
                """
        }
        // A matrix wider than an A4 page can hold is not printed (cut, it would mislead);
        // the pairs table has every ratio.
        let wide = backgrounds.count > Self.printedMatrixColumns
        let bodies = report.palette.appearances.map { cell -> (Appearance, String) in
            let header = backgrounds.map { "<th scope=\"col\">\(escape($0))</th>" }.joined()
            let rows = foregrounds.map { foreground -> String in
                let cells = backgrounds.map { background -> String in
                    guard let findings = byCell[cell]?[PairID(foreground, on: background)], let first = findings.first else {
                        return "<td class=\"none\">—</td>"
                    }
                    let failing = findings.first { $0.status == .fail && !$0.accepted }
                    let kind = failing.map { $0.severity == .error ? "fail" : "warn" }
                        ?? (findings.allSatisfy { $0.status == .exempt } ? "exempt" : "pass")
                    let text = "\(Decimals.truncated(first.ratio))<span class=\"mark\">\(Self.roleMark(first.role))</span>"
                    let content = failing.map { "<a href=\"#f-\(Self.anchor($0.id))\">\(text)</a>" } ?? text
                    // The pair's role and what it asks, in the cell's tooltip.
                    let title = "\(first.role.rawValue): " + findings.map { $0.criterion.map { "\($0.shortName)" } ?? "exempt" }.joined(separator: ", ")
                    return "<td class=\"m \(kind)\" title=\"\(escape(title))\">\(content)</td>"
                }.joined()
                return "<tr><th scope=\"row\">\(escape(foreground))</th>\(cells)</tr>"
            }
            return (cell, """
                <div class="scroll"><table class="matrix\(wide ? " wide" : "")">
                <thead><tr><th scope="col">Foreground \\ background</th>\(header)</tr></thead>
                <tbody>\(rows.joined())</tbody>
                </table></div>
                """)
        }
        // Appearances whose table is another's (colors that fall back, or equal): one table,
        // its heading naming them all.
        var groups: [(cells: [Appearance], body: String)] = []
        var groupByBody: [String: Int] = [:]
        for (cell, body) in bodies {
            if let index = groupByBody[body] {
                groups[index].cells.append(cell)
            } else {
                groupByBody[body] = groups.count
                groups.append(([cell], body))
            }
        }
        let tables = groups.map { group -> String in
            let others = group.cells.dropFirst().map(\.displayName)
            let also = others.isEmpty ? "" : " <span class=\"role\">and \(escape(others.joined(separator: ", "))): the same ratios and verdicts</span>"
            let anchors = group.cells.dropFirst().map { "<span id=\"matrix-\($0.key)\"></span>" }.joined()
            return "<h3 id=\"matrix-\(group.cells[0].key)\">\(anchors)\(escape(group.cells[0].displayName))\(also)</h3>\n" + group.body
        }
        return """
            <section aria-labelledby="matrix">
            <h2 id="matrix">Matrix per appearance</h2>
            <p>Each cell is the ratio of a foreground on a background, colored by its verdict: pass, error, warning, exempt; \
            a failing cell links to its finding, and its tooltip names the pair's role and the criteria it is held to. \
            The letter after the ratio is the role: T body text, L large text, C UI component, D disabled, – decorative.</p>\
            \(wide ? "<p class=\"print-only\">Not printed: \(backgrounds.count) backgrounds are wider than a page; every ratio is in the pairs table.</p>" : "")
            \(tables.joined(separator: "\n"))
            </section>
            """
    }

    private func incompleteTable(_ report: AuditReport) -> String {
        let rows = report.incomplete.map { check in
            "<tr><th scope=\"row\">\(escape(check.pair.phrase))</th><td>\(escape(check.role.rawValue))</td>"
                + "<td>\(escape(check.appearances.map(\.displayName).joined(separator: ", ")))</td><td>\(escape(check.reason))</td></tr>"
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
        let byPair = Self.findingsByCell(report)
        let statuses = Self.statuses
        var rows: [String] = []
        for pairing in report.pairings {
            var row = "<tr \(filterData(pairing.id, role: pairing.role, origin: pairing.origin))>"
                + "<th scope=\"row\">\(escape(pairing.foreground))<br><span class=\"on\">on</span> \(escape(pairing.background))"
                + "<br><span class=\"role\" title=\"\(escape(pairing.rationale))\">\(escape(pairing.role.rawValue))"
                + "\(pairing.inferred ? ", \(escape(pairing.rationale))" : "")</span>"
            // Only a pair found in code has places to show: no work for the others.
            if pairing.origin == .code { row += ReportText.evidenceHTML(pairing, escape: escape) }
            row += "</th>"
            for cell in cells {
                guard let findings = byPair[pairing.id]?[cell], let first = findings.first else {
                    row += "<td class=\"cell-\(cell.key)\"></td>"
                    continue
                }
                // The cell's own statuses: a filter on an appearance and a status matches
                // the cell, not the row.
                row += "<td class=\"cell-\(cell.key)\" data-cells=\"\(cell.key)\" data-status=\"\(statuses(findings))\">\(sample(first, role: pairing.role))<p class=\"ratio\">\(Decimals.truncated(first.ratio)):1</p>"
                row += findings.map(badge).joined() + "</td>"
            }
            rows.append(row + "</tr>")
        }
        let headers = cells.map { "<th scope=\"col\" class=\"cell-\($0.key)\">\(escape($0.displayName))</th>" }.joined()
        return """
            <section aria-labelledby="pairs">
            <h2 id="pairs">Every pair</h2>
            <p>Each sample is the foreground drawn on its background, translucent colors included, as an app would draw it. \
            Ratios are truncated to three decimals; the verdicts use the unrounded ratio. The filters above apply here too.</p>
            <div class="scroll tall"><table class="pairs">
            <thead><tr><th scope="col">Pair</th>\(headers)</tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table></div>
            </section>
            """
    }

    private func sample(_ finding: Finding, role: PairRole, foreground color: SRGB? = nil) -> String {
        let foreground = css(color ?? finding.contrast.foreground)
        // A translucent background is drawn as seen: over its surface.
        let style = "background-color:\(css(finding.base == nil ? finding.contrast.background : finding.contrast.seenBackground))"
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
        case .fail where finding.accepted:
            return "<p class=\"badge exempt\">Accepted by the baseline: \(what), short by \(Decimals.truncated(-margin))</p>"
        case .fail where finding.severity == .error:
            return "<p class=\"badge fail\">✗ Fail \(what), short by \(Decimals.truncated(-margin))</p>"
        default:
            return "<p class=\"badge warn\">! Fail \(what), short by \(Decimals.truncated(-margin))</p>"
        }
    }

    private func differencesTable(_ report: AuditReport) -> String {
        let rows = report.colorDifferences.map { d in
            let hue = d.hueAngleShift.map { Decimals.difference($0, digits: 1) + "°" } ?? "—"
            return "<tr><th scope=\"row\">\(escape(d.color))</th><td>\(escape(d.from.displayName)) → \(escape(d.to.displayName))</td>"
                + "<td>\(chip(d.fromColor))</td><td>\(chip(d.toColor))</td>"
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
    private func css(_ color: SRGB) -> String {
        func number(_ value: Double) -> String {
            let rounded = (value * 10000).rounded() / 10000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return "rgb(\(number(color.red * 255)) \(number(color.green * 255)) \(number(color.blue * 255)) / \(number(color.alpha)))"
    }

    /// A swatch of a color and its hex (`#RRGGBBAA` when translucent); a translucent color is drawn over a
    /// checkerboard, so that it never reads as the page's own color.
    private func chip(_ color: SRGB) -> String {
        let translucent = color.isOpaque ? "" : " translucent"
        return "<span class=\"nowrap\"><span class=\"chip\(translucent)\" style=\"--chip:\(css(color))\"></span><code>\(ReportText.hex(color))</code></span>"
    }

    private func escape(_ text: String) -> String { Markup.escape(text) }

    /// Palette-level suggestions: per color and failing cell, the value now and the new one.
    private func colorFixSection(_ fixes: [ColorFix]) -> String {
        let rows = fixes.flatMap { fix in
            fix.cells.map { cell in
                let character = fix.lightDark.map {
                    "\(Decimals.difference($0.deltaLightnessBefore)) → \(Decimals.difference($0.deltaLightnessAfter))"
                } ?? "unchanged"
                return "<tr><th scope=\"row\">\(escape(fix.color))</th><td>\(escape(cell.appearance.displayName))</td><td>\(chip(cell.original))</td>"
                    + "<td>\(cell.suggested.map(chip) ?? "no single color at its alpha passes all")"
                    + (cell.alphaSuggested.map { "<br>the same color at alpha \(Decimals.truncated($0.alpha * 100, digits: 1)) % does: \(chip($0))" } ?? "")
                    + (cell.breaks.isEmpty ? "" : "<br>would break \(escape(cell.breaks.joined(separator: ", ")))") + "</td>"
                    + "<td class=\"num\">\(cell.deltaE2000.map { Decimals.truncated($0, digits: 2) } ?? "")</td><td class=\"num\">\(cell.pairs.count)</td>"
                    + "<td>\(character)</td><td>\(fix.keepsCharacter ? "kept" : "<strong>changed</strong>")</td></tr>"
            }
        }
        return """
            <section aria-labelledby="suggested-colors">
            <h2 id="suggested-colors">Suggested colors (\(fixes.count))</h2>
            <p>Per color, the nearest value in each failing cell that meets the AA requirement of every pair it is the foreground \
            of there. Character: ΔL* = L*(dark) − L*(light), before → after; kept when the same one stays the lighter by at least \
            half the gap.</p>
            <div class="scroll"><table>
            <thead><tr><th scope="col">Color</th><th scope="col">Appearance</th><th scope="col">Now</th><th scope="col">Suggested</th>\
            <th scope="col">ΔE00</th><th scope="col">Pairs</th><th scope="col">Light↔dark ΔL*</th><th scope="col">Character</th></tr></thead>
            <tbody>\(rows.joined())</tbody>
            </table></div>
            </section>
            """
    }

    /// The color-vision check: groups, notes, and each pair below its minimum with swatches
    /// as given and as seen.
    private func colorVisionSection(_ report: ColorVisionReport) -> String {
        let failures = report.findings.filter { $0.status == .fail }
        let groups = report.groups.map { group in
            "<li><strong>\(escape(group.name))</strong>: \(escape(group.colors.joined(separator: ", "))) — ΔE00 ≥ "
                + "\(Decimals.threshold(group.minimum)), \(group.severity.rawValue) below it; \(escape(group.rationale))</li>"
        } + report.notes.map { "<li>Not checked: \(escape($0))</li>" }
        let rows = failures.map { f in
            "<tr><th scope=\"row\">\(escape(f.first)) / \(escape(f.second))</th><td>\(escape(f.appearance.displayName))</td><td>\(escape(f.deficiency.phrase))</td>"
                + "<td class=\"num\">\(Decimals.truncated(f.deltaE2000, digits: 2))</td><td class=\"num\">\(Decimals.truncated(f.typicalDeltaE2000, digits: 2))</td>"
                + "<td class=\"num\">\(Decimals.threshold(f.minimum))</td><td>\(ReportText.acceptance(f) ?? f.failureSeverity?.rawValue ?? "")</td>"
                + "<td>\(chip(f.firstColor)) \(chip(f.secondColor))</td><td>\(chip(f.firstSeen)) \(chip(f.secondSeen))</td></tr>"
        }
        let table = failures.isEmpty
            ? "<p>\(report.groups.isEmpty ? "<strong>No group was checked</strong>: name the colors that must be told apart in a rules file (<code>distinguishable:</code>)." : report.findings.isEmpty ? "<strong>Nothing was checked.</strong>" : "All \(report.findings.count) checks keep their minimum.")</p>"
            : """
                <div class="scroll"><table>
                <thead><tr><th scope="col">Colors</th><th scope="col">Appearance</th><th scope="col">Deficiency</th><th scope="col">ΔE00 as seen</th>\
                <th scope="col">Typical vision</th><th scope="col">Minimum</th><th scope="col">Severity</th><th scope="col">As given</th><th scope="col">As seen</th></tr></thead>
                <tbody>\(rows.joined())</tbody>
                </table></div>
                """
        return """
            <section aria-labelledby="color-vision">
            <h2 id="color-vision">Color vision: colors that must be told apart (\(failures.count) below the minimum)</h2>
            <p>Every two colors of a group, in each appearance, as seen with \(escape(report.deficiencies.map(\.phrase).joined(separator: ", "))) \
            at severity \(Decimals.threshold(report.simulationSeverity)) (\(escape(report.model))).</p>
            <ul>\(groups.joined())</ul>
            \(table)
            </section>
            """
    }

    /// The page's filters (``filtersSection``): failing pairs and rows of the pairs table by
    /// role, source and color name, and by a status in the chosen appearance's cells; the
    /// pairs table's columns by appearance. Inline, so the page needs nothing from the
    /// network; without script every pair shows.
    static let filterScript = """
        (function () {
          const form = document.querySelector('form.filters');
          const appearance = document.getElementById('filter-appearance');
          const role = document.getElementById('filter-role');
          const status = document.getElementById('filter-status');
          const color = document.getElementById('filter-color');
          const origin = document.getElementById('filter-origin');
          if (!form || !appearance || !role || !status || !color || !origin) return;
          const count = document.getElementById('filter-count');
          function listed(value, item, separator) { return (value || '').split(separator).indexOf(item) >= 0; }
          // A pair matches by its role, source and names, and when some cell of it in the
          // chosen appearance has the chosen status: the cell a finding is about, not the row.
          function matches(element) {
            if (role.value && element.dataset.role !== role.value) return false;
            if (origin.value && element.dataset.origin !== origin.value) return false;
            const query = color.value.trim().toLowerCase();
            if (query && (element.dataset.colors || '').split('\\n').every(function (name) { return name.indexOf(query) < 0; })) return false;
            if (!status.value && !appearance.value) return true;
            return Array.prototype.some.call(element.querySelectorAll('[data-cells]'), function (cell) {
              return (!appearance.value || listed(cell.dataset.cells, appearance.value, ' '))
                && (!status.value || listed(cell.dataset.status, status.value, ' '));
            });
          }
          function apply() {
            let failing = 0, pairs = 0;
            const articles = document.querySelectorAll('article.failing');
            articles.forEach(function (article) { article.hidden = !matches(article); if (!article.hidden) failing += 1; });
            const rows = document.querySelectorAll('table.pairs tbody tr');
            rows.forEach(function (row) { row.hidden = !matches(row); if (!row.hidden) pairs += 1; });
            // A filter reaches into the collapsed list of failures.
            if (appearance.value || role.value || status.value || color.value.trim() || origin.value) {
              document.querySelectorAll('details.more').forEach(function (details) { details.open = true; });
            }
            if (count) count.textContent = failing + ' of ' + articles.length + ' failing pairs and ' + pairs + ' of ' + rows.length + ' pairs shown.';
            document.querySelectorAll('table.pairs [class^="cell-"]').forEach(function (cell) {
              cell.hidden = !!appearance.value && cell.className !== 'cell-' + appearance.value;
            });
          }
          [appearance, role, status, origin].forEach(function (select) { select.addEventListener('change', apply); });
          color.addEventListener('input', apply);
          form.addEventListener('submit', function (event) { event.preventDefault(); });
        })();
        (function () {
          // A link to a finding in the collapsed list opens it; printing opens them all.
          function reveal() {
            const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
            const details = target && target.closest('details');
            if (details && !details.open) { details.open = true; target.scrollIntoView(); }
          }
          window.addEventListener('hashchange', reveal);
          window.addEventListener('beforeprint', function () {
            document.querySelectorAll('details').forEach(function (details) { details.open = true; });
          });
          reveal();
        })();
        """

    private var stylesheet: String {
        """
        :root { color-scheme: light dark; \(PageColors.light.variables) }
        @media (prefers-color-scheme: dark) { :root { \(PageColors.dark.variables) } }
        body { margin: 0; background: var(--page); color: var(--text); font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        main { max-width: 1400px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 1.75rem; margin: 0 0 8px; }
        h2 { font-size: 1.35rem; margin: 32px 0 8px; }
        h2.toc { font-size: 1rem; margin: 16px 0 4px; }
        h3 { font-size: 1.1rem; margin: 20px 0 6px; }
        nav ol { margin: 0; padding-left: 24px; columns: 2; }
        .meta, .on, .role { color: var(--muted); }
        .role { font-size: 0.85rem; font-weight: normal; }
        code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
        a { color: var(--link); }
        .cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 0; }
        .card { border: 1px solid var(--border); border-radius: 8px; padding: 8px 16px; min-width: 140px; }
        .card dt { font-size: 0.9rem; color: var(--muted); }
        .card dd { margin: 0; font-size: 1.6rem; font-weight: 600; }
        .card.fail { background: var(--fail-fill); }
        .card.fail dd, .card.fail dt { color: var(--fail-text); }
        .alert { color: var(--fail-text); background: var(--fail-fill); padding: 8px 12px; border-radius: 6px; }
        .card.warn { background: var(--warn-fill); }
        .card.warn dd, .card.warn dt { color: var(--warn-text); }
        .card.pass dd { color: var(--pass-text); }
        .findings { list-style: none; padding: 0; margin: 0; }
        .finding { display: flex; gap: 12px; align-items: flex-start; margin: 6px 0; }
        .finding .sample { min-width: 170px; }
        .specimens { display: flex; gap: 8px; flex: none; }
        @media (max-width: 600px) {
            main { padding: 12px; }
            nav ol { columns: 1; }
            .card { min-width: 0; flex: 1 1 40%; box-sizing: border-box; }
            .finding { flex-wrap: wrap; }
            .specimens { flex: 1 1 100%; flex-wrap: wrap; }
            .finding .sample { min-width: 140px; }
            tbody th { min-width: 0; }
        }
        .specimens figure { margin: 0; }
        details.more > summary { cursor: pointer; font-weight: 600; margin: 16px 0; color: var(--link); }
        .specimens figcaption { font-size: 0.8rem; color: var(--muted); }
        .finding p { margin: 2px 0; }
        .finding .badge { display: inline-block; }
        .self { text-decoration: none; }
        .filters { display: flex; flex-wrap: wrap; gap: 16px; margin: 8px 0; }
        .filters select { font: inherit; color: var(--text); background: var(--page); border: 1px solid var(--border); border-radius: 4px; }
        .scroll { overflow: auto; max-width: 100%; }
        .scroll.tall { max-height: 85vh; }
        table { border-collapse: separate; border-spacing: 0; margin: 8px 0; }
        th, td { border: 1px solid var(--border); padding: 6px 8px; vertical-align: top; text-align: left; }
        thead th { background: var(--header); position: sticky; top: 0; z-index: 1; }
        tbody th { font-weight: 600; min-width: 180px; }
        .pairs td { min-width: 150px; }
        .matrix td { text-align: right; white-space: nowrap; }
        td.num { text-align: right; white-space: nowrap; }
        .nowrap { white-space: nowrap; }
        .matrix td.pass { color: var(--pass-text); background: var(--pass-fill); }
        .matrix td.fail { color: var(--fail-text); background: var(--fail-fill); font-weight: 600; }
        .matrix td.warn { color: var(--warn-text); background: var(--warn-fill); }
        .matrix td.exempt { color: var(--muted); background: var(--exempt-fill); }
        .matrix td.none { color: var(--muted); text-align: center; }
        .matrix td a { color: inherit; }
        .matrix .mark { font-size: 0.75em; margin-left: 2px; }
        .sample { border: 1px solid var(--border); border-radius: 6px; padding: 10px; font-size: 16px; min-height: 24px; display: flex; align-items: center; gap: 10px; }
        .sample.large { font-size: 24px; }
        .shape { display: inline-block; width: 28px; height: 28px; border-radius: 6px; }
        .ring { display: inline-block; width: 24px; height: 24px; border-radius: 50%; border: 3px solid; }
        .ratio { margin: 6px 0 2px; font-weight: 600; }
        .badge { margin: 2px 0; padding: 1px 6px; border-radius: 4px; font-size: 0.85rem; }
        .badge.pass { color: var(--pass-text); background: var(--pass-fill); }
        .badge.fail { color: var(--fail-text); background: var(--fail-fill); font-weight: 600; }
        .badge.warn { color: var(--warn-text); background: var(--warn-fill); }
        .badge.exempt { color: var(--muted); background: var(--exempt-fill); }
        .chip { display: inline-block; position: relative; width: 16px; height: 16px; border: 1px solid var(--border); border-radius: 3px; vertical-align: middle; margin-right: 6px; overflow: hidden; }
        .chip::after { content: ""; position: absolute; inset: 0; background: var(--chip); }
        .chip.translucent { background: repeating-conic-gradient(#8C8C8C 0 25%, #FFFFFF 0 50%) 0 0 / 8px 8px; }
        .glance h2 { margin-top: 16px; }
        .tones { display: flex; flex-wrap: wrap; gap: 2px; margin: 8px 0 0; }
        .tone { width: 22px; height: 40px; border-radius: 3px; border: 1px solid var(--border); background: linear-gradient(var(--light) 0 50%, var(--dark) 50% 100%); }
        .tone.translucent { background: linear-gradient(var(--light) 0 50%, var(--dark) 50% 100%), repeating-conic-gradient(#8C8C8C 0 25%, #FFFFFF 0 50%) 0 0 / 8px 8px; }
        .legend { color: var(--muted); font-size: 0.85rem; margin: 2px 0 8px; }
        .worsts { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
        .worst { border: 1px solid var(--border); border-radius: 8px; padding: 8px 12px; }
        .worst h3 { margin: 0 0 6px; font-size: 1rem; overflow-wrap: anywhere; }
        .worst p { margin: 4px 0; font-size: 0.9rem; }
        .worst .found { color: var(--muted); }
        .worst .specimens figure { flex: 1 1 0; min-width: 0; }
        @media (max-width: 1000px) { .worsts { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
        @media (max-width: 600px) {
            .worsts { display: flex; overflow-x: auto; scroll-snap-type: x mandatory; }
            .worst { flex: 0 0 85%; scroll-snap-align: start; }
            .tone { width: 14px; height: 28px; }
        }
        .strip { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 0 8px; }
        .strip figure { margin: 0; min-width: 170px; max-width: 260px; }
        .specimens figure { max-width: 220px; }
        p.evidence { color: var(--muted); font-size: 0.9rem; margin: 0 0 6px; }
        .strip figcaption { font-size: 0.85rem; }
        .strip .badge { display: inline-block; }
        .swatches td { white-space: nowrap; }
        .swatch { display: inline-block; position: relative; width: 40px; height: 28px; border: 1px solid var(--border); border-radius: 4px; vertical-align: middle; margin-right: 6px; overflow: hidden; }
        .swatch.translucent { background: repeating-conic-gradient(#8C8C8C 0 25%, #FFFFFF 0 50%) 0 0 / 10px 10px; }
        .swatch.translucent::after { content: ""; position: absolute; inset: 0; background: var(--chip); }
        @media (max-width: 600px) {
            .strip figure { min-width: 0; flex: 1 1 45%; }
            .filters label { flex: 1 1 100%; }
            .swatches th[scope="row"] { min-width: 104px; max-width: 120px; overflow-wrap: anywhere; }
            .swatch { width: 28px; }
        }
        .print-only { display: none; }
        @page { size: A4; margin: 12mm; }
        @media print {
            /* Paper is white whatever the reader's scheme: the light scheme's colors, and the
               samples' and swatches' own backgrounds printed (browsers drop backgrounds by default). */
            :root { color-scheme: light; \(PageColors.light.variables) }
            * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
            body { font-size: 9pt; line-height: 1.35; }
            main { max-width: none; padding: 0; }
            nav, .filters-section h2, .filters-section form, .self, details.more > summary { display: none; }
            .scroll, .scroll.tall { overflow: visible; max-height: none; }
            table { width: 100%; font-size: 8pt; }
            thead { display: table-header-group; }
            thead th { position: static; }
            th, td { padding: 2px 4px; }
            tbody th, .pairs td, .finding .sample, .strip figure { min-width: 0; }
            .sample { padding: 4px 6px; font-size: 9pt; }
            .sample.large { font-size: 13pt; }
            .badge, .strip figcaption, .specimens figcaption, .role { font-size: 7.5pt; }
            .swatch { width: 28px; height: 18px; }
            tr, figure, li, .card, .sample { break-inside: avoid; }
            h2, h3 { break-after: avoid; }
            /* Columns share the page's width and long names wrap: nothing is cut at the edge. */
            .pairs, .swatches { table-layout: fixed; }
            .pairs th, .pairs td, .swatches th, .swatches td { overflow-wrap: anywhere; white-space: normal; }
            .matrix { font-size: 6.5pt; }
            .matrix th, .matrix td { padding: 1px 2px; }
            .matrix thead th { word-break: break-all; }
            .matrix.wide { display: none; }
            .print-only { display: block; }
        }
        """
    }
}

extension ReportFormat {
    /// HTML: ``HTMLReportWriter``, `.html`.
    public static let html = ReportFormat(name: "html", fileExtension: "html", writer: HTMLReportWriter())
}
