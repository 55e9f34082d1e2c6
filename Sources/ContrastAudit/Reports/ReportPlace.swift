import AdaptedSystemUI
import Foundation

extension ColorLocation {
    /// Where the color's value in `cell` is defined — a catalog's `colors[i]` entry for that
    /// appearance, a token's `$value` in the file it came from — or, without a cell, the
    /// color's own place: what SARIF, GitHub and Xcode lines point at.
    func definition(in cell: Appearance?) -> (file: String, line: Int?, keyPath: String) {
        let defined = cell.map(location(of:)) ?? Cell(keyPath: keyPath, line: line)
        return (defined.file ?? file, defined.line, defined.keyPath)
    }
}

/// File paths as the reports that point into files write them.
enum ReportPath {
    /// `path` resolved against `base` when relative, standardized.
    static func absolute(_ path: String, base: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
    }

    /// `path` relative to `base` when it lies inside it; `nil` otherwise.
    static func relative(_ path: String, base: String) -> String? {
        let absolute = absolute(path, base: base)
        let folder = URL(fileURLWithPath: base).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }
}
