import AdaptedSystemUI
import ColorScience
import Foundation

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
