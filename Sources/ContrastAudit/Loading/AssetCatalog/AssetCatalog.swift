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
/// - **system color references**: resolved with all their cells (``SystemColorReference``).
///
/// Nothing is dropped silently. A color outside sRGB is audited as its nearest sRGB color,
/// with a note. An empty color set (Xcode's `AccentColor` template), a set defined only for
/// other idioms, variants for other gamuts or for qualifiers the audit does not choose
/// between (size classes, locales) are named in the palette's notes. A reference or color
/// space the package cannot resolve keeps its color as an `UnresolvedColor`: its pairs are
/// reported as incomplete. Malformed files — invalid JSON, wrong types, invalid numbers —
/// are errors, and every one of them is reported in the same run (``InputFileError/others``).
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
            if let root = reader.root(of: path) { roots.append(root) }
        }
        for root in roots { reader.readColorSets(under: root) }
        if let errors = InputFileError(all: reader.errors) { throw errors }
        guard !reader.colors.isEmpty || !reader.unresolved.isEmpty else {
            throw InputFileError(
                file: paths.joined(separator: ","),
                message: reader.skipped.isEmpty ? "contains no .colorset" : "contains no color set with a color (\(reader.skipped.count) empty)")
        }
        let names = roots.map { $0.deletingPathExtension().lastPathComponent }
        let name = names.joined(separator: "+")
        return Palette(
            name: name, title: "\(names.joined(separator: " + ")) asset catalog\(names.count == 1 ? "" : "s")", release: "",
            source: roots.map(\.path).joined(separator: ", "), notes: reader.notes(),
            colors: reader.colors.sorted { $0.name < $1.name }, unresolved: reader.unresolved.sorted { $0.name < $1.name })
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
}

/// The state of one read: colors, unresolved colors, notes and errors, across catalogs.
struct CatalogReader {
    let options: AssetCatalog.Options
    var colors: [AdaptiveColor] = []
    var unresolved: [UnresolvedColor] = []
    var errors: [InputFileError] = []
    /// Gamut notes, one per out-of-sRGB color cell.
    var gamutNotes: [String] = []
    /// Empty color sets (no entry with a color).
    var skipped: [String] = []
    /// Color sets with entries only for idioms other than the chosen one.
    var otherIdiomOnly: [(name: String, idioms: [String])] = []
    /// Color sets with entries for the other gamut.
    var otherGamut: [String] = []
    /// Color sets with entries for qualifiers the audit does not choose between.
    var otherQualifiers: [(name: String, qualifiers: [String])] = []
    /// Referenced system colors by the palette that resolved them.
    var references: [String: [String]] = [:]
    /// Where each name was defined.
    var definitions: [String: String] = [:]
    /// Whether a folder provides a namespace, by path.
    var namespaces: [String: Bool] = [:]

    init(options: AssetCatalog.Options) {
        self.options = options
    }

    /// The catalog's root, or `nil` with an error recorded.
    mutating func root(of path: String) -> URL? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            errors.append(InputFileError(file: path, message: "no such asset catalog"))
            return nil
        }
        guard isDirectory.boolValue else {
            errors.append(InputFileError(file: path, message: "an asset catalog is a directory"))
            return nil
        }
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    mutating func readColorSets(under root: URL) {
        for colorSet in AssetCatalog.colorSets(under: root) {
            do throws(InputFileError) {
                let name = try colorName(of: colorSet, root: root)
                let file = colorSet.appendingPathComponent("Contents.json").path
                if let other = definitions[name] {
                    errors.append(InputFileError(file: file, message: "color '\(name)' is also defined by \(other)"))
                    continue
                }
                definitions[name] = file
                try readColorSet(file: file, name: name)
            } catch {
                errors.append(error)
            }
        }
    }

    /// `Namespace/Color`: the color set's name, prefixed by every enclosing folder that
    /// provides a namespace.
    mutating func colorName(of colorSet: URL, root: URL) throws(InputFileError) -> String {
        var components = [colorSet.deletingPathExtension().lastPathComponent]
        var folder = colorSet.deletingLastPathComponent().standardizedFileURL
        while folder.path.count > root.path.count {
            if try providesNamespace(folder) { components.insert(folder.deletingPathExtension().lastPathComponent, at: 0) }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
        return components.joined(separator: "/")
    }

    mutating func providesNamespace(_ folder: URL) throws(InputFileError) -> Bool {
        if let known = namespaces[folder.path] { return known }
        let contents = folder.appendingPathComponent("Contents.json")
        var provides = false
        if FileManager.default.fileExists(atPath: contents.path) {
            let object = try JSONObject(JSONDocument.read(contents.path), file: contents.path, path: "")
            if let properties = object.values["properties"] as? [String: Any], properties["provides-namespace"] as? Bool == true {
                provides = true
            }
        }
        namespaces[folder.path] = provides
        return provides
    }

    mutating func readColorSet(file: String, name: String) throws(InputFileError) {
        let root = try JSONObject(JSONDocument.read(file), file: file, path: "")
        let entryValues = try root.array("colors") ?? []
        var entries: [ColorSetEntry] = []
        var entryErrors: [InputFileError] = []
        for (index, value) in entryValues.enumerated() {
            do throws(InputFileError) {
                entries.append(try ColorSetEntry(value, index: index, file: file, colorName: name))
            } catch {
                entryErrors.append(error)
            }
        }
        if let error = InputFileError(all: entryErrors) { throw error }

        let withColor = entries.filter { if case .empty = $0.value { false } else { true } }
        guard !withColor.isEmpty else {
            skipped.append(name)
            return
        }
        let idiomEntries = withColor.filter { $0.idiom == options.idiom }
        var chosen = idiomEntries.isEmpty ? withColor.filter { $0.idiom == "universal" } : idiomEntries
        guard !chosen.isEmpty else {
            otherIdiomOnly.append((name, Array(Set(withColor.map(\.idiom))).sorted()))
            return
        }
        let qualified = chosen.filter { !$0.otherQualifiers.isEmpty }
        if !qualified.isEmpty {
            otherQualifiers.append((name, Array(Set(qualified.flatMap(\.otherQualifiers))).sorted()))
            chosen.removeAll { !$0.otherQualifiers.isEmpty }
        }
        if chosen.contains(where: { $0.displayGamut != nil && $0.displayGamut != options.displayGamut }) {
            otherGamut.append(name)
            chosen.removeAll { $0.displayGamut != nil && $0.displayGamut != options.displayGamut }
        }
        resolve(name: name, file: file, entries: chosen)
    }

    /// The color's value in each cell from the most specific entry that applies.
    mutating func resolve(name: String, file: String, entries: [ColorSetEntry]) {
        var given: [Appearance: SRGB] = [:]
        var doubtful = AppearanceSet()
        // Base cells first, so an unspecified cell can be compared with its fallback.
        let order: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast, .lightElevated, .darkElevated,
                                   .lightHighContrastElevated, .darkHighContrastElevated]
        var notes: [String] = []
        for cell in order {
            let candidates = entries.filter { $0.applies(to: cell) }
            guard let entry = candidates.max(by: { Self.rank($0, for: options.displayGamut) < Self.rank($1, for: options.displayGamut) }) else {
                guard cell != .light else {
                    unresolved.append(UnresolvedColor(
                        name: name, reason: "\(file): no entry for the light (or any) appearance of idiom \(entries.first?.idiom ?? "universal")"))
                    return
                }
                continue   // falls back, as AdaptiveValue does
            }
            var specific = cell.level == .base && (cell.contrast == .normal || entry.highContrast)
            let value: SRGB
            switch entry.value {
            case .color(let color, let gamutNote):
                value = color
                if let gamutNote, cell.level == .base, cell.contrast == .normal || entry.highContrast, !notes.contains(gamutNote) {
                    notes.append(gamutNote)
                }
            case .reference(let reference, let platform):
                switch SystemColorReference.resolve(reference, platform: platform, options: options) {
                case .color(let color, let palette):
                    value = color.resolved(for: cell)
                    specific = color.definedCells.contains(cell)
                    if color.doubtfulCells.contains(cell) { doubtful.insert(AppearanceSet(cell)) }
                    references[palette, default: []].append("\(name) → \(reference)")
                case .unresolved(let reason):
                    unresolved.append(UnresolvedColor(name: name, reason: "\(file): \(entry.keyPath).color: \(reason)"))
                    return
                }
            case .unsupported(let reason):
                unresolved.append(UnresolvedColor(name: name, reason: reason))
                return
            case .empty:
                continue   // filtered out before
            }
            let fallback = AdaptiveValue<SRGB>.fallbacks(for: cell).dropFirst().lazy.compactMap { given[$0] }.first
            if specific || cell == .light || cell == .dark || fallback != value {
                given[cell] = value
            }
        }
        if given[.dark] == nil { given[.dark] = given[.light] }
        guard let color = AdaptiveColor(name, cells: given, doubtfulCells: doubtful.intersection(given.keys.reduce(into: AppearanceSet()) { $0.insert(AppearanceSet($1)) })) else {
            unresolved.append(UnresolvedColor(name: name, reason: "\(file): no color for the light appearance"))
            return
        }
        colors.append(color)
        gamutNotes += notes
    }

    /// Idiom, specificity, then the chosen gamut over any gamut.
    static func rank(_ entry: ColorSetEntry, for gamut: AssetCatalog.DisplayGamut) -> (Int, Int) {
        (entry.specificity * 2 + (entry.luminosity != .any ? 1 : 0), entry.displayGamut == gamut ? 1 : 0)
    }

    /// The palette's notes: gamut notes, then what was not used, each with the names.
    func notes() -> [String] {
        var notes = gamutNotes
        for (palette, uses) in references.sorted(by: { $0.key < $1.key }) {
            let distinct = Array(Set(uses)).sorted()
            notes.append("\(distinct.count) system color reference\(distinct.count == 1 ? "" : "s") resolved through \(palette): \(distinct.joined(separator: ", "))")
        }
        for color in unresolved.sorted(by: { $0.name < $1.name }) {
            notes.append("unresolved: \(color.name): \(color.reason); its pairs are incomplete")
        }
        if !skipped.isEmpty {
            notes.append("\(skipped.count) empty color set\(skipped.count == 1 ? "" : "s") (no color given) skipped: \(skipped.sorted().joined(separator: ", "))")
        }
        for (name, idioms) in otherIdiomOnly {
            notes.append("\(name) skipped: defined only for idiom\(idioms.count == 1 ? "" : "s") \(idioms.joined(separator: ", ")), not \(options.idiom) (choose with --idiom)")
        }
        if !otherGamut.isEmpty {
            notes.append("\(otherGamut.count) color set\(otherGamut.count == 1 ? " has" : "s have") entries for the \(options.displayGamut == .displayP3 ? "sRGB" : "display-P3") gamut, not audited (display gamut \(options.displayGamut.catalogValue)): \(otherGamut.joined(separator: ", "))")
        }
        for (name, qualifiers) in otherQualifiers {
            notes.append("\(name): entries for \(qualifiers.joined(separator: ", ")) not audited (only the entries without them are)")
        }
        return notes
    }
}

/// Xcode asset catalogs: an input ending in `.xcassets` (a trailing `/` is allowed), or
/// several joined with commas.
public struct AssetCatalogSource: PaletteSource {
    public var options: AssetCatalog.Options

    public init(options: AssetCatalog.Options = AssetCatalog.Options()) {
        self.options = options
    }

    public var name: String { "Xcode asset catalog" }

    public func canRead(_ input: String) -> Bool {
        input.split(separator: ",").allSatisfy { String($0).withoutTrailingSlash.hasSuffix(".xcassets") }
    }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        let paths = input.split(separator: ",").map { String($0).withoutTrailingSlash }
        return LoadedPalette(file: try AssetCatalog.read(paths, options: options), stating: nil, sourceName: name)
    }
}
