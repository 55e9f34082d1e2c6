import AdaptedSystemUI
import ColorScience

/// Checks that colors which must be told apart stay apart for people with color-vision
/// deficiencies: for each ``DistinguishableGroup``, every two of its colors, in every
/// appearance cell the palette defines, as seen with protan, deutan and tritan deficiency
/// at severity 1 (the dichromacies, the worst case; `ColorVisionDeficiency`), keep a
/// CIEDE2000 difference of at least the group's minimum.
///
/// The groups' colors are names (a rules file expands its patterns first:
/// `RulesFile.distinguishableGroups(for:)`). A translucent color is composited over the
/// palette's base background in that cell
/// (``DefaultPairings/baseBackground(in:)``); without one, its pairs are left out and named in
/// the notes. A group none of whose colors the palette has is named in the notes too: the
/// check says what it did not check.
public struct ColorVisionChecker: Sendable {
    public var groups: [DistinguishableGroup]
    public var deficiencies: [ColorVisionDeficiency]
    public var severity: Double
    /// The appearance cells to check; `nil` checks every cell the palette defines.
    public var appearances: AppearanceSet?

    public init(
        groups: [DistinguishableGroup] = [.systemStatus], deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.allCases,
        severity: Double = 1, appearances: AppearanceSet? = nil
    ) {
        self.groups = groups
        self.deficiencies = deficiencies
        self.severity = severity
        self.appearances = appearances
    }

    public static let model = "Machado, Oliveira & Fernandes (2009) matrices on linear-light sRGB, clipped; "
        + "ΔE00 between the simulated colors, Lab from Little CMS"

    /// - Throws: `ColorValueError` for a severity outside `0...1`; `LittleCMSError` when
    ///   Little CMS fails.
    public func check(_ palette: Palette, baseBackground: String? = nil) throws -> ColorVisionReport {
        try check(try palette.measured(), baseBackground: baseBackground)
    }

    /// Checks a measured palette, reusing the Lab of its opaque colors (only composited and
    /// simulated colors are converted here).
    ///
    /// - Throws: as ``check(_:baseBackground:)``.
    public func check(_ measured: MeasuredPalette, baseBackground: String? = nil) throws -> ColorVisionReport {
        let converter = try LabConverter.shared()
        let palette = measured.palette
        var base = BaseBackgroundLookup(given: baseBackground, palette: palette)
        let cells = (appearances.map { palette.definedCells.intersection($0) } ?? palette.definedCells).cells
        var findings: [ColorVisionFinding] = []
        var notes: [String] = []
        var checked: [ColorVisionReport.Group] = []
        for group in groups {
            let present = group.colors.filter { palette[$0] != nil }
            let missing = group.colors.filter { palette[$0] == nil }
            guard present.count >= 2 else {
                notes.append("\(group.name): not checked — the palette has \(present.isEmpty ? "none" : "only \(present[0])") of \(group.colors.joined(separator: ", "))")
                continue
            }
            if !missing.isEmpty { notes.append("\(group.name): checked without \(missing.joined(separator: ", ")), which the palette does not have") }
            checked.append(.init(name: group.name, colors: present, minimum: group.minimum, severity: group.severity, rationale: group.rationale))
            for cell in cells {
                // The colors as given in this cell, opaque (composited where translucent).
                var opaque: [(name: String, color: SRGB)] = []
                var labs: [LabD50] = []
                var translucent: [String] = []
                for name in present {
                    guard let measurement = measured[name]?.resolved(for: cell) else { continue }
                    let color = measurement.color
                    if color.isOpaque {
                        opaque.append((name, color))
                        labs.append(measurement.lab)
                    } else if let base = base.name(), let surface = palette[base]?.resolved(for: cell), surface.isOpaque {
                        let seen = color.composited(over: surface)
                        opaque.append((name, seen))
                        labs.append(converter.lab(of: seen))
                    } else {
                        translucent.append(name)
                    }
                }
                if !translucent.isEmpty {
                    notes.append("\(group.name) in \(cell.key): \(translucent.joined(separator: ", ")) translucent with no opaque base background; its pairs not checked")
                }
                // Per deficiency, each color as seen and its Lab.
                let seen = try deficiencies.map { deficiency in
                    try opaque.map { entry in try deficiency.simulate(entry.color, severity: severity) }
                }
                let seenLabs = seen.map { converter.lab(of: $0) }
                for i in opaque.indices {
                    for j in opaque.indices where j > i {
                        let typical = DeltaE2000.difference(labs[i], labs[j])
                        for (d, deficiency) in deficiencies.enumerated() {
                            findings.append(ColorVisionFinding(
                                group: group.name, first: opaque[i].name, second: opaque[j].name, appearance: cell, deficiency: deficiency,
                                simulationSeverity: severity, firstColor: opaque[i].color, secondColor: opaque[j].color,
                                firstSeen: seen[d][i], secondSeen: seen[d][j],
                                deltaE2000: DeltaE2000.difference(seenLabs[d][i], seenLabs[d][j]), typicalDeltaE2000: typical,
                                minimum: group.minimum, failureSeverity: group.severity))
                        }
                    }
                }
            }
        }
        return ColorVisionReport(
            model: Self.model, deficiencies: deficiencies, simulationSeverity: severity, groups: checked, findings: findings, notes: notes)
    }
}

extension AuditReport {
    /// The report with a color-vision check (``ColorVisionChecker``) added.
    public func adding(_ colorVision: ColorVisionReport) -> AuditReport {
        with(colorVision: .some(colorVision))
    }
}
