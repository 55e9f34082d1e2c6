import ColorScience

extension Finding {
    /// The finding in one line, with ratios as reports print them (three decimals, truncated):
    /// `secondaryLabel on systemBackground in light: 3.438:1, below the 4.5:1 WCAG 1.4.3 AA
    /// requires for body text (short by 1.061); foreground #3C3C4399, seen as #8A8A8EFF, on
    /// #FFFFFFFF`. The exact values are on the finding itself.
    public var story: String {
        let seen = compositeHex == foregroundHex ? "" : ", seen as \(compositeHex)"
        let surface = base.map { " (over \($0), seen as \(seenBackgroundHex ?? ""))" } ?? ""
        let colors = "foreground \(foregroundHex)\(seen), on \(backgroundHex)\(surface)"
        guard let criterion, let required = required, let margin else {
            return "\(pair.phrase) in \(appearanceKeys): \(Decimals.truncated(ratio)):1, exempt as \(role.phrase); \(colors)"
        }
        let verdict = status == .pass
            ? "meets the \(Decimals.threshold(required)):1 WCAG \(criterion.shortName) requires for \(role.phrase) (by \(Decimals.truncated(margin)))"
            : "below the \(Decimals.threshold(required)):1 WCAG \(criterion.shortName) requires for \(role.phrase) (short by \(Decimals.truncated(-margin)))"
        return "\(pair.phrase) in \(appearanceKeys): \(Decimals.truncated(ratio)):1, \(verdict); \(colors)"
    }

    /// The appearance cells the finding covers, by key: `light, lightElevated`.
    public var appearanceKeys: String {
        appearances.count == 1 ? appearance.key : appearances.map(\.key).joined(separator: ", ")
    }
}

extension Finding {
    /// The suggestion in a phrase — `suggested foreground #767676 (4.542:1, ΔE00 0.39)` — or,
    /// when suggestions were searched (`searched`) and none reaches the minimum,
    /// `no sRGB foreground reaches 7:1`; `nil` for a passing finding or when not searched.
    public func suggestionPhrase(searched: Bool) -> String? {
        guard status == .fail, searched, let required else { return nil }
        guard let suggestion else {
            let alpha = contrast.foreground.isOpaque ? "" : " at its alpha"
            return "no sRGB foreground\(alpha) reaches \(Decimals.threshold(required)):1"
        }
        return "suggested foreground \(suggestion.color.hex) (\(Decimals.truncated(suggestion.ratio)):1, "
            + "ΔE00 \(Decimals.truncated(suggestion.deltaE2000, digits: 2)))"
    }
}

extension PairRole {
    /// What the role's pairs are, in a sentence: `body text`, `UI components`.
    public var phrase: String {
        switch self {
        case .bodyText: "body text"
        case .largeText: "large text"
        case .uiComponent: "UI components"
        case .decorative: "decoration"
        case .disabled: "disabled text"
        }
    }
}
