import Foundation

/// JSON text in the layout Foundation's `JSONEncoder` and `JSONSerialization` write with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` — two spaces per level,
/// `"key" : value`, keys sorted by their UTF-8 bytes, an empty array or object as its opening
/// line, an empty line and its closing line — written as bytes straight into one buffer.
///
/// Strings are escaped as RFC 8259 asks (`"`, `\`, the C0 controls; `\n`, `\t` and the other short
/// forms where JSON has one) and, beyond what Foundation does, characters that reorder or split
/// what a reader sees are escaped too: the bidirectional controls and marks (U+061C, U+200E,
/// U+200F, U+202A–U+202E, U+2066–U+2069), the line and paragraph separators (U+2028, U+2029)
/// and the C1 controls (U+0080–U+009F) are written `\u202e`. The value read back is the same;
/// the text shows where they are.
struct PrettyJSON {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// `node` as text, its lines after the first indented for a value `level` deep.
    static func text(_ node: JSONNode, level: Int = 0) -> String {
        var json = PrettyJSON()
        json.write(node, level: level)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// Empties the text, keeping its storage and what it learned of key orders.
    mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `node`, its lines after the first indented for a value `level` deep.
    mutating func write(_ node: JSONNode, level: Int) {
        switch node {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let text): append(text)
        case .string(let text): writeString(text)
        case .array(let elements): writeArray(elements, level: level)
        case .object(let members): writeObject(members, level: level)
        case .container(let container):
            switch container.kind {
            case .unset: writeObject([], level: level)
            case .single: write(container.values.first ?? .null, level: level)
            case .array: writeArray(container.values, level: level)
            case .object: writeObject(container.members, level: level)
            }
        }
    }

    private mutating func writeArray(_ elements: [JSONNode], level: Int) {
        bytes.append(UInt8(ascii: "["))
        bytes.append(newline)
        if elements.isEmpty {
            bytes.append(newline)
        } else {
            for (index, element) in elements.enumerated() {
                if index > 0 { separate() }
                indent(level + 1)
                write(element, level: level + 1)
            }
            bytes.append(newline)
        }
        indent(level)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ members: [(key: String, value: JSONNode)], level: Int) {
        bytes.append(UInt8(ascii: "{"))
        bytes.append(newline)
        if members.isEmpty {
            bytes.append(newline)
        } else {
            var first = true
            for index in sortedOrder(members) {
                if !first { separate() }
                first = false
                indent(level + 1)
                writeString(members[index].key)
                append(" : ")
                write(members[index].value, level: level + 1)
            }
            bytes.append(newline)
        }
        indent(level)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Recent objects' keys and their order: the objects of one type have the same keys, set
    /// in the same order, so most orders are found here by comparing keys (usually the same
    /// string storage, compared by identity) instead of sorting them again.
    private var recentOrders: [(keys: [String], order: [Int])] = []
    private var nextRecent = 0

    /// The indices of `members` in the order of their keys' UTF-8 bytes, one per distinct
    /// key: the last set of a repeated key (as a dictionary keeps it).
    private mutating func sortedOrder(_ members: [(key: String, value: JSONNode)]) -> [Int] {
        for recent in recentOrders where recent.keys.count == members.count {
            if zip(recent.keys, members).allSatisfy({ $0 == $1.key }) { return recent.order }
        }
        let keys = members.map(\.key)
        let order = Self.sortedOrder(keys)
        if recentOrders.count < 16 {
            recentOrders.append((keys, order))
        } else {
            recentOrders[nextRecent] = (keys, order)
            nextRecent = (nextRecent + 1) % 16
        }
        return order
    }

    /// The indices of `keys` in the order of their UTF-8 bytes, one per distinct key: the last
    /// set of a repeated key.
    static func sortedOrder(_ keys: [String]) -> [Int] {
        var order = Array(keys.indices)
        var sorted = true
        for index in keys.indices.dropFirst() where !precedes(keys[index - 1], keys[index]) {
            sorted = false
            break
        }
        if sorted { return order }
        // Stable: of equal keys, the one set last is last.
        order.sort { precedes(keys[$0], keys[$1]) || (keys[$0] == keys[$1] && $0 < $1) }
        var distinct: [Int] = []
        distinct.reserveCapacity(order.count)
        for index in order {
            if let last = distinct.last, keys[last] == keys[index] { distinct[distinct.count - 1] = index } else { distinct.append(index) }
        }
        return distinct
    }

    /// Whether `first` sorts before `second` by UTF-8 bytes.
    static func precedes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                let common = min(a.count, b.count)
                if common > 0, let aBase = a.baseAddress, let bBase = b.baseAddress {
                    let order = memcmp(aBase, bBase, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }

    private mutating func indent(_ level: Int) {
        for _ in 0..<2 * level { bytes.append(UInt8(ascii: " ")) }
    }

    private var newline: UInt8 { UInt8(ascii: "\n") }

    /// `,` and a line break, between two members or elements.
    private mutating func separate() {
        bytes.append(UInt8(ascii: ","))
        bytes.append(newline)
    }

    /// Appends `text` as it is.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string.
    mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { writeString(utf8: $0) }
    }

    private mutating func writeString(utf8 source: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0, index = 0
        while index < source.count {
            let byte = source[index]
            let escape: (replacement: [UInt8], length: Int)?
            switch byte {
            case UInt8(ascii: "\""): escape = (Array(#"\""#.utf8), 1)
            case UInt8(ascii: "\\"): escape = (Array(#"\\"#.utf8), 1)
            case UInt8(ascii: "\n"): escape = (Array(#"\n"#.utf8), 1)
            case UInt8(ascii: "\r"): escape = (Array(#"\r"#.utf8), 1)
            case UInt8(ascii: "\t"): escape = (Array(#"\t"#.utf8), 1)
            case 0x08: escape = (Array(#"\b"#.utf8), 1)
            case 0x0C: escape = (Array(#"\f"#.utf8), 1)
            case 0..<0x20: escape = (Self.unicodeEscape(UInt32(byte)), 1)
            case 0xC2, 0xD8, 0xE2: escape = Self.invisible(in: source, at: index).map { (Self.unicodeEscape($0.scalar), $0.length) }
            default: escape = nil
            }
            if let escape {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                bytes.append(contentsOf: escape.replacement)
                index += escape.length
                start = index
            } else {
                index += 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<source.count]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\u` and four lowercase hexadecimal digits, as Foundation writes a control character.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return Array(#"\u"#.utf8) + [12, 8, 4, 0].map { digits[Int((value >> UInt32($0)) & 0xF)] }
    }

    /// The scalar value and UTF-8 length of the invisible character that starts at `index`, if
    /// one does: C1 controls (C2 80–9F), U+061C (D8 9C), U+200E/F, U+2028–U+202E (E2 80 …),
    /// U+2066–U+2069 (E2 81 A6–A9).
    private static func invisible(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        guard index + 1 < bytes.count else { return nil }
        let lead = bytes[index], second = bytes[index + 1]
        switch lead {
        case 0xC2 where (0x80...0x9F).contains(second):
            return (UInt32(second), 2)
        case 0xD8 where second == 0x9C:
            return (0x061C, 2)
        case 0xE2 where index + 2 < bytes.count && (second == 0x80 || second == 0x81):
            let value = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            return isInvisible(Unicode.Scalar(value)!) ? (value, 3) : nil
        default:
            return nil
        }
    }

    /// Whether the writer escapes `scalar` although JSON does not ask it to.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A double's JSON text as Foundation writes it: Swift's shortest round-trip text without a
    /// trailing `.0` (`1`, `0.1`, `1e-07`, `1e+21`, `-0`).
    static func text(of value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
