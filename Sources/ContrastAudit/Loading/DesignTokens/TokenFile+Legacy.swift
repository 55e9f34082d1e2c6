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
/// Such a token is read as the DTCG token it stands for. `darkValue` (Style Dictionary's
/// single-file dark mode) is the token's dark cell; any other key naming dark is refused as
/// mode data the loader does not read. A token without a type whose value (through its
/// aliases) is a color is a color, and the notes say how many were typed so.
enum LegacyToken {
    /// Keys of a legacy token the loader reads or that carry no color: not counted as unused.
    static let readKeys: Set<String> = ["value", "type", "description", "comment", "darkValue", "$extensions", "$description"]

    /// Whether an object is a legacy token: a `value` member that is a value, not a group of
    /// tokens (a composite value such as a shadow is an object of plain members).
    static func isToken(_ values: [String: Any]) -> Bool {
        guard let value = values["value"] else { return false }
        if let object = value as? [String: Any] { return !object.values.contains { $0 is [String: Any] } }
        return true
    }

    /// A value with its references in DTCG form: `{a.b.value}` → `{a.b}`; Tokens Studio's
    /// older `$a.b` → `{a.b}`.
    static func reference(_ value: Any) -> Any {
        guard let text = value as? String else { return value }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("{"), !inner.contains("}") else { return text }
            return inner.hasSuffix(".value") ? "{\(inner.dropLast(6))}" : text
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
        if let dark = values["darkValue"] {
            var extensions = values["$extensions"] as? [String: Any] ?? [:]
            extensions[DesignTokens.modesExtension] = ["dark": LegacyToken.reference(dark)]
            values["$extensions"] = extensions
            modeCells.insert(.dark)
            if modeExtension == nil { modeExtension = (path, group.child("darkValue")) }
        }
        for key in group.values.keys.sorted() where !LegacyToken.readKeys.contains(key) {
            if key.lowercased().contains("dark") {
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
