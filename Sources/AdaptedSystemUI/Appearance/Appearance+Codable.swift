/// An appearance cell encodes as its ``Appearance/key`` (`"darkElevated"`), as reports and
/// palette files write it.
extension Appearance: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let key = try container.decode(String.self)
        guard let cell = Appearance(key: key) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(key)' is not an appearance cell; expected one of: \(Appearance.allCases.map(\.key).joined(separator: ", "))")
        }
        self = cell
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(key)
    }
}
