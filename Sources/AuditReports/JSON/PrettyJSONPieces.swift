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
        let escaped = bytes.withContiguousStorageIfAvailable { escapingInvisibles($0) } ?? Array(bytes).withUnsafeBufferPointer { escapingInvisibles($0) }
        if let escaped { return indented(escaped, level: level) }
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
    /// `nil` when it holds none (found on the bytes, without decoding them).
    static func escapingInvisibles(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard invisibleLength(in: bytes, at: bytes.indices) != nil else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            if let (length, scalar) = invisible(in: bytes, at: index) {
                let hex = Array(String(scalar, radix: 16).utf8)
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
                out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
                out.append(contentsOf: hex)
                index += length
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    /// Whether any invisible character starts in `range` of `bytes`; `nil` when none does.
    private static func invisibleLength(in bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>) -> Int? {
        for index in range where bytes[index] == 0xC2 || bytes[index] == 0xD8 || bytes[index] == 0xE2 {
            if let (length, _) = invisible(in: bytes, at: index) { return length }
        }
        return nil
    }

    /// The UTF-8 length and scalar value of the invisible character at `index`, if one starts
    /// there: C1 controls (C2 80–9F), U+061C (D8 9C), U+200E/F, U+2028–U+202E (E2 80 …),
    /// U+2066–U+2069 (E2 81 A6–A9).
    private static func invisible(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, UInt32)? {
        let lead = bytes[index]
        guard index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        switch lead {
        case 0xC2 where (0x80...0x9F).contains(second):
            return (2, UInt32(second))
        case 0xD8 where second == 0x9C:
            return (2, 0x061C)
        case 0xE2 where index + 2 < bytes.count:
            let third = bytes[index + 2]
            let value = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            guard second == 0x80 || second == 0x81 else { return nil }
            return isInvisible(Unicode.Scalar(value)!) ? (3, value) : nil
        default:
            return nil
        }
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
