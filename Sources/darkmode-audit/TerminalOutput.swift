import ContrastAudit
import Foundation

/// The audit's report for a person at a terminal, and what that terminal can show.
///
/// With no `--format`, a report written to standard output that is a terminal is
/// ``TerminalReportWriter``'s, sized to the terminal; in a pipe or a file (`-o`) it is
/// Markdown, so scripts read what they always read. Colors follow the conventions terminals
/// share: none when `NO_COLOR` is set to anything (no-color.org) or `TERM` is `dumb`; 24-bit
/// specimens when `COLORTERM` is `truecolor` or `24bit`; the basic colors otherwise.
enum TerminalOutput {
    /// The report format when `--format` is not given: terminal or Markdown.
    static func reportFormat(writingTo output: String?) -> ReportFormat {
        writesToTerminal(output) ? terminal(writingTo: output) : .markdown
    }

    /// The terminal report: sized and colored for standard output when that is where it goes
    /// and it is a terminal; 80 columns without color otherwise.
    static func terminal(writingTo output: String?) -> ReportFormat {
        guard writesToTerminal(output) else { return .terminal }
        let writer = TerminalReportWriter(width: width(), colors: colors(ProcessInfo.processInfo.environment))
        return ReportFormat(name: ReportFormat.terminal.name, fileExtension: ReportFormat.terminal.fileExtension, writer: writer)
    }

    static func writesToTerminal(_ output: String?) -> Bool {
        (output == nil || output == "-") && isatty(STDOUT_FILENO) == 1
    }

    /// What the environment says the terminal shows.
    static func colors(_ environment: [String: String]) -> TerminalReportWriter.Colors {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if environment["TERM"] == "dumb" { return .none }
        return ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") ? .trueColor : .basic
    }

    /// Standard output's columns: the terminal's, else `COLUMNS`, else 80.
    static func width() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }
}
