import AdaptedSystemUI
import ArgumentParser
import ColorScience
import ContrastAudit
import Foundation

/// `darkmode-audit matrix`: every color of a palette against every other, in each appearance
/// — which colors may be text, large text or UI components on which — written as it is
/// computed, in flat memory however many colors there are.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Every pair of a palette's colors in each appearance, with its WCAG contrast: CSV or JSON lines (streamed), or an HTML heat map.",
        discussion: """
            One row per pair of opaque colors in each appearance cell: the cell, the two colors (darker first), \
            the contrast ratio (rounded down to 3 decimals, so a ratio shown as 4.500 meets 4.5:1), and the highest \
            WCAG 2.2 level it meets: 7:1 (AAA text), 4.5:1 (AA text, AAA large text), 3:1 (AA large text and UI \
            components, 1.4.11) or below. --min keeps the pairs at or above a ratio, --below those under it; both \
            cost one pass in luminance order plus one step per row written. Translucent colors are left out (their \
            contrast depends on what they are drawn over) and counted on standard error. --format html writes \
            one page of heat maps, a table per appearance with the colors in luminance order and each cell shaded \
            by level (at most \(ContrastHeatMap.colorLimit) colors per appearance; --min and --below leave the other \
            cells blank).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json, html
    }

    @Option(help: "Any input the audit takes: a built-in palette, Xcode asset catalogs, design tokens, Figma, Material, Android, CSS or a palette file.")
    var palette: String = Palette.adaptedSystemUI.name

    @Option(help: "Output format: csv, json (one object per line), or html (a heat map per appearance).")
    var format: Format = .csv

    // Strings, parsed by DecimalArgument (no hex floats, inf or nan).
    @Option(parsing: .unconditional, help: ArgumentHelp("Only pairs whose contrast is at least this ratio (e.g. 4.5).", valueName: "ratio"))
    var min: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Only pairs whose contrast is below this ratio (e.g. 3).", valueName: "ratio"))
    var below: String?

    @Option(
        name: .customLong("appearance"),
        help: ArgumentHelp("Only these appearance cells (repeatable, or comma-separated). Default: every cell the palette defines.", valueName: "cell"))
    var appearances: [String] = []

    @OptionGroup(title: "Inputs")
    var catalogs: CatalogOptions

    /// A ratio option's value, between 1 and 21.
    static func ratio(_ text: String?, argument: String) throws(InputError) -> Double? {
        guard let text else { return nil }
        let value = try DecimalArgument.parse(text, argument: argument)
        guard (1...21).contains(value) else {
            throw InputError(argument: argument, message: "a contrast ratio is between 1 and 21, not \(text)")
        }
        return value
    }

    func run() throws {
        let min = try Self.ratio(self.min, argument: "--min"), below = try Self.ratio(self.below, argument: "--below")
        if min != nil, below != nil { throw InputError(argument: "--below", message: "--min and --below are exclusive: give one") }
        let palette = try loadPalette(self.palette, argument: "--palette", catalogs: catalogs).palette
        var cells = palette.definedCells.cells
        let names = appearances.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        if !names.isEmpty {
            cells = []
            for name in names {
                guard let cell = Appearance(key: name) else {
                    throw InputError(
                        argument: "--appearance",
                        message: "unknown appearance '\(name)'; expected one of: \(Appearance.allCases.map(\.key).joined(separator: ", "))")
                }
                if !cells.contains(cell) { cells.append(cell) }
            }
        }
        if format == .html {
            let map: ContrastHeatMap
            do {
                map = try ContrastHeatMap(palette: palette, cells: cells, atLeast: min, below: below)
            } catch {
                throw InputError(argument: "--format", message: "\(error) (--format csv or json writes any number of colors)")
            }
            var writer = RowWriter(format: format)
            map.write { writer.raw($0) }
            writer.end()
            if let failure = Output.outputFailure {
                throw InputError(argument: "output", message: "cannot be written: \(failure)")
            }
            Output.standardError("darkmode-audit: \(palette.name): a heat map of \(cells.count) appearance\(cells.count == 1 ? "" : "s")")
            return
        }
        var writer = RowWriter(format: format)
        writer.begin()
        var written = 0
        for cell in cells {
            let colors = palette.colors.map { ($0.name, $0.resolved(for: cell)) }
            let opaque = colors.filter { $0.1.isOpaque }
            if opaque.count < colors.count {
                Output.standardError("darkmode-audit: \(cell.key): \(colors.count - opaque.count) translucent color\(colors.count - opaque.count == 1 ? "" : "s") left out (their contrast depends on what they are drawn over)")
            }
            let matrix = ContrastMatrix(luminances: opaque.map(\.1.relativeLuminance))
            writer.beginCell(cell.key, names: opaque.map(\.0))
            let emit = { (i: Int, j: Int, ratio: Double) in
                // Darker first.
                let (dark, light) = matrix.luminances[i] <= matrix.luminances[j] ? (i, j) : (j, i)
                writer.row(first: dark, second: light, ratio: ratio)
                written += 1
            }
            if let below {
                for pair in matrix.pairs(below: below) { emit(pair.first, pair.second, pair.ratio) }
            } else if let min {
                for pair in matrix.pairs(atLeast: min) { emit(pair.first, pair.second, pair.ratio) }
            } else {
                for i in 0..<matrix.count {
                    for j in (i + 1)..<Swift.max(i + 1, matrix.count) { emit(i, j, matrix.ratio(i, j)) }
                }
            }
        }
        writer.end()
        if let failure = Output.outputFailure {
            throw InputError(argument: "output", message: "cannot be written: \(failure)")
        }
        Output.standardError("darkmode-audit: \(palette.name): \(written) pair\(written == 1 ? "" : "s") in \(cells.count) appearance\(cells.count == 1 ? "" : "s")")
    }
}

/// Rows written as they come, as bytes, in 64 KB pieces: each color's field is written once per
/// appearance, each ratio as its digits (no formatted `String` per row).
struct RowWriter {
    let format: MatrixCommand.Format
    private var buffer: [UInt8] = []
    /// The current cell's key and its colors' names, as the format's fields.
    private var cell: [UInt8] = []
    private var names: [[UInt8]] = []

    init(format: MatrixCommand.Format) {
        self.format = format
        buffer.reserveCapacity(Self.flushSize + 1024)
    }

    static let flushSize = 65_536

    mutating func begin() {
        if format == .csv { buffer.append(contentsOf: "appearance,first,second,ratio,level\n".utf8) }
    }

    /// The rows that follow are of the cell `key`, between colors of `names` (by index).
    mutating func beginCell(_ key: String, names: [String]) {
        cell = Array(key.utf8)
        self.names = names.map { Array((format == .json ? Self.json($0) : Self.csv($0)).utf8) }
    }

    mutating func row(first: Int, second: Int, ratio: Double) {
        let level = ratio >= 7 ? Self.levels[0] : ratio >= 4.5 ? Self.levels[1] : ratio >= 3 ? Self.levels[2] : Self.levels[3]
        switch format {
        case .csv:
            buffer.append(contentsOf: cell)
            buffer.append(UInt8(ascii: ","))
            buffer.append(contentsOf: names[first])
            buffer.append(UInt8(ascii: ","))
            buffer.append(contentsOf: names[second])
            buffer.append(UInt8(ascii: ","))
            appendTruncated(ratio)
            buffer.append(UInt8(ascii: ","))
            buffer.append(contentsOf: level)
            buffer.append(UInt8(ascii: "\n"))
        case .html: return
        case .json:
            buffer.append(contentsOf: #"{"appearance":""#.utf8)
            buffer.append(contentsOf: cell)
            buffer.append(contentsOf: #"","first":"#.utf8)
            buffer.append(contentsOf: names[first])
            buffer.append(contentsOf: #","second":"#.utf8)
            buffer.append(contentsOf: names[second])
            buffer.append(contentsOf: #","ratio":"#.utf8)
            buffer.append(contentsOf: ratio.description.utf8)
            buffer.append(contentsOf: #","level":""#.utf8)
            buffer.append(contentsOf: level)
            buffer.append(contentsOf: "\"}\n".utf8)
        }
        if buffer.count >= Self.flushSize { flush() }
    }

    static let levels = ["7:1", "4.5:1", "3:1", "below 3:1"].map { Array($0.utf8) }

    /// The ratio rounded down to thousandths, with three decimals (`4.500`): what
    /// `String(format: "%.3f")` writes for it, since a ratio is between 1 and 21.
    private mutating func appendTruncated(_ ratio: Double) {
        let thousandths = Int((ratio * 1000).rounded(.down))
        appendDigits(thousandths / 1000)
        buffer.append(UInt8(ascii: "."))
        let fraction = thousandths % 1000
        buffer.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        buffer.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        buffer.append(UInt8(ascii: "0") + UInt8(fraction % 10))
    }

    private mutating func appendDigits(_ value: Int) {
        if value >= 10 { appendDigits(value / 10) }
        buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Text written as it is.
    mutating func raw(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.flushSize { flush() }
    }

    mutating func end() { flush() }

    mutating func flush() {
        Output.standardOutput(bytes: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
    static func csv(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A JSON string (RFC 8259): the rules file's double-quoted form, whose escapes are JSON's.
    static func json(_ text: String) -> String { RulesFile.quoted(text) }
}
