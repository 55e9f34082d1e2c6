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
        let lightTokens = try TokenFile(path: light)
        let darkFile = try dark.map { path throws(InputFileError) in try TokenFile(path: path) }
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

    /// Reads every token file in a folder and its subfolders as one document: the files in
    /// path order, a later token replacing an earlier one of the same name, aliases resolved
    /// across files after the merge (as the resolver module merges its sources). Modes come
    /// from the tokens' mode extensions. JSON files that are not token files, and resolver
    /// documents, are named in the notes, not read.
    ///
    /// - Throws: ``InputFileError`` for a folder with no token file, or at the place in a file
    ///   that is wrong.
    public static func read(folder: String, contexts: [String: Appearance] = [:]) throws(InputFileError) -> Palette {
        let (files, skipped) = tokenFiles(in: folder)
        guard !files.isEmpty else {
            throw InputFileError(file: folder, message: "holds no design-token file (.json or .json5 with $value or $type members)")
        }
        var parsed: [TokenFile] = []
        var definedIn: [String: [String]] = [:]
        for file in files {
            let tokens = try TokenFile(path: file)
            for name in tokens.tokens.keys { definedIn[name, default: []].append(file) }
            parsed.append(tokens)
        }
        // Files of different themes (light/…, dark/…) merged would audit one theme as both.
        let resolvers = skipped.filter { TokenResolver.isResolverDocument((folder as NSString).appendingPathComponent($0)) }
        for name in definedIn.keys.sorted() {
            guard let owners = definedIn[name], owners.count > 1 else { continue }
            let themes = Set(owners.map { Self.theme(of: String($0.dropFirst(folder.count))) })
            guard themes.count > 1 else { continue }
            let relative = owners.map { String($0.dropFirst(folder.count).drop(while: { $0 == "/" })) }
            throw InputFileError(
                file: folder, keyPath: name,
                message: "defined in files of different themes (\(relative.joined(separator: ", "))): merged, one theme would be audited as both; "
                    + (resolvers.isEmpty ? "give a light and a dark file (--palette light.json,dark.json)" : "give the resolver document (\(resolvers.joined(separator: ", ")))"))
        }
        let merged = TokenFile(merging: parsed, path: folder)
        let themed = files.map { String($0.dropFirst(folder.count).drop(while: { $0 == "/" })) }.filter { Self.theme(of: $0) != nil }
        if !themed.isEmpty, merged.modeExtension == nil {
            // Theme files with no modes inside: their values would all be read as light.
            throw InputFileError(
                file: folder,
                message: "files named for themes (\(themed.prefix(5).joined(separator: ", "))\(themed.count > 5 ? ", …" : "")) hold no modes: "
                    + "they would be read as light; "
                    + (resolvers.isEmpty ? "give a light and a dark file (--palette light.json,dark.json)" : "give the resolver document (\(resolvers.joined(separator: ", ")))"))
        }
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

    /// The token files under `folder` (recursively, hidden entries left out), in path order,
    /// and the other `.json`/`.json5` files found, relative to it.
    static func tokenFiles(in folder: String) -> (files: [String], skipped: [String]) {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
        var files: [String] = [], skipped: [String] = []
        while let relative = walker.nextObject() as? String {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard relative.hasSuffix(".json") || relative.hasSuffix(".json5") || relative.hasSuffix(".tokens") else { continue }
            if DesignTokenSource.isTokenFile(path) && !TokenResolver.isResolverDocument(path) {
                files.append(path)
            } else {
                skipped.append(relative)
            }
        }
        return (files.sorted(), skipped.sorted())
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
                if let (path, keyPath) = file.modeExtension {
                    throw InputFileError(
                        file: path, keyPath: keyPath,
                        message: "per-token modes in a file given as one of a light and a dark file; give one file with modes, or two without")
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
                    throw InputFileError(
                        file: dark ?? "", keyPath: name, message: "missing: the token is in \(light) but not in this file")
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
                throw InputFileError(file: light, keyPath: name, message: "has no light and dark value")
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
        if let note = lightTokens.nonColorNote() { notes.append(note) }
        guard !colors.isEmpty else { throw InputFileError(file: light, message: "contains no color tokens") }
        return Palette(
            name: paletteName(light), title: "\(paletteName(light)) design tokens", release: "",
            source: [light, dark].compactMap { $0 }.joined(separator: ", "), notes: notes, colors: colors,
            locations: lightTokens.locations(of: colors))
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
                message: "$extensions.mode has no dark mode (modes: \(tokens.legacyModes.sorted().joined(separator: ", "))); map one with --context NAME=dark")
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
            notes.append("modes of $extensions.mode that name no appearance cell, not audited: \(unmapped.joined(separator: ", ")) "
                + "(map one with --context NAME=cell)")
        }
        if !cells.contains(where: { $0.0 == "light" }) { notes.append("light is each token's $value (no light mode)") }
        if let note = tokens.nonColorNote() { notes.append(note) }
        guard !colors.isEmpty else { throw InputFileError(file: tokens.path, message: "contains no color tokens") }
        return Palette(
            name: paletteName(tokens.path), title: "\(paletteName(tokens.path)) design tokens", release: "", source: tokens.path,
            notes: notes, colors: colors, locations: tokens.locations(of: colors))
    }
}

/// One token file, flattened: every token by its dotted path, with its inherited type.
struct TokenFile {
    struct Token {
        let value: Any
        let type: String?
        let object: JSONObject
        /// Where the value is written, when not at `$value` (a legacy mode's value).
        var valuePath: String?

        init(value: Any, type: String?, object: JSONObject, valuePath: String? = nil) {
            self.value = value
            self.type = type
            self.object = object
            self.valuePath = valuePath
        }

        /// The key path of the value, for errors.
        var valueKeyPath: String { valuePath ?? object.child("$value") }
    }

    /// Where a token's alias chain ends: the value and where it is written, and the first
    /// type met along the way; or why it does not end.
    struct Resolution {
        let value: Any
        let keyPath: String
        let type: String?
    }

    let path: String
    var tokens: [String: Token] = [:]
    /// Every token's alias chain, followed once: a chain of n aliases costs O(n) in all, not
    /// O(n²) per token.
    var resolutions: [String: Result<Resolution, InputFileError>] = [:]
    /// Color tokens in document order of their paths (sorted, for stable output).
    var colorNames: [String] { tokens.keys.filter { resolvedType($0) == "color" }.sorted() }

    init(path: String) throws(InputFileError) {
        let document = try JSONReferences.expand(JSONDocument.read(path), file: path)
        try self.init(root: JSONObject(document, file: path, path: ""))
    }

    /// Tokens from a document, or a part of one (a resolver's inline source, a `$ref`'s
    /// target); aliases are resolved at once.
    init(root: JSONObject) throws(InputFileError) {
        self.path = root.file
        self.namePrefixLength = root.path.isEmpty ? 0 : root.path.count + 1
        try collect(root, inheritedType: nil)
        resolveAliases()
    }

    /// Tokens under a pointer (`modes.json#/light`) are named from the pointed-to object:
    /// `light.blue` is `blue`. Errors keep the full key path.
    private var namePrefixLength = 0

    /// Several token documents merged in order — a later token replaces an earlier one of
    /// the same path, as the resolver module orders sources — with aliases resolved on the
    /// result, never before (DTCG Resolver Module 2025.10, "Resolution").
    init(merging files: [TokenFile], path: String) {
        self.path = path
        for file in files {
            // A later token replaces an earlier one; a `$type` it leaves out stays the
            // earlier one's (the type an override's groups gave it in its own file).
            tokens.merge(file.tokens) { earlier, later in
                later.type == nil ? Token(value: later.value, type: earlier.type, object: later.object) : later
            }
            legacyModes.formUnion(file.legacyModes)
            modeCells.formUnion(file.modeCells)
            if modeExtension == nil { modeExtension = file.modeExtension }
            if unreadModeData == nil { unreadModeData = file.unreadModeData }
            if unappliedModifier == nil { unappliedModifier = file.unappliedModifier }
            if unsupportedReference == nil { unsupportedReference = file.unsupportedReference }
        }
        resolveAliases()
    }

    /// A `$ref` inside a token document, which the loader does not follow (yet): its keyPath.
    private(set) var unsupportedReference: String?
    /// Where each color's token is written: its file and key path (no line: JSON parsers
    /// give no positions).
    func locations(of colors: [AdaptiveColor]) -> [String: ColorLocation] {
        var result: [String: ColorLocation] = [:]
        for color in colors {
            guard let token = tokens[color.name] else { continue }
            result[color.name] = ColorLocation(file: token.object.file, keyPath: token.object.path)
        }
        return result
    }

    /// The tokens that are not colors, counted by `$type`, for the palette's notes: nothing
    /// a file holds is dropped without a word. Composite types that may hold colors
    /// (border, shadow, gradient) are named as such.
    func nonColorNote() -> String? {
        var counts: [String: Int] = [:]
        for name in tokens.keys where resolvedType(name) != "color" {
            counts[resolvedType(name) ?? "no $type", default: 0] += 1
        }
        guard !counts.isEmpty else { return nil }
        let composite: Set<String> = ["border", "shadow", "gradient"]
        let parts = counts.sorted { $0.key < $1.key }.map { type, count in
            "\(type) \(count)" + (composite.contains(type) ? " (colors inside not audited)" : "")
        }
        let total = counts.values.reduce(0, +)
        return "\(total) token\(total == 1 ? "" : "s") of other types not audited: \(parts.joined(separator: ", "))"
    }

    /// Follows every alias chain once, iteratively (no recursion, so no depth limit), and
    /// records where each ends — or the dangling alias or cycle that stops it.
    private mutating func resolveAliases() {
        for start in tokens.keys.sorted() where resolutions[start] == nil {
            var stack: [String] = []
            var onStack: [String: Int] = [:]
            var current = start
            var outcome: Result<Resolution, InputFileError>
            while true {
                if let known = resolutions[current] {
                    outcome = known
                    break
                }
                guard let token = tokens[current] else {
                    // Only reachable for a target: the previous token's alias names nothing.
                    let previous = stack.last.flatMap { tokens[$0] }
                    outcome = .failure(InputFileError(
                        file: previous?.object.file ?? path, keyPath: previous?.valueKeyPath ?? current,
                        message: "alias {\(current)} names no token"))
                    break
                }
                if let index = onStack[current] {
                    let cycle = (stack[index...] + [current]).joined(separator: " → ")
                    outcome = .failure(InputFileError(
                        file: token.object.file, keyPath: token.valueKeyPath, message: "alias cycle: \(cycle)"))
                    break
                }
                onStack[current] = stack.count
                stack.append(current)
                guard let target = Self.aliasTarget(token.value) else {
                    outcome = .success(Resolution(value: token.value, keyPath: token.valueKeyPath, type: token.type))
                    stack.removeLast()
                    resolutions[current] = outcome
                    break
                }
                current = target
            }
            // Unwind: each token on the stack ends where its target ends, with its own type
            // first; a cycle is reported at each token's own `$value`, with the cycle as first met.
            for name in stack.reversed() {
                guard let token = tokens[name] else { continue }
                switch outcome {
                case .success(let end):
                    outcome = .success(Resolution(value: end.value, keyPath: end.keyPath, type: token.type ?? end.type))
                case .failure(let error):
                    if error.message.hasPrefix("alias cycle") {
                        outcome = .failure(InputFileError(file: token.object.file, keyPath: token.valueKeyPath, message: error.message))
                    }
                }
                resolutions[name] = outcome
            }
        }
    }

    /// Extension keys that hold another appearance's values in the token tools this loader
    /// does not read — Terrazzo's legacy `mode`, Primer's `org.primer.overrides`, Figma's and
    /// Tokens Studio's mode and theme data — or any key naming modes, themes or overrides.
    /// Reading past them would audit the light values as if they were dark.
    static func isModeData(_ key: String, _ value: Any) -> Bool {
        guard key != DesignTokens.modesExtension else { return false }
        let lowered = key.lowercased()
        if ["mode", "modes", "theme", "themes", "override", "overrides", "appearance", "appearances", "variants"]
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

    /// The mode names of Terrazzo's legacy `$extensions.mode` found on tokens.
    private(set) var legacyModes: Set<String> = []
    /// The cells named in tokens' `com.perseusdarkmode.modes` extensions.
    private(set) var modeCells: Set<Appearance> = []
    /// The first token's per-token modes (either extension), for a resolver's refusal.
    private(set) var modeExtension: (file: String, keyPath: String)?

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

    /// The first place a token or group carries mode data the loader does not read.
    private(set) var unreadModeData: (keyPath: String, extensionKey: String, count: Int)?

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

    /// The first token whose value an extension changes in a way the loader does not apply
    /// (Tokens Studio's color modifiers).
    private(set) var unappliedModifier: String?

    private mutating func noteModeData(in object: JSONObject) throws(InputFileError) {
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

    private mutating func collect(_ group: JSONObject, inheritedType: String?) throws(InputFileError) {
        if group.values["$value"] == nil, group.values["value"] != nil, group.values["type"] is String {
            throw InputFileError(
                file: path, keyPath: group.path,
                message: "a token in Tokens Studio's legacy format (value and type without $), which this loader does not read: "
                    + "export the tokens in the W3C format ($value, $type) — Tokens Studio's \"W3C DTCG\" token format setting")
        }
        try noteModeData(in: group)
        if group.values["$ref"] != nil, unsupportedReference == nil { unsupportedReference = group.child("$ref") }
        let type = try group.optionalString("$type") ?? inheritedType
        if group.values["$value"] != nil {
            tokens[String(group.path.dropFirst(namePrefixLength))] = Token(value: group.values["$value"]!, type: type, object: group)
            return
        }
        for key in group.values.keys.sorted() where !key.hasPrefix("$") {
            guard key.contains(".") == false, !key.contains("{"), !key.contains("}") else {
                throw InputFileError(file: path, keyPath: group.child(key), message: "token and group names may not contain '.', '{' or '}'")
            }
            try collect(JSONObject(group.values[key]!, file: path, path: group.child(key)), inheritedType: type)
        }
    }

    /// The type of a token, following aliases when the token itself has none.
    func resolvedType(_ name: String) -> String? {
        if let type = tokens[name]?.type { return type }
        guard case .success(let end) = resolutions[name] else { return nil }
        return end.type
    }

    /// `group.token` for `"{group.token}"`, else `nil`.
    static func aliasTarget(_ value: Any) -> String? {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The color of a token by name, following aliases.
    func color(_ name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        guard tokens[name] != nil, let resolution = resolutions[name] else {
            throw InputFileError(file: path, keyPath: name, message: "no such token")
        }
        switch resolution {
        case .success(let end): return try Self.parseColor(end.value, file: path, keyPath: end.keyPath, name: name, notes: &notes)
        case .failure(let error): throw error
        }
    }

    func color(_ value: Any, keyPath: String, name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        guard let target = Self.aliasTarget(value) else {
            return try Self.parseColor(value, file: path, keyPath: keyPath, name: name, notes: &notes)
        }
        guard let resolution = resolutions[target] else {
            throw InputFileError(file: path, keyPath: keyPath, message: "alias {\(target)} names no token")
        }
        switch resolution {
        case .success(let end): return try Self.parseColor(end.value, file: path, keyPath: end.keyPath, name: name, notes: &notes)
        case .failure(let error): throw error
        }
    }

    /// The other cells a token gives in its mode extension.
    func modes(of name: String) throws(InputFileError) -> [(Appearance, Any, String)] {
        guard let token = tokens[name], let extensions = token.object.values["$extensions"] else { return [] }
        let object = try JSONObject(extensions, file: path, path: token.object.child("$extensions"))
        guard let modesValue = object.values[DesignTokens.modesExtension] else { return [] }
        let modes = try JSONObject(modesValue, file: path, path: object.child(DesignTokens.modesExtension))
        try modes.checkKeys(Appearance.allCases.map(\.key).filter { $0 != "light" })
        return modes.values.keys.sorted().compactMap { key in
            Appearance(key: key).map { ($0, modes.values[key]!, modes.child(key)) }
        }
    }

    /// The DTCG Color Module's color spaces this loader converts.
    static let dtcgSpaces: [String: ColorImport.Space] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "hsl": .hsl, "hwb": .hwb, "lab": .lab, "lch": .lch,
        "oklab": .oklab, "oklch": .oklch, "a98-rgb": .a98RGB, "prophoto-rgb": .proPhotoRGB, "rec2020": .rec2020,
        "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    static func parseColor(_ value: Any, file: String, keyPath: String, name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        if let text = value as? String {
            do {
                return try SRGB(parsing: text)
            } catch {
                throw InputFileError(file: file, keyPath: keyPath, message: error.description)
            }
        }
        let object = try JSONObject(value, file: file, path: keyPath)
        try object.checkKeys(["colorSpace", "components", "alpha", "hex"])
        let spaceName = try object.string("colorSpace")
        guard let space = dtcgSpaces[spaceName] else {
            throw InputFileError(
                file: file, keyPath: object.child("colorSpace"),
                message: "unsupported color space '\(spaceName)'; supported: \(dtcgSpaces.keys.sorted().joined(separator: ", "))")
        }
        guard let list = try object.array("components"), list.count == 3 else {
            throw InputFileError(file: file, keyPath: object.child("components"), message: "expected three components")
        }
        var components: [Double] = []
        for (index, element) in list.enumerated() {
            // "none" is a missing component, which CSS converts as 0.
            if element as? String == "none" {
                components.append(0)
                continue
            }
            guard let number = element as? NSNumber, JSONObject.kind(of: element) == "a number",
                space.componentRanges[index].contains(number.doubleValue)
            else {
                throw InputFileError(
                    file: file, keyPath: object.child("components[\(index)]"),
                    message: "expected a number in \(ColorValueError.text(space.componentRanges[index])) or \"none\"")
            }
            components.append(number.doubleValue)
        }
        var alpha = 1.0
        if let raw = object.values["alpha"] {
            guard let number = raw as? NSNumber, JSONObject.kind(of: raw) == "a number", (0...1).contains(number.doubleValue) else {
                throw InputFileError(file: file, keyPath: object.child("alpha"), message: "expected a number in 0...1")
            }
            alpha = number.doubleValue
        }
        let imported = try ColorImport.srgb(space, components, alpha: alpha, color: name, at: InputLocation(file: file, keyPath: keyPath))
        if let note = imported.gamutNote { notes.append(note) }
        return imported.color
    }
}

/// Design token files: `x.tokens.json` (or `.tokens`), or any JSON file whose content has
/// DTCG members (`"$value"`, `"$type"`) — `tokens.json` is a token file too — or a light and
/// a dark file joined by a comma.
public struct DesignTokenSource: PaletteSource {
    /// Mode names mapped to appearance cells (for Terrazzo's legacy modes).
    public var contexts: [String: Appearance]

    public init(contexts: [String: Appearance] = [:]) {
        self.contexts = contexts
    }

    public var name: String { "design tokens" }

    public func canRead(_ input: String) -> Bool {
        if Self.isTokenFolder(input) { return true }
        let files = Self.files(input)
        return (1...2).contains(files.count) && files.allSatisfy { Self.isTokenFile($0) }
    }

    /// A folder (not an asset catalog) with a token file in it or below.
    static func isTokenFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard !path.hasSuffix(".xcassets"), !path.hasSuffix(".xcassets/"), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return false }
        return !DesignTokens.tokenFiles(in: path).files.isEmpty
    }

    /// By name (`.tokens.json`, `.tokens`), or by content: a `.json` file whose first 64 KB
    /// hold a `"$value"` or `"$type"` member.
    static func isTokenFile(_ path: String) -> Bool {
        if path.hasSuffix(".tokens.json") || path.hasSuffix(".tokens") || path.hasSuffix(".tokens.json5") { return true }
        guard path.hasSuffix(".json") || path.hasSuffix(".json5"), let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let head = (try? handle.read(upToCount: 65_536)) ?? Data()
        let text = String(decoding: head, as: UTF8.self)
        return text.contains("\"$value\"") || text.contains("\"$type\"")
            || (path.hasSuffix(".json5") && (text.contains("$value") || text.contains("$type")))
            || isLegacyTokensStudio(text)
    }

    /// Tokens Studio's legacy format: tokens as `{"value": …, "type": …}`, no `$`. Recognised so
    /// that it is refused by name (``TokenFile``), not read as something else.
    static func isLegacyTokensStudio(_ text: String) -> Bool {
        text.range(of: #""value"\s*:"#, options: .regularExpression) != nil && text.range(of: #""type"\s*:"#, options: .regularExpression) != nil
    }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        if Self.isTokenFolder(input) {
            return LoadedPalette(file: try DesignTokens.read(folder: input, contexts: contexts), stating: nil, sourceName: name)
        }
        let files = Self.files(input)
        let palette = try DesignTokens.read(light: files[0], dark: files.count == 2 ? files[1] : nil, contexts: contexts)
        return LoadedPalette(file: palette, stating: nil, sourceName: name)
    }

    static func files(_ input: String) -> [String] { input.split(separator: ",").map(String.init) }
}
