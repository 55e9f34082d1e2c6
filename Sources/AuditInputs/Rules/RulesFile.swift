import AdaptedSystemUI
import AuditModel
import ColorContrast
import Foundation
import Yams

/// Which foreground sits on which background with which role: a rules file, in JSON or YAML.
///
/// ```yaml
/// rules:
///   - foreground: "Txt.*"          # * matches any run of characters: a group of colors
///     background: "Fill.*"
///     role: body-text
///   - foreground: Fill.divider
///     background: Fill.bg
///     role: ui-component
///     severity: warning            # failures of this rule are warnings, not errors
///     rationale: list separators
///   - foreground: Txt.onScrim
///     background: Fill.scrim       # translucent: composited over the surface beneath
///     on: Fill.bg
///     role: body-text
/// ```
///
/// Each rule is expanded against the palette's color names (a color is never paired with
/// itself). When several rules give the same pair, the first one decides. A rule whose
/// pattern matches no color is an error, so a renamed color cannot silently drop a check.
public struct RulesFile: Sendable {
    /// One rule as written.
    public struct Rule: Hashable, Sendable {
        public let foreground: String
        public let background: String
        public let role: PairRole
        public let severity: Severity?
        public let rationale: String?
        /// The opaque surface a translucent background lies on, by name.
        public let on: String?
        /// Where it was written, e.g. `rules[2]`.
        public let keyPath: String
    }

    public let file: String
    public let rules: [Rule]
    /// The groups of colors that must stay distinguishable (`DistinguishableGroup`), as
    /// written (patterns unexpanded); `nil` when the file names none.
    public let groups: [DistinguishableGroup]?
    /// Each rule as written, by position: where an error found after reading (a pattern that
    /// matches no color) is reported.
    let ruleNodes: [JSONNode]
    /// Each group as written, by position.
    let groupNodes: [JSONNode]

    static let topKeys = ["rules", "distinguishable"]
    static let ruleKeys = ["foreground", "background", "role", "severity", "rationale", "on"]
    static let groupKeys = ["name", "colors", "minimum", "severity", "rationale"]

    /// Whether the file states pairs (`rules`), which then replace the palette's own.
    public var hasRules: Bool { !rules.isEmpty }

    /// Reads a rules file: YAML when it ends in `.yaml` or `.yml`, JSON otherwise.
    public static func read(_ path: String) throws(InputFileError) -> RulesFile {
        let yaml = path.hasSuffix(".yaml") || path.hasSuffix(".yml")
        return try read(yaml ? YAMLDocument.read(path) : JSONDocument.readValue(path), path: path)
    }

    /// Reads a parsed rules file (JSON, or YAML read into the same values).
    static func read(_ document: JSONValue, path: String) throws(InputFileError) -> RulesFile {
        let root = try JSONNode(document, file: path).asObject()
        try root.checkKeys(topKeys)
        let (groups, groupNodes) = try readGroups(root)
        let list = try root.array("rules")
        guard let list = list ?? (groups == nil ? nil : []) else {
            throw root.error(at: "rules", "missing (a rules file has rules, distinguishable groups or both)")
        }
        guard !list.isEmpty || groups != nil else { throw root.error(at: "rules", "is empty") }
        var rules: [Rule] = []
        for element in list {
            let object = try element.asObject()
            try object.checkKeys(ruleKeys)
            let role: PairRole = try object.choice("role", what: "role")
            var severity: Severity?
            if let text = try object.optionalString("severity") {
                guard let parsed = Severity(rawValue: text) else {
                    throw object.error(at: "severity", "unknown severity '\(text)'; expected error or warning")
                }
                severity = parsed
            }
            let foreground = try object.string("foreground"), background = try object.string("background")
            for (key, pattern) in [("foreground", foreground), ("background", background)] where pattern.isEmpty {
                throw object.error(at: key, "is empty")
            }
            rules.append(Rule(
                foreground: foreground, background: background, role: role, severity: severity,
                rationale: try object.optionalString("rationale"), on: try object.optionalString("on"), keyPath: object.keyPath))
        }
        return RulesFile(file: path, rules: rules, groups: groups, ruleNodes: list, groupNodes: groupNodes)
    }

    private static func readGroups(_ root: JSONNode) throws(InputFileError) -> ([DistinguishableGroup]?, [JSONNode]) {
        guard let list = try root.array("distinguishable") else { return (nil, []) }
        guard !list.isEmpty else { throw root.error(at: "distinguishable", "is empty") }
        var groups: [DistinguishableGroup] = []
        for element in list {
            let object = try element.asObject()
            try object.checkKeys(groupKeys)
            let name = try object.string("name")
            guard !name.isEmpty else { throw object.error(at: "name", "is empty") }
            if let first = groups.firstIndex(where: { $0.name == name }) {
                // The name is part of every finding's id: two groups of one name would collide.
                throw object.error(at: "name", "'\(name)' names distinguishable[\(first)] too")
            }
            guard let colors = try object.array("colors") else { throw object.error(at: "colors", "missing") }
            var patterns: [String] = []
            for color in colors {
                guard let pattern = color.value.string, !pattern.isEmpty else { throw color.error("expected a color name or pattern") }
                patterns.append(pattern)
            }
            var minimum = DistinguishableGroup.defaultMinimum
            if let value = object["minimum"] {
                guard let number = value.value.number, number.isFinite, number > 0, number <= 100 else {
                    throw value.error("expected a ΔE00 in (0, 100]")
                }
                minimum = number
            }
            var severity = Severity.warning
            if let text = try object.optionalString("severity") {
                guard let parsed = Severity(rawValue: text) else {
                    throw object.error(at: "severity", "unknown severity '\(text)'; expected error or warning")
                }
                severity = parsed
            }
            groups.append(DistinguishableGroup(
                name: name, colors: patterns, minimum: minimum, severity: severity,
                rationale: try object.optionalString("rationale") ?? "\(URL(fileURLWithPath: root.file).lastPathComponent) \(object.keyPath)"))
        }
        return (groups, list)
    }

    /// The groups with their patterns expanded against `palette`, in palette order.
    ///
    /// - Throws: ``InputFileError`` at a pattern that matches no color, or a group that
    ///   gives fewer than two colors.
    public func distinguishableGroups(for palette: Palette) throws(InputFileError) -> [DistinguishableGroup]? {
        guard let groups else { return nil }
        let names = palette.allNames
        var expanded: [DistinguishableGroup] = []
        for (group, node) in zip(groups, groupNodes) {
            var colors: [String] = []
            let written = node["colors"]?.elements ?? []
            for (position, pattern) in group.colors.enumerated() {
                let matched = names.filter { Self.matches(pattern, $0) }
                guard !matched.isEmpty else {
                    let message = "'\(pattern)' matches no color in palette '\(palette.name)'"
                    throw written.indices.contains(position) ? written[position].error(message) : node.error(at: "colors", message)
                }
                colors += matched.filter { !colors.contains($0) }
            }
            guard colors.count >= 2 else {
                throw node.error(at: "colors", "gives one color (\(colors[0])); a group needs two or more")
            }
            guard colors.count <= DistinguishableGroup.maximumColors else {
                throw node.error(
                    at: "colors",
                    "gives \(colors.count) colors; a group holds at most \(DistinguishableGroup.maximumColors) (colors that must all be told apart): narrow its patterns")
            }
            expanded.append(DistinguishableGroup(
                name: group.name, colors: colors, minimum: group.minimum, severity: group.severity, rationale: group.rationale))
        }
        return expanded
    }

    /// The most pairs a rules file may expand to: above a real palette's (a system of 300
    /// colors has about 20,000 text/background pairs), small enough that `*` over `*` on a
    /// few hundred colors (300 give 89,700 pairs) is refused before the audit, rather than
    /// taking gigabytes of findings and a report of hundreds of megabytes.
    public static let maximumPairs = 25_000

    /// The pairings the rules give for `palette`.
    ///
    /// - Throws: ``InputFileError`` at a rule whose pattern matches no color, whose `on`
    ///   names no color, or when the rules expand to more than ``maximumPairs`` pairs.
    public func pairings(for palette: Palette) throws(InputFileError) -> [Pairing] {
        let names = palette.allNames
        var pairings: [Pairing] = []
        var seen = Set<PairID>()
        for (rule, node) in zip(rules, ruleNodes) {
            let foregrounds = names.filter { Self.matches(rule.foreground, $0) }
            let backgrounds = names.filter { Self.matches(rule.background, $0) }
            for (key, pattern, matched) in [("foreground", rule.foreground, foregrounds), ("background", rule.background, backgrounds)]
            where matched.isEmpty {
                throw node.error(at: key, "'\(pattern)' matches no color in palette '\(palette.name)'")
            }
            if let on = rule.on, !names.contains(on) {
                throw node.error(at: "on", "no color named '\(on)' in palette '\(palette.name)'")
            }
            for foreground in foregrounds {
                for background in backgrounds where background != foreground {
                    // Checked as pairs are made, so `*` on `*` stops at the limit, not after.
                    guard pairings.count < Self.maximumPairs else {
                        throw node.error(
                            "the rules give more than \(Self.maximumPairs) pairs (this one: \(foregrounds.count) × \(backgrounds.count)); narrow its patterns")
                    }
                    guard seen.insert(PairID(foreground, on: background)).inserted else { continue }
                    pairings.append(Pairing(
                        foreground: foreground, background: background, role: rule.role,
                        rationale: rule.rationale ?? "\(URL(fileURLWithPath: file).lastPathComponent) \(rule.keyPath)",
                        severity: rule.severity, on: rule.on))
                }
            }
        }
        return pairings
    }

    /// Whether `name` matches `pattern`, where `*` stands for any run of characters.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return pattern == name }
        var rest = Substring(name)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for (index, part) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 { return rest.hasSuffix(part) && rest.count >= part.count }
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}

extension RulesFile {
    /// Pairings as a rules file in YAML — one rule per pair, with its role, severity,
    /// surface and rationale — that ``read(_:)`` reads back into the same pairings: what
    /// `darkmode-audit pairs` prints for a team to review, edit and commit.
    /// How many places of a pair found in code a rules file's comments list.
    static let evidenceShown = 12

    public static func yaml(for pairings: [Pairing], palette: String) -> String {
        var lines = [
            "# Pairs for palette \(quoted(palette)): \(pairings.count) pair\(pairings.count == 1 ? "" : "s").",
            "# Review them, edit the roles, remove what is not drawn together, add what is;",
            "# then audit with: darkmode-audit --palette … --rules THIS_FILE",
            "rules:",
        ]
        if pairings.contains(where: { $0.origin == .code }) {
            lines.insert(
                "# Pairs found in code name system colors, colors written in code and opacities as the audit does; audit them with the same --sources or --project.",
                at: 3)
        }
        for pairing in pairings {
            if pairing.origin == .code {
                let cells = pairing.appearances.map { " — seen in \($0.cells.map(\.key).joined(separator: ", ")) only" } ?? ""
                lines.append("  # from the app's code, \(pairing.confidence?.rawValue ?? "unknown") confidence\(cells)")
                // The first places; a pair drawn in many is counted past them.
                for evidence in pairing.evidence.prefix(Self.evidenceShown) {
                    lines.append("  #   \(evidence.kind.rawValue): \(comment(evidence.description))")
                }
                if pairing.evidence.count > Self.evidenceShown {
                    lines.append("  #   and \(pairing.evidence.count - Self.evidenceShown) more places")
                }
            }
            lines.append("  - foreground: \(quoted(pairing.foreground))")
            lines.append("    background: \(quoted(pairing.background))")
            lines.append("    role: \(pairing.role.rawValue)")
            if let severity = pairing.severity { lines.append("    severity: \(severity.rawValue)") }
            if let on = pairing.on { lines.append("    on: \(quoted(on))") }
            if !pairing.rationale.isEmpty { lines.append("    rationale: \(quoted(pairing.rationale))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for a YAML comment: on one line — no character YAML's parser reads as a line
    /// break (LF, CR, and NEL, LS and PS, which libyaml breaks on too) or a terminal acts on;
    /// each is written as an escape (`TerminalEscaping`; `\u{2028}`, `\u{2029}` and
    /// `\u{FEFF}` for LS, PS and a byte-order mark).
    static func comment(_ text: String) -> String {
        ControlCharacters.escaped(text)
            .replacingOccurrences(of: "\u{2028}", with: "\\u{2028}")
            .replacingOccurrences(of: "\u{2029}", with: "\\u{2029}")
            .replacingOccurrences(of: "\u{FEFF}", with: "\\u{FEFF}")
    }

    /// A YAML double-quoted scalar (JSON's escapes are YAML's): a JSON string too.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            // C0, DEL and C1 (NEL among them), and LS, PS and the byte-order mark, which YAML's
            // parser reads as line breaks or drops: escaped, so the value reads back as written.
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0xFEFF].contains(scalar.value):
                out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
