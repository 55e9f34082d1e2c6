/// JSON Pointers (RFC 6901), for every loader that follows one: `$ref` in token files and
/// resolver documents, `#/sets/NAME` in a resolution order.
enum JSONPointer {
    /// The reference tokens of a pointer, unescaped (`~1` is `/`, `~0` is `~`): `""` is the
    /// whole document (no token), `"/a/b"` is `["a", "b"]`, `"/"` is `[""]`. `nil` when the
    /// pointer is not empty and does not start with `/`, or has a `~` followed by anything but
    /// `0` or `1` (which RFC 6901 leaves undefined: refused, not guessed at).
    static func tokens(_ pointer: some StringProtocol) -> [String]? {
        guard !pointer.isEmpty else { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for part in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var scalars = part.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "~" else {
                    token.unicodeScalars.append(scalar)
                    continue
                }
                switch scalars.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: return nil
                }
            }
            tokens.append(token)
        }
        return tokens
    }

    /// The value `tokens` name in a document: an object's member by key, an array's element
    /// by index (digits without a leading zero); `nil` when a token names nothing.
    static func value(at tokens: [String], in root: JSONValue) -> JSONValue? {
        var value = root
        for token in tokens {
            guard let next = child(token, of: value) else { return nil }
            value = next
        }
        return value
    }

    /// One step: the member `token` of an object, or the element it indexes in an array.
    static func child(_ token: String, of value: JSONValue) -> JSONValue? {
        if let object = value.object { return object[token] }
        guard let array = value.array, let index = index(token), array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// An array index as RFC 6901 writes it: `0`, or digits without a leading zero.
    static func index(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            token == "0" || !token.hasPrefix("0"), token.utf8.count <= 18
        else { return nil }
        return Int(token)
    }

    /// A token as a pointer writes it.
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
