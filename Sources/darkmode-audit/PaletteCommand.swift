import AdaptedSystemUI
import ArgumentParser
import ColorScience
import ContrastAudit

/// `darkmode-audit palette`: lists the built-in palettes or prints one.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "List the built-in palettes, or print one (or any palette input) with every cell it defines.",
        discussion: "Without a name, prints the seed's Adapted System UI palette. Cells marked '?' rest on fewer than two sources."
    )

    @Flag(name: .long, help: "List the built-in palettes.")
    var list = false

    @Argument(help: ArgumentHelp(
        "A built-in palette's name (see --list), or any input --palette takes (a palette file, asset catalogs, design tokens).",
        valueName: "input"))
    var name: String = Palette.adaptedSystemUI.name

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup(title: "Asset catalogs")
    var catalogs: CatalogOptions

    func run() throws {
        if list {
            switch format {
            case .json: try printJSON(Palette.builtIn.map(PaletteSummaryJSON.init))
            case .text:
                for palette in Palette.builtIn {
                    print("\(palette.name.padding(toLength: 20)) \(palette.title) — \(palette.release), \(palette.colors.count) color\(palette.colors.count == 1 ? "" : "s")")
                }
            }
            return
        }
        let palette = try loadPalette(name, argument: "INPUT", catalogs: catalogs).palette
        switch format {
        case .json: try printJSON(PaletteJSON(palette))
        case .text: print(PaletteText.render(palette))
        }
    }
}

/// A palette as text for a terminal: every text the palette's input gave (title, notes, names,
/// reasons) with its control characters escaped (``TerminalEscaping``).
enum PaletteText {
    static func render(_ palette: Palette) -> String {
        let (title, release) = (TerminalEscaping.escaped(palette.title), TerminalEscaping.escaped(palette.release))
        var lines = [release.isEmpty ? title : "\(title) — \(release)", "source: \(TerminalEscaping.escaped(palette.source))"]
        lines += palette.notes.map { "note: \(TerminalEscaping.escaped($0))" }
        let cells = palette.definedCells.cells
        let widths = cells.map { max(12, $0.key.count + 2) }
        let names = palette.colors.map { TerminalEscaping.escaped($0.name) }
        let nameWidth = (names.map(\.count).max() ?? 5) + 2
        lines.append("")
        lines.append(("color".padding(toLength: nameWidth) + zip(cells, widths).map { $0.key.padding(toLength: $1) }.joined())
            .trimmingTrailingSpaces)
        for (color, name) in zip(palette.colors, names) {
            let values = zip(cells, widths).map { cell, width -> String in
                guard color.definedCells.contains(cell) else { return "–".padding(toLength: width) }
                let mark = color.doubtfulCells.contains(cell) ? "?" : ""
                return (color.resolved(for: cell).hex + mark).padding(toLength: width)
            }
            lines.append((name.padding(toLength: nameWidth) + values.joined()).trimmingTrailingSpaces)
        }
        if !palette.unresolved.isEmpty {
            lines.append("")
            lines.append("unresolved (\(palette.unresolved.count)):")
            lines += palette.unresolved.map { "  \(TerminalEscaping.escaped($0.name)): \(TerminalEscaping.escaped($0.reason))" }
        }
        return lines.joined(separator: "\n")
    }
}

struct PaletteSummaryJSON: Encodable {
    let name: String
    let title: String
    let release: String
    let colors: Int

    init(_ palette: Palette) {
        name = palette.name
        title = palette.title
        release = palette.release
        colors = palette.colors.count
    }
}

/// A palette as JSON: metadata, then each color with its name and one object per cell it
/// defines, keyed by the cell (`light`, `dark`, `lightElevated`, …), then the colors that
/// could not be resolved (`name`, `reason`).
struct PaletteJSON: Encodable {
    struct Cell: Encodable {
        let hex: String
        let red: Double
        let green: Double
        let blue: Double
        let alpha: Double
        let doubtful: Bool?
    }

    struct Color: Encodable {
        let name: String
        let cells: [(key: String, cell: Cell)]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: Key(stringValue: "name"))
            for (key, cell) in cells { try container.encode(cell, forKey: Key(stringValue: key)) }
        }
    }

    let name: String
    let title: String
    let release: String
    let source: String
    let notes: [String]
    let colors: [Color]
    /// Colors whose values could not be determined, with why.
    let unresolved: [UnresolvedColor]

    init(_ palette: Palette) {
        unresolved = palette.unresolved
        name = palette.name
        title = palette.title
        release = palette.release
        source = palette.source
        notes = palette.notes
        colors = palette.colors.map { color in
            Color(name: color.name, cells: color.definedCells.cells.map { cell in
                let value = color.resolved(for: cell)
                return (cell.key, Cell(
                    hex: value.hex, red: value.red, green: value.green, blue: value.blue, alpha: value.alpha,
                    doubtful: color.doubtfulCells.contains(cell) ? true : nil))
            })
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
