import AdaptedSystemUI
import ColorScience
import Foundation

/// Token documents read as themes: each appearance cell is an ordered stack of token files (or
/// sets) merged — a later token replacing an earlier one of the same name — with aliases
/// resolved in the merged stack, so a semantic token aliasing `{gray.900}` is the light
/// file's gray in light and the dark file's in dark. The theme-file sets of a folder or list
/// (``DesignTokens/read(themeFiles:modes:)``) and Tokens Studio's themes are read through this.
struct ThemedTokens {
    struct Theme {
        /// What the input calls it, for notes: `dark`, `Dark HC`.
        let name: String
        let cell: Appearance
        /// The documents merged for the cell, in order.
        let documents: [TokenFile]
    }

    /// The format, for messages: `"theme files"`, `"Tokens Studio themes"`.
    let format: String
    /// The input as given.
    let input: String
    var themes: [Theme] = []
    /// The names of the tokens that are the palette's colors (those of the themes' own files
    /// or sets); the others only resolve aliases.
    var colorNames: Set<String> = []
    var notes: [String] = []

    func palette(name: String, title: String) throws(InputFileError) -> Palette {
        var merged: [(Theme, TokenFile)] = []
        for theme in themes {
            let file = TokenFile(merging: theme.documents, path: input)
            try file.checkSupported()
            if let modes = file.modeExtension {
                throw modes.error(
                    "per-token modes in a file of a theme set: its theme comes from its name; give one file with modes, or theme files without")
            }
            merged.append((theme, file))
        }
        guard let light = merged.first(where: { $0.0.cell == .light })?.1, merged.contains(where: { $0.0.cell == .dark }) else {
            throw InputFileError(file: input, message: "\(format): needs a light and a dark theme (themes: \(themes.map(\.name).joined(separator: ", ")))")
        }
        return try palette(merged, light: light, name: name, title: title)
    }

    private func palette(_ merged: [(Theme, TokenFile)], light: TokenFile, name: String, title: String) throws(InputFileError) -> Palette {
        var notes = self.notes
        var colors: [AdaptiveColor] = []
        var unresolved: [UnresolvedColor] = []
        let isColor = { (name: String) in merged.contains { $0.1.resolvedType(name) == "color" } }
        let names = colorNames.filter(isColor).sorted()
        for colorName in names {
            var cells: [Appearance: SRGB] = [:]
            var missing: [String] = []
            for (theme, file) in merged {
                guard file.tokens[colorName] != nil else {
                    missing.append(theme.name)
                    continue
                }
                cells[theme.cell] = try file.color(colorName, notes: &notes)
            }
            guard let lightValue = cells[.light], cells[.dark] != nil else {
                // Checked as incomplete: a color the dark theme lacks is not its light one.
                unresolved.append(UnresolvedColor(name: colorName, reason: "not in the \(missing.joined(separator: ", ")) theme\(missing.count == 1 ? "" : "s")"))
                continue
            }
            // A cell is the color's own when it differs from what it falls back to.
            let given = cells
            for cell in Appearance.allCases where cell != .light && cell != .dark {
                guard let value = given[cell] else { continue }
                let fallback = AdaptiveValue<SRGB>.fallbacks(for: cell).lazy.filter { $0 != cell }.compactMap { given[$0] }.first ?? lightValue
                if value == fallback { cells[cell] = nil }
            }
            guard let color = AdaptiveColor(colorName, cells: cells) else { continue }
            colors.append(color)
        }
        if let note = merged.lazy.compactMap({ $0.1.legacyNote() }).first { notes.append(note) }
        if let note = light.nonColorNote() { notes.append(note) }
        if let note = light.unusedKeysNote() { notes.append(note) }
        guard !colors.isEmpty || !unresolved.isEmpty else {
            throw InputFileError(file: input, message: "\(format): the themes hold no color tokens")
        }
        let others = merged.filter { $0.0.cell != .light }.map { ($0.0.cell, $0.1) }
        return Palette(
            name: name, title: title, release: "", source: input, notes: notes, colors: colors, unresolved: unresolved,
            locations: light.locations(of: colors, cells: others))
    }
}

extension DesignTokens {
    /// The appearance cell a theme file's path names, the words that name it, and whether
    /// the path names a theme at all: `dark/high-contrast.json` → dark, increased contrast;
    /// `tokens/global.json` → none; `dark-dimmed.json` → a theme (`dark dimmed`) that is no
    /// cell. A mode mapped by name (`--mode dark=night`) is matched against the file's name
    /// without extensions and its folders.
    static func themeCell(of relativePath: String, modes: [String: Appearance]) -> (theme: String?, cell: Appearance?) {
        var stem = relativePath
        for suffix in [".tokens.json5", ".tokens.json", ".json5", ".json", ".tokens"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        let components = stem.split(separator: "/").map(String.init)
        for component in components.reversed() {
            if let cell = modes[component] { return (component, cell) }
        }
        // Words: split at separators and where a lowercase letter meets a capital (`DarkHC`).
        var words: [String] = []
        var current = ""
        for character in stem {
            if "/._- ".contains(character) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
            } else {
                if character.isUppercase, let last = current.last, last.isLowercase {
                    words.append(current.lowercased())
                    current = ""
                }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        let isDark = words.contains("dark")
        let contrast = words.contains("hc") || words.contains("highcontrast") || (words.contains("high") && words.contains("contrast"))
            || words.contains("ax") || words.contains("accessible")
        // High contrast alone is the light theme's (`background.hc.json5`).
        let isLight = words.contains("light") || (contrast && !isDark)
        guard isLight || isDark else { return (nil, nil) }
        let themeWords = words.filter { !["high", "contrast", "hc", "highcontrast", "ax", "accessible", "elevated", "light", "dark", "mode", "theme", "color", "colors", "tokens"].contains($0) }
        let theme = words.filter { ["light", "dark", "high", "contrast", "hc", "highcontrast", "elevated", "dimmed", "dim", "colorblind", "tritanopia", "protanopia", "deuteranopia", "medium"].contains($0) }
            .joined(separator: " ")
        guard isLight != isDark else { return (theme, nil) }
        // Words beside the appearance that name another variant (dimmed, colorblind) make a
        // theme this cell is not.
        let variants: Set<String> = ["dimmed", "dim", "colorblind", "tritanopia", "protanopia", "deuteranopia", "medium", "wireframe"]
        guard themeWords.allSatisfy({ !variants.contains($0) }) else { return (theme, nil) }
        let elevated = words.contains("elevated")
        return (theme, Appearance(isDark ? .dark : .light, level: elevated ? .elevated : .base, contrast: contrast ? .increased : .normal))
    }

    /// Each token's name without its `word` path part, when every token of `files` has one
    /// (`color.light.text` → `color.text`); `nil` otherwise.
    static func withoutThemeWord(_ files: [TokenFile], word: String) -> [String: String]? {
        var names: [String: String] = [:]
        for file in files {
            for name in file.tokens.keys {
                var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard let index = parts.firstIndex(where: { $0.lowercased() == word }) else { return nil }
                parts.remove(at: index)
                guard !parts.isEmpty else { return nil }
                names[name] = parts.joined(separator: ".")
            }
        }
        return names.isEmpty ? nil : names
    }

    /// Reads theme files as one palette: files named for a theme (`light.json`, `dark/`,
    /// `colors-dark.json`, `dark-high-contrast.json`) belong to that theme's cell; the others
    /// are shared by every theme (a global palette the theme files alias into). Each cell is
    /// the shared files, then the files of the cells it falls back to (dark under dark high
    /// contrast), then its own, merged in that order, aliases resolved after the merge. When
    /// no file is named for light, light is the shared files alone, and the notes say so.
    ///
    /// The palette's colors are the tokens of the theme files, the shared tokens that alias
    /// (semantic tokens), and — when there is no light file — every shared token; shared
    /// literal values (primitives) only resolve aliases, and the notes count them.
    ///
    /// - Parameters:
    ///   - files: the token files, in the order they stack.
    ///   - modes: file or folder names mapped to cells (`["night": .dark]`), over the names' own reading.
    public static func read(themeFiles files: [String], modes: [String: Appearance] = [:]) throws(InputFileError) -> Palette {
        try read(themeFiles: files, relativeTo: nil, input: files.joined(separator: ","), modes: modes)
    }

    static func read(themeFiles files: [String], relativeTo folder: String?, input: String, modes: [String: Appearance]) throws(InputFileError) -> Palette {
        var shared: [(String, TokenFile)] = []
        var byCell: [Appearance: [(String, TokenFile)]] = [:]
        var unaudited: [String] = []
        var placed: [String] = []
        let confinement = folder.map { InputConfinement(folder: $0) }
        for path in files {
            let relative = folder.map { String(path.dropFirst($0.count).drop(while: { $0 == "/" })) } ?? path
            var (theme, cell) = themeCell(of: relative, modes: modes)
            if theme != nil, cell == nil {
                unaudited.append(relative)
                continue
            }
            let tokens = try TokenFile(path: path, confinement: confinement)
            // Figma's export names its mode inside the file (`Mode 1.tokens.json` may be dark).
            if theme == nil, let mode = tokens.figmaModeName {
                (theme, cell) = modes[mode].map { (mode, $0) } ?? themeCell(of: mode, modes: [:])
                if theme != nil, cell == nil {
                    unaudited.append("\(relative) (mode '\(mode)')")
                    continue
                }
            }
            if let cell {
                byCell[cell, default: []].append((relative, tokens))
                placed.append("\(relative) → \(cell.key)")
            } else {
                shared.append((relative, tokens))
            }
        }
        guard byCell[.dark] != nil else {
            throw InputFileError(
                file: input,
                message: "theme files: no file is named for dark (\(placed.isEmpty ? "none is named for a theme" : placed.joined(separator: ", "))); name one with --mode dark=NAME")
        }
        guard byCell[.light] != nil || !shared.isEmpty else {
            throw InputFileError(
                file: input, message: "theme files: no file is named for light and none is shared (\(placed.joined(separator: ", "))); name one with --mode light=NAME")
        }
        var set = ThemedTokens(format: "theme files", input: input)
        set.notes.append("theme files: " + (placed + shared.map { "\($0.0) → shared" }).joined(separator: ", "))
        // Theme files that name their theme inside every token's path (`color.light.text` in
        // light.json, `color.dark.text` in dark.json) define one color under two names: each
        // token is also given its name without that part, and those names are the colors.
        var renamed: Set<String> = []
        if let light = byCell[.light], let dark = byCell[.dark],
            let lightNames = Self.withoutThemeWord(light.map(\.1), word: "light"),
            let darkNames = Self.withoutThemeWord(dark.map(\.1), word: "dark"),
            !Set(lightNames.values).isDisjoint(with: darkNames.values)
        {
            for (cell, word, names) in [(Appearance.light, "light", lightNames), (.dark, "dark", darkNames)] {
                byCell[cell] = byCell[cell]!.map { relative, file in
                    var file = file
                    for (original, plain) in names where file.tokens[original] != nil && file.tokens[plain] == nil {
                        let token = file.tokens[original]!
                        let alias = JSONValue(kind: .string("{\(original)}"), position: token.value.position)
                        file.tokens[plain] = TokenFile.Token(value: JSONNode(alias, file: token.value.file, keyPath: token.value.keyPath), type: token.type, object: token.object)
                        renamed.insert(plain)
                    }
                    file.resolutions = [:]
                    file.resolveAliases()
                    return (relative, file)
                }
                set.notes.append("the \(word) files name their theme in every token ('\(word)' in the path): colors are named without it")
            }
        }
        if byCell[.light] == nil {
            set.notes.append("light is the shared files alone (no file is named for light)")
        }
        if !unaudited.isEmpty {
            set.notes.append("files of themes that name no appearance cell, not read: \(unaudited.joined(separator: ", ")) (map one with --mode CELL=NAME)")
        }
        for cell in Appearance.allCases where cell == .light || byCell[cell] != nil {
            // Base first: dark, then dark high contrast's own files over it.
            var stack = shared.map(\.1)
            var seen: Set<Appearance> = []
            for fallback in AdaptiveValue<SRGB>.fallbacks(for: cell).reversed() where seen.insert(fallback).inserted {
                stack += (byCell[fallback] ?? []).map(\.1)
            }
            let name = cell.key
            set.themes.append(ThemedTokens.Theme(name: name, cell: cell, documents: stack))
        }
        for (_, files) in byCell {
            for (_, file) in files { set.colorNames.formUnion(renamed.isEmpty ? Set(file.tokens.keys) : renamed.intersection(file.tokens.keys)) }
        }
        var primitives: [String] = []
        for (_, file) in shared {
            for (name, token) in file.tokens {
                if byCell[.light] == nil || TokenFile.aliasTarget(token.value.value) != nil {
                    set.colorNames.insert(name)
                } else if !set.colorNames.contains(name), file.resolvedType(name) == "color" {
                    primitives.append(name)
                }
            }
        }
        if let note = ModedColors.note(primitives.filter { !set.colorNames.contains($0) }.sorted(), "shared tokens with literal values (primitives) only resolve aliases, not audited as colors") {
            set.notes.append(note)
        }
        let paletteName = folder.map { URL(fileURLWithPath: $0).lastPathComponent } ?? paletteName(files[0])
        return try set.palette(name: paletteName, title: "\(paletteName) design tokens")
    }
}
