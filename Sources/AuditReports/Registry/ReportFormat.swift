import AuditModel

/// A report format: its name (what `darkmode-audit --format` takes), the file extension
/// its reports use, and its writer.
///
/// ```swift
/// let markdown = try ReportFormat.markdown.render(report)
/// ReportFormat(named: "html")?.fileExtension       // "html"
/// ```
public struct ReportFormat: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let fileExtension: String
    public let writer: any ReportWriter

    public init(name: String, fileExtension: String, writer: any ReportWriter) {
        self.name = name
        self.fileExtension = fileExtension
        self.writer = writer
    }

    /// Every format, in the order `--help` lists them: the registry.
    public static let all: [ReportFormat] = [.markdown, .json, .html, .sarif, .junit, .summary, .github, .xcode, .terminal]

    /// The format with a name, or `nil`.
    public init?(named name: String) {
        guard let format = Self.all.first(where: { $0.name == name }) else { return nil }
        self = format
    }

    /// Renders a report in this format.
    public func render(_ report: AuditReport) throws -> String {
        try writer.render(report)
    }

    /// Hands a report's text to `output` in pieces, through the writer's
    /// ``ReportWriter/write(_:to:)``: what a caller writing a large report to a file uses.
    ///
    /// - Parameters:
    ///   - report: The report to write.
    ///   - output: Receives each piece of the text.
    public func write(_ report: AuditReport, to output: (String) throws -> Void) throws {
        try writer.write(report, to: output)
    }

    public var description: String { name }

    public static func == (lhs: ReportFormat, rhs: ReportFormat) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension String {
    /// The text ending with exactly one period.
    var sentence: String { hasSuffix(".") ? self : self + "." }
}
