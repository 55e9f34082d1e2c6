import AdaptedSystemUI
import ColorScience
import Foundation

/// Reads the color sets of Xcode asset catalogs (`*.xcassets`) into a palette, picking each
/// color's variants as Xcode does.
///
/// Every `*.colorset/Contents.json` below a catalog is read; a folder whose `Contents.json`
/// has `"provides-namespace": true` prefixes its colors' names (`Brand/Accent`), as
/// `UIColor(named:)` expects. Several catalogs make one palette (an app's colors are often
/// split); a name defined twice — in two folders without namespaces, or in two catalogs —
/// is an error naming both files.
///
/// Of each color set:
///
/// - **idiom**: the entries of ``Options/idiom`` when the set has any (an idiom's own
///   entries override `universal`, as Xcode does), else the `universal` ones;
/// - **display gamut**: an entry for ``Options/displayGamut`` wins over one for any gamut;
///   entries for the other gamut are not used;
/// - **appearances**: in each cell, the most specific entry that applies — `luminosity`
///   `light`/`dark` and `contrast` `high` each count, a tie going to luminosity; `any` is the
///   light variant and, without a dark one, the dark variant too;
/// - **components**: floats (`"0.500"`), 8-bit integers (`"128"`), hex (`"0x80"`) or JSON
///   numbers; alpha is always `0...1` (`"1"` is opaque);
/// - **color spaces**: `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3`,
///   `gray-gamma-22` and `extended-gray` (Gray Gamma 2.2 with an extended range), the last
///   four through Little CMS (``ColorImport``);
/// - **system color references**: resolved with all their cells: UIKit names through ``Options/systemColors`` (or UIKit's fixed colors), `osx` names through ``Options/macSystemColors``; a name without published values stays unresolved.
///
/// Nothing is dropped silently. A color outside sRGB is audited as its nearest sRGB color,
/// with a note. An empty color set (Xcode's `AccentColor` template), a set defined only for
/// other idioms, variants for other gamuts or for qualifiers the audit does not choose
/// between (size classes, locales) are named in the palette's notes. A reference or color
/// space the package cannot resolve keeps its color as an `UnresolvedColor`: its pairs are
/// reported as incomplete. Malformed files — invalid JSON, wrong types, invalid numbers —
/// are errors, and so is a folder below a catalog that cannot be read (a path longer than the
/// system takes, no permission), as it may hold color sets; every one of them is reported in
/// the same run (``InputFileError/others``).
public enum AssetCatalog {
    /// The gamut of the display the colors are picked for.
    public enum DisplayGamut: String, Sendable, CaseIterable {
        case sRGB = "srgb"
        case displayP3 = "display-p3"

        /// From the catalog's spelling: `sRGB`, `display-P3`.
        init?(catalogValue: String) {
            switch catalogValue.lowercased() {
            case "srgb": self = .sRGB
            case "display-p3": self = .displayP3
            default: return nil
            }
        }

        /// As the catalog spells it.
        public var catalogValue: String { self == .sRGB ? "sRGB" : "display-P3" }
    }

    /// How the catalog's variants are picked and its system color references resolved.
    public struct Options: Sendable {
        /// The Apple palette that UIKit references (`systemBackgroundColor`, `labelColor`)
        /// resolve through.
        public var systemColors: Palette
        /// The palette that macOS references (`"platform": "osx"`) resolve through; `nil`
        /// leaves them unresolved.
        public var macSystemColors: Palette?
        /// The display the colors are picked for: `display-gamut` entries for it win.
        public var displayGamut: DisplayGamut
        /// The device idiom (`universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `car`,
        /// `vision`): its own entries override `universal`.
        public var idiom: String

        /// The device idioms Xcode writes.
        public static let idioms = ["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision"]

        /// Resolves references through iOS 26 and the HIG's macOS table, picks Display P3
        /// (what current iPhones and Macs show) and the `universal` entries.
        public init(
            systemColors: Palette = .appleIOS26, macSystemColors: Palette? = .appleMacOS, displayGamut: DisplayGamut = .displayP3,
            idiom: String = "universal"
        ) {
            self.systemColors = systemColors
            self.macSystemColors = macSystemColors
            self.displayGamut = displayGamut
            self.idiom = idiom
        }
    }

    /// Reads a catalog. The palette's name is the catalog's file name without `.xcassets`.
    public static func read(_ path: String, options: Options = Options()) throws(InputFileError) -> Palette {
        try read([path], options: options)
    }

    /// Reads several catalogs into one palette, named after them (`Assets+Colors`).
    ///
    /// - Throws: ``InputFileError`` with every problem found (``InputFileError/others``).
    public static func read(_ paths: [String], options: Options = Options()) throws(InputFileError) -> Palette {
        var reader = CatalogReader(options: options)
        var roots: [URL] = []
        for path in paths {
            guard !path.isEmpty else {
                reader.errors.append(InputFileError(file: paths.joined(separator: ","), message: "an empty name in the list of catalogs"))
                continue
            }
            guard let root = reader.root(of: path) else { continue }
            guard !roots.contains(where: { $0.path == root.path }) else {
                reader.errors.append(InputFileError(file: path, message: "the catalog is given twice"))
                continue
            }
            roots.append(root)
        }
        for root in roots { reader.readColorSets(under: root) }
        if let errors = InputFileError(all: reader.errors) { throw errors }
        guard reader.colorSetCount > 0 else { throw InputFileError(file: paths.joined(separator: ","), message: "contains no .colorset") }
        let names = roots.map { $0.deletingPathExtension().lastPathComponent }
        let name = names.joined(separator: "+")
        return Palette(
            name: name, title: "\(names.joined(separator: " + ")) asset catalog\(names.count == 1 ? "" : "s")", release: "",
            source: roots.map(\.path).joined(separator: ", "), notes: reader.notes(),
            colors: reader.colors.sorted { $0.name < $1.name }, unresolved: reader.unresolved.sorted { $0.name < $1.name },
            locations: reader.definitions.reduce(into: [:]) { locations, definition in
                let cells = reader.cellLocations[definition.key] ?? [:]
                let light = cells[.light]
                // A cell is kept only where it is not the entry it would fall back to (in index
                // order, every cell's fallbacks come before it): `cells` stays what a reader
                // cannot derive.
                var location = ColorLocation(file: definition.value, keyPath: light?.keyPath ?? "", line: light?.line ?? 1)
                for cell in Appearance.allCases {
                    guard let defined = cells[cell], location.location(of: cell) != defined else { continue }
                    var own = location.cells
                    own[cell] = defined
                    location = ColorLocation(file: location.file, keyPath: location.keyPath, line: location.line, cells: own)
                }
                locations[definition.key] = location
            })
    }

    /// The name of every color set in a catalog, as `read(_:options:)` names them
    /// (namespaces applied), including color sets that define no color (Xcode's empty
    /// `AccentColor`): two catalogs that share any of these names cannot be read together.
    /// A catalog that does not exist, or whose namespace folders cannot be read, has none.
    public static func colorSetNames(in path: String) -> [String] {
        var reader = CatalogReader(options: Options())
        guard let root = reader.root(of: path) else { return [] }
        return colorSets(under: root).sets.compactMap { try? reader.colorName(of: $0, root: root) }
    }

    /// The `.colorset` directories below `root`, in a stable order; the symbolic links below
    /// it (not followed: a link can point outside the catalog or into a loop); and what could
    /// not be read — a folder whose path is longer than the system takes (`PATH_MAX`), one
    /// without permission — each with why: a color set may be in it, so it is never skipped
    /// without a word.
    static func colorSets(under root: URL) -> (sets: [URL], links: [URL], unreadable: [(url: URL, reason: String)]) {
        var unreadable: [(url: URL, reason: String)] = []
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [],
            errorHandler: { url, error in
                unreadable.append((url, unreadableReason(url, error)))
                return true
            })
        else {
            return ([], [], [(root, "cannot be read")])
        }
        var sets: [URL] = [], links: [URL] = []
        for case let url as URL in enumerator {
            guard let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else {
                unreadable.append((url, unreadableReason(url, nil)))
                continue
            }
            if values.isSymbolicLink == true {
                links.append(url)
            } else if url.pathExtension == "colorset", values.isDirectory == true {
                sets.append(url)
                enumerator.skipDescendants()
            }
        }
        return (sets.sorted { $0.path < $1.path }, links.sorted { $0.path < $1.path }, unreadable.sorted { $0.url.path < $1.url.path })
    }

    /// Why an entry below a catalog cannot be read, for its error.
    static func unreadableReason(_ url: URL, _ error: (any Error)?) -> String {
        let underlying = (error as NSError?)?.userInfo[NSUnderlyingErrorKey] as? NSError
        let code = underlying?.domain == NSPOSIXErrorDomain ? underlying.map { Int32($0.code) } : nil
        let length = url.path.utf8.count
        // PATH_MAX counts the terminating NUL: the longest path the system takes is one byte less.
        if code == ENAMETOOLONG || (code == nil && length >= Int(PATH_MAX)) {
            return "cannot be read: the path is \(length) bytes, and the system takes at most \(Int(PATH_MAX) - 1); "
                + "shorten the folder names or move the catalog"
        }
        if let code { return "cannot be read: \(String(cString: strerror(code)))" }
        return "cannot be read" + (error.map { ": \($0.localizedDescription)" } ?? "")
    }
}
