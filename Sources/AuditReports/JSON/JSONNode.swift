/// A JSON value as the report writers build it before ``PrettyJSON`` writes it: objects keep
/// their members in the order they were set (the writer sorts them), numbers are kept as the
/// text they are written as.
///
/// The SARIF writer builds its results with literals (`["level": "note", "ruleIndex": 3]`);
/// ``JSONNodeEncoder`` builds the same values from any `Encodable`.
enum JSONNode {
    case null
    case bool(Bool)
    /// A number as JSON text: Foundation's form (``number(_:)-swift.type.method``).
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in the order they were set; the last of a repeated key wins when written.
    case object([(key: String, value: JSONNode)])
    /// A container an encoder is still filling, read when the value is written.
    case container(JSONNodeEncoder.Container)

    /// An integer's text.
    static func number(_ value: some BinaryInteger) -> JSONNode { .number(String(value)) }

    /// A double's text as Foundation's JSON encoders write it: the shortest text that reads back
    /// as the same value, without a fractional `.0` (`1`, `0.1`, `1e-07`, `-0`).
    static func number(_ value: Double) -> JSONNode { .number(PrettyJSON.text(of: value)) }

    /// The object's member for `key` (the last one set), if there is one.
    subscript(key: String) -> JSONNode? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.last(where: { $0.key == key })?.value
        }
        set {
            guard case .object(var members) = self else { return }
            self = .null  // the members are now uniquely referenced: appending copies nothing
            members.removeAll { $0.key == key }
            if let newValue { members.append((key, newValue)) }
            self = .object(members)
        }
    }
}

extension JSONNode: ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONNode...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONNode)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
}
