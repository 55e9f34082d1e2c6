import AdaptedSystemUI
import ColorScience

/// A palette-level suggestion: new values for one adaptive color, cell by cell, each the
/// nearest by CIEDE2000 that meets every AA requirement of every pair the color is the
/// foreground of in that cell (`ContrastSuggestion/nearest(to:meeting:answers:)`) — one value that
/// works over all its backgrounds at once, where per-finding suggestions answer one pair each.
///
/// **Its light↔dark character** is measured by ΔL*, the CIELAB lightness of its dark value
/// minus its light value (light and dark base cells): which of the two is the lighter, and
/// by how much, each as seen (a translucent value composited over the background of its
/// first pair in that cell). The fix keeps the character when the same one stays the lighter
/// and the gap keeps at least half its size (or, for two values within ±1 of equal
/// lightness, when they stay so): a separator
/// that is light gray in light mode and dark gray in dark mode must move both toward mid gray
/// to reach 3:1 on white and on black, and the report says it loses its character. ``lightDark`` gives ΔL* and ΔE00 between light
/// and dark before and after.
public struct ColorFix: Hashable, Sendable, Codable {
    /// One cell where the color fails an AA requirement.
    ///
    /// The JSON report writes the values as `originalHex` and `suggestedHex` and their exact
    /// components as `original` and `suggested`.
    public struct Cell: Hashable, Sendable {
        public let appearance: Appearance
        /// The color's value in this cell.
        public let original: SRGB
        /// The new value; `nil` when no single color at the value's alpha passes all the
        /// cell's pairs.
        public let suggested: SRGB?
        /// CIEDE2000 from the original value.
        public let deltaE2000: Double?
        /// The pairs (backgrounds) the value must pass in this cell.
        public let pairs: [String]
        /// The lowest ratio over the pairs, relative to each minimum (the binding pair's ratio).
        public let ratio: Double?
        /// Pairs in which the color is the background that pass now and would fail an AA
        /// requirement with the new value: the fix is not done until they are looked at.
        public let breaks: [String]
        /// For a translucent value, the same color at the smallest 8-bit alpha that meets every
        /// pair of the cell (`TranslucentFix/smallestAlpha(for:meeting:)`) — the fix a
        /// designer makes to a label or separator that is too faint, and often the only one
        /// when no color at the original alpha passes; `nil` for an opaque value or when no
        /// alpha does.
        public var alphaSuggested: SRGB? = nil
    }

    /// Light versus dark, before and after the fix.
    public struct LightDark: Hashable, Sendable, Codable {
        /// L*(dark) − L*(light).
        public let deltaLightnessBefore: Double, deltaLightnessAfter: Double
        /// CIEDE2000 between the light and dark values.
        public let deltaE2000Before: Double, deltaE2000After: Double
    }

    public let color: String
    public let cells: [Cell]
    /// `nil` when the fix leaves light and dark as they were.
    public let lightDark: LightDark?
    /// Whether the lighter of light and dark stays the lighter, by at least half the gap (see
    /// the type's description).
    public let keepsCharacter: Bool

    /// The pairs among `findings` (in which the color is the background) that pass now and
    /// fail with `replacement` as their background.
    static func broken(by replacement: SRGB, among findings: [Finding]) -> [String] {
        var broken: [String] = []
        for finding in findings where finding.status == .pass {
            guard let check = finding.check else { continue }
            let required = check.requirement.minimum
            do {
                let measured = try ContrastMeasurement(of: finding.contrast.foreground, over: replacement, on: finding.contrast.base)
                if measured.ratio < required { broken.append(finding.pair.description) }
            } catch {
                // A translucent replacement with nothing beneath cannot be measured: say so.
                broken.append("\(finding.pair.description) (unmeasurable)")
            }
        }
        return broken
    }

    /// The fixes for every foreground of `report` that fails an AA requirement somewhere,
    /// in pairing order.
    ///
    /// - Throws: `LittleCMSError` when Little CMS fails.
    public static func fixes(for report: AuditReport) throws -> [ColorFix] {
        let converter = try LabConverter.shared()
        var order: [String] = []
        // Findings by index: per color and cell, those it is the foreground of, and the
        // background of.
        var byColor: [String: [Appearance: [Int]]] = [:]
        var asBackground: [String: [Appearance: [Int]]] = [:]
        let all = report.findings
        byColor.reserveCapacity(all.count)
        asBackground.reserveCapacity(all.count)
        for (index, finding) in all.enumerated() {
            // The fix search meets WCAG 2's ratio: a requirement on another metric is not handed to it.
            guard finding.status != .exempt, let check = finding.check, check.requirement.criterion.level == .aa,
                check.requirement.metric.id == ContrastMetric.wcag2Ratio.id
            else { continue }
            if byColor[finding.foreground] == nil { order.append(finding.foreground) }
            finding.cells.forEachCell { cell in
                byColor[finding.foreground, default: [:]][cell, default: []].append(index)
                asBackground[finding.background, default: [:]][cell, default: []].append(index)
            }
        }
        var fixes: [ColorFix] = []
        for color in order {
            guard let indices = byColor[color] else { continue }
            let failing = indices.keys.filter { cell in indices[cell]?.contains { all[$0].status == .fail && !all[$0].accepted } ?? false }
            guard !failing.isEmpty else { continue }
            let cells = indices.mapValues { $0.map { all[$0] } }
            var fixed: [Cell] = []
            var values: [Appearance: SRGB] = [:]   // original, then the fix where there is one
            for (cell, findings) in cells { values[cell] = findings.first?.contrast.foreground }
            for cell in failing.sorted(by: { $0.index < $1.index }) {
                let findings = cells[cell] ?? []
                guard let original = findings.first?.contrast.foreground else { continue }
                var constraints: [ContrastSuggestion.Constraint] = []
                for finding in findings {
                    guard let check = finding.check else { continue }
                    let measured = finding.contrast
                    constraints.append(.init(background: measured.background, base: measured.base, minimum: check.requirement.minimum))
                }
                // The pairs' own suggestions: one that passes every pair is the nearest that does.
                let answers = findings.compactMap { $0.contrast.foreground == original ? $0.suggestion : nil }
                let suggestion = try ContrastSuggestion.nearest(to: original, meeting: constraints, answers: answers)
                var breaks: [String] = []
                if let suggestion {
                    values[cell] = suggestion.color
                    breaks = Self.broken(by: suggestion.color, among: (asBackground[color]?[cell] ?? []).map { all[$0] })
                }
                fixed.append(Cell(
                    appearance: cell, original: original, suggested: suggestion?.color, deltaE2000: suggestion?.deltaE2000,
                    pairs: findings.map(\.background), ratio: suggestion?.ratio, breaks: breaks,
                    alphaSuggested: try TranslucentFix.smallestAlpha(for: original, meeting: constraints)))
            }
            var lightDark: LightDark?
            var keeps = true
            if let lightPair = cells[.light]?.first?.contrast, let darkPair = cells[.dark]?.first?.contrast,
                let newLight = values[.light], let newDark = values[.dark],
                newLight != lightPair.foreground || newDark != darkPair.foreground
            {
                // As seen: a translucent value over the background of its first pair in that cell.
                let l0 = converter.lab(of: lightPair.foreground.composited(over: lightPair.seenBackground))
                let d0 = converter.lab(of: darkPair.foreground.composited(over: darkPair.seenBackground))
                let l1 = converter.lab(of: newLight.composited(over: lightPair.seenBackground))
                let d1 = converter.lab(of: newDark.composited(over: darkPair.seenBackground))
                let before = d0.l - l0.l
                let after = d1.l - l1.l
                lightDark = LightDark(
                    deltaLightnessBefore: before, deltaLightnessAfter: after,
                    deltaE2000Before: DeltaE2000.difference(l0, d0), deltaE2000After: DeltaE2000.difference(l1, d1))
                keeps = abs(before) <= 1 ? abs(after) <= 1 : ((before > 0) == (after > 0) && abs(after) >= abs(before) / 2)
            }
            fixes.append(ColorFix(color: color, cells: fixed, lightDark: lightDark, keepsCharacter: keeps))
        }
        return fixes
    }
}

extension ColorFix.Cell: Codable {
    enum CodingKeys: String, CodingKey {
        case appearance, originalHex, original, suggestedHex, suggested, deltaE2000, pairs, ratio, breaks
        case alphaSuggestedHex, alphaSuggested
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(original.hex, forKey: .originalHex)
        try container.encode(Finding.Components(original), forKey: .original)
        try container.encodeIfPresent(suggested?.hex, forKey: .suggestedHex)
        try container.encodeIfPresent(suggested.map(Finding.Components.init), forKey: .suggested)
        try container.encodeIfPresent(deltaE2000, forKey: .deltaE2000)
        try container.encode(pairs, forKey: .pairs)
        try container.encodeIfPresent(ratio, forKey: .ratio)
        try container.encode(breaks, forKey: .breaks)
        try container.encodeIfPresent(alphaSuggested?.hex, forKey: .alphaSuggestedHex)
        try container.encodeIfPresent(alphaSuggested.map(Finding.Components.init), forKey: .alphaSuggested)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let hasSuggestion = container.contains(.suggested) || container.contains(.suggestedHex)
        let hasAlpha = container.contains(.alphaSuggested) || container.contains(.alphaSuggestedHex)
        self.init(
            appearance: try container.decode(Appearance.self, forKey: .appearance),
            original: try container.decodeColor(components: .original, hex: .originalHex),
            suggested: hasSuggestion ? try container.decodeColor(components: .suggested, hex: .suggestedHex) : nil,
            deltaE2000: try container.decodeIfPresent(Double.self, forKey: .deltaE2000), pairs: try container.decode([String].self, forKey: .pairs),
            ratio: try container.decodeIfPresent(Double.self, forKey: .ratio), breaks: try container.decode([String].self, forKey: .breaks),
            alphaSuggested: hasAlpha ? try container.decodeColor(components: .alphaSuggested, hex: .alphaSuggestedHex) : nil)
    }
}
