// An Encoder that keeps nothing: what Codable's dispatch and a model's own encode(to:) cost,
// the floor under any Codable writer (the JSON writer's benchmark runs beside it).
import Benchmark

final class NullEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { KeyedEncodingContainer(NullKeyed<Key>()) }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { NullUnkeyed() }
    func singleValueContainer() -> any SingleValueEncodingContainer { NullSingle() }
}
struct NullKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] = []
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { blackHole(key.stringValue); try value.encode(to: NullEncoder()) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> { KeyedEncodingContainer(NullKeyed<NestedKey>()) }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { NullUnkeyed() }
    mutating func superEncoder() -> any Encoder { NullEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { NullEncoder() }
}
struct NullUnkeyed: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] = []
    var count = 0
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: NullEncoder()) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> { KeyedEncodingContainer(NullKeyed<NestedKey>()) }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { NullUnkeyed() }
    mutating func superEncoder() -> any Encoder { NullEncoder() }
}
struct NullSingle: SingleValueEncodingContainer {
    var codingPath: [any CodingKey] = []
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws { if !(value is String || value is Double || value is Int || value is Bool) { try value.encode(to: NullEncoder()) } }
}
