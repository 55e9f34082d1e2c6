import AdaptedSystemUI
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
    static let pairingKeys = ["foreground", "background", "role", "rationale"]

    /// Reads a palette file.
    public static func read(_ path: String) throws(PaletteFileError) -> PaletteFile {
        let root = try JSONObject(JSONDocument.read(path), file: path, path: "")
        try root.checkKeys(topKeys)
        let name = try root.string("name")
        guard let colorList = try root.array("colors") else {
            throw PaletteFileError(file: path, keyPath: "colors", message: "missing")
        }
        guard !colorList.isEmpty else { throw PaletteFileError(file: path, keyPath: "colors", message: "is empty") }

        var colors: [AdaptiveColor] = []
        var seen: [String: Int] = [:]
        for (index, element) in colorList.enumerated() {
            let object = try JSONObject(element, file: path, path: "colors[\(index)]")
            try object.checkKeys(colorKeys)
            let colorName = try object.string("name")
            if let first = seen[colorName] {
                throw PaletteFileError(
                    file: path, keyPath: object.child("name"), message: "'\(colorName)' is defined twice (also colors[\(first)])")
            }
            seen[colorName] = index
            var cells = [SRGB?](repeating: nil, count: 8)
            for cell in Appearance.allCases {
                guard let text = try object.optionalString(cell.key) else { continue }
                do {
                    cells[cell.index] = try SRGB(parsing: text)
                } catch {
                    throw PaletteFileError(file: path, keyPath: object.child(cell.key), message: error.description)
                }
            }
            guard let light = cells[Appearance.light.index] else {
                throw PaletteFileError(file: path, keyPath: object.child("light"), message: "missing: every color needs light and dark")
            }
            guard let dark = cells[Appearance.dark.index] else {
                throw PaletteFileError(file: path, keyPath: object.child("dark"), message: "missing: every color needs light and dark")
            }
            colors.append(AdaptiveColor(
                colorName, light: light, dark: dark,
                lightElevated: cells[Appearance.lightElevated.index], darkElevated: cells[Appearance.darkElevated.index],
                lightHighContrast: cells[Appearance.lightHighContrast.index],
                darkHighContrast: cells[Appearance.darkHighContrast.index],
                lightHighContrastElevated: cells[Appearance.lightHighContrastElevated.index],
                darkHighContrastElevated: cells[Appearance.darkHighContrastElevated.index]))
        }

        var notes: [String] = []
        if let list = try root.array("notes") {
            for (index, note) in list.enumerated() {
                guard let text = note as? String else {
                    throw PaletteFileError(file: path, keyPath: "notes[\(index)]", message: "expected a string, found \(JSONObject.kind(of: note))")
                }
                notes.append(text)
            }
        }

        var pairings: [Pairing]?
        if let list = try root.array("pairings") {
            pairings = try list.enumerated().map { index, element throws(PaletteFileError) in
                let object = try JSONObject(element, file: path, path: "pairings[\(index)]")
                try object.checkKeys(pairingKeys)
                let role = try object.string("role")
                guard let parsedRole = PairRole(rawValue: role) else {
                    throw PaletteFileError(
                        file: path, keyPath: object.child("role"),
                        message: "unknown role '\(role)'; expected one of: \(PairRole.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                for key in ["foreground", "background"] {
                    let colorName = try object.string(key)
                    guard seen[colorName] != nil else {
                        throw PaletteFileError(file: path, keyPath: object.child(key), message: "no color named '\(colorName)' in this palette")
                    }
                }
                return Pairing(
                    foreground: try object.string("foreground"), background: try object.string("background"),
                    role: parsedRole, rationale: try object.optionalString("rationale") ?? "stated in \(URL(fileURLWithPath: path).lastPathComponent)")
            }
        }

        let palette = Palette(
            name: name, title: try root.optionalString("title") ?? name, release: try root.optionalString("release") ?? "",
            source: try root.optionalString("source") ?? path, notes: notes, colors: colors)
        return PaletteFile(palette: palette, pairings: pairings)
    }
}
