import Foundation

extension AtomicFile {
    /// A file's new content before it is put in place: anonymous where the system allows,
    /// else named `.<target>.darkmode-tmp-XXXXXX` in the target's directory.
    struct Temporary {
        /// Open until the file is in place or discarded; `-1` after.
        private var descriptor: Int32
        let directory: String
        /// The target's name, which the temporary name starts with.
        let targetName: String
        /// The path as the caller gave it, for errors.
        let path: String
        /// The temporary name's path while the file has one.
        private var temporaryPath: String?
        /// Its slot in ``CleanupOnSignal`` while it has one.
        private var cleanupSlot: Int?

        /// Whether the file has a temporary name (and is put in place by ``rename(to:)``).
        var isNamed: Bool { temporaryPath != nil }

        init(in directory: String, for targetName: String, path: String) throws(WriteError) {
            self.directory = directory
            self.targetName = targetName
            self.path = path
            #if os(Linux) && (arch(x86_64) || arch(arm64))
            // O_TMPFILE is __O_TMPFILE (0o20000000 on these architectures) | O_DIRECTORY; Glibc
            // does not export the macro to Swift. The mode applies when the file is linked.
            let anonymous = open(directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o666)
            if anonymous >= 0 {
                descriptor = anonymous
                return
            }
            #endif
            var template = Array(AtomicFile.joined(directory, Self.prefix(for: targetName, in: directory) + "XXXXXX").utf8CString)
            let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard named >= 0 else {
                // The target may exist (`/proc/version`): what failed is making its replacement.
                throw WriteError(path: path, reason: "cannot create a file in \(directory) to write it: \(String(cString: strerror(errno)))")
            }
            descriptor = named
            _ = fcntl(named, F_SETFD, FD_CLOEXEC)
            let name = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            temporaryPath = name
            cleanupSlot = CleanupOnSignal.register(name)
            // mkstemp creates 0600; a new target gets what open(2) would give it: 0666 less the umask.
            let mask = umask(0)
            umask(mask)
            fchmod(named, 0o666 & ~mask)
        }

        /// `.<target>.darkmode-tmp-`: what a stray file left by a SIGKILL is recognised by,
        /// with the target's name cut (at a character) so that six more characters fit in the
        /// directory's name limit.
        static func prefix(for targetName: String, in directory: String) -> String {
            let limit = pathconf(directory, Int32(_PC_NAME_MAX))
            let maximum = limit > 0 ? limit : 255
            let suffix = ".darkmode-tmp-"
            let room = maximum - 1 - suffix.utf8.count - 6
            var kept = ""
            for character in targetName {
                guard kept.utf8.count + String(character).utf8.count <= room else { break }
                kept.append(character)
            }
            return "." + kept + suffix
        }

        /// Writes the content as it is produced, sets the mode an existing target had, and
        /// flushes the file.
        func write(_ content: Content, mode: mode_t?) throws(WriteError) {
            try AtomicFile.write(content, to: descriptor, path: path)
            if let mode, fchmod(descriptor, mode) != 0 { throw WriteError(path: path, errno: errno) }
            guard fsync(descriptor) == 0 else { throw WriteError(path: path, errno: errno) }
        }

        /// Gives the anonymous file its temporary name, for a rename over an existing target.
        mutating func name() throws(WriteError) {
            guard temporaryPath == nil else { return }
            let prefix = Self.prefix(for: targetName, in: directory)
            let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in 0..<100 {
                let candidate = AtomicFile.joined(directory, prefix + String((0..<6).map { _ in characters.randomElement()! }))
                // Registered before it exists, so an interrupt right after the link removes it.
                let slot = CleanupOnSignal.register(candidate)
                // linkat through /proc gives the anonymous file a name without privileges.
                if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                    temporaryPath = candidate
                    cleanupSlot = slot
                    return
                }
                let code = errno
                CleanupOnSignal.unregister(slot)
                guard code == EEXIST else { throw WriteError(path: path, errno: code) }
            }
            throw WriteError(path: path, reason: "no free temporary name in the directory")
        }

        /// Links the anonymous file as `target`, which did not exist: no name in between.
        /// `false` when the target exists by now.
        mutating func link(to target: String) throws(WriteError) -> Bool {
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 {
                // The content was flushed before the link; a late close error loses nothing.
                close(descriptor)
                descriptor = -1
                return true
            }
            guard errno == EEXIST else { throw WriteError(path: path, errno: errno) }
            return false
        }

        /// Renames the named file over `target`.
        mutating func rename(to target: String) throws(WriteError) {
            guard let temporaryPath else { throw WriteError(path: path, reason: "the temporary file has no name") }
            if descriptor >= 0 {
                let result = close(descriptor)
                descriptor = -1
                guard result == 0 else { throw WriteError(path: path, errno: errno) }
            }
            guard Foundation.rename(temporaryPath, target) == 0 else { throw WriteError(path: path, errno: errno) }
            self.temporaryPath = nil
            if let cleanupSlot { CleanupOnSignal.unregister(cleanupSlot) }
            cleanupSlot = nil
        }

        /// Closes the file and removes its temporary name, if it has one; nothing else changes.
        mutating func discard() {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
            if let temporaryPath { unlink(temporaryPath) }
            temporaryPath = nil
            if let cleanupSlot { CleanupOnSignal.unregister(cleanupSlot) }
            cleanupSlot = nil
        }
    }
}
