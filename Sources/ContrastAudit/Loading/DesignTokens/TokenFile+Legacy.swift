import AdaptedSystemUI
import ColorScience
import Foundation

/// Tokens as Style Dictionary (v3) and Tokens Studio's legacy format write them: `value`
/// without `$`, references written `{color.base.red.value}` (Style Dictionary) or
/// `{color.base.red}`, the type in `type` or, in Style Dictionary, often none.
///
/// ```json
/// { "color": {
///     "base": { "gray": { "900": { "value": "#1A1A1A" } } },
///     "text": { "primary": { "value": "{color.base.gray.900.value}", "darkValue": "{color.base.gray.50.value}",
///                            "comment": "body copy" } } } }
/// ```
///
/// Such a token is read as the DTCG token it stands for. `darkValue`, `hcValue` and
/// `hcDarkValue` (Style Dictionary's single-token dark mode) are the token's dark, light high
/// contrast and dark high contrast cells; any other key naming dark is refused as mode data
/// the loader does not read. A token without a type whose value (through its
/// aliases) is a color is a color, and the notes say how many were typed so.
enum LegacyToken {
    /// Keys of a legacy token the loader reads or that carry no color: not counted as unused.
    static let readKeys: Set<String> = Set(["value", "type", "description", "comment", "$extensions", "$description"]).union(modeKeys.keys)

    /// Style Dictionary's single-token modes: the keys beside `value` that hold another
    /// cell's value (as in Style Dictionary's dark-mode example, "single-token" method).
    static let modeKeys: [String: Appearance] = ["darkValue": .dark, "hcValue": .lightHighContrast, "hcDarkValue": .darkHighContrast, "darkHcValue": .darkHighContrast]

    /// Whether an object is a legacy token: a `value` member that is a value, not a group of
    /// tokens (a composite value such as a shadow is an object of plain members).
    static func isToken(_ values: [String: Any]) -> Bool {
        guard let value = values["value"] else { return false }
        if let object = value as? [String: Any] { return !object.values.contains { $0 is [String: Any] } }
        return true
    }

    /// A value with its references in DTCG form: `{a.b.value}` → `{a.b}`, and in a mode key's
    /// value `{a.b.darkValue}` → `{a.b}` (the token in the same cell); Tokens Studio's older
    /// `$a.b` → `{a.b}`.
    static func reference(_ value: Any, key: String = "value") -> Any {
        guard let text = value as? String else { return value }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("{"), !inner.contains("}") else { return text }
            for suffix in [".value", ".\(key)"] where inner.hasSuffix(suffix) { return "{\(inner.dropLast(suffix.count))}" }
            return text
        }
        if text.hasPrefix("$"), text.count > 1, !text.contains(" "), !text.contains("("), text.dropFirst().first?.isLetter == true {
            return "{\(text.dropFirst())}"
        }
        return text
    }
}

/// Adobe Spectrum's tokens: legacy tokens whose appearances are `sets`
/// (`{"sets": {"light": {"value": …}, "dark": {…}, "wireframe": {…}}}`), each set a token of
/// its own; sets nest under a design system's (`spectrum`, `express`); the type is the last
/// part of the `$schema` URL (`…/token-types/color.json`).
enum SpectrumToken {
    /// The sets of an object that is a token with sets; `nil` for anything else.
    static func sets(of values: [String: Any]) -> [String: Any]? {
        guard values["value"] == nil, let sets = values["sets"] as? [String: Any], !sets.isEmpty,
            sets.values.allSatisfy({ ($0 as? [String: Any]).map { $0["value"] != nil || $0["sets"] != nil } ?? false })
        else { return nil }
        return sets
    }

    /// The type a `$schema` URL names: `color.json` and `color-set.json` are colors, an
    /// alias has the type of what it names (`nil`).
    static func type(_ values: [String: Any]) -> String? {
        guard let schema = values["$schema"] as? String, let last = schema.split(separator: "/").last else { return nil }
        let name = last.hasSuffix(".json") ? String(last.dropLast(5)) : String(last)
        switch name {
        case "color", "color-set": return "color"
        case "alias", "set", "system-set", "scale-set": return nil
        default: return name
        }
    }

    /// Every set's value by mode name: a design system's sets are followed into the first
    /// system's (`spectrum` before others); the others are returned by name.
    static func modes(_ sets: [String: Any]) -> (modes: [String: Any], skippedSystems: [String]) {
        var modes: [String: Any] = [:]
        var skipped: [String] = []
        let nested = sets.keys.filter { (sets[$0] as? [String: Any])?["sets"] != nil }.sorted { ($0 == "spectrum" ? 0 : 1, $0) < ($1 == "spectrum" ? 0 : 1, $1) }
        if let system = nested.first, let inner = (sets[system] as? [String: Any])?["sets"] as? [String: Any] {
            modes = Self.modes(inner).modes
            skipped = Array(nested.dropFirst())
        }
        for (key, value) in sets where !nested.contains(key) {
            if let token = value as? [String: Any], let inner = token["value"] { modes[key] = LegacyToken.reference(inner) }
        }
        return (modes, skipped)
    }
}

extension TokenFile {
    /// Reads a Spectrum token with sets as a token whose sets are its modes (read as
    /// Terrazzo's per-token modes are: each mode mapped to a cell by name or `--mode`).
    mutating func collectSpectrum(_ group: JSONObject, sets: [String: Any], inheritedType: String?) throws(InputFileError) {
        legacyTokenCount += 1
        let name = String(group.path.dropFirst(namePrefixLength))
        let (modes, skipped) = SpectrumToken.modes(sets)
        guard let value = modes["light"] ?? modes["spectrum"] ?? modes["desktop"] ?? modes.sorted(by: { $0.key < $1.key }).first?.value else {
            throw InputFileError(file: path, keyPath: group.child("sets"), message: "sets hold no value")
        }
        if !skipped.isEmpty { spectrumSystemsSkipped += 1 }
        // The sets' own type first: a "color-set" may hold opacities (Spectrum's overlay-opacity).
        let first = (sets["light"] ?? sets.sorted(by: { $0.key < $1.key }).first?.value) as? [String: Any]
        let type = first.flatMap(SpectrumToken.type) ?? SpectrumToken.type(group.values) ?? inheritedType
        if type == nil { legacyUntyped.insert(name) }
        var values = group.values
        var extensions = values["$extensions"] as? [String: Any] ?? [:]
        extensions[DesignTokens.terrazzoModesExtension] = modes
        values["$extensions"] = extensions
        legacyModes.formUnion(modes.keys)
        if modeExtension == nil { modeExtension = (path, group.child("sets")) }
        for key in group.values.keys.sorted() where !["sets", "$schema", "$extensions"].contains(key) { unusedTokenKeys[key, default: 0] += 1 }
        tokens[name] = Token(value: value, type: type, object: try JSONObject(values, file: path, path: group.path), valuePath: group.child("sets"))
    }

    /// Reads a legacy token (``LegacyToken``) as the DTCG token it stands for.
    mutating func collectLegacy(_ group: JSONObject, inheritedType: String?) throws(InputFileError) {
        try noteModeData(in: group)
        legacyTokenCount += 1
        let name = String(group.path.dropFirst(namePrefixLength))
        var values = group.values
        let type = try group.optionalString("type") ?? SpectrumToken.type(group.values) ?? inheritedType
        if type == nil { legacyUntyped.insert(name) }
        var modes: [String: Any] = [:]
        for (key, cell) in LegacyToken.modeKeys.sorted(by: { $0.key < $1.key }) {
            guard let value = values[key] else { continue }
            modes[cell.key] = LegacyToken.reference(value, key: key)
            modeCells.insert(cell)
            if modeExtension == nil { modeExtension = (path, group.child(key)) }
        }
        if !modes.isEmpty {
            var extensions = values["$extensions"] as? [String: Any] ?? [:]
            extensions[DesignTokens.modesExtension] = modes
            values["$extensions"] = extensions
        }
        var children: [String] = []
        for key in group.values.keys.sorted() where !LegacyToken.readKeys.contains(key) && key != "$schema" {
            if let child = group.values[key] as? [String: Any], key != "attributes", key != "extensions", LegacyToken.isToken(child) || child.values.contains(where: { $0 is [String: Any] }) {
                // A token that is also a group (`primary` with `primary.state-layer`): its
                // children are tokens too.
                children.append(key)
            } else if key.lowercased().contains("dark") {
                // `dark`, `valueDark`, `_darkMode`: another appearance's value, not read.
                if let first = unreadModeData {
                    unreadModeData = (first.keyPath, first.extensionKey, first.count + 1)
                } else {
                    unreadModeData = (group.child(key), key, 1)
                }
            } else {
                unusedTokenKeys[key, default: 0] += 1
            }
        }
        tokens[name] = Token(
            value: LegacyToken.reference(values["value"]!), type: type, object: try JSONObject(values, file: path, path: group.path),
            valuePath: group.child("value"))
        for key in children {
            try collect(JSONObject(group.values[key]!, file: path, path: group.child(key)), inheritedType: type)
        }
    }

    /// Legacy tokens without a type whose value, through their aliases, reads as a color are
    /// colors (Style Dictionary types by the path, `color.…`, or not at all).
    mutating func typeLegacyTokensByValue() {
        guard !legacyUntyped.isEmpty else { return }
        var typed = false
        for name in legacyUntyped.sorted() {
            guard let token = tokens[name], token.type == nil, case .success(let end)? = resolutions[name], end.type == nil,
                let text = end.value as? String, (try? SRGB(parsing: text)) != nil
            else { continue }
            tokens[name] = Token(value: token.value, type: "color", object: token.object, valuePath: token.valuePath)
            typed = true
        }
        guard typed else { return }
        resolutions = [:]
        resolveAliases()
    }

    /// What the legacy format's reading did, for the palette's notes; `nil` for a DTCG file.
    func legacyNote() -> String? {
        guard legacyTokenCount > 0 else { return nil }
        let untypedColors = legacyUntyped.filter { tokens[$0]?.type == "color" }.count
        return "\(legacyTokenCount) token\(legacyTokenCount == 1 ? "" : "s") written with value (no $: Style Dictionary, Tokens Studio's legacy format, Spectrum) read as design tokens"
            + (untypedColors > 0 ? "; \(untypedColors) without a type read as colors by their values" : "")
    }
}
