import Foundation
import Testing
@testable import AuditReports

/// The JSON writers' encoder against Foundation's `JSONEncoder` (`.prettyPrinted`, `.sortedKeys`,
/// `.withoutEscapingSlashes`), the independent implementation whose bytes it promises: every
/// kind of container, key order, escape and number text.
@Suite struct PrettyJSONTests {
    static func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func ours(_ value: some Encodable) throws -> String {
        PrettyJSON.text(try JSONNodeEncoder.node(value))
    }

    /// Keys set out of order, in nested keyed and unkeyed containers, a superclass's members
    /// through `superEncoder()`, and values of every primitive type.
    class Base: Encodable {
        var zeta = "base"
        enum CodingKeys: String, CodingKey { case zeta }
    }

    final class Derived: Base {
        var numbers: [Double] = [1, 0.1, 1e-7, 1e21, 123_456_789_012_345_680, -0.0, 2.5e-5, 1e16, 1e15, 4.5, 100, .pi, -.ulpOfOne]
        enum Keys: String, CodingKey { case numbers, nested, list, nothing, absent, small, big, flag, single, text, Upper, a10, a9, é, _under }
        enum Inner: String, CodingKey { case b, a }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("x\u{1}y\u{1F}\t\n\r\u{8}\u{C}\"\\/é\u{7F} ☃ 😀", forKey: .text)
            try container.encode(numbers, forKey: .numbers)
            var nested = container.nestedContainer(keyedBy: Inner.self, forKey: .nested)
            try nested.encode(2, forKey: .b)
            try nested.encode(Float(0.1), forKey: .a)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(true)
            try list.encodeNil()
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encode(UInt64.max)
            try deeper.encode(Int64.min)
            try deeper.encode(Int8(-3))
            var inList = list.nestedContainer(keyedBy: Inner.self)
            try inList.encode("one", forKey: .a)
            try container.encodeNil(forKey: .nothing)
            try container.encodeIfPresent(Int?.none, forKey: .absent)
            try container.encode([Int](), forKey: .small)
            try container.encode([String: Int](), forKey: .big)
            try container.encode(false, forKey: .flag)
            try container.encode(Single(value: 7), forKey: .single)
            for key in [Keys.Upper, .a10, .a9, .é, ._under] { try container.encode(key.rawValue, forKey: key) }
            try super.encode(to: container.superEncoder())
        }

        override init() {}
    }

    struct Single: Encodable {
        let value: Int
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    enum Shape: Encodable {
        case circle(radius: Double)
        case label(String, Int)
        case none
    }

    struct Types: Encodable {
        var url = URL(string: "https://example.com/a%20b?c=d")!
        var data = Data([0, 1, 2, 250, 255])
        var decimal = Decimal(string: "12.345")!
        var date = Date(timeIntervalSinceReferenceDate: 12.5)
        var words: [String: Int] = Dictionary(uniqueKeysWithValues: (0..<40).map { ("w\(($0 * 7919) % 40)", $0) })
        var indexed: [Int: String] = [3: "c", 1: "a", 20: "t"]
        var shapes: [Shape] = [.circle(radius: 2), .label("x", 1), .none]
        var optional: String? = nil
        var wrapped: [[Int]] = [[], [1], [[2, 3]].flatMap { $0 }]
    }

    @Test func writesWhatJSONEncoderWrites() throws {
        #expect(try Self.ours(Derived()) == (try Self.foundation(Derived())))
        #expect(try Self.ours(Types()) == (try Self.foundation(Types())))
        for value in [0.0, 1, -1.5, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e22, 0.000_1, 123.456, 9_007_199_254_740_992] {
            #expect(try Self.ours([value]) == (try Self.foundation([value])), "\(value)")
        }
        #expect(try Self.ours("top") == (try Self.foundation("top")))
        #expect(try Self.ours(Single(value: 3)) == (try Self.foundation(Single(value: 3))))
    }

    /// Numbers written through one context (whose cache of number texts fills, and whose slots
    /// are shared by many values) are written as JSONEncoder writes them.
    @Test func numbersThroughOneContextKeepTheirText() throws {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
        let values = (0..<20_000).map { index -> Double in
            index % 3 == 0 ? Double(next() >> 56) / 255 : Double(next() >> 11) / Double(1 << 53) * 21
        }
        let context = JSONNodeEncoder.Context()
        for chunk in stride(from: 0, to: values.count, by: 1_000).map({ Array(values[$0..<$0 + 1_000]) }) + [values] {
            #expect(PrettyJSON.text(try JSONNodeEncoder.node(chunk, context: context)) == (try Self.foundation(chunk)))
        }
    }

    /// Every control character and a sample of the rest of the first two planes.
    @Test func escapesStringsAsJSONEncoderDoes() throws {
        let texts = (0..<0x80).map { String(Character(Unicode.Scalar(UInt8($0)))) }
            + ["\u{A0}", "\u{FEFF}", "\u{10FFFF}", "a\"b\\c/d", "", "\u{E9}\u{301}"]
        for text in texts {
            #expect(try Self.ours([text]) == (try Self.foundation([text])), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// What JSON cannot hold is an error that says where, as `JSONEncoder` reports it.
    @Test func aNumberJSONCannotHoldIsAnErrorAtItsPath() throws {
        struct Holder: Encodable { var values: [Double] }
        for value in [Double.nan, .infinity, -.infinity] {
            do {
                _ = try JSONNodeEncoder.node(Holder(values: [1, value]))
                Issue.record("\(value) was encoded")
            } catch EncodingError.invalidValue(_, let context) {
                #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"])
            }
        }
    }

    /// A key set twice keeps its last value, as a dictionary does.
    @Test func aRepeatedKeyKeepsItsLastValue() throws {
        struct Twice: Encodable {
            enum Keys: String, CodingKey { case b, a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .b)
                try container.encode(2, forKey: .a)
                try container.encode(3, forKey: .b)
            }
        }
        #expect(try Self.ours(Twice()) == "{\n  \"a\" : 2,\n  \"b\" : 3\n}")
        var node: JSONNode = ["b": 1, "a": 2]
        node["b"] = 3
        node["c"] = nil
        #expect(PrettyJSON.text(node) == "{\n  \"a\" : 2,\n  \"b\" : 3\n}")
    }

    /// A value written deeper in a document has its lines indented for its depth.
    @Test func indentsForTheDepthItIsWrittenAt() {
        let node: JSONNode = ["list": [1, [:]], "empty": []]
        let lines = [
            "{", #"      "empty" : ["#, "", "      ],", #"      "list" : ["#, "        1,", "        {", "", "        }", "      ]", "    }",
        ]
        #expect(PrettyJSON.text(node, level: 2) == lines.joined(separator: "\n"))
    }
}
