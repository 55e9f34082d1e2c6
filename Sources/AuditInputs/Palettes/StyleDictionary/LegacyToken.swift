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
    static func isToken(_ object: JSONValue) -> Bool {
        guard let value = object.object?["value"] else { return false }
        if let members = value.object { return !members.members.contains { $0.value.object != nil } }
        return true
    }

    /// A value with its references in DTCG form: `{a.b.value}` → `{a.b}`, and in a mode key's
    /// value `{a.b.darkValue}` → `{a.b}` (the token in the same cell); Tokens Studio's older
    /// `$a.b` → `{a.b}`.
    static func reference(_ value: JSONValue, key: String = "value") -> JSONValue {
        guard let text = value.string else { return value }
        func string(_ text: String) -> JSONValue { JSONValue(kind: .string(text), position: value.position) }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("{"), !inner.contains("}") else { return value }
            for suffix in [".value", ".\(key)"] where inner.hasSuffix(suffix) { return string("{\(inner.dropLast(suffix.count))}") }
            return value
        }
        if text.hasPrefix("$"), text.count > 1, !text.contains(" "), !text.contains("("), text.dropFirst().first?.isLetter == true {
            return string("{\(text.dropFirst())}")
        }
        return value
    }
}
