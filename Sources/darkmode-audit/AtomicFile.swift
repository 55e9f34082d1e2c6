import Foundation

/// Writes files so that readers see the old content or the complete new content, never a
/// part: the text goes to a temporary file in the target's directory, is flushed to disk, and
/// replaces the target in one step (a rename, or a link for a new target), then the directory
/// is flushed so that step itself survives a crash.
///
/// - A target that is a symbolic link is written through: the file it points to is
///   replaced, the link stays.
/// - An existing target keeps its permission bits; a new one gets the default mode (`0666`
///   less the umask).
/// - Several files written together (``Batch``) are all prepared — written and flushed under
///   temporary names — before any target is touched, so a run that fails on one of them leaves
///   every target as it was.
/// - On Linux the temporary file is anonymous (`O_TMPFILE`): a new target is linked into place
///   directly, and an existing one is replaced through a name the file gets only once it is
///   complete, just before the rename. Elsewhere, and on file systems without `O_TMPFILE`, the
///   temporary file is named from the start. That name is `.<target>.darkmode-tmp-XXXXXX`
///   (the target's name shortened when the whole would pass the file system's limit), removed
///   on any failure and on SIGINT, SIGTERM or SIGHUP. A SIGKILL, which no process can catch,
///   can leave one such file per target behind: a complete one if it lands between the naming
///   and the rename, a partial one (without `O_TMPFILE`) if it lands while the file is written.
/// - Any valid file name works, from one byte to the file system's limit (255 bytes).
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are written to the
///   descriptor itself, at its offset; another character device or a named pipe (a terminal,
///   a FIFO) is written as a stream and never replaced; a block device or a socket is refused.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        /// The path as the caller gave it.
        let path: String
        let reason: String
        var description: String { "cannot write \(path): \(reason)" }

        init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// The system's text for the current `errno`.
        init(path: String, errno code: Int32) {
            self.init(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Writes one file.
    static func write(_ text: String, to path: String) throws(WriteError) {
        var batch = Batch()
        do throws(WriteError) {
            try batch.add(text, to: path)
            try batch.commit()
        } catch {
            batch.discard()
            throw error
        }
    }

    /// The descriptor a path names when it is one of this process's own, else `nil`.
    static func inheritedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                guard let number = Int32(path.dropFirst(prefix.count)), number >= 0, fcntl(number, F_GETFD) != -1 else { return nil }
                return number
            }
            return nil
        }
    }

    /// Every byte, through short writes and interrupted calls.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(WriteError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(WriteError) in try writeAll(buffer, to: descriptor, path: path) } }
        try result.get()
    }

    /// Every byte of a buffer, through short writes and interrupted calls.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(WriteError) {
        var written = 0
        while written < bytes.count {
            let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                guard errno == EINTR else { throw WriteError(path: path, errno: errno) }
            } else {
                written += result
            }
        }
    }

    /// A file's content, produced in pieces: the closure hands each piece of text, in order,
    /// to the one it is given (a report writer's ``ReportWriter/write(_:to:)``).
    typealias Content = ((String) throws -> Void) throws -> Void

    /// Writes a ``Content`` to a descriptor as it is produced, in writes of about 64 KB (a
    /// larger piece is written from its own storage, not copied): memory holds one piece and
    /// the buffer, whatever the size of the whole. An error of the producer other than a
    /// failed write is reported as the file's, with its text.
    static func write(_ content: Content, to descriptor: Int32, path: String) throws(WriteError) {
        let capacity = 1 << 16
        var buffer: [UInt8] = []
        buffer.reserveCapacity(capacity)
        do {
            try content { piece in
                if buffer.count + piece.utf8.count <= capacity {
                    buffer.append(contentsOf: piece.utf8)
                    if buffer.count == capacity {
                        try writeAll(buffer, to: descriptor, path: path)
                        buffer.removeAll(keepingCapacity: true)
                    }
                    return
                }
                try writeAll(buffer, to: descriptor, path: path)
                buffer.removeAll(keepingCapacity: true)
                var piece = piece
                try piece.withUTF8 { bytes in Result { () throws(WriteError) in try writeAll(UnsafeRawBufferPointer(bytes), to: descriptor, path: path) } }.get()
            }
            try writeAll(buffer, to: descriptor, path: path)
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError(path: path, reason: "the report could not be rendered: \(error)")
        }
    }

    /// The file a path finally names, following symbolic links (at most 40, as the kernel).
    static func resolveLinks(_ path: String) throws(WriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw WriteError(path: path, errno: errno) }
            let destination = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : joined(split(current).directory, destination)
        }
        throw WriteError(path: path, reason: "too many levels of symbolic links")
    }

    /// The directory and the last component of a path, as `dirname` and `basename` see them
    /// for a file: `report.md` is in `.`, `/r` in `/`; the name is empty when the path ends
    /// with `/`. (Plain string work: `NSString`'s path methods trap on some one-character
    /// names on Linux.)
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let name = String(path[path.index(after: slash)...])
        var directory = path[..<slash]
        while directory.hasSuffix("/") { directory = directory.dropLast() }
        return (directory.isEmpty ? "/" : String(directory), name)
    }

    /// `name` in `directory`.
    static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
