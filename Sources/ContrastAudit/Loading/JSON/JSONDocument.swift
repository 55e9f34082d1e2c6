import Foundation

/// Reads a JSON file into Foundation objects with the checks every palette or rules file
/// needs: readable, not too large, valid JSON (with line and column on a syntax error).
enum JSONDocument {
    /// Files above this size are refused before they are read.
    static let maximumSize = 8 * 1024 * 1024

    static func read(_ path: String) throws(InputFileError) -> Any {
        let data = try readData(path)
        if path.hasSuffix(".json5") { return try readJSON5(data, path: path) }
        do {
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let (line, column) = location(in: data, of: description)
            throw InputFileError(file: path, line: line, column: column, message: "invalid JSON: \(description)")
        }
    }

    /// The file's bytes, after checking what the path names — following symbolic links, so
    /// the limit applies to the file read — is a regular file of at most ``maximumSize``
    /// bytes. Reading stops one byte past the limit, whatever the file does meanwhile.
    static func readData(_ path: String) throws(InputFileError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { throw InputFileError(file: path, message: "no such file") }
            throw InputFileError(file: path, message: "cannot be read: \(String(cString: strerror(reason)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputFileError(file: path, message: "is a directory, not a file")
        case S_IFIFO: throw InputFileError(file: path, message: "is a named pipe, not a file")
        case S_IFCHR, S_IFBLK: throw InputFileError(file: path, message: "is a device, not a file")
        case S_IFSOCK: throw InputFileError(file: path, message: "is a socket, not a file")
        default: throw InputFileError(file: path, message: "is not a regular file")
        }
        let limitMessage = "palette, token and rules files are limited to \(maximumSize / 1_048_576) MB"
        guard Int(info.st_size) <= maximumSize else {
            throw InputFileError(file: path, message: "the file is \(Int(info.st_size) / 1_048_576) MB; \(limitMessage)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputFileError(file: path, message: "cannot be read: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count <= maximumSize {
            let result = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                guard errno == EINTR else {
                    throw InputFileError(file: path, message: "cannot be read: \(String(cString: strerror(errno)))")
                }
            } else if result == 0 {
                return data
            } else {
                data.append(contentsOf: chunk.prefix(result))
            }
        }
        throw InputFileError(file: path, message: "the file grew past the limit; \(limitMessage)")
    }

    /// JSON5 (comments, trailing commas, unquoted keys, single quotes — what token sources
    /// such as Primer's use), through Foundation's JSON5 decoder.
    static func readJSON5(_ data: Data, path: String) throws(InputFileError) -> Any {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            return try decoder.decode(AnyJSON.self, from: data).value
        } catch {
            let underlying = (error as? DecodingError).flatMap { error -> String? in
                if case .dataCorrupted(let context) = error {
                    return (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
                }
                return nil
            } ?? "\(error)"
            let (line, column) = location(in: data, of: underlying)
            throw InputFileError(file: path, line: line, column: column, message: "invalid JSON5: \(underlying)")
        }
    }

    /// Any JSON value, decoded into the Foundation objects `JSONSerialization` gives.
    struct AnyJSON: Decodable {
        let value: Any

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                var result: [String: Any] = [:]
                for key in object.allKeys { result[key.stringValue] = try object.decode(AnyJSON.self, forKey: key).value }
                value = result
            } else if var array = try? decoder.unkeyedContainer() {
                var result: [Any] = []
                while !array.isAtEnd { result.append(try array.decode(AnyJSON.self).value) }
                value = result
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    value = NSNull()
                } else if let bool = try? single.decode(Bool.self) {
                    value = bool
                } else if let number = try? single.decode(Double.self) {
                    value = NSNumber(value: number)
                } else {
                    value = try single.decode(String.self)
                }
            }
        }
    }

    /// Line and column (1-based) of "around character N" in Foundation's message.
    static func location(in data: Data, of description: String) -> (Int?, Int?) {
        let offset: Int
        if let range = description.range(of: "character "),
           let number = Int(description[range.upperBound...].prefix { $0.isNumber }) {
            offset = number
        } else if description.lowercased().contains("end of file") {
            offset = data.count
        } else {
            return (nil, nil)
        }
        return location(in: data, atOffset: offset)
    }

    /// The line (1-based) of the first occurrence of `needle` in a file, or `nil`: where a
    /// name is written, for the locations reports point to. Reads the file again; only
    /// called for files already read.
    static func line(of needle: String, inFile path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path),
            let range = data.range(of: Data(needle.utf8))
        else { return nil }
        return location(in: data, atOffset: range.lowerBound - data.startIndex).0
    }

    /// Line and column (1-based) of a byte offset.
    static func location(in data: Data, atOffset offset: Int) -> (Int?, Int?) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// Typed access to a JSON object with errors that name the key path.
struct JSONObject {
    let file: String
    let path: String
    let values: [String: Any]

    init(_ value: Any, file: String, path: String) throws(InputFileError) {
        guard let values = value as? [String: Any] else {
            throw InputFileError(file: file, keyPath: path, message: "expected an object, found \(JSONObject.kind(of: value))")
        }
        self.file = file
        self.path = path
        self.values = values
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Rejects keys outside `allowed` (a misspelt key would otherwise be silently ignored).
    func checkKeys(_ allowed: [String]) throws(InputFileError) {
        for key in values.keys.sorted() where !allowed.contains(key) {
            throw InputFileError(
                file: file, keyPath: child(key), message: "unknown key; expected one of: \(allowed.joined(separator: ", "))")
        }
    }

    func string(_ key: String) throws(InputFileError) -> String {
        guard let value = values[key] else { throw InputFileError(file: file, keyPath: child(key), message: "missing") }
        guard let string = value as? String else {
            throw InputFileError(file: file, keyPath: child(key), message: "expected a string, found \(JSONObject.kind(of: value))")
        }
        return string
    }

    func optionalString(_ key: String) throws(InputFileError) -> String? {
        values[key] == nil ? nil : try string(key)
    }

    func array(_ key: String) throws(InputFileError) -> [Any]? {
        guard let value = values[key] else { return nil }
        guard let array = value as? [Any] else {
            throw InputFileError(file: file, keyPath: child(key), message: "expected an array, found \(JSONObject.kind(of: value))")
        }
        return array
    }

    /// A string naming one case of `Value`, e.g. a role: `"body-text"`.
    func choice<Value: RawRepresentable & CaseIterable>(_ key: String, what: String) throws(InputFileError) -> Value
    where Value.RawValue == String {
        let text = try string(key)
        guard let value = Value(rawValue: text) else {
            throw InputFileError(
                file: file, keyPath: child(key),
                message: "unknown \(what) '\(text)'; expected one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        case let number as NSNumber:
            return String(cString: number.objCType) == "c" || "\(type(of: number))".contains("Boolean") ? "a boolean" : "a number"
        default: return "\(type(of: value))"
        }
    }
}
