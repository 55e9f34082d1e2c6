import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// Figma variables as the REST API gives them (`GET /v1/files/:key/variables/local`, saved as
/// JSON): the collections whose modes are appearances become the palette.
///
/// ```json
/// {"status": 200, "error": false, "meta": {
///   "variableCollections": {"VariableCollectionId:1:2": {"id": "…", "name": "Theme",
///     "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}], "defaultModeId": "1:0"}},
///   "variables": {"VariableID:1:5": {"id": "…", "name": "text/primary", "resolvedType": "COLOR",
///     "variableCollectionId": "VariableCollectionId:1:2",
///     "valuesByMode": {"1:0": {"r": 0.1, "g": 0.1, "b": 0.1, "a": 1},
///                      "1:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:9"}}}}}}
/// ```
///
/// - A collection is part of the palette when one of its modes is light and one dark (by name:
///   `Light`, `Dark`, `Light High Contrast`, or as mapped with `--mode dark=Night`); its color
///   variables are the palette's colors, named as in Figma (`text/primary`), prefixed with
///   the collection's name when several collections are read.
/// - Other collections (primitives, brands, a single mode) only resolve aliases: an alias
///   into another collection takes that collection's mode of the same name or appearance,
///   else its default mode.
/// - Values are RGBA in 0–1, kept as they are (no rounding to 8 bits).
/// - An alias to a variable the file does not hold (a library's) makes the color unresolved
///   in that mode: reported as incomplete, never guessed.
/// - Variables of other types (numbers, strings, booleans) and the collections left out are
///   counted in the notes.
///
/// The `meta` object alone, and the same data with arrays written as objects keyed
/// `"0"`, `"1"`, … (as some exporters serialise them), are read too.
public enum FigmaVariables {
    struct Collection {
        let id: String
        let name: String
        /// Mode ids and names, in Figma's order.
        let modes: [(id: String, name: String)]
        let defaultMode: String
    }

    struct Variable {
        let id: String
        let name: String
        let type: String
        let collection: String
        let keyPath: String
        let line: Int
        /// Values by mode id.
        let values: [String: JSONValue]
        let valuesKeyPath: String
        let deleted: Bool
    }

    /// Reads Figma variables.
    ///
    /// - Parameters:
    ///   - path: the JSON file.
    ///   - mapping: mode names mapped to appearance cells, over the names' own reading.
    public static func read(_ path: String, modes mapping: [String: Appearance] = [:]) throws(InputFileError) -> Palette {
        let document = try JSONDocument.readValue(path)
        var model = Model(file: path)
        if let list = document.object?["collections"] {
            // A plugin's export: {"collections": [{"name", "modes", "variables"}]}.
            for (index, value, keyPath) in try entries(list, file: path, keyPath: "collections").enumerated().map({ ($0.offset, $0.element.1, $0.element.2) }) {
                try model.readPluginCollection(value, keyPath: keyPath, index: index)
            }
        } else if document.object?["variableCollections"] == nil, document.object?["meta"] == nil, document.object?["variables"] != nil {
            // One collection as a plugin writes it: {"name", "modes", "variables": […]}.
            try model.readPluginCollection(document, keyPath: "", index: 0)
        } else {
            try model.readREST(document)
        }
        let (collections, collectionOrder, variables, variableOrder) = (model.collections, model.collectionOrder, model.variables, model.variableOrder)
        let resolver = Resolver(file: path, collections: collections, variables: variables, mapping: mapping)

        var allModes: [String] = []
        for id in collectionOrder { for mode in collections[id]!.modes where !allModes.contains(mode.name) { allModes.append(mode.name) } }
        try ModedColors.check(mapping, known: allModes, file: path, format: "Figma variables")
        // The palette: collections with a light and a dark mode.
        let themed = collectionOrder.filter { id in
            let cells = collections[id]!.modes.compactMap { ModedColors.cell(forMode: $0.name, mapping: mapping) }
            return cells.contains(.light) && cells.contains(.dark)
        }
        guard !themed.isEmpty else {
            let described = collectionOrder.map { id in
                let collection = collections[id]!
                return "'\(collection.name)' (\(collection.modes.map(\.name).joined(separator: ", ")))"
            }
            throw InputFileError(
                file: path,
                message: "Figma variables: no collection has a light and a dark mode (collections: \(described.isEmpty ? "none" : described.joined(separator: "; "))); "
                    + "name them with --mode light=NAME --mode dark=NAME")
        }
        var colors = ModedColors(format: "Figma variables", file: path)
        for id in themed {
            for mode in collections[id]!.modes where !colors.modes.contains(mode.name) { colors.modes.append(mode.name) }
        }
        var otherTypes: [String: Int] = [:]
        var deleted: [String] = []
        var unresolvedReasons: [String: String] = [:]
        for id in variableOrder {
            let variable = variables[id]!
            guard themed.contains(variable.collection), let collection = collections[variable.collection] else { continue }
            guard variable.type == "COLOR" else {
                otherTypes[variable.type, default: 0] += 1
                continue
            }
            let name = themed.count > 1 ? "\(collection.name)/\(variable.name)" : variable.name
            if variable.deleted {
                deleted.append(name)
                continue
            }
            var entry = ModedColors.Entry(name: name)
            for mode in collection.modes {
                switch try resolver.resolve(variable, mode: mode.id) {
                case .value(let value):
                    entry.values[mode.name] = value
                case .missing(let reason):
                    if unresolvedReasons[name] == nil { unresolvedReasons[name] = "in mode '\(mode.name)': \(reason)" }
                }
            }
            if let reason = unresolvedReasons[name] {
                colors.unresolved.append(UnresolvedColor(name: name, reason: reason))
                continue
            }
            colors.entries.append(entry)
        }
        if themed.count > 1 {
            colors.notes.append("colors of \(themed.count) collections, named with their collection: "
                + themed.map { collections[$0]!.name }.joined(separator: ", "))
        }
        let others = collectionOrder.filter { !themed.contains($0) }
        if !others.isEmpty {
            let counts = others.map { id -> String in
                let count = variableOrder.filter { variables[$0]!.collection == id }.count
                let collection = collections[id]!
                return "'\(collection.name)' (\(count) variable\(count == 1 ? "" : "s"); modes \(collection.modes.map(\.name).joined(separator: ", ")))"
            }
            colors.notes.append("collections with no light and dark mode, read only to resolve aliases: " + counts.joined(separator: ", "))
        }
        if !otherTypes.isEmpty {
            let total = otherTypes.values.reduce(0, +)
            colors.notes.append("\(total) variable\(total == 1 ? "" : "s") of other types not audited: "
                + otherTypes.sorted { $0.key < $1.key }.map { "\($0.key.lowercased()) \($0.value)" }.joined(separator: ", "))
        }
        if let note = ModedColors.note(deleted, "variables deleted but still referenced, not audited") { colors.notes.append(note) }
        let name = DesignTokens.paletteName(path)
        return try colors.palette(name: name, title: "\(name) Figma variables", source: path, mapping: mapping)
    }

    /// The collections and variables of a file, in whichever shape it has them.
    struct Model {
        let file: String
        var collections: [String: Collection] = [:]
        var collectionOrder: [String] = []
        var variables: [String: Variable] = [:]
        var variableOrder: [String] = []

        init(file: String) {
            self.file = file
        }

        /// The REST API's response, or its `meta` object.
        mutating func readREST(_ document: JSONValue) throws(InputFileError) {
            let path = file
            let (meta, metaPath) = document.object?["meta"].map { ($0, "meta") } ?? (document, "")
            let prefix = metaPath.isEmpty ? "" : "meta."
            guard let collectionsValue = meta.object?["variableCollections"], let variablesValue = meta.object?["variables"] else {
                throw InputFileError(file: path, keyPath: metaPath, message: "Figma variables: expected \"variableCollections\" and \"variables\"")
            }
            for (key, value, keyPath) in try entries(collectionsValue, file: path, keyPath: prefix + "variableCollections") {
                _ = try value.members(file: path, keyPath: keyPath)
                let id = value.object?["id"]?.string ?? key
                guard let modesValue = value.object?["modes"] else {
                    throw InputFileError(file: path, keyPath: keyPath + ".modes", line: value.position.line, column: value.position.column, message: "missing")
                }
                let modes = try Self.modes(modesValue, file: path, keyPath: keyPath + ".modes")
                let defaultMode = value.object?["defaultModeId"]?.string ?? modes.first?.id ?? ""
                if collections[id] != nil {
                    throw InputFileError(
                        file: path, keyPath: keyPath + ".id", line: value.position.line, column: value.position.column,
                        message: "collection id '\(id)' is given twice: aliases and variables could not tell them apart")
                }
                collections[id] = Collection(id: id, name: try string(value, "name", file: path, keyPath: keyPath), modes: modes, defaultMode: defaultMode)
                collectionOrder.append(id)
            }
            for (key, value, keyPath) in try entries(variablesValue, file: path, keyPath: prefix + "variables") {
                try readVariable(value, keyPath: keyPath, id: value.object?["id"]?.string ?? key, collection: try string(value, "variableCollectionId", file: path, keyPath: keyPath))
            }
        }

        /// A collection as plugins write it: `name` (or `collection`), `modes` (names, or ids
        /// to names), `variables` as a list or as groups whose leaves have `values` or
        /// `valuesByMode` keyed by mode id or name, and `type` or `resolvedType`.
        mutating func readPluginCollection(_ value: JSONValue, keyPath: String, index: Int) throws(InputFileError) {
            let path = file
            _ = try value.members(file: path, keyPath: keyPath)
            let child = { (key: String) in keyPath.isEmpty ? key : "\(keyPath).\(key)" }
            let name = value.object?["name"]?.string ?? value.object?["collection"]?.string ?? "collection \(index + 1)"
            let id = value.object?["id"]?.string ?? name
            guard let modesValue = value.object?["modes"] else {
                throw InputFileError(file: path, keyPath: child("modes"), line: value.position.line, column: value.position.column, message: "missing")
            }
            let modes = try Self.modes(modesValue, file: path, keyPath: child("modes"))
            collections[id] = Collection(id: id, name: name, modes: modes, defaultMode: value.object?["defaultModeId"]?.string ?? modes.first?.id ?? "")
            collectionOrder.append(id)
            guard let list = value.object?["variables"] else {
                throw InputFileError(file: path, keyPath: child("variables"), line: value.position.line, column: value.position.column, message: "missing")
            }
            if let array = list.array {
                for (offset, variable) in array.enumerated() {
                    let variablePath = "\(child("variables"))[\(offset)]"
                    let variableName = try string(variable, "name", file: path, keyPath: variablePath)
                    try readVariable(variable, keyPath: variablePath, id: variable.object?["id"]?.string ?? "\(id)/\(variableName)", collection: id)
                }
                return
            }
            // Groups: the Figma name's "/" parts as nested objects, read in document order.
            var stack: [(JSONValue, String, [String])] = [(list, child("variables"), [])]
            while let (node, nodePath, names) = stack.popLast() {
                if !names.isEmpty, node.object?["values"] != nil || node.object?["valuesByMode"] != nil {
                    let variableName = names.joined(separator: "/")
                    try readVariable(node, keyPath: nodePath, id: "\(id)/\(variableName)", collection: id, name: variableName)
                    continue
                }
                for member in try node.members(file: path, keyPath: nodePath).reversed() where member.value.object != nil {
                    stack.append((member.value, "\(nodePath).\(member.key)", names + [member.key]))
                }
            }
        }

        mutating func readVariable(_ value: JSONValue, keyPath: String, id: String, collection: String, name: String? = nil) throws(InputFileError) {
            let path = file
            let key = value.object?["valuesByMode"] != nil ? "valuesByMode" : "values"
            guard let valuesByMode = value.object?[key] else {
                throw InputFileError(file: path, keyPath: keyPath + ".valuesByMode", line: value.position.line, column: value.position.column, message: "missing")
            }
            var values: [String: JSONValue] = [:]
            for member in try valuesByMode.members(file: path, keyPath: "\(keyPath).\(key)") { values[member.key] = member.value }
            let type: String
            if value.object?["resolvedType"] != nil || value.object?["type"] == nil {
                type = try string(value, "resolvedType", file: path, keyPath: keyPath)
            } else {
                type = try string(value, "type", file: path, keyPath: keyPath).uppercased()
            }
            let variableName: String
            if let name { variableName = name } else { variableName = try string(value, "name", file: path, keyPath: keyPath) }
            if let other = variables[id] {
                throw InputFileError(
                    file: path, keyPath: keyPath + ".id", line: value.position.line, column: value.position.column,
                    message: "variable id '\(id)' is given twice (also at \(other.keyPath)): an alias to it could mean either")
            }
            variables[id] = Variable(
                id: id, name: variableName, type: type,
                collection: collection, keyPath: keyPath, line: value.position.line, values: values, valuesKeyPath: "\(keyPath).\(key)",
                deleted: value.object?["deletedButReferenced"]?.bool == true)
            variableOrder.append(id)
        }

        /// Modes as `[{"modeId", "name"}]` (or that list as an object keyed "0", "1"), as mode
        /// names (`["light", "dark"]`), or as ids to names (`{"1:0": "Light"}`).
        static func modes(_ value: JSONValue, file: String, keyPath: String) throws(InputFileError) -> [(id: String, name: String)] {
            var modes: [(id: String, name: String)] = []
            for (key, mode, modePath) in try entries(value, file: file, keyPath: keyPath) {
                if let name = mode.string {
                    modes.append((value.array != nil ? name : key, name))
                } else {
                    modes.append((try string(mode, "modeId", file: file, keyPath: modePath), try string(mode, "name", file: file, keyPath: modePath)))
                }
            }
            return modes
        }
    }

    /// Follows aliases from variable to variable, mode to mode.
    struct Resolver {
        enum Outcome {
            case value(ModedColors.Value)
            case missing(String)
        }

        let file: String
        let collections: [String: Collection]
        let variables: [String: Variable]
        let mapping: [String: Appearance]

        func resolve(_ start: Variable, mode: String) throws(InputFileError) -> Outcome {
            var variable = start
            var modeID = mode
            var visited: Set<String> = []
            var alias: ColorLocation.AliasTarget?
            while true {
                guard visited.insert("\(variable.id)@\(modeID)").inserted else {
                    throw InputFileError(file: file, keyPath: "\(start.valuesKeyPath).\(mode)", message: "alias cycle through '\(variable.name)'")
                }
                guard let value = variable.values[modeID] else {
                    return .missing("'\(variable.name)' has no value for mode \(modeID)")
                }
                let keyPath = "\(variable.valuesKeyPath).\(modeID)"
                if let type = value.object?["type"]?.string {
                    guard type == "VARIABLE_ALIAS", let target = value.object?["id"]?.string else {
                        throw InputFileError(
                            file: file, keyPath: keyPath, line: value.position.line, column: value.position.column,
                            message: "expected an RGBA color or a VARIABLE_ALIAS, found type '\(type)'")
                    }
                    guard let next = variables[target] else {
                        return .missing("alias to \(target), a variable this file does not hold (a library's?)")
                    }
                    // Into another collection: its mode of the same name, or of the same
                    // appearance, else its default.
                    if next.collection != variable.collection, let into = collections[next.collection] {
                        let name = collections[variable.collection]?.modes.first { $0.id == modeID }?.name
                        let cell = name.flatMap { ModedColors.cell(forMode: $0, mapping: mapping) }
                        modeID = into.modes.first { $0.name == name }?.id
                            ?? into.modes.first { cell != nil && ModedColors.cell(forMode: $0.name, mapping: mapping) == cell }?.id
                            ?? into.defaultMode
                    }
                    variable = next
                    continue
                }
                if variable.id != start.id {
                    alias = ColorLocation.AliasTarget(name: variable.name, file: file, keyPath: keyPath, line: value.position.line)
                }
                return .value(ModedColors.Value(
                    color: try color(value, keyPath: keyPath), file: file, keyPath: "\(start.valuesKeyPath).\(mode)",
                    line: start.values[mode]?.position.line ?? start.line, alias: alias))
            }
        }

        /// `{"r": …, "g": …, "b": …, "a": …}`, each in 0–1, or a color string (`"#6835E7FF"`)
        /// as plugins write them.
        func color(_ value: JSONValue, keyPath: String) throws(InputFileError) -> SRGB {
            if let text = value.string {
                do {
                    return try SRGB(parsing: text)
                } catch {
                    throw InputFileError(file: file, keyPath: keyPath, line: value.position.line, column: value.position.column, message: error.description)
                }
            }
            var channels: [Double] = []
            for key in ["r", "g", "b", "a"] {
                guard let number = value.object?[key]?.number ?? (key == "a" ? 1 : nil), (0...1).contains(number) else {
                    throw InputFileError(
                        file: file, keyPath: keyPath, line: value.position.line, column: value.position.column,
                        message: "expected an RGBA color with r, g, b (and a) in 0–1")
                }
                channels.append(number)
            }
            do {
                return try SRGB(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
            } catch {
                throw InputFileError(file: file, keyPath: keyPath, line: value.position.line, column: value.position.column, message: error.description)
            }
        }
    }

    /// The elements of an array, or the members of an object written in its place (keyed by
    /// id, or by `"0"`, `"1"`, …), each with its key and key path.
    static func entries(_ value: JSONValue, file: String, keyPath: String) throws(InputFileError) -> [(String, JSONValue, String)] {
        if let array = value.array { return array.enumerated().map { (String($0.offset), $0.element, "\(keyPath)[\($0.offset)]") } }
        return try value.members(file: file, keyPath: keyPath).map { ($0.key, $0.value, "\(keyPath).\($0.key)") }
    }

    static func string(_ value: JSONValue, _ key: String, file: String, keyPath: String) throws(InputFileError) -> String {
        guard let member = value.object?[key] else {
            throw InputFileError(file: file, keyPath: "\(keyPath).\(key)", line: value.position.line, column: value.position.column, message: "missing")
        }
        guard let string = member.string else {
            throw InputFileError(
                file: file, keyPath: "\(keyPath).\(key)", line: member.position.line, column: member.position.column,
                message: "expected a string, found \(member.kindName)")
        }
        return string
    }

    /// Whether a file is Figma's variables: its root, or the root's `meta`, holds
    /// `variableCollections` and `variables` objects (the REST API); or it is a plugin's
    /// collection (`modes` and `variables` at the root, or a `collections` list of them).
    /// Parsed only when it names them.
    static func isExport(_ path: String) -> Bool {
        guard let data = JSONDocument.head(path, count: JSONDocument.maximumSize),
            JSONDocument.contains("\"variableCollections\"", in: data) || JSONDocument.contains("\"modes\"", in: data),
            let root = try? JSONParser.parse([UInt8](data))
        else { return false }
        let meta = root.object?["meta"] ?? root
        if meta.object?["variableCollections"]?.object != nil, meta.object?["variables"]?.object != nil { return true }
        let isCollection = { (value: JSONValue) in
            value.object?["modes"] != nil && (value.object?["variables"]?.array != nil || value.object?["variables"]?.object != nil)
        }
        if let list = root.object?["collections"]?.array { return !list.isEmpty && list.allSatisfy(isCollection) }
        return isCollection(root) && root.object?["$value"] == nil
    }
}

/// Figma variables saved from the REST API or a plugin, recognised by content.
public struct FigmaVariablesSource: PaletteSource {
    /// Mode names mapped to appearance cells (`--mode`).
    public var modes: [String: Appearance]

    public init(modes: [String: Appearance] = [:]) {
        self.modes = modes
    }

    public var name: String { "Figma variables" }

    public func canRead(_ input: String) -> Bool {
        input.hasSuffix(".json") && FigmaVariables.isExport(input)
    }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        LoadedPalette(file: try FigmaVariables.read(input, modes: modes), stating: nil, sourceName: name)
    }
}
