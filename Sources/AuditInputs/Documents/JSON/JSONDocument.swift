import Foundation

/// Reads a JSON (or JSON5) file for every loader, with the checks every palette, token or rules
/// file needs: readable, a regular file, not too large, valid JSON — a syntax error with its
/// line and column. The one parser (`JSONParser`) gives every value its position.
enum JSONDocument {
    /// Files above this size are refused before they are read.
    static let maximumSize = 8 * 1024 * 1024

    /// The file's value, every value with its line and column. A name ending in `.json5` is
    /// read as JSON5 (comments, trailing commas, unquoted keys, single quotes: what token
    /// sources such as Primer's use).
    static func readValue(_ path: String) throws(InputFileError) -> JSONValue {
        let bytes = [UInt8](try readData(path))
        let json5 = path.hasSuffix(".json5")
        do {
            return json5 ? try JSONParser.parseJSON5(bytes) : try JSONParser.parse(bytes)
        } catch {
            throw InputFileError(file: path, line: error.line, column: error.column, message: "invalid \(json5 ? "JSON5" : "JSON"): \(error.message)")
        }
    }

    /// The file's bytes, after checking what the path names — following symbolic links, so
    /// the limit applies to the file read — is a regular file of at most ``maximumSize``
    /// bytes. Reading stops one byte past the limit, whatever the file does meanwhile.
    static func readData(_ path: String) throws(InputFileError) -> Data {
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        let limitMessage = "palette, token and rules files are limited to \(maximumSize / 1_048_576) MB"
        var info = stat()
        if fstat(descriptor, &info) == 0, Int(info.st_size) > maximumSize {
            throw InputFileError(file: path, message: "the file is \(Int(info.st_size) / 1_048_576) MB; \(limitMessage)")
        }
        guard let data = read(descriptor, upTo: maximumSize + 1) else {
            throw InputFileError(file: path, message: "cannot be read: \(String(cString: strerror(errno)))")
        }
        guard data.count <= maximumSize else {
            throw InputFileError(file: path, message: "the file grew past the limit; \(limitMessage)")
        }
        return data
    }

    /// The first `count` bytes of a regular file, for recognising a format by its content;
    /// `nil` for anything else (a folder, a named pipe, a device: never opened in a way that
    /// could block) or a file that cannot be read.
    static func head(_ path: String, count: Int) -> Data? {
        guard let descriptor = try? openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        return read(descriptor, upTo: count)
    }

    /// Whether `data` holds the UTF-8 bytes of `text`: a format's telltale key, looked for
    /// before a file is parsed to recognise it. A plain loop over the bytes: Foundation's
    /// `Data.range(of:)` compares through generic code, and took 4 % of the audit of a
    /// 50,000-token file.
    static func contains(_ text: String, in data: Data) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return true }
        return data.withUnsafeBytes { haystack in
            guard haystack.count >= needle.count else { return false }
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == first {
                    var matched = 1
                    while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// A descriptor open for reading on the regular file `path` names (symbolic links
    /// followed), or the reason there is none.
    ///
    /// What the path names is checked before it is opened, so that a named pipe or a device
    /// is refused instead of blocking in `open(2)`; it is opened without blocking and checked
    /// again on the descriptor, so a file swapped for a pipe in between is refused too.
    static func openRegularFile(_ path: String) throws(InputFileError) -> Int32 {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { throw InputFileError(file: path, message: "no such file") }
            throw InputFileError(file: path, message: "cannot be read: \(String(cString: strerror(reason)))")
        }
        try checkRegular(info.st_mode, path: path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw InputFileError(file: path, message: "cannot be read: \(String(cString: strerror(errno)))")
        }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            let reason = errno
            close(descriptor)
            throw InputFileError(file: path, message: "cannot be read: \(String(cString: strerror(reason)))")
        }
        do {
            try checkRegular(opened.st_mode, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        // A regular file never blocks; clear the flag anyway so reads behave as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    private static func checkRegular(_ mode: mode_t, path: String) throws(InputFileError) {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw InputFileError(file: path, message: "is a directory, not a file")
        case S_IFIFO: throw InputFileError(file: path, message: "is a named pipe, not a file")
        case S_IFCHR, S_IFBLK: throw InputFileError(file: path, message: "is a device, not a file")
        case S_IFSOCK: throw InputFileError(file: path, message: "is a socket, not a file")
        default: throw InputFileError(file: path, message: "is not a regular file")
        }
    }

    /// At most `limit` bytes from `descriptor`; `nil` on a read error other than EINTR.
    private static func read(_ descriptor: Int32, upTo limit: Int) -> Data? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count < limit {
            let wanted = Swift.min(chunk.count, limit - data.count)
            let result = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
            if result < 0 {
                guard errno == EINTR else { return nil }
            } else if result == 0 {
                break
            } else {
                data.append(contentsOf: chunk.prefix(result))
            }
        }
        return data
    }
}
