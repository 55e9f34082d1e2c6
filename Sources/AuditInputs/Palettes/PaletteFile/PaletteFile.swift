import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// A palette, and the pairings to check, read from this package's JSON palette format.
///
/// ```json
/// {
///   "name": "krcolor",
///   "title": "KrColor fills and texts",
///   "colors": [
///     { "name": "Fill.bg", "light": "#FFFFFF", "dark": "#262626" },
///     { "name": "Txt.desc", "light": "rgba(38, 38, 38, 0.6)", "dark": "rgb(255 255 255 / 0.6)" }
///   ],
///   "pairings": [
///     { "foreground": "Txt.desc", "background": "Fill.bg", "role": "body-text" }
///   ]
/// }
/// ```
///
/// Each color has `name`, `light` and `dark`, and optionally the other six appearance cells
/// (`lightElevated`, `darkElevated`, `lightHighContrast`, `darkHighContrast`,
/// `lightHighContrastElevated`, `darkHighContrastElevated`), in any color syntax
/// `SRGB(parsing:)` accepts. `pairings` is optional; without it the audit infers pairs from
/// Apple's color names and says so. Unknown keys are errors. The JSON Schema is
/// `palette.schema.json` beside this file.
public struct PaletteFile: Sendable {
    public let palette: Palette
    /// The pairings the file states, or `nil` when it states none.
    public let pairings: [Pairing]?

    static let topKeys = ["$schema", "name", "title", "release", "source", "notes", "colors", "pairings"]
    static let colorKeys = ["name"] + Appearance.allCases.map(\.key)
    static let pairingKeys = ["foreground", "background", "role", "rationale", "on"]

    /// Reads a palette file.
    public static func read(_ path: String) throws(InputFileError) -> PaletteFile {
        try read(JSONDocument.readValue(path), path: path)
    }

    /// Whether `key` is `known` with one or two letters changed, added or removed (`colours`):
    /// a misspelt key of this format, reported as one.
    static func isMisspelling(_ key: String, of known: String) -> Bool {
        let a = Array(key.lowercased()), b = Array(known.lowercased())
        guard abs(a.count - b.count) <= 2, a.count < 64 else { return false }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count] <= 2
    }

    /// Reads a parsed palette file; errors have key paths, lines and columns.
    static func read(_ document: JSONValue, path: String) throws(InputFileError) -> PaletteFile {
        let root = try JSONNode(document, file: path).asObject()
        // Positions of the color entries, for the locations reports point at.
        let colorValues = document.object?["colors"]?.array ?? []
        // A JSON file that is no palette file: say what was found and what is read, rather
        // than fault its first key against this format's.
        if !root.has("colors"), let unknown = root.keys.sorted().first(where: { !topKeys.contains($0) }),
            !root.keys.contains(where: { key in topKeys.contains { !$0.hasPrefix("$") && $0 != key && Self.isMisspelling(key, of: $0) } })
        {
            let keys = document.object?.keys ?? []
            throw root.error(
                at: unknown,
                "not a palette this tool reads (top-level keys: \(keys.prefix(8).joined(separator: ", "))\(keys.count > 8 ? ", …" : "")); "
                    + "it reads palette files (a \"colors\" list), design tokens (\"$value\", or Style Dictionary's \"value\"), Figma variables (\"variableCollections\"), "
                    + "Material Theme Builder exports (\"schemes\"), Tokens Studio themes (\"$themes\") and Xcode asset catalogs")
        }
        try root.checkKeys(topKeys)
        let name = try root.string("name")
        guard let colorList = try root.array("colors") else {
            throw root.error(at: "colors", "missing")
        }
        guard !colorList.isEmpty else { throw root.error(at: "colors", "is empty") }

        var colors: [AdaptiveColor] = []
        var seen: [String: Int] = [:]
        for (index, element) in colorList.enumerated() {
            let object = try element.asObject()
            try object.checkKeys(colorKeys)
            let colorName = try object.string("name")
            if let first = seen[colorName] {
                throw object.error(at: "name", "'\(colorName)' is defined twice (also colors[\(first)])")
            }
            seen[colorName] = index
            var cells: [Appearance: SRGB] = [:]
            for cell in Appearance.allCases {
                guard let text = try object.optionalString(cell.key) else { continue }
                do {
                    cells[cell] = try SRGB(parsing: text)
                } catch {
                    throw object.error(at: cell.key, error.description)
                }
            }
            guard let color = AdaptiveColor(colorName, cells: cells) else {
                let missing = cells[.light] == nil ? Appearance.light : .dark
                throw object.error(at: missing.key, "missing: every color needs light and dark")
            }
            colors.append(color)
        }

        var notes: [String] = []
        if let list = try root.array("notes") {
            for note in list {
                guard let text = note.value.string else { throw note.error("expected a string, found \(note.value.kindName)") }
                notes.append(text)
            }
        }

        var pairings: [Pairing]?
        if let list = try root.array("pairings") {
            pairings = try list.map { element throws(InputFileError) in
                let object = try element.asObject()
                try object.checkKeys(pairingKeys)
                let parsedRole: PairRole = try object.choice("role", what: "role")
                for key in ["foreground", "background", "on"] where key != "on" || object.has("on") {
                    let colorName = try object.string(key)
                    guard seen[colorName] != nil else {
                        throw object.error(at: key, "no color named '\(colorName)' in this palette")
                    }
                }
                return Pairing(
                    foreground: try object.string("foreground"), background: try object.string("background"),
                    role: parsedRole, rationale: try object.optionalString("rationale") ?? "stated in \(URL(fileURLWithPath: path).lastPathComponent)",
                    on: try object.optionalString("on"), origin: .palette)
            }
        }

        // Each color at its entry's line, and each cell at the line of its key.
        var locations: [String: ColorLocation] = [:]
        for (colorName, index) in seen where colorValues.indices.contains(index) {
            let entry = colorValues[index]
            var cells: [Appearance: ColorLocation.Cell] = [:]
            for cell in Appearance.allCases {
                guard let member = entry.object?.member(cell.key) else { continue }
                cells[cell] = ColorLocation.Cell(keyPath: "colors[\(index)].\(cell.key)", line: member.keyPosition.line)
            }
            locations[colorName] = ColorLocation(file: path, keyPath: "colors[\(index)]", line: entry.position.line, cells: cells)
        }
        let palette = Palette(
            name: name, title: try root.optionalString("title") ?? name, release: try root.optionalString("release") ?? "",
            source: try root.optionalString("source") ?? path, notes: notes, colors: colors, locations: locations)
        return PaletteFile(palette: palette, pairings: pairings)
    }
}

/// This package's palette files: an input ending in `.json`, or any other path (one with a `/`).
public struct PaletteFileSource: PaletteSource {
    public init() {}
    public var name: String { "palette file" }
    public func canRead(_ input: String) -> Bool { input.hasSuffix(".json") || input.contains("/") }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        let file = try PaletteFile.read(input.withoutTrailingSlash)
        return LoadedPalette(file: file.palette, stating: file.pairings, sourceName: name)
    }
}
