import Foundation

/// An `Encoder` that builds a ``JSONNode`` for ``PrettyJSON`` to write, in one pass, as the
/// bytes `JSONEncoder` with its default strategies writes: no dictionary per object (members
/// are kept in the order they are set, and sorted when written), numbers as their text —
/// URLs as their absolute string, `Data` as Base64, `Decimal` as a number, a `Double` or
/// `Float` that is not finite an `EncodingError` that says where.
final class JSONNodeEncoder: Encoder {
    /// What one encoder (or nested container) holds: nothing yet, one value, an array or an
    /// object whose members are in the order they were set.
    final class Container {
        enum Kind { case unset, single, array, object }
        var kind: Kind
        /// An object's members.
        var members: [(key: String, value: JSONNode)] = []
        /// An array's elements, or the single value.
        var values: [JSONNode] = []

        init(_ kind: Kind) { self.kind = kind }

        func set(_ value: JSONNode, for key: String) {
            members.append((key, value))
        }
    }

    /// What every encoder of one document shares: the user's information, and the text of
    /// numbers already written (a report repeats the same components, `k / 255`, thousands of
    /// times: their text is made once).
    final class Context {
        let userInfo: [CodingUserInfoKey: Any]
        private var numberBits = [UInt64](repeating: 0, count: 4096)
        private var numberTexts = [String](repeating: "", count: 4096)

        init(userInfo: [CodingUserInfoKey: Any] = [:]) {
            self.userInfo = userInfo
        }

        /// A finite double's JSON text, from the cache when it was made before.
        func text(of value: Double) -> String {
            let bits = value.bitPattern
            let slot = Int(truncatingIfNeeded: ((bits ^ bits >> 29) &* 0x9E37_79B9_7F4A_7C15) >> 52)
            if numberBits[slot] == bits, !numberTexts[slot].isEmpty { return numberTexts[slot] }
            let text = PrettyJSON.text(of: value)
            numberBits[slot] = bits
            numberTexts[slot] = text
            return text
        }
    }

    let context: Context
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }
    private let parent: JSONNodeEncoder?
    private let key: (any CodingKey)?
    /// What the value's `encode(to:)` built.
    let storage = Container(.unset)

    init(context: Context) {
        self.context = context
        parent = nil
        key = nil
    }

    private init(parent: JSONNodeEncoder, key: (any CodingKey)?) {
        context = parent.context
        self.parent = parent
        self.key = key
    }

    /// `value` as a node; encoders given the same `context` share what it keeps.
    static func node(_ value: some Encodable, context: Context = Context()) throws -> JSONNode {
        let encoder = JSONNodeEncoder(context: context)
        if let node = try encoder.scalar(value, key: nil) { return node }
        try value.encode(to: encoder)
        guard encoder.storage.kind != .unset else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(type(of: value)) did not encode any values."))
        }
        return .container(encoder.storage)
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: JSONNodeEncoder? = self
        while let current = encoder, let key = current.key {
            path.append(key)
            encoder = current.parent
        }
        return path.reversed()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        claim(.object)
        return KeyedEncodingContainer(Keyed(encoder: self, container: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        claim(.array)
        return Unkeyed(encoder: self, container: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        claim(.single)
        return Single(encoder: self)
    }

    /// Makes the storage a container of `kind`; asking twice for the same kind is allowed, as
    /// `JSONEncoder` allows it (a subclass and its superclass sharing one keyed container).
    private func claim(_ kind: Container.Kind) {
        if storage.kind == .unset {
            storage.kind = kind
        } else {
            precondition(storage.kind == kind && kind != .single, "\(codingPath.map(\.stringValue)): a value encoded twice or in two kinds of container")
        }
    }

    /// The node of a value of a type with a JSON form of its own, or `nil` for other types.
    /// The type is compared by identity, which costs nothing for the many values that are
    /// none of these (a cast to each would).
    func scalar<T: Encodable>(_ value: T, key: (any CodingKey)?) throws -> JSONNode? {
        let type = ObjectIdentifier(T.self)
        func `is`<Other>(_ other: Other.Type) -> Bool { type == ObjectIdentifier(other) }
        if `is`(String.self) { return .string(value as! String) }
        if `is`(Bool.self) { return .bool(value as! Bool) }
        if `is`(Int.self) { return .number(value as! Int) }
        if `is`(Double.self) { return try number(value as! Double, key: key) }
        guard Self.otherScalars.contains(type) else { return nil }
        switch value {
        case let value as Float: return try number(Double(value), key: key, text: value.description)
        case let value as URL: return .string(value.absoluteString)
        case let value as Data: return .string(value.base64EncodedString())
        case let value as Decimal: return .number(value.description)
        case let value as Int8: return .number(value)
        case let value as Int16: return .number(value)
        case let value as Int32: return .number(value)
        case let value as Int64: return .number(value)
        case let value as UInt: return .number(value)
        case let value as UInt8: return .number(value)
        case let value as UInt16: return .number(value)
        case let value as UInt32: return .number(value)
        case let value as UInt64: return .number(value)
        default: return nil
        }
    }

    private static let otherScalars: Set<ObjectIdentifier> = [
        ObjectIdentifier(Float.self), ObjectIdentifier(URL.self), ObjectIdentifier(Data.self), ObjectIdentifier(Decimal.self),
        ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self),
        ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
        ObjectIdentifier(UInt64.self),
    ]

    /// The node of any value, encoded `key` deep below this encoder.
    func node(_ value: some Encodable, key: (any CodingKey)?) throws -> JSONNode {
        if let node = try scalar(value, key: key) { return node }
        let encoder = JSONNodeEncoder(parent: self, key: key)
        try value.encode(to: encoder)
        switch encoder.storage.kind {
        case .unset: return .object([])
        case .single: return encoder.storage.values.first ?? .null
        case .array, .object: return .container(encoder.storage)
        }
    }

    /// A finite number's node; JSON has no text for the others.
    func number(_ value: Double, key: (any CodingKey)?, text: String? = nil) throws -> JSONNode {
        guard value.isFinite else {
            let path = codingPath + (key.map { [$0] } ?? [])
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: path, debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        guard let text else { return .number(context.text(of: value)) }
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    /// An encoder whose value is stored at `key` of `container` when it is written.
    func superEncoder(key: any CodingKey, in container: Container) -> JSONNodeEncoder {
        let encoder = JSONNodeEncoder(parent: self, key: key)
        if container.kind == .object {
            container.set(.container(encoder.storage), for: key.stringValue)
        } else {
            container.values.append(.container(encoder.storage))
        }
        return encoder
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: JSONNodeEncoder
        let container: Container
        var codingPath: [any CodingKey] { encoder.codingPath }

        func encodeNil(forKey key: Key) throws { container.set(.null, for: key.stringValue) }
        func encode(_ value: Bool, forKey key: Key) throws { container.set(.bool(value), for: key.stringValue) }
        func encode(_ value: String, forKey key: Key) throws { container.set(.string(value), for: key.stringValue) }
        func encode(_ value: Int, forKey key: Key) throws { container.set(.number(value), for: key.stringValue) }
        func encode(_ value: Double, forKey key: Key) throws {
            container.set(try encoder.number(value, key: key), for: key.stringValue)
        }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            container.set(try encoder.node(value, key: key), for: key.stringValue)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = Container(.object)
            container.set(.container(nested), for: key.stringValue)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: JSONNodeEncoder(parent: encoder, key: key), container: nested))
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = Container(.array)
            container.set(.container(nested), for: key.stringValue)
            return Unkeyed(encoder: JSONNodeEncoder(parent: encoder, key: key), container: nested)
        }

        func superEncoder() -> any Encoder { encoder.superEncoder(key: JSONKey("super"), in: container) }
        func superEncoder(forKey key: Key) -> any Encoder { encoder.superEncoder(key: key, in: container) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: JSONNodeEncoder
        let container: Container
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { container.values.count }

        func encodeNil() throws { container.values.append(.null) }
        func encode(_ value: Bool) throws { container.values.append(.bool(value)) }
        func encode(_ value: String) throws { container.values.append(.string(value)) }
        func encode(_ value: Int) throws { container.values.append(.number(value)) }
        func encode(_ value: Double) throws { container.values.append(try encoder.number(value, key: JSONKey(count))) }
        func encode<T: Encodable>(_ value: T) throws { container.values.append(try encoder.node(value, key: JSONKey(count))) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = Container(.object)
            let key = JSONKey(count)
            container.values.append(.container(nested))
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: JSONNodeEncoder(parent: encoder, key: key), container: nested))
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = Container(.array)
            let key = JSONKey(count)
            container.values.append(.container(nested))
            return Unkeyed(encoder: JSONNodeEncoder(parent: encoder, key: key), container: nested)
        }

        func superEncoder() -> any Encoder { encoder.superEncoder(key: JSONKey(count), in: container) }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: JSONNodeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func set(_ node: JSONNode) {
            precondition(encoder.storage.values.isEmpty, "\(codingPath.map(\.stringValue)): a single value encoded twice")
            encoder.storage.values = [node]
        }

        func encodeNil() throws { set(.null) }
        func encode(_ value: Bool) throws { set(.bool(value)) }
        func encode(_ value: String) throws { set(.string(value)) }
        func encode(_ value: Int) throws { set(.number(value)) }
        func encode(_ value: Double) throws { set(try encoder.number(value, key: nil)) }
        func encode<T: Encodable>(_ value: T) throws {
            if let node = try encoder.scalar(value, key: nil) { return set(node) }
            // The value's own containers become this encoder's.
            encoder.storage.kind = .unset
            try value.encode(to: encoder)
            if encoder.storage.kind == .unset { set(.object([])) }
        }
    }

    /// A key of a nested value: an array index, or `super`.
    private struct JSONKey: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(_ string: String) { stringValue = string; intValue = nil }
        init(_ index: Int) { stringValue = "Index \(index)"; intValue = index }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(intValue) }
    }
}
