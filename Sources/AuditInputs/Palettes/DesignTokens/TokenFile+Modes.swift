import AdaptedSystemUI
import ColorScience
import Foundation

/// Modes inside one token file: the extensions that carry other appearances' values, the
/// views of the tokens in one mode, and what the loader refuses rather than misread.
extension TokenFile {
    /// Extension keys that hold another appearance's values in the token tools this loader
    /// does not read — Terrazzo's legacy `mode`, Primer's `org.primer.overrides`, Figma's and
    /// Tokens Studio's mode and theme data — or any key naming modes, themes or overrides.
    /// Reading past them would audit the light values as if they were dark.
    static func isModeData(_ key: String, _ value: JSONValue) -> Bool {
        guard key != DesignTokens.modesExtension else { return false }
        let lowered = key.lowercased()
        if ["mode", "modes", "requiredmodes", "theme", "themes", "override", "overrides", "appearance", "appearances", "variants"]
            .contains(where: { lowered == $0 || lowered.hasSuffix(".\($0)") }) {
            return true
        }
        // An extension object keyed by appearance names: {"dark": …}, {"light": …, "dark": …}.
        if let object = value.object {
            let keys = object.keys.map { $0.lowercased() }
            return keys.contains { $0 == "dark" || $0.hasPrefix("dark-") || $0.hasPrefix("dark_") || $0.hasPrefix("dark ") }
                || object.keys.contains { isModeData($0, object[$0]!) }
        }
        return false
    }


    /// The tokens as they are in one cell of the `com.perseusdarkmode.modes` extension: each
    /// token's value is its mode value for the cell, or for the first of the cell's fallbacks
    /// it gives (``AdaptiveValue/fallbacks(for:)``, light excluded), else its `$value`; aliases
    /// are resolved among these values, so an alias to a token with a dark mode is dark in dark.
    func modeView(cell: Appearance) throws(InputFileError) -> TokenFile {
        var view = self
        for name in tokens.keys {
            let modes = try modes(of: name)
            guard !modes.isEmpty, let token = tokens[name] else { continue }
            for candidate in AdaptiveValue<SRGB>.fallbacks(for: cell) where candidate != .light {
                guard let (_, value) = modes.first(where: { $0.0 == candidate }) else { continue }
                view.tokens[name] = Token(value: value, type: token.type, object: token.object)
                break
            }
        }
        view.resolutions = [:]
        view.resolveAliases()
        return view
    }

    /// The tokens as they are in one of Terrazzo's legacy modes: each token's value is its
    /// `$extensions.mode[mode]` where it has one, else its `$value`; aliases are resolved
    /// among these values, so an alias in a mode resolves in that same mode.
    func modeView(_ mode: String) -> TokenFile {
        var view = self
        for (name, token) in tokens {
            guard let modes = token.object["$extensions"]?[DesignTokens.terrazzoModesExtension], modes.value.object != nil,
                let value = modes[mode]
            else { continue }
            // The token's object stays (its $extensions, its file); the value and where it is written change.
            view.tokens[name] = Token(value: value, type: token.type, object: token.object)
        }
        view.resolutions = [:]
        view.resolveAliases()
        return view
    }


    /// Refuses what the loader would otherwise misread: mode data in an extension it does not
    /// read, a Tokens Studio modifier, a `$ref` inside a token document.
    func checkSupported() throws(InputFileError) {
        if let modifier = unappliedModifier {
            throw modifier.error(
                "a Tokens Studio color modifier, which this loader does not apply: the token would be audited as its unmodified base color")
        }
        if let found = unreadModeData {
            throw found.node.error(
                "mode data in $extensions[\"\(found.extensionKey)\"] (\(found.count) token\(found.count == 1 ? "" : "s") or group\(found.count == 1 ? "" : "s")) "
                    + "that this loader does not read; auditing the file would check its light values as dark. Give a light and a dark file "
                    + "(--palette light.json,dark.json), or move the other cells to $extensions[\"\(DesignTokens.modesExtension)\"]")
        }
        if let reference = unsupportedReference {
            throw reference.error(
                "a $ref inside tokens written in a resolver document, which this loader does not follow (put them in a token file, where references are followed)")
        }
    }


    mutating func noteModeData(in object: JSONNode) throws(InputFileError) {
        guard let extensions = try object["$extensions"]?.asObject() else { return }
        if unappliedModifier == nil, let modify = extensions["studio.tokens"]?["modify"] {
            unappliedModifier = modify
        }
        if object.has("$value"), let modes = extensions[DesignTokens.modesExtension], modes.value.object != nil {
            modeCells.formUnion(modes.keys.compactMap(Appearance.init(key:)))
            if modeExtension == nil { modeExtension = modes }
        }
        for key in extensions.keys.sorted() where Self.isModeData(key, extensions[key]!.value) {
            let member = extensions[key]!
            // A group's list of the modes its tokens have (Terrazzo's `"modes": ["light", "dark"]`,
            // `requiredModes`): a declaration, not values.
            if !object.has("$value"), let list = member.value.array, list.allSatisfy({ $0.string != nil }) {
                declaredModes.formUnion(list.compactMap(\.string))
                continue
            }
            // Terrazzo's legacy modes on a token are read (``modeView(_:)``).
            if key == DesignTokens.terrazzoModesExtension, object.has("$value"), member.value.object != nil {
                legacyModes.formUnion(member.keys)
                if modeExtension == nil { modeExtension = member }
                continue
            }
            if let first = unreadModeData {
                unreadModeData = (first.node, first.extensionKey, first.count + 1)
            } else {
                unreadModeData = (member, key, 1)
            }
            return
        }
    }
}
