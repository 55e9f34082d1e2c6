import AdaptedSystemUI
import ColorContrast

/// What a contrast assertion measured for a pair against one requirement of its role, in the
/// appearance cells where the pair has the same colors: the exact ratio, the requirement, and
/// whether it passes.
///
/// An exempt role (`PairRole.decorative`, `PairRole.disabled`) gives one result per set of
/// cells, with no requirement and ``Status-swift.enum/exempt``.
public struct ContrastResult: Hashable, Sendable {
    /// Whether the pair meets the requirement.
    public enum Status: String, Hashable, Sendable {
        case pass, fail, exempt
    }

    /// The foreground's name (its hex, for a fixed color).
    public let foreground: String
    /// The background's name (its hex, for a fixed color).
    public let background: String
    /// The cells with these colors, in cell order; the first is ``appearance``.
    public let appearances: [Appearance]
    public let role: PairRole
    /// The requirement checked; `nil` when the role is exempt.
    public let requirement: ContrastRequirement?
    /// The colors as given and as seen, and the unrounded ratio.
    public let contrast: ContrastMeasurement
    public let status: Status

    /// The first cell the result covers.
    public var appearance: Appearance { appearances[0] }
    /// The contrast ratio, unrounded.
    public var ratio: Double { contrast.ratio }
    /// The requirement's success criterion (1.4.3 AA, …).
    public var criterion: SuccessCriterion? { requirement?.criterion }
    /// The requirement's minimum.
    public var required: Double? { requirement?.minimum }
    /// The ratio less the minimum: negative when the pair fails.
    public var margin: Double? { requirement.map { $0.check(contrast).margin } }
}

extension ContrastResult {
    /// The results of `foreground` on `background` in `cells`: for each distinct pair of
    /// colors (cells where both resolve to the same values share one result), one per
    /// requirement of `role`.
    ///
    /// - Throws: `ContrastError` when the background is translucent in a cell: contrast is
    ///   undefined with nothing known beneath it.
    static func results(
        _ foreground: AdaptiveColor, on background: AdaptiveColor, as role: PairRole, in cells: AppearanceSet
    ) throws(ContrastError) -> [ContrastResult] {
        var groups: [(contrast: ContrastMeasurement, cells: [Appearance])] = []
        for cell in cells.cells {
            let contrast = try ContrastMeasurement(of: foreground.resolved(for: cell), over: background.resolved(for: cell))
            if let index = groups.firstIndex(where: {
                $0.contrast.foreground == contrast.foreground && $0.contrast.background == contrast.background
            }) {
                groups[index].cells.append(cell)
            } else {
                groups.append((contrast, [cell]))
            }
        }
        return groups.flatMap { group -> [ContrastResult] in
            guard !role.isExempt else {
                return [ContrastResult(
                    foreground: foreground.name, background: background.name, appearances: group.cells, role: role,
                    requirement: nil, contrast: group.contrast, status: .exempt)]
            }
            return role.requirements.map { requirement in
                ContrastResult(
                    foreground: foreground.name, background: background.name, appearances: group.cells, role: role,
                    requirement: requirement, contrast: group.contrast,
                    status: requirement.check(group.contrast).passes ? .pass : .fail)
            }
        }
    }

    /// The failure text: pair, cells, ratio as reports print it, requirement, criterion,
    /// shortfall, colors.
    func failureMessage(namesAppearance: Bool) -> String {
        let hex = contrast.foreground.hex, seenHex = contrast.seenForeground.hex
        let seen = seenHex == hex ? "" : ", composited \(seenHex)"
        let cells = namesAppearance ? " in \(appearances.map(\.key).joined(separator: ", "))" : ""
        let unit = requirement?.metric.unit ?? ContrastMetric.wcag2Ratio.unit
        let required = requirement.map { Decimals.threshold($0.minimum) + unit } ?? ""
        return "Contrast of \(foreground) on \(background)\(cells) is \(Decimals.truncated(ratio))\(unit), "
            + "below the \(required) that WCAG \(criterion?.shortName ?? "") requires "
            + "for \(role.phrase) (short by \(Decimals.truncated(-(margin ?? 0)))). "
            + "Foreground \(hex)\(seen); background \(contrast.background.hex)." + mixes
    }

    /// What fixes a failure with no color science beyond WCAG's: the first mix of the
    /// foreground toward black and toward white (steps of 1/255, alpha kept) that meets the
    /// requirement. (The nearest passing color by CIEDE2000 needs Little CMS: `ContrastSuggestion`
    /// in ColorScience, and `assertAudit`'s messages.)
    var mixes: String {
        guard status == .fail, let requirement, requirement.metric.id == ContrastMetric.wcag2Ratio.id else { return "" }
        let minimum = requirement.minimum
        var found: [String] = []
        for (name, target) in [("darker", SRGB.black), ("lighter", .white)] {
            guard let mix = try? contrast.foreground.firstPassingMix(toward: target, over: contrast.background, minimum: minimum) else { continue }
            found.append("\(name) \(mix.color.hex) gives \(Decimals.truncated(mix.ratio))\(requirement.metric.unit)")
        }
        let alpha = contrast.foreground.isOpaque ? "" : " at its alpha"
        return found.isEmpty
            ? " No mix of the foreground\(alpha) toward black or white passes."
            : " Mixed toward black or white\(alpha): \(found.joined(separator: "; "))."
    }
}
