import AdaptedSystemUI
import ColorScience

/// Two colors of a ``DistinguishableGroup``, in one appearance cell, as seen with one
/// color-vision deficiency: their CIEDE2000 difference against the group's minimum.
///
/// The JSON report writes the colors as `firstHex`, `secondHex`, `firstSeenHex` and
/// `secondSeenHex`, and their exact components as `firstColor`, `secondColor`,
/// `firstSeenColor` and `secondSeenColor`.
public struct ColorVisionFinding: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable, Codable {
        case pass, fail
    }

    /// Stable across runs: `group/first~second/appearance/deficiency`.
    public let id: String
    public let group: String
    public let first: String
    public let second: String
    public let appearance: Appearance
    public let deficiency: ColorVisionDeficiency
    /// The simulation's severity, 0–1 (1: the dichromacy) — not the finding's error/warning
    /// severity, which is ``failureSeverity``.
    public let simulationSeverity: Double
    /// The colors as given (composited over the base background when translucent).
    public let firstColor: SRGB, secondColor: SRGB
    /// The colors as seen with the deficiency.
    public let firstSeen: SRGB, secondSeen: SRGB
    /// CIEDE2000 between the two as seen, and as given (typical vision).
    public let deltaE2000: Double, typicalDeltaE2000: Double
    public let minimum: Double
    public let status: Status
    /// For a failure, the group's severity.
    public let failureSeverity: Severity?
    /// `true` when a baseline accepts this failure (``AuditReport/applying(_:)``): shown as
    /// such, not counted by ``ColorVisionReport/failures(atLeast:)``; `nil` otherwise.
    public internal(set) var accepted: Bool?
    /// Why it is accepted, when not by a baseline: the change audited does not touch either
    /// color (``Finding/Acceptance/outsideChange``); `nil` otherwise.
    public internal(set) var acceptedBecause: Finding.Acceptance?

    public init(
        group: String, first: String, second: String, appearance: Appearance, deficiency: ColorVisionDeficiency, simulationSeverity: Double,
        firstColor: SRGB, secondColor: SRGB, firstSeen: SRGB, secondSeen: SRGB, deltaE2000: Double, typicalDeltaE2000: Double,
        minimum: Double, failureSeverity: Severity
    ) {
        self.id = "\(group)/\(first)~\(second)/\(appearance.key)/\(deficiency.rawValue)"
        self.group = group
        self.first = first
        self.second = second
        self.appearance = appearance
        self.deficiency = deficiency
        self.simulationSeverity = simulationSeverity
        self.firstColor = firstColor
        self.secondColor = secondColor
        self.firstSeen = firstSeen
        self.secondSeen = secondSeen
        self.deltaE2000 = deltaE2000
        self.typicalDeltaE2000 = typicalDeltaE2000
        self.minimum = minimum
        self.status = deltaE2000 >= minimum ? .pass : .fail
        self.failureSeverity = deltaE2000 >= minimum ? nil : failureSeverity
    }

    /// The finding in one line: `systemRed and systemGreen in light, as seen with deutan
    /// (green-weak): ΔE00 8.06, below the 10 the group requires (74.39 with typical vision);
    /// #FF3B30FF → #A99725FF, #34C759FF → #B8A962FF`.
    public var story: String {
        let verdict = status == .pass ? "at least the \(Decimals.threshold(minimum))" : "below the \(Decimals.threshold(minimum))"
        return "\(first) and \(second) in \(appearance.key), as seen with \(deficiency.phrase): ΔE00 \(Decimals.truncated(deltaE2000, digits: 2)), "
            + "\(verdict) the group requires (\(Decimals.truncated(typicalDeltaE2000, digits: 2)) with typical vision); "
            + "\(firstColor.hex) → \(firstSeen.hex), \(secondColor.hex) → \(secondSeen.hex)"
    }
}

extension ColorVisionFinding: Codable {
    enum CodingKeys: String, CodingKey {
        case id, group, first, second, appearance, deficiency, simulationSeverity
        case firstHex, secondHex, firstSeenHex, secondSeenHex, firstColor, secondColor, firstSeenColor, secondSeenColor
        case deltaE2000, typicalDeltaE2000, minimum, status, failureSeverity, accepted, acceptedBecause
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(group, forKey: .group)
        try container.encode(first, forKey: .first)
        try container.encode(second, forKey: .second)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(deficiency, forKey: .deficiency)
        try container.encode(simulationSeverity, forKey: .simulationSeverity)
        for (color, hex, components) in [
            (firstColor, CodingKeys.firstHex, CodingKeys.firstColor), (secondColor, .secondHex, .secondColor),
            (firstSeen, .firstSeenHex, .firstSeenColor), (secondSeen, .secondSeenHex, .secondSeenColor),
        ] {
            try container.encode(color.hex, forKey: hex)
            try container.encode(Finding.Components(color), forKey: components)
        }
        try container.encode(deltaE2000, forKey: .deltaE2000)
        try container.encode(typicalDeltaE2000, forKey: .typicalDeltaE2000)
        try container.encode(minimum, forKey: .minimum)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(failureSeverity, forKey: .failureSeverity)
        try container.encodeIfPresent(accepted, forKey: .accepted)
        try container.encodeIfPresent(acceptedBecause, forKey: .acceptedBecause)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let deltaE2000 = try container.decode(Double.self, forKey: .deltaE2000), minimum = try container.decode(Double.self, forKey: .minimum)
        let failureSeverity = try container.decodeIfPresent(Severity.self, forKey: .failureSeverity)
        self.init(
            group: try container.decode(String.self, forKey: .group), first: try container.decode(String.self, forKey: .first),
            second: try container.decode(String.self, forKey: .second), appearance: try container.decode(Appearance.self, forKey: .appearance),
            deficiency: try container.decode(ColorVisionDeficiency.self, forKey: .deficiency),
            simulationSeverity: try container.decode(Double.self, forKey: .simulationSeverity),
            firstColor: try container.decodeColor(components: .firstColor, hex: .firstHex),
            secondColor: try container.decodeColor(components: .secondColor, hex: .secondHex),
            firstSeen: try container.decodeColor(components: .firstSeenColor, hex: .firstSeenHex),
            secondSeen: try container.decodeColor(components: .secondSeenColor, hex: .secondSeenHex), deltaE2000: deltaE2000,
            typicalDeltaE2000: try container.decode(Double.self, forKey: .typicalDeltaE2000), minimum: minimum,
            failureSeverity: failureSeverity ?? .error)
        accepted = try container.decodeIfPresent(Bool.self, forKey: .accepted)
        acceptedBecause = try container.decodeIfPresent(Finding.Acceptance.self, forKey: .acceptedBecause)
    }
}

/// The color-vision part of an audit: which groups were checked, how, and the findings.
public struct ColorVisionReport: Hashable, Sendable, Codable {
    /// A group as checked: its colors (patterns expanded), minimum and severity.
    public struct Group: Hashable, Sendable, Codable {
        public let name: String
        public let colors: [String]
        public let minimum: Double
        public let severity: Severity
        public let rationale: String
    }

    /// `Machado, Oliveira & Fernandes (2009)`, with the pipeline.
    public let model: String
    public let deficiencies: [ColorVisionDeficiency]
    /// The simulation's severity, 0–1.
    public let simulationSeverity: Double
    public let groups: [Group]
    public let findings: [ColorVisionFinding]
    /// What could not be checked (a translucent color with no surface beneath it), or why
    /// nothing was (no group).
    public let notes: [String]

    /// The failures as every report and the command line count them: errors and warnings by
    /// severity, those a baseline accepts included (as the contrast counts include theirs), and
    /// how many of them the baseline accepts.
    public var failureCounts: (errors: Int, warnings: Int, accepted: Int) {
        var counts = (errors: 0, warnings: 0, accepted: 0)
        for finding in findings where finding.status == .fail {
            if finding.failureSeverity == .error { counts.errors += 1 } else { counts.warnings += 1 }
            if finding.accepted == true { counts.accepted += 1 }
        }
        return counts
    }

    /// ``failureCounts`` in words: `2 errors, 7 warnings (1 accepted by the baseline)`, `… (3
    /// outside the change)`.
    public var failureCountsPhrase: String {
        let counts = failureCounts
        let outside = findings.count { $0.status == .fail && $0.accepted == true && $0.acceptedBecause == .outsideChange }
        let accepted = [
            counts.accepted - outside > 0 ? "\(counts.accepted - outside) accepted by the baseline" : nil,
            outside > 0 ? "\(outside) outside the change" : nil,
        ].compactMap { $0 }
        return "\(counts.errors) error\(counts.errors == 1 ? "" : "s"), \(counts.warnings) warning\(counts.warnings == 1 ? "" : "s")"
            + (accepted.isEmpty ? "" : " (\(accepted.joined(separator: ", ")))")
    }

    /// The report with the failures outside a change (neither color touched) accepted.
    func accepting(outside isInScope: (ColorVisionFinding) -> Bool) -> ColorVisionReport {
        let marked = findings.map { finding -> ColorVisionFinding in
            guard finding.status == .fail, finding.accepted != true, !isInScope(finding) else { return finding }
            var copy = finding
            copy.accepted = true
            copy.acceptedBecause = .outsideChange
            return copy
        }
        return ColorVisionReport(
            model: model, deficiencies: deficiencies, simulationSeverity: simulationSeverity, groups: groups, findings: marked, notes: notes)
    }

    /// The failing findings at `severity` or above, except those a baseline accepts.
    public func failures(atLeast severity: Severity) -> [ColorVisionFinding] {
        findings.filter { $0.accepted != true && (($0.failureSeverity.map { $0 >= severity }) ?? false) }
    }

    /// The report with the failures a baseline lists at a ΔE00 no larger than today's marked
    /// accepted.
    func applying(_ recorded: [String: Double]) -> ColorVisionReport {
        let marked = findings.map { finding -> ColorVisionFinding in
            guard finding.status == .fail, let deltaE = recorded[finding.id], finding.deltaE2000 >= deltaE - Baseline.colorVisionTolerance else {
                return finding
            }
            var copy = finding
            copy.accepted = true
            return copy
        }
        return ColorVisionReport(
            model: model, deficiencies: deficiencies, simulationSeverity: simulationSeverity, groups: groups, findings: marked, notes: notes)
    }
}
