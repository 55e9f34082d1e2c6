import Foundation

/// Files a test writes for itself, each set in a fresh folder of the temporary directory so
/// that tests running in parallel never share one. The caller removes what it asked for.
public enum TemporaryFiles {
    /// A fresh, empty folder whose name starts with `prefix`.
    public static func folder(prefix: String = "perseus") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A fresh folder holding `files` (a path relative to the folder → its text, written as
    /// UTF-8; intermediate folders are created).
    public static func folder(_ files: [String: String], prefix: String = "perseus") throws -> URL {
        let folder = try folder(prefix: prefix)
        for (relative, text) in files {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// A file named `name` holding `text`, alone in a fresh folder: its name (and so the format
    /// a reader infers from it) is exactly `name`. Remove it with ``remove(_:)``.
    public static func file(named name: String, _ text: String) throws -> URL {
        let url = try folder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Removes a file written by ``file(named:_:)`` together with its folder.
    public static func remove(_ file: URL) {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
}
