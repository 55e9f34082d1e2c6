import AdaptedSystemUI
import ColorScience

/// Checks every pairing of a palette in every appearance cell it defines (or those of them
/// ``appearances`` names).
///
/// ```swift
/// let report = try ContrastAuditor().audit(Palette.adaptedSystemUI)
/// report.summary.errors            // AA failures
/// report.failures(atLeast: .error)
///
/// // One pair, without a palette:
/// let findings = try ContrastAuditor().findings(for: Pairing(foreground: "ink", background: "paper", role: .bodyText),
///                                               foreground: ink, background: paper)
/// ```
///
/// Each color's luminance and Lab are computed once per cell (`MeasuredPalette`); every
/// pair's contrast in a cell is a `ContrastMeasurement`, so a translucent foreground is
/// composited over the exact background it is paired with, in that cell, before its ratio
/// is computed.
public struct ContrastAuditor: Sendable {
    /// The pairings to check; `nil` checks ``DefaultPairings`` for the palette.
    public var pairings: [Pairing]?
    /// The opaque surface translucent backgrounds lie on when a pairing names none; `nil`
    /// uses ``DefaultPairings/baseBackground(in:)``.
    public var baseBackground: String?
    /// The appearance cells to check; `nil` checks every cell the palette defines.
    public var appearances: AppearanceSet?
    /// The requirements in force, by default the registry (`ContrastRequirement.all`): each
    /// pairing is checked against those for its role's content, in this order.
    public var requirements: [ContrastRequirement]

    public init(
        pairings: [Pairing]? = nil, baseBackground: String? = nil, appearances: AppearanceSet? = nil,
        requirements: [ContrastRequirement] = ContrastRequirement.all
    ) {
        self.pairings = pairings
        self.baseBackground = baseBackground
        self.appearances = appearances
        self.requirements = requirements
    }

    /// The requirements a pairing with `role` must meet under ``requirements``; `registry`
    /// says whether those are the registry's, whose split by role is computed once.
    func requirements(for role: PairRole, registry: Bool) -> [ContrastRequirement] {
        registry ? role.requirements : role.requirements(among: requirements)
    }

    /// Audits a palette (measuring it first).
    public func audit(_ palette: Palette, converter: LabConverter? = nil) throws(AuditError) -> AuditReport {
        let measured: MeasuredPalette
        do {
            measured = try palette.measured(converter: converter)
        } catch {
            throw .littleCMS(error)
        }
        return try audit(measured)
    }

    /// Audits a measured palette.
    ///
    /// A pair whose background is translucent in a cell is measured over the opaque surface
    /// beneath it: the pairing's ``Pairing/on``, else the palette's base background
    /// (``baseBackground``, or the one ``DefaultPairings/baseBackground(in:)`` finds). Without
    /// one, those cells are *incomplete*, as are the pairs of unresolved colors: listed in
    /// ``AuditReport/incomplete``, never passed, never aborting the audit.
    public func audit(_ measured: MeasuredPalette) throws(AuditError) -> AuditReport {
        let palette = measured.palette
        let pairings = self.pairings ?? DefaultPairings.pairings(for: palette)
        let cells = appearances.map { palette.definedCells.intersection($0) } ?? palette.definedCells
        var seen = Set<PairID>()
        for pairing in pairings where !seen.insert(pairing.id).inserted {
            throw AuditError.duplicatePairing(pairing.id)
        }
        var defaultBase = BaseBackgroundLookup(given: baseBackground, palette: palette)
        let registry = requirements == ContrastRequirement.all
        var findings: [Finding] = []
        var incomplete: [IncompleteCheck] = []
        findings.reserveCapacity(pairings.count * cells.cells.count * 2)
        for pairing in pairings {
            // A pair the code draws in some appearances only is checked in those.
            let cells = pairing.appearances.map { cells.intersection($0) } ?? cells
            guard !cells.isEmpty else { continue }
            if let reason = Self.unresolvedReason(pairing, in: palette) {
                incomplete.append(IncompleteCheck(pair: pairing.id, role: pairing.role, appearances: cells.cells, reason: reason))
                continue
            }
            guard let foreground = measured[pairing.foreground] else {
                throw AuditError.unknownColor(name: pairing.foreground, pairing: pairing.id, palette: palette.name)
            }
            guard let background = measured[pairing.background] else {
                throw AuditError.unknownColor(name: pairing.background, pairing: pairing.id, palette: palette.name)
            }
            var translucentBackground = false
            cells.forEachCell { cell in
                if !background.resolved(for: cell).color.isOpaque { translucentBackground = true }
            }
            let baseName = pairing.on ?? (translucentBackground ? defaultBase.name() : nil)
            var base: MeasuredColor?
            if let baseName {
                base = measured[baseName]
                if base == nil, pairing.on != nil {
                    throw AuditError.unknownColor(name: baseName, pairing: pairing.id, palette: palette.name)
                }
            }
            // Cells whose translucent background has no opaque surface beneath it.
            var unchecked: [Appearance] = []
            var checkable = AppearanceSet()
            for cell in cells.cells {
                if background.resolved(for: cell).color.isOpaque || base?.resolved(for: cell).color.isOpaque == true {
                    checkable.insert(AppearanceSet(cell))
                } else {
                    unchecked.append(cell)
                }
            }
            findings += try Self.findings(for: pairing, requirements: requirements(for: pairing.role, registry: registry), in: checkable, base: { cell in
                background.resolved(for: cell).color.isOpaque ? nil : baseName
            }) { cell throws(ContrastError) in
                let (front, back) = (foreground.resolved(for: cell), background.resolved(for: cell))
                guard back.color.isOpaque else {
                    return try ContrastMeasurement(of: front.color, over: back.color, on: base?.resolved(for: cell).color)
                }
                return try ContrastMeasurement(
                    of: front.color, luminance: front.relativeLuminance, over: back.color, luminance: back.relativeLuminance)
            }
            if !unchecked.isEmpty {
                let surface = baseName.map { "its surface \($0) is translucent there too" }
                    ?? "the palette has no opaque base background"
                incomplete.append(IncompleteCheck(
                    pair: pairing.id, role: pairing.role, appearances: unchecked,
                    reason: "background \(pairing.background) is translucent and \(surface): name the opaque surface beneath it "
                        + "with `on:` in the rule or pairing"))
            }
        }

        let differences = measured.colors.flatMap { color in
            Self.lightDarkCells(of: color.source).map { ColorDifference(color: color, from: $0, to: $1) }
        }
        let inconsistencies = Self.inconsistencies(in: findings)
        var checked = Set<String>()
        for finding in findings where finding.status != .exempt {
            checked.insert(finding.foreground)
            checked.insert(finding.background)
            if let base = finding.base { checked.insert(base) }
        }
        let unchecked = palette.allNames.filter { !checked.contains($0) }
        return AuditReport(
            schemaVersion: AuditReport.currentSchemaVersion,
            palette: .init(
                name: palette.name, title: palette.title, release: palette.release, source: palette.source,
                notes: palette.notes, appearances: cells.cells, locations: palette.locations),
            provenance: AuditProvenance(lab: measured.labProvenance),
            summary: .init(
                pairs: pairings.count, findings: findings.count,
                passed: findings.count { $0.status == .pass },
                errors: findings.count { $0.severity == .error },
                warnings: findings.count { $0.severity == .warning },
                exempt: findings.count { $0.status == .exempt },
                inconsistentPairs: Set(inconsistencies.map(\.pair)).count, incomplete: incomplete.count,
                uncheckedColors: unchecked.count,
                errorCells: findings.reduce(0) { $0 + ($1.severity == .error ? $1.cells.count : 0) },
                warningCells: findings.reduce(0) { $0 + ($1.severity == .warning ? $1.cells.count : 0) }),
            pairings: pairings, findings: findings, incomplete: incomplete, inconsistencies: inconsistencies,
            colorDifferences: differences, uncheckedColors: unchecked)
    }

    /// Why a pairing cannot be checked: a color of it is unresolved; `nil` otherwise.
    static func unresolvedReason(_ pairing: Pairing, in palette: Palette) -> String? {
        guard !palette.unresolved.isEmpty else { return nil }
        let reasons = [("foreground", pairing.foreground), ("background", pairing.background)].compactMap { side, name in
            palette.unresolvedColor(named: name).map { "\(side) \(name) is unresolved (\($0.reason))" }
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }

    /// The findings of one pair, without a palette: `foreground` over `background` (lying on
    /// `base` where it is translucent) in `cells` (by default every cell either color
    /// defines), checked against the pairing's role. The same computation as
    /// ``audit(_:converter:)`` makes for that pair.
    ///
    /// - Throws: ``AuditError/translucentBackground(pairing:appearance:color:)`` when the
    ///   background is translucent in a cell and no opaque `base` is given there.
    public func findings(
        for pairing: Pairing, foreground: AdaptiveColor, background: AdaptiveColor, on base: AdaptiveColor? = nil,
        in cells: AppearanceSet? = nil
    ) throws(AuditError) -> [Finding] {
        let cells = cells ?? foreground.definedCells.union(background.definedCells)
        let registry = requirements == ContrastRequirement.all
        return try Self.findings(for: pairing, requirements: requirements(for: pairing.role, registry: registry), in: cells, base: { cell in
            background.resolved(for: cell).isOpaque ? nil : base?.name
        }) { cell throws(ContrastError) in
            let back = background.resolved(for: cell)
            return try ContrastMeasurement(of: foreground.resolved(for: cell), over: back, on: back.isOpaque ? nil : base?.resolved(for: cell))
        }
    }

    /// The findings of a pairing in each cell, from its measurement there. Cells in which the
    /// pair has the same foreground, background and base as an earlier cell join that cell's
    /// findings (``Finding/appearances``) instead of repeating them.
    static func findings(
        for pairing: Pairing, requirements: [ContrastRequirement], in cells: AppearanceSet,
        base: (Appearance) -> String? = { _ in nil }, measure: (Appearance) throws(ContrastError) -> ContrastMeasurement
    ) throws(AuditError) -> [Finding] {
        let perCell = max(requirements.count, 1)
        var findings: [Finding] = []
        for cell in cells.cells {
            let contrast: ContrastMeasurement
            do {
                contrast = try measure(cell)
            } catch {
                switch error {
                case .translucentBackground(let color):
                    throw AuditError.translucentBackground(pairing: pairing.id, appearance: cell, color: color)
                }
            }
            let baseName = base(cell)
            // An earlier cell with the same colors: its findings cover this one (at most 8
            // cells, so a scan of the first finding of each).
            if let first = stride(from: 0, to: findings.count, by: perCell).first(where: { index in
                let earlier = findings[index]
                return earlier.contrast.foreground == contrast.foreground && earlier.contrast.background == contrast.background
                    && earlier.contrast.base == contrast.base && earlier.base == baseName
            }) {
                for index in first..<first + perCell { findings[index].cells.insert(AppearanceSet(cell)) }
                continue
            }
            guard !requirements.isEmpty else {
                findings.append(Finding(
                    pair: pairing.id, appearance: cell, role: pairing.role, check: nil, contrast: contrast, status: .exempt,
                    severity: nil, base: baseName))
                continue
            }
            for requirement in requirements {
                let check = requirement.check(contrast)
                findings.append(Finding(
                    pair: pairing.id, appearance: cell, role: pairing.role, check: check, contrast: contrast,
                    status: check.passes ? .pass : .fail,
                    severity: check.passes ? nil : pairing.severity ?? Severity(level: requirement.criterion.level),
                    base: baseName))
            }
        }
        return findings
    }

    /// Light/dark cell pairs a color defines both sides of: base, elevated, increased
    /// contrast, and both.
    static func lightDarkCells(of color: AdaptiveColor) -> [(Appearance, Appearance)] {
        var pairs: [(Appearance, Appearance)] = []
        for contrast in ContrastSetting.allCases {
            for level in InterfaceLevel.allCases {
                let light = Appearance(.light, level: level, contrast: contrast)
                let dark = Appearance(.dark, level: level, contrast: contrast)
                if color.definedCells.contains(light) || color.definedCells.contains(dark) {
                    pairs.append((light, dark))
                }
            }
        }
        return pairs
    }

    /// For each pair and criterion, in finding order: the cells it passes in and those it
    /// fails in, when both are non-empty.
    static func inconsistencies(in findings: [Finding]) -> [AuditReport.Inconsistency] {
        struct Key: Hashable {
            let pair: PairID
            let criterion: SuccessCriterion
        }
        var groups: [Key: (passes: [Appearance], fails: [Appearance])] = [:]
        var order: [Key] = []
        for finding in findings {
            guard let criterion = finding.criterion else { continue }
            let key = Key(pair: finding.pair, criterion: criterion)
            if groups[key] == nil { order.append(key) }
            switch finding.status {
            case .pass: finding.cells.forEachCell { groups[key, default: ([], [])].passes.append($0) }
            case .fail: finding.cells.forEachCell { groups[key, default: ([], [])].fails.append($0) }
            case .exempt: break
            }
        }
        return order.compactMap { key in
            guard let group = groups[key], !group.passes.isEmpty, !group.fails.isEmpty else { return nil }
            return .init(
                pair: key.pair, criterion: key.criterion, passesIn: group.passes.sorted { $0.index < $1.index },
                failsIn: group.fails.sorted { $0.index < $1.index })
        }
    }
}
