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

extension TokenFile {
    /// Reads a legacy token (``LegacyToken``) as the DTCG token it stands for.
    mutating func collectLegacy(_ group: JSONObject, inheritedType: String?) throws(InputFileError) {
        try noteModeData(in: group)
        legacyTokenCount += 1
        let name = String(group.path.dropFirst(namePrefixLength))
        var values = group.values
        let type = try group.optionalString("type") ?? inheritedType
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
        for key in group.values.keys.sorted() where !LegacyToken.readKeys.contains(key) {
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
        return "\(legacyTokenCount) token\(legacyTokenCount == 1 ? "" : "s") in the Style Dictionary / Tokens Studio legacy format (value without $) read as design tokens"
            + (untypedColors > 0 ? "; \(untypedColors) without a type read as colors by their values" : "")
    }
}
