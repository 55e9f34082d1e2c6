import ArgumentParser
import ContrastAudit
import Foundation

/// `darkmode-audit`: color science and WCAG contrast checks for light/dark palettes.
///
/// Exit status: 0 success; 1 the checked colors fail a requirement (where a command says
/// so); 2 a usage or input error, with a one-line message on standard error.
@main
struct DarkModeAudit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "darkmode-audit",
        abstract: "Check light/dark color palettes against WCAG contrast and measure color differences.",
        discussion: """
            Colors are written as hex (#RGB, #RGBA, #RRGGBB, #RRGGBBAA, '#' optional) or as \
            rgb(r g b), rgb(r g b / a), rgba(r, g, b, a) with 0-255 components. \
            Lab values come from Little CMS (sRGB to CIELAB D50, relative colorimetric).

            Without a subcommand, runs 'audit': the audit of the built-in Adapted System UI palette, as a Markdown report.

            Exit status: 0 success; 1 audit findings at or above --fail-on; 2 usage or input error; 3 the audit checked nothing.
            """,
        version: ToolVersion.current,
        subcommands: [
            AuditCommand.self, PairsCommand.self, DiffCommand.self, MatrixCommand.self, ContrastCommand.self, SuggestCommand.self, CVDCommand.self, LabCommand.self, DeltaECommand.self, PaletteCommand.self,
            SeedCheckCommand.self,
        ],
        defaultSubcommand: AuditCommand.self
    )

    /// Runs the command; every usage or input error exits with status 2 (ArgumentParser's
    /// own default would be 64), so a CI job can tell "bad invocation" from "findings" (1).
    static func main() {
        var status = ExitStatus.success
        do {
            var command = try parseAsRoot(ConfigurationFile.arguments(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let error as InputError {
            for line in error.lines { Output.standardError("Error: \(line)") }
            status = ExitStatus.inputError
        } catch let error as ExitCode {
            status = error.rawValue
        } catch {
            if exitCode(for: error) == .success {
                // --help and --version: their text is the output.
                print(fullMessage(for: error))
            } else {
                // A usage error in one line; --help has the rest.
                Output.standardError("Error: \(message(for: error)) (see 'darkmode-audit --help')")
                status = ExitStatus.inputError
            }
        }
        if let failure = Output.outputFailure {
            Output.standardError("Error: standard output: cannot be written: \(failure)")
            status = ExitStatus.inputError
        }
        Foundation.exit(status)
    }
}

/// The exit statuses shared by every subcommand.
enum ExitStatus {
    static let success: Int32 = 0
    static let findings: Int32 = 1
    static let inputError: Int32 = 2
    static let nothingChecked: Int32 = 3
}
