import AuditModel
import Foundation

/// Writes a report as GitHub Actions workflow commands, which a workflow step's log turns
/// into annotations on the pull request's files:
///
/// ```
/// ::error file=App/Colors.xcassets/ink.colorset/Contents.json,line=21,title=WCAG 1.4.3 AA%3A ink on paper::ink on paper in Dark: 3.1:1, below …
/// ```
///
/// `::error` for errors, `::warning` for warnings, `::notice` for pairs that could not be
/// checked; worst first (errors, then warnings, each the furthest below its requirement
/// first). GitHub shows at most ``perLevelLimit`` annotations of each level per step (10
/// errors, 10 warnings and 10 notices: the actions toolkit's documentation, "Problem Matchers",
/// *Limitations*), so each level stops there, and a last `::notice`, which keeps one of the
/// notices' places, says how many more the full report has. Paths are
/// relative to ``baseDirectory``, the repository root (GitHub places an annotation by its path
/// in the repository; `darkmode-audit` finds the root from `.git`, or takes `--root`); the place is the line that defines the failing value, or
/// the line of code that draws the pair. Values are escaped as GitHub's toolkit escapes them
/// (`%`, CR and LF in the message; also `:` and `,` in properties), after control characters
/// are written as escapes, so no name from a palette can end a command or start another.
public struct GitHubReportWriter: ReportWriter {
    /// The most annotations of one level GitHub shows for a step.
    public static let perLevelLimit = 10

    /// The directory paths are made relative to; by default the current directory.
    public var baseDirectory: String

    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
    }

    public func render(_ report: AuditReport) throws -> String {
        let annotations = Annotation.all(in: report)
        var total: [Annotation.Level: Int] = [:]
        for annotation in annotations { total[annotation.level, default: 0] += 1 }
        // The line that counts what is left is a notice itself: it keeps one notice's place.
        let overflows = total.values.contains { $0 > Self.perLevelLimit }
        func limit(_ level: Annotation.Level) -> Int { level == .notice && overflows ? Self.perLevelLimit - 1 : Self.perLevelLimit }
        var lines: [String] = []
        var left: [Annotation.Level: Int] = [:]
        var shown: [Annotation.Level: Int] = [:]
        for annotation in annotations {
            guard shown[annotation.level, default: 0] < limit(annotation.level) else {
                left[annotation.level, default: 0] += 1
                continue
            }
            shown[annotation.level, default: 0] += 1
            var properties: [String] = []
            if let file = annotation.file { properties.append("file=\(Self.escapeProperty(relativePath(file)))") }
            if let line = annotation.line { properties.append("line=\(line)") }
            if let column = annotation.column { properties.append("col=\(column)") }
            properties.append("title=\(Self.escapeProperty(annotation.title))")
            lines.append("::\(Self.command(annotation.level)) \(properties.joined(separator: ","))::\(Self.escapeData(annotation.message))")
        }
        let more = [Annotation.Level.error, .warning, .notice].compactMap { level -> String? in
            guard let count = left[level], count > 0 else { return nil }
            let noun = level == .notice ? "pair\(count == 1 ? "" : "s") not checked" : "\(Self.command(level))\(count == 1 ? "" : "s")"
            return "\(count) more \(noun)"
        }
        if !more.isEmpty {
            lines.append("::notice title=More findings::" + Self.escapeData(
                more.joined(separator: ", ") + " than GitHub shows for one step: see the full report (--format markdown, html or sarif)"))
        }
        if !annotations.contains(where: { !$0.isNote }) {
            lines.append("::notice title=Contrast audit::" + Self.escapeData(
                report.nothingChecked.map { "Nothing was checked: \($0)" } ?? "\(report.palette.title): no failure"))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func command(_ level: Annotation.Level) -> String {
        switch level {
        case .error: "error"
        case .warning: "warning"
        case .notice: "notice"
        }
    }

    /// A command's message: control characters from the inputs written as escapes
    /// (``TerminalEscaping``: a log is a terminal too), then what GitHub's toolkit escapes —
    /// `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        TerminalEscaping.escaped(text)
            .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A command's property value: the message's escapes and `:` and `,`, which end a value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// `path` relative to ``baseDirectory`` when inside it, else absolute.
    func relativePath(_ path: String) -> String {
        ReportPath.relative(path, base: baseDirectory) ?? ReportPath.absolute(path)
    }
}

extension ReportFormat {
    /// GitHub Actions workflow commands: ``GitHubReportWriter``, `.txt`.
    public static let github = ReportFormat(name: "github", fileExtension: "txt", writer: GitHubReportWriter())
}
