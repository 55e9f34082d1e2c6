import AdaptedSystemUI
import ColorScience
import Foundation

/// Reads the color sets of an Xcode asset catalog (`*.xcassets`) into a palette.
///
/// Every `*.colorset/Contents.json` below the catalog is read; a folder whose
/// `Contents.json` has `"provides-namespace": true` prefixes its colors' names
/// (`Brand/Accent`), as `UIColor(named:)` expects. From each color set, the `universal` entries
/// are used:
///
/// - appearances: `luminosity` `any`/`light`/`dark` and `contrast` `high` — "any" is the light
///   variant and, without a dark one, the dark variant too;
/// - components: floats (`"0.500"`), 8-bit integers (`"128"`), hex (`"0x80"`) or JSON numbers;
/// - color spaces: `srgb`, `extended-srgb`, `display-p3` (converted to sRGB through Little
///   CMS with a profile built from the Display P3 primaries, D65 white and the sRGB curve),
///   `gray-gamma-22` (through Little CMS) and `extended-gray`.
///
/// A color outside sRGB (from `display-p3` or the extended spaces) is audited as its nearest
/// sRGB color, and the palette's notes say which and by how much: never clipped silently.
/// References to system colors (`"reference": "systemBlueColor"`) are not supported and are
/// reported with the file and key path.
public enum AssetCatalog {
    /// Reads a catalog. The palette's name is the catalog's file name without `.xcassets`.
    public static func read(_ path: String) throws(InputFileError) -> Palette {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputFileError(file: path, message: "no such asset catalog")
        }
        guard isDirectory.boolValue else { throw InputFileError(file: path, message: "an asset catalog is a directory") }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        var colors: [AdaptiveColor] = []
        var notes: [String] = []
        for colorSet in colorSets(under: root) {
            let name = try colorName(of: colorSet, root: root)
            let (color, gamutNotes) = try readColorSet(colorSet, name: name)
            colors.append(color)
            notes += gamutNotes
        }
        guard !colors.isEmpty else { throw InputFileError(file: path, message: "contains no .colorset") }
        colors.sort { $0.name < $1.name }
        let catalogName = root.deletingPathExtension().lastPathComponent
        return Palette(
            name: catalogName, title: "\(catalogName) asset catalog", release: "", source: root.path, notes: notes,
            colors: colors)
    }

    /// The `.colorset` directories below `root`, in a stable order.
    static func colorSets(under root: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return []
        }
        var sets: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "colorset" {
            sets.append(url)
            enumerator.skipDescendants()
        }
        return sets.sorted { $0.path < $1.path }
    }

    /// `Namespace/Color`: the color set's name, prefixed by every enclosing folder that
    /// provides a namespace.
    static func colorName(of colorSet: URL, root: URL) throws(InputFileError) -> String {
        var components = [colorSet.deletingPathExtension().lastPathComponent]
        var folder = colorSet.deletingLastPathComponent().standardizedFileURL
        while folder.path.count > root.path.count {
            let contents = folder.appendingPathComponent("Contents.json")
            if FileManager.default.fileExists(atPath: contents.path) {
                let object = try JSONObject(JSONDocument.read(contents.path), file: contents.path, path: "")
                if let properties = object.values["properties"] as? [String: Any], properties["provides-namespace"] as? Bool == true {
                    components.insert(folder.deletingPathExtension().lastPathComponent, at: 0)
                }
            }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
        return components.joined(separator: "/")
    }

    static func readColorSet(_ colorSet: URL, name: String) throws(InputFileError) -> (AdaptiveColor, [String]) {
        let file = colorSet.appendingPathComponent("Contents.json").path
        let root = try JSONObject(JSONDocument.read(file), file: file, path: "")
        guard let entries = try root.array("colors"), !entries.isEmpty else {
            throw InputFileError(file: file, keyPath: "colors", message: "missing or empty: a color set needs at least one color")
        }
        var cells: [String: SRGB] = [:]   // "any", "light", "dark", each optionally + "-high"
        var notes: [String] = []
        for (index, entry) in entries.enumerated() {
            let object = try JSONObject(entry, file: file, path: "colors[\(index)]")
            let idiom = try object.optionalString("idiom") ?? "universal"
            guard idiom == "universal" else { continue }
            var luminosity = "any", contrast = ""
            for (appearanceIndex, element) in (try object.array("appearances") ?? []).enumerated() {
                let appearance = try JSONObject(element, file: file, path: object.child("appearances[\(appearanceIndex)]"))
                let kind = try appearance.string("appearance"), value = try appearance.string("value")
                switch (kind, value) {
                case ("luminosity", "any"), ("luminosity", "light"), ("luminosity", "dark"): luminosity = value
                case ("contrast", "high"): contrast = "-high"
                default:
                    throw InputFileError(
                        file: file, keyPath: appearance.path,
                        message: "unsupported appearance '\(kind)' = '\(value)'; supported: luminosity any/light/dark, contrast high")
                }
            }
            guard let colorValue = object.values["color"] else {
                throw InputFileError(file: file, keyPath: object.child("color"), message: "missing")
            }
            let colorObject = try JSONObject(colorValue, file: file, path: object.child("color"))
            let (color, note) = try readColor(colorObject, name: name, cell: luminosity + contrast)
            cells[luminosity + contrast] = color
            if let note { notes.append(note) }
        }
        // "any" is the light variant and, without a dark one, the dark variant too.
        let light = cells["light"] ?? cells["any"]
        let lightHigh = cells["light-high"] ?? cells["any-high"]
        var variants: [Appearance: SRGB] = [:]
        variants[.light] = light
        variants[.dark] = cells["dark"] ?? light
        variants[.lightHighContrast] = lightHigh
        variants[.darkHighContrast] = cells["dark-high"] ?? (cells["dark"] == nil ? lightHigh : nil)
        guard let color = AdaptiveColor(name, cells: variants) else {
            throw InputFileError(file: file, keyPath: "colors", message: "no universal color for the any or light appearance")
        }
        return (color, notes)
    }

    static func readColor(_ color: JSONObject, name: String, cell: String) throws(InputFileError) -> (SRGB, String?) {
        if let reference = color.values["reference"] {
            throw InputFileError(
                file: color.file, keyPath: color.child("reference"),
                message: "system color reference '\(reference)' is not supported; give the color's components")
        }
        try color.checkKeys(["color-space", "components"])
        let space = try color.optionalString("color-space") ?? "srgb"
        guard let componentsValue = color.values["components"] else {
            throw InputFileError(file: color.file, keyPath: color.child("components"), message: "missing")
        }
        let components = try JSONObject(componentsValue, file: color.file, path: color.child("components"))
        func component(_ key: String, extended: Bool) throws(InputFileError) -> Double {
            try Self.component(components, key, extended: extended)
        }
        let alpha = try components.values["alpha"] == nil ? 1 : component("alpha", extended: false)
        guard let importSpace = ColorImport.Space(rawValue: space) else {
            throw InputFileError(
                file: color.file, keyPath: color.child("color-space"),
                message: "unsupported color space '\(space)'; supported: \(ColorImport.Space.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let keys = importSpace.componentCount == 1 ? ["white"] : ["red", "green", "blue"]
        try components.checkKeys(keys + ["alpha"])
        var values: [Double] = []
        for key in keys { values.append(try component(key, extended: importSpace.isExtended)) }
        let imported = try ColorImport.srgb(
            importSpace, values, alpha: alpha, color: name, cell: cell, at: InputLocation(file: color.file, keyPath: components.path))
        return (imported.color, imported.gamutNote)
    }

    /// A component as Xcode writes it: `"0.500"` (float), `"128"` (8-bit integer), `"0x80"`
    /// (8-bit hex), or a JSON number (float).
    static func component(_ object: JSONObject, _ key: String, extended: Bool) throws(InputFileError) -> Double {
        guard let raw = object.values[key] else { throw InputFileError(file: object.file, keyPath: object.child(key), message: "missing") }
        let value: Double
        if let number = raw as? NSNumber, !(raw is String), JSONObject.kind(of: raw) == "a number" {
            value = number.doubleValue
        } else if let text = raw as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x"), let byte = UInt8(trimmed.dropFirst(2), radix: 16) {
                value = Double(byte) / 255
            } else if !trimmed.contains("."), !trimmed.lowercased().contains("e"), let integer = Int(trimmed) {
                guard (0...255).contains(integer) || extended else {
                    throw InputFileError(file: object.file, keyPath: object.child(key), message: "8-bit component \(integer) is outside 0...255")
                }
                value = Double(integer) / 255
            } else if let float = Double(trimmed), float.isFinite {
                value = float
            } else {
                throw InputFileError(file: object.file, keyPath: object.child(key), message: "'\(text)' is not a number")
            }
        } else {
            throw InputFileError(
                file: object.file, keyPath: object.child(key), message: "expected a number or a string, found \(JSONObject.kind(of: raw))")
        }
        guard extended || (0...1).contains(value) else {
            throw InputFileError(file: object.file, keyPath: object.child(key), message: "\(value) is outside 0...1")
        }
        return value
    }
}

/// Xcode asset catalogs: an input ending in `.xcassets` (a trailing `/` is allowed).
public struct AssetCatalogSource: PaletteSource {
    public init() {}
    public var name: String { "Xcode asset catalog" }
    public func canRead(_ input: String) -> Bool { input.withoutTrailingSlash.hasSuffix(".xcassets") }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        LoadedPalette(file: try AssetCatalog.read(input.withoutTrailingSlash), stating: nil, sourceName: name)
    }
}
