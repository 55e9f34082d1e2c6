import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// One token file, flattened: every token by its dotted path, with its inherited type.
struct TokenFile {
    struct Token {
        let value: Any
        let type: String?
        let object: JSONObject
        /// Where the value is written, when not at `$value` (a legacy mode's value).
        var valuePath: String?

        init(value: Any, type: String?, object: JSONObject, valuePath: String? = nil) {
            self.value = value
            self.type = type
            self.object = object
            self.valuePath = valuePath
        }

        /// The key path of the value, for errors.
        var valueKeyPath: String { valuePath ?? object.child("$value") }
    }

    /// Where a token's alias chain ends: the value and where it is written, and the first
    /// type met along the way; or why it does not end.
    struct Resolution {
        let value: Any
        let keyPath: String
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
    var modeExtension: (file: String, keyPath: String)?
    /// The first place a token or group carries mode data the loader does not read.
    var unreadModeData: (keyPath: String, extensionKey: String, count: Int)?
    /// The first token whose value an extension changes in a way the loader does not apply
    /// (Tokens Studio's color modifiers).
    var unappliedModifier: String?

    let path: String
    /// Which source of a resolver this is (its file and pointer, or where it is written
    /// inline), so a source listed twice is merged once.
    var sourceID = ""
    var tokens: [String: Token] = [:]
    /// The token files read directly, by path, with every value's position: where each token
    /// is written, for the locations reports point at.
    var positioned: [String: JSONValue] = [:]
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
        do {
            let document = try JSONReferences.expand(value, file: path, confinement: confinement ?? InputConfinement(folderOf: path))
            try self.init(root: JSONObject(document, file: path, path: ""))
        } catch {
            throw error.locating(in: value, file: path)
        }
        positioned[path] = value
    }

    /// `error` with the line and column of its key path in whichever of the files read
    /// directly it names.
    func locating(_ error: InputFileError) -> InputFileError {
        positioned.reduce(error) { error, file in error.locating(in: file.value, file: file.key) }
    }

    /// Tokens from a document, or a part of one (a resolver's inline source, a `$ref`'s
    /// target); aliases are resolved at once.
    init(root: JSONObject) throws(InputFileError) {
        self.path = root.file
        self.namePrefixLength = root.path.isEmpty ? 0 : root.path.count + 1
        figmaModeName = (root.values["$extensions"] as? [String: Any])?["com.figma.modeName"] as? String
        try collect(root, inheritedType: nil)
        resolveAliases()
        typeLegacyTokensByValue()
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
            positioned.merge(file.positioned) { _, later in later }
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

    /// A `$ref` inside a token document, which the loader does not follow (yet): its keyPath.
    var unsupportedReference: String?
    /// Where each color's token is written: its file, key path and the line of its `$value`.
    ///
    /// `cells` gives the tokens other appearance cells take their values from (a dark file
    /// beside this light one, a resolver's context): a cell whose token is written elsewhere
    /// points there.
    func locations(of colors: [AdaptiveColor], cells: [(Appearance, TokenFile)] = []) -> [String: ColorLocation] {
        var result: [String: ColorLocation] = [:]
        for color in colors {
            guard let token = tokens[color.name] else { continue }
            let line = line(of: token)
            var defined: [Appearance: ColorLocation.Cell] = [:]
            for (cell, other) in cells {
                guard let written = other.tokens[color.name] else { continue }
                let otherLine = other.line(of: written)
                let otherAlias = other.aliasTarget(of: color.name)
                guard written.object.file != token.object.file || written.object.path != token.object.path || otherLine != line
                    || otherAlias != aliasTarget(of: color.name)
                else { continue }
                defined[cell] = ColorLocation.Cell(
                    file: written.object.file == token.object.file ? nil : written.object.file, keyPath: written.object.path, line: otherLine,
                    alias: otherAlias)
            }
            result[color.name] = ColorLocation(
                file: token.object.file, keyPath: token.object.path, line: line, cells: defined, alias: aliasTarget(of: color.name))
        }
        return result
    }

    /// Where the value of an alias is written: the token at the end of its chain; `nil` for a
    /// token that is not an alias.
    func aliasTarget(of name: String) -> ColorLocation.AliasTarget? {
        guard let token = tokens[name], Self.aliasTarget(token.value) != nil, case .success(let resolution) = resolutions[name],
            let end = tokens[resolution.end]
        else { return nil }
        return ColorLocation.AliasTarget(name: resolution.end, file: end.object.file, keyPath: resolution.keyPath, line: line(of: end))
    }

    /// The line of a token's `$value` in the file it is written in, when that file was read
    /// directly (a token copied in by a `$ref` has none here).
    func line(of token: Token) -> Int? {
        guard var value = positioned[token.object.file] else { return nil }
        // Token and group names hold no '.', so the key path splits into them.
        for name in token.object.path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = value.object?[String(name)] else { return nil }
            value = next
        }
        return (value.object?.member("$value") ?? value.object?.member("value"))?.keyPosition.line ?? value.position.line
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
            while true {
                if let known = resolutions[current] {
                    outcome = known
                    break
                }
                guard let token = tokens[current] else {
                    // Only reachable for a target: the previous token's alias names nothing.
                    let previous = stack.last.flatMap { tokens[$0] }
                    outcome = .failure(InputFileError(
                        file: previous?.object.file ?? path, keyPath: previous?.valueKeyPath ?? current,
                        message: "alias {\(current)} names no token"))
                    break
                }
                if let index = onStack[current] {
                    let cycle = (stack[index...] + [current]).joined(separator: " → ")
                    outcome = .failure(InputFileError(
                        file: token.object.file, keyPath: token.valueKeyPath, message: "alias cycle: \(cycle)"))
                    break
                }
                onStack[current] = stack.count
                stack.append(current)
                guard let target = Self.aliasTarget(token.value) else {
                    outcome = .success(Resolution(value: token.value, keyPath: token.valueKeyPath, type: token.type, end: current))
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
                    outcome = .success(Resolution(value: end.value, keyPath: end.keyPath, type: token.type ?? end.type, end: end.end))
                case .failure(let error):
                    if error.message.hasPrefix("alias cycle") {
                        outcome = .failure(InputFileError(file: token.object.file, keyPath: token.valueKeyPath, message: error.message))
                    }
                }
                resolutions[name] = outcome
            }
        }
    }

    mutating func collect(_ group: JSONObject, inheritedType: String?) throws(InputFileError) {
        if group.values["$value"] == nil, LegacyToken.isToken(group.values) {
            try collectLegacy(group, inheritedType: inheritedType)
            return
        }
        if group.values["$value"] == nil, let sets = SpectrumToken.sets(of: group.values) {
            try collectSpectrum(group, sets: sets, inheritedType: inheritedType)
            return
        }
        try noteModeData(in: group)
        if group.values["$ref"] != nil, unsupportedReference == nil { unsupportedReference = group.child("$ref") }
        let type = try group.optionalString("$type") ?? inheritedType
        if group.values["$value"] != nil {
            tokens[String(group.path.dropFirst(namePrefixLength))] = Token(value: group.values["$value"]!, type: type, object: group)
            // Keys of a token the format does not define (Primer's `alpha` beside `$value`):
            // not read, so named in the notes.
            for key in group.values.keys where !key.hasPrefix("$") { unusedTokenKeys[key, default: 0] += 1 }
            return
        }
        // `$root` is a group's own token (DTCG Format 2025.10, §6.2: `{color.accent.$root}`).
        for key in group.values.keys.sorted() where !key.hasPrefix("$") || key == "$root" {
            // A comment written as a member (Style Dictionary's `"_comment": "…"`): not a token.
            if key.hasPrefix("_"), !(group.values[key] is [String: Any]) {
                unusedTokenKeys[key, default: 0] += 1
                continue
            }
            guard !key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
                throw InputFileError(file: path, keyPath: group.child(key), message: "token and group names may not contain '.', '{' or '}'")
            }
            try collect(JSONObject(group.values[key]!, file: path, path: group.child(key)), inheritedType: type)
        }
    }

    /// The type of a token, following aliases when the token itself has none.
    func resolvedType(_ name: String) -> String? {
        if let type = tokens[name]?.type { return type }
        guard case .success(let end) = resolutions[name] else { return nil }
        return end.type
    }

    /// `group.token` for `"{group.token}"`, else `nil`.
    static func aliasTarget(_ value: Any) -> String? {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
