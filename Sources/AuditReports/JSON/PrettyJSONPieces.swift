/// Pieces of pretty-printed JSON in the layout Foundation's encoders write with
/// `.prettyPrinted` and `.sortedKeys` (two spaces per level, `"key" : value`, an empty array or
/// object as an opening line, an empty line and its closing line), for writers that hand a
/// document over one member at a time: each member is encoded on its own and indented to its
/// place, so the pieces joined are the bytes the whole document encoded at once would be.
struct PrettyJSONPieces {
    /// The UTF-8 text `bytes` with every line after the first indented by `level` steps
    /// (empty lines stay empty, as Foundation writes them).
    static func indented(_ bytes: some Collection<UInt8>, level: Int) -> String {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        guard level > 0, bytes.contains(newline) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 4)
        var lineStart = false
        for byte in bytes {
            if lineStart && byte != newline { result.append(contentsOf: repeatElement(space, count: 2 * level)) }
            result.append(byte)
            lineStart = byte == newline
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Writes an object member by member: `members` in the order of their keys (sorted by
    /// UTF-8 bytes, as `.sortedKeys` sorts), each value written by its closure at `level + 1`.
    /// Keys are written as given, in quotes: they must need no escaping.
    static func object(
        level: Int, members: [(key: String, write: (_ level: Int) throws -> Void)], to output: (String) throws -> Void
    ) throws {
        let indent = String(repeating: "  ", count: level + 1)
        guard !members.isEmpty else {
            try output("{\n\n" + String(repeating: "  ", count: level) + "}")
            return
        }
        let sorted = members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
        try output("{\n")
        for (index, member) in sorted.enumerated() {
            try output((index > 0 ? ",\n" : "") + indent + "\"" + member.key + "\" : ")
            try member.write(level + 1)
        }
        try output("\n" + String(repeating: "  ", count: level) + "}")
    }

    /// An array written one element at a time: ``append(_:to:)`` each element's UTF-8 text
    /// (encoded at level 0), then ``finish(to:)``.
    struct ArrayPieces {
        let level: Int
        private var count = 0

        init(level: Int) { self.level = level }

        mutating func append(_ element: some Collection<UInt8>, to output: (String) throws -> Void) throws {
            let indent = String(repeating: "  ", count: level + 1)
            try output((count == 0 ? "[\n" : ",\n") + indent + PrettyJSONPieces.indented(element, level: level + 1))
            count += 1
        }

        func finish(to output: (String) throws -> Void) throws {
            try output((count == 0 ? "[\n\n" : "\n") + String(repeating: "  ", count: level) + "]")
        }
    }
}
