import AdaptedSystemUI

/// Infers the pairs a palette means from how its colors are named, the way design systems
/// name them — conservatively: each foreground is paired with the background its name
/// points to, or else with the palette's default background, never with itself or with a
/// color equal to it in any appearance (it would be invisible there), and every pair records
/// the rule that produced it (in ``Pairing/rationale``, shown in every report and by
/// `darkmode-audit pairs`).
///
/// A name is read as words: path segments (`.`, `/`, `-`, `_`, space), camelCase parts (an
/// acronym ends before the capital that starts the next word: `ACBackground` is `ac
/// background`) and digit runs, lowercased — `fgColor.accent` is `fg color accent`,
/// `NeutralForeground1Hover` is `neutral foreground 1 hover`. `color`, `colors`, `md` and `sys`
/// are ignored, and so are the words every name of the palette starts with (a brand prefix:
/// `ENA Background`, `ENA Text`). The *last* role word gives the color's kind — the final noun
/// of a name is what it is (`TextField/background` is a background):
///
/// | words | read as | role |
/// |---|---|---|
/// | text, txt, label, lbl, foreground, fg, content, ink, title, body, caption, placeholder, link, heading, subtitle | text | body text |
/// | border, separator, divider, outline, stroke, icon, focus; accent and tint when no other role word is there | a UI component | UI component |
/// | background, bg, surface, canvas, container, backdrop, page, card, sheet | a background | — |
///
/// A `disabled` word makes a foreground's role `disabled` (exempt, as WCAG exempts inactive
/// components). State words — `rest` (the default state), `hover`, `hovered`, `pressed`,
/// `selected`, `focused`, `active`, `inactive` (an unselected tab is not a disabled one),
/// `checked` — and numbers (a level: `1` in `NeutralForeground1`) are not qualifiers: a state
/// pairs with the same state, and a lower level is the base one. `inverse`, `inverted` and
/// `reverse` are one qualifier, and a color with it is only ever paired with a background
/// that has it too. The other words are the color's *qualifiers* (`fgColor.danger` →
/// `danger`).
///
/// Two conventions are declared pairs, not guesses (origin ``PairOrigin/convention``), and
/// come first:
///
/// 1. **on-X over X** (Material, Fluent), and over X's tones (`on-surface` over every
///    `surface-container…`, `surface-dim` and `surface-bright`; `on-primary-fixed` over
///    `primary-fixed-dim`): `on-primary-container` over `primary-container`,
///    `inverse-on-surface` over `inverse-surface`, `on-primary-fixed-variant` over
///    `primary-fixed` (a `variant` X does not have falls back to X without it); with a role
///    word before `on`, X is what follows — `NeutralForegroundOnBrand` over the background
///    qualified `brand` (`BrandBackground`, before `BrandBackground2`), `text-on-dark` over a
///    background whose name holds `dark`;
/// 2. **X-foreground over X** (shadcn/ui): `primary-foreground` over `primary`,
///    `card-foreground` over `card`.
///
/// Then, inferred, the first that gives a pair:
///
/// 3. **named after a background**: a text or component named as a background plus its role
///    word goes over that background — `StatusBackgroundBorder` over `StatusBackground`,
///    `surface.glass-text` over `surface.glass`;
/// 4. **same qualifiers**: over the background with the same qualifiers and state (else the
///    same qualifiers and no state) — `text.danger` over `background.danger`,
///    `NeutralForeground1Hover` over `NeutralBackground1Hover`; of several, the lowest level,
///    then the one most like a default background. A color whose qualifiers are all of rank
///    (`primary`, `secondary`, `muted`, `subtle`, …) goes over the default background too:
///    `fgColor.muted` is drawn on `bgColor.default` as well as on `bgColor.muted`;
/// 5. **namespace**: over the background whose qualifiers begin the color's —
///    `tab.bar.item.icon` over `tab.bar.background` (the longest such);
/// 6. **default background**: else over the palette's default background
///    (``defaultBackground(in:where:)``) — unless the two are equal in some appearance: a
///    color the default background would hide is meant for another surface, and is left
///    unpaired rather than guessed.
///
/// Names with no role word, and foregrounds no rule pairs, are not paired:
/// ``AuditReport/uncheckedColors`` lists them.
public enum PairInference {
    /// A color's name read as words.
    package struct ReadName {
        package enum Kind { case text, component, background }

        let name: String
        /// The words, noise and the palette's shared prefix left out.
        let words: [String]
        package let kind: Kind
        /// The role word that gave the kind (`on` for on-X).
        let roleWord: String
        let disabled: Bool
        /// The words other than the role word, states, numbers and `disabled`.
        let qualifiers: [String]
        /// A state word other than `rest`.
        let state: String?
        /// The last number in the name: its level (`1` in `NeutralBackground1`).
        let level: Int?
        /// For `on-X`: X's words.
        let onTarget: [String]?
        /// Whether a role word comes before `on` (`text-on-dark`): X may be any background
        /// whose words hold X's.
        let onFollowsRole: Bool
    }

    static let textWords: Set<String> = [
        "text", "txt", "label", "lbl", "foreground", "fg", "content", "ink", "title", "body", "caption", "placeholder", "link",
        "heading", "subtitle",
    ]
    static let componentWords: Set<String> = ["border", "separator", "divider", "outline", "stroke", "icon", "focus"]
    /// Component words only when the name has no other role word (`fgColor.accent` is text).
    static let weakComponentWords: Set<String> = ["accent", "tint"]
    static let backgroundWords: Set<String> = [
        "background", "bg", "surface", "canvas", "container", "backdrop", "page", "card", "sheet",
    ]
    /// Background words of a layer above the base one: a default background is rather not one.
    static let raisedBackgroundWords: Set<String> = ["container", "card", "sheet"]
    static let disabledWords: Set<String> = ["disabled"]
    /// States a foreground and its background share; `rest` is the default state.
    static let stateWords: Set<String> = [
        "rest", "hover", "hovered", "pressed", "selected", "focused", "active", "inactive", "checked",
    ]
    static let inverseWords: Set<String> = ["inverse", "inverted", "reverse", "reversed"]
    /// Qualifiers of emphasis: text of a rank is drawn on the default background as well as
    /// on the background of the same rank.
    static let rankWords: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "muted", "subtle", "subdued", "strong", "emphasis", "emphasized", "default",
    ]
    static let noiseWords: Set<String> = ["color", "colors", "md", "sys"]
    /// Qualifiers that say a background is not the default one: a lower rank, or a
    /// component's own fill (`badge.background`, `Button/background`, `search.field.bg`).
    static let notDefaultWords: Set<String> = [
        "secondary", "tertiary", "quaternary", "muted", "subtle", "inverse", "badge", "button", "btn", "chip", "tag", "toast",
        "tooltip", "banner", "toolbar", "navigation", "nav", "tab", "menu", "popover", "popup", "overlay", "scrim", "selection",
        "highlight", "field", "input", "search", "alert", "dialog", "modal", "sidebar", "header", "footer", "code",
    ]
    /// Role words that, ending a name after "on X", make it that role (`on-surface.fg`).
    static let explicitRoleWords: Set<String> = ["fg", "bg", "foreground", "background", "text", "txt", "border", "stroke"]
    /// Words that make a background a component's own (a button's fill): never the default.
    static let componentQualifiers: Set<String> = ["badge", "button", "btn", "chip", "tag", "toast", "tooltip", "field", "input"]
    /// Qualifiers of a default background, in order of preference.
    static let defaultQualifiers: [[String]] = [[], ["default"], ["primary"], ["base"], ["main"], ["app"], ["window"]]

    /// The words of a name: `md.sys.color.on-primaryContainer` → `md sys color on primary
    /// container`; `NeutralForeground1` → `neutral foreground 1`; `ACBackground` → `ac
    /// background`.
    static func words(of name: String) -> [String] {
        asciiWords(of: name) ?? characterWords(of: name)
    }

    /// ``words(of:)`` by `Character`: boundaries at separators (`.-/_ `), lower to upper case,
    /// an upper-case run before a capitalised word, and letters to numbers and back.
    static func characterWords(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if ".-/_ ".contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let boundary =
                    (character.isUppercase && (previous.isLowercase || previous.isNumber))
                    || (character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false))
                    || (character.isNumber && previous.isLetter) || (character.isLetter && previous.isNumber)
                if boundary, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// ``words(of:)`` for a name of ASCII characters only (nearly every name), on its bytes:
    /// the same boundaries, with `Character`'s properties spelled out for ASCII (upper case
    /// `A`–`Z`, lower case `a`–`z`, numbers `0`–`9`); `nil` for any other name.
    static func asciiWords(of name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            func isSeparator(_ byte: UInt8) -> Bool { byte == 0x2E || byte == 0x2D || byte == 0x2F || byte == 0x5F || byte == 0x20 }
            var words: [String] = []
            var start: Int?
            func close(_ end: Int) {
                if let first = start, first < end {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self).lowercased())
                }
                start = nil
            }
            for index in bytes.indices {
                let byte = bytes[index]
                if isSeparator(byte) {
                    close(index)
                    continue
                }
                if index > 0, start != nil {
                    let previous = bytes[index - 1]
                    let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
                    let isLetter = isUpper(byte) || isLower(byte), previousIsLetter = isUpper(previous) || isLower(previous)
                    let boundary =
                        (isUpper(byte) && (isLower(previous) || isDigit(previous)))
                        || (isUpper(byte) && isUpper(previous) && (next.map(isLower) ?? false))
                        || (isDigit(byte) && previousIsLetter) || (isLetter && isDigit(previous))
                    if boundary { close(index) }
                }
                if start == nil { start = index }
            }
            close(bytes.count)
            return words
        }
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

    /// The meaningful words of every name, the shared prefix dropped, `inverted` and its
    /// synonyms spelled `inverse`.
    static func meaningfulWords(_ names: [String]) -> [String: [String]] {
        let all = names.map { words(of: $0).filter { !noiseWords.contains($0) }.map { inverseWords.contains($0) ? "inverse" : $0 } }
        let prefix = sharedPrefix(all)
        return Dictionary(zip(names, all.map { Array($0.dropFirst(prefix)) }), uniquingKeysWith: { first, _ in first })
    }

    static func read(_ name: String, words meaningful: [String]) -> ReadName? {
        let disabled = meaningful.contains { disabledWords.contains($0) }
        let words = meaningful.filter { !disabledWords.contains($0) }
        let state = words.last { stateWords.contains($0) && $0 != "rest" }
        let level = words.last { $0.first?.isNumber ?? false }.flatMap { Int($0) }
        func qualifiers(_ words: some Sequence<String>) -> [String] {
            words.filter { !stateWords.contains($0) && !($0.first?.isNumber ?? false) }
        }
        // on-X: the word "on" followed by X's words. Before "on", a role word names what is
        // drawn (Fluent's `NeutralForegroundOnBrand`: X is `brand`); other words qualify X too
        // (Material's `inverse-on-surface`: X is `inverse surface`).
        // A name that ends in an explicit role word after "on X" (`button.danger.on-surface.fg`
        // and `.bg`) is that role, with "on X" as a qualifier: the variant of a component
        // drawn on a surface, not the content color of X.
        if let on = words.firstIndex(of: "on"), on + 1 < words.count,
            !(words.count - on > 2 && explicitRoleWords.contains(words.last!))
        {
            let before = words[..<on], after = words[(on + 1)...]
            let kind: ReadName.Kind = before.contains { componentWords.contains($0) } ? .component : .text
            let followsRole = before.contains(where: isRoleWord)
            return ReadName(
                name: name, words: words, kind: kind, roleWord: "on", disabled: disabled, qualifiers: qualifiers(after), state: state,
                level: level, onTarget: qualifiers(followsRole ? Array(after) : Array(before) + Array(after)), onFollowsRole: followsRole)
        }
        func kind(of word: String) -> ReadName.Kind? {
            textWords.contains(word) ? .text : componentWords.contains(word) ? .component : backgroundWords.contains(word) ? .background : nil
        }
        let index = words.lastIndex { kind(of: $0) != nil } ?? words.lastIndex { weakComponentWords.contains($0) }
        guard let index else { return nil }
        var rest = words
        rest.remove(at: index)
        return ReadName(
            name: name, words: words, kind: kind(of: words[index]) ?? .component, roleWord: words[index], disabled: disabled,
            qualifiers: qualifiers(rest), state: state, level: level, onTarget: nil, onFollowsRole: false)
    }

    /// Every name of the palette that has a role word, read (from `words`, the names'
    /// ``meaningfulWords(_:)``, when the caller has them).
    package static func readNames(_ palette: Palette, words: [String: [String]]? = nil) -> [ReadName] {
        let words = words ?? meaningfulWords(palette.allNames)
        return palette.allNames.compactMap { name in words[name].flatMap { read(name, words: $0) } }
    }

    /// How much a background looks like the palette's default one by its values: its light
    /// cell's luminance minus its dark cell's (the lightest in light and darkest in dark
    /// scores highest); for a palette with no dark cell, its light cell's luminance. `nil` for
    /// a color that is translucent or unresolved in some cell.
    static func defaultScore(_ name: String, in palette: Palette, hasDark: Bool) -> Double? {
        guard let color = palette[name], Appearance.allCases.allSatisfy({ color.resolved(for: $0).isOpaque }) else { return nil }
        let light = color.resolved(for: .light).relativeLuminance
        return hasDark ? light - color.resolved(for: .dark).relativeLuminance : light
    }

    /// The palette's default background: `systemBackground` when the palette has it; else, of
    /// the colors named as backgrounds (no state, not disabled, not inverse, opaque in every
    /// cell) that `accept` accepts, the one most like a default background — by name first
    /// (the qualifiers none, `default`, `primary`, `base`, `main`, `app`, `window`; then no word
    /// of a lower rank or a component, such as `secondary`, `badge` or `button`; then a base
    /// word before `card`, `container` or `sheet`), then by value (the lightest in light and
    /// darkest in dark); `nil` when there is none.
    public static func defaultBackground(in palette: Palette, where accept: (String) -> Bool = { _ in true }) -> String? {
        if palette["systemBackground"] != nil, accept("systemBackground") { return "systemBackground" }
        return defaultBackground(among: readNames(palette), in: palette, where: accept)
    }

    /// ``defaultBackground(in:where:)`` among names already read: the colors named as
    /// backgrounds (no state, not disabled, not inverse, opaque in every cell), the one most
    /// like the default background — by name: the qualifiers none, `default`, `primary`,
    /// `base`, `main`, `app`, `window`, then those with no word of a lower rank or a component
    /// (`secondary`, `badge`, `button`, `field`, `sidebar`, …), then a base word (`background`,
    /// `bg`, `surface`, …) before a raised one (`card`, `container`, `sheet`) — and then by
    /// value: the lightest in light and darkest in dark (the largest drop in relative
    /// luminance from light to dark), then the lower level, then name order. One pass, not a
    /// sort: only the first is wanted.
    static func defaultBackground(among read: [ReadName], in palette: Palette, where accept: (String) -> Bool = { _ in true }) -> String? {
        if palette["systemBackground"] != nil, accept("systemBackground") { return "systemBackground" }
        let hasDark = palette.definedCells.contains(.dark)
        var best: (ReadName, Double)?
        for name in read {
            // A component's own fill (a button's, a chip's) is never the page's background.
            guard name.kind == .background, !name.disabled, name.state == nil, !name.qualifiers.contains("inverse"),
                !name.qualifiers.contains(where: componentQualifiers.contains), accept(name.name),
                let score = defaultScore(name.name, in: palette, hasDark: hasDark)
            else { continue }
            if let current = best, !precedes((name, score), current, byName: true) { continue }
            best = (name, score)
        }
        return best?.0.name
    }

    /// Whether `a` ranks before `b` (the default background's order, or without `byName`
    /// a foreground's: by level first, `BrandBackground` before `BrandBackground2`, then
    /// value), each with its score. A total order: names differ.
    static func precedes(_ a: (ReadName, Double), _ b: (ReadName, Double), byName: Bool) -> Bool {
        func key(_ name: ReadName) -> (Int, Int, Int) {
            guard byName else { return (name.level ?? 0, 0, 0) }
            return (
                defaultQualifiers.firstIndex(of: name.qualifiers) ?? defaultQualifiers.count,
                name.qualifiers.contains(where: notDefaultWords.contains) ? 1 : 0, raisedBackgroundWords.contains(name.roleWord) ? 1 : 0
            )
        }
        let (first, second) = (key(a.0), key(b.0))
        if first != second { return first < second }
        if a.1 != b.1 { return a.1 > b.1 }
        if (a.0.level ?? 0) != (b.0.level ?? 0) { return (a.0.level ?? 0) < (b.0.level ?? 0) }
        return a.0.name < b.0.name
    }

    /// The pairs the names mean, each with the rule that produced it: the conventions'
    /// declared pairs, then the inferred ones (marked inferred).
    public static func pairings(for palette: Palette) -> [Pairing] {
        let names = palette.allNames
        let words = meaningfulWords(names)
        let read = readNames(palette, words: words)
        let backgrounds = read.filter { $0.kind == .background && !$0.disabled }
        let backgroundNames = Set(backgrounds.map(\.name))
        // Every name by its words, for on-X's and X-foreground's X (which need no role word).
        let byWords = Dictionary(names.compactMap { name in words[name].map { ($0, name) } }, uniquingKeysWith: { first, _ in first })
        let fallback = defaultBackground(among: read, in: palette)
        let hasDark = palette.definedCells.contains(.dark)
        // Each color's value in every cell and each background's score, once: the rules below
        // compare every foreground with many backgrounds.
        var values: [String: [SRGB]] = [:]
        for color in palette.colors where values[color.name] == nil { values[color.name] = Appearance.allCases.map(color.resolved(for:)) }
        // Per background, by position: its values and score (the inner loops index, never hash).
        let backgroundValues = backgrounds.map { values[$0.name] }
        let backgroundScores = backgrounds.map { defaultScore($0.name, in: palette, hasDark: hasDark) }
        // The backgrounds in the order a foreground prefers them (precedes(_:_:byName:) is a
        // total order: names differ), those without a score last: the best background of any
        // group is then the first one the foreground may be paired with, found without
        // comparing the whole group (10,000 backgrounds of one group, each the choice of
        // 10,000 foregrounds, were 10^8 comparisons).
        let preferred = backgrounds.indices.sorted { a, b in
            guard let scoreA = backgroundScores[a] else { return false }
            guard let scoreB = backgroundScores[b] else { return true }
            return precedes((backgrounds[a], scoreA), (backgrounds[b], scoreB), byName: false)
        }
        let byQualifiers = Dictionary(grouping: preferred) { backgrounds[$0].qualifiers }
        // Every name by its first word, for the tones of X (names that begin with X's words).
        let byFirstWord = Dictionary(grouping: names.filter { words[$0]?.isEmpty == false }) { words[$0]![0] }
        /// Whether two colors are one, or the same value in some appearance — two names for
        /// one primitive, or a brand text and the brand fill that share a value in light: drawn
        /// one on the other, the text would be invisible there, so nobody draws that pair.
        func same(_ first: String, _ second: String) -> Bool {
            guard first != second else { return true }
            guard let a = values[first], let b = values[second] else { return false }
            return zip(a, b).contains { $0 == $1 }
        }
        var pairings: [Pairing] = []
        for color in read where color.kind != .background || color.onTarget != nil {
            let role: PairRole = color.disabled ? .disabled : color.kind == .component ? .uiComponent : .bodyText
            /// Adds the pair unless the background is the color or equal to it somewhere.
            func pair(_ background: String, _ rule: String, declared: Bool = false) -> Bool {
                guard !same(color.name, background) else { return false }
                pairings.append(Pairing(
                    foreground: color.name, background: background, role: role,
                    rationale: declared ? "declared: \(rule)" : "inferred: \(rule)", inferred: !declared,
                    origin: declared ? .convention : .names))
                return true
            }
            let own = values[color.name]
            /// The best of the backgrounds at `candidates` (in ``preferred`` order) that can be
            /// paired with the color: the first one.
            func first(_ candidates: some Sequence<Int>) -> ReadName? {
                for index in candidates {
                    guard backgroundScores[index] != nil else { return nil }
                    guard backgrounds[index].name != color.name else { continue }
                    if let own, let other = backgroundValues[index], zip(own, other).contains(where: { $0 == $1 }) { continue }
                    return backgrounds[index]
                }
                return nil
            }
            if let target = color.onTarget {
                let plain = target.last == "variant" ? Array(target.dropLast()) : nil
                let named = byWords[target] ?? plain.flatMap { byWords[$0] }
                    ?? first((byQualifiers[target] ?? []).filter { backgrounds[$0].state == nil })?.name
                    ?? (color.onFollowsRole ? first(preferred.lazy.filter { target.allSatisfy(backgrounds[$0].words.contains) })?.name : nil)
                if let named { _ = pair(named, "on-X is the content color over X (Material, Fluent)", declared: true) }
                // Material's tone variants of X: on-surface over every surface container and
                // surface-dim/-bright; on-primary-fixed over primary-fixed-dim.
                let xWords = named.flatMap { words[$0] } ?? []
                for name in xWords.first.flatMap({ byFirstWord[$0] }) ?? [] where name != named {
                    guard let other = words[name], other.count > xWords.count, !xWords.isEmpty, Array(other.prefix(xWords.count)) == xWords else { continue }
                    let rest = Array(other.dropFirst(xWords.count))
                    let isSurfaceTone = xWords == ["surface"] && (rest == ["dim"] || rest == ["bright"] || rest.first == "container")
                    guard isSurfaceTone || rest == ["dim"] else { continue }
                    _ = pair(name, "on-X is the content color over X's tones (Material)", declared: true)
                }
                continue
            }
            let colorWords = words[color.name] ?? []
            let base = colorWords.last == color.roleWord && colorWords.count > 1 ? Array(colorWords.dropLast()) : nil
            if color.kind == .text, color.roleWord == "foreground" || color.roleWord == "fg", let base, let background = byWords[base],
                pair(background, "X-foreground is the text color over X (shadcn/ui)", declared: true)
            {
                continue
            }
            if let base, let background = byWords[base], backgroundNames.contains(background),
                pair(background, "named after the background \(background)")
            {
                continue
            }
            if !color.qualifiers.isEmpty || color.state != nil {
                let matching = byQualifiers[color.qualifiers] ?? []
                let chosen = first(matching.lazy.filter { backgrounds[$0].state == color.state })
                    ?? (color.state == nil ? nil : first(matching.lazy.filter { backgrounds[$0].state == nil }))
                let qualifiers = color.qualifiers.isEmpty ? "no qualifiers" : "same qualifiers '\(color.qualifiers.joined(separator: " "))'"
                if let chosen, pair(chosen.name, qualifiers + (chosen.state.map { ", state '\($0)'" } ?? "")) {
                    // Text of a rank (`text.secondary`, `fgColor.muted`) is drawn on the default
                    // background too, not only on the background of the same rank.
                    if color.state == nil, color.qualifiers.allSatisfy(rankWords.contains), let fallback, fallback != chosen.name {
                        _ = pair(fallback, "over the palette's default background, as text of its rank is")
                    }
                    continue
                }
            }
            // An inverse color is drawn on an inverse surface, never on the default one.
            if color.qualifiers.contains("inverse") { continue }
            // A namespace: the longest qualifiers of a background that begin the color's.
            // (By the qualifiers' prefixes, longest first: one lookup each.)
            let namespace = color.qualifiers.isEmpty ? nil : (1..<max(1, color.qualifiers.count)).reversed().lazy.compactMap { length in
                byQualifiers[Array(color.qualifiers.prefix(length))].map { $0.filter { backgrounds[$0].state == nil } }
            }.first { !$0.isEmpty }
            if let namespace, let chosen = first(namespace),
                pair(chosen.name, "in the namespace '\(chosen.qualifiers.joined(separator: " "))'")
            {
                continue
            }
            // A color equal to the default background somewhere is meant for another surface
            // (white text for a dark header): left unpaired rather than guessed.
            if let fallback {
                _ = pair(fallback, fallback == "systemBackground" ? "over systemBackground, UIKit's default background" : "over the palette's default background")
            }
        }
        return pairings
    }
}
