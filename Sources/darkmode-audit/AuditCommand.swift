import AdaptedSystemUI
import ArgumentParser
import ContrastAudit
import Foundation

extension ReportFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueStrings: [String] { all.map(\.name) }
}

/// When the audit's exit status reports findings.
enum FailLevel: String, ExpressibleByArgument, CaseIterable {
    case never, error, warning

    var severity: Severity? {
        switch self {
        case .never: nil
        case .error: .error
        case .warning: .warning
        }
    }
}

/// Any palette input the audit accepts (`PaletteSources`), or an input error naming
/// `argument`.
func loadPalette(_ input: String, argument: String, catalogs: CatalogOptions) throws(InputError) -> LoadedPalette {
    let sources = try catalogs.paletteSources()
    do {
        return try sources.load(input)
    } catch {
        throw InputError(argument: argument, error)
    }
}

extension AuditJob {
    /// Runs the job, with an error that names the command-line argument of the input at
    /// fault (`paletteArgument` for the palette).
    func run(paletteArgument: String) throws(InputError) -> AuditReport {
        do {
            return try run()
        } catch {
            let argument = switch error.input {
            case .palette: paletteArgument
            case .rules: "--rules"
            case .baseBackground: "--base-background"
            case .baseline: "--baseline"
            case .appearances: "--appearance"
            case .code: "--sources"
            case .configuration: "--config"
            }
            if let fileError = error.fileError { throw InputError(argument: argument, fileError) }
            throw InputError(argument: argument, message: error.description)
        }
    }
}

/// The main job: audit a palette's pairs in every appearance and write the report.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit a palette's text/background and component/background pairs against WCAG 2.2 in every appearance (the default command).",
        discussion: """
            Without options, audits the seed's Adapted System UI palette and prints a Markdown report. With --sources \
            or --project, audits the pairs the app's code draws (Swift, Objective-C, storyboards, XIBs), each located at the code \
            that draws it.

            Exit status: 0 no findings at or above --fail-on; 1 findings at or above it (or incomplete pairs, with \
            --fail-on-incomplete); 2 a usage or input error (nothing is written); 3 nothing was checked (no pair, or \
            every pair incomplete or exempt): the report is written and says so first. Errors are WCAG AA failures \
            (1.4.3, 1.4.11), warnings AAA failures (1.4.6), unless a rule sets the severity.
            """
    )

    @Option(help: "A built-in palette (see 'darkmode-audit palette --list'), Xcode asset catalogs (A.xcassets, or A.xcassets,B.xcassets), design tokens (x.tokens.json, light.tokens.json,dark.tokens.json, theme files and shared files as a folder or a comma list, a resolver document, Style Dictionary, Tokens Studio themes, Spectrum), Figma variables (REST API or plugin JSON), a Material Theme Builder export, Android resources (a project, module or res folder), stylesheets' custom properties (.css), a palette file (.json), or - for standard input.")
    var palette: String?

    @Option(name: .customLong("input-format"), help: "What --palette - reads: palette (a palette file), tokens (a design-token file) or resolver (a resolver document that names no other file). Default: decided from the text, as for a .json file.")
    var inputFormat: InputFormat?

    @Option(help: "A rules file (JSON, or YAML ending in .yaml/.yml): which foreground sits on which background with which role.")
    var rules: String?

    @OptionGroup(title: "The app's code")
    var code: SourceOptions

    @Option(help: "Report format. Default: terminal (a summary and the failures worst first, sized to the terminal) when standard output is a terminal, markdown otherwise.")
    var format: ReportFormat?

    @Option(name: [.short, .long], help: "Write the report to this file (atomically: a complete report or none) instead of standard output; - is standard output.")
    var output: String?

    @Option(
        name: .customLong("changed-since"),
        help: ArgumentHelp(
            "Gate only on what a change touches: failures drawn on no line that changed since this git revision, and whose colors are defined on none, are accepted as outside the change (listed, not annotated, not counted by --fail-on).",
            valueName: "git-ref"))
    var changedSince: String?

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Also write a report in FORMAT to PATH, from the same audit (--report sarif=contrast.sarif). Repeatable.",
            valueName: "format=path"))
    var reports: [String] = []

    @Option(
        help: ArgumentHelp(
            "A configuration file (YAML; keys are this command's long options). Default: .darkmode-audit.yml in the current folder, when there is one. Options given here replace its settings.",
            valueName: "file"))
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no configuration file.")
    var noConfig = false

    @Option(
        help: ArgumentHelp(
            "The directory SARIF and GitHub report paths are relative to (default: the repository the command runs in, found from .git, else the current directory).",
            valueName: "dir"))
    var root: String?

    @Option(name: .customLong("fail-on"), help: "Exit with status 1 on findings of this severity or worse: never, error or warning.")
    var failOn: FailLevel = .never

    @Flag(name: .customLong("fail-on-incomplete"), help: "Exit with status 1 when a pair could not be checked (an unresolved color, a translucent background with no surface beneath it).")
    var failOnIncomplete = false

    @Option(name: .customLong("base-background"), help: "The opaque color translucent backgrounds lie on when a rule names none (default: systemBackground, or a color named background, bg, canvas, page or surface).")
    var baseBackground: String?

    @Flag(help: "Write the pull-request summary (--format summary): counts and failing pairs, under 60,000 characters.")
    var summary = false

    @Option(name: .customLong("baseline"), help: "Accept the failures a baseline file lists (written by --write-baseline): shown as accepted, not counted by --fail-on, unless a ratio got worse.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current failures in a baseline file (sorted JSON) to accept them in later runs.")
    var writeBaseline: String?

    @Option(
        name: .customLong("appearance"),
        help: ArgumentHelp(
            "Audit only these appearance cells (repeatable, or comma-separated): an app locked to one appearance is checked in that one. Default: every cell the palette defines.",
            valueName: "cell"))
    var appearances: [String] = []

    @Flag(name: .customLong("no-color-vision"), help: "Leave out the color-vision check (groups of colors told apart under protan, deutan and tritan simulation).")
    var noColorVision = false

    @Flag(name: .customLong("no-suggestions"), help: "Leave out the suggested foreground on each failure (the nearest passing color by CIEDE2000).")
    var noSuggestions = false

    @OptionGroup(title: "Asset catalogs and design tokens")
    var catalogs: CatalogOptions

    func run() throws {
        // DispatchTime, not ContinuousClock: the latter needs macOS 13, the package supports 10.15.
        let start = DispatchTime.now().uptimeNanoseconds
        let reportFormat = summary ? ReportFormat.summary : try chosenFormat()
        if inputFormat != nil, self.palette != "-" {
            throw InputError(argument: "--input-format", message: "applies to --palette - (standard input) only")
        }
        let output = self.output == "-" ? nil : self.output
        // Checked before the audit runs: a wrong `--report` costs no wait.
        let extraReports = try extraReports()
        let (scan, input, codeOnly) = try code.scan(options: try catalogs.catalogOptions(), palette: self.palette)
        let paletteInput: AuditJob.PaletteInput
        if let codeOnly {
            paletteInput = .palette(codeOnly)
        } else if input == "-" {
            let loaded = try StandardInput.readPalette(format: inputFormat, catalogs: catalogs)
            paletteInput = .palette(loaded.palette, pairings: loaded.pairings)
        } else {
            paletteInput = .input(input ?? Palette.adaptedSystemUI.name)
        }
        var job = AuditJob(
            palette: paletteInput, rules: rules, baseBackground: baseBackground, baseline: baseline,
            appearances: try parsedAppearances(), suggestions: !noSuggestions, colorVision: !noColorVision,
            sources: try catalogs.paletteSources(), code: scan)
        job.systemColors = try catalogs.catalogOptions()
        job.inferPairs = code.inferPairs
        // The change is read first: a revision git does not know is an input error before any work.
        let changes = try changedSince.map { revision throws(InputError) in try ChangedLines.since(revision) }
        let progress = ProgressLine.forStandardError()
        if let progress { job.progress = { @Sendable step in progress.update(step) } }
        var report: AuditReport
        do {
            defer { progress?.clear() }
            report = try job.run(paletteArgument: "--palette")
        }
        if let changes {
            let audited = report
            let touched = report.touchedPairs(by: changes, rulesFile: rules)
            report = report.accepting(
                outside: { touched.contains($0.pair) },
                colorVision: { audited.isTouched(color: $0.first, by: changes) || audited.isTouched(color: $0.second, by: changes) })
        }
        let palette = report.palette
        // Every file is prepared under a temporary name — the report rendered into it piece by
        // piece, never whole in memory — before anything is written: a run that ends with
        // status 2 leaves the report and the baseline as they were.
        var files = AtomicFile.Batch()
        do {
            for (format, path) in extraReports {
                do {
                    try files.add({ piece in try format.write(report, to: piece) }, to: path)
                } catch {
                    throw InputError(argument: "--report", message: error.description)
                }
            }
            if let output {
                do {
                    try files.add({ piece in try reportFormat.write(report, to: piece) }, to: output)
                } catch {
                    throw InputError(argument: "--output", message: error.description)
                }
            }
            try prepare(&files, writeBaseline.map { _ in Baseline(report: report).json() }, to: writeBaseline, argument: "--write-baseline")
        } catch {
            files.discard()
            throw error
        }
        if output == nil {
            try Self.writeToStandardOutput(report, format: reportFormat)
            // A report lost on standard output is status 2 (DarkModeAudit.main): the baseline
            // of a run that failed is not written.
            guard Output.outputFailure == nil else {
                files.discard()
                return
            }
        }
        do {
            try files.commit()
        } catch {
            throw InputError(argument: error.path == output ? "--output" : "--write-baseline", message: error.description)
        }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if format == .github, !summary, let path = StepSummary.path { StepSummary.append(report, to: path) }
        let s = report.summary
        // With a baseline, what is new is what the run is about; what it accepts is counted
        // apart. With --changed-since, what the change touches.
        let outside = report.findings.count { $0.status == .fail && $0.acceptance == .outsideChange }
        let accepted = [
            s.accepted - outside > 0 ? "\(s.accepted - outside) accepted by the baseline" : nil,
            outside > 0 ? "\(outside) outside the change" : nil,
        ].compactMap { $0 }
        let new = changedSince == nil ? "new" : "touched"
        let failures = s.accepted == 0
            ? "\(s.errors) errors, \(s.warnings) warnings"
                + (s.errorCells != s.errors || s.warningCells != s.warnings ? " (in \(s.errorCells) and \(s.warningCells) appearance cells)" : "")
            : "\(report.findings.count { $0.severity == .error && !$0.accepted }) \(new) errors, "
                + "\(report.findings.count { $0.severity == .warning && !$0.accepted }) \(new) warnings, \(accepted.joined(separator: ", "))"
        Output.standardError((
            "darkmode-audit: \(palette.name): \(s.pairs) pairs in \(report.palette.appearances.count) appearances, "
                + failures
                + ", \(s.exempt) exempt, \(s.incomplete) incomplete"
                + (report.colorVision.map { vision in
                    let counts = vision.failureCounts
                    return ", \(counts.errors + counts.warnings) color-vision failures"
                        + (counts.accepted > 0 ? " (\(counts.accepted) accepted by the baseline)" : "")
                } ?? "")
                + " (\(String(format: "%.1f", milliseconds)) ms)"
                + (output.map { ", report written to \($0)" } ?? "")))
        if let reason = report.nothingChecked {
            Output.standardError("darkmode-audit: \(reason)")
            if scan != nil, report.pairings.isEmpty { Output.standardError("darkmode-audit: \(AuditJob.noPairDrawn)") }
            throw ExitCode(ExitStatus.nothingChecked)
        }
        if report.hasFailures(atLeast: failOn.severity) || (failOnIncomplete && s.incomplete > 0) {
            throw ExitCode(ExitStatus.findings)
        }
    }

    /// The report format as the options configure it. JUnit's failing test cases are those
    /// `--fail-on` gates: warnings with `--fail-on warning`, errors otherwise (a dashboard
    /// shows what fails the build, and never no failure at all for an audit with errors).
    /// SARIF's and GitHub's paths are relative to the repository root (`--root`).
    func chosenFormat() throws(InputError) -> ReportFormat {
        guard let format else { return TerminalOutput.reportFormat(writingTo: output) }
        return try configured(format, writingTo: output)
    }

    /// The reports `--report` asks for, each with its format as the options configure it.
    func extraReports() throws(InputError) -> [(ReportFormat, String)] {
        var chosen: [(ReportFormat, String)] = []
        for entry in reports {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty, let format = ReportFormat(named: parts[0]) else {
                throw InputError(
                    argument: "--report",
                    message: "'\(entry)': expected FORMAT=PATH, with FORMAT one of \(ReportFormat.all.map(\.name).joined(separator: ", ")), e.g. sarif=contrast.sarif")
            }
            guard parts[1] != "-" else {
                throw InputError(argument: "--report", message: "'\(entry)': standard output is the main report's (--format); give a file")
            }
            let path = URL(fileURLWithPath: parts[1]).standardizedFileURL.path
            let taken = chosen.map { URL(fileURLWithPath: $0.1).standardizedFileURL.path } + [output, writeBaseline].compactMap { $0 }.filter { $0 != "-" }
                .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            guard !taken.contains(path) else {
                throw InputError(argument: "--report", message: "'\(entry)': \(parts[1]) is written by another report or the baseline already")
            }
            chosen.append((try configured(format, writingTo: parts[1]), parts[1]))
        }
        return chosen
    }

    /// A format as the options configure it.
    func configured(_ format: ReportFormat, writingTo output: String?) throws(InputError) -> ReportFormat {
        switch format {
        case .junit: return .junit(failing: failOn == .warning ? .warning : .error)
        case .sarif: return ReportFormat(name: format.name, fileExtension: format.fileExtension, writer: SARIFReportWriter(baseDirectory: try RepositoryRoot.resolve(root)))
        case .github: return ReportFormat(name: format.name, fileExtension: format.fileExtension, writer: GitHubReportWriter(baseDirectory: try RepositoryRoot.resolve(root)))
        case .terminal: return TerminalOutput.terminal(writingTo: output)
        default: return format
        }
    }

    /// Writes the report to standard output as it is rendered, in pieces of about 64 KB,
    /// ending with a line break; rendering stops at the first failed write (kept in
    /// ``Output/outputFailure``).
    static func writeToStandardOutput(_ report: AuditReport, format: ReportFormat) throws {
        struct Stopped: Error {}
        var buffer = ""
        var last: UInt8 = 10
        func flush() throws {
            Output.standardOutput(buffer)
            buffer = ""
            if Output.outputFailure != nil { throw Stopped() }
        }
        do {
            try format.write(report) { piece in
                guard let end = piece.utf8.last else { return }
                last = end
                buffer += piece
                if buffer.utf8.count >= 1 << 16 { try flush() }
            }
            if last != 10 { buffer += "\n" }
            try flush()
        } catch is Stopped {}
    }

    /// Adds `text` for `path` to the files of the run, with an error naming `argument`.
    func prepare(_ files: inout AtomicFile.Batch, _ text: String?, to path: String?, argument: String) throws(InputError) {
        guard let text, let path else { return }
        do {
            try files.add(text, to: path)
        } catch {
            throw InputError(argument: argument, message: error.description)
        }
    }

    /// The cells `--appearance` names, or `nil` for every cell; an unknown name is an input error.
    func parsedAppearances() throws(InputError) -> AppearanceSet? {
        try InputError.naming { () throws(OptionValues.Failure) in try OptionValues.appearances(appearances) }
    }
}
