import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// Material Theme Builder's JSON export (`material-theme.json`): its color schemes as a
/// palette.
///
/// ```json
/// {
///   "seed": "#6750A4",
///   "coreColors": { "primary": "#6750A4" },
///   "schemes": {
///     "light": { "primary": "#6750A4", "onPrimary": "#FFFFFF", "surface": "#FEF7FF", … },
///     "light-medium-contrast": { … }, "light-high-contrast": { … },
///     "dark": { … }, "dark-medium-contrast": { … }, "dark-high-contrast": { … }
///   },
///   "palettes": { "primary": { "0": "#000000", …, "100": "#FFFFFF" }, … }
/// }
/// ```
///
/// Each scheme is a mode: `light` and `dark` are those cells, `light-high-contrast` and
/// `dark-high-contrast` the increased-contrast ones; the medium-contrast schemes name no
/// appearance and are listed in the notes, unless mapped (`--mode lightHighContrast=light-medium-contrast`).
/// A color is a scheme's role (`onPrimary`), named as written, so that Material's own pairs
/// (`onPrimary` over `primary`, `onSurface` over every surface container) are the ones
/// inferred. The tonal palettes, core and extended colors are not colors of the schemes and
/// are counted in the notes.
public enum MaterialTheme {
    /// Reads a Material Theme Builder export.
    ///
    /// - Parameters:
    ///   - path: the export's file.
    ///   - modes: scheme names mapped to appearance cells, over the names' own reading.
    public static func read(_ path: String, modes: [String: Appearance] = [:]) throws(InputFileError) -> Palette {
        let document = try JSONDocument.readValue(path)
        let members = try document.members(file: path, keyPath: "")
        guard let schemes = document.object?["schemes"] else {
            throw InputFileError(file: path, keyPath: "schemes", message: "missing: a Material Theme Builder export has its colors in \"schemes\"")
        }
        var colors = ModedColors(format: "Material Theme Builder", file: path)
        // One entry per role, its values from every scheme, in the order roles first appear.
        var order: [String] = []
        var entries: [String: ModedColors.Entry] = [:]
        for scheme in try schemes.members(file: path, keyPath: "schemes") {
            colors.modes.append(scheme.key)
            for role in try scheme.value.members(file: path, keyPath: "schemes.\(scheme.key)") {
                let keyPath = "schemes.\(scheme.key).\(role.key)"
                guard let text = role.value.string else {
                    throw InputFileError(
                        file: path, keyPath: keyPath, line: role.value.position.line, column: role.value.position.column,
                        message: "expected a color string, found \(role.value.kindName)")
                }
                let color: SRGB
                do {
                    color = try SRGB(parsing: text)
                } catch {
                    throw InputFileError(file: path, keyPath: keyPath, line: role.value.position.line, column: role.value.position.column, message: error.description)
                }
                if entries[role.key] == nil { order.append(role.key) }
                entries[role.key, default: ModedColors.Entry(name: role.key)].values[scheme.key] = ModedColors.Value(
                    color: color, file: path, keyPath: keyPath, line: role.keyPosition.line)
            }
        }
        colors.entries = order.map { entries[$0]! }
        for member in members where member.key != "schemes" {
            switch member.key {
            case "palettes":
                let count = member.value.object?.count ?? 0
                colors.notes.append("\(count) tonal palette\(count == 1 ? "" : "s") (palettes) not audited: they are the tones the schemes are made of")
            case "extendedColors":
                let count = member.value.array?.count ?? 0
                if count > 0 { colors.notes.append("\(count) extended color\(count == 1 ? "" : "s") (extendedColors) not audited: the export gives their source colors, not their schemes") }
            case "coreColors", "seed", "description":
                continue
            default:
                colors.notes.append("key '\(member.key)' not read")
            }
        }
        let name = DesignTokens.paletteName(path)
        return try colors.palette(name: name, title: "\(name) Material color schemes", source: path, mapping: modes)
    }

    /// Whether a file is a Material Theme Builder export: a root `schemes` object beside the
    /// builder's own keys (`seed`, `coreColors` or `palettes`). Parsed only when it names them.
    static func isExport(_ path: String) -> Bool {
        guard let data = JSONDocument.head(path, count: JSONDocument.maximumSize), JSONDocument.contains("\"schemes\"", in: data),
            let root = try? JSONParser.parse([UInt8](data)).object
        else { return false }
        return root["schemes"]?.object != nil && (root["seed"] != nil || root["coreColors"] != nil || root["palettes"] != nil)
    }
}

/// Material Theme Builder exports, recognised by content.
public struct MaterialThemeSource: PaletteSource {
    /// Scheme names mapped to appearance cells (`--mode`).
    public var modes: [String: Appearance]

    public init(modes: [String: Appearance] = [:]) {
        self.modes = modes
    }

    public var name: String { "Material Theme Builder export" }

    public func canRead(_ input: String) -> Bool {
        input.hasSuffix(".json") && MaterialTheme.isExport(input)
    }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        LoadedPalette(file: try MaterialTheme.read(input, modes: modes), stating: nil, sourceName: name)
    }
}
