import AdaptedSystemUI
import ColorScience
import Foundation

/// Reads a DTCG resolver document (Design Tokens Resolver Module 2025.10) into a palette:
/// the way design systems such as GitHub Primer and Figma's Simple Design System ship their
/// themes — token files combined by `sets` and `modifiers` in a `resolutionOrder`.
///
/// - **Sets and sources**: each source is inline tokens or a reference object — `#/sets/x`
///   in the same document, or a file relative to the resolver (`base/color.tokens.json`,
///   optionally with a JSON pointer, `file.json#/color`). Sources merge in order, a later
///   token replacing an earlier one, and aliases are resolved on the merged tokens only
///   (the module's "Resolution" step), so aliases reach across files.
/// - **The appearance modifier**: the modifier whose contexts name appearances. A context's
///   name is read as an appearance cell — `light`, `dark`, `light-hc`, `darkHighContrast`,
///   `dark-elevated`, `lightHighContrastElevated`, … (case, `-`, `_` and spaces ignored;
///   `hc`, `high-contrast`, `contrast` mean increased contrast) — or mapped by
///   ``Options/contexts`` (`["night": .dark]`). Contexts that name no cell (`dark-dimmed`)
///   are listed in the palette's notes, not audited.
/// - **Other modifiers** (size, density, brand) are fixed to one context:
///   ``Options/fixedContexts``, else the modifier's `default`, else a context named
///   `default`; without one, the read stops with an error that lists the contexts.
///
/// Every cell the appearance modifier gives becomes a cell of each color; light and dark
/// are required. Everything else that makes a token file unreadable as a palette (mode
/// data in other extensions, Tokens Studio modifiers) is refused as in ``DesignTokens``.
public enum TokenResolver {
    /// How modifiers are fixed and contexts mapped.
    public struct Options: Sendable {
        /// Context names mapped to appearance cells, over the names' own reading.
        public var contexts: [String: Appearance]
        /// Modifiers other than the appearance one, fixed to a context: `["size": "default"]`.
        /// A modifier fixed here is never the appearance modifier (`["chrome": "light"]`
        /// fixes a second modifier whose contexts are light and dark).
        public var fixedContexts: [String: String]

        public init(contexts: [String: Appearance] = [:], fixedContexts: [String: String] = [:]) {
            self.contexts = contexts
            self.fixedContexts = fixedContexts
        }
    }

    /// Whether a JSON document is a resolver document: a root `resolutionOrder` member.
    /// Wherever the member is in the file (a resolver may list its sets and modifiers
    /// first): a file that mentions `"resolutionOrder"` is parsed to see whether its root has
    /// it; one that does not is not parsed here.
    static func isResolverDocument(_ path: String) -> Bool {
        guard path.hasSuffix(".json"), let data = JSONDocument.head(path, count: JSONDocument.maximumSize) else { return false }
        guard JSONDocument.contains("\"resolutionOrder\"", in: data) else { return false }
        return (try? JSONParser.parse([UInt8](data)))?.object?["resolutionOrder"] != nil
    }

    /// The appearance cell a context's name means, if any: `dark-hc` (or `dark_ax`, Apple's
    /// "accessible" colors) → dark high contrast,
    /// `lightHighContrastElevated` → light, elevated, increased contrast; `dark-dimmed` →
    /// none.
    public static func appearance(forContext name: String) -> Appearance? {
        var words = name.lowercased()
        for separator in ["-", "_", " ", "."] { words = words.replacingOccurrences(of: separator, with: "") }
        words = words.replacingOccurrences(of: "highcontrast", with: "hc").replacingOccurrences(of: "contrast", with: "hc")
        let isDark: Bool
        var rest: Substring
        if words.hasPrefix("light") {
            (isDark, rest) = (false, words.dropFirst(5))
        } else if words.hasPrefix("dark") {
            (isDark, rest) = (true, words.dropFirst(4))
        } else {
            return nil
        }
        var contrast = ContrastSetting.normal, level = InterfaceLevel.base
        while !rest.isEmpty {
            if rest.hasPrefix("hc"), contrast == .normal {
                contrast = .increased
                rest = rest.dropFirst(2)
            } else if let word = ["accessible", "ax"].first(where: { rest.hasPrefix($0) }), contrast == .normal {
                // Apple's name for increased-contrast colors: "Accessible" (light_ax, dark_ax).
                contrast = .increased
                rest = rest.dropFirst(word.count)
            } else if rest.hasPrefix("elevated"), level == .base {
                level = .elevated
                rest = rest.dropFirst(8)
            } else {
                return nil
            }
        }
        return Appearance(isDark ? .dark : .light, level: level, contrast: contrast)
    }

    /// Every option names a modifier or a context of the document, and a modifier is fixed to
    /// one of its own contexts: a misspelt name is an error, not an option silently unused.
    static func check(_ options: Options, against steps: [ResolverReader.Step], path: String) throws(InputFileError) {
        var modifiers: [String: [String]] = [:]
        for case .modifier(let modifier) in steps { modifiers[modifier.name] = modifier.contexts.map(\.name) }
        let contexts = Set(modifiers.values.joined())
        for name in Set(options.contexts.keys).union(options.fixedContexts.keys).sorted() {
            if let own = modifiers[name], let chosen = options.fixedContexts[name], !own.contains(chosen) {
                throw InputFileError(
                    file: path, message: "modifier '\(name)' has no context '\(chosen)' (\(own.sorted().joined(separator: ", ")))")
            }
            guard modifiers[name] == nil, !contexts.contains(name) else { continue }
            throw InputFileError(
                file: path,
                message: "no modifier or context named '\(name)' (modifiers: \(modifiers.keys.sorted().joined(separator: ", ")); "
                    + "contexts: \(contexts.sorted().joined(separator: ", ")))")
        }
    }

    /// Reads a resolver document.
    ///
    /// - Throws: ``InputFileError`` at the place in the resolver or a token file that is
    ///   wrong: a version other than 2025.10, a reference that points nowhere or in a
    ///   circle, a modifier with no context fixed, no light or no dark context, a token
    ///   error as ``DesignTokens`` reports it.
    public static func read(_ path: String, options: Options = Options()) throws(InputFileError) -> Palette {
        let document = try JSONNode(JSONDocument.readValue(path), file: path).asObject()
        let version = try document.string("version")
        guard version == "2025.10" else {
            throw document.error(at: "version", "'\(version)'; this reader implements the resolver module 2025.10")
        }
        guard let order = try document.array("resolutionOrder") else {
            throw document.error(at: "resolutionOrder", "missing")
        }
        var reader = ResolverReader(path: path, document: document, options: options)
        var steps: [ResolverReader.Step] = []
        for item in order {
            steps.append(try reader.step(item))
        }
        try check(options, against: steps, path: path)
        let (appearanceModifier, mapped) = try reader.appearanceModifier(in: steps)
        // Two contexts read as one cell: the first in document order gives it, the other is named.
        var firstForCell: [Appearance: String] = [:]
        var duplicates: [String] = []
        let cells = mapped.filter { context, cell in
            if let first = firstForCell[cell] {
                duplicates.append("\(context) (\(cell.key) is \(first))")
                return false
            }
            firstForCell[cell] = context
            return true
        }
        var notes: [String] = []
        var tokensByCell: [(Appearance, TokenFile)] = []
        for (context, cell) in cells {
            var sources: [TokenFile] = []
            for step in steps {
                switch step {
                case .set(_, let files): sources += files
                case .modifier(let modifier):
                    let chosen = modifier.name == appearanceModifier.name ? context : try reader.fixedContext(of: modifier)
                    sources += modifier.contexts.first { $0.name == chosen }?.files ?? []
                }
            }
            // A source listed more than once (a set named by several steps) merges once, at
            // its last place: the same tokens, without the repeated work.
            let merged = TokenFile(merging: ResolverReader.keepingLast(sources), path: path)
            try merged.checkSupported()
            if let modes = merged.modeExtension {
                // The resolver's modifier gives the appearances; per-token modes in its sources
                // would be read as their $value in every context.
                throw modes.error(
                    "per-token modes inside a resolver's sources, which the resolver does not read: give the appearances as the modifier's contexts")
            }
            tokensByCell.append((cell, merged))
        }
        guard let light = tokensByCell.first(where: { $0.0 == .light })?.1 else {
            throw appearanceModifier.node.error("no context for light")
        }
        var colors: [AdaptiveColor] = []
        var partial: [String] = []
        let allNames = Set(tokensByCell.flatMap { $0.1.colorNames })
        for name in allNames.sorted() {
            var values: [Appearance: SRGB] = [:]
            for (cell, tokens) in tokensByCell where tokens.tokens[name] != nil {
                values[cell] = try tokens.color(name, notes: &notes)
            }
            guard let color = AdaptiveColor(name, cells: values) else {
                partial.append("\(name) (\(values.keys.sorted { $0.index < $1.index }.map(\.key).joined(separator: ", ")))")
                continue
            }
            colors.append(color)
        }
        if !partial.isEmpty {
            notes.append("\(partial.count) color token\(partial.count == 1 ? " is" : "s are") not in both the light and the dark context, not audited: "
                + partial.joined(separator: ", "))
        }
        if !duplicates.isEmpty {
            notes.append("contexts of modifier '\(appearanceModifier.name)' read as a cell another context gives, not audited: "
                + duplicates.joined(separator: ", ") + " (map one elsewhere with --context NAME=cell)")
        }
        let unmapped = appearanceModifier.contexts.map(\.name).filter { name in !mapped.contains { $0.0 == name } }
        if !unmapped.isEmpty {
            notes.append("contexts of modifier '\(appearanceModifier.name)' that name no appearance cell, not audited: "
                + unmapped.joined(separator: ", ") + " (map one with --context NAME=cell)")
        }
        for (modifier, context) in reader.fixed.sorted(by: { $0.key < $1.key }) {
            notes.append("modifier '\(modifier)' fixed to context '\(context)'")
        }
        if let note = light.nonColorNote() { notes.append(note) }
        if let note = light.unusedKeysNote() { notes.append(note) }
        let name = document["name"]?.value.string ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return Palette(
            name: name, title: "\(name) design tokens (resolver)", release: "", source: path, notes: notes,
            colors: colors, locations: light.locations(of: colors, cells: tokensByCell.filter { $0.0 != .light }))
    }
}
