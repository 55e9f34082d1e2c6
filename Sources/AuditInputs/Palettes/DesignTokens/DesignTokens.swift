import AdaptedSystemUI
import ColorScience
import Foundation

/// Reads W3C design tokens (Design Tokens Community Group format) into a palette.
///
/// Accepted:
/// - tokens are objects with `$value`; groups are objects without one; `$type` is inherited
///   from the enclosing groups; only `color` tokens become colors (others are skipped);
/// - a color `$value` is a string in any syntax `SRGB(parsing:)` accepts, or an object
///   `{"colorSpace": "srgb" | "display-p3", "components": [r, g, b], "alpha": a}` (components
///   0–1; Display P3 converted through Little CMS, out-of-gamut colors reported in the notes);
/// - aliases `"{group.token}"`, followed through any number of steps, with cycles reported;
/// - modes, three ways: a light file and a dark file given together (every color token of
///   the light file must be in the dark file; tokens only in the dark file are listed in the
///   notes); one file whose tokens carry the other cells in
///   `"$extensions": {"com.perseusdarkmode.modes": {"dark": …, "darkElevated": …}}` (the
///   `$value` is light; a token without a dark mode is the same in dark; an alias resolves in
///   each cell); or one file with Terrazzo's legacy `"$extensions": {"mode": {…}}`. (A
///   resolver document is read by ``TokenResolver``.)
///
/// Color names are the tokens' dotted paths (`color.text.primary`).
public enum DesignTokens {
    /// The mode extension's key.
    public static let modesExtension = "com.perseusdarkmode.modes"
    /// Terrazzo's legacy per-token modes: `"$extensions": {"mode": {"light": …, "dark": …}}`.
    public static let terrazzoModesExtension = "mode"

    /// Reads tokens: one file (with mode extensions), or a light and a dark file.
    ///
    /// - Parameters:
    ///   - light: the token file, or the light one of two.
    ///   - dark: the dark file, when modes come as two files.
    ///   - contexts: mode names mapped to appearance cells, over the names' own reading
    ///     (``TokenResolver/appearance(forContext:)``), for Terrazzo's legacy modes.
    public static func read(light: String, dark: String? = nil, contexts: [String: Appearance] = [:]) throws(InputFileError) -> Palette {
        var lightTokens = try TokenFile(path: light)
        var darkFile = try dark.map { path throws(InputFileError) in try TokenFile(path: path) }
        // Figma's exports name their mode inside: a dark export given first is read as dark.
        if let second = darkFile {
            let cell = { (file: TokenFile) in file.figmaModeName.flatMap { contexts[$0] ?? themeCell(of: $0, modes: [:]).cell } }
            if cell(lightTokens) == .dark || cell(second) == .light {
                guard cell(lightTokens) != cell(second) else {
                    throw InputFileError(file: light, message: "this file and \(second.path) are both Figma exports of a \(cell(second)!.key) mode")
                }
                (lightTokens, darkFile) = (second, lightTokens)
            }
        }
        if darkFile == nil, let mode = lightTokens.figmaModeName, lightTokens.modeExtension == nil,
            let cell = contexts[mode] ?? themeCell(of: mode, modes: [:]).cell, cell != .light
        {
            // Figma's export of a dark mode, alone, would be read as light.
            throw InputFileError(
                file: light,
                message: "a Figma export of mode '\(mode)' (\(cell.key)): alone it would be read as light; give it with the light mode's file (--palette Light.tokens.json,\(URL(fileURLWithPath: light).lastPathComponent))")
        }
        if darkFile == nil, let theme = theme(of: URL(fileURLWithPath: light).lastPathComponent), !theme.contains("light"),
            lightTokens.modeExtension == nil
        {
            // A file named for a dark theme, with no modes inside, would be read as light.
            throw InputFileError(
                file: light,
                message: "named for a dark theme but holds no modes: it would be read as light; give it as the dark of two files (--palette light.json,\(URL(fileURLWithPath: light).lastPathComponent))")
        }
        return try read(lightTokens, dark: darkFile, contexts: contexts)
    }

    /// Reads every token file in a folder and its subfolders as one palette. When files are
    /// named for themes (`light/…`, `tokens-dark.json`), each theme is its own stack of the
    /// shared files and its own (``read(themeFiles:modes:)``). Otherwise the files are one
    /// document: in path order, a later token replacing an earlier one of the same name,
    /// aliases resolved across files after the merge (as the resolver module merges its
    /// sources), modes from the tokens' mode extensions. JSON files that are not token files,
    /// and resolver documents, are named in the notes, not read.
    ///
    /// - Throws: ``InputFileError`` for a folder with no token file, or at the place in a file
    ///   that is wrong.
    ///
    /// - Parameters:
    ///   - folder: the folder.
    ///   - contexts: mode names mapped to appearance cells (`--mode dark=night`), for theme
    ///     files' names and Terrazzo's legacy modes.
    public static func read(folder: String, contexts: [String: Appearance] = [:]) throws(InputFileError) -> Palette {
        let (files, skipped, _) = tokenFiles(in: folder)
        guard !files.isEmpty else {
            throw InputFileError(file: folder, message: "holds no design-token file (.json or .json5 with $value or $type members)")
        }
        // Files named for themes (light/…, dark.json): each theme its own stack of files.
        if files.contains(where: { themeCell(of: String($0.dropFirst(folder.count).drop(while: { $0 == "/" })), modes: contexts).theme != nil }) {
            var palette = try read(themeFiles: files, relativeTo: folder, input: folder, modes: contexts)
            if !skipped.isEmpty {
                palette = Palette(
                    name: palette.name, title: palette.title, release: palette.release, source: palette.source,
                    notes: palette.notes + ["not read (not token files, or resolver documents to give as the input): " + skipped.joined(separator: ", ")],
                    colors: palette.colors, unresolved: palette.unresolved, locations: palette.locations)
            }
            return palette
        }
        var parsed: [TokenFile] = []
        var definedIn: [String: [String]] = [:]
        let confinement = InputConfinement(folder: folder)
        for file in files {
            let tokens = try TokenFile(path: file, confinement: confinement)
            for name in tokens.tokens.keys { definedIn[name, default: []].append(file) }
            parsed.append(tokens)
        }
        let merged = TokenFile(merging: parsed, path: folder)
        var palette = try read(merged, dark: nil, contexts: contexts)
        var notes = ["\(files.count) token file\(files.count == 1 ? "" : "s") merged in path order: "
            + files.map { String($0.dropFirst(folder.count).drop(while: { $0 == "/" })) }.joined(separator: ", ")]
        let replaced = definedIn.filter { $0.value.count > 1 }.keys.sorted()
        if !replaced.isEmpty {
            notes.append("\(replaced.count) token\(replaced.count == 1 ? " is" : "s are") defined in more than one file, the later file's "
                + "value used: " + replaced.prefix(10).joined(separator: ", ") + (replaced.count > 10 ? ", …" : ""))
        }
        if !skipped.isEmpty {
            notes.append("not read (not token files, or resolver documents to give as the input): " + skipped.joined(separator: ", "))
        }
        palette = Palette(
            name: palette.name, title: palette.title, release: palette.release, source: folder, notes: notes + palette.notes,
            colors: palette.colors, unresolved: palette.unresolved, locations: palette.locations)
        return palette
    }

    /// The theme a file's path names, if any: its words that name an appearance or a theme
    /// variant (`dark/dark.high-contrast.tokens.json` → `contrast dark high`), or `nil`.
    static func theme(of path: String) -> String? {
        let themeWords: Set<String> = ["light", "dark", "high", "contrast", "hc", "dimmed", "dim", "elevated", "colorblind", "tritanopia"]
        let words = Set(path.lowercased().split(whereSeparator: { "/._- ".contains($0) }).map(String.init)).intersection(themeWords)
        guard words.contains("light") || words.contains("dark") else { return nil }
        return words.sorted().joined(separator: " ")
    }

    /// The token files under `folder` (recursively, hidden entries left out), in path order;
    /// the other `.json`/`.json5` files found, and the resolver documents among them, relative
    /// to it. Each file's head is read once.
    static func tokenFiles(in folder: String) -> (files: [String], skipped: [String], resolvers: [String]) {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return ([], [], []) }
        var files: [String] = [], skipped: [String] = [], resolvers: [String] = []
        while let relative = walker.nextObject() as? String {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard relative.hasSuffix(".json") || relative.hasSuffix(".json5") || relative.hasSuffix(".tokens") else { continue }
            let isResolver = TokenResolver.isResolverDocument(path)
            if !isResolver, DesignTokenSource.isTokenFile(path) {
                files.append(path)
            } else {
                skipped.append(relative)
                if isResolver { resolvers.append(relative) }
            }
        }
        return (files.sorted(), skipped.sorted(), resolvers.sorted())
    }

    /// Tokens read, as one file or a light and a dark one.
    static func read(_ lightTokens: TokenFile, dark darkFile: TokenFile?, contexts: [String: Appearance]) throws(InputFileError) -> Palette {
        let light = lightTokens.path
        let dark = darkFile?.path
        for file in [lightTokens] + (darkFile.map { [$0] } ?? []) {
            try file.checkSupported()
        }
        if darkFile == nil, !lightTokens.legacyModes.isEmpty {
            return try readLegacyModes(lightTokens, contexts: contexts)
        }
        var notes: [String] = []
        var colors: [AdaptiveColor] = []
        let darkTokens = darkFile
        // One view of the file per cell its mode extensions name, so that aliases resolve in
        // the cell: dark, then the others in order (each after its fallbacks).
        var views: [(Appearance, TokenFile)] = []
        if darkTokens != nil {
            for file in [lightTokens] + (darkFile.map { [$0] } ?? []) {
                if let modes = file.modeExtension {
                    throw modes.error(
                        "per-token modes in a file given as one of a light and a dark file; give one file with modes, or two without")
                }
            }
        } else {
            for name in lightTokens.tokens.keys.sorted() { _ = try lightTokens.modes(of: name) }   // every extension checked
            for cell in Appearance.allCases where cell != .light && lightTokens.modeCells.contains(cell) {
                views.append((cell, try lightTokens.modeView(cell: cell)))
            }
        }
        for name in lightTokens.colorNames {
            var cells: [Appearance: SRGB] = [:]
            cells[.light] = try lightTokens.color(name, notes: &notes)
            if let darkTokens {
                guard darkTokens.tokens[name] != nil else {
                    throw darkTokens.errorAboutMissing(name, "missing: the token is in \(light) but not in this file")
                }
                cells[.dark] = try darkTokens.color(name, notes: &notes)
            }
            for (cell, view) in views {
                let value = try view.color(name, notes: &notes)
                // A cell is the color's own when it differs from what its fallbacks give
                // (dark falls back to light: a token without a dark mode is the same in dark).
                let fallback = AdaptiveValue<SRGB>.fallbacks(for: cell).dropFirst().lazy.compactMap { cells[$0] }.first ?? cells[.light]
                if value != fallback || cell == .dark { cells[cell] = value }
            }
            if cells[.dark] == nil { cells[.dark] = cells[.light] }
            guard let color = AdaptiveColor(name, cells: cells) else {
                throw lightTokens.errorAboutMissing(name, "has no light and dark value")
            }
            colors.append(color)
        }
        if let darkTokens {
            // A dark file may hold primitives of its own; they are not colors of the palette.
            let extra = darkTokens.colorNames.filter { lightTokens.tokens[$0] == nil }
            if !extra.isEmpty {
                notes.append("Only in \(darkTokens.path), not audited: \(extra.joined(separator: ", ")).")
            }
        }
        if darkFile == nil, views.isEmpty {
            // Nothing gives a dark value: say so, so that a pass in dark is read for what it is.
            notes.append((lightTokens.figmaModeName.map { "a Figma export of one mode ('\($0)'): " } ?? "")
                + "each token has one value (no modes, no dark file), checked in light and dark alike")
        }
        if let note = lightTokens.legacyNote() { notes.append(note) }
        if let note = lightTokens.nonColorNote() { notes.append(note) }
        if let note = lightTokens.unusedKeysNote() { notes.append(note) }
        guard !colors.isEmpty else { throw lightTokens.firstBrokenAlias ?? InputFileError(file: light, message: "contains no color tokens") }
        return Palette(
            name: paletteName(light), title: "\(paletteName(light)) design tokens", release: "",
            source: [light, dark].compactMap { $0 }.joined(separator: ", "), notes: notes, colors: colors,
            locations: lightTokens.locations(of: colors, cells: darkTokens.map { [(.dark, $0)] } ?? []))
    }

    static func paletteName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent.replacingOccurrences(of: ".tokens.json", with: "")
            .replacingOccurrences(of: ".json5", with: "").replacingOccurrences(of: ".json", with: "")
    }

    /// Terrazzo's legacy modes: each mode that names an appearance cell (or is mapped to
    /// one) gives that cell; light is the `light` mode or, without one, `$value`.
    static func readLegacyModes(_ tokens: TokenFile, contexts: [String: Appearance]) throws(InputFileError) -> Palette {
        var cells: [(String?, Appearance)] = tokens.legacyModes.sorted().compactMap { mode in
            (contexts[mode] ?? TokenResolver.appearance(forContext: mode)).map { (mode, $0) }
        }
        guard cells.contains(where: { $0.1 == .dark }) else {
            throw InputFileError(
                file: tokens.path,
                message: "no mode of the tokens' modes is dark (modes: \(tokens.legacyModes.sorted().joined(separator: ", "))); name the one that is with --mode dark=NAME")
        }
        if !cells.contains(where: { $0.1 == .light }) { cells.append((nil, .light)) }
        let views = cells.map { mode, cell in (cell, mode.map { tokens.modeView($0) } ?? tokens) }
        var notes: [String] = []
        var colors: [AdaptiveColor] = []
        for name in tokens.colorNames {
            var values: [Appearance: SRGB] = [:]
            for (cell, view) in views { values[cell] = try view.color(name, notes: &notes) }
            guard let color = AdaptiveColor(name, cells: values) else { continue }
            colors.append(color)
        }
        let unmapped = tokens.legacyModes.subtracting(cells.compactMap(\.0)).sorted()
        if !unmapped.isEmpty {
            notes.append("modes that name no appearance cell, not audited: \(unmapped.joined(separator: ", ")) "
                + "(map one with --mode CELL=NAME)")
        }
        if !cells.contains(where: { $0.0 == "light" }) { notes.append("light is each token's $value (no light mode)") }
        if let note = tokens.legacyNote() { notes.append(note) }
        if tokens.spectrumSystemsSkipped > 0 {
            notes.append("\(tokens.spectrumSystemsSkipped) token\(tokens.spectrumSystemsSkipped == 1 ? "" : "s") with sets per design system (spectrum, express): the spectrum sets read")
        }
        if let note = tokens.nonColorNote() { notes.append(note) }
        if let note = tokens.unusedKeysNote() { notes.append(note) }
        guard !colors.isEmpty else { throw tokens.firstBrokenAlias ?? InputFileError(file: tokens.path, message: "contains no color tokens") }
        return Palette(
            name: paletteName(tokens.path), title: "\(paletteName(tokens.path)) design tokens", release: "", source: tokens.path,
            notes: notes, colors: colors, locations: tokens.locations(of: colors))
    }
}
