import ColorScience
import Foundation

/// Writes a report as JSON: keys sorted, findings in the report's deterministic order, every
/// number at full precision (the shortest text that reads back as the same `Double`).
/// ``read(_:requirements:)`` decodes it back into an ``AuditReport``.
public struct JSONReportWriter: ReportWriter {
    public init() {}

    public func render(_ report: AuditReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
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

extension CodingUserInfoKey {
    /// The requirements a decoded finding may name (`[ContrastRequirement]`).
    static let contrastRequirements = CodingUserInfoKey(rawValue: "PerseusDarkMode.contrastRequirements")!
}
