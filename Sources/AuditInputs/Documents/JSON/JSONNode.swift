/// A value of a document a loader reads, with where it is: the file, the key path that reaches
/// it (`colors[2].dark`, shown in messages) and its line and column (``JSONValue/position``).
///
/// Every loader of JSON-shaped input — palette, token, resolver, theme and rules files, asset
/// catalogs, YAML read into the same values — walks these, so an error about a value is made
/// where the value is, with its position, and never looked up again by its key path.
///
/// ```swift
/// let root = try JSONNode(JSONDocument.readValue(path), file: path).asObject()
/// try root.checkKeys(["name", "colors"])
/// let name = try root.string("name")          // "colors[2].name: expected a string, found a number"
/// for color in try root.array("colors") ?? [] { … }
/// ```
struct JSONNode: Sendable {
    let value: JSONValue
    let file: String
    let keyPath: String

    init(_ value: JSONValue, file: String, keyPath: String = "") {
        self.value = value
        self.file = file
        self.keyPath = keyPath
    }

    var position: JSONPosition { value.position }

    /// The key path of the member `key` of this value.
    func child(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }

    /// An error about this value, at its position.
    func error(_ message: String) -> InputFileError {
        InputFileError(file: file, keyPath: keyPath, line: position.line, column: position.column, message: message)
    }

    /// An error about the member `key`: at its value, or at this object when it has none
    /// (a missing key).
    func error(at key: String, _ message: String) -> InputFileError {
        let at = value.object?[key]?.position ?? position
        return InputFileError(file: file, keyPath: child(key), line: at.line, column: at.column, message: message)
    }

    /// The member `key`, if this value is an object that has it (the last one when it repeats).
    subscript(key: String) -> JSONNode? {
        value.object?[key].map { JSONNode($0, file: file, keyPath: child(key)) }
    }

    /// Whether this value is an object with a member `key`.
    func has(_ key: String) -> Bool { value.object?[key] != nil }

    /// The distinct keys of this object in order of first appearance; none for another value.
    var keys: [String] { value.object?.keys ?? [] }

    /// The members of this object, one per distinct key (its last value), in order of first
    /// appearance; `nil` for another value.
    var members: [(key: String, node: JSONNode)]? {
        guard let object = value.object else { return nil }
        return object.keys.map { ($0, JSONNode(object[$0]!, file: file, keyPath: child($0))) }
    }

    /// The elements of this array, each with its index in its key path; `nil` for another value.
    var elements: [JSONNode]? {
        value.array?.enumerated().map { JSONNode($1, file: file, keyPath: "\(keyPath)[\($0)]") }
    }

    /// This value if it is an object, else an error saying what it is instead.
    func asObject() throws(InputFileError) -> JSONNode {
        guard value.object != nil else { throw error("expected an object, found \(value.kindName)") }
        return self
    }

    /// Rejects keys outside `allowed` (a misspelt key would otherwise be silently ignored);
    /// the first such key in alphabetical order is named.
    func checkKeys(_ allowed: [String]) throws(InputFileError) {
        for key in keys.sorted() where !allowed.contains(key) {
            throw error(at: key, "unknown key; expected one of: \(allowed.joined(separator: ", "))")
        }
    }

    /// The string member `key`; an error when it is missing or not a string.
    func string(_ key: String) throws(InputFileError) -> String {
        guard let string = try optionalString(key) else { throw error(at: key, "missing") }
        return string
    }

    /// The string member `key`, or `nil` when there is none; an error when it is not a string.
    /// (The member's key path is spelt out only for an error: a palette of 10,000 colors reads
    /// 30,000 strings.)
    func optionalString(_ key: String) throws(InputFileError) -> String? {
        guard let member = value.object?[key] else { return nil }
        guard let string = member.string else { throw error(at: key, "expected a string, found \(member.kindName)") }
        return string
    }

    /// The elements of the array member `key`, or `nil` when there is none; an error when it is
    /// not an array.
    func array(_ key: String) throws(InputFileError) -> [JSONNode]? {
        guard let member = self[key] else { return nil }
        guard let elements = member.elements else { throw member.error("expected an array, found \(member.value.kindName)") }
        return elements
    }

    /// A string naming one case of `Value`, e.g. a role: `"body-text"`.
    func choice<Value: RawRepresentable & CaseIterable>(_ key: String, what: String) throws(InputFileError) -> Value
    where Value.RawValue == String {
        let text = try string(key)
        guard let value = Value(rawValue: text) else {
            throw error(at: key, "unknown \(what) '\(text)'; expected one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}

extension JSONValue {
    /// This object with the member `key` set to `member` (replacing every member of that key,
    /// added last when there is none); the value itself when it is not an object.
    func setting(_ key: String, to member: JSONValue) -> JSONValue {
        guard let object else { return self }
        var members = object.members
        let first = members.firstIndex { $0.key == key }
        members.removeAll { $0.key == key }
        let added = JSONMembers.Member(key: key, keyPosition: first.map { object.members[$0].keyPosition } ?? member.position, value: member)
        members.insert(added, at: Swift.min(first ?? members.count, members.count))
        return JSONValue(kind: .object(JSONMembers(members: members)), position: position)
    }

    /// An object made by a loader (a mode extension it writes for a token), at `position`.
    static func object(_ members: [(String, JSONValue)], at position: JSONPosition) -> JSONValue {
        JSONValue(kind: .object(JSONMembers(members: members.map { JSONMembers.Member(key: $0.0, keyPosition: $0.1.position, value: $0.1) })), position: position)
    }

    /// This value and everything in it at `position`: a value copied from another file by a
    /// reference is reported where the reference is written.
    func relocated(to position: JSONPosition) -> JSONValue {
        switch kind {
        case .null, .bool, .number, .string:
            return JSONValue(kind: kind, position: position)
        case .array(let elements):
            return JSONValue(kind: .array(elements.map { $0.relocated(to: position) }), position: position)
        case .object(let members):
            return JSONValue(
                kind: .object(JSONMembers(members: members.members.map {
                    JSONMembers.Member(key: $0.key, keyPosition: position, value: $0.value.relocated(to: position))
                })),
                position: position)
        }
    }
}

extension JSONNode {
    /// Where this value is written, for errors made elsewhere (a color conversion's).
    var location: InputLocation {
        InputLocation(file: file, keyPath: keyPath, line: position.line, column: position.column)
    }
}
