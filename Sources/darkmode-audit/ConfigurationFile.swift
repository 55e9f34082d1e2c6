import ArgumentParser
import ContrastAudit
import Foundation

/// The configuration file's settings as command-line arguments: the audit (the default
/// command) reads `.darkmode-audit.yml` in the current folder, or the file `--config` names,
/// unless `--no-config` is given; an option on the command line replaces the file's value.
///
/// The SwiftPM plugin passes what it finds in a package as defaults (`--default-palette`,
/// `--default-rules`, `--default-sources`): each becomes the option itself only when neither
/// the command line nor the file gives it.
enum ConfigurationFile {
    static let defaultOptions = ["palette", "rules", "sources"]

    /// The arguments to parse: the file's settings first, then the command line's.
    static func arguments(_ commandLine: [String]) throws(InputError) -> [String] {
        let isAudit = commandLine.first.map { first in
            first == "audit" || !DarkModeAudit.configuration.subcommands.contains { $0._commandName == first }
        } ?? true
        var given = commandLine
        let defaults = extractDefaults(&given)
        var settings: [String] = []
        var configured = Set<String>()
        let asksForHelp = given.contains { ["--help", "-h", "--version", "help"].contains($0) }
        if isAudit, !asksForHelp, let configuration = try load(given) {
            for entry in configuration.entries where !AuditConfiguration.commandLine(given, gives: entry.key) {
                let arguments = arguments(of: entry)
                // Each setting is checked alone, so a wrong value is named with its line.
                do {
                    _ = try AuditCommand.parse(arguments)
                    try check(entry)
                } catch let error as OptionValues.Failure {
                    throw InputError(argument: "\(configuration.file):\(entry.line)", message: "\(entry.key): \(error.message)")
                } catch {
                    throw InputError(
                        argument: "\(configuration.file):\(entry.line)",
                        message: "\(entry.key): \(AuditCommand.message(for: error))")
                }
                settings += arguments
                configured.insert(entry.key)
            }
        }
        // A project's own catalogs and code replace what the plugin found, as a palette or
        // sources given do.
        let givesProject = configured.contains("project") || AuditConfiguration.commandLine(given, gives: "project")
        // The plugin found code but no catalog: a palette must come from somewhere, or the
        // code would be audited against the built-in palette.
        if isAudit, defaults.contains(where: { $0.0 == "sources" }), !defaults.contains(where: { $0.0 == "palette" }), !givesProject,
            !configured.contains("palette"), !AuditConfiguration.commandLine(given, gives: "palette")
        {
            throw InputError(
                argument: "--palette",
                message: "no asset catalog in the targets read, and no palette given: name it with --palette or in \(AuditConfiguration.fileName)")
        }
        var fromDefaults: [String] = []
        for (key, values) in defaults where !configured.contains(key) && !AuditConfiguration.commandLine(given, gives: key) {
            if givesProject, key != "rules" { continue }
            fromDefaults += values.flatMap { ["--\(key)", $0] }
        }
        // The subcommand's name stays first.
        if let first = given.first, first == "audit" || (!isAudit && !first.hasPrefix("-")) {
            return [first] + settings + fromDefaults + given.dropFirst()
        }
        return settings + fromDefaults + given
    }

    /// Checks the values the parser takes as text and the audit reads later, so that a wrong
    /// one is named with its line.
    static func check(_ entry: AuditConfiguration.Entry) throws(OptionValues.Failure) {
        let text: String
        let items: [String]
        switch entry.value {
        case .string(let value): (text, items) = (value, [value])
        case .list(let values): (text, items) = (values.first ?? "", values)
        case .number(let number):
            if entry.key == "jobs", !(1...256).contains(number) {
                throw OptionValues.Failure(option: "--jobs", message: "the number of threads is between 1 and 256, not \(number)")
            }
            return
        case .reports(let reports):
            for report in reports where ReportFormat(named: report.format) == nil {
                throw OptionValues.Failure(
                    option: "--report", message: "unknown report format '\(report.format)'; expected one of: \(ReportFormat.all.map(\.name).joined(separator: ", "))")
            }
            return
        case .flag: return
        }
        switch entry.key {
        case "appearance": _ = try OptionValues.appearances(items)
        case "context": _ = try OptionValues.resolverOptions(items)
        case "mode": _ = try OptionValues.modes(items)
        case "system-colors": _ = try OptionValues.catalogOptions(systemColors: text, displayGamut: "display-p3", idiom: "universal")
        case "idiom": _ = try OptionValues.catalogOptions(systemColors: "apple-ios26", displayGamut: "display-p3", idiom: text)
        default: break
        }
    }

    /// An entry as options: `outputs` gives one `--report FORMAT=PATH` per report.
    static func arguments(of entry: AuditConfiguration.Entry) -> [String] {
        if case .reports(let reports) = entry.value {
            return reports.flatMap { ["--report", "\($0.format)=\($0.path)"] }
        }
        return AuditConfiguration.arguments(of: entry)
    }

    /// Takes `--default-KEY VALUE` pairs out of the arguments, by key.
    static func extractDefaults(_ arguments: inout [String]) -> [(String, [String])] {
        var found: [(String, [String])] = []
        for key in defaultOptions {
            var values: [String] = []
            var index = 0
            while index < arguments.count {
                if arguments[index] == "--default-\(key)", index + 1 < arguments.count {
                    values.append(arguments[index + 1])
                    arguments.removeSubrange(index...index + 1)
                } else if arguments[index].hasPrefix("--default-\(key)=") {
                    values.append(String(arguments[index].dropFirst("--default-\(key)=".count)))
                    arguments.remove(at: index)
                } else {
                    index += 1
                }
            }
            if !values.isEmpty { found.append((key, values)) }
        }
        return found
    }

    /// The file `--config` names, else `.darkmode-audit.yml` when the current folder has one;
    /// none with `--no-config`.
    static func load(_ arguments: [String]) throws(InputError) -> AuditConfiguration? {
        guard !arguments.contains("--no-config") else { return nil }
        var path: String?
        // The last `--config` given, as the parser takes the last value of an option.
        for (index, argument) in arguments.enumerated() {
            if argument == "--config" {
                guard index + 1 < arguments.count else { return nil }  // the parser says what is missing
                path = arguments[index + 1]
            } else if argument.hasPrefix("--config=") {
                path = String(argument.dropFirst("--config=".count))
            }
        }
        if path == nil, FileManager.default.fileExists(atPath: AuditConfiguration.fileName) {
            path = AuditConfiguration.fileName
        }
        guard let path else { return nil }
        do {
            return try AuditConfiguration(contentsOf: path)
        } catch {
            throw InputError(argument: "--config", error)
        }
    }
}
