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
    static func isModeData(_ key: String, _ value: Any) -> Bool {
        guard key != DesignTokens.modesExtension else { return false }
        let lowered = key.lowercased()
        if ["mode", "modes", "requiredmodes", "theme", "themes", "override", "overrides", "appearance", "appearances", "variants"]
            .contains(where: { lowered == $0 || lowered.hasSuffix(".\($0)") }) {
            return true
        }
        // An extension object keyed by appearance names: {"dark": …}, {"light": …, "dark": …}.
        if let object = value as? [String: Any] {
            let keys = object.keys.map { $0.lowercased() }
            return keys.contains { $0 == "dark" || $0.hasPrefix("dark-") || $0.hasPrefix("dark_") || $0.hasPrefix("dark ") }
                || object.contains { isModeData($0.key, $0.value) }
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
                guard let (_, value, keyPath) = modes.first(where: { $0.0 == candidate }) else { continue }
                view.tokens[name] = Token(value: value, type: token.type, object: token.object, valuePath: keyPath)
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
            guard let extensions = token.object.values["$extensions"] as? [String: Any],
                let modes = extensions[DesignTokens.terrazzoModesExtension] as? [String: Any], let value = modes[mode]
            else { continue }
            let path = token.object.child("$extensions.\(DesignTokens.terrazzoModesExtension).\(mode)")
            // The token's object stays (its $extensions, its file); the value and where it is written change.
            view.tokens[name] = Token(value: value, type: token.type, object: token.object, valuePath: path)
        }
        view.resolutions = [:]
        view.resolveAliases()
        return view
    }


    /// Refuses what the loader would otherwise misread: mode data in an extension it does not
    /// read, a Tokens Studio modifier, a `$ref` inside a token document.
    func checkSupported() throws(InputFileError) {
        if let keyPath = unappliedModifier {
            throw InputFileError(
                file: path, keyPath: keyPath,
                message: "a Tokens Studio color modifier, which this loader does not apply: the token would be audited as its unmodified base color")
        }
        if let found = unreadModeData {
            throw InputFileError(
                file: path, keyPath: found.keyPath,
                message: "mode data in $extensions[\"\(found.extensionKey)\"] (\(found.count) token\(found.count == 1 ? "" : "s") or group\(found.count == 1 ? "" : "s")) "
                    + "that this loader does not read; auditing the file would check its light values as dark. Give a light and a dark file "
                    + "(--palette light.json,dark.json), or move the other cells to $extensions[\"\(DesignTokens.modesExtension)\"]")
        }
        if let keyPath = unsupportedReference {
            throw InputFileError(
                file: path, keyPath: keyPath,
                message: "a $ref inside tokens written in a resolver document, which this loader does not follow (put them in a token file, where references are followed)")
        }
    }


    mutating func noteModeData(in object: JSONObject) throws(InputFileError) {
        guard let value = object.values["$extensions"] else { return }
        let extensions = try JSONObject(value, file: path, path: object.child("$extensions"))
        if unappliedModifier == nil, let studio = extensions.values["studio.tokens"] as? [String: Any], studio["modify"] != nil {
            unappliedModifier = extensions.child("studio.tokens") + ".modify"
        }
        if object.values["$value"] != nil, let modes = extensions.values[DesignTokens.modesExtension] as? [String: Any] {
            modeCells.formUnion(modes.keys.compactMap(Appearance.init(key:)))
            if modeExtension == nil { modeExtension = (path, extensions.child(DesignTokens.modesExtension)) }
        }
        for key in extensions.values.keys.sorted() where Self.isModeData(key, extensions.values[key] as Any) {
            // A group's list of the modes its tokens have (Terrazzo's `"modes": ["light", "dark"]`,
            // `requiredModes`): a declaration, not values.
            if object.values["$value"] == nil, let list = extensions.values[key] as? [Any], list.allSatisfy({ $0 is String }) {
                declaredModes.formUnion(list.compactMap { $0 as? String })
                continue
            }
            // Terrazzo's legacy modes on a token are read (``modeView(_:)``).
            if key == DesignTokens.terrazzoModesExtension, object.values["$value"] != nil,
                let modes = extensions.values[key] as? [String: Any]
            {
                legacyModes.formUnion(modes.keys)
                if modeExtension == nil { modeExtension = (path, extensions.child(key)) }
                continue
            }
            if let first = unreadModeData {
                unreadModeData = (first.keyPath, first.extensionKey, first.count + 1)
            } else {
                unreadModeData = (extensions.child(key), key, 1)
            }
            return
        }
    }
}
