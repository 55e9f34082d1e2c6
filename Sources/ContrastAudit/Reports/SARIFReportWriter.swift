import AdaptedSystemUI
import ColorScience
import Foundation

/// Writes a report as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), which
/// GitHub code scanning and other CI systems turn into annotations: one result per failing
/// finding — level `error` for errors, `warning` for warnings — under a rule per WCAG
/// success criterion, located at the file and line that define the pair's foreground color
/// (the color set's `Contents.json`, the token file, the palette file), and one `note` result
/// per incomplete pair. A failure a baseline accepts keeps its result, with a `suppressions`
/// entry (`kind` external, `status` accepted).
///
/// Results carry a `partialFingerprints` entry, the finding's stable id, so a CI system
/// tracks a failure across runs. File paths are made relative to the current directory when
/// they lie inside it (as code scanning expects paths relative to the repository root).
public struct SARIFReportWriter: ReportWriter {
    /// The directory paths are made relative to; by default the current directory.
    public var baseDirectory: String

    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
    }

    public func render(_ report: AuditReport) throws -> String {
        let failing = report.findings.filter { $0.status == .fail && $0.severity != nil }
        let criteria = SuccessCriterion.contrastCriteria
        var rules: [[String: Any]] = criteria.map { criterion in
            [
                "id": Self.ruleID(criterion),
                "name": criterion.title.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "").replacingOccurrences(of: "-", with: ""),
                "shortDescription": ["text": "WCAG 2.2 \(criterion.shortName): \(criterion.title)"],
                "helpUri": criterion.understandingURL,
                "defaultConfiguration": ["level": criterion.level == .aa ? "error" : "warning"],
            ]
        }
        rules.append([
            "id": Self.colorVisionRule, "name": "DistinguishableUnderColorVisionDeficiency",
            "shortDescription": ["text": "Colors that must be told apart stay apart as seen with protan, deutan and tritan deficiency (CIEDE2000)"],
            "helpUri": "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html",
            "defaultConfiguration": ["level": "warning"],
        ])
        rules.append([
            "id": "incomplete", "name": "IncompleteCheck",
            "shortDescription": ["text": "A pair the audit could not check"],
            "defaultConfiguration": ["level": "note"],
        ])
        let pairings = Dictionary(report.pairings.map { ($0.id, $0) }) { first, _ in first }
        var results: [[String: Any]] = failing.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.criterion.map(Self.ruleID) ?? "incomplete",
                "ruleIndex": finding.criterion.flatMap { criterion in criteria.firstIndex(of: criterion) } ?? criteria.count + 1,
                "level": finding.severity == .error ? "error" : "warning",
                "message": ["text": finding.story + (finding.suggestionPhrase(searched: report.suggestionsSearched).map { "; \($0)" } ?? "")],
                "partialFingerprints": ["perseusFindingId": finding.id],
            ]
            if finding.accepted {
                // SARIF's way to carry a result someone has reviewed and accepted: code scanning
                // shows it dismissed rather than open.
                result["suppressions"] = [["kind": "external", "status": "accepted", "justification": "accepted by the baseline"]]
            }
            let colorLocation = report.palette.locations[finding.foreground].map { sarifLocation($0, cell: finding.appearance) }
            if let pairing = pairings[finding.pair], let drawn = pairing.evidence.first(where: { $0.kind == .foreground }) {
                // A pair found in code fails where the code draws it; the color's definition
                // and the background's line are related.
                result["locations"] = [codeLocation(drawn)]
                var related = pairing.evidence.filter { $0.kind != .foreground || $0 != drawn }.prefix(8).map(codeLocation)
                if let colorLocation { related.append(colorLocation) }
                if !related.isEmpty {
                    result["relatedLocations"] = related.enumerated().map { index, location in
                        location.merging(["id": index + 1]) { current, _ in current }
                    }
                }
            } else if let colorLocation {
                result["locations"] = [colorLocation]
            }
            return result
        }
        for finding in report.colorVision?.findings ?? [] where finding.status == .fail {
            var result: [String: Any] = [
                "ruleId": Self.colorVisionRule, "ruleIndex": criteria.count,
                "level": finding.failureSeverity == .error ? "error" : "warning",
                "message": ["text": finding.story],
                "partialFingerprints": ["perseusFindingId": finding.id],
            ]
            if finding.accepted == true {
                result["suppressions"] = [["kind": "external", "status": "accepted", "justification": "accepted by the baseline"]]
            }
            if let location = report.palette.locations[finding.first] {
                result["locations"] = [sarifLocation(location, cell: finding.appearance)]
            }
            results.append(result)
        }
        // What the color-vision check could not check: notes, as incomplete pairs are.
        for (index, note) in (report.colorVision?.notes ?? []).enumerated() {
            results.append([
                "ruleId": Self.colorVisionRule, "ruleIndex": criteria.count, "level": "note",
                "message": ["text": "not checked: \(note)"],
                "partialFingerprints": ["perseusFindingId": "color-vision/note/\(index)"],
            ])
        }
        results += report.incomplete.map { check in
            var result: [String: Any] = [
                "ruleId": "incomplete", "ruleIndex": criteria.count + 1, "level": "note",
                "message": ["text": "\(check.pair.phrase) in \(check.appearances.map(\.key).joined(separator: ", ")): not checked — \(check.reason)"],
                "partialFingerprints": ["perseusFindingId": "\(check.pair)/incomplete"],
            ]
            if let location = report.palette.locations[check.pair.foreground] {
                result["locations"] = [sarifLocation(location, cell: check.appearances.first)]
            }
            return result
        }
        var run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "darkmode-audit", "fullName": "\(ToolVersion.name) darkmode-audit", "version": ToolVersion.current,
                    "semanticVersion": ToolVersion.current, "rules": rules,
                ] as [String: Any],
            ],
            "results": results,
            "properties": ["palette": report.palette.name, "nothingChecked": report.nothingChecked ?? ""],
        ]
        if report.nothingChecked == nil { run["properties"] = ["palette": report.palette.name] }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The color-vision check's rule (``ColorVisionChecker``).
    static let colorVisionRule = "color-vision-distinguishable"

    static func ruleID(_ criterion: SuccessCriterion) -> String { "WCAG-\(criterion.number)-\(criterion.level.rawValue)" }

    /// A place in the app's code.
    func codeLocation(_ evidence: PairEvidence) -> [String: Any] {
        [
            "physicalLocation": [
                "artifactLocation": ["uri": relativeURI(evidence.file)],
                "region": ["startLine": evidence.line, "startColumn": evidence.column],
            ] as [String: Any],
            "message": ["text": evidence.kind.rawValue],
        ]
    }

    /// The file and line that define the color's value in `cell` (a catalog's `colors[i]`
    /// entry for that appearance), or the color's own location.
    func sarifLocation(_ location: ColorLocation, cell: Appearance?) -> [String: Any] {
        let defined = location.definition(in: cell)
        var physical: [String: Any] = ["artifactLocation": ["uri": relativeURI(defined.file)]]
        if let line = defined.line { physical["region"] = ["startLine": line] }
        var result: [String: Any] = ["physicalLocation": physical]
        if !defined.keyPath.isEmpty { result["logicalLocations"] = [["fullyQualifiedName": defined.keyPath]] }
        return result
    }

    /// A path relative to ``baseDirectory`` when inside it, percent-encoded as a URI
    /// reference; otherwise a `file://` URI.
    func relativeURI(_ path: String) -> String {
        if let relative = ReportPath.relative(path, base: baseDirectory) {
            return relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
        }
        return URL(fileURLWithPath: ReportPath.absolute(path, base: baseDirectory)).absoluteString
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
