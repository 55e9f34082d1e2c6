import AdaptedSystemUI
import ColorScience
import Foundation

extension TokenFile {
    /// Reads a Spectrum token with sets as a token whose sets are its modes (read as
    /// Terrazzo's per-token modes are: each mode mapped to a cell by name or `--mode`).
    mutating func collectSpectrum(_ group: JSONNode, sets: JSONMembers, inheritedType: String?) throws(InputFileError) {
        legacyTokenCount += 1
        let name = String(group.keyPath.dropFirst(namePrefixLength))
        let (modes, skipped) = SpectrumToken.modes(sets)
        guard let value = modes["light"] ?? modes["spectrum"] ?? modes["desktop"] ?? modes.sorted(by: { $0.key < $1.key }).first?.value else {
            throw group.error(at: "sets", "sets hold no value")
        }
        if !skipped.isEmpty { spectrumSystemsSkipped += 1 }
        // The sets' own type first: a "color-set" may hold opacities (Spectrum's overlay-opacity).
        let first = sets["light"] ?? sets.keys.sorted().first.flatMap { sets[$0] }
        let type = first.flatMap(SpectrumToken.type) ?? SpectrumToken.type(group.value) ?? inheritedType
        if type == nil { legacyUntyped.insert(name) }
        let object = group.withModes(modes, in: DesignTokens.terrazzoModesExtension)
        legacyModes.formUnion(modes.keys)
        if modeExtension == nil { modeExtension = group["sets"] }
        for key in group.keys.sorted() where !["sets", "$schema", "$extensions"].contains(key) { unusedTokenKeys[key, default: 0] += 1 }
        tokens[name] = Token(value: JSONNode(value, file: path, keyPath: group.child("sets")), type: type, object: object)
    }

    /// Reads a legacy token (``LegacyToken``) as the DTCG token it stands for.
    mutating func collectLegacy(_ group: JSONNode, inheritedType: String?) throws(InputFileError) {
        try noteModeData(in: group)
        legacyTokenCount += 1
        let name = String(group.keyPath.dropFirst(namePrefixLength))
        let type = try group.optionalString("type") ?? SpectrumToken.type(group.value) ?? inheritedType
        if type == nil { legacyUntyped.insert(name) }
        var modes: [String: JSONValue] = [:]
        for (key, cell) in LegacyToken.modeKeys.sorted(by: { $0.key < $1.key }) {
            guard let value = group[key] else { continue }
            modes[cell.key] = LegacyToken.reference(value.value, key: key)
            modeCells.insert(cell)
            if modeExtension == nil { modeExtension = value }
        }
        let object = modes.isEmpty ? group : group.withModes(modes, in: DesignTokens.modesExtension)
        var children: [String] = []
        for key in group.keys.sorted() where !LegacyToken.readKeys.contains(key) && key != "$schema" {
            let child = group[key]!.value
            if child.object != nil, key != "attributes", key != "extensions",
                LegacyToken.isToken(child) || child.object!.members.contains(where: { $0.value.object != nil })
            {
                // A token that is also a group (`primary` with `primary.state-layer`): its
                // children are tokens too.
                children.append(key)
            } else if key.lowercased().contains("dark") {
                // `dark`, `valueDark`, `_darkMode`: another appearance's value, not read.
                if let first = unreadModeData {
                    unreadModeData = (first.node, first.extensionKey, first.count + 1)
                } else {
                    unreadModeData = (group[key]!, key, 1)
                }
            } else {
                unusedTokenKeys[key, default: 0] += 1
            }
        }
        let value = group["value"]!
        tokens[name] = Token(value: JSONNode(LegacyToken.reference(value.value), file: path, keyPath: value.keyPath), type: type, object: object)
        for key in children {
            try collect(group[key]!.asObject(), inheritedType: type)
        }
    }

    /// Legacy tokens without a type whose value, through their aliases, reads as a color are
    /// colors (Style Dictionary types by the path, `color.…`, or not at all).
    mutating func typeLegacyTokensByValue() {
        guard !legacyUntyped.isEmpty else { return }
        var typed = false
        for name in legacyUntyped.sorted() {
            guard let token = tokens[name], token.type == nil, case .success(let end)? = resolutions[name], end.type == nil,
                let text = end.value.value.string, (try? SRGB(parsing: text)) != nil
            else { continue }
            tokens[name] = Token(value: token.value, type: "color", object: token.object)
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

extension JSONNode {
    /// This token object with `modes` (mode name → value) written into its `$extensions` under
    /// `key`, as a format whose modes are written otherwise (Style Dictionary's `darkValue`,
    /// Spectrum's `sets`) is read: one way for every format.
    func withModes(_ modes: [String: JSONValue], in key: String) -> JSONNode {
        let written = JSONValue.object(modes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, at: position)
        let extensions = value.object?["$extensions"].flatMap { $0.object == nil ? nil : $0 } ?? JSONValue.object([], at: position)
        return JSONNode(value.setting("$extensions", to: extensions.setting(key, to: written)), file: file, keyPath: keyPath)
    }
}
