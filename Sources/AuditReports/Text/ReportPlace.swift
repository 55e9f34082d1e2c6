import AdaptedSystemUI
import AuditModel
import Foundation

extension ColorLocation {
    /// Where the color's value in `cell` is defined — a catalog's `colors[i]` entry for that
    /// appearance, a token's `$value` in the file it came from — or, without a cell, the
    /// color's own place: what SARIF, GitHub and Xcode lines point at.
    func definition(in cell: Appearance?) -> (file: String, line: Int?, keyPath: String, alias: AliasTarget?) {
        let defined = cell.map(location(of:)) ?? Cell(keyPath: keyPath, line: line, alias: alias)
        return (defined.file ?? file, defined.line, defined.keyPath, defined.alias)
    }
}

/// File paths as the reports that point into files write them. A path from an input is as
/// the input named it: relative paths are relative to the current directory.
enum ReportPath {
    /// `path` resolved against `base` when relative, standardized.
    static func absolute(_ path: String, base: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
    }

    /// `path` as an input named it, made absolute against the current directory.
    static func absolute(_ path: String) -> String {
        absolute(path, base: FileManager.default.currentDirectoryPath)
    }

    /// `path` (as an input named it) relative to `base` when it lies inside it; `nil`
    /// otherwise.
    static func relative(_ path: String, base: String) -> String? {
        let file = absolute(path)
        let folder = absolute(base)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }
}
