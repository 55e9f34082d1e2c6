import Foundation

/// Writes a file so that readers see the old content or the complete new content, never a
/// part: the text goes to a temporary file in the same directory, is flushed to disk, and is
/// renamed over the target (rename is atomic within a file system), then the directory is
/// flushed so the rename itself survives a crash.
///
/// - A target that is a symbolic link is written through: the file it points to is
///   replaced, the link stays.
/// - An existing target keeps its permission bits; a new one gets the default mode (`0666`
///   less the umask).
/// - On Linux the temporary file is anonymous (`O_TMPFILE`) until just before the rename,
///   so a process killed while writing leaves nothing behind; elsewhere, and on file systems
///   without `O_TMPFILE`, it is a short hidden name (`.darkmode-XXXXXX`) removed on any
///   failure and on SIGINT, SIGTERM or SIGHUP.
/// - Any valid file name works: the temporary name does not grow with the target's.
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are written to the
///   descriptor itself, at its offset; another character device or a named pipe (a terminal,
///   a FIFO) is written as a stream and never replaced; a block device or a socket is refused.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }

    static func write(_ text: String, to path: String) throws(WriteError) {
        guard !path.isEmpty else { throw WriteError(path: path, reason: "the file name is empty") }
        // /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N name a descriptor this
        // process already has: written there as a stream, at its offset, so that what the
        // shell wrote before stays (reopening the file would write over it).
        if let descriptor = Self.inheritedDescriptor(path) {
            try writeAll(Array(text.utf8), to: descriptor, path: path)
            return
        }
        let target = try resolveLinks(path)
        let directory = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw WriteError(path: path, reason: "the directory \(directory) does not exist")
        }
        var mode: mode_t?
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: mode = info.st_mode & 0o7777
            case S_IFDIR: throw WriteError(path: path, reason: "it is a directory")
            case S_IFCHR, S_IFIFO:
                // A terminal, /dev/stdout, /dev/null or a pipe: written as a stream, never replaced.
                let descriptor = open(target, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
                defer { close(descriptor) }
                try writeAll(Array(text.utf8), to: descriptor, path: path)
                return
            case S_IFBLK: throw WriteError(path: path, reason: "it is a block device, not a file")
            case S_IFSOCK: throw WriteError(path: path, reason: "it is a socket, not a file")
            default: throw WriteError(path: path, reason: "it is not a regular file")
            }
        }
        var temporary = try Temporary(in: directory, path: path)
        do throws(WriteError) {
            try temporary.write(Array(text.utf8), mode: mode)
            try temporary.commit(to: target)
        } catch {
            temporary.discard()
            throw error
        }
        // The rename is durable once the directory is flushed; a failure here is reported but
        // the new content is already in place.
        let directoryDescriptor = open(directory, O_RDONLY)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
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
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                guard errno == EINTR else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            } else {
                written += result
            }
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
            guard length >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            let destination = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/")
                ? destination : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw WriteError(path: path, reason: "too many levels of symbolic links")
    }

    /// The temporary file: anonymous where the system allows, else a short hidden name.
    struct Temporary {
        let descriptor: Int32
        let directory: String
        let path: String
        /// The hidden name while the file has one.
        var name: String?

        init(in directory: String, path: String) throws(WriteError) {
            self.directory = directory
            self.path = path
            #if os(Linux) && (arch(x86_64) || arch(arm64))
            // O_TMPFILE is __O_TMPFILE (0o20000000 on these architectures) | O_DIRECTORY; Glibc
            // does not export the macro to Swift.
            let anonymous = open(directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o666)
            if anonymous >= 0 {
                descriptor = anonymous
                name = nil
                return
            }
            #endif
            var template = Array((directory as NSString).appendingPathComponent(".darkmode-XXXXXX").utf8CString)
            let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard named >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            descriptor = named
            name = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // mkstemp creates 0600; a new target gets what open(2) would give it: 0666 less the umask.
            let mask = umask(0)
            umask(mask)
            fchmod(named, 0o666 & ~mask)
            CleanupOnSignal.register(name ?? "")
        }

        func write(_ bytes: [UInt8], mode: mode_t?) throws(WriteError) {
            try writeAll(bytes, to: descriptor, path: path)
            if let mode, fchmod(descriptor, mode) != 0 { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            guard fsync(descriptor) == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        }

        /// Gives an anonymous file a name, then renames it over the target.
        mutating func commit(to target: String) throws(WriteError) {
            if name == nil {
                // linkat through /proc gives the anonymous file a name without privileges.
                for _ in 0..<100 {
                    let candidate = (directory as NSString).appendingPathComponent(".darkmode-\(UInt32.random(in: 0...UInt32.max))")
                    if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                        name = candidate
                        break
                    }
                    guard errno == EEXIST else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
                }
            }
            guard let name else { throw WriteError(path: path, reason: "no free temporary name in the directory") }
            guard close(descriptor) == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            guard rename(name, target) == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            self.name = nil
            CleanupOnSignal.unregister()
        }

        func discard() {
            close(descriptor)
            if let name { unlink(name) }
            CleanupOnSignal.unregister()
        }
    }
}

/// Removes the temporary file when the process is interrupted (SIGINT, SIGTERM, SIGHUP), then
/// lets the signal end the process as it would have. One file at a time: the command writes one.
enum CleanupOnSignal {
    /// The path as a C string the signal handler can use without allocating.
    nonisolated(unsafe) static var pending: UnsafeMutablePointer<CChar>?

    static func register(_ path: String) {
        unregister()
        pending = strdup(path)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Foundation.signal(signal) { number in
                if let path = CleanupOnSignal.pending { unlink(path) }
                Foundation.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    static func unregister() {
        guard let path = pending else { return }
        pending = nil
        free(path)
    }
}
