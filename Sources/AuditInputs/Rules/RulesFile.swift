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
    /// Where each group was written, e.g. `distinguishable[0]`, by position.
    let groupKeyPaths: [String]
    /// Where the file's values are written, for errors found after reading (a pattern that
    /// matches no color): the parsed JSON, or each YAML node's position by key path.
    var positions: Positions = .yaml([:])

    enum Positions: Sendable {
        case json(JSONValue)
        case yaml([String: JSONPosition])

        /// Where a key path is written; a missing key at the mapping it is missing from.
        func position(of keyPath: String) -> JSONPosition? {
            switch self {
            case .json(let document): document.position(ofKeyPath: keyPath)
            case .yaml(let positions):
                positions[keyPath] ?? keyPath.lastIndex(of: ".").flatMap { positions[String(keyPath[..<$0])] }
            }
        }
    }

    static let topKeys = ["rules", "distinguishable"]
    static let ruleKeys = ["foreground", "background", "role", "severity", "rationale", "on"]
    static let groupKeys = ["name", "colors", "minimum", "severity", "rationale"]

    /// Whether the file states pairs (`rules`), which then replace the palette's own.
    public var hasRules: Bool { !rules.isEmpty }

    /// Reads a rules file: YAML when it ends in `.yaml` or `.yml`, JSON otherwise.
    public static func read(_ path: String) throws(InputFileError) -> RulesFile {
        let document: Any
        let positions: Positions
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            let (value, yaml) = try YAMLDocument.readPositioned(path)
            (document, positions) = (value, .yaml(yaml))
        } else {
            let value = try JSONDocument.readValue(path)
            (document, positions) = (value.foundationObject, .json(value))
        }
        var file: RulesFile
        do {
            file = try read(document, path: path)
        } catch {
            throw error.locating(file: path, positions.position(of:))
        }
        file.positions = positions
        return file
    }

    /// `error` with the line and column of its key path in this file.
    func locating(_ error: InputFileError) -> InputFileError {
        error.locating(file: file, positions.position(of:))
    }

    /// Reads a parsed rules file (JSON, or YAML converted to the same objects).
    static func read(_ document: Any, path: String) throws(InputFileError) -> RulesFile {
        let root = try JSONObject(document, file: path, path: "")
        try root.checkKeys(topKeys)
        let (groups, groupKeyPaths) = try readGroups(root)
        let list = try root.array("rules")
        guard let list = list ?? (groups == nil ? nil : []) else {
            throw InputFileError(file: path, keyPath: "rules", message: "missing (a rules file has rules, distinguishable groups or both)")
        }
        guard !list.isEmpty || groups != nil else { throw InputFileError(file: path, keyPath: "rules", message: "is empty") }
        var rules: [Rule] = []
        for (index, element) in list.enumerated() {
            let object = try JSONObject(element, file: path, path: "rules[\(index)]")
            try object.checkKeys(ruleKeys)
            let role: PairRole = try object.choice("role", what: "role")
            var severity: Severity?
            if let text = try object.optionalString("severity") {
                guard let parsed = Severity(rawValue: text) else {
                    throw InputFileError(file: path, keyPath: object.child("severity"), message: "unknown severity '\(text)'; expected error or warning")
                }
                severity = parsed
            }
            let foreground = try object.string("foreground"), background = try object.string("background")
            for (key, pattern) in [("foreground", foreground), ("background", background)] where pattern.isEmpty {
                throw InputFileError(file: path, keyPath: object.child(key), message: "is empty")
            }
            rules.append(Rule(
                foreground: foreground, background: background, role: role, severity: severity,
                rationale: try object.optionalString("rationale"), on: try object.optionalString("on"), keyPath: object.path))
        }
        return RulesFile(file: path, rules: rules, groups: groups, groupKeyPaths: groupKeyPaths)
    }

    private static func readGroups(_ root: JSONObject) throws(InputFileError) -> ([DistinguishableGroup]?, [String]) {
        guard let list = try root.array("distinguishable") else { return (nil, []) }
        guard !list.isEmpty else { throw InputFileError(file: root.file, keyPath: "distinguishable", message: "is empty") }
        var groups: [DistinguishableGroup] = [], keyPaths: [String] = []
        for (index, element) in list.enumerated() {
            let object = try JSONObject(element, file: root.file, path: "distinguishable[\(index)]")
            try object.checkKeys(groupKeys)
            let name = try object.string("name")
            guard !name.isEmpty else { throw InputFileError(file: root.file, keyPath: object.child("name"), message: "is empty") }
            if let first = groups.firstIndex(where: { $0.name == name }) {
                // The name is part of every finding's id: two groups of one name would collide.
                throw InputFileError(file: root.file, keyPath: object.child("name"), message: "'\(name)' names distinguishable[\(first)] too")
            }
            guard let colors = try object.array("colors") else { throw InputFileError(file: root.file, keyPath: object.child("colors"), message: "missing") }
            var patterns: [String] = []
            for (position, color) in colors.enumerated() {
                guard let pattern = color as? String, !pattern.isEmpty else {
                    throw InputFileError(file: root.file, keyPath: "\(object.child("colors"))[\(position)]", message: "expected a color name or pattern")
                }
                patterns.append(pattern)
            }
            var minimum = DistinguishableGroup.defaultMinimum
            if let value = object.values["minimum"] {
                guard let number = (value as? NSNumber)?.doubleValue, !(value is Bool), number.isFinite, number > 0, number <= 100 else {
                    throw InputFileError(file: root.file, keyPath: object.child("minimum"), message: "expected a ΔE00 in (0, 100]")
                }
                minimum = number
            }
            var severity = Severity.warning
            if let text = try object.optionalString("severity") {
                guard let parsed = Severity(rawValue: text) else {
                    throw InputFileError(file: root.file, keyPath: object.child("severity"), message: "unknown severity '\(text)'; expected error or warning")
                }
                severity = parsed
            }
            groups.append(DistinguishableGroup(
                name: name, colors: patterns, minimum: minimum, severity: severity,
                rationale: try object.optionalString("rationale") ?? "\(URL(fileURLWithPath: root.file).lastPathComponent) \(object.path)"))
            keyPaths.append(object.path)
        }
        return (groups, keyPaths)
    }

    /// The groups with their patterns expanded against `palette`, in palette order.
    ///
    /// - Throws: ``InputFileError`` at a pattern that matches no color, or a group that
    ///   gives fewer than two colors.
    public func distinguishableGroups(for palette: Palette) throws(InputFileError) -> [DistinguishableGroup]? {
        do {
            return try expandedGroups(for: palette)
        } catch {
            throw locating(error)
        }
    }

    private func expandedGroups(for palette: Palette) throws(InputFileError) -> [DistinguishableGroup]? {
        guard let groups else { return nil }
        let names = palette.allNames
        var expanded: [DistinguishableGroup] = []
        for (group, keyPath) in zip(groups, groupKeyPaths) {
            var colors: [String] = []
            for (position, pattern) in group.colors.enumerated() {
                let matched = names.filter { Self.matches(pattern, $0) }
                guard !matched.isEmpty else {
                    throw InputFileError(
                        file: file, keyPath: "\(keyPath).colors[\(position)]", message: "'\(pattern)' matches no color in palette '\(palette.name)'")
                }
                colors += matched.filter { !colors.contains($0) }
            }
            guard colors.count >= 2 else {
                throw InputFileError(file: file, keyPath: "\(keyPath).colors", message: "gives one color (\(colors[0])); a group needs two or more")
            }
            guard colors.count <= DistinguishableGroup.maximumColors else {
                throw InputFileError(
                    file: file, keyPath: "\(keyPath).colors",
                    message: "gives \(colors.count) colors; a group holds at most \(DistinguishableGroup.maximumColors) (colors that must all be told apart): narrow its patterns")
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
        do {
            return try expandedPairings(for: palette)
        } catch {
            throw locating(error)
        }
    }

    private func expandedPairings(for palette: Palette) throws(InputFileError) -> [Pairing] {
        let names = palette.allNames
        var pairings: [Pairing] = []
        var seen = Set<PairID>()
        for rule in rules {
            let foregrounds = names.filter { Self.matches(rule.foreground, $0) }
            let backgrounds = names.filter { Self.matches(rule.background, $0) }
            for (key, pattern, matched) in [("foreground", rule.foreground, foregrounds), ("background", rule.background, backgrounds)]
            where matched.isEmpty {
                throw InputFileError(
                    file: file, keyPath: "\(rule.keyPath).\(key)", message: "'\(pattern)' matches no color in palette '\(palette.name)'")
            }
            if let on = rule.on, !names.contains(on) {
                throw InputFileError(file: file, keyPath: "\(rule.keyPath).on", message: "no color named '\(on)' in palette '\(palette.name)'")
            }
            for foreground in foregrounds {
                for background in backgrounds where background != foreground {
                    // Checked as pairs are made, so `*` on `*` stops at the limit, not after.
                    guard pairings.count < Self.maximumPairs else {
                        throw InputFileError(
                            file: file, keyPath: rule.keyPath,
                            message: "the rules give more than \(Self.maximumPairs) pairs (this one: \(foregrounds.count) × \(backgrounds.count)); narrow its patterns")
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
                for evidence in pairing.evidence {
                    lines.append("  #   \(evidence.kind.rawValue): \(comment(evidence.description))")
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
