import AuditModel
import Foundation

/// A place in a source file: 1-based line and 1-based column, columns counted in Unicode scalars.
///
/// Scalars rather than bytes or grapheme clusters, because that is what most editors and
/// language servers agree on for non-ASCII text, and it is cheap to count from UTF-8.
struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    let line: Int
    let column: Int

    var description: String { "\(line):\(column)" }
}

/// A JSON value with where it starts in its file (1-based line and column, columns counted in Unicode scalars).
///
/// The position is that of the value's first character: the `{`, `[`, opening quote, first digit
/// or sign, or the first letter of a literal. It lets tools report problems in a document's
/// *content* (a wrong type, a missing field) at the right place, not only syntax errors.
struct JSONValue: Sendable {
    /// What the value is, with its payload.
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONMembers)
    }

    let kind: Kind
    let position: JSONPosition

    /// The kind as a noun phrase for messages such as "expected a string, found an array".
    var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The string, if this value is a string.
    var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The number, if this value is a number.
    var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The boolean, if this value is `true` or `false`.
    var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements, if this value is an array.
    var array: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    /// The members, if this value is an object.
    var object: JSONMembers? {
        if case .object(let value) = kind { return value }
        return nil
    }

    /// Whether this value is `null`.
    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }
}

/// An object's members in file order, each key with its own position; lookups by key in constant time (a dictionary from key to index, built once).
///
/// When a key repeats, the LAST occurrence wins for lookups (as Foundation's JSONSerialization
/// does), but `members` keeps every occurrence in order, so a linter can still point at duplicates.
struct JSONMembers: Sendable {
    /// One `key: value` pair as written, with the position of the key's first character.
    struct Member: Sendable {
        let key: String
        let keyPosition: JSONPosition
        let value: JSONValue
    }

    /// Every member in file order, duplicates included.
    let members: [Member]
    /// Key → index in `members` of its last occurrence.
    private let indexByKey: [String: Int]
    /// Distinct keys in order of first appearance.
    private let orderedKeys: [String]

    init(members: [Member]) {
        self.members = members
        var indexByKey: [String: Int] = [:]
        indexByKey.reserveCapacity(members.count)
        var orderedKeys: [String] = []
        orderedKeys.reserveCapacity(members.count)
        for (index, member) in members.enumerated() {
            if indexByKey.updateValue(index, forKey: member.key) == nil {
                orderedKeys.append(member.key)
            }
        }
        self.indexByKey = indexByKey
        self.orderedKeys = orderedKeys
    }

    /// The value of the last member with this key, if any.
    subscript(key: String) -> JSONValue? {
        guard let index = indexByKey[key] else { return nil }
        return members[index].value
    }

    /// The last member with this key (for its key position), if any.
    func member(_ key: String) -> Member? {
        guard let index = indexByKey[key] else { return nil }
        return members[index]
    }

    /// Distinct keys, in order of first appearance.
    var keys: [String] { orderedKeys }

    /// Number of distinct keys.
    var count: Int { indexByKey.count }
}
