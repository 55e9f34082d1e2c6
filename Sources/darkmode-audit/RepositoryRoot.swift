import Foundation

/// The directory report paths are relative to (SARIF's `SRCROOT`, GitHub's `file=`): what
/// `--root` names, else the repository the command runs in — the nearest directory at or
/// above the current one that holds `.git` (a folder, or a file in a worktree or submodule) —
/// else the current directory.
enum RepositoryRoot {
    static func resolve(_ option: String?, from current: String = FileManager.default.currentDirectoryPath) throws(InputError) -> String {
        if let option {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: option, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw InputError(argument: "--root", message: "'\(option)' is not a directory")
            }
            return URL(fileURLWithPath: option, relativeTo: URL(fileURLWithPath: current, isDirectory: true)).standardizedFileURL.path
        }
        var directory = URL(fileURLWithPath: current, isDirectory: true).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path) { return directory.path }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return current }
            directory = parent
        }
    }
}
