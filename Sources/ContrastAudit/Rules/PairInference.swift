import AdaptedSystemUI

/// Infers the pairs a palette means from how its colors are named, the way design systems
/// name them — conservatively: each foreground is paired with the background its name
/// points to, or else with the palette's default background, and every pair records the
/// rule that produced it (in ``Pairing/rationale``, shown in every report).
///
/// A name is read as words: path segments (`.`, `/`, `-`, `_`, space) and camelCase parts,
/// lowercased — `fgColor.accent` is `fg color accent`, `ErrorText` is `error text`. `color`,
/// `colors`, `md` and `sys` are ignored. The *last* role word gives the color's kind — the
/// final noun of a name is what it is (`TextField/background` is a background):
///
/// | words | read as | role |
/// |---|---|---|
/// | text, label, foreground, fg, content, title, body, caption, placeholder, link, heading, subtitle | text | body text |
/// | border, separator, divider, outline, stroke, icon, focus | a UI component | UI component |
/// | background, bg, surface, canvas, container, backdrop, page, card, sheet | a background | — |
///
/// A `disabled` or `inactive` word makes a foreground's role `disabled` (exempt, as WCAG
/// exempts inactive components). The other words are the color's *qualifiers*
/// (`fgColor.danger` → `danger`, `ErrorText` → `error`).
///
/// The rules, in order (the first that gives a pair for a foreground wins):
///
/// 1. **on-X over X** (Material): `on-primary-container` over `primary-container`;
/// 2. **same qualifiers**: a text or component color over the background with the same
///    qualifiers — `text.danger` over `background.danger`, `fgColor.muted` over
///    `bgColor.muted`, `ErrorText` over `ErrorBackground`;
/// 3. **default background**: else over the palette's default background
///    (``defaultBackground(in:where:)``), when it has one.
///
/// Names with no role word, and foregrounds no rule pairs, are not paired:
/// ``AuditReport/uncheckedColors`` lists them.
public enum PairInference {
    /// A color's name read as words.
    struct ReadName {
        enum Kind { case text, component, background }

        let name: String
        let kind: Kind
        let disabled: Bool
        /// The words other than the role word (and `disabled`/`inactive`).
        let qualifiers: [String]
        /// For `on-X`: X's words.
        let onTarget: [String]?
    }

    static let textWords: Set<String> = [
        "text", "label", "foreground", "fg", "content", "title", "body", "caption", "placeholder", "link", "heading", "subtitle",
    ]
    static let componentWords: Set<String> = ["border", "separator", "divider", "outline", "stroke", "icon", "focus"]
    static let backgroundWords: Set<String> = [
        "background", "bg", "surface", "canvas", "container", "backdrop", "page", "card", "sheet",
    ]
    static let disabledWords: Set<String> = ["disabled", "inactive"]
    static let noiseWords: Set<String> = ["color", "colors", "md", "sys"]
    /// Qualifiers of a default background, in order of preference.
    static let defaultQualifiers: [[String]] = [[], ["default"], ["primary"], ["base"], ["main"], ["app"], ["window"]]

    /// The words of a name: `md.sys.color.on-primaryContainer` → `md sys color on primary container`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if ".-/_ ".contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                if !current.isEmpty { words.append(current) }
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    static func read(_ name: String) -> ReadName? {
        let all = words(of: name)
        let disabled = all.contains { disabledWords.contains($0) }
        let meaningful = all.filter { !noiseWords.contains($0) && !disabledWords.contains($0) }
        // on-X: the word "on" followed by X's words.
        if let on = meaningful.firstIndex(of: "on"), on + 1 < meaningful.count {
            return ReadName(
                name: name, kind: .text, disabled: disabled, qualifiers: Array(meaningful[(on + 1)...]),
                onTarget: Array(meaningful[..<on]) + Array(meaningful[(on + 1)...]))
        }
        for index in meaningful.indices.reversed() {
            let word = meaningful[index]
            let kind: ReadName.Kind? =
                textWords.contains(word) ? .text : componentWords.contains(word) ? .component : backgroundWords.contains(word) ? .background : nil
            guard let kind else { continue }
            var qualifiers = meaningful
            qualifiers.remove(at: index)
            return ReadName(name: name, kind: kind, disabled: disabled, qualifiers: qualifiers, onTarget: nil)
        }
        return nil
    }

    /// The palette's default background: `systemBackground` when the palette has it, else
    /// the first background by name (above) whose qualifiers are none, `default`, `primary`,
    /// `base`, `main`, `app` or `window` — `background`, `bgColor.default`, `color.surface`,
    /// `BackgroundPrimary` — in that order of preference; `nil` when there is none.
    public static func defaultBackground(in palette: Palette, where accept: (String) -> Bool = { _ in true }) -> String? {
        if palette["systemBackground"] != nil, accept("systemBackground") { return "systemBackground" }
        let backgrounds = palette.allNames.compactMap(read).filter { $0.kind == .background && !$0.disabled }
        for qualifiers in defaultQualifiers {
            if let match = backgrounds.first(where: { $0.qualifiers == qualifiers && accept($0.name) }) { return match.name }
        }
        return nil
    }

    /// The pairs the names mean, each with the rule that produced it, marked inferred.
    public static func pairings(for palette: Palette) -> [Pairing] {
        let names = palette.allNames
        let read = names.compactMap(read)
        let backgrounds = read.filter { $0.kind == .background && !$0.disabled }
        // Every name by its words, for on-X's X (which need not have a role word: `primary`).
        let byWords = Dictionary(names.map { (words(of: $0).filter { !noiseWords.contains($0) }, $0) }, uniquingKeysWith: { first, _ in first })
        let fallback = defaultBackground(in: palette)
        var pairings: [Pairing] = []
        for color in read where color.kind != .background || color.onTarget != nil {
            let role: PairRole = color.disabled ? .disabled : color.kind == .component ? .uiComponent : .bodyText
            func pair(_ background: String, _ rule: String) {
                guard background != color.name else { return }
                pairings.append(Pairing(
                    foreground: color.name, background: background, role: role, rationale: "inferred: \(rule)", inferred: true))
            }
            if let target = color.onTarget {
                if let background = byWords[target] { pair(background, "on-X over X") }
                continue
            }
            if !color.qualifiers.isEmpty, let same = backgrounds.first(where: { $0.qualifiers == color.qualifiers }) {
                pair(same.name, "same qualifiers '\(color.qualifiers.joined(separator: " "))'")
                continue
            }
            if let fallback { pair(fallback, "the palette's default background") }
        }
        return pairings
    }
}
