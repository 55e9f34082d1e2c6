import AdaptedSystemUI
import ColorScience
import Foundation

/// Adobe Spectrum's tokens: legacy tokens whose appearances are `sets`
/// (`{"sets": {"light": {"value": …}, "dark": {…}, "wireframe": {…}}}`), each set a token of
/// its own; sets nest under a design system's (`spectrum`, `express`); the type is the last
/// part of the `$schema` URL (`…/token-types/color.json`).
enum SpectrumToken {
    /// The sets of an object that is a token with sets; `nil` for anything else.
    static func sets(of token: JSONValue) -> JSONMembers? {
        guard token.object?["value"] == nil, let sets = token.object?["sets"]?.object, sets.count > 0,
            sets.members.allSatisfy({ $0.value.object.map { $0["value"] != nil || $0["sets"] != nil } ?? false })
        else { return nil }
        return sets
    }

    /// The type a `$schema` URL names: `color.json` and `color-set.json` are colors, an
    /// alias has the type of what it names (`nil`).
    static func type(_ token: JSONValue) -> String? {
        guard let schema = token.object?["$schema"]?.string, let last = schema.split(separator: "/").last else { return nil }
        let name = last.hasSuffix(".json") ? String(last.dropLast(5)) : String(last)
        switch name {
        case "color", "color-set": return "color"
        case "alias", "set", "system-set", "scale-set": return nil
        default: return name
        }
    }

    /// Every set's value by mode name: a design system's sets are followed into the first
    /// system's (`spectrum` before others); the others are returned by name.
    static func modes(_ sets: JSONMembers) -> (modes: [String: JSONValue], skippedSystems: [String]) {
        var modes: [String: JSONValue] = [:]
        var skipped: [String] = []
        let nested = sets.keys.filter { sets[$0]?.object?["sets"] != nil }.sorted { ($0 == "spectrum" ? 0 : 1, $0) < ($1 == "spectrum" ? 0 : 1, $1) }
        if let system = nested.first, let inner = sets[system]?.object?["sets"]?.object {
            modes = Self.modes(inner).modes
            skipped = Array(nested.dropFirst())
        }
        for key in sets.keys where !nested.contains(key) {
            if let inner = sets[key]?.object?["value"] { modes[key] = LegacyToken.reference(inner) }
        }
        return (modes, skipped)
    }
}
