import AuditModel

/// Turns an `AuditReport` into text in one format.
///
/// A new format is one file: a type conforming to this protocol and a
/// `static let` on ``ReportFormat`` that names it, plus its line in ``ReportFormat/all``.
///
/// A writer whose reports grow large implements ``write(_:to:)`` too, handing its text over in
/// pieces as it renders them, so that a caller writing a file holds one piece at a time rather
/// than the whole report (``JSONReportWriter`` and ``SARIFReportWriter`` do).
public protocol ReportWriter: Sendable {
    /// The report as text.
    func render(_ report: AuditReport) throws -> String

    /// Hands the report's text to `output` in pieces, in order, as they are rendered: the
    /// pieces joined are ``render(_:)``'s text. An error `output` throws stops the writing and
    /// is rethrown.
    ///
    /// - Parameters:
    ///   - report: The report to write.
    ///   - output: Receives each piece of the text.
    func write(_ report: AuditReport, to output: (String) throws -> Void) throws
}

extension ReportWriter {
    /// The whole of ``render(_:)`` as one piece.
    ///
    /// - Parameters:
    ///   - report: The report to write.
    ///   - output: Receives the text.
    public func write(_ report: AuditReport, to output: (String) throws -> Void) throws {
        try output(render(report))
    }
}
