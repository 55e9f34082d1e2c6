import ColorContrast
import Foundation

/// The folder an input may read from: the folder of the file the user named, and its
/// subfolders. A reference inside the input (`$ref`, a resolver's source, an alias into
/// another file) that names a file outside it is refused before anything is opened — so a
/// token file can neither make the tool read another of the user's files (a private key
/// echoed into a CI log) nor learn whether one exists.
///
/// Paths are compared twice: as written, with `.` and `..` resolved (no file system access,
/// so a path outside answers the same whether or not it exists), and then, for a path that
/// exists, with its symbolic links resolved, so a link inside the folder cannot lead out.
struct InputConfinement: Sendable {
    /// The folder, standardized.
    let folder: String
    /// The folder with its symbolic links resolved.
    let resolvedFolder: String

    /// The folder of `file`, the input the user named.
    init(folderOf file: String) {
        self.init(folder: URL(fileURLWithPath: file).deletingLastPathComponent().path)
    }

    init(folder: String) {
        let standardized = URL(fileURLWithPath: folder).standardizedFileURL.path
        self.folder = standardized
        self.resolvedFolder = Self.resolvingLinks(standardized) ?? standardized
    }

    /// The path of the file `reference` names, relative to the folder of `file` (the file
    /// that holds the reference) — or an error at `keyPath` of `file` when it leaves the
    /// folder. `reference` is the file part only (no `#pointer`).
    func path(of reference: String, from file: String, keyPath: String, at position: JSONPosition? = nil) throws(InputFileError) -> String {
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        let target = reference.hasPrefix("/")
            ? URL(fileURLWithPath: reference).standardizedFileURL.path
            : base.appendingPathComponent(reference).standardizedFileURL.path
        guard Self.isInside(target, folder) else {
            throw InputFileError(
                file: file, keyPath: keyPath, line: position?.line, column: position?.column,
                message: "\(InputExcerpt.quoted(reference)) names a file outside the input's folder (\(folder)); only files in it and its subfolders are read")
        }
        if let resolved = Self.resolvingLinks(target), !Self.isInside(resolved, resolvedFolder) {
            throw InputFileError(
                file: file, keyPath: keyPath, line: position?.line, column: position?.column,
                message: "\(InputExcerpt.quoted(reference)) leads outside the input's folder (\(folder)) through a symbolic link; only files in it and its subfolders are read")
        }
        return target
    }

    /// Whether `path` is `folder` or inside it (both standardized, absolute).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return true }
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` with every symbolic link resolved, or `nil` when it does not exist.
    static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A value read from an input, as an error message may show it: short, on one line, with no
/// control character a terminal would act on. Messages quote what the user wrote so they can
/// find it, but never echo a whole value (a file read by mistake could hold a secret).
enum InputExcerpt {
    /// At most this many characters are shown; the rest is replaced by `…`.
    static let maximumLength = 40

    /// `text` cut to ``maximumLength`` characters and escaped, in single quotes.
    static func quoted(_ text: String) -> String {
        "'\(ControlCharacters.excerpt(text, maximumLength: maximumLength, shown: maximumLength))'"
    }
}
