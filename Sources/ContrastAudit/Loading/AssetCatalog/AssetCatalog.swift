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
                locations[definition.key] = ColorLocation(
                    file: definition.value, keyPath: light?.keyPath ?? "", line: light?.line ?? 1, cells: cells)
            })
    }

    /// The `.colorset` directories below `root`, in a stable order, and the symbolic links
    /// below it (not followed: a link can point outside the catalog or into a loop).
    static func colorSets(under root: URL) -> (sets: [URL], links: [URL]) {
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        else {
            return ([], [])
        }
        var sets: [URL] = [], links: [URL] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true {
                links.append(url)
            } else if url.pathExtension == "colorset", values?.isDirectory == true {
                sets.append(url)
                enumerator.skipDescendants()
            }
        }
        return (sets.sorted { $0.path < $1.path }, links.sorted { $0.path < $1.path })
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
    /// Where each color's cells are defined: the `colors[i]` entry chosen for each cell.
    var cellLocations: [String: [Appearance: ColorLocation.Cell]] = [:]
    /// Whether a folder provides a namespace (or why its `Contents.json` is wrong), by path.
    var namespaces: [String: Result<Bool, InputFileError>] = [:]
    /// How many `.colorset` directories were found.
    var colorSetCount = 0
    /// Symbolic links below the catalogs, not followed.
    var symbolicLinks: [String] = []
    /// Color sets that used an entry for the other display gamut, having none for the chosen one.
    var otherGamutUsed: [String] = []

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
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
    }

    mutating func readColorSets(under root: URL) {
        let (sets, links) = AssetCatalog.colorSets(under: root)
        colorSetCount += sets.count
        symbolicLinks += links.map { String($0.path.dropFirst(root.path.count + 1)) }
        for colorSet in sets {
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

    /// Whether a folder provides a namespace. A malformed folder `Contents.json` is reported
    /// once, not once per color set below it: later color sets get `nil`-free `false`.
    mutating func providesNamespace(_ folder: URL) throws(InputFileError) -> Bool {
        if let known = namespaces[folder.path] {
            switch known {
            case .success(let provides): return provides
            case .failure: return false   // reported with the first color set below it
            }
        }
        do throws(InputFileError) {
            let provides = try Self.readNamespace(folder)
            namespaces[folder.path] = .success(provides)
            return provides
        } catch {
            namespaces[folder.path] = .failure(error)
            throw error
        }
    }

    static func readNamespace(_ folder: URL) throws(InputFileError) -> Bool {
        let contents = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: contents.path) else { return false }
        let object = try JSONObject(JSONDocument.read(contents.path), file: contents.path, path: "")
        guard let value = object.values["properties"] else { return false }
        let properties = try JSONObject(value, file: contents.path, path: "properties")
        guard let flag = properties.values["provides-namespace"] else { return false }
        guard JSONObject.kind(of: flag) == "a boolean", let provides = flag as? Bool else {
            throw InputFileError(
                file: contents.path, keyPath: "properties.provides-namespace", message: "expected a boolean, found \(JSONObject.kind(of: flag))")
        }
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
        if let (first, second) = Self.sameTraits(chosen) {
            throw InputFileError(
                file: file, keyPath: second.keyPath,
                message: "is for the same idiom, appearances and display gamut as \(first.keyPath); Xcode keeps one entry per variant")
        }
        resolve(name: name, file: file, entries: chosen)
    }

    /// Two entries for the same variant, if any.
    static func sameTraits(_ entries: [ColorSetEntry]) -> (ColorSetEntry, ColorSetEntry)? {
        var seen: [String: ColorSetEntry] = [:]
        for entry in entries {
            let key = "\(entry.idiom)|\(entry.luminosity)|\(entry.highContrast)|\(entry.displayGamut?.rawValue ?? "")"
            if let first = seen[key] { return (first, entry) }
            seen[key] = entry
        }
        return nil
    }

    /// The color's value in each cell from the most specific entry that applies.
    mutating func resolve(name: String, file: String, entries: [ColorSetEntry]) {
        var resolvedReferences: [(palette: String, use: String)] = []
        var usedOtherGamut = false
        var given: [Appearance: SRGB] = [:]
        var doubtful = AppearanceSet()
        // Base cells first, so an unspecified cell can be compared with its fallback.
        let order: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast, .lightElevated, .darkElevated,
                                   .lightHighContrastElevated, .darkHighContrastElevated]
        var notes: [String] = []
        var locations: [Appearance: ColorLocation.Cell] = [:]
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
                    resolvedReferences.append((palette, "\(name) → \(reference)"))
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
            locations[cell] = ColorLocation.Cell(keyPath: entry.keyPath, line: entry.line)
            if let gamut = entry.displayGamut, gamut != options.displayGamut { usedOtherGamut = true }
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
        cellLocations[name] = locations
        gamutNotes += notes
        for (palette, use) in resolvedReferences { references[palette, default: []].append(use) }
        if usedOtherGamut {
            otherGamutUsed.append(name)
        } else if entries.contains(where: { $0.displayGamut != nil && $0.displayGamut != options.displayGamut }) {
            otherGamut.append(name)
        }
    }

    /// Specificity (a tie going to luminosity), then the chosen gamut over any gamut over
    /// the other gamut.
    static func rank(_ entry: ColorSetEntry, for gamut: AssetCatalog.DisplayGamut) -> (Int, Int) {
        (entry.specificity * 2 + (entry.luminosity != .any ? 1 : 0), entry.displayGamut == gamut ? 2 : entry.displayGamut == nil ? 1 : 0)
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
        if !otherGamutUsed.isEmpty {
            notes.append("\(otherGamutUsed.count) color set\(otherGamutUsed.count == 1 ? " has" : "s have") no entry for display gamut \(options.displayGamut.catalogValue) in some appearance; the other gamut's entry was audited there: \(otherGamutUsed.joined(separator: ", "))")
        }
        if !symbolicLinks.isEmpty {
            notes.append("\(symbolicLinks.count) symbolic link\(symbolicLinks.count == 1 ? "" : "s") inside the catalog not followed: \(symbolicLinks.joined(separator: ", "))")
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
