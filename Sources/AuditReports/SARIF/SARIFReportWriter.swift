import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// Writes a report as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), which
/// GitHub code scanning and other CI systems turn into annotations: one result per failing
/// finding (per place, for a pair drawn in several) — level `error` for errors, `warning` for
/// warnings — under a rule per WCAG success criterion, and one `note` result per incomplete pair. A failure a baseline accepts
/// keeps its result, with a `suppressions` entry (`kind` external, `status` accepted).
///
/// A result is located where its failing value is defined: the catalog's `colors[i]` entry of
/// the failing appearance, the token's `$value`, the palette file's color — or, for a pair
/// found in the app's code, the line that draws it: a result for each place it is drawn (at
/// most 20, the last saying how many more), with the background's line and the color's
/// definition related. A token that aliases another fails at its own `$value`, with the token
/// at the end of the alias chain related; the background's definition is related to every
/// result. Rules
/// carry `help` text: what the criterion asks and how to fix a failure.
///
/// Results carry a `partialFingerprints` entry, the finding's stable id, so a CI system
/// tracks a failure across runs; a pair's second and later places add their file and their
/// rank in it (`id@file#2`). Paths inside ``baseDirectory`` — the repository root, for
/// code scanning (`darkmode-audit` finds it from `.git`, or takes `--root`) — are relative
/// URIs against the base id `SRCROOT`; others are `file://` URIs. The output is valid against
/// OASIS's SARIF 2.1.0 schema.
public struct SARIFReportWriter: ReportWriter {
    /// The directory paths are made relative to (the `SRCROOT` base id); by default the
    /// current directory.
    public var baseDirectory: String

    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
    }

    public func render(_ report: AuditReport) throws -> String {
        var text = ""
        try write(report) { text += $0 }
        return text
    }

    /// Hands the SARIF log to `output` in pieces: each result is its own piece, so a report of
    /// any size is written in memory about the size of one result. The text is byte for byte
    /// what `JSONSerialization` writes for the whole log (pretty-printed, keys sorted), written
    /// as bytes by the encoder the JSON writer uses.
    ///
    /// - Parameters:
    ///   - report: The report to write.
    ///   - output: Receives each piece of the text.
    public func write(_ report: AuditReport, to output: (String) throws -> Void) throws {
        let criteria = SuccessCriterion.contrastCriteria
        var rules: [JSONNode] = criteria.map { criterion -> JSONNode in
            [
                "id": .string(Self.ruleID(criterion)),
                "name": .string(criterion.title.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "").replacingOccurrences(of: "-", with: "")),
                "shortDescription": ["text": "WCAG 2.2 \(criterion.shortName): \(criterion.title)"],
                "helpUri": .string(criterion.understandingURL),
                "help": Self.help(criterion),
                "defaultConfiguration": ["level": criterion.level == .aa ? "error" : "warning"],
            ]
        }
        rules.append([
            "id": .string(Self.colorVisionRule), "name": "DistinguishableUnderColorVisionDeficiency",
            "shortDescription": ["text": "Colors that must be told apart stay apart as seen with protan, deutan and tritan deficiency (CIEDE2000)"],
            "helpUri": "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
            "help": Self.helpText(
                "Colors a palette groups to tell states apart (status colors, chart series) must stay apart for people with "
                    + "protanopia, deuteranopia or tritanopia: the audit simulates each deficiency and measures the CIEDE2000 "
                    + "difference of every pair in the group. WCAG 1.4.1 Use of Color asks that color is not the only way "
                    + "information is conveyed.",
                fix: "move one color of the pair in lightness (a difference in lightness survives every deficiency), or add a "
                    + "second cue — an icon, a label, a pattern — where the colors are used."),
            "defaultConfiguration": ["level": "warning"],
        ])
        rules.append([
            "id": "incomplete", "name": "IncompleteCheck",
            "shortDescription": ["text": "A pair the audit could not check"],
            "help": Self.helpText(
                "The audit could not measure this pair: a color did not resolve to a value in that appearance, or the "
                    + "background is translucent and nothing is named beneath it.",
                fix: "define the color in every appearance the palette has, or name the opaque surface beneath a translucent "
                    + "background (`on:` in the rules file, or --base-background)."),
            "defaultConfiguration": ["level": "note"],
        ])
        // A requirement on another metric than WCAG 2's ratio is a rule of its own, after these
        // (so the rules, and their indices, of a report on the ratio alone are as they were).
        var metricRules: [String] = []
        for finding in report.findings {
            guard let requirement = finding.requirement, !Finding.metricSuffix(requirement.metric).isEmpty else { continue }
            let id = Self.ruleID(requirement.criterion, metric: requirement.metric)
            guard !metricRules.contains(id) else { continue }
            metricRules.append(id)
            rules.append([
                "id": .string(id), "name": .string(id.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ".", with: "")),
                "shortDescription": ["text": "WCAG 2.2 \(requirement.criterion.shortName) measured by \(requirement.metric.name)"],
                "helpUri": .string(requirement.criterion.understandingURL),
                "help": Self.help(requirement.criterion),
                "defaultConfiguration": ["level": requirement.criterion.level == .aa ? "error" : "warning"],
            ])
        }
        let pairings = Dictionary(report.pairings.map { ($0.id, $0) }) { first, _ in first }
        let locations = Locations(baseDirectory: baseDirectory)
        // The document's members, in key order; "results" (runs[0]) is written one result at
        // a time, in the order: failing findings, color-vision failures and notes, incomplete
        // pairs.
        let run: JSONNode = [
            "tool": [
                "driver": [
                    "name": "darkmode-audit", "fullName": "\(ToolVersion.name) darkmode-audit", "version": .string(ToolVersion.current),
                    "semanticVersion": .string(ToolVersion.current), "rules": .array(rules),
                ],
            ],
            // Relative URIs resolve against the repository root (SARIF 2.1.0, 3.14.14).
            "originalUriBaseIds": .object([(key: Self.rootBaseID, value: ["uri": .string(URL(fileURLWithPath: rootPath, isDirectory: true).absoluteString)] as JSONNode)]),
            "properties": report.nothingChecked.map { ["palette": .string(report.palette.name), "nothingChecked": .string($0)] } ?? ["palette": .string(report.palette.name)],
        ]
        try output("{\n  \"$schema\" : \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"runs\" : [\n    {\n")
        for key in ["originalUriBaseIds", "properties"] {
            try output("      \"\(key)\" : " + PrettyJSON.text(run[key]!, level: 3) + ",\n")
        }
        try output("      \"results\" : ")
        var results = PrettyJSONPieces.ArrayPieces(level: 3)
        func emit(_ result: JSONNode) throws { try results.append(result, to: output) }
        for finding in report.findings where finding.status == .fail && finding.severity != nil {
            let message = finding.story + (finding.suggestionPhrase(searched: report.suggestionsSearched).map { "; \($0)" } ?? "")
            var result: JSONNode = [
                "ruleId": .string(finding.requirement.map { Self.ruleID($0.criterion, metric: $0.metric) } ?? "incomplete"),
                "ruleIndex": .number(Self.ruleIndex(of: finding, criteria: criteria, metricRules: metricRules)),
                "level": finding.severity == .error ? "error" : "warning",
                "message": ["text": .string(message)],
                "partialFingerprints": ["perseusFindingId": .string(finding.id)],
            ]
            if finding.accepted {
                // SARIF's way to carry a result someone has reviewed and accepted: code scanning
                // shows it dismissed rather than open.
                result["suppressions"] = [["kind": "external", "status": "accepted", "justification": .string(ReportText.justification(finding.acceptance))]]
            }
            let colorLocation = report.palette.locations[finding.foreground].map {
                locations.color($0, cell: finding.appearance, message: "\(finding.foreground), the foreground")
            }
            let backgroundLocation = report.palette.locations[finding.background].map {
                locations.color($0, cell: finding.appearance, message: "\(finding.background), the background")
            }
            var related: [JSONNode] = []
            let pairing = pairings[finding.pair]
            let places = pairing.map(Annotation.drawnPlaces) ?? []
            if let pairing, !places.isEmpty {
                // A pair found in code fails where the code draws it; the background's line and
                // the color's definition are related.
                related = pairing.evidence.filter { $0.kind != .foreground }.prefix(8).map { locations.code($0) }
                if let colorLocation { related.append(colorLocation) }
            } else if let colorLocation {
                result["locations"] = [colorLocation]
            }
            // A foreground token that aliases another: where the value is written is related.
            if let alias = report.palette.locations[finding.foreground]?.definition(in: finding.appearance).alias {
                related.append(locations.alias(alias, of: finding.foreground))
            }
            if let backgroundLocation { related.append(backgroundLocation) }
            if !related.isEmpty {
                result["relatedLocations"] = .array(related.enumerated().map { index, location in
                    var location = location
                    if location["id"] == nil { location["id"] = .number(index + 1) }
                    return location
                })
            }
            guard !places.isEmpty else {
                try emit(result)
                continue
            }
            // One result for each place the pair is drawn (code scanning shows a result at its
            // first location only). The first keeps the finding's id as its fingerprint, as
            // before; another place adds its file and its rank in that file, which a line
            // added above it does not change.
            var inFile: [String: Int] = [:]
            for (index, drawn) in places.prefix(Annotation.placeLimit).enumerated() {
                inFile[drawn.file, default: 0] += 1
                var placed = result
                placed["locations"] = [locations.code(drawn)]
                placed["message"] = ["text": .string(message + Annotation.placeNote(index, of: places.count))]
                if index > 0 {
                    placed["partialFingerprints"] = ["perseusFindingId": "\(finding.id)@\(locations.name(drawn.file))#\(inFile[drawn.file]!)"]
                }
                try emit(placed)
            }
        }
        for finding in report.colorVision?.findings ?? [] where finding.status == .fail {
            var result: JSONNode = [
                "ruleId": .string(Self.colorVisionRule), "ruleIndex": .number(criteria.count),
                "level": finding.failureSeverity == .error ? "error" : "warning",
                "message": ["text": .string(finding.story)],
                "partialFingerprints": ["perseusFindingId": .string(finding.id)],
            ]
            if finding.accepted == true {
                result["suppressions"] = [["kind": "external", "status": "accepted", "justification": .string(ReportText.justification(finding.acceptedBecause))]]
            }
            if let location = report.palette.locations[finding.first] {
                result["locations"] = [locations.color(location, cell: finding.appearance)]
            }
            try emit(result)
        }
        // A result about the whole palette points at its file (the first of its files): code
        // scanning refuses a result with no location. A built-in palette has none to give.
        let paletteFile = report.palette.locations.values.map { $0.definition(in: nil).file }.min()
        let paletteLocations: JSONNode? = paletteFile.map { [["physicalLocation": ["artifactLocation": locations.artifact($0)]]] }
        // What the color-vision check could not check: notes, as incomplete pairs are.
        for (index, note) in (report.colorVision?.notes ?? []).enumerated() {
            var result: JSONNode = [
                "ruleId": .string(Self.colorVisionRule), "ruleIndex": .number(criteria.count), "level": "note",
                "message": ["text": "not checked: \(note)"],
                "partialFingerprints": ["perseusFindingId": "color-vision/note/\(index)"],
            ]
            if let paletteLocations { result["locations"] = paletteLocations }
            try emit(result)
        }
        for check in report.incomplete {
            var result: JSONNode = [
                "ruleId": "incomplete", "ruleIndex": .number(criteria.count + 1), "level": "note",
                "message": ["text": "\(check.pair.phrase) in \(check.appearances.map(\.key).joined(separator: ", ")): not checked — \(check.reason)"],
                "partialFingerprints": ["perseusFindingId": "\(check.pair)/incomplete"],
            ]
            if let location = report.palette.locations[check.pair.foreground] {
                result["locations"] = [locations.color(location, cell: check.appearances.first)]
            } else if let paletteLocations {
                result["locations"] = paletteLocations
            }
            try emit(result)
        }
        try results.finish(to: output)
        try output(",\n      \"tool\" : " + PrettyJSON.text(run["tool"]!, level: 3))
        try output("\n    }\n  ],\n  \"version\" : \"2.1.0\"\n}\n")
    }

    /// The base id relative URIs resolve against: ``baseDirectory``.
    static let rootBaseID = "SRCROOT"

    /// ``baseDirectory`` standardized, ending with `/`.
    var rootPath: String {
        let path = ReportPath.absolute(baseDirectory)
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// A rule's `help`: what it asks and how to fix a failure, as text and Markdown.
    static func helpText(_ asks: String, fix: String) -> JSONNode {
        [
            "text": "\(asks) To fix: \(fix)",
            "markdown": "\(asks)\n\n**To fix:** \(fix)",
        ]
    }

    /// The help of a contrast criterion: its requirement in WCAG 2.2 (W3C Recommendation,
    /// 12 December 2024), in the audit's words, and the fix.
    static func help(_ criterion: SuccessCriterion) -> JSONNode {
        let fix = "make the foreground darker in light appearances or lighter in dark ones — each failure suggests the nearest "
            + "passing color by CIEDE2000 — or change the background; judge the pair in every appearance it fails."
        switch criterion {
        case .contrastMinimum:
            return helpText(
                "Text and images of text need a contrast ratio of at least 4.5:1 with their background, or 3:1 when the text "
                    + "is large (at least 18 point, or 14 point bold). Logos and purely decorative text are exempt.", fix: fix)
        case .contrastEnhanced:
            return helpText(
                "Enhanced contrast (AAA): text and images of text need at least 7:1 with their background, or 4.5:1 when large "
                    + "(at least 18 point, or 14 point bold). The audit reports it as a warning.", fix: fix)
        case .nonTextContrast:
            return helpText(
                "What a user needs to see to identify a control and its state (a border, a focus ring, a switch's track, an "
                    + "icon that carries meaning) and the parts of graphics needed to understand them need at least 3:1 against "
                    + "adjacent colors. Inactive controls and purely decorative graphics are exempt.", fix: fix)
        default:
            return helpText("\(criterion.description): see the criterion's Understanding page.", fix: fix)
        }
    }

    /// The color-vision check's rule (`ColorVisionChecker`).
    static let colorVisionRule = "color-vision-distinguishable"

    static func ruleID(_ criterion: SuccessCriterion, metric: ContrastMetric? = nil) -> String {
        "WCAG-\(criterion.number)-\(criterion.level.rawValue)" + Finding.metricSuffix(metric)
    }

    /// Where a finding's rule is in the rules: its criterion's, a metric's after the color-vision
    /// and incomplete rules, or the incomplete rule's.
    static func ruleIndex(of finding: Finding, criteria: [SuccessCriterion], metricRules: [String]) -> Int {
        guard let requirement = finding.requirement else { return criteria.count + 1 }
        if let index = metricRules.firstIndex(of: ruleID(requirement.criterion, metric: requirement.metric)) {
            return criteria.count + 2 + index
        }
        return criteria.firstIndex(of: requirement.criterion) ?? criteria.count + 1
    }

    /// Where results point. Each file's artifact location is made once per log: a path is
    /// made relative and percent-encoded once, not for every result that names it.
    private final class Locations {
        let baseDirectory: String
        private var artifacts: [String: JSONNode] = [:]
        private var names: [String: String] = [:]

        init(baseDirectory: String) {
            self.baseDirectory = baseDirectory
        }

        /// A place in the app's code.
        func code(_ evidence: PairEvidence) -> JSONNode {
            [
                "physicalLocation": [
                    "artifactLocation": artifact(evidence.file),
                    "region": ["startLine": .number(evidence.line), "startColumn": .number(evidence.column)],
                ],
                "message": ["text": .string(evidence.kind.rawValue)],
            ]
        }

        /// The file and line that define the color's value in `cell` (a catalog's `colors[i]`
        /// entry for that appearance), or the color's own location.
        func color(_ location: ColorLocation, cell: Appearance?, message: String? = nil) -> JSONNode {
            let defined = location.definition(in: cell)
            var physical: JSONNode = ["artifactLocation": artifact(defined.file)]
            if let line = defined.line { physical["region"] = ["startLine": .number(line)] }
            var result: JSONNode = ["physicalLocation": physical]
            if !defined.keyPath.isEmpty { result["logicalLocations"] = [["fullyQualifiedName": .string(defined.keyPath)]] }
            if let message { result["message"] = ["text": .string(message)] }
            return result
        }

        /// Where an alias's value is written: the token at the end of its chain.
        func alias(_ alias: ColorLocation.AliasTarget, of name: String) -> JSONNode {
            var physical: JSONNode = ["artifactLocation": artifact(alias.file)]
            if let line = alias.line { physical["region"] = ["startLine": .number(line)] }
            return [
                "physicalLocation": physical,
                "logicalLocations": [["fullyQualifiedName": .string(alias.keyPath)]],
                "message": ["text": "\(name)'s value, through the alias {\(alias.name)}"],
            ]
        }

        /// A path as fingerprints name it: relative to ``baseDirectory`` when inside it (the
        /// same on every checkout of the repository), otherwise absolute.
        func name(_ path: String) -> String {
            if let made = names[path] { return made }
            let made = ReportPath.relative(path, base: baseDirectory) ?? ReportPath.absolute(path)
            names[path] = made
            return made
        }

        /// A path relative to ``baseDirectory`` when inside it — a percent-encoded URI
        /// reference against `SRCROOT` — otherwise a `file://` URI.
        func artifact(_ path: String) -> JSONNode {
            if let made = artifacts[path] { return made }
            let made: JSONNode
            if let relative = ReportPath.relative(path, base: baseDirectory) {
                made = ["uri": .string(relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative), "uriBaseId": .string(SARIFReportWriter.rootBaseID)]
            } else {
                made = ["uri": .string(URL(fileURLWithPath: ReportPath.absolute(path)).absoluteString)]
            }
            artifacts[path] = made
            return made
        }
    }
}

extension SuccessCriterion {
    /// W3C's *Understanding WCAG 2.2* page for the criterion.
    public var understandingURL: String {
        let slug = title.lowercased().replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "(", with: "")
            .replacingOccurrences(of: ")", with: "")
        return "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
    }
}

extension ReportFormat {
    /// SARIF 2.1.0: ``SARIFReportWriter``, `.sarif`.
    public static let sarif = ReportFormat(name: "sarif", fileExtension: "sarif", writer: SARIFReportWriter())
}
