import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// A site's light and dark palette as CSS custom properties: one stylesheet, several (a comma
/// list, read in its order) or a folder's (in path order, `node_modules` and build outputs
/// skipped), read with a tokenizer and parser that follow CSS Syntax Level 3 — not with patterns over lines.
///
/// ```css
/// :root { --background: 0 0% 100%; --foreground: 240 10% 3.9%; --ring: var(--foreground); }
/// .dark { --background: 240 10% 3.9%; --foreground: 0 0% 98%; }
/// @media (prefers-color-scheme: dark) { :root:not(.light) { --link: oklch(0.7 0.15 250); } }
/// ```
///
/// - **Where a property is declared decides its cell.** `:root`, `html`, `:host`, `body` and
///   Tailwind's `@theme` are the base (light); a selector or at-rule naming dark — `.dark`,
///   `[data-theme="dark"]`, `:root.dark`, `html[data-mode=dark]`, `@media (prefers-color-scheme:
///   dark)` — is dark, and likewise for light; high contrast (`.dark-hc`,
///   `@media (prefers-contrast: more)`) is the increased-contrast cell. `:not(…)` is left out
///   of the reading, so `:root:not(.dark)` is the base. `@layer` and `@supports` are read
///   through; nested rules (`.dark & { … }`) too. Properties on other selectors (`.card`), in
///   other media (`print`, `min-width`) or `forced-colors` are counted in the notes, not read.
/// - **A cell without its own declaration falls back** — dark high contrast to dark, dark to
///   the base — as the cascade does for a page in that theme. A sheet whose only themed rules
///   are light (`:root` dark, `[data-theme='light']` over it) has a dark base, and says so. Later declarations win; the
///   files are read in the order given.
/// - **Values:** hex, `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
///   `color()` (converted by the color module), `color-mix()` in srgb, srgb-linear, oklab and
///   oklch, the basic named colors; `var(--x, fallback)` followed in the cell (cycles are
///   unresolved); `light-dark(a, b)` takes the cell's side; shadcn/ui's bare triplets
///   (`0 0% 100%`, used as `hsl(var(--x))`) are read with the function the sheets use them in
///   (`hsl`, or `rgb` for Tailwind's `59 130 246`). `currentColor`, other named colors and
///   mixes are unresolved (incomplete), never guessed; values that are no color (lengths,
///   fonts) are counted.
///
/// Names are the properties as written (`--primary-foreground`), so shadcn's `X-foreground`
/// is paired over `X`.
public enum CSSCustomProperties {
    /// Where a declaration applies.
    enum Context: Equatable {
        /// The base: light, and every cell that does not redefine the property.
        case base
        case cell(Appearance)
        /// Not read, with why (`.card`, `@media print`).
        case skipped(String)
    }

    struct Declared {
        let value: [CSSComponent]
        let file: String
        let line: Int
    }

    /// Reads stylesheets.
    ///
    /// - Parameters:
    ///   - input: a `.css` file, several joined with commas (read in that order), or a folder.
    ///   - modes: class or attribute values mapped to cells (`["night": .dark]` for `.night`).
    public static func read(_ input: String, modes: [String: Appearance] = [:]) throws(InputFileError) -> Palette {
        var files = input.split(separator: ",").map(String.init)
        var isDirectory: ObjCBool = false
        if files.count == 1, FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
            files = stylesheets(in: input.withoutTrailingSlash)
            guard !files.isEmpty else { throw InputFileError(file: input, message: "holds no .css file") }
        }
        var declared: [String: [Appearance?: Declared]] = [:]  // nil key: the base
        var order: [String] = []
        var skipped: [String: Int] = [:]
        var otherDeclarations = 0
        var functionOf: [String: String] = [:]
        var themeAliases: [String: String] = [:]
        for file in files {
            let data = try JSONDocument.readData(file)
            guard let text = String(validating: data, as: UTF8.self) else {
                throw InputFileError(file: file, message: "not valid UTF-8 (only UTF-8 stylesheets are read)")
            }
            let rules = CSSParser.stylesheet(text)
            walk(rules, context: .base, file: file, modes: modes) { context, declaration, inTheme in
                guard declaration.name.hasPrefix("--") else {
                    otherDeclarations += 1
                    noteFunctions(declaration.value, into: &functionOf)
                    return
                }
                noteFunctions(declaration.value, into: &functionOf)
                switch context {
                case .skipped(let reason):
                    skipped[reason, default: 0] += 1
                case .base, .cell:
                    // Tailwind's `@theme` tokens that only name a root property
                    // (`--color-background: var(--background)`) are that color again.
                    if inTheme, let target = Self.loneReference(declaration.value) {
                        themeAliases[declaration.name] = target
                        return
                    }
                    let cell: Appearance? = if case .cell(let cell) = context { cell } else { nil }
                    if declared[declaration.name] == nil { order.append(declaration.name) }
                    declared[declaration.name, default: [:]][cell] = Declared(value: declaration.value, file: file, line: declaration.line)
                }
            }
        }
        let cells: Set<Appearance> = Set(declared.values.flatMap { $0.keys.compactMap { $0 } })
        let usesLightDark = declared.values.contains { $0.values.contains { Self.contains("light-dark", in: $0.value) } }
        let declaresDark = cells.contains { $0.style == Appearance.dark.style }
        let declaresLight = cells.contains { $0.style == Appearance.light.style }
        // A sheet whose only themed rules are light ones (`:root` dark, `[data-theme='light']`
        // over it, as Starlight writes it) has a dark base.
        let baseIsDark = !declaresDark && declaresLight && !usesLightDark
        guard declaresDark || usesLightDark || baseIsDark else {
            let elsewhere = skipped.values.reduce(0, +)
            throw InputFileError(
                file: input,
                message: "CSS custom properties: nothing is declared for a theme (no .dark, [data-theme=dark], prefers-color-scheme or light-dark()), so dark would be read as light"
                    + (elsewhere > 0 ? "; \(elsewhere) custom properties on other selectors or in other media were not read (" + skipped.keys.sorted().prefix(3).joined(separator: ", ") + ")" : ""))
        }
        var moded = ModedColors(format: "CSS custom properties", file: files[0])
        moded.modes = (["light", "dark"] + Appearance.allCases.filter { $0 != .light && $0 != .dark && cells.contains($0) }.map(\.key))
        var notAColor: [String] = []
        var gamutNotes: Set<String> = []
        var triplets = 0
        for name in order {
            var entry = ModedColors.Entry(name: name)
            var reason: String?
            var isColor = false
            for cell in [Appearance.light, .dark] + Appearance.allCases.filter({ $0 != .light && $0 != .dark && cells.contains($0) }) {
                let evaluator = Evaluator(declared: declared, cell: cell, functionOf: functionOf)
                guard let (declaration, value) = evaluator.value(of: name) else { continue }
                switch value {
                case .color(let color, let note, let wasTriplet):
                    isColor = true
                    if wasTriplet, cell == .light { triplets += 1 }
                    if let note, gamutNotes.insert(note).inserted { moded.notes.append(note) }
                    entry.values[cell.key] = ModedColors.Value(color: color, file: declaration.file, keyPath: name, line: declaration.line)
                case .undecided(let why):
                    isColor = true
                    if reason == nil { reason = "in \(cell.key): \(why)" }
                case .notAColor:
                    continue
                }
            }
            guard isColor else {
                notAColor.append(name)
                continue
            }
            if let reason {
                moded.unresolved.append(UnresolvedColor(name: name, reason: reason))
                continue
            }
            moded.entries.append(entry)
        }
        if baseIsDark {
            moded.notes.append("only light is declared apart ([data-theme='light'] over :root): the base rules are read as the dark theme")
        }
        if triplets > 0 {
            moded.notes.append("\(triplets) propert\(triplets == 1 ? "y holds" : "ies hold") bare components (0 0% 100%), read as the function the stylesheets wrap them in (hsl(var(--x)))")
        }
        if let note = ModedColors.note(notAColor, notAColor.count == 1 ? "custom property that is not a color, not audited" : "custom properties that are not colors, not audited") {
            moded.notes.append(note)
        }
        if !skipped.isEmpty {
            moded.notes.append("custom properties declared elsewhere, not read: "
                + skipped.sorted { $0.key < $1.key }.map { "\($0.value) in \($0.key)" }.joined(separator: ", "))
        }
        if otherDeclarations > 0 { moded.notes.append("\(otherDeclarations) other declarations (not custom properties) not read") }
        if !themeAliases.isEmpty {
            let examples = themeAliases.sorted { $0.key < $1.key }.prefix(3).map { "\($0.key) → \($0.value)" }.joined(separator: ", ")
            moded.notes.append("\(themeAliases.count) @theme token\(themeAliases.count == 1 ? "" : "s") that only name another property, counted once as that property (\(examples)\(themeAliases.count > 3 ? ", …" : ""))")
        }
        let name = files.count == 1 ? URL(fileURLWithPath: files[0]).deletingPathExtension().lastPathComponent
            : isDirectory.boolValue ? URL(fileURLWithPath: input.withoutTrailingSlash).lastPathComponent : "stylesheets"
        if files.count > 1 {
            moded.notes.append("\(files.count) stylesheets read in order: " + files.prefix(10).map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ") + (files.count > 10 ? ", …" : ""))
        }
        var palette = try moded.palette(name: name, title: "\(name) CSS custom properties", source: input, mapping: [:])
        // The engine's note names modes; for CSS they are the cells the rules give.
        palette = Palette(
            name: palette.name, title: palette.title, release: "", source: palette.source,
            notes: palette.notes.filter { !$0.hasPrefix("CSS custom properties: modes read as") }, colors: palette.colors,
            unresolved: palette.unresolved, locations: palette.locations)
        return palette
    }

    /// The property a value only names (`var(--background)`, no fallback), if that is all it is.
    static func loneReference(_ value: [CSSComponent]) -> String? {
        let meaningful = value.filter { !$0.isWhitespace }
        guard meaningful.count == 1, case .function(let name, let arguments, _, _) = meaningful[0], name.lowercased() == "var" else { return nil }
        let parts = arguments.filter { !$0.isWhitespace }
        guard parts.count == 1, case .ident(let target)? = parts[0].token else { return nil }
        return target
    }

    /// Whether components call a function (`light-dark`), at any depth.
    static func contains(_ function: String, in components: [CSSComponent]) -> Bool {
        components.contains { component in
            switch component {
            case .function(let name, let arguments, _, _): name.lowercased() == function || contains(function, in: arguments)
            case .block(_, let inner): contains(function, in: inner)
            case .token: false
            }
        }
    }

    /// Records which color function wraps each `var(--x)` (`hsl(var(--primary))`).
    static func noteFunctions(_ components: [CSSComponent], into map: inout [String: String]) {
        for component in components {
            guard case .function(let function, let arguments, _, _) = component else {
                if case .block(_, let inner) = component { noteFunctions(inner, into: &map) }
                continue
            }
            let lowered = function.lowercased()
            if ["hsl", "hsla", "rgb", "rgba", "oklch", "oklab", "lab", "lch", "hwb"].contains(lowered) {
                for argument in arguments {
                    if case .function(let inner, let innerArguments, _, _) = argument, inner.lowercased() == "var",
                        case .ident(let variable)? = innerArguments.first(where: { !$0.isWhitespace })?.token, map[variable] == nil
                    {
                        map[variable] = lowered
                    }
                }
            }
            noteFunctions(arguments, into: &map)
        }
    }

    // MARK: Rules and contexts

    /// Calls `body` with every declaration and where it applies; `inTheme` is whether it is
    /// inside Tailwind's `@theme`.
    static func walk(
        _ rules: [CSSRule], context: Context, inTheme: Bool = false, file: String, modes: [String: Appearance],
        _ body: (Context, CSSDeclaration, Bool) -> Void
    ) {
        for rule in rules {
            switch rule.kind {
            case .at(let name):
                let inner = atRuleContext(name.lowercased(), rule.prelude, outer: context)
                guard let inner else { continue }
                let theme = inTheme || name.lowercased() == "theme"
                for declaration in rule.declarations { body(inner, declaration, theme) }
                walk(rule.rules, context: inner, inTheme: theme, file: file, modes: modes, body)
            case .style:
                for selector in split(rule.prelude) {
                    let inner = selectorContext(selector, outer: context, modes: modes)
                    for declaration in rule.declarations { body(inner, declaration, inTheme) }
                    walk(rule.rules, context: inner, inTheme: inTheme, file: file, modes: modes, body)
                }
            }
        }
    }

    /// The context inside an at-rule; `nil` for rules whose contents are no declarations of
    /// the page (`@keyframes`, `@font-face`, `@property`).
    static func atRuleContext(_ name: String, _ prelude: [CSSComponent], outer: Context) -> Context? {
        switch name {
        case "layer", "supports", "container", "scope", "starting-style", "theme":
            return outer
        case "media":
            let text = CSSText.serialize(prelude).lowercased().replacingOccurrences(of: " ", with: "")
            if text.contains("forced-colors") { return .skipped("@media (forced-colors)") }
            var result = outer
            if text.contains("prefers-color-scheme:dark") { result = combine(outer, dark: true) }
            if text.contains("prefers-color-scheme:light") { result = combine(outer, dark: false) }
            if text.contains("prefers-contrast:more") || text.contains("prefers-contrast:high") { result = combine(result, contrast: true) }
            if result == outer, !text.isEmpty, !["all", "screen"].contains(text) { return .skipped("@media \(CSSText.serialize(prelude))") }
            return result
        default:
            return nil
        }
    }

    /// A context narrowed by a rule naming light or dark (`dark`), high contrast, or both.
    static func combine(_ context: Context, dark: Bool? = nil, contrast: Bool = false) -> Context {
        switch context {
        case .skipped: return context
        case .base:
            var cell = dark == true ? Appearance.dark : Appearance.light
            if contrast { cell.contrast = .increased }
            return .cell(cell)
        case .cell(var cell):
            if let dark, dark != (cell.style == Appearance.dark.style) { return .skipped("rules for both light and dark") }
            if contrast { cell.contrast = .increased }
            return .cell(cell)
        }
    }

    /// A selector list split at its top-level commas.
    static func split(_ prelude: [CSSComponent]) -> [[CSSComponent]] {
        var result: [[CSSComponent]] = [[]]
        for component in prelude {
            if component.token == .comma { result.append([]) } else { result[result.count - 1].append(component) }
        }
        return result.filter { $0.contains { !$0.isWhitespace } }
    }

    /// What a selector says of the theme: the words of its classes and attributes (`dark`,
    /// `light`, `hc`, `high-contrast`), `:not(…)` left out; other attributes are neutral (they
    /// are as often on the root as not); anything else than the root (`:root`, `html`,
    /// `:host`, `body`, `*`, `&`) makes it a component's.
    static func selectorContext(_ selector: [CSSComponent], outer: Context, modes: [String: Appearance]) -> Context {
        var words: [String] = []
        var other: [String] = []
        var index = 0
        let parts = selector
        func wordsOf(_ text: String) -> [String] {
            text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        while index < parts.count {
            let part = parts[index]
            defer { index += 1 }
            switch part {
            case .token(let token):
                switch token.kind {
                case .whitespace, .delim(">"), .delim("+"), .delim("~"), .delim("*"), .delim("&"): continue
                case .delim("."):
                    if index + 1 < parts.count, case .ident(let name)? = parts[index + 1].token {
                        index += 1
                        if let cell = modes[name] { return cellContext(cell, outer) }
                        let classWords = wordsOf(name)
                        if classWords.contains(where: { ["dark", "light", "hc", "contrast"].contains($0) }) { words += classWords } else { other.append("." + name) }
                    }
                case .colon:
                    if index + 1 < parts.count {
                        let next = parts[index + 1]
                        if case .ident(let pseudo)? = next.token {
                            index += 1
                            if !["root", "host"].contains(pseudo.lowercased()) { other.append(":" + pseudo) }
                        } else if case .function(let function, let arguments, _, _) = next {
                            index += 1
                            switch function.lowercased() {
                            case "not": continue
                            case "is", "where", "host", "has":
                                let inner = selectorContext(arguments, outer: .base, modes: modes)
                                if case .cell(let cell) = inner {
                                    words += [cell.style == Appearance.dark.style ? "dark" : "light"] + (cell.contrast == .increased ? ["hc"] : [])
                                }
                                if case .skipped(let reason) = inner, function.lowercased() != "has" { other.append(reason) }
                            default: other.append(":" + function + "()")
                            }
                        }
                    }
                case .ident(let element):
                    if !["html", "body"].contains(element.lowercased()) { other.append(element) }
                case .hash(let id, _):
                    other.append("#" + id)
                default:
                    other.append(CSSText.string(token.kind))
                }
            case .block(_, let contents):
                // An attribute selector: [data-theme="dark"], [data-mode=light].
                let text = CSSText.serialize(contents)
                let attributeWords = wordsOf(text)
                if let value = text.split(separator: "=").last.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }), let cell = modes[value] {
                    return cellContext(cell, outer)
                }
                if attributeWords.contains(where: { ["dark", "light", "hc", "contrast"].contains($0) }) { words += attributeWords }
            case .function:
                other.append(CSSText.serialize([part]))
            }
        }
        guard other.isEmpty else { return .skipped("other selectors (\(other.first!))") }
        let isDark = words.contains("dark"), isLight = words.contains("light")
        let contrast = words.contains("hc") || words.contains("contrast")
        guard !(isDark && isLight) else { return .skipped("selectors naming both light and dark") }
        if !isDark && !isLight && !contrast { return outer }
        return combine(outer, dark: isDark ? true : isLight ? false : nil, contrast: contrast)
    }

    static func cellContext(_ cell: Appearance, _ outer: Context) -> Context {
        combine(outer, dark: cell.style == Appearance.dark.style, contrast: cell.contrast == .increased)
    }

    // MARK: Values

    enum Value {
        case color(SRGB, gamutNote: String?, wasTriplet: Bool)
        case undecided(String)
        case notAColor
    }

    /// Values in one cell: a property's own declaration for the cell, else the cell it falls
    /// back to, else the base.
    struct Evaluator {
        let declared: [String: [Appearance?: Declared]]
        let cell: Appearance
        let functionOf: [String: String]

        func declaration(of name: String) -> Declared? {
            guard let byCell = declared[name] else { return nil }
            for candidate in AdaptiveValue<SRGB>.fallbacks(for: cell) {
                if let found = byCell[candidate] { return found }
            }
            return byCell[nil]
        }

        func value(of name: String) -> (Declared, Value)? {
            guard let declaration = declaration(of: name) else { return nil }
            var visiting: Set<String> = [name]
            var budget = Self.substitutionBudget
            var failure: String?
            guard let substituted = substitute(declaration.value, visiting: &visiting, budget: &budget, failure: &failure) else {
                return (declaration, .undecided(budget < 0
                    ? "var() references that expand past \(Self.substitutionBudget) values"
                    : failure ?? "a var() reference that cannot be followed"))
            }
            let meaningful = substituted.filter { !$0.isWhitespace }
            // Bare components: 0 0% 100% (hsl), 59 130 246 (rgb).
            if meaningful.count == 3 || (meaningful.count == 5 && meaningful[1].token == .comma && meaningful[3].token == .comma) {
                let numbers = meaningful.filter { $0.token != .comma }
                if numbers.allSatisfy({ if case .number = $0.token { true } else if case .percentage = $0.token { true } else { false } }) {
                    let function = functionOf[name] ?? (numbers.dropFirst().allSatisfy { if case .percentage = $0.token { true } else { false } } ? "hsl" : "rgb")
                    switch CSSColor.parseFunction(function, substituted, name: name) {
                    case .color(let color, let note): return (declaration, .color(color, gamutNote: note, wasTriplet: true))
                    case .undecided(let why): return (declaration, .undecided(why))
                    case .notAColor: return (declaration, .notAColor)
                    }
                }
            }
            switch CSSColor.parse(substituted, name: name) {
            case .color(let color, let note): return (declaration, .color(color, gamutNote: note, wasTriplet: false))
            case .undecided(let why): return (declaration, .undecided(why))
            case .notAColor: return (declaration, .notAColor)
            }
        }

        /// At most this many component values are substituted for one property: references
        /// that double at each step (`--a: var(--b) var(--b)`) stop here instead of growing
        /// without bound.
        static let substitutionBudget = 10_000

        /// `var()` replaced by the property's value in this cell (or its fallback), and
        /// `light-dark()` by the cell's side; `nil` when a reference ends nowhere, loops, or
        /// exceeds the budget.
        func substitute(_ components: [CSSComponent], visiting: inout Set<String>, budget: inout Int, failure: inout String?) -> [CSSComponent]? {
            var result: [CSSComponent] = []
            budget -= components.count
            guard budget >= 0 else { return nil }
            for component in components {
                switch component {
                case .function(let function, let arguments, let line, let column):
                    switch function.lowercased() {
                    case "var":
                        let parts = CSSCustomProperties.split(arguments)
                        guard case .ident(let variable)? = parts.first?.first(where: { !$0.isWhitespace })?.token else { return nil }
                        if let target = declaration(of: variable), !visiting.contains(variable) {
                            visiting.insert(variable)
                            defer { visiting.remove(variable) }
                            guard let inner = substitute(target.value, visiting: &visiting, budget: &budget, failure: &failure) else { return nil }
                            result += inner
                        } else if visiting.contains(variable) {
                            failure = "var(\(variable)) refers back to itself (a cycle)"
                            return nil
                        } else if parts.count > 1 {
                            // The fallback: everything after the first comma.
                            let fallback = Array(arguments.drop(while: { $0.token != .comma }).dropFirst())
                            guard let inner = substitute(fallback, visiting: &visiting, budget: &budget, failure: &failure) else { return nil }
                            result += inner
                        } else {
                            failure = "var(\(variable)) names no property these stylesheets declare, and gives no fallback"
                            return nil
                        }
                    case "light-dark":
                        let sides = CSSCustomProperties.split(arguments)
                        guard sides.count == 2, let side = substitute(cell.style == Appearance.dark.style ? sides[1] : sides[0], visiting: &visiting, budget: &budget, failure: &failure) else { return nil }
                        result += side
                    default:
                        guard let inner = substitute(arguments, visiting: &visiting, budget: &budget, failure: &failure) else { return nil }
                        result.append(.function(name: function, arguments: inner, line: line, column: column))
                    }
                default:
                    result.append(component)
                }
            }
            return result
        }
    }

    /// Folders skipped in a folder of stylesheets: dependencies and build outputs.
    static let skippedFolders: Set<String> = ["node_modules", "dist", "build", "out", "vendor", "coverage", "public"]

    /// The `.css` files under a folder, in path order (hidden, dependency and build folders
    /// skipped; at most 10,000 entries looked at).
    static func stylesheets(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        var visited = 0
        while let relative = walker.nextObject() as? String {
            visited += 1
            if visited > 10_000 { break }
            let last = URL(fileURLWithPath: relative).lastPathComponent
            if last.hasPrefix(".") || skippedFolders.contains(last) {
                walker.skipDescendants()
                continue
            }
            if last.lowercased().hasSuffix(".css") { result.append((folder as NSString).appendingPathComponent(relative)) }
        }
        return result.sorted()
    }

    /// Whether an input is stylesheets: a `.css` file, a comma list of them, or a folder with
    /// `.css` files and no design-token file.
    static func isStylesheet(_ input: String) -> Bool {
        let parts = input.split(separator: ",")
        if !parts.isEmpty, parts.allSatisfy({ $0.lowercased().hasSuffix(".css") }) { return true }
        var isDirectory: ObjCBool = false
        let path = input.withoutTrailingSlash
        guard parts.count == 1, !path.hasSuffix(".xcassets"), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue, !stylesheets(in: path).isEmpty
        else { return false }
        return DesignTokens.tokenFiles(in: path).files.isEmpty
    }
}

/// Stylesheets (`.css`, several joined with commas, or a folder of them) read for their
/// custom properties.
public struct CSSCustomPropertiesSource: PaletteSource {
    /// Class or attribute values mapped to cells (`--mode dark=night` for `.night`).
    public var modes: [String: Appearance]

    public init(modes: [String: Appearance] = [:]) {
        self.modes = modes
    }

    public var name: String { "CSS custom properties" }

    public func canRead(_ input: String) -> Bool { CSSCustomProperties.isStylesheet(input) }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        LoadedPalette(file: try CSSCustomProperties.read(input, modes: modes), stating: nil, sourceName: name)
    }
}
