import AdaptedSystemUI
import Foundation

/// One audit's settings in a file, `.darkmode-audit.yml` at a project's root, so that a
/// laptop, CI, the SwiftPM plugin and a test run the same audit.
///
/// Each key is a long option of `darkmode-audit audit` without its dashes, with the value it
/// takes; a flag is `true` (or `false`, which sets nothing); an option the command line may
/// repeat takes a list; `outputs` writes more reports beside the main one:
///
/// ```yaml
/// project: .
/// rules: contrast-rules.yaml
/// baseline: contrast-baseline.json
/// fail-on: error
/// format: github
/// outputs:
///   sarif: contrast.sarif
///   html: contrast.html
/// ```
///
/// Paths are relative to the folder that holds the file. An option given on the command line
/// replaces the file's value for that key. A key that is not an option of the audit, or a
/// value of the wrong kind, is an error naming the key and its line.
public struct AuditConfiguration: Sendable, Equatable {
    /// The file a project's root holds.
    public static let fileName = ".darkmode-audit.yml"

    /// A setting's value.
    public enum Value: Sendable, Equatable {
        case string(String)
        case flag(Bool)
        case number(Int)
        case list([String])
        /// `outputs`: (format, path) in the file's order.
        case reports([Report])
    }

    /// A report written beside the main one.
    public struct Report: Sendable, Equatable {
        public let format: String
        public let path: String

        public init(format: String, path: String) {
            self.format = format
            self.path = path
        }
    }

    /// A key, its value (paths resolved against the file's folder), and where it is.
    public struct Entry: Sendable, Equatable {
        public let key: String
        public let value: Value
        public let line: Int
        public let column: Int
    }

    /// What a key takes.
    enum Kind: Sendable {
        case string, flag, number, list, reports
    }

    /// The keys, with what each takes and whether its values are paths.
    static let keys: [(name: String, kind: Kind, isPath: Bool)] = [
        ("palette", .string, true), ("rules", .string, true), ("project", .string, true), ("sources", .list, true),
        ("target", .string, false), ("infer-pairs", .flag, false), ("jobs", .number, false),
        ("format", .string, false), ("output", .string, true), ("outputs", .reports, true), ("root", .string, true),
        ("fail-on", .string, false), ("fail-on-incomplete", .flag, false), ("base-background", .string, false),
        ("baseline", .string, true), ("appearance", .list, false), ("no-color-vision", .flag, false),
        ("no-suggestions", .flag, false), ("system-colors", .string, false), ("display-gamut", .string, false),
        ("idiom", .string, false), ("context", .list, false), ("mode", .list, false), ("changed-since", .string, false),
    ]

    /// The names of the keys, in the order the documentation lists them.
    public static var keyNames: [String] { keys.map(\.name) }

    /// The file read.
    public let file: String
    /// Its settings, in the file's order.
    public let entries: [Entry]

    /// Reads a configuration file.
    ///
    /// - Throws: ``InputFileError`` with the key and line of an unknown key or a value of the
    ///   wrong kind, or the YAML error.
    public init(contentsOf path: String) throws(InputFileError) {
        let root = try JSONNode(YAMLDocument.read(path), file: path).asObject()
        try root.checkKeys(Self.keyNames)
        let folder = (path as NSString).deletingLastPathComponent
        func resolved(_ value: String) -> String {
            folder.isEmpty || folder == "." || value.hasPrefix("/") || value == "-" ? value : (folder as NSString).appendingPathComponent(value)
        }
        var entries: [Entry] = []
        for (key, node) in root.members ?? [] {
            guard let (_, kind, isPath) = Self.keys.first(where: { $0.name == key }) else { continue }
            let value: Value
            switch (kind, node.value.kind) {
            case (.string, .string(let text)):
                guard !text.isEmpty else { throw node.error("is empty") }
                // A palette is a built-in palette's name or paths, comma-separated.
                value = .string(!isPath ? text : key == "palette"
                    ? text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                        .map { Palette.builtIn(named: $0) == nil ? resolved($0) : $0 }.joined(separator: ",")
                    : resolved(text))
            case (.flag, .bool(let flag)):
                value = .flag(flag)
            case (.number, .number(let number)):
                guard number == number.rounded(), abs(number) < 1e9 else { throw node.error("expected a whole number, found \(number)") }
                value = .number(Int(number))
            case (.list, .string(let text)):
                value = .list([isPath ? resolved(text) : text])
            case (.list, .array):
                var items: [String] = []
                for element in node.elements ?? [] {
                    guard let text = element.value.string else { throw element.error("expected a string, found \(element.value.kindName)") }
                    items.append(isPath ? resolved(text) : text)
                }
                value = .list(items)
            case (.reports, .object):
                var reports: [Report] = []
                for (format, pathNode) in node.members ?? [] {
                    guard let text = pathNode.value.string, !text.isEmpty else {
                        throw pathNode.error("expected the report's path, found \(pathNode.value.kindName)")
                    }
                    reports.append(Report(format: format, path: resolved(text)))
                }
                value = .reports(reports)
            default:
                let expected = switch kind {
                case .string: "a string"
                case .flag: "true or false"
                case .number: "a number"
                case .list: "a string or a list of strings"
                case .reports: "a mapping of report formats to paths (sarif: contrast.sarif)"
                }
                throw node.error("expected \(expected), found \(node.value.kindName)")
            }
            entries.append(Entry(key: key, value: value, line: node.position.line, column: node.position.column))
        }
        file = path
        self.entries = entries
    }

    /// The value of a key, if the file sets it.
    public subscript(key: String) -> Value? { entries.first { $0.key == key }?.value }

    /// A string setting.
    public func string(_ key: String) -> String? {
        if case .string(let text) = self[key] { return text }
        return nil
    }

    /// A flag: `true` only when the file sets it so.
    public func flag(_ key: String) -> Bool {
        if case .flag(let flag) = self[key] { return flag }
        return false
    }

    /// A list setting (a single string is a list of one); empty when the file has none.
    public func list(_ key: String) -> [String] {
        if case .list(let items) = self[key] { return items }
        return []
    }

    /// The reports `outputs` asks for.
    public var outputs: [Report] {
        if case .reports(let reports) = self["outputs"] { return reports }
        return []
    }

    /// The command-line arguments of one entry (`--fail-on error`; a flag set to `false`
    /// gives none; `outputs` is not an option and gives none).
    public static func arguments(of entry: Entry) -> [String] {
        switch entry.value {
        case .string(let text): ["--\(entry.key)", text]
        case .flag(let flag): flag ? ["--\(entry.key)"] : []
        case .number(let number): ["--\(entry.key)", String(number)]
        case .list(let items): items.flatMap { ["--\(entry.key)", $0] }
        case .reports: []
        }
    }

    /// Whether a command line gives the option of `key` (`--key`, `--key=value`).
    public static func commandLine(_ arguments: [String], gives key: String) -> Bool {
        arguments.contains { $0 == "--\(key)" || $0.hasPrefix("--\(key)=") || (key == "output" && ($0 == "-o" || $0.hasPrefix("-o") && $0.count > 2)) }
    }
}
