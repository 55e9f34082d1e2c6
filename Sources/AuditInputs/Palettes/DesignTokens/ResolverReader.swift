import AdaptedSystemUI
import ColorScience
import Foundation

/// The state of one resolver read: the document, the files read, the fixed contexts.
struct ResolverReader {
    struct Context {
        let name: String
        let files: [TokenFile]
    }

    struct Modifier {
        /// The modifier as written.
        let node: JSONNode
        let name: String
        let contexts: [Context]
        let defaultContext: String?
    }

    enum Step {
        case set(String, [TokenFile])
        case modifier(Modifier)
    }

    /// The most sets nested inside one another (a set whose source is a set, …).
    static let maximumDepth = 32
    /// The most sources the whole document may list, counted as sets are expanded (a set
    /// named twice counts twice): far beyond a real resolver's few dozen, small enough that a
    /// document whose sets name each other in a doubling chain is refused in milliseconds.
    static let maximumSources = 100_000

    let path: String
    let document: JSONNode
    let options: TokenResolver.Options
    /// Source files are read from the resolver's folder and its subfolders only.
    let confinement: InputConfinement
    /// Token documents read, by file and pointer, so a file named twice is read once.
    var files: [String: TokenFile] = [:]
    /// Each set's sources, expanded once however often the set is named.
    var expandedSets: [String: [TokenFile]] = [:]
    /// The sets being expanded, outermost first, to tell a set that names itself.
    var expanding: [String] = []
    /// Sources listed so far, against ``maximumSources``.
    var sourcesListed = 0
    /// The contexts other modifiers were fixed to.
    var fixed: [String: String] = [:]

    init(path: String, document: JSONNode, options: TokenResolver.Options) {
        self.path = path
        self.document = document
        self.options = options
        self.confinement = InputConfinement(folderOf: path)
    }

    /// One item of `resolutionOrder`: a reference to a set or modifier, or one inline.
    mutating func step(_ item: JSONNode) throws(InputFileError) -> Step {
        let object = try item.asObject()
        if let reference = try object.optionalString("$ref") {
            guard reference.hasPrefix("#"), let tokens = JSONPointer.tokens(reference.dropFirst()), tokens.count == 2,
                ["sets", "modifiers"].contains(tokens[0])
            else {
                throw object.error(at: "$ref", "\(InputExcerpt.quoted(reference)): a resolution order item refers to #/sets/NAME or #/modifiers/NAME")
            }
            let (kind, name) = (tokens[0], tokens[1])
            guard let target = JSONPointer.value(at: tokens, in: document.value) else {
                throw object.error(at: "$ref", "\(InputExcerpt.quoted(reference)) points to nothing")
            }
            let targetObject = try JSONNode(target, file: path, keyPath: "\(kind).\(name)").asObject()
            return kind == "sets"
                ? .set(name, try setSources(targetObject, name: name, referencedAt: object["$ref"]!))
                : .modifier(try modifier(targetObject, name: name))
        }
        let name = try object.string("name"), type = try object.string("type")
        switch type {
        case "set": return .set(name, try sources(of: object))
        case "modifier": return .modifier(try modifier(object, name: name))
        default: throw object.error(at: "type", "'\(type)'; expected set or modifier")
        }
    }

    mutating func sources(of set: JSONNode) throws(InputFileError) -> [TokenFile] {
        guard let list = try set.array("sources") else { throw set.error(at: "sources", "missing") }
        return try sources(list)
    }

    /// The sources of the set `name` (its object `set`), each listed once — at its last place,
    /// which merges to the same tokens as every repetition would — and expanded once however
    /// often the set is named. A set met again inside its own expansion is a cycle, an error
    /// at the reference that closes it.
    mutating func setSources(_ set: JSONNode, name: String, referencedAt reference: JSONNode) throws(InputFileError) -> [TokenFile] {
        if let known = expandedSets[name] {
            try count(known.count, at: reference)
            return known
        }
        if let start = expanding.firstIndex(of: name) {
            throw reference.error("sets refer to each other in a circle: " + (expanding[start...] + [name]).map { "#/sets/\($0)" }.joined(separator: " → "))
        }
        guard expanding.count < Self.maximumDepth else {
            throw reference.error("sets nested more than \(Self.maximumDepth) deep")
        }
        expanding.append(name)
        defer { expanding.removeLast() }
        let expanded = Self.keepingLast(try sources(of: set))
        expandedSets[name] = expanded
        return expanded
    }

    /// Counts `added` sources against ``maximumSources``.
    mutating func count(_ added: Int, at node: JSONNode) throws(InputFileError) {
        sourcesListed += added
        guard sourcesListed <= Self.maximumSources else {
            throw node.error(
                "the resolver lists more than \(Self.maximumSources) sources once its sets are expanded; a set is named too many times")
        }
    }

    /// `files` with each source (by ``TokenFile/sourceID``) kept at its last place only.
    static func keepingLast(_ files: [TokenFile]) -> [TokenFile] {
        var seen = Set<String>()
        var kept: [TokenFile] = []
        for file in files.reversed() where seen.insert(file.sourceID).inserted { kept.append(file) }
        return kept.reversed()
    }

    mutating func sources(_ list: [JSONNode]) throws(InputFileError) -> [TokenFile] {
        var result: [TokenFile] = []
        for element in list {
            let source = try element.asObject()
            try count(1, at: source)
            if let reference = try source.optionalString("$ref") {
                let at = source["$ref"]!
                guard source.keys.count == 1 else {
                    throw source.error("keys beside $ref (overrides) are not supported; put the overriding tokens in a source of their own")
                }
                if reference.hasPrefix("#") {
                    // A pointer into the resolver itself: a set, or tokens kept elsewhere in it
                    // (`#/$defs/…`); never a modifier or the resolution order.
                    guard let components = JSONPointer.tokens(reference.dropFirst()) else {
                        throw at.error("\(InputExcerpt.quoted(reference)): a JSON Pointer starts with '/'")
                    }
                    guard let first = components.first, first != "modifiers", first != "resolutionOrder" else {
                        throw at.error(
                            "\(InputExcerpt.quoted(reference)): a source refers to a set, tokens or a token file, never a modifier or the resolution order")
                    }
                    guard let target = JSONPointer.value(at: components, in: document.value) else {
                        throw at.error("\(InputExcerpt.quoted(reference)) points to nothing")
                    }
                    let targetObject = try JSONNode(target, file: path, keyPath: components.joined(separator: ".")).asObject()
                    if first == "sets", components.count == 2 {
                        result += try setSources(targetObject, name: components[1], referencedAt: at)
                    } else {
                        var tokens = try TokenFile(root: targetObject)
                        tokens.sourceID = "#" + components.joined(separator: "/")
                        result.append(tokens)
                    }
                } else {
                    result.append(try file(reference, at: at))
                }
            } else {
                var tokens = try TokenFile(root: source)
                tokens.sourceID = source.keyPath
                result.append(tokens)
            }
        }
        return Self.keepingLast(result)
    }

    /// A token file named by a reference, relative to the resolver, with an optional pointer.
    mutating func file(_ reference: String, at node: JSONNode) throws(InputFileError) -> TokenFile {
        if let known = files[reference] { return known }
        guard !reference.contains("://") else {
            throw node.error("\(InputExcerpt.quoted(reference)): remote references are not followed")
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let filePath = try confinement.path(of: parts[0], from: path, keyPath: node.keyPath, at: node.position)
        let document = try JSONReferences.expand(JSONDocument.readValue(filePath), file: filePath, confinement: confinement)
        guard let pointer = JSONPointer.tokens(parts.count == 2 ? parts[1] : "") else {
            throw node.error("\(InputExcerpt.quoted(reference)): a JSON Pointer starts with '/'")
        }
        guard let value = JSONPointer.value(at: pointer, in: document) else {
            throw node.error("\(InputExcerpt.quoted(reference)): the pointer names nothing in \(filePath)")
        }
        var tokens = try TokenFile(root: JSONNode(value, file: filePath, keyPath: pointer.joined(separator: ".")).asObject())
        tokens.sourceID = filePath + "#" + pointer.joined(separator: "/")
        files[reference] = tokens
        return tokens
    }

    mutating func modifier(_ object: JSONNode, name: String) throws(InputFileError) -> Modifier {
        guard let contextsValue = object["contexts"] else { throw object.error(at: "contexts", "missing") }
        let contexts = try contextsValue.asObject()
        guard !contexts.keys.isEmpty else { throw contexts.error("a modifier needs at least one context") }
        var parsed: [Context] = []
        // By name, as the resolver module leaves their order open.
        for contextName in contexts.keys.sorted() {
            let list = try contexts.array(contextName) ?? []
            parsed.append(Context(name: contextName, files: try sources(list)))
        }
        let defaultContext = try object.optionalString("default")
        if let defaultContext, !contexts.has(defaultContext) {
            throw object.error(at: "default", "'\(defaultContext)' is not one of the contexts")
        }
        return Modifier(node: object, name: name, contexts: parsed, defaultContext: defaultContext)
    }

    /// The modifier whose contexts name appearances, and its contexts' cells.
    func appearanceModifier(in steps: [Step]) throws(InputFileError) -> (Modifier, [(String, Appearance)]) {
        var best: (Modifier, [(String, Appearance)])?
        // A modifier fixed by option (`--context chrome=light`) is not the appearance's.
        for case .modifier(let modifier) in steps where options.fixedContexts[modifier.name] == nil {
            let cells = modifier.contexts.compactMap { context in
                (options.contexts[context.name] ?? TokenResolver.appearance(forContext: context.name)).map { (context.name, $0) }
            }
            guard cells.contains(where: { $0.1 == .light }), cells.contains(where: { $0.1 == .dark }) else { continue }
            if let current = best {
                throw modifier.node.error(
                    "modifiers '\(current.0.name)' and '\(modifier.name)' both have light and dark contexts; one modifier gives the appearance; fix the other with --context \(modifier.name)=CONTEXT")
            }
            best = (modifier, cells)
        }
        guard let best else {
            throw document.error(
                at: "modifiers",
                "no modifier has a light and a dark context (map context names with --context NAME=light, --context NAME=dark)")
        }
        return best
    }

    /// The context another modifier is fixed to.
    mutating func fixedContext(of modifier: Modifier) throws(InputFileError) -> String {
        let names = modifier.contexts.map(\.name)
        let chosen = options.fixedContexts[modifier.name] ?? modifier.defaultContext ?? (names.contains("default") ? "default" : nil)
        guard let chosen, names.contains(chosen) else {
            throw modifier.node.error(
                "modifier '\(modifier.name)' has no default context; fix one with --context \(modifier.name)=CONTEXT "
                    + "(\(names.joined(separator: ", ")))")
        }
        fixed[modifier.name] = chosen
        return chosen
    }
}
