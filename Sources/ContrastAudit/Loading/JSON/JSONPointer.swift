/// JSON Pointers (RFC 6901), for every loader that follows one: `$ref` in token files and
/// resolver documents, `#/sets/NAME` in a resolution order.
enum JSONPointer {
    /// The reference tokens of a pointer, unescaped (`~1` is `/`, `~0` is `~`): `""` is the
    /// whole document (no token), `"/a/b"` is `["a", "b"]`, `"/"` is `[""]`. `nil` when the
    /// pointer is not empty and does not start with `/`.
    static func tokens(_ pointer: some StringProtocol) -> [String]? {
        guard !pointer.isEmpty else { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { unescape(String($0)) }
    }

    /// The value `tokens` name in a document read by `JSONDocument`: an object's member by
    /// key, an array's element by index (digits without a leading zero); `nil` when a token
    /// names nothing.
    static func value(at tokens: [String], in root: Any) -> Any? {
        var value = root
        for token in tokens {
            guard let next = child(token, of: value) else { return nil }
            value = next
        }
        return value
    }

    /// One step: the member `token` of an object, or the element it indexes in an array.
    static func child(_ token: String, of value: Any) -> Any? {
        if let object = value as? [String: Any] { return object[token] }
        guard let array = value as? [Any], let index = index(token), array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// An array index as RFC 6901 writes it: `0`, or digits without a leading zero.
    static func index(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            token == "0" || !token.hasPrefix("0"), token.utf8.count <= 18
        else { return nil }
        return Int(token)
    }

    /// RFC 6901: `~1` is `/`, `~0` is `~` (in that order, so `~01` is `~1`).
    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// A token as a pointer writes it.
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
