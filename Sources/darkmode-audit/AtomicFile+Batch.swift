import Foundation

extension AtomicFile {
    /// The files of one run, written as one step: ``add(_:to:)`` checks each target and writes
    /// its content, as it is produced, to a flushed temporary file, so everything that can fail for a file fails
    /// there, before any target is touched; ``commit()`` then puts them all in place.
    ///
    /// ``commit()`` writes streams first (a terminal, a pipe: they cannot be taken back, and
    /// if one fails no file has been replaced), links new targets next (removed again if a
    /// later step fails before an existing target is replaced), and renames over existing
    /// targets last: a rename within a directory over a file already checked is the one step
    /// left that could fail after another target changed.
    struct Batch {
        private enum Pending {
            /// Written at commit, as a stream: to an inherited descriptor, or to a terminal or
            /// a named pipe opened then.
            case stream(content: Content, descriptor: Int32?, target: String, path: String)
            case file(Temporary, target: String)
        }

        private var pending: [Pending] = []
        /// Each file target as (device and inode of its directory, name), to refuse a run that
        /// names one file twice (through a link, or `./`): the second rename would silently
        /// replace the first output.
        private var targets: [(device: UInt64, inode: UInt64, name: String, path: String)] = []

        /// Checks `path` and prepares `text` for it; the target is not touched.
        mutating func add(_ text: String, to path: String) throws(WriteError) {
            try add({ try $0(text) }, to: path)
        }

        /// Checks `path` and prepares its content, written to a temporary file as it is
        /// produced; the target is not touched. A stream (a terminal, a pipe, standard output)
        /// is written at ``commit()``, when the content is produced.
        mutating func add(_ content: @escaping Content, to path: String) throws(WriteError) {
            guard !path.isEmpty else { throw WriteError(path: path, reason: "the file name is empty") }
            // /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N name a descriptor this
            // process already has: written there as a stream, at its offset, so that what the
            // shell wrote before stays (reopening the file would write over it).
            if let descriptor = AtomicFile.inheritedDescriptor(path) {
                pending.append(.stream(content: content, descriptor: descriptor, target: path, path: path))
                return
            }
            let target = try AtomicFile.resolveLinks(path)
            let (directory, name) = AtomicFile.split(target)
            var info = stat()
            guard stat(directory, &info) == 0 else {
                let code = errno
                if code == ENOENT { throw WriteError(path: path, reason: "the directory \(directory) does not exist") }
                throw WriteError(path: path, reason: "the directory \(directory) cannot be used: \(String(cString: strerror(code)))")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw WriteError(path: path, reason: "\(directory) is not a directory") }
            let folder = (device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            var mode: mode_t?
            if stat(target, &info) == 0 {
                switch info.st_mode & S_IFMT {
                case S_IFREG: mode = info.st_mode & 0o7777
                case S_IFDIR: throw WriteError(path: path, reason: "it is a directory")
                case S_IFCHR, S_IFIFO:
                    // A terminal, /dev/stdout, /dev/null or a pipe: written as a stream, never replaced.
                    pending.append(.stream(content: content, descriptor: nil, target: target, path: path))
                    return
                case S_IFBLK: throw WriteError(path: path, reason: "it is a block device, not a file")
                case S_IFSOCK: throw WriteError(path: path, reason: "it is a socket, not a file")
                default: throw WriteError(path: path, reason: "it is not a regular file")
                }
            } else if errno != ENOENT {
                // A name too long for the file system, a search permission missing: found
                // now, not when the file is put in place.
                throw WriteError(path: path, errno: errno)
            } else if name.isEmpty {
                throw WriteError(path: path, reason: "a file name cannot end with '/'")
            }
            if let other = targets.first(where: { $0.device == folder.device && $0.inode == folder.inode && $0.name == name }) {
                throw WriteError(path: path, reason: "it is the file \(other.path) names, which this run writes too")
            }
            var temporary = try Temporary(in: directory, for: name, path: path)
            do throws(WriteError) {
                try temporary.write(content, mode: mode)
            } catch {
                temporary.discard()
                throw error
            }
            targets.append((folder.device, folder.inode, name, path))
            pending.append(.file(temporary, target: target))
        }

        /// Puts every prepared file in place. On a failure the files not yet in place are
        /// discarded and new targets already linked are removed again.
        mutating func commit() throws(WriteError) {
            var files: [(temporary: Temporary, target: String)] = []
            for item in pending {
                switch item {
                case .stream(let content, let descriptor, let target, let path):
                    do throws(WriteError) {
                        try Self.writeStream(content, descriptor: descriptor, target: target, path: path)
                    } catch {
                        discard()
                        throw error
                    }
                case .file(let temporary, let target): files.append((temporary, target))
                }
            }
            pending = []
            var created: [String] = []
            do throws(WriteError) {
                // Every temporary file that replaces an existing target is named first, so the
                // renames below are all that is left.
                for index in files.indices where !files[index].temporary.isNamed && Self.exists(files[index].target) {
                    try files[index].temporary.name()
                }
                for index in files.indices where !files[index].temporary.isNamed {
                    if try files[index].temporary.link(to: files[index].target) {
                        created.append(files[index].target)
                    } else {
                        // The target appeared since it was checked: replaced by a rename instead.
                        try files[index].temporary.name()
                    }
                }
            } catch {
                for index in files.indices { files[index].temporary.discard() }
                for target in created { unlink(target) }
                throw error
            }
            var failure: WriteError?
            var renamed = 0
            for index in files.indices where files[index].temporary.isNamed {
                if failure == nil {
                    do throws(WriteError) {
                        try files[index].temporary.rename(to: files[index].target)
                        renamed += 1
                        continue
                    } catch {
                        failure = error
                    }
                }
                files[index].temporary.discard()
            }
            // Until an existing target is replaced, the run can still leave every file as it was.
            if failure != nil && renamed == 0 {
                for target in created { unlink(target) }
            }
            // The new names are durable once their directories are flushed; a failure here is
            // not reported, the new content is already in place.
            for directory in Set(files.map { AtomicFile.split($0.target).directory }) {
                let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
                if descriptor >= 0 {
                    _ = fsync(descriptor)
                    close(descriptor)
                }
            }
            if let failure { throw failure }
        }

        /// Removes every prepared temporary file; no target is touched.
        mutating func discard() {
            for item in pending {
                if case .file(var temporary, _) = item { temporary.discard() }
            }
            pending = []
            targets = []
        }

        private static func exists(_ path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0
        }

        private static func writeStream(_ content: Content, descriptor: Int32?, target: String, path: String) throws(WriteError) {
            if let descriptor {
                try AtomicFile.write(content, to: descriptor, path: path)
                return
            }
            let opened = open(target, O_WRONLY | O_CLOEXEC)
            guard opened >= 0 else { throw WriteError(path: path, errno: errno) }
            defer { close(opened) }
            try AtomicFile.write(content, to: opened, path: path)
        }
    }
}
