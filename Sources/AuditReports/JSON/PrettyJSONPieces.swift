/// Pieces of pretty-printed JSON in ``PrettyJSON``'s layout, for writers that hand a document
/// over one member at a time: each member is written on its own at its depth, so the pieces
/// joined are the bytes the whole document written at once would be.
struct PrettyJSONPieces {
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

    /// An array written one element at a time: ``append(_:to:)`` each element, then
    /// ``finish(to:)``.
    struct ArrayPieces {
        let level: Int
        private var count = 0
        /// One writer for every element: its buffer and the key orders it learned are reused.
        private var json = PrettyJSON(capacity: 4096)
        private let indent: String

        init(level: Int) {
            self.level = level
            indent = String(repeating: "  ", count: level + 1)
        }

        mutating func append(_ element: JSONNode, to output: (String) throws -> Void) throws {
            json.clear()
            json.append(count == 0 ? "[\n" : ",\n")
            json.append(indent)
            json.write(element, level: level + 1)
            try output(String(decoding: json.bytes, as: UTF8.self))
            count += 1
        }

        func finish(to output: (String) throws -> Void) throws {
            try output((count == 0 ? "[\n\n" : "\n") + String(repeating: "  ", count: level) + "]")
        }
    }
}
