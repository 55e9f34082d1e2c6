import AdaptedSystemUI

/// Infers the pairs a palette means from how its colors are named, the way design systems
/// name them — conservatively: each foreground is paired with the background its name
/// points to, or else with the palette's default background, never with itself or with a
/// color equal to it in any appearance (it would be invisible there), and every pair records
/// the rule that produced it
/// (in ``Pairing/rationale``, shown in every report and by `darkmode-audit pairs`).
///
/// A name is read as words: path segments (`.`, `/`, `-`, `_`, space), camelCase parts and
/// digit runs, lowercased — `fgColor.accent` is `fg color accent`, `NeutralForeground1Hover`
/// is `neutral foreground 1 hover`. `color`, `colors`, `md` and `sys` are ignored, and so are
/// the words every name of the palette starts with (a brand prefix: `ENA Background`,
/// `ENA Text`). The *last* role word gives the color's kind — the final noun of a name is
/// what it is (`TextField/background` is a background):
///
/// | words | read as | role |
/// |---|---|---|
/// | text, txt, label, lbl, foreground, fg, content, ink, title, body, caption, placeholder, link, heading, subtitle | text | body text |
/// | border, separator, divider, outline, stroke, icon, focus | a UI component | UI component |
/// | background, bg, surface, canvas, container, backdrop, page, card, sheet | a background | — |
///
/// A `disabled` or `inactive` word makes a foreground's role `disabled` (exempt, as WCAG
/// exempts inactive components). A state word — `rest` (the default state), `hover`,
/// `hovered`, `pressed`, `selected`, `focused`, `active`, `checked` — and numbers (`1` in
/// `NeutralForeground1`: a level) are not qualifiers: a state pairs with the same state. The
/// other words are the color's *qualifiers* (`fgColor.danger` → `danger`).
///
/// Two conventions are declared pairs, not guesses (origin ``PairOrigin/convention``), and
/// come first:
///
/// 1. **on-X over X** (Material, Fluent): `on-primary-container` over `primary-container`,
///    `inverse-on-surface` over `inverse-surface`, `on-primary-fixed-variant` over
///    `primary-fixed` (a `variant` X does not have falls back to X without it); with a role
///    word before `on`, X is what follows — `NeutralForegroundOnBrand` over the background
///    qualified `brand` (`BrandBackground`);
/// 2. **X-foreground over X** (shadcn/ui): `primary-foreground` over `primary`,
///    `card-foreground` over `card`.
///
/// Then, inferred, the first that gives a pair:
///
/// 3. **same qualifiers**: a text or component color over the background with the same
///    qualifiers and state (else the same qualifiers and no state) — `text.danger` over
///    `background.danger`, `NeutralForeground1Hover` over `NeutralBackground1Hover`; of
///    several, the one most like a default background (below);
/// 4. **default background**: else over the palette's default background
///    (``defaultBackground(in:where:)``), when it has one.
///
/// Names with no role word, and foregrounds no rule pairs, are not paired:
/// ``AuditReport/uncheckedColors`` lists them.
public enum PairInference {
    /// A color's name read as words.
    struct ReadName {
        enum Kind { case text, component, background }

        let name: String
        /// The words, noise and the palette's shared prefix left out.
        let words: [String]
        let kind: Kind
        let disabled: Bool
        /// The words other than the role word, states, numbers and `disabled`/`inactive`.
        let qualifiers: [String]
        /// A state word other than `rest`.
        let state: String?
        /// For `on-X`: X's words.
        let onTarget: [String]?
    }

    static let textWords: Set<String> = [
        "text", "txt", "label", "lbl", "foreground", "fg", "content", "ink", "title", "body", "caption", "placeholder", "link",
        "heading", "subtitle",
    ]
    static let componentWords: Set<String> = ["border", "separator", "divider", "outline", "stroke", "icon", "focus"]
    static let backgroundWords: Set<String> = [
        "background", "bg", "surface", "canvas", "container", "backdrop", "page", "card", "sheet",
    ]
    static let disabledWords: Set<String> = ["disabled", "inactive"]
    /// States a foreground and its background share; `rest` is the default state.
    static let stateWords: Set<String> = ["rest", "hover", "hovered", "pressed", "selected", "focused", "active", "checked"]
    static let noiseWords: Set<String> = ["color", "colors", "md", "sys"]
    /// Qualifiers of a default background, in order of preference, when luminance ties.
    static let defaultQualifiers: [[String]] = [[], ["default"], ["primary"], ["base"], ["main"], ["app"], ["window"]]

    /// The words of a name: `md.sys.color.on-primaryContainer` → `md sys color on primary
    /// container`; `NeutralForeground1` → `neutral foreground 1`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if ".-/_ ".contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if let previous,
                (character.isUppercase && (previous.isLowercase || previous.isNumber))
                    || (character.isNumber && previous.isLetter) || (character.isLetter && previous.isNumber)
            {
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

    /// The leading words every name shares (a brand prefix), role words excepted; none for a
    /// palette of one name.
    static func sharedPrefix(_ names: [[String]]) -> Int {
        guard names.count > 1, let first = names.first else { return 0 }
        var count = 0
        while count < first.count - 1 {
            let word = first[count]
            guard !isRoleWord(word), word != "on", names.allSatisfy({ $0.count > count + 1 && $0[count] == word }) else { break }
            count += 1
        }
        return count
    }

    static func isRoleWord(_ word: String) -> Bool {
        textWords.contains(word) || componentWords.contains(word) || backgroundWords.contains(word)
    }

    /// The meaningful words of every name, the shared prefix dropped.
    static func meaningfulWords(_ names: [String]) -> [String: [String]] {
        let all = names.map { words(of: $0).filter { !noiseWords.contains($0) } }
        let prefix = sharedPrefix(all)
        return Dictionary(zip(names, all.map { Array($0.dropFirst(prefix)) }), uniquingKeysWith: { first, _ in first })
    }

    static func read(_ name: String, words meaningful: [String]) -> ReadName? {
        let disabled = meaningful.contains { disabledWords.contains($0) }
        let words = meaningful.filter { !disabledWords.contains($0) }
        let state = words.last { stateWords.contains($0) && $0 != "rest" }
        func qualifiers(_ words: some Sequence<String>) -> [String] {
            words.filter { !stateWords.contains($0) && !($0.first?.isNumber ?? false) }
        }
        // on-X: the word "on" followed by X's words. Before "on", a role word names what is
        // drawn (Fluent's `NeutralForegroundOnBrand`: X is `brand`); other words qualify X too
        // (Material's `inverse-on-surface`: X is `inverse surface`).
        if let on = words.firstIndex(of: "on"), on + 1 < words.count {
            let before = words[..<on], after = words[(on + 1)...]
            let kind: ReadName.Kind = before.contains { componentWords.contains($0) } ? .component : .text
            return ReadName(
                name: name, words: words, kind: kind, disabled: disabled, qualifiers: qualifiers(after), state: state,
                onTarget: before.contains(where: isRoleWord) ? Array(after) : Array(before) + Array(after))
        }
        for index in words.indices.reversed() {
            let word = words[index]
            let kind: ReadName.Kind? =
                textWords.contains(word) ? .text : componentWords.contains(word) ? .component : backgroundWords.contains(word) ? .background : nil
            guard let kind else { continue }
            var rest = words
            rest.remove(at: index)
            return ReadName(name: name, words: words, kind: kind, disabled: disabled, qualifiers: qualifiers(rest), state: state, onTarget: nil)
        }
        return nil
    }

    /// Every name of the palette that has a role word, read.
    static func readNames(_ palette: Palette) -> [ReadName] {
        let words = meaningfulWords(palette.allNames)
        return palette.allNames.compactMap { name in words[name].flatMap { read(name, words: $0) } }
    }

    /// How much a background looks like the palette's default one: its light cell's
    /// luminance minus its dark cell's (the lightest in light and darkest in dark scores
    /// highest); for a palette with no dark cell, its light cell's luminance. `nil` for a
    /// color that is translucent or unresolved in some cell.
    static func defaultScore(_ name: String, in palette: Palette) -> Double? {
        guard let color = palette[name], Appearance.allCases.allSatisfy({ color.resolved(for: $0).isOpaque }) else { return nil }
        let light = color.resolved(for: .light).relativeLuminance
        return palette.definedCells.contains(.dark) ? light - color.resolved(for: .dark).relativeLuminance : light
    }

    /// The palette's default background: `systemBackground` when the palette has it; else,
    /// of the colors named as backgrounds (no state, not disabled, opaque in every cell), the
    /// one whose light cell is lightest and dark cell darkest (the largest drop in relative
    /// luminance from light to dark), ties going to the qualifiers none, `default`, `primary`,
    /// `base`, `main`, `app`, `window`, then to name order; `nil` when there is none.
    public static func defaultBackground(in palette: Palette, where accept: (String) -> Bool = { _ in true }) -> String? {
        if palette["systemBackground"] != nil, accept("systemBackground") { return "systemBackground" }
        let candidates = readNames(palette).filter { $0.kind == .background && !$0.disabled && $0.state == nil && accept($0.name) }
        return best(candidates, in: palette)?.name
    }

    /// Of `candidates`, the most like a default background (``defaultBackground(in:where:)``).
    static func best(_ candidates: [ReadName], in palette: Palette) -> ReadName? {
        let scored = candidates.compactMap { candidate in defaultScore(candidate.name, in: palette).map { (candidate, $0) } }
        func preference(_ name: ReadName) -> Int { defaultQualifiers.firstIndex(of: name.qualifiers) ?? defaultQualifiers.count }
        return scored.min { a, b in
            if a.1 != b.1 { return a.1 > b.1 }
            if preference(a.0) != preference(b.0) { return preference(a.0) < preference(b.0) }
            return a.0.name < b.0.name
        }?.0
    }

    /// Whether two colors are one, or the same value in some appearance — two names for one
    /// primitive, or a brand text and the brand fill that share a value in light: drawn one on
    /// the other, the text would be invisible there, so nobody draws that pair. Never a pair.
    static func same(_ first: String, _ second: String, in palette: Palette) -> Bool {
        guard first != second else { return true }
        guard let a = palette[first], let b = palette[second] else { return false }
        return Appearance.allCases.contains { a.resolved(for: $0) == b.resolved(for: $0) }
    }

    /// The pairs the names mean, each with the rule that produced it: the conventions'
    /// declared pairs, then the inferred ones (marked inferred).
    public static func pairings(for palette: Palette) -> [Pairing] {
        let names = palette.allNames
        let words = meaningfulWords(names)
        let read = readNames(palette)
        let backgrounds = read.filter { $0.kind == .background && !$0.disabled }
        // Every name by its words, for on-X's and X-foreground's X (which need no role word).
        let byWords = Dictionary(names.compactMap { name in words[name].map { ($0, name) } }, uniquingKeysWith: { first, _ in first })
        let fallback = defaultBackground(in: palette)
        var pairings: [Pairing] = []
        for color in read where color.kind != .background || color.onTarget != nil {
            let role: PairRole = color.disabled ? .disabled : color.kind == .component ? .uiComponent : .bodyText
            /// Adds the pair unless the background is the color or equal to it everywhere.
            func pair(_ background: String, _ rule: String, declared: Bool = false) -> Bool {
                guard !same(color.name, background, in: palette) else { return false }
                pairings.append(Pairing(
                    foreground: color.name, background: background, role: role,
                    rationale: declared ? "declared: \(rule)" : "inferred: \(rule)", inferred: !declared,
                    origin: declared ? .convention : .names))
                return true
            }
            if let target = color.onTarget {
                let plain = target.last == "variant" ? Array(target.dropLast()) : nil
                let named = byWords[target] ?? plain.flatMap { byWords[$0] }
                    ?? best(backgrounds.filter { $0.qualifiers == target && $0.state == nil }, in: palette)?.name
                if let named { _ = pair(named, "on-X is the content color over X (Material, Fluent)", declared: true) }
                continue
            }
            let colorWords = words[color.name] ?? []
            if color.kind == .text, let last = colorWords.last, last == "foreground" || last == "fg", colorWords.count > 1,
                let background = byWords[Array(colorWords.dropLast())]
            {
                if pair(background, "X-foreground is the text color over X (shadcn/ui)", declared: true) { continue }
            }
            if !color.qualifiers.isEmpty || color.state != nil {
                let matching = backgrounds.filter { $0.qualifiers == color.qualifiers && !same(color.name, $0.name, in: palette) }
                let sameState = matching.filter { $0.state == color.state }
                let chosen = best(sameState, in: palette) ?? (color.state == nil ? nil : best(matching.filter { $0.state == nil }, in: palette))
                let qualifiers = color.qualifiers.isEmpty ? "no qualifiers" : "same qualifiers '\(color.qualifiers.joined(separator: " "))'"
                if let chosen, pair(chosen.name, qualifiers + (chosen.state.map { ", state '\($0)'" } ?? "")) { continue }
            }
            if let fallback {
                _ = pair(fallback, "over the palette's default background (of its backgrounds, the lightest in light and darkest in dark)")
            }
        }
        return pairings
    }
}
