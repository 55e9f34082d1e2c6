import ColorScience

extension Finding {
    /// The finding in one line, with ratios as reports print them (three decimals, truncated):
    /// `secondaryLabel on systemBackground in Light: 3.438:1, below the 4.5:1 WCAG 1.4.3 AA
    /// requires for body text (short by 1.061); foreground #3C3C4399, seen as #8A8A8EFF, on
    /// #FFFFFFFF`. The exact values are on the finding itself.
    public var story: String {
        let seen = compositeHex == foregroundHex ? "" : ", seen as \(compositeHex)"
        let surface = base.map { " (over \($0), seen as \(seenBackgroundHex ?? ""))" } ?? ""
        let colors = "foreground \(foregroundHex)\(seen), on \(backgroundHex)\(surface)"
        guard let criterion, let requiredPhrase, let margin, let unit = requirement?.metric.unit else {
            return "\(pair.phrase) in \(appearanceNames): \(valuePhrase), exempt as \(role.phrase); \(colors)"
        }
        // The margin with the metric's unit, except the ratio's `:1`, which a difference does not take.
        let marginUnit = unit == ContrastMetric.wcag2Ratio.unit ? "" : unit
        let verdict = status == .pass
            ? "meets the \(requiredPhrase) WCAG \(criterion.shortName) requires for \(role.phrase) (by \(Decimals.truncated(margin))\(marginUnit))"
            : "below the \(requiredPhrase) WCAG \(criterion.shortName) requires for \(role.phrase) (short by \(Decimals.truncated(-margin))\(marginUnit))"
        return "\(pair.phrase) in \(appearanceNames): \(valuePhrase), \(verdict); \(colors)"
    }

    /// The value measured on the requirement's metric, truncated, with the metric's unit:
    /// `3.438:1` for the WCAG ratio (and for an exempt finding, which measures it).
    public var valuePhrase: String {
        guard let check else { return Decimals.truncated(ratio) + ContrastMetric.wcag2Ratio.unit }
        return Decimals.truncated(check.value) + check.requirement.metric.unit
    }

    /// The minimum with the metric's unit, `4.5:1`; `nil` when exempt.
    public var requiredPhrase: String? {
        requirement.map { Decimals.threshold($0.minimum) + $0.metric.unit }
    }

    /// The measured value over the requirement's minimum — below 1 for a failure, the
    /// further below the worse — and 1 when exempt: what "worst first" orders by.
    package var fractionOfRequirement: Double {
        guard let check, check.requirement.minimum > 0 else { return 1 }
        return check.value / check.requirement.minimum
    }

    /// The appearance cells the finding covers in a designer's words, for sentences:
    /// `Light, Light · Elevated`.
    public var appearanceNames: String {
        cells.count == 1 ? appearance.displayName : appearances.map(\.displayName).joined(separator: ", ")
    }

    /// The appearance cells the finding covers, by key: `light, lightElevated`.
    public var appearanceKeys: String {
        cells.count == 1 ? appearance.key : appearances.map(\.key).joined(separator: ", ")
    }
}

extension Finding {
    /// The suggestion in a phrase — `suggested foreground #767676 (4.542:1, ΔE00 0.39)` — or,
    /// when suggestions were searched (`searched`) and none reaches the minimum,
    /// `no sRGB foreground reaches 7:1`; `nil` for a passing finding or when not searched.
    public func suggestionPhrase(searched: Bool) -> String? {
        guard status == .fail, searched, let required else { return nil }
        if suggestionNotSearched {
            return "no suggestion searched: the audit's search budget went to failures before it"
        }
        let kept: String
        if let suggestion {
            kept = "suggested foreground \(suggestion.color.hex) (\(Decimals.truncated(suggestion.ratio)):1, "
                + "ΔE00 \(Decimals.truncated(suggestion.deltaE2000, digits: 2)))"
        } else {
            let alpha = contrast.foreground.isOpaque ? "" : " at its alpha"
            kept = "no sRGB foreground\(alpha) reaches \(Decimals.threshold(required)):1"
        }
        return [kept, translucentPhrase].compactMap { $0 }.joined(separator: "; ")
    }

    /// A translucent foreground's fixes that change its alpha, in words: "or the same color at
    /// alpha 72.1 % (#3C3C43B8, 4.52:1); or opaque #8A8A8E (4.61:1, ΔE00 3.10 from the color
    /// seen)".
    public var translucentPhrase: String? {
        guard let fix = translucentFix else { return nil }
        var parts: [String] = []
        if let color = fix.alphaColor, let ratio = fix.alphaRatio {
            parts.append("or the same color at alpha \(Decimals.truncated(color.alpha * 100, digits: 1)) % (\(color.hex), \(Decimals.truncated(ratio)):1)")
        }
        if let opaque = fix.opaque {
            parts.append("or opaque \(opaque.color.hex) (\(Decimals.truncated(opaque.ratio)):1, ΔE00 \(Decimals.truncated(opaque.deltaE2000, digits: 2)) from the color seen)")
        } else {
            parts.append("no sRGB color reaches \(required.map { Decimals.threshold($0) } ?? "it"):1 at any alpha")
        }
        return parts.joined(separator: "; ")
    }
}

extension AuditReport {
    /// When the suggestion searches reached their budget: what was left unsearched, in a
    /// sentence for the reports.
    public var suggestionBudgetLine: String? {
        guard suggestionsNotSearched > 0 else { return nil }
        let failures = suggestionsNotSearched == 1 ? "1 failure was" : "\(suggestionsNotSearched) failures were"
        return "Suggestions stopped at the audit's search budget: "
            + "\(failures) not searched (marked so), and no palette-level fix was searched. "
            + "Narrow the rules' patterns, or audit without suggestions (--no-suggestions)."
    }
}
