import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// One token file, flattened: every token by its dotted path, with its inherited type.
struct TokenFile {
    struct Token {
        /// The value, where it is written: the token's `$value`, or another place that gives
        /// it (a mode's value, a legacy token's `value`, a Spectrum token's `sets`).
        let value: JSONNode
        let type: String?
        /// The token's object (its `$extensions`, its file and key path).
        let object: JSONNode
    }

    /// Where a token's alias chain ends: the value and where it is written, and the first
    /// type met along the way; or why it does not end.
    struct Resolution {
        /// The value at the end of the chain, where it is written.
        let value: JSONNode
        let type: String?
        /// The token at the end of the chain, which holds the value.
        let end: String
    }

    /// The mode names of Terrazzo's legacy `$extensions.mode` found on tokens.
    var legacyModes: Set<String> = []
    /// The mode a Figma export holds (its root `"$extensions": {"com.figma.modeName": "Dark"}`).
    var figmaModeName: String?
    /// The mode names groups declare (`"$extensions": {"modes": ["light", "dark"]}`).
    var declaredModes: Set<String> = []
    /// The cells named in tokens' `com.perseusdarkmode.modes` extensions.
    var modeCells: Set<Appearance> = []
    /// The first token's per-token modes (either extension), for a resolver's refusal.
    var modeExtension: JSONNode?
    /// The first place a token or group carries mode data the loader does not read.
    var unreadModeData: (node: JSONNode, extensionKey: String, count: Int)?
    /// The first token whose value an extension changes in a way the loader does not apply
    /// (Tokens Studio's color modifiers).
    var unappliedModifier: JSONNode?

    let path: String
    /// Which source of a resolver this is (its file and pointer, or where it is written
    /// inline), so a source listed twice is merged once.
    var sourceID = ""
    var tokens: [String: Token] = [:]
    /// Keys beside tokens' `$value` that the format does not define, by key, with how many
    /// tokens carry each.
    var unusedTokenKeys: [String: Int] = [:]
    /// Tokens written as Style Dictionary and Tokens Studio's legacy format write them
    /// (`value` without `$`), and how many of them have no type and were typed by their value.
    var legacyTokenCount = 0, legacyUntyped: Set<String> = []
    /// Spectrum tokens whose sets nest under several design systems, of which the first
    /// (`spectrum`) was read.
    var spectrumSystemsSkipped = 0
    /// Every token's alias chain, followed once: a chain of n aliases costs O(n) in all, not
    /// O(n²) per token.
    var resolutions: [String: Result<Resolution, InputFileError>] = [:]
    /// Color tokens in document order of their paths (sorted, for stable output).
    var colorNames: [String] { tokens.keys.filter { resolvedType($0) == "color" }.sorted() }

    /// The token file at `path`; references to other files are read from `confinement`
    /// (by default the file's own folder) only.
    init(path: String, confinement: InputConfinement? = nil) throws(InputFileError) {
        let value = try JSONDocument.readValue(path)
        let document = try JSONReferences.expand(value, file: path, confinement: confinement ?? InputConfinement(folderOf: path))
        try self.init(root: JSONNode(document, file: path).asObject())
    }

    /// Tokens from a document, or a part of one (a resolver's inline source, a `$ref`'s
    /// target); aliases are resolved at once.
    init(root: JSONNode) throws(InputFileError) {
        self.root = root
        self.path = root.file
        self.namePrefixLength = root.keyPath.isEmpty ? 0 : root.keyPath.count + 1
        figmaModeName = root["$extensions"]?["com.figma.modeName"]?.value.string
        try collect(root, inheritedType: nil)
        resolveAliases()
        typeLegacyTokensByValue()
    }

    /// The object the tokens were read from; `nil` for files merged into one.
    var root: JSONNode?

    /// An error about the token `name`, which this file may lack: at the token, or at the
    /// deepest group of its path the file has (token and group names hold no '.').
    func errorAboutMissing(_ name: String, _ message: String) -> InputFileError {
        if let token = tokens[name] { return InputFileError(at: InputLocation(file: token.object.file, keyPath: name, line: token.object.position.line, column: token.object.position.column), message: message) }
        guard var node = root else { return InputFileError(file: path, keyPath: name, message: message) }
        for part in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = node[String(part)] else { break }
            node = next
        }
        return InputFileError(file: node.file, keyPath: name, line: node.position.line, column: node.position.column, message: message)
    }

    /// Tokens under a pointer (`modes.json#/light`) are named from the pointed-to object:
    /// `light.blue` is `blue`. Errors keep the full key path.
    var namePrefixLength = 0

    /// Several token documents merged in order — a later token replaces an earlier one of
    /// the same path, as the resolver module orders sources — with aliases resolved on the
    /// result, never before (DTCG Resolver Module 2025.10, "Resolution").
    init(merging files: [TokenFile], path: String) {
        self.path = path
        for file in files {
            // A later token replaces an earlier one; a `$type` it leaves out stays the
            // earlier one's (the type an override's groups gave it in its own file).
            unusedTokenKeys.merge(file.unusedTokenKeys, uniquingKeysWith: +)
            tokens.merge(file.tokens) { earlier, later in
                later.type == nil ? Token(value: later.value, type: earlier.type, object: later.object) : later
            }
            legacyModes.formUnion(file.legacyModes)
            declaredModes.formUnion(file.declaredModes)
            legacyTokenCount += file.legacyTokenCount
            spectrumSystemsSkipped += file.spectrumSystemsSkipped
            legacyUntyped.formUnion(file.legacyUntyped)
            modeCells.formUnion(file.modeCells)
            if modeExtension == nil { modeExtension = file.modeExtension }
            if unreadModeData == nil { unreadModeData = file.unreadModeData }
            if unappliedModifier == nil { unappliedModifier = file.unappliedModifier }
            if unsupportedReference == nil { unsupportedReference = file.unsupportedReference }
        }
        resolveAliases()
        typeLegacyTokensByValue()
    }

    /// A `$ref` inside tokens a resolver document writes, which the loader does not follow.
    var unsupportedReference: JSONNode?
    /// Where each color's token is written: its file, key path and the line of its `$value`.
    ///
    /// `cells` gives the tokens other appearance cells take their values from (a dark file
    /// beside this light one, a resolver's context): a cell whose token is written elsewhere
    /// points there.
    func locations(of colors: [AdaptiveColor], cells: [(Appearance, TokenFile)] = []) -> [String: ColorLocation] {
        var result: [String: ColorLocation] = [:]
        for color in colors {
            guard let token = tokens[color.name] else { continue }
            let line = Self.line(of: token)
            var defined: [Appearance: ColorLocation.Cell] = [:]
            for (cell, other) in cells {
                guard let written = other.tokens[color.name] else { continue }
                let otherLine = Self.line(of: written)
                let otherAlias = other.aliasTarget(of: color.name)
                guard written.object.file != token.object.file || written.object.keyPath != token.object.keyPath || otherLine != line
                    || otherAlias != aliasTarget(of: color.name)
                else { continue }
                defined[cell] = ColorLocation.Cell(
                    file: written.object.file == token.object.file ? nil : written.object.file, keyPath: written.object.keyPath, line: otherLine,
                    alias: otherAlias)
            }
            result[color.name] = ColorLocation(
                file: token.object.file, keyPath: token.object.keyPath, line: line, cells: defined, alias: aliasTarget(of: color.name))
        }
        return result
    }

    /// Where the value of an alias is written: the token at the end of its chain; `nil` for a
    /// token that is not an alias.
    func aliasTarget(of name: String) -> ColorLocation.AliasTarget? {
        guard let token = tokens[name], Self.aliasTarget(token.value.value) != nil, case .success(let resolution) = resolutions[name],
            let end = tokens[resolution.end]
        else { return nil }
        return ColorLocation.AliasTarget(name: resolution.end, file: end.object.file, keyPath: resolution.value.keyPath, line: Self.line(of: end))
    }

    /// The line of a token's `$value` key (or its legacy `value`), else of its object: where
    /// the token is written. A token copied from another file by a `$ref` is at the `$ref`.
    static func line(of token: Token) -> Int {
        let object = token.object.value.object
        return (object?.member("$value") ?? object?.member("value"))?.keyPosition.line ?? token.object.position.line
    }

    /// Keys beside a token's `$value` that the format does not define, with how many tokens
    /// carry each, for the palette's notes; `nil` when there are none.
    func unusedKeysNote() -> String? {
        guard !unusedTokenKeys.isEmpty else { return nil }
        let parts = unusedTokenKeys.sorted { $0.key < $1.key }.prefix(10).map { "\($0.key) (\($0.value))" }
        let more = unusedTokenKeys.count > 10 ? ", and \(unusedTokenKeys.count - 10) more" : ""
        return "keys beside tokens' $value that the format does not define, not read (a value they change is audited as its $value): "
            + parts.joined(separator: ", ") + more
    }

    /// The tokens that are not colors, counted by `$type`, for the palette's notes: nothing
    /// a file holds is dropped without a word. Composite types that may hold colors
    /// (border, shadow, gradient) are named as such.
    func nonColorNote() -> String? {
        var counts: [String: Int] = [:]
        for name in tokens.keys where resolvedType(name) != "color" {
            counts[resolvedType(name) ?? "no $type", default: 0] += 1
        }
        guard !counts.isEmpty else { return nil }
        let composite: Set<String> = ["border", "shadow", "gradient"]
        let parts = counts.sorted { $0.key < $1.key }.map { type, count in
            "\(type) \(count)" + (composite.contains(type) ? " (colors inside not audited)" : "")
        }
        let total = counts.values.reduce(0, +)
        return "\(total) token\(total == 1 ? "" : "s") of other types not audited: \(parts.joined(separator: ", "))"
    }

    /// Follows every alias chain once, iteratively (no recursion, so no depth limit), and
    /// records where each ends — or the dangling alias or cycle that stops it.
    mutating func resolveAliases() {
        for start in tokens.keys.sorted() where resolutions[start] == nil {
            var stack: [String] = []
            var onStack: [String: Int] = [:]
            var current = start
            var outcome: Result<Resolution, InputFileError>
            // The chain of a cycle, as first met.
            var cycle: String?
            while true {
                if let known = resolutions[current] {
                    outcome = known
                    break
                }
                guard let token = tokens[current] else {
                    // Only reachable for a target: the previous token's alias names nothing.
                    let message = "alias {\(current)} names no token"
                    outcome = .failure(stack.last.flatMap { tokens[$0] }?.value.error(message) ?? InputFileError(file: path, keyPath: current, message: message))
                    break
                }
                if let index = onStack[current] {
                    let chain = (stack[index...] + [current]).joined(separator: " → ")
                    cycle = chain
                    outcome = .failure(token.value.error("alias cycle: \(chain)"))
                    break
                }
                onStack[current] = stack.count
                stack.append(current)
                guard let target = Self.aliasTarget(token.value.value) else {
                    outcome = .success(Resolution(value: token.value, type: token.type, end: current))
                    stack.removeLast()
                    resolutions[current] = outcome
                    break
                }
                current = target
            }
            // Unwind: each token on the stack ends where its target ends, with its own type
            // first; a cycle is reported at each token's own `$value`, with the cycle as first met.
            for name in stack.reversed() {
                guard let token = tokens[name] else { continue }
                switch outcome {
                case .success(let end):
                    outcome = .success(Resolution(value: end.value, type: token.type ?? end.type, end: end.end))
                case .failure:
                    if let cycle { outcome = .failure(token.value.error("alias cycle: \(cycle)")) }
                }
                resolutions[name] = outcome
            }
        }
    }

    mutating func collect(_ group: JSONNode, inheritedType: String?) throws(InputFileError) {
        if !group.has("$value"), LegacyToken.isToken(group.value) {
            try collectLegacy(group, inheritedType: inheritedType)
            return
        }
        if !group.has("$value"), let sets = SpectrumToken.sets(of: group.value) {
            try collectSpectrum(group, sets: sets, inheritedType: inheritedType)
            return
        }
        try noteModeData(in: group)
        if let reference = group["$ref"], unsupportedReference == nil { unsupportedReference = reference }
        let type = try group.optionalString("$type") ?? inheritedType
        if let value = group["$value"] {
            tokens[String(group.keyPath.dropFirst(namePrefixLength))] = Token(value: value, type: type, object: group)
            // Keys of a token the format does not define (Primer's `alpha` beside `$value`):
            // not read, so named in the notes.
            for key in group.keys where !key.hasPrefix("$") { unusedTokenKeys[key, default: 0] += 1 }
            return
        }
        // `$root` is a group's own token (DTCG Format 2025.10, §6.2: `{color.accent.$root}`).
        for key in group.keys.sorted() where !key.hasPrefix("$") || key == "$root" {
            let member = group[key]!
            // A comment written as a member (Style Dictionary's `"_comment": "…"`): not a token.
            if key.hasPrefix("_"), member.value.object == nil {
                unusedTokenKeys[key, default: 0] += 1
                continue
            }
            guard !key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
                throw member.error("token and group names may not contain '.', '{' or '}'")
            }
            try collect(member.asObject(), inheritedType: type)
        }
    }

    /// The type of a token, following aliases when the token itself has none.
    /// The first token (by name) whose type only its alias chain could give, and whose chain
    /// ends in a cycle or names no token: why a file of such tokens has no color.
    var firstBrokenAlias: InputFileError? {
        for name in tokens.keys.sorted() where tokens[name]?.type == nil {
            if case .failure(let error) = resolutions[name] { return error }
        }
        return nil
    }

    func resolvedType(_ name: String) -> String? {
        if let type = tokens[name]?.type { return type }
        guard case .success(let end) = resolutions[name] else { return nil }
        return end.type
    }

    /// `group.token` for `"{group.token}"`, else `nil`.
    static func aliasTarget(_ value: JSONValue) -> String? {
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
