import ContrastAudit
import Foundation

/// The lines a change touches, by file: what `git diff --unified=0 REF` says of the working
/// tree against a revision — the lines added or changed, and for lines only removed, the lines
/// on either side of where they were.
struct ChangedLines {
    /// Absolute paths, links resolved → the touched lines of the file as it is now.
    private(set) var lines: [String: Set<Int>] = [:]
    /// Files git does not track yet (new files not added): every line is touched.
    private(set) var newFiles: Set<String> = []
    /// Paths as reports give them → absolute, links resolved (each resolved once).
    private let paths = PathCache()

    private final class PathCache {
        var resolved: [String: String] = [:]
    }

    /// Whether any changed file's name ends with one of `suffixes`.
    func touchesFile(endingWith suffixes: [String]) -> Bool {
        (Array(lines.keys) + newFiles).contains { path in suffixes.contains { path.hasSuffix($0) } }
    }

    /// Whether `line` of `file` (a path as a report gives it: relative to the current folder,
    /// or absolute), or any line of it when `line` is `nil`, is touched.
    func touches(_ path: String, line: Int?) -> Bool {
        let file: String
        if let known = paths.resolved[path] {
            file = known
        } else {
            file = Self.resolved(path)
            paths.resolved[path] = file
        }
        if newFiles.contains(file) { return true }
        guard let touched = lines[file] else { return false }
        return line.map(touched.contains) ?? !touched.isEmpty
    }

    /// Reads a unified diff with no context lines, its paths relative to `root`. A hunk's
    /// lines are taken as its header counts them, so a changed line that reads like a header
    /// (`+++ b/x`, `@@ …`) is content, never a file or a hunk.
    static func parse(diff: String, root: String) -> ChangedLines {
        var changed = ChangedLines()
        var file: String?
        // Lines of the current hunk still to come, on the old and the new side.
        var (old, new) = (0, 0)
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if old > 0 || new > 0 {
                switch line.first {
                case "-":
                    old -= 1
                    continue
                case "+":
                    new -= 1
                    continue
                case " ":
                    (old, new) = (old - 1, new - 1)
                    continue
                case "\\": continue  // `\ No newline at end of file`
                default: (old, new) = (0, 0)  // a hunk cut short: read on as headers
                }
            }
            if line.hasPrefix("+++ ") {
                // Git ends the name with a tab when it holds a space (as GNU patch expects).
                var field = line.dropFirst(4)
                if field.hasSuffix("\t") { field = field.dropLast() }
                let name = unquoted(field)
                file = name.hasPrefix("b/") ? resolved(root + "/" + name.dropFirst(2)) : nil  // `/dev/null`: removed
            } else if line.hasPrefix("diff --git ") {
                file = nil
            } else if line.hasPrefix("@@ ") {
                // `@@ -12,3 +12,4 @@`: the new side starts at 12 and has 4 lines (1 when the count
                // is left out; 0 when lines were only removed, after line 12).
                let fields = line.split(separator: " ")
                guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { continue }
                func range(_ field: Substring) -> (start: Int, count: Int)? {
                    let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
                    guard let start = parts.first.flatMap({ Int($0) }), start >= 0, start < 1 << 40 else { return nil }
                    let count = parts.count > 1 ? Int(parts[1]) : 1
                    guard let count, count >= 0, count < 1 << 40 else { return nil }
                    return (start, count)
                }
                guard let removed = range(fields[1]), let added = range(fields[2]) else { continue }
                (old, new) = (removed.count, added.count)
                guard let file else { continue }
                if added.count == 0 {
                    changed.lines[file, default: []].formUnion([added.start, added.start + 1])
                } else {
                    changed.lines[file, default: []].formUnion(added.start..<added.start + min(added.count, 1_000_000))
                }
            }
        }
        return changed
    }

    /// A path as git writes it: quoted (`"b/na\"me"`, with C escapes) when it holds a quote,
    /// a backslash or a control character.
    static func unquoted(_ text: Substring) -> String {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return String(text) }
        var bytes: [UInt8] = []
        var escaped = Array(text.dropFirst().dropLast().utf8)[...]
        while let byte = escaped.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = escaped.popFirst() else {
                bytes.append(byte)
                continue
            }
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "r"): bytes.append(13)
            case UInt8(ascii: "a"): bytes.append(7)
            case UInt8(ascii: "b"): bytes.append(8)
            case UInt8(ascii: "f"): bytes.append(12)
            case UInt8(ascii: "v"): bytes.append(11)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Three octal digits: one byte of a UTF-8 sequence.
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = escaped.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    escaped.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path with its symbolic links resolved (git names the repository by its real path;
    /// a report may name a file through a link, `/tmp` on macOS).
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The lines the working tree changes since `revision`, in the git repository the current
    /// folder is in.
    static func since(_ revision: String) throws(InputError) -> ChangedLines {
        guard !revision.hasPrefix("-") else {
            throw InputError(argument: "--changed-since", message: "'\(revision)' is not a revision")
        }
        let root = resolved(try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .newlines))
        // `--end-of-options` keeps a revision from being read as an option; the prefixes,
        // `--no-relative`, `--no-ext-diff`, `--no-textconv` and `--no-color` keep the user's
        // settings out of what is parsed; `--find-renames`: a file moved is touched where its
        // lines changed, not throughout; `--merge-base`: what the branch changed since it left
        // the revision, not what the revision changed since.
        let diff = try git([
            "-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative",
            "--src-prefix=a/", "--dst-prefix=b/", "--find-renames", "--merge-base", "--end-of-options", revision, "--",
        ])
        var changed = parse(diff: diff, root: root)
        // Files not yet added are not in the diff; all of each is new.
        let untracked = try git(["-C", root, "ls-files", "--others", "--exclude-standard", "-z"])
        changed.newFiles = Set(untracked.split(separator: "\0").map { resolved(root + "/" + $0) })
        return changed
    }

    private static func git(_ arguments: [String]) throws(InputError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw InputError(argument: "--changed-since", message: "git could not be started: \(error.localizedDescription)")
        }
        // Read both before waiting, so neither pipe fills and blocks git.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "git exited with status \(process.terminationStatus)"
            throw InputError(argument: "--changed-since", message: message)
        }
        return String(decoding: outputData, as: UTF8.self)
    }
}

extension AuditReport {
    /// The pairs a change touches: a place that draws its pair (the foreground's or
    /// background's line in the code), or the definition of one of its colors (the lines of
    /// its entry and of its cells' values in a token file, any line of an asset catalog color
    /// set's `Contents.json`, which is the color).
    ///
    /// What has no line to point at counts as touched when its source changed: a pair a rules
    /// file states, when that file changed; a pair drawn in Swift or Objective-C with a color
    /// the code writes as a value (`#336699`), when any Swift or Objective-C changed (where the
    /// value is written is not recorded).
    func touchedPairs(by changes: ChangedLines, rulesFile: String?) -> Set<PairID> {
        let rulesChanged = rulesFile.map { changes.touches($0, line: nil) } ?? false
        var colors: [String: Bool] = [:]
        func touched(_ name: String) -> Bool {
            if let known = colors[name] { return known }
            let touched = isTouched(color: name, by: changes)
            colors[name] = touched
            return touched
        }
        var pairs = Set<PairID>()
        let codeChanged = changes.touchesFile(endingWith: [".swift", ".m", ".mm", ".h"])
        for pairing in pairings {
            // A value Swift or Objective-C writes may be written away from where it is drawn
            // (`static let ink = Color(red: …)`); Interface Builder writes it in the element.
            let valueInCode = codeChanged && [pairing.foreground, pairing.background].contains { $0.hasPrefix("#") }
                && pairing.evidence.contains { !$0.file.hasSuffix(".storyboard") && !$0.file.hasSuffix(".xib") }
            if valueInCode || pairing.evidence.contains(where: { changes.touches($0.file, line: $0.line) })
                || (pairing.origin == .rules && rulesChanged) || touched(pairing.foreground) || touched(pairing.background)
            {
                pairs.insert(pairing.id)
            }
        }
        return pairs
    }

    func isTouched(color name: String, by changes: ChangedLines) -> Bool {
        guard let location = palette.locations[name] else {
            // A color the code makes from a palette's with an opacity (`Muted.opacity(0.8)`)
            // changes with it. (A value the code writes: ``touchedPairs(by:rulesFile:)``.)
            guard let opacity = name.range(of: ".opacity(") else { return false }
            return isTouched(color: String(name[..<opacity.lowerBound]), by: changes)
        }
        let file = location.file
        if file.hasSuffix(".colorset/Contents.json") { return changes.touches(file, line: nil) }
        var places: [(String, Int?)] = [(file, location.line)]
        for cell in location.cells.values {
            places.append((cell.file ?? file, cell.line))
            if let alias = cell.alias { places.append((alias.file, alias.line)) }
        }
        if let alias = location.alias { places.append((alias.file, alias.line)) }
        return places.contains { $0.1 != nil && changes.touches($0.0, line: $0.1) }
    }
}
