import AdaptedSystemUI
import ColorScience
import Foundation

/// Tokens Studio's themes: `$themes.json` (each theme a name, a group and the token sets it
/// selects, `enabled` or `source`) and `$metadata.json` (`tokenSetOrder`), beside the token
/// sets, one file each (`global/core.json` is set `global/core`) — or the single-file export,
/// whose root holds the sets with `$themes` and `$metadata`.
///
/// ```json
/// [{"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
///  {"name": "Dark",  "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
/// ```
///
/// A theme whose name reads as an appearance (`Light`, `Dark`, `wise-dark-ios`,
/// `Dark HC`), or is mapped with `--mode dark=Night`, is that cell: its sets merged in
/// `tokenSetOrder`, aliases resolved after the merge. The palette's colors are the tokens of
/// the `enabled` sets; `source` sets only resolve aliases, as in Tokens Studio. Themes of
/// other groups, or that name no appearance, are listed in the notes.
enum TokensStudioThemes {
    struct ThemeEntry {
        let name: String
        let group: String?
        /// Set names with their status, in the order written.
        let sets: [(name: String, status: String)]
    }

    /// Whether `path` is a Tokens Studio project: a folder with `$themes.json`, that file
    /// itself, or a single-file export with a root `$themes` member.
    static func isProject(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("$themes.json"))
        }
        if URL(fileURLWithPath: path).lastPathComponent == "$themes.json" { return true }
        guard path.hasSuffix(".json"), let head = JSONDocument.head(path, count: JSONDocument.maximumSize) else { return false }
        guard JSONDocument.contains("\"$themes\"", in: head) else { return false }
        return (try? JSONParser.parse([UInt8](head)))?.object?["$themes"] != nil
    }

    static func read(_ input: String, modes: [String: Appearance]) throws(InputFileError) -> Palette {
        var isDirectory: ObjCBool = false
        let path = input.withoutTrailingSlash
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return try readFolder(path, modes: modes)
        }
        if URL(fileURLWithPath: path).lastPathComponent == "$themes.json" {
            return try readFolder((path as NSString).deletingLastPathComponent, modes: modes)
        }
        return try readSingleFile(path, modes: modes)
    }

    /// A multi-file project: `$themes.json`, `$metadata.json` and a file per set.
    static func readFolder(_ folder: String, modes: [String: Appearance]) throws(InputFileError) -> Palette {
        let folder = folder.isEmpty ? "." : folder
        let themesPath = (folder as NSString).appendingPathComponent("$themes.json")
        let themes = try entries(JSONDocument.readValue(themesPath), file: themesPath, keyPath: "")
        let metadataPath = (folder as NSString).appendingPathComponent("$metadata.json")
        var order: [String] = []
        if FileManager.default.fileExists(atPath: metadataPath) {
            order = try setOrder(JSONDocument.readValue(metadataPath), file: metadataPath, keyPath: "")
        }
        let confinement = InputConfinement(folder: folder)
        var cache: [String: TokenFile] = [:]
        return try read(themes, order: order, input: folder, name: URL(fileURLWithPath: folder).lastPathComponent, modes: modes) { set, theme throws(InputFileError) in
            if let file = cache[set] { return file }
            // A set's name is a path in the project folder: never one that leads out of it.
            let path = try confinement.path(of: set + ".json", from: themesPath, keyPath: "selectedTokenSets.\(set)")
            guard FileManager.default.fileExists(atPath: path) else {
                throw InputFileError(file: themesPath, message: "theme '\(theme)' selects token set '\(set)', which has no file (\(set).json)")
            }
            let file = try TokenFile(path: path, confinement: confinement)
            cache[set] = file
            return file
        }
    }

    /// The single-file export: the sets are the root's members, beside `$themes` and `$metadata`.
    static func readSingleFile(_ path: String, modes: [String: Appearance]) throws(InputFileError) -> Palette {
        let document = try JSONDocument.readValue(path)
        guard let themesValue = document.object?["$themes"] else {
            throw InputFileError(file: path, keyPath: "$themes", message: "missing")
        }
        let themes = try entries(themesValue, file: path, keyPath: "$themes")
        let order = try document.object?["$metadata"].map { metadata throws(InputFileError) in
            try setOrder(metadata, file: path, keyPath: "$metadata")
        } ?? []
        let root = JSONNode(document, file: path)
        var cache: [String: TokenFile] = [:]
        return try read(themes, order: order, input: path, name: DesignTokens.paletteName(path), modes: modes) { set, theme throws(InputFileError) in
            if let file = cache[set] { return file }
            guard let value = root[set] else {
                throw root.error(at: "$themes", "theme '\(theme)' selects token set '\(set)', which the file does not hold")
            }
            let file = try TokenFile(root: value.asObject())
            cache[set] = file
            return file
        }
    }

    static func read(
        _ themes: [ThemeEntry], order: [String], input: String, name: String, modes: [String: Appearance],
        set load: (String, String) throws(InputFileError) -> TokenFile
    ) throws(InputFileError) -> Palette {
        try ModedColors.check(modes, known: themes.map(\.name), file: input, format: "Tokens Studio themes")
        let cells = themes.map { theme in modes[theme.name] ?? DesignTokens.themeCell(of: theme.name, modes: [:]).cell }
        // The group whose themes give light and dark (Tokens Studio groups themes: mode, brand, …).
        let groups = themes.indices.reduce(into: [String: [Int]]()) { $0[themes[$1].group ?? "", default: []].append($1) }
        guard let group = groups.keys.sorted().first(where: { key in
            let given = Set(groups[key]!.compactMap { cells[$0] })
            return given.contains(.light) && given.contains(.dark)
        }) else {
            let described = themes.map { "'\($0.name)'" + ($0.group.map { " (group \($0))" } ?? "") }.joined(separator: ", ")
            throw InputFileError(
                file: input,
                message: "Tokens Studio themes: no group has a light and a dark theme (themes: \(described)); name them with --mode light=NAME --mode dark=NAME")
        }
        var set = ThemedTokens(format: "Tokens Studio themes", input: input)
        var used: [Appearance: String] = [:]
        var notRead: [String] = []
        for index in groups[group]! {
            let theme = themes[index]
            guard let cell = cells[index] else {
                notRead.append(theme.name)
                continue
            }
            if let other = used[cell] {
                throw InputFileError(file: input, message: "Tokens Studio themes: '\(other)' and '\(theme.name)' are both \(cell.key); map one to another cell with --mode")
            }
            used[cell] = theme.name
            let selected = theme.sets.filter { $0.status == "enabled" || $0.status == "source" }
            // Tokens Studio's order: tokenSetOrder, then sets it does not list, as selected.
            let ordered = selected.enumerated().sorted {
                (order.firstIndex(of: $0.element.name) ?? Int.max, $0.offset) < (order.firstIndex(of: $1.element.name) ?? Int.max, $1.offset)
            }.map(\.element)
            var documents: [TokenFile] = []
            for entry in ordered {
                let file = try load(entry.name, theme.name)
                documents.append(file)
                if entry.status == "enabled" { set.colorNames.formUnion(file.tokens.keys) }
            }
            set.themes.append(ThemedTokens.Theme(name: theme.name, cell: cell, documents: documents))
            set.notes.append("Tokens Studio theme '\(theme.name)' → \(cell.key): " + ordered.map { "\($0.name) (\($0.status))" }.joined(separator: ", "))
        }
        let others = themes.filter { ($0.group ?? "") != group }.map(\.name)
        if !notRead.isEmpty || !others.isEmpty {
            set.notes.append("themes not read: " + (notRead.map { "\($0) (names no appearance; map it with --mode CELL=NAME)" } + others.map { "\($0) (another group)" }).joined(separator: ", "))
        }
        return try set.palette(name: name, title: "\(name) Tokens Studio themes")
    }

    static func entries(_ value: JSONValue, file: String, keyPath: String) throws(InputFileError) -> [ThemeEntry] {
        guard let array = value.array else {
            throw InputFileError(file: file, keyPath: keyPath, line: value.position.line, column: value.position.column, message: "expected an array of themes, found \(value.kindName)")
        }
        var themes: [ThemeEntry] = []
        for (index, element) in array.enumerated() {
            let path = keyPath.isEmpty ? "[\(index)]" : "\(keyPath)[\(index)]"
            let name = try FigmaVariables.string(element, "name", file: file, keyPath: path)
            guard let selected = element.object?["selectedTokenSets"] else {
                throw InputFileError(file: file, keyPath: path + ".selectedTokenSets", line: element.position.line, column: element.position.column, message: "missing")
            }
            var sets: [(name: String, status: String)] = []
            for member in try selected.members(file: file, keyPath: path + ".selectedTokenSets") {
                guard let status = member.value.string, ["enabled", "source", "disabled"].contains(status) else {
                    throw InputFileError(
                        file: file, keyPath: "\(path).selectedTokenSets.\(member.key)", line: member.value.position.line, column: member.value.position.column,
                        message: "expected \"enabled\", \"source\" or \"disabled\"")
                }
                sets.append((member.key, status))
            }
            themes.append(ThemeEntry(name: name, group: element.object?["group"]?.string, sets: sets))
        }
        return themes
    }

    /// The `tokenSetOrder` of a metadata object, or none.
    static func setOrder(_ metadata: JSONValue, file: String, keyPath: String) throws(InputFileError) -> [String] {
        guard let list = metadata.object?["tokenSetOrder"] else { return [] }
        guard let array = list.array else {
            throw InputFileError(
                file: file, keyPath: keyPath.isEmpty ? "tokenSetOrder" : "\(keyPath).tokenSetOrder", line: list.position.line, column: list.position.column,
                message: "expected an array of set names")
        }
        return array.compactMap(\.string)
    }
}
