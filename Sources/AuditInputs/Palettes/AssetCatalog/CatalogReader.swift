import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

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
    /// Names two or more color sets define with the same color: every file, the one read first.
    var repeated: [String: [String]] = [:]
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
        let (sets, links, unreadable) = AssetCatalog.colorSets(under: root)
        colorSetCount += sets.count
        symbolicLinks += links.map { String($0.path.dropFirst(root.path.count + 1)) }
        // A folder that cannot be read may hold color sets: an error, as a color set that
        // cannot be read is.
        errors += unreadable.map { InputFileError(file: $0.url.path, message: $0.reason) }
        for colorSet in sets {
            do throws(InputFileError) {
                let name = try colorName(of: colorSet, root: root)
                let file = colorSet.appendingPathComponent("Contents.json").path
                if let other = definitions[name] {
                    // Xcode builds a catalog that holds a name twice; the audit reads it when
                    // both sets give the same color (a set copied into a folder), else it
                    // cannot say which one the app gets.
                    if givesTheSameColor(file, as: name) {
                        repeated[name, default: [other]].append(file)
                    } else if !other.hasPrefix(root.path + "/") {
                        // Another catalog: most often another target's (a widget's, an
                        // extension's), which the app never reads beside this one.
                        errors.append(InputFileError(
                            file: file,
                            message: "color '\(name)' is also defined by \(other), another catalog, with other values: "
                                + "audit each target's catalogs apart (--palette), or the app with --project, which reads its target's"))
                    } else {
                        errors.append(InputFileError(file: file, message: "color '\(name)' is also defined by \(other), with other values"))
                    }
                    continue
                }
                definitions[name] = file
                try readColorSet(file: file, name: name)
            } catch {
                errors.append(error)
            }
        }
    }

    /// Whether the color set in `file` reads as the one already read for `name`: the same
    /// cells, or empty, or unresolved for the same reason, each with no error.
    func givesTheSameColor(_ file: String, as name: String) -> Bool {
        var alone = CatalogReader(options: options)
        do throws(InputFileError) {
            try alone.readColorSet(file: file, name: name)
        } catch {
            return false
        }
        return alone.errors.isEmpty && !errors.contains { $0.file == definitions[name] }
            && alone.colors == colors.filter { $0.name == name }
            && alone.unresolved == unresolved.filter { $0.name == name }
            && alone.skipped == skipped.filter { $0 == name }
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
        let object = try JSONNode(JSONDocument.readValue(contents.path), file: contents.path).asObject()
        guard let properties = try object["properties"]?.asObject(), let flag = properties["provides-namespace"] else { return false }
        guard let provides = flag.value.bool else { throw flag.error("expected a boolean, found \(flag.value.kindName)") }
        return provides
    }

    mutating func readColorSet(file: String, name: String) throws(InputFileError) {
        try readColorSet(JSONDocument.readValue(file), file: file, name: name)
    }

    /// Reads a parsed color set; errors have key paths, lines and columns.
    mutating func readColorSet(_ document: JSONValue, file: String, name: String) throws(InputFileError) {
        let root = try JSONNode(document, file: file).asObject()
        var entries: [ColorSetEntry] = []
        var entryErrors: [InputFileError] = []
        for value in try root.array("colors") ?? [] {
            do throws(InputFileError) {
                entries.append(try ColorSetEntry(value, colorName: name))
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
            throw second.node.error(
                "is for the same idiom, appearances and display gamut as \(first.keyPath); Xcode keeps one entry per variant")
        }
        resolve(name: name, file: file, entries: chosen)
    }
}
