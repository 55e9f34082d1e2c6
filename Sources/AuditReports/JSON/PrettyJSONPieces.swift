/// Pieces of pretty-printed JSON in the layout Foundation's encoders write with
/// `.prettyPrinted` and `.sortedKeys` (two spaces per level, `"key" : value`, an empty array or
/// object as an opening line, an empty line and its closing line), for writers that hand a
/// document over one member at a time: each member is encoded on its own and indented to its
/// place, so the pieces joined are the bytes the whole document encoded at once would be.
struct PrettyJSONPieces {
    /// The UTF-8 text `bytes` with every line after the first indented by `level` steps
    /// (empty lines stay empty, as Foundation writes them).
    ///
    /// Characters that reorder or split what a reader sees — the bidirectional controls and
    /// marks (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the line and paragraph
    /// separators (U+2028, U+2029) and the C1 controls (U+0080–U+009F) — are written as JSON
    /// escapes (`\u202e`): the value read back is the same, the text shows where they are.
    /// Outside strings JSON holds only ASCII, so this is done on the bytes.
    static func indented(_ bytes: some Collection<UInt8>, level: Int) -> String {
        if let escaped = escapingInvisibles(bytes) { return indented(escaped, level: level) }
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

    /// `bytes` (UTF-8 JSON) with the characters ``indented(_:level:)`` names escaped, or
    /// `nil` when it holds none.
    static func escapingInvisibles(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        // Their UTF-8 starts with 0xC2 (C1), 0xD8 (U+061C) or 0xE2 (the others).
        guard bytes.contains(where: { $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.unicodeScalars.contains(where: isInvisible) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: "\\u".utf8)
                out.append(contentsOf: String(repeating: "0", count: 4 - hex.count).utf8)
                out.append(contentsOf: hex.utf8)
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
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
