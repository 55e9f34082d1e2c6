import AuditModel
import ColorScience
import Foundation

/// Writes a report as JSON: keys sorted, findings in the report's deterministic order, every
/// number at full precision (the shortest text that reads back as the same `Double`).
/// ``read(_:requirements:)`` decodes it back into an `AuditReport`.
///
/// ``write(_:to:)`` hands the text over one list entry at a time (a finding, a pairing, a color
/// difference), so a report of any size is written in memory about the size of one entry; the
/// text is byte for byte what encoding the whole `AuditReport` with `JSONEncoder`
/// (`.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`) gives, written as bytes with no
/// intermediate dictionaries, except that the characters that reorder or split what a reader
/// sees (bidirectional controls, line and paragraph separators, C1 controls) are escaped
/// (`\u202e`), where `JSONEncoder` writes them as they are.
public struct JSONReportWriter: ReportWriter {
    public init() {}

    public func render(_ report: AuditReport) throws -> String {
        var text = ""
        try write(report) { text += $0 }
        return text
    }

    /// Hands the report's JSON to `output` in pieces: the top-level members in key order, and
    /// each entry of a list as its own piece.
    ///
    /// - Parameters:
    ///   - report: The report to write.
    ///   - output: Receives each piece of the text.
    public func write(_ report: AuditReport, to output: (String) throws -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            let context = JSONNodeEncoder.Context()
            func value(_ value: some Encodable) -> (Int) throws -> Void {
                { level in try output(PrettyJSON.text(try JSONNodeEncoder.node(value, context: context), level: level)) }
            }
            func list<Element: Encodable>(_ elements: [Element]) -> (Int) throws -> Void {
                { level in
                    var pieces = PrettyJSONPieces.ArrayPieces(level: level)
                    for element in elements { try pieces.append(try JSONNodeEncoder.node(element, context: context), to: output) }
                    try pieces.finish(to: output)
                }
            }
            // The members AuditReport.encode(to:) writes, by the same keys and conditions.
            typealias Keys = AuditReport.CodingKeys
            var members: [(key: String, write: (Int) throws -> Void)] = [
                (Keys.schemaVersion.stringValue, value(report.schemaVersion)),
                (Keys.tool.stringValue, value(AuditReport.Tool.current)),
                (Keys.palette.stringValue, value(report.palette)),
                (Keys.provenance.stringValue, value(report.provenance)),
                (Keys.summary.stringValue, value(report.summary)),
                (Keys.pairings.stringValue, list(report.pairings)),
                (Keys.findings.stringValue, list(report.findings)),
                (Keys.incomplete.stringValue, list(report.incomplete)),
                (Keys.inconsistencies.stringValue, list(report.inconsistencies)),
                (Keys.colorDifferences.stringValue, list(report.colorDifferences)),
                (Keys.uncheckedColors.stringValue, list(report.uncheckedColors)),
            ]
            if let reason = report.nothingChecked { members.append((Keys.nothingChecked.stringValue, value(reason))) }
            if report.suggestionsSearched { members.append((Keys.suggestionsSearched.stringValue, value(true))) }
            if report.suggestionsNotSearched > 0 {
                members.append((Keys.suggestionsNotSearched.stringValue, value(report.suggestionsNotSearched)))
            }
            if let fixes = report.colorFixes { members.append((Keys.colorFixes.stringValue, list(fixes))) }
            if let colorVision = report.colorVision {
                // ColorVisionReport's synthesized members, its findings one at a time.
                members.append((Keys.colorVision.stringValue, { level in
                    try PrettyJSONPieces.object(
                        level: level,
                        members: [
                            ("model", value(colorVision.model)), ("deficiencies", value(colorVision.deficiencies)),
                            ("simulationSeverity", value(colorVision.simulationSeverity)), ("groups", value(colorVision.groups)),
                            ("findings", list(colorVision.findings)), ("notes", value(colorVision.notes)),
                        ], to: output)
                }))
            }
            try PrettyJSONPieces.object(level: 0, members: members, to: output)
            try output("\n")
        }
    }

    /// Decodes a JSON report. A finding's requirement is looked up among `requirements` by
    /// criterion, minimum and metric id: pass those of a metric of your own to read reports
    /// that use it.
    public static func read(_ json: String, requirements: [ContrastRequirement] = ContrastRequirement.all) throws -> AuditReport {
        let decoder = JSONDecoder()
        decoder.userInfo[.contrastRequirements] = requirements
        return try decoder.decode(AuditReport.self, from: Data(json.utf8))
    }
}

extension ReportFormat {
    /// JSON: ``JSONReportWriter``, `.json`.
    public static let json = ReportFormat(name: "json", fileExtension: "json", writer: JSONReportWriter())
}
