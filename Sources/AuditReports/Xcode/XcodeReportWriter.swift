import AuditModel
import Foundation

/// Writes a report as the lines compilers print, which Xcode (from a Run Script build phase)
/// and most editors show at the place they name:
///
/// ```
/// /path/to/App/Colors.xcassets/ink.colorset/Contents.json:21: error: ink on paper in Dark: 3.1:1, below …
/// /path/to/App/ProfileView.swift:34:19: warning: …
/// ```
///
/// `error:` for errors, `warning:` for warnings, `note:` for pairs that could not be checked;
/// worst first, every one of them. Paths are absolute, as Xcode needs them; a finding with
/// no place is a line without one (`error: …`). Each message is one line: control
/// characters from the inputs are written as escapes.
public struct XcodeReportWriter: ReportWriter {
    /// The directory relative paths are resolved against; by default the current directory.
    public var baseDirectory: String

    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
    }

    public func render(_ report: AuditReport) throws -> String {
        Annotation.all(in: report).map { annotation in
            let level = switch annotation.level {
            case .error: "error"
            case .warning: "warning"
            case .notice: "note"
            }
            var place = ""
            if let file = annotation.file {
                let path = TerminalEscaping.escaped(ReportPath.absolute(file, base: baseDirectory))
                place = path + (annotation.line.map { ":\($0)" } ?? "")
                    + (annotation.line != nil ? annotation.column.map { ":\($0)" } ?? "" : "") + ": "
                // Xcode reads the place up to the first colons: a path holding one would move
                // the line elsewhere, so it is named in the message instead.
                if path.contains(":") { return "\(level): \(place)\(TerminalEscaping.escaped(annotation.message))\n" }
            }
            return "\(place)\(level): \(TerminalEscaping.escaped(annotation.message))\n"
        }.joined()
    }
}

extension ReportFormat {
    /// Compiler-style lines for Xcode and editors: ``XcodeReportWriter``, `.txt`.
    public static let xcode = ReportFormat(name: "xcode", fileExtension: "txt", writer: XcodeReportWriter())
}
