import AdaptedSystemUI
import ColorScience

/// The JSON report's finding: flat fields, optional ones left out when exempt.
extension Finding: Codable {
    enum CodingKeys: String, CodingKey {
        case id, foreground, background, appearance, appearances, role, criterion, level, ratio, required, margin, status, severity
        case foregroundHex, backgroundHex, compositeHex, foregroundColor, backgroundColor, composite
        case base, baseColor, seenBackgroundHex, seenBackground, accepted, acceptedBecause, suggestion, suggestionNotSearched, metric, value
        case translucentFix
    }

    /// The JSON form of a translucent foreground's fixes that change its alpha.
    struct TranslucentFixJSON: Codable {
        /// The same color at the smallest alpha that passes: its hex and ratio.
        let alphaHex: String?
        let alphaColor: Components?
        let alphaRatio: Double?
        /// The nearest opaque color to the color seen.
        let opaque: SuggestionJSON?
    }

    /// The JSON form of a suggestion: its hex, exact components, ratio and ΔE00.
    struct SuggestionJSON: Codable {
        let hex: String
        let color: Components
        let ratio: Double
        let deltaE2000: Double
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(foreground, forKey: .foreground)
        try container.encode(background, forKey: .background)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(appearances, forKey: .appearances)
        try container.encode(role, forKey: .role)
        try container.encodeIfPresent(criterion?.number, forKey: .criterion)
        try container.encodeIfPresent(criterion?.level, forKey: .level)
        try container.encode(ratio, forKey: .ratio)
        try container.encodeIfPresent(check?.requirement.metric.id, forKey: .metric)
        try container.encodeIfPresent(check?.value, forKey: .value)
        try container.encodeIfPresent(required, forKey: .required)
        try container.encodeIfPresent(margin, forKey: .margin)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(severity, forKey: .severity)
        try container.encode(foregroundHex, forKey: .foregroundHex)
        try container.encode(backgroundHex, forKey: .backgroundHex)
        try container.encode(compositeHex, forKey: .compositeHex)
        try container.encode(foregroundColor, forKey: .foregroundColor)
        try container.encode(backgroundColor, forKey: .backgroundColor)
        try container.encode(composite, forKey: .composite)
        if let acceptance {
            try container.encode(true, forKey: .accepted)
            // A baseline's acceptance is written as it always was.
            if acceptance != .baseline { try container.encode(acceptance, forKey: .acceptedBecause) }
        }
        if let suggestion {
            try container.encode(
                SuggestionJSON(hex: suggestion.color.hex, color: Components(suggestion.color), ratio: suggestion.ratio, deltaE2000: suggestion.deltaE2000),
                forKey: .suggestion)
        }
        if let fix = translucentFix {
            try container.encode(
                TranslucentFixJSON(
                    alphaHex: fix.alphaColor?.hex, alphaColor: fix.alphaColor.map(Components.init), alphaRatio: fix.alphaRatio,
                    opaque: fix.opaque.map {
                        SuggestionJSON(hex: $0.color.hex, color: Components($0.color), ratio: $0.ratio, deltaE2000: $0.deltaE2000)
                    }),
                forKey: .translucentFix)
        }
        if suggestionNotSearched { try container.encode(true, forKey: .suggestionNotSearched) }
        if let base, let baseColor = contrast.base {
            try container.encode(base, forKey: .base)
            try container.encode(Components(baseColor), forKey: .baseColor)
            try container.encodeIfPresent(seenBackgroundHex, forKey: .seenBackgroundHex)
            try container.encode(Components(contrast.seenBackground), forKey: .seenBackground)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func color(_ key: CodingKeys) throws -> SRGB {
            do {
                return try container.decode(Components.self, forKey: key).color()
            } catch let error as ColorValueError {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
            }
        }
        let ratio = try container.decode(Double.self, forKey: .ratio)
        let base = try container.decodeIfPresent(String.self, forKey: .base)
        let contrast = ContrastMeasurement(
            recordedForeground: try color(.foregroundColor), background: try color(.backgroundColor),
            base: base == nil ? nil : try color(.baseColor), seenBackground: base == nil ? nil : try color(.seenBackground),
            seenForeground: try color(.composite), ratio: ratio)
        var check: ContrastCheck?
        if let number = try container.decodeIfPresent(String.self, forKey: .criterion) {
            let level = try container.decode(SuccessCriterion.Level.self, forKey: .level)
            let required = try container.decode(Double.self, forKey: .required)
            // Reports written before `metric` existed measured the WCAG 2.2 ratio.
            let metric = try container.decodeIfPresent(String.self, forKey: .metric) ?? ContrastMetric.wcag2Ratio.id
            let known = decoder.userInfo[.contrastRequirements] as? [ContrastRequirement] ?? ContrastRequirement.all
            guard let criterion = SuccessCriterion(number: number, level: level),
                let requirement = known.first(where: { $0.criterion == criterion && $0.minimum == required && $0.metric.id == metric })
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .criterion, in: container,
                    debugDescription: "no known requirement is \(number) \(level.rawValue) ≥ \(required) on \(metric)")
            }
            check = try container.decodeIfPresent(Double.self, forKey: .value).map { ContrastCheck(requirement: requirement, value: $0) }
                ?? requirement.check(contrast)
        }
        // `appearances` came with schema version 2; a version 1 finding covers its one cell.
        let appearance = try container.decode(Appearance.self, forKey: .appearance)
        let appearances = try container.decodeIfPresent([Appearance].self, forKey: .appearances) ?? [appearance]
        guard appearances.first == appearance else {
            throw DecodingError.dataCorruptedError(
                forKey: .appearances, in: container, debugDescription: "appearances must begin with the finding's appearance, \(appearance.key)")
        }
        self.init(
            pair: PairID(
                try container.decode(String.self, forKey: .foreground), on: try container.decode(String.self, forKey: .background)),
            appearances: appearances,
            role: try container.decode(PairRole.self, forKey: .role), check: check, contrast: contrast,
            status: try container.decode(Status.self, forKey: .status),
            severity: try container.decodeIfPresent(Severity.self, forKey: .severity), base: base,
            accepted: try container.decodeIfPresent(Bool.self, forKey: .accepted) ?? false,
            suggestion: try container.decodeIfPresent(SuggestionJSON.self, forKey: .suggestion).map { json in
                do {
                    return ContrastSuggestion(color: try json.color.color(), ratio: json.ratio, deltaE2000: json.deltaE2000)
                } catch {
                    throw DecodingError.dataCorruptedError(forKey: .suggestion, in: container, debugDescription: "\(error)")
                }
            })
        suggestionNotSearched = try container.decodeIfPresent(Bool.self, forKey: .suggestionNotSearched) ?? false
        if accepted, let reason = try container.decodeIfPresent(Acceptance.self, forKey: .acceptedBecause) { acceptance = reason }
        if let fix = try container.decodeIfPresent(TranslucentFixJSON.self, forKey: .translucentFix) {
            do {
                translucentFix = TranslucentFix(
                    alphaColor: try fix.alphaColor?.color(), alphaRatio: fix.alphaRatio,
                    opaque: try fix.opaque.map { ContrastSuggestion(color: try $0.color.color(), ratio: $0.ratio, deltaE2000: $0.deltaE2000) })
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .translucentFix, in: container, debugDescription: "\(error)")
            }
        }
    }
}

extension CodingUserInfoKey {
    /// The requirements a decoded finding may name (`[ContrastRequirement]`).
    package static let contrastRequirements = CodingUserInfoKey(rawValue: "PerseusDarkMode.contrastRequirements")!
}
