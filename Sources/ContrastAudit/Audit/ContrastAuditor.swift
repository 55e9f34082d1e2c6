import AdaptedSystemUI
import ColorScience

/// Checks every pairing of a palette in every appearance cell it defines.
///
/// ```swift
/// let report = try ContrastAuditor().audit(Palette.adaptedSystemUI)
/// report.summary.errors            // AA failures
/// report.failures(atLeast: .error)
/// ```
///
/// Each color's luminance and Lab are computed once per cell (`MeasuredPalette`);
/// a translucent foreground is composited over the exact background it is paired with, in
/// that cell, before its ratio is computed.
public struct ContrastAuditor: Sendable {
    /// The pairings to check; `nil` checks ``DefaultPairings`` for the palette.
    public var pairings: [Pairing]?

    public init(pairings: [Pairing]? = nil) {
        self.pairings = pairings
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
    public func audit(_ measured: MeasuredPalette) throws(AuditError) -> AuditReport {
        let palette = measured.palette
        let pairings = self.pairings ?? DefaultPairings.pairings(for: palette)
        let cells = palette.definedCells.cells
        var seen = Set<String>()
        for pairing in pairings where !seen.insert(pairing.id).inserted {
            throw AuditError.duplicatePairing(pairing.id)
        }
        var findings: [Finding] = []
        findings.reserveCapacity(pairings.count * cells.count * 2)

        for pairing in pairings {
            guard let foreground = measured[pairing.foreground] else {
                throw AuditError.unknownColor(name: pairing.foreground, pairing: pairing.id, palette: palette.name)
            }
            guard let background = measured[pairing.background] else {
                throw AuditError.unknownColor(name: pairing.background, pairing: pairing.id, palette: palette.name)
            }
            for cell in cells {
                let front = foreground.resolved(for: cell)
                let back = background.resolved(for: cell)
                guard back.color.isOpaque else {
                    throw AuditError.translucentBackground(pairing: pairing.id, appearance: cell.key, color: back.color.hexRGBA)
                }
                let composite = front.color.composited(over: back.color)
                let foregroundLuminance = front.color.isOpaque ? front.relativeLuminance : composite.relativeLuminance
                let ratio = WCAG.contrastRatio(luminance: foregroundLuminance, back.relativeLuminance)
                findings += Self.findings(for: pairing, in: cell, ratio: ratio, front: front.color, back: back.color, composite: composite)
            }
        }

        let differences = measured.colors.flatMap { color in
            Self.lightDarkCells(of: color.source).map { ColorDifference(color: color, from: $0, to: $1) }
        }
        let inconsistencies = Self.inconsistencies(in: findings, cells: cells)
        return AuditReport(
            schemaVersion: AuditReport.currentSchemaVersion,
            palette: .init(
                name: palette.name, title: palette.title, release: palette.release, source: palette.source,
                notes: palette.notes, appearances: cells.map(\.key)),
            provenance: AuditProvenance(lab: measured.labProvenance),
            summary: .init(
                pairs: pairings.count, findings: findings.count,
                passed: findings.count { $0.status == .pass },
                errors: findings.count { $0.severity == .error },
                warnings: findings.count { $0.severity == .warning },
                exempt: findings.count { $0.status == .exempt },
                inconsistentPairs: Set(inconsistencies.map(\.pair)).count),
            pairings: pairings, findings: findings, inconsistencies: inconsistencies, colorDifferences: differences)
    }

    static func findings(
        for pairing: Pairing, in cell: Appearance, ratio: Double, front: SRGB, back: SRGB, composite: SRGB
    ) -> [Finding] {
        let base = "\(pairing.id)/\(cell.key)"
        func finding(_ check: ContrastCheck?) -> Finding {
            let requirement = check?.requirement
            let status: Finding.Status = check.map { $0.passes ? .pass : .fail } ?? .exempt
            return Finding(
                id: requirement.map { "\(base)/\($0.criterion.number)-\($0.criterion.level.rawValue)" } ?? "\(base)/exempt",
                foreground: pairing.foreground, background: pairing.background, appearance: cell.key, role: pairing.role,
                criterion: requirement?.criterion.number, level: requirement?.criterion.level.rawValue, ratio: ratio,
                required: requirement?.minimumRatio, margin: check?.margin, status: status,
                severity: status == .fail ? requirement.map { pairing.severity ?? Severity(level: $0.criterion.level) } : nil,
                foregroundHex: front.hexRGBA, backgroundHex: back.hexRGBA, foregroundColor: .init(front),
                backgroundColor: .init(back), compositeHex: composite.hexRGBA,
                composite: .init(composite))
        }
        let requirements = pairing.role.requirements
        return requirements.isEmpty ? [finding(nil)] : requirements.map { finding($0.check(ratio)) }
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

    static func inconsistencies(in findings: [Finding], cells: [Appearance]) -> [AuditReport.Inconsistency] {
        var groups: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in findings where finding.status != .exempt {
            let key = "\(finding.foreground)-on-\(finding.background)|\(finding.criterion ?? "")|\(finding.level ?? "")"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        return order.compactMap { key in
            guard let group = groups[key], let first = group.first else { return nil }
            let passes = group.filter { $0.status == .pass }.map(\.appearance)
            let fails = group.filter { $0.status == .fail }.map(\.appearance)
            guard !passes.isEmpty, !fails.isEmpty else { return nil }
            return .init(
                pair: "\(first.foreground)-on-\(first.background)", foreground: first.foreground, background: first.background,
                criterion: first.criterion ?? "", level: first.level ?? "", passesIn: passes, failsIn: fails)
        }
    }
}

/// A palette or pairing the audit cannot check as given.
public enum AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A pairing names a color the palette does not have.
    case unknownColor(name: String, pairing: String, palette: String)
    /// A background is translucent in some cell, so what shows through it is unknown.
    case translucentBackground(pairing: String, appearance: String, color: String)
    /// Two pairings put the same foreground on the same background.
    case duplicatePairing(String)
    /// Little CMS failed while measuring the palette.
    case littleCMS(LittleCMSError)

    public var description: String {
        switch self {
        case .unknownColor(let name, let pairing, let palette):
            return "pairing \(pairing): palette '\(palette)' has no color '\(name)'"
        case .translucentBackground(let pairing, let appearance, let color):
            return "pairing \(pairing), \(appearance): the background \(color) is translucent; pair the foreground with the opaque surface it is drawn on"
        case .duplicatePairing(let pairing):
            return "pairing \(pairing) is given twice; give each foreground/background pair one role"
        case .littleCMS(let error):
            return error.description
        }
    }
}
