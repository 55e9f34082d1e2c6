import AdaptedSystemUI
import AuditModel
import ColorContrast
import ColorScience

/// A self-contained HTML page of heat maps: for each appearance cell, every opaque color of a
/// palette against every other, the WCAG 2.2 contrast ratio in each cell of the table, shaded
/// by the highest level it meets — 7:1 (AAA text), 4.5:1 (AA text, AAA large text), 3:1 (AA
/// large text and UI components, 1.4.11), or below.
///
/// Rows and columns are the colors in order of relative luminance, darkest first, so the page
/// reads as a gradient: the pairs that meet a level lie away from the diagonal. Each cell also
/// states its ratio, so nothing is told by shading alone. ``write(to:)`` hands the page over
/// one table row at a time.
///
/// A table of n colors has n² cells, so a heat map takes at most ``colorLimit`` colors per
/// appearance; `darkmode-audit matrix` writes larger palettes as CSV or JSON lines, which
/// stream at any size. Translucent colors are left out (their contrast depends on what they
/// are drawn over) and named on the page.
///
/// ```swift
/// let map = try ContrastHeatMap(palette: .adaptedSystemUI, cells: [.light, .dark])
/// var page = ""
/// map.write { page += $0 }
/// ```
public struct ContrastHeatMap: Sendable {
    /// The most opaque colors of one appearance a heat map shows: 200 colors, 40,000 cells.
    public static let colorLimit = 200

    /// A palette with more opaque colors in an appearance than a heat map shows.
    public struct TooManyColors: Error, CustomStringConvertible, Sendable {
        public let cell: Appearance
        public let count: Int
        public var description: String {
            "a heat map shows at most \(ContrastHeatMap.colorLimit) colors per appearance; \(cell.key) has \(count) opaque colors"
        }
    }

    /// One appearance: its opaque colors in luminance order, and the names of those left out.
    struct Table: Sendable {
        let cell: Appearance
        let colors: [(name: String, color: SRGB)]
        let matrix: ContrastMatrix
        let translucent: [String]
    }

    public let palette: Palette
    let tables: [Table]
    /// Only cells at or above this ratio are filled (the others are left blank).
    public let minimum: Double?
    /// Only cells below this ratio are filled.
    public let below: Double?

    /// A heat map of `palette` in `cells` (every cell the palette defines when `nil`).
    ///
    /// - Parameters:
    ///   - palette: The colors.
    ///   - cells: The appearance cells to draw, in order; `nil` for the palette's defined cells.
    ///   - minimum: Fill only the cells whose contrast is at least this ratio.
    ///   - below: Fill only the cells whose contrast is below this ratio.
    /// - Throws: ``TooManyColors`` when an appearance has more than ``colorLimit`` opaque colors.
    public init(palette: Palette, cells: [Appearance]? = nil, atLeast minimum: Double? = nil, below: Double? = nil) throws(TooManyColors) {
        self.palette = palette
        self.minimum = minimum
        self.below = below
        var tables: [Table] = []
        for cell in cells ?? palette.definedCells.cells {
            let resolved = palette.colors.map { (name: $0.name, color: $0.resolved(for: cell)) }
            let opaque = resolved.filter(\.color.isOpaque)
            guard opaque.count <= Self.colorLimit else { throw TooManyColors(cell: cell, count: opaque.count) }
            // Darkest first; equal luminances keep the palette's order.
            let ordered = opaque.enumerated().sorted {
                let (a, b) = ($0.element.color.relativeLuminance, $1.element.color.relativeLuminance)
                return a != b ? a < b : $0.offset < $1.offset
            }.map(\.element)
            tables.append(Table(
                cell: cell, colors: ordered, matrix: ContrastMatrix(luminances: ordered.map(\.color.relativeLuminance)),
                translucent: resolved.filter { !$0.color.isOpaque }.map(\.name)))
        }
        self.tables = tables
    }

    /// The level a ratio meets, as the page's legend and CSS class name it.
    static func level(_ ratio: Double) -> (label: String, className: String) {
        ratio >= 7 ? ("7:1", "l7") : ratio >= 4.5 ? ("4.5:1", "l45") : ratio >= 3 ? ("3:1", "l3") : ("below 3:1", "l0")
    }

    /// Whether a cell with this ratio is filled under the filters.
    func shows(_ ratio: Double) -> Bool {
        if let minimum, ratio < minimum { return false }
        if let below, ratio >= below { return false }
        return true
    }

    /// Hands the page to `output` in pieces: the head, then each table row.
    ///
    /// - Parameter output: Receives each piece of the page.
    public func write(to output: (String) throws -> Void) rethrows {
        let title = "Contrast heat map: \(palette.title)"
        let filter =
            minimum.map { "Only pairs at or above \(Decimals.truncated($0)):1 are filled." }
            ?? below.map { "Only pairs below \(Decimals.truncated($0)):1 are filled." } ?? ""
        try output("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Markup.escape(title))</title>
            <style>
            \(Self.stylesheet)
            </style>
            </head>
            <body>
            <main>
            <h1>\(Markup.escape(title))</h1>
            <p class="meta">Palette <code>\(Markup.escape(palette.name))</code>. Each cell is the WCAG 2.2 contrast ratio of \
            its row's color and its column's, truncated to 3 decimals (a cell showing 4.5 meets 4.5:1), in the order of \
            relative luminance, darkest first. \(filter)</p>
            <ul class="legend" aria-label="Levels">
            <li><span class="key l7"></span>7:1 and above: AAA text</li>
            <li><span class="key l45"></span>4.5:1: AA text, AAA large text</li>
            <li><span class="key l3"></span>3:1: AA large text and UI components (1.4.11)</li>
            <li><span class="key l0"></span>below 3:1</li>
            </ul>

            """)
        for table in tables {
            let id = "cell-\(table.cell.key)"
            try output("<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(Markup.escape(table.cell.key))</h2>\n")
            if !table.translucent.isEmpty {
                try output("<p class=\"meta\">Left out, translucent in \(table.cell.key): \(table.translucent.map { "<code>\(Markup.escape($0))</code>" }.joined(separator: ", ")).</p>\n")
            }
            let header = table.colors.map { "<th scope=\"col\"><span class=\"name\">\(swatch($0.color))\(Markup.escape($0.name))</span></th>" }
            try output("""
                <div class="scroll"><table class="heat">
                <caption>\(table.colors.count) colors in \(Markup.escape(table.cell.key))</caption>
                <thead><tr><td></td>\(header.joined())</tr></thead>
                <tbody>

                """)
            for row in table.colors.indices {
                var line = "<tr><th scope=\"row\">\(swatch(table.colors[row].color))\(Markup.escape(table.colors[row].name))</th>"
                for column in table.colors.indices {
                    guard column != row else {
                        line += "<td class=\"self\">—</td>"
                        continue
                    }
                    let ratio = table.matrix.ratio(row, column)
                    guard shows(ratio) else {
                        line += "<td></td>"
                        continue
                    }
                    let level = Self.level(ratio)
                    line += "<td class=\"\(level.className)\" title=\"\(level.label)\">\(Decimals.truncated(ratio))</td>"
                }
                try output(line + "</tr>\n")
            }
            try output("</tbody>\n</table></div>\n</section>\n")
        }
        try output("</main>\n</body>\n</html>\n")
    }

    /// A swatch of a color, with its hex value for assistive technology and tooltips.
    private func swatch(_ color: SRGB) -> String {
        let hex = ReportText.hex(color)
        return "<span class=\"chip\" style=\"background-color:\(hex)\" title=\"\(hex)\" role=\"img\" aria-label=\"\(hex)\"></span>"
    }

    /// The 7:1 cells' text and fill in the light and dark schemes: the strongest shade.
    static let strongLight = (text: "#FFFFFF", fill: "#0B5C2C"), strongDark = (text: "#0B1F12", fill: "#8FE3AA")

    /// The page's own text/fill pairs beyond the HTML report's ``HTMLReportWriter/pageColors``
    /// (whose colors it uses): (what, foreground, background, minimum ratio).
    public static let pageColors: [(String, String, String, Double)] = [
        ("light: 7:1 cell", strongLight.text, strongLight.fill, 4.5), ("dark: 7:1 cell", strongDark.text, strongDark.fill, 4.5),
    ]

    /// The page's colors are the HTML report's (checked to meet AA in both schemes); the
    /// levels below 7:1 use its pass, warning and failure fills with their text colors.
    static var stylesheet: String {
        """
        :root { color-scheme: light dark; \(HTMLReportWriter.PageColors.light.variables) --strong-text: \(strongLight.text); --strong-fill: \(strongLight.fill); }
        @media (prefers-color-scheme: dark) { :root { \(HTMLReportWriter.PageColors.dark.variables) --strong-text: \(strongDark.text); --strong-fill: \(strongDark.fill); } }
        body { margin: 0; background: var(--page); color: var(--text); font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        main { padding: 16px; }
        h1 { font-size: 1.6rem; margin: 0 0 8px; }
        h2 { font-size: 1.3rem; margin: 24px 0 8px; }
        .meta { color: var(--muted); max-width: 70em; }
        code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
        .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; }
        .key { display: inline-block; width: 16px; height: 16px; border: 1px solid var(--border); vertical-align: middle; margin-right: 6px; }
        .scroll { overflow: auto; max-width: 100%; max-height: 90vh; }
        table.heat { border-collapse: separate; border-spacing: 0; font-size: 0.8rem; }
        caption { text-align: left; color: var(--muted); padding: 4px 0; }
        .heat th, .heat td { border: 1px solid var(--border); padding: 2px 4px; text-align: right; white-space: nowrap; }
        .heat thead th, .heat thead td { background: var(--header); position: sticky; top: 0; z-index: 1; vertical-align: bottom; }
        .heat thead .name { writing-mode: vertical-rl; transform: rotate(180deg); display: inline-block; max-height: 12em; overflow: hidden; text-overflow: ellipsis; }
        .heat tbody th { background: var(--header); color: var(--text); position: sticky; left: 0; text-align: left; font-weight: 600; }
        .heat td.l7 { color: var(--strong-text); background: var(--strong-fill); font-weight: 600; }
        .heat td.l45 { color: var(--pass-text); background: var(--pass-fill); }
        .heat td.l3 { color: var(--warn-text); background: var(--warn-fill); }
        .heat td.l0 { color: var(--fail-text); background: var(--fail-fill); }
        .heat td.self { color: var(--muted); text-align: center; }
        .key.l7 { background: var(--strong-fill); } .key.l45 { background: var(--pass-fill); }
        .key.l3 { background: var(--warn-fill); } .key.l0 { background: var(--fail-fill); }
        .chip { display: inline-block; width: 12px; height: 12px; border: 1px solid var(--border); border-radius: 2px; vertical-align: middle; margin: 0 4px; }
        """
    }
}
