/// Turns an ``AuditReport`` into text in one format.
///
/// A new format is one file: a type conforming to this protocol and a
/// `static let` on ``ReportFormat`` that names it, plus its line in ``ReportFormat/all``.
public protocol ReportWriter: Sendable {
    /// The report as text.
    func render(_ report: AuditReport) throws -> String
}
