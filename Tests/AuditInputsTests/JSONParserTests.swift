@testable import AuditInputs
@testable import ContrastAudit
import AuditTestSupport
import Foundation
import Testing

/// Counts checks and prints the ones that fail.
final class Checker {
    var passed = 0
    var failed = 0
    var group = ""
    var failures: [String] = []

    func check(_ condition: Bool, _ what: @autoclosure () -> String, line: UInt = #line) {
        if condition {
            passed += 1
        } else {
            failed += 1
            failures.append("[\(group)] JSONParserTests.swift:\(line): \(what())")
        }
    }

    func equal<T: Equatable>(_ actual: T?, _ expected: T, _ what: String = "", line: UInt = #line) {
        check(actual == expected,
              "\(what) expected \(expected), got \(actual.map { "\($0)" } ?? "nil")", line: line)
    }
}

// MARK: - Helpers

func parse(_ text: String, json5: Bool = false) -> Result<JSONValue, JSONParseError> {
    parseBytes(Array(text.utf8), json5: json5)
}

func parseBytes(_ bytes: [UInt8], json5: Bool = false) -> Result<JSONValue, JSONParseError> {
    do {
        return .success(json5 ? try JSONParser.parseJSON5(bytes) : try JSONParser.parse(bytes))
    } catch {
        return .failure(error)
    }
}

func P(_ line: Int, _ column: Int) -> JSONPosition { JSONPosition(line: line, column: column) }

extension Checker {
    /// Parses `text` and returns the value, recording a failure if it does not parse.
    func value(_ text: String, json5: Bool = false, line: UInt = #line) -> JSONValue? {
        switch parse(text, json5: json5) {
        case .success(let value):
            passed += 1
            return value
        case .failure(let error):
            check(false, "expected \(json5 ? "JSON5" : "JSON") \(text.debugDescription) to parse, got \(error)", line: line)
            return nil
        }
    }

    /// Checks that `bytes` fail to parse with exactly this position and message.
    func error(bytes: [UInt8], json5: Bool = false, _ line: Int, _ column: Int, _ message: String,
               label: String, sourceLine: UInt = #line) {
        switch parseBytes(bytes, json5: json5) {
        case .success:
            check(false, "expected \(label) to fail with \(line):\(column) \(message), but it parsed", line: sourceLine)
        case .failure(let error):
            let expected = JSONParseError(line: line, column: column, message: message)
            check(error == expected, "\(label): expected \(expected), got \(error)", line: sourceLine)
        }
    }

    func error(_ text: String, json5: Bool = false, _ line: Int, _ column: Int, _ message: String,
               sourceLine: UInt = #line) {
        error(bytes: Array(text.utf8), json5: json5, line, column, message,
              label: "\(json5 ? "JSON5" : "JSON") \(text.debugDescription)", sourceLine: sourceLine)
    }

    /// Checks a value found by pointer: its position, and optionally its number or string.
    func at(_ root: JSONValue?, _ pointer: String, _ position: JSONPosition, line: UInt = #line) {
        let found = root?.value(at: pointer)
        check(found?.position == position,
              "\(pointer.debugDescription) expected at \(position), got \(found.map { "\($0.position)" } ?? "nothing")",
              line: line)
    }

    func keyPosition(_ root: JSONValue?, _ pointer: String, _ key: String, _ position: JSONPosition, line: UInt = #line) {
        let member = root?.value(at: pointer)?.object?.member(key)
        check(member?.keyPosition == position,
              "key \(key) in \(pointer.debugDescription) expected at \(position), got \(member.map { "\($0.keyPosition)" } ?? "nothing")",
              line: line)
    }
}

/// Structural equality ignoring positions (NaN equals NaN; for objects, same members in order).
func sameValue(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a.kind, b.kind) {
    case (.null, .null): return true
    case let (.bool(x), .bool(y)): return x == y
    case let (.number(x), .number(y)): return x == y || (x.isNaN && y.isNaN)
    case let (.string(x), .string(y)): return x == y
    case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
    case let (.object(x), .object(y)):
        return x.members.count == y.members.count && zip(x.members, y.members).allSatisfy {
            $0.key == $1.key && sameValue($0.value, $1.value)
        }
    default: return false
    }
}

/// The value as Foundation's `JSONSerialization` gives it (`NSNull`, `NSNumber` for booleans
/// and numbers, `String`, `[Any]`, `[String: Any]`; a repeated key keeps its last value, as
/// there), to compare the parser with Foundation below.
func toFoundation(_ value: JSONValue) -> Any {
    switch value.kind {
    case .null: NSNull()
    case .bool(let bool): NSNumber(value: bool)
    case .number(let number): NSNumber(value: number)
    case .string(let string): string
    case .array(let elements): elements.map(toFoundation)
    case .object(let members): Dictionary(members.members.map { ($0.key, toFoundation($0.value)) }, uniquingKeysWith: { _, last in last })
    }
}

func isFoundationBool(_ x: Any) -> Bool {
    x is NSNumber && String(describing: type(of: x)).contains("Boolean")
}

/// The Double nearest to a Foundation number. On Linux, JSONSerialization returns long decimals
/// as NSDecimalNumber, whose `doubleValue` is not correctly rounded; its exact decimal text is.
func exactDouble(_ number: NSNumber) -> Double {
    if let decimal = number as? NSDecimalNumber, let double = Double(decimal.stringValue) { return double }
    return number.doubleValue
}

/// Deep equality of Foundation JSON objects: numbers compared as Double, booleans kept apart from numbers.
func foundationEqual(_ a: Any, _ b: Any) -> Bool {
    if a is NSNull || b is NSNull { return a is NSNull && b is NSNull }
    if let x = a as? NSNumber {
        guard let y = b as? NSNumber, isFoundationBool(x) == isFoundationBool(y) else { return false }
        return isFoundationBool(x) ? x.boolValue == y.boolValue : exactDouble(x) == exactDouble(y)
    }
    if let x = a as? String { return (b as? String) == x }
    if let x = a as? [Any] {
        guard let y = b as? [Any], x.count == y.count else { return false }
        return zip(x, y).allSatisfy { foundationEqual($0, $1) }
    }
    if let x = a as? [String: Any] {
        guard let y = b as? [String: Any], x.count == y.count else { return false }
        return x.allSatisfy { key, value in y[key].map { foundationEqual(value, $0) } ?? false }
    }
    return false
}

// MARK: - Test groups

extension Checker {
    func testKindsAndPositions() {
        group = "kinds and positions"
        let lines = [
            "{",
            "  \"null\": null,",
            "  \"t\": true,",
            "  \"f\": false,",
            "  \"n\": -12.5e1,",
            "  \"s\": \"h\u{E9}llo\",",
            "  \"a\": [1, \"x\", [ ]],",
            "\t\"o\": {\"k\": {}}",
            "}",
        ]
        for (name, separator) in [("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r")] {
            group = "kinds and positions (\(name))"
            guard let root = value(lines.joined(separator: separator)) else { continue }
            equal(root.position, P(1, 1), "root")
            equal(root.kindName, "an object")
            equal(root.object?.keys, ["null", "t", "f", "n", "s", "a", "o"])
            check(root.value(at: "/null")?.isNull == true, "null")
            equal(root.value(at: "/null")?.kindName, "null")
            equal(root.value(at: "/t")?.bool, true)
            equal(root.value(at: "/t")?.kindName, "a boolean")
            equal(root.value(at: "/f")?.bool, false)
            equal(root.value(at: "/n")?.number, -125)
            equal(root.value(at: "/n")?.kindName, "a number")
            equal(root.value(at: "/s")?.string, "h\u{E9}llo")
            equal(root.value(at: "/s")?.kindName, "a string")
            equal(root.value(at: "/a")?.array?.count, 3)
            equal(root.value(at: "/a")?.kindName, "an array")
            equal(root.value(at: "/a/2")?.array?.count, 0)
            equal(root.value(at: "/o/k")?.object?.count, 0)
            at(root, "/null", P(2, 11))
            at(root, "/t", P(3, 8))
            at(root, "/f", P(4, 8))
            at(root, "/n", P(5, 8))
            at(root, "/s", P(6, 8))
            at(root, "/a", P(7, 8))
            at(root, "/a/0", P(7, 9))
            at(root, "/a/1", P(7, 12))
            at(root, "/a/2", P(7, 17))
            at(root, "/o", P(8, 7))
            at(root, "/o/k", P(8, 13))
            keyPosition(root, "", "null", P(2, 3))
            keyPosition(root, "", "a", P(7, 3))
            keyPosition(root, "", "o", P(8, 2))
            keyPosition(root, "/o", "k", P(8, 8))
        }

        group = "accessors"
        if let root = value("[null, true, 1.5, \"s\", [], {}]"), let items = root.array {
            let names = items.map(\.kindName)
            equal(names, ["null", "a boolean", "a number", "a string", "an array", "an object"])
            check(items[0].isNull && !items[1].isNull, "isNull")
            check(items[0].bool == nil && items[0].number == nil && items[0].string == nil
                  && items[0].array == nil && items[0].object == nil, "null has no typed payload")
            check(items[1].number == nil && items[2].bool == nil && items[3].number == nil
                  && items[4].object == nil && items[5].array == nil, "typed accessors return nil for other kinds")
            equal(items[2].number, 1.5)
            equal(items[3].string, "s")
        }

        group = "columns count Unicode scalars"
        if let root = value("{\"\u{E9}\": \"\u{65E5}\u{672C}\", \"x\": 1}") {
            keyPosition(root, "", "\u{E9}", P(1, 2))
            at(root, "/\u{E9}", P(1, 7))
            keyPosition(root, "", "x", P(1, 13))
            at(root, "/x", P(1, 18))
        }
        if let root = value("[\"\u{1F600}\", 1,\n\"\u{1F600}\u{1F600}\", 2]") {
            at(root, "/1", P(1, 7))
            at(root, "/3", P(2, 7))
        }
        // A combining sequence is two scalars, so two columns.
        if let root = value("[\"e\u{301}\", 0]") {
            at(root, "/1", P(1, 8))
        }
        // Lines mixing LF, CRLF and lone CR.
        if let root = value("[1,\n2,\r\n3,\r4,\r\r5,\n\r6]") {
            at(root, "/0", P(1, 2))
            at(root, "/1", P(2, 1))
            at(root, "/2", P(3, 1))
            at(root, "/3", P(4, 1))
            at(root, "/4", P(6, 1))
            at(root, "/5", P(8, 1))
        }
    }

    func testNestedPositions() {
        group = "nested positions"
        let text = "[\n  {\"a\": [[], {\"b\": null}]},\n  [[[1]]]\n]"
        guard let root = value(text) else { return }
        at(root, "", P(1, 1))
        at(root, "/0", P(2, 3))
        keyPosition(root, "/0", "a", P(2, 4))
        at(root, "/0/a", P(2, 9))
        at(root, "/0/a/0", P(2, 10))
        at(root, "/0/a/1", P(2, 14))
        keyPosition(root, "/0/a/1", "b", P(2, 15))
        at(root, "/0/a/1/b", P(2, 20))
        at(root, "/1", P(3, 3))
        at(root, "/1/0", P(3, 4))
        at(root, "/1/0/0", P(3, 5))
        at(root, "/1/0/0/0", P(3, 6))
        equal(root.value(at: "/1/0/0/0")?.number, 1)

        // Same structure, positions shift consistently when everything is on one line after a prefix.
        if let flat = value("   [{\"a\":[[],{\"b\":null}]},[[[1]]]]") {
            at(flat, "", P(1, 4))
            at(flat, "/0/a/1/b", P(1, 19))
            at(flat, "/1/0/0/0", P(1, 30))
        }
    }

    func testDuplicateKeys() {
        group = "duplicate keys"
        guard let root = value("{\"a\": 1, \"b\": 2,\n \"a\": 3}"), let object = root.object else { return }
        equal(object.members.count, 3, "members keeps every occurrence")
        equal(object.count, 2, "count is distinct keys")
        equal(object.keys, ["a", "b"])
        equal(object["a"]?.number, 3, "last wins")
        equal(object.members[0].value.number, 1)
        equal(object.members[0].keyPosition, P(1, 2))
        equal(object.members[2].keyPosition, P(2, 2))
        equal(object.member("a")?.keyPosition, P(2, 2))
        equal(object["a"]?.position, P(2, 7))
        check(object["c"] == nil, "missing key")
        equal(root.value(at: "/a")?.number, 3, "pointer uses last occurrence")
    }

    func testEscapes() {
        group = "escapes"
        let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\uD83D\uDE00\ud83d\ude00\u0000""#
        equal(value(text)?.string, "\"\\/\u{8}\u{C}\n\r\tA\u{E9}\u{20AC}\u{1F600}\u{1F600}\u{0}")
        equal(value(#""\uDBFF\uDFFF""#)?.string, "\u{10FFFF}")
        equal(value(#""\uD800\uDC00""#)?.string, "\u{10000}")
        equal(value(#""a\u0022b""#)?.string, "a\"b")
        equal(value("\"\u{2028}\u{2029}\u{7F}\"")?.string, "\u{2028}\u{2029}\u{7F}", "raw U+2028, U+2029, DEL are fine")
        equal(value("\"\u{10FFFF}\u{1F600}\"")?.string, "\u{10FFFF}\u{1F600}", "4-byte UTF-8")
        // Every escape in a long string stays linear and correct.
        let many = String(repeating: #"ab\n\u00e9"#, count: 10_000)
        equal(value("\"" + many + "\"")?.string, String(repeating: "ab\n\u{E9}", count: 10_000))

        error(#""\q""#, 1, 2, #"invalid escape '\q'"#)
        error(#""ab\u12G4""#, 1, 4, #"invalid \u escape (expected 4 hexadecimal digits)"#)
        error(#""\u12"#, 1, 2, #"invalid \u escape (expected 4 hexadecimal digits)"#)
        error(#""\uD83D""#, 1, 2, #"a lone surrogate '\uD83D'"#)
        error(#""\uDE00""#, 1, 2, #"a lone surrogate '\uDE00'"#)
        error(#""x\uD83D\u0041""#, 1, 3, #"a lone surrogate '\uD83D'"#)
        error(#""\uD83D\uD83D""#, 1, 2, #"a lone surrogate '\uD83D'"#)
        error(#""\uD83Dx""#, 1, 2, #"a lone surrogate '\uD83D'"#)
        error(#""\""#, 1, 1, "unterminated string")
        error("\"a\tb\"", 1, 3, "unescaped control character U+0009 in a string")
        error("\"a\u{0}b\"", 1, 3, "unescaped control character U+0000 in a string")
        error("\"a\u{1F}b\"", 1, 3, "unescaped control character U+001F in a string")
        error("\"a\nb\"", 1, 3, "unescaped line break in a string")
        error("\"a\rb\"", 1, 3, "unescaped line break in a string")
        error("[\"\u{E9}\", \"\\'\"]", 1, 8, #"invalid escape '\''"#)
        error("\"\\\u{E9}\"", 1, 2, #"invalid escape '\' followed by U+00E9"#)
        error("\"\\ \"", 1, 2, #"invalid escape '\' followed by U+0020"#)
    }

    func testInvalidUTF8() {
        group = "invalid UTF-8"
        let q: UInt8 = 0x22
        error(bytes: [q, 0x61, 0xFF, 0x62, q], 1, 3, "invalid UTF-8", label: "FF")
        error(bytes: [q, 0xC0, 0x80, q], 1, 2, "invalid UTF-8", label: "overlong C0 80")
        error(bytes: [q, 0xE0, 0x80, 0x80, q], 1, 2, "invalid UTF-8", label: "overlong E0 80 80")
        error(bytes: [q, 0xED, 0xA0, 0x80, q], 1, 2, "invalid UTF-8", label: "encoded surrogate")
        error(bytes: [q, 0xE2, 0x82], 1, 2, "invalid UTF-8", label: "truncated at end")
        error(bytes: [q, 0xE2, 0x82, q], 1, 2, "invalid UTF-8", label: "truncated before quote")
        error(bytes: [q, 0xF5, 0x80, 0x80, 0x80, q], 1, 2, "invalid UTF-8", label: "F5")
        error(bytes: [q, 0xF4, 0x90, 0x80, 0x80, q], 1, 2, "invalid UTF-8", label: "above U+10FFFF")
        error(bytes: [q, 0xC3, 0xA9, 0x80, q], 1, 3, "invalid UTF-8", label: "stray continuation after é")
        error(bytes: [0x0A, 0x5B, 0xFF, 0x5D], 2, 2, "invalid UTF-8", label: "outside a string")
        error(bytes: [0x5B, 0x31, 0x2C, 0xC3], 1, 4, "invalid UTF-8", label: "truncated outside a string")
        error(bytes: Array("// \u{E9}".utf8) + [0xFF, 0x0A, 0x31], json5: true, 1, 5, "invalid UTF-8", label: "in a line comment")
        error(bytes: Array("/* ".utf8) + [0xC0, 0xAF] + Array(" */1".utf8), json5: true, 1, 4, "invalid UTF-8", label: "in a block comment")
        error(bytes: Array("{a".utf8) + [0xFF] + Array(": 1}".utf8), json5: true, 1, 3, "invalid UTF-8", label: "in an unquoted key")
        error(bytes: [0x27, 0x5C, 0xFF, 0x27], json5: true, 1, 3, "invalid UTF-8", label: "after a backslash in JSON5")
        equal((try? parseBytes([q, 0xF0, 0x9F, 0x98, 0x80, q]).get())?.string, "\u{1F600}", "valid 4-byte")
    }

    func testInvalidInputs() {
        group = "invalid inputs"
        error("", 1, 1, "unexpected end of input")
        error("   ", 1, 4, "unexpected end of input")
        error("\n\n", 3, 1, "unexpected end of input")
        error("[1, 2", 1, 6, "unexpected end of input")
        error("[", 1, 2, "unexpected end of input")
        error("{\"a\":", 1, 6, "unexpected end of input")
        error("{\"a\"", 1, 5, "unexpected end of input")
        error("{", 1, 2, "unexpected end of input")
        error("tru", 1, 4, "unexpected end of input")
        error("nul", 1, 4, "unexpected end of input")
        error("-", 1, 2, "unexpected end of input")
        error("1.", 1, 3, "unexpected end of input")
        error("1e", 1, 3, "unexpected end of input")
        error("1e+", 1, 4, "unexpected end of input")
        error("[1 2]", 1, 4, "expected ',' or ']' after an array element")
        error("[1}", 1, 3, "expected ',' or ']' after an array element")
        error("{\"a\" 1}", 1, 6, "expected ':' after an object key")
        error("{\"a\":1 \"b\":2}", 1, 8, "expected ',' or '}' after an object member")
        error("{\"a\":1]", 1, 7, "expected ',' or '}' after an object member")
        error("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after an object key")
        error("{\r\n  \"a\": 1,\r\n  \"b\" 2\r\n}", 3, 7, "expected ':' after an object key")
        error("[1,]", 1, 3, "a trailing comma is not allowed in JSON")
        error("{\"a\":1,}", 1, 7, "a trailing comma is not allowed in JSON")
        error("[1,\n\n]", 1, 3, "a trailing comma is not allowed in JSON")
        error("[\"\u{E9}\",\r\n]", 1, 5, "a trailing comma is not allowed in JSON")
        error("{1:2}", 1, 2, "expected a string key or '}'")
        error("{\"a\":1,2}", 1, 8, "expected a string key")
        error("trux", 1, 1, "invalid literal (expected 'true')")
        error("[fals]", 1, 2, "invalid literal (expected 'false')")
        error("True", 1, 1, "expected a value")
        error("]", 1, 1, "expected a value")
        error("[1,,2]", 1, 4, "expected a value")
        error("01", 1, 2, "a number cannot have leading zeros")
        error("-01", 1, 3, "a number cannot have leading zeros")
        error("[1.]", 1, 4, "expected a digit after the decimal point")
        error("[1.e5]", 1, 4, "expected a digit after the decimal point")
        error("[1ex]", 1, 4, "expected a digit in the exponent")
        error("[1e+]", 1, 5, "expected a digit in the exponent")
        error("[-a]", 1, 3, "expected a digit after '-'")
        error("[- 1]", 1, 3, "expected a digit after '-'")
        error("1e400", 1, 1, "a number out of range")
        error("[\n  -1e400]", 2, 3, "a number out of range")
        error("1" + String(repeating: "0", count: 400), 1, 1, "a number out of range")
        error("\"abc", 1, 1, "unterminated string")
        error("[\"a\", \"b]", 1, 7, "unterminated string")
        error("1 2", 1, 3, "text after the JSON value")
        error("\"a\" \"b\"", 1, 5, "text after the JSON value")
        error("{}\n\n  x", 3, 3, "text after the JSON value")
        error("[\"\u{65E5}\u{672C}\", x]", 1, 8, "expected a value")
        error("[1,\r2,\rx]", 3, 1, "expected a value")
        error("[1,\r\n2,\r\nx]", 3, 1, "expected a value")
        error("{\"a\": [1, {\"b\": tru }]}", 1, 17, "invalid literal (expected 'true')")
        error("\u{FEFF}[1,\n x]", 2, 2, "expected a value")
        error("[1, \u{FEFF}2]", 1, 5, "expected a value")
        // Valid numbers next to these errors.
        equal(value("-0")?.number?.sign, .minus, "-0 keeps its sign")
        equal(value("0")?.number, 0)
        equal(value("1E-5")?.number, 1e-5)
        equal(value("1e+5")?.number, 1e5)
        equal(value("1e5")?.number, 1e5)
        equal(value("-0.5e-3")?.number, -0.0005)
        equal(value("1e-400")?.number, 0, "underflow to zero is not an error")
        equal(value("123456789012345678")?.number, 123_456_789_012_345_680, "rounded like Double(String)")
        equal(value("0.1")?.number, 0.1)
        equal(value("2.2250738585072011e-308")?.number, Double("2.2250738585072011e-308") ?? 0)
        equal(value("1.7976931348623157e308")?.number, Double.greatestFiniteMagnitude)
        equal(value("4.9e-324")?.number, Double.leastNonzeroMagnitude)
        equal(value("999999999999999")?.number, 999_999_999_999_999, "fast integer path")
        equal(value("9007199254740993")?.number, 9_007_199_254_740_992, "ties to even above 2^53")
    }

    func testDepthAndBOM() {
        group = "depth limit"
        let depth = JSONParser.maximumDepth
        equal(depth, 512)
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        check((try? JSONParser.parse(Array(deepest.utf8))) != nil, "512 levels parse")
        var node = value(deepest)
        var levels = 0
        while let inner = node?.array?.first { node = inner; levels += 1 }
        equal(levels, depth - 1)
        equal(node?.position, P(1, depth))
        error(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1),
              1, depth + 1, "nesting deeper than 512 levels")
        error(String(repeating: "[", count: 100_000), 1, 513, "nesting deeper than 512 levels")
        error(String(repeating: "[", count: 100_000), json5: true, 1, 513, "nesting deeper than 512 levels")
        error(String(repeating: "{\"a\":", count: 100_000), 1, 1 + 5 * 512, "nesting deeper than 512 levels")
        error(String(repeating: "{a:[", count: 100_000), json5: true, 1, 1 + 2 * 512, "nesting deeper than 512 levels")
        error(String(repeating: "[\n", count: 600), 513, 1, "nesting deeper than 512 levels")
        // Closing and reopening does not accumulate depth.
        check((try? JSONParser.parse(Array(String(repeating: "[[]],", count: 10_000).dropLast().utf8))) == nil,
              "sanity: several top-level values are refused")
        let wide = "[" + String(repeating: "[[[]]],", count: 10_000) + "0]"
        equal(value(wide)?.array?.count, 10_001)

        group = "BOM"
        if let root = value("\u{FEFF}{\"a\": 1}") {
            equal(root.position, P(1, 1), "BOM is not a column")
            at(root, "/a", P(1, 7))
        }
        if let root = value("\u{FEFF}\n [true]") { at(root, "/0", P(2, 3)) }
        equal(value("\u{FEFF}\"x\"")?.string, "x")
        error("\u{FEFF}", 1, 1, "unexpected end of input")
        error(" \u{FEFF}1", 1, 2, "expected a value")
        if let root = value("\u{FEFF}[1]", json5: true) { equal(root.position, P(1, 1), "JSON5 BOM") }
    }

    func testJSON5() {
        group = "JSON5: comments"
        if let root = value("// c\n[1]", json5: true) { equal(root.position, P(2, 1)) }
        error("// c\n[1]", 1, 1, "comments are not allowed in JSON")
        if let root = value("/* a\n b */ 1", json5: true) { equal(root.position, P(2, 7)) }
        if let root = value("/* a\r\n b */ 1", json5: true) { equal(root.position, P(2, 7)) }
        if let root = value("/* a\r b */ 1", json5: true) { equal(root.position, P(2, 7)) }
        if let root = value("/*\u{2028}*/1", json5: true) { equal(root.position, P(2, 3)) }
        if let root = value("// c\u{2028}1", json5: true) { equal(root.position, P(2, 1)) }
        if let root = value("// c\r1", json5: true) { equal(root.position, P(2, 1)) }
        if let root = value("/**/1/***/", json5: true) { equal(root.position, P(1, 5)) }
        if let root = value("[1/*x*/,/*y*/2//z\n]", json5: true) { at(root, "/1", P(1, 14)) }
        if let root = value("{/*a*/a/*b*/:/*c*/1//d\n,}", json5: true) {
            keyPosition(root, "", "a", P(1, 7))
            at(root, "/a", P(1, 19))
        }
        error("/* c */ 1", 1, 1, "comments are not allowed in JSON")
        error("[1] // c", 1, 5, "comments are not allowed in JSON")
        error("[1, /* c */ 2]", 1, 5, "comments are not allowed in JSON")
        error("[1 /* x", json5: true, 1, 4, "unterminated comment")
        error("/* a */ /* b", json5: true, 1, 9, "unterminated comment")
        error("1 /* a *", json5: true, 1, 3, "unterminated comment")
        error("// only a comment", json5: true, 1, 18, "unexpected end of input")
        error("[1 / 2]", json5: true, 1, 4, "expected ',' or ']' after an array element")
        error("[1 // c\n 2]", json5: true, 2, 2, "expected ',' or ']' after an array element")

        group = "JSON5: trailing commas"
        equal(value("[1, 2,]", json5: true)?.array?.count, 2)
        equal(value("{a: 1,}", json5: true)?.object?.count, 1)
        equal(value("[[1,],{a:1,},]", json5: true)?.array?.count, 2)
        equal(value("[1,\n]", json5: true)?.array?.count, 1)
        error("[1, 2,]", 1, 6, "a trailing comma is not allowed in JSON")
        error("{\"a\": 1,}", 1, 8, "a trailing comma is not allowed in JSON")
        error("[,]", json5: true, 1, 2, "expected a value")
        error("{,}", json5: true, 1, 2, "expected a key or '}'")
        error("[1,,]", json5: true, 1, 4, "expected a value")
        error("{a:1,,}", json5: true, 1, 6, "expected a key or '}'")

        group = "JSON5: unquoted keys"
        if let root = value("{a: 1, $b: 2, _c3: 3,\n  \\u0061b: 4, c\\u0024: 5, true: 6, null: 7, NaN: 8}", json5: true),
           let object = root.object {
            equal(object.keys, ["a", "$b", "_c3", "ab", "c$", "true", "null", "NaN"])
            keyPosition(root, "", "a", P(1, 2))
            keyPosition(root, "", "$b", P(1, 8))
            keyPosition(root, "", "_c3", P(1, 15))
            keyPosition(root, "", "ab", P(2, 3))
            keyPosition(root, "", "c$", P(2, 15))
            at(root, "/_c3", P(1, 20))
            at(root, "/c$", P(2, 24))
        }
        let unicodeKeys = "{\u{FC}n\u{EF}c\u{F6}d\u{E9}: 1, \u{65E5}\u{672C}: 2, \u{1C5}x: 3, a\u{301}: 4, \u{216B}: 5, x\u{660}\u{200D}: 6, a\u{203F}b: 7}"
        if let root = value(unicodeKeys, json5: true), let object = root.object {
            equal(object.keys, ["\u{FC}n\u{EF}c\u{F6}d\u{E9}", "\u{65E5}\u{672C}", "\u{1C5}x", "a\u{301}", "\u{216B}",
                                "x\u{660}\u{200D}", "a\u{203F}b"])
            keyPosition(root, "", "\u{65E5}\u{672C}", P(1, 14))
            at(root, "/\u{65E5}\u{672C}", P(1, 18))
        }
        error("{a: 1}", 1, 2, "keys must be double-quoted strings in JSON")
        error("{\"a\": 1, b: 2}", 1, 10, "keys must be double-quoted strings in JSON")
        error("{1a: 1}", json5: true, 1, 2, "expected a key or '}'")
        error("{a: 1, 2: 3}", json5: true, 1, 8, "expected a key or '}'")
        error("{\u{301}a: 1}", json5: true, 1, 2, "expected a key or '}'")
        error("{a-b: 1}", json5: true, 1, 3, "expected ':' after an object key")
        error("{a b: 1}", json5: true, 1, 4, "expected ':' after an object key")
        error("{\\u0031: 1}", json5: true, 1, 2, #"the escape '\u0031' is not allowed in an unquoted key"#)
        error("{a\\u002D: 1}", json5: true, 1, 3, #"the escape '\u002D' is not allowed in an unquoted key"#)
        error("{\\x41: 1}", json5: true, 1, 2, #"only \u escapes are allowed in an unquoted key"#)
        error("{\\u00: 1}", json5: true, 1, 2, #"invalid \u escape (expected 4 hexadecimal digits)"#)
        error("{a}", json5: true, 1, 3, "expected ':' after an object key")

        group = "JSON5: single-quoted strings"
        equal(value("'it\"s'", json5: true)?.string, "it\"s")
        equal(value(#"'a\'b'"#, json5: true)?.string, "a'b")
        equal(value(#""a'b""#, json5: true)?.string, "a'b")
        equal(value(#""a\'b""#, json5: true)?.string, "a'b")
        if let root = value("{'k': 'v', \"q\": 'w'}", json5: true) {
            keyPosition(root, "", "k", P(1, 2))
            at(root, "/k", P(1, 7))
            equal(root.value(at: "/q")?.string, "w")
        }
        error("'a'", 1, 1, "single-quoted strings are not allowed in JSON")
        error("{'a': 1}", 1, 2, "single-quoted strings are not allowed in JSON")
        error("[1, 'a']", 1, 5, "single-quoted strings are not allowed in JSON")
        error("'abc", json5: true, 1, 1, "unterminated string")
        error("'a\"", json5: true, 1, 1, "unterminated string")

        group = "JSON5: escapes"
        equal(value(#"'\v\0\x41\xe9\q\'\"\a\ \/'"#, json5: true)?.string, "\u{B}\u{0}A\u{E9}q'\"a /")
        equal(value(#"'\0'"#, json5: true)?.string, "\u{0}")
        equal(value("'\\\u{E9}'", json5: true)?.string, "\u{E9}", "escaped non-ASCII stands for itself")
        equal(value("'a\tb'", json5: true)?.string, "a\tb", "raw tab allowed in JSON5 strings")
        equal(value("'\u{2028}'", json5: true)?.string, "\u{2028}")
        error(#""\v""#, 1, 2, #"invalid escape '\v'"#)
        error(#""\0""#, 1, 2, #"invalid escape '\0'"#)
        error(#""\x41""#, 1, 2, #"invalid escape '\x'"#)
        error("\"a\\\nb\"", 1, 3, #"invalid escape '\' followed by U+000A"#)
        error(#"'\01'"#, json5: true, 1, 2, #"invalid escape '\0' followed by a digit"#)
        error(#"'\1'"#, json5: true, 1, 2, #"invalid escape '\1'"#)
        error(#"'\9'"#, json5: true, 1, 2, #"invalid escape '\9'"#)
        error(#"'\xZZ'"#, json5: true, 1, 2, #"invalid \x escape (expected 2 hexadecimal digits)"#)
        error(#"'\x4'"#, json5: true, 1, 2, #"invalid \x escape (expected 2 hexadecimal digits)"#)
        error(#"'\uD800'"#, json5: true, 1, 2, #"a lone surrogate '\uD800'"#)
        error("'a\nb'", json5: true, 1, 3, "unescaped line break in a string")
        error("'a\r\nb'", json5: true, 1, 3, "unescaped line break in a string")

        group = "JSON5: line continuations"
        for (name, breakText) in [("LF", "\n"), ("CR", "\r"), ("CRLF", "\r\n"), ("LS", "\u{2028}"), ("PS", "\u{2029}")] {
            if let root = value("['a\\" + breakText + "b', 1]", json5: true) {
                equal(root.value(at: "/0")?.string, "ab", name)
                at(root, "/1", P(2, 5))
            }
            error("\"a\\" + breakText + "b\"", 1, 3, breakText == "\u{2028}" ? #"invalid escape '\' followed by U+2028"#
                  : breakText == "\u{2029}" ? #"invalid escape '\' followed by U+2029"#
                  : breakText == "\n" ? #"invalid escape '\' followed by U+000A"# : #"invalid escape '\' followed by U+000D"#)
        }

        group = "JSON5: numbers"
        let numbers = "[+1, .5, 5., -.5, +.5e1, 0x1F, -0x1f, +0XAB, Infinity, -Infinity, +Infinity, NaN, -NaN, +NaN, 5.e2, 0xFFFFFFFFFFFFFFFFFF, 1e-400, 0, -0, 0.0e0]"
        if let root = value(numbers, json5: true), let items = root.array?.compactMap(\.number) {
            equal(items.count, 20)
            if items.count == 20 {
                equal(Array(items[0..<8]), [1, 0.5, 5, -0.5, 5, 31, -31, 171])
                equal(items[8], .infinity)
                equal(items[9], -.infinity)
                equal(items[10], .infinity)
                check(items[11].isNaN && items[12].isNaN && items[13].isNaN, "NaN")
                equal(items[14], 500)
                equal(items[15], 4_722_366_482_869_645_213_696, "2^72 - 1 rounds to 2^72")
                equal(items[16], 0)
                equal(items[18].sign, .minus)
            }
            at(root, "/0", P(1, 2))
            at(root, "/1", P(1, 6))
            at(root, "/3", P(1, 14))
            at(root, "/9", P(1, 56))
        }
        error("+1", 1, 1, "a '+' sign is not allowed in JSON")
        error(".5", 1, 1, "a number must start with a digit in JSON")
        error("[5.]", 1, 4, "expected a digit after the decimal point")
        error("0x1F", 1, 1, "hexadecimal numbers are not allowed in JSON")
        error("-0x1F", 1, 1, "hexadecimal numbers are not allowed in JSON")
        error("Infinity", 1, 1, "expected a value")
        error("-Infinity", 1, 2, "expected a digit after '-'")
        error("NaN", 1, 1, "expected a value")
        error("1e400", json5: true, 1, 1, "a number out of range")
        error("[0x" + String(repeating: "F", count: 300) + "]", json5: true, 1, 2, "a number out of range")
        error("01", json5: true, 1, 2, "a number cannot have leading zeros")
        error("[0x]", json5: true, 1, 4, "expected a hexadecimal digit after '0x'")
        error("[.]", json5: true, 1, 3, "expected a digit after the decimal point")
        error("[.e1]", json5: true, 1, 3, "expected a digit after the decimal point")
        error("[+]", json5: true, 1, 3, "expected a digit after '+'")
        error("[+-1]", json5: true, 1, 3, "expected a digit after '+'")
        error("[Infinit]", json5: true, 1, 2, "invalid literal (expected 'Infinity')")
        error("[-Nan]", json5: true, 1, 2, "invalid literal (expected 'NaN')")
        error("[0x1G]", json5: true, 1, 5, "expected ',' or ']' after an array element")

        group = "JSON5: whitespace"
        if let root = value("\u{B}\u{C}\u{A0}\u{FEFF}\u{3000}\u{2003}\u{1680}\u{202F}[1]", json5: true) {
            equal(root.position, P(1, 9))
        }
        if let root = value("[1,\u{2028}2,\u{2029}3]", json5: true) {
            at(root, "/1", P(2, 1))
            at(root, "/2", P(3, 1))
        }
        error("\u{A0}1", 1, 1, "expected a value")
        error("1\u{A0}", 1, 2, "text after the JSON value")
        error("[1\u{B}]", 1, 3, "expected ',' or ']' after an array element")
        error("[1,\u{2028}2]", 1, 4, "expected a value")
        error("\u{3000}1", 1, 1, "expected a value")
        error("[1,\u{C}2]", 1, 4, "expected a value")
        error("[1,\u{200B}2]", json5: true, 1, 4, "expected a value")   // U+200B is Cf, not Zs
        // U+2028 inside a string ends a line in JSON5 only.
        if let root = value("[\"\u{2028}\", 1]") { at(root, "/1", P(1, 7)) }
        if let root = value("['\u{2028}', 1]", json5: true) { at(root, "/1", P(2, 4)) }
        // Error positions after a U+2028 line end (slow path included).
        error("[1,\u{2028}]", json5: false, 1, 4, "expected a value")
        error("[1,\u{2028}\u{2028}x]", json5: true, 3, 1, "expected a value")

        group = "JSON5: spec example"
        let example = """
        // This file is written in JSON5 syntax, naturally, but npm needs a regular
        // package.json file, so compile it with `npm run build`.
        {
          // comments
          unquoted: 'and you can quote me on that',
          singleQuotes: 'I can use "double quotes" here',
          lineBreaks: "Look, Mom! \\
        No \\\\n's!",
          hexadecimal: 0xdecaf,
          leadingDecimalPoint: .8675309, andTrailing: 8675309.,
          positiveSign: +1,
          trailingComma: 'in objects', andIn: ['arrays',],
          "backwardsCompatible": "with JSON",
        }
        """
        if let root = value(example, json5: true) {
            equal(root.position, P(3, 1))
            equal(root.value(at: "/unquoted")?.string, "and you can quote me on that")
            equal(root.value(at: "/singleQuotes")?.string, "I can use \"double quotes\" here")
            equal(root.value(at: "/lineBreaks")?.string, "Look, Mom! No \\n's!")
            equal(root.value(at: "/hexadecimal")?.number, 0xdecaf)
            equal(root.value(at: "/leadingDecimalPoint")?.number, 0.8675309)
            equal(root.value(at: "/andTrailing")?.number, 8675309)
            equal(root.value(at: "/positiveSign")?.number, 1)
            equal(root.value(at: "/andIn/0")?.string, "arrays")
            equal(root.value(at: "/backwardsCompatible")?.string, "with JSON")
            keyPosition(root, "", "unquoted", P(5, 3))
            at(root, "/unquoted", P(5, 13))
            at(root, "/lineBreaks", P(7, 15))
            keyPosition(root, "", "hexadecimal", P(9, 3))
            at(root, "/hexadecimal", P(9, 16))
            at(root, "/leadingDecimalPoint", P(10, 24))
            keyPosition(root, "", "andTrailing", P(10, 34))
            at(root, "/andTrailing", P(10, 47))
            keyPosition(root, "", "backwardsCompatible", P(13, 3))
        }
        check((try? JSONParser.parse(Array(example.utf8))) == nil, "strict parser refuses the JSON5 example")

        group = "JSON5 fuzz seeds are valid"
        for seed in json5FuzzSeeds { check(value(seed, json5: true) != nil, "seed parses") }

        group = "JSON5 accepts all of JSON"
        for document in foundationDocuments {
            let strict = try? JSONParser.parse(Array(document.utf8))
            let five = try? JSONParser.parseJSON5(Array(document.utf8))
            if let strict, let five {
                check(sameValue(strict, five), "same value for \(document.prefix(40).debugDescription)")
            } else {
                check(false, "both parsers should accept \(document.prefix(40).debugDescription)")
            }
        }
    }

    func testPointer() {
        group = "JSON Pointer"
        let text = """
        {"a": {"b": [10, 20, {"c/d": 1, "e~f": 2, "": 3, "~1": 4}]},
         "arr": [0,1,2,3,4,5,6,7,8,9,10], " ": 5, "n": null, "s": "str"}
        """
        guard let root = value(text) else { return }
        equal(root.value(at: "")?.position, P(1, 1))
        equal(root.value(at: "/a/b/0")?.number, 10)
        equal(root.value(at: "/a/b/1")?.number, 20)
        equal(root.value(at: "/a/b/2/c~1d")?.number, 1)
        equal(root.value(at: "/a/b/2/e~0f")?.number, 2)
        equal(root.value(at: "/a/b/2/")?.number, 3)
        equal(root.value(at: "/a/b/2/~01")?.number, 4, "~01 is ~1, not /")
        equal(root.value(at: "/arr/10")?.number, 10)
        equal(root.value(at: "/ ")?.number, 5)
        check(root.value(at: "/n")?.isNull == true, "null resolves")
        at(root, "/a/b/2/c~1d", P(1, 30))
        at(root, "/arr/10", P(2, 30))
        check(root.value(at: "/a/b/00") == nil, "leading zero")
        check(root.value(at: "/a/b/01") == nil, "leading zero")
        check(root.value(at: "/a/b/3") == nil, "out of range")
        check(root.value(at: "/arr/11") == nil, "out of range")
        check(root.value(at: "/a/b/-") == nil, "- never resolves")
        check(root.value(at: "/a/b/-1") == nil, "negative")
        check(root.value(at: "/a/b/+1") == nil, "plus sign")
        check(root.value(at: "/a/b/1.0") == nil, "not an integer")
        check(root.value(at: "/a/b/ 1") == nil, "space")
        check(root.value(at: "/a/b/99999999999999999999999") == nil, "overflowing index")
        check(root.value(at: "/a/b/\u{661}") == nil, "non-ASCII digit")
        check(root.value(at: "a") == nil, "no leading slash")
        check(root.value(at: "/nope") == nil, "missing key")
        check(root.value(at: "/a/b/0/x") == nil, "into a number")
        check(root.value(at: "/s/0") == nil, "into a string")
        check(root.value(at: "/a/b/2/c/d") == nil, "unescaped slash splits")
        check(root.value(at: "/a/b/2/e~2f") == nil, "invalid ~ escape")

        equal(JSONPointer.tokens(""), [])
        equal(JSONPointer.tokens("/"), [""])
        equal(JSONPointer.tokens("//"), ["", ""])
        equal(JSONPointer.tokens("/a/b"), ["a", "b"])
        equal(JSONPointer.tokens("/~01"), ["~1"])
        equal(JSONPointer.tokens("/~10"), ["/0"])
        equal(JSONPointer.tokens("/a~1b~0c"), ["a/b~c"])
        equal(JSONPointer.tokens("/\u{E9}/\u{1F600}"), ["\u{E9}", "\u{1F600}"])
        check(JSONPointer.tokens("a/b") == nil, "must start with /")
        check(JSONPointer.tokens("#/a") == nil, "URI fragment form is not accepted")
        check(JSONPointer.tokens("/~2") == nil, "~2")
        check(JSONPointer.tokens("/~") == nil, "trailing ~")

        // The examples of RFC 6901, section 5.
        let rfc = #"{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}"#
        if let doc = value(rfc) {
            equal(doc.value(at: "")?.object?.count, 10)
            equal(doc.value(at: "/foo")?.array?.count, 2)
            equal(doc.value(at: "/foo/0")?.string, "bar")
            let expectations: [(String, Double)] = [("/", 0), ("/a~1b", 1), ("/c%d", 2), ("/e^f", 3), ("/g|h", 4),
                                                    (#"/i\j"#, 5), (#"/k"l"#, 6), ("/ ", 7), ("/m~0n", 8)]
            for (pointer, number) in expectations { equal(doc.value(at: pointer)?.number, number, pointer) }
        }
        // Pointers into a top-level array, and into a scalar.
        if let doc = value("[[1, [2]]]") {
            equal(doc.value(at: "/0/1/0")?.number, 2)
            check(doc.value(at: "/0/1/0/0") == nil, "into a number")
        }
    }

    func testFoundation() {
        group = "Foundation comparison"
        var compared = 0
        for (index, document) in foundationDocuments.enumerated() {
            let data = Data(document.utf8)
            let reference: Any
            do {
                reference = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                check(false, "document \(index): Foundation refused it: \(error)")
                continue
            }
            switch parse(document) {
            case .success(let mine):
                check(foundationEqual(toFoundation(mine), reference),
                      "document \(index) differs from Foundation: \(document.prefix(60).debugDescription)")
                compared += 1
            case .failure(let error):
                check(false, "document \(index) refused: \(error)")
            }
        }
        equal(compared, foundationDocuments.count, "documents compared")
    }

    /// Random mutations of valid documents: the parsers must never crash, errors must have sane
    /// positions, strict success implies JSON5 success with the same value, and strict success
    /// implies Foundation agrees.
    func fuzz(rounds: Int) {
        group = "fuzz"
        var random = SplitMix64(seed: 0x5EED_1234)
        let seeds: [[UInt8]] = (foundationDocuments + json5FuzzSeeds).map { Array($0.utf8) }
        let interesting: [UInt8] = Array("{}[]\",:'\\/*\n\r\t 0123456789.eE+-xXuINtfn$_ab".utf8)
            + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]
        var runs = 0, strictAccepted = 0, json5Accepted = 0, foundationDisagreements = 0
        var badPositions = 0, json5Mismatches = 0, foundationTrailingCommas = 0, foundationNULs = 0, foundationOnlyOther = 0
        for _ in 0..<rounds {
            for _ in 0..<200 {
                var bytes = seeds[Int.random(in: 0..<seeds.count, using: &random)]
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<7, using: &random) {
                    case 0 where !bytes.isEmpty: bytes[position] = interesting.randomElement(using: &random) ?? 0
                    case 1: bytes.insert(interesting.randomElement(using: &random) ?? 0, at: position)
                    case 2 where !bytes.isEmpty: bytes.remove(at: position)
                    case 3 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &random)
                    case 4 where !bytes.isEmpty:   // duplicate a slice
                        let length = Int.random(in: 1...min(16, bytes.count - position), using: &random)
                        bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
                    case 5: bytes.removeSubrange(position..<bytes.count)   // truncate
                    default:
                        if !bytes.isEmpty { bytes.swapAt(position, Int.random(in: 0..<bytes.count, using: &random)) }
                    }
                }
                runs += 1
                let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) } + bytes.count / 3
                var strictValue: JSONValue?
                var strictError: JSONParseError?
                do {
                    strictValue = try JSONParser.parse(bytes)
                    strictAccepted += 1
                } catch {
                    strictError = error
                    if error.line < 1 || error.column < 1 || error.line > lineCount || error.message.isEmpty {
                        badPositions += 1
                    }
                }
                var json5Value: JSONValue?
                do {
                    json5Value = try JSONParser.parseJSON5(bytes)
                    json5Accepted += 1
                } catch {
                    if error.line < 1 || error.column < 1 || error.line > lineCount || error.message.isEmpty {
                        badPositions += 1
                    }
                }
                let reference = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
                if let strictValue {
                    if let json5Value, sameValue(strictValue, json5Value) {} else { json5Mismatches += 1 }
                    if reference.map({ foundationEqual(toFoundation(strictValue), $0) }) != true {
                        foundationDisagreements += 1
                        if foundationDisagreements <= 3 {
                        }
                    }
                } else if reference != nil, let strictError {
                    // Foundation accepted what the strict parser refused. Known Foundation leniency:
                    // trailing commas, and NUL bytes outside strings. Anything else is printed for review and counted as a failure.
                    if strictError.message == "a trailing comma is not allowed in JSON" {
                        foundationTrailingCommas += 1
                    } else if bytes.contains(0) {
                        foundationNULs += 1   // Linux Foundation skips NUL bytes: it reads "\u{0}1\u{0}1" as 11
                    } else {
                        foundationOnlyOther += 1
                        if foundationOnlyOther <= 5 {
                        }
                    }
                }
            }
        }
        _ = (strictAccepted, json5Accepted, foundationTrailingCommas, foundationNULs)
        check(runs > 1000, "fuzz ran \(runs) inputs")
        equal(badPositions, 0, "errors with out-of-range positions or empty messages")
        equal(json5Mismatches, 0, "inputs accepted as JSON but not identically as JSON5")
        equal(foundationDisagreements, 0, "inputs accepted as JSON where Foundation disagrees")
        equal(foundationOnlyOther, 0, "inputs refused as JSON that Foundation accepts (other than trailing commas)")
    }

    func testLinearTime() {
        group = "large inputs"
        // One very long line: columns must be counted incrementally, not from the line start each time.
        let longLine = "[" + Array(repeating: "\"\u{E9}t\u{E9}\"", count: 200_000).joined(separator: ",") + ", x]"
        switch parse(longLine) {
        case .success: check(false, "long line should fail at the end")
        case .failure(let error): equal(error, JSONParseError(line: 1, column: 1_200_003, message: "expected a value"))
        }
        if let root = value(String(longLine.dropLast(4)) + "]") { at(root, "/199999", P(1, 1_199_996)) }
        // A 2 MB string full of escapes.
        let escaped = "\"" + String(repeating: #"\u00e9\n"#, count: 250_000) + "\""
        equal(value(escaped)?.string?.unicodeScalars.count, 500_000)
        // Numbers with a million digits: the conversion is linear too.
        error(String(repeating: "7", count: 1_000_000), 1, 1, "a number out of range")
        equal(value("1." + String(repeating: "3", count: 1_000_000))?.number, 1.3333333333333333)
        equal(value("1" + String(repeating: "0", count: 1_000_000) + "e-1000000")?.number, 1)
        equal(value("[" + String(repeating: "0.5,", count: 200_000) + "0]")?.array?.count, 200_001)
        // Many lines with trailing commas: positions looked up before the current line.
        let manyLines = "[" + String(repeating: "1,\n", count: 100_000) + "]"
        error(manyLines, 100_000, 2, "a trailing comma is not allowed in JSON")
    }
}

// MARK: - Documents

/// Valid JSON documents compared against JSONSerialization, and used as fuzz seeds.
let foundationDocuments: [String] = [
    // Xcode asset catalog: image set
    """
    {
      "images" : [
        { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
        { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
        { "idiom" : "universal", "scale" : "3x" }
      ],
      "info" : { "author" : "xcode", "version" : 1 },
      "properties" : { "preserves-vector-representation" : true, "template-rendering-intent" : "template" }
    }
    """,
    // Xcode asset catalog: color set with appearances
    """
    {
      "colors" : [
        {
          "color" : {
            "color-space" : "srgb",
            "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "0.478", "red" : "0.000" }
          },
          "idiom" : "universal"
        },
        {
          "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : {
            "color-space" : "display-p3",
            "components" : { "alpha" : "0.850", "blue" : "1.000", "green" : "0.584", "red" : "0.039" }
          },
          "idiom" : "universal"
        }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """,
    // Xcode asset catalog: app icon
    """
    {"images":[{"filename":"icon-1024.png","idiom":"universal","platform":"ios","size":"1024x1024"},
    {"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","platform":"ios","size":"1024x1024"},
    {"idiom":"mac","scale":"1x","size":"16x16"},{"idiom":"mac","scale":"2x","size":"16x16"}],
    "info":{"author":"xcode","version":1}}
    """,
    // Asset catalog folder Contents.json
    "{\r\n  \"info\" : {\r\n    \"author\" : \"xcode\",\r\n    \"version\" : 1\r\n  },\r\n  \"properties\" : {\r\n    \"provides-namespace\" : true\r\n  }\r\n}\r\n",
    // W3C design tokens: colors and aliases
    """
    {
      "color": {
        "$type": "color",
        "base": { "blue": { "$value": "#0a84ff", "$description": "Primary brand blue" } },
        "brand": { "primary": { "$value": "{color.base.blue}" } },
        "text": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.12], "alpha": 1, "hex": "#1a1a1f" } }
      }
    }
    """,
    // W3C design tokens: dimensions, typography, shadows, extensions
    """
    {
      "spacing": {
        "$type": "dimension",
        "small": { "$value": { "value": 4, "unit": "px" } },
        "medium": { "$value": { "value": 0.5, "unit": "rem" } },
        "large": { "$value": "{spacing.medium}", "$deprecated": "Use spacing.xl" }
      },
      "font": {
        "body": {
          "$type": "typography",
          "$value": { "fontFamily": ["SF Pro Text", "Helvetica Neue", "sans-serif"], "fontSize": { "value": 17, "unit": "px" },
                      "fontWeight": 400, "letterSpacing": { "value": -0.43, "unit": "px" }, "lineHeight": 1.29 }
        }
      },
      "shadow": {
        "card": { "$type": "shadow", "$value": [{ "color": "#00000026", "offsetX": { "value": 0, "unit": "px" },
                  "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }] }
      },
      "$extensions": { "com.example.tool": { "exportedAt": "2024-05-01T12:00:00Z", "lossless": false } }
    }
    """,
    // W3C design tokens: motion and gradient
    """
    {"duration":{"$type":"duration","quick":{"$value":{"value":100,"unit":"ms"}}},
     "easing":{"$type":"cubicBezier","standard":{"$value":[0.2,0,0,1]}},
     "gradient":{"$type":"gradient","sunset":{"$value":[{"color":"#ff7e5f","position":0},{"color":"#feb47b","position":1}]}}}
    """,
    // Figma REST export (file nodes)
    """
    {
      "name": "Design System",
      "lastModified": "2024-03-18T09:21:44Z",
      "version": "5123456789",
      "document": {
        "id": "0:0", "name": "Document", "type": "DOCUMENT",
        "children": [{
          "id": "0:1", "name": "Page 1", "type": "CANVAS", "backgroundColor": { "r": 0.9607843137254902, "g": 0.9607843137254902, "b": 0.9607843137254902, "a": 1 },
          "children": [{
            "id": "12:345", "name": "Button/Primary", "type": "COMPONENT",
            "absoluteBoundingBox": { "x": -1234.5, "y": 567.25, "width": 120, "height": 44 },
            "fills": [{ "blendMode": "NORMAL", "type": "SOLID", "color": { "r": 0.0392156862745098, "g": 0.5176470588235295, "b": 1, "a": 1 } }],
            "strokes": [], "strokeWeight": 1, "cornerRadius": 8, "effects": [],
            "constraints": { "vertical": "TOP", "horizontal": "LEFT" },
            "characters": "Continue \\u2192", "visible": true, "opacity": 0.9999999999999999
          }]
        }]
      },
      "components": { "12:345": { "key": "a1b2c3", "name": "Button/Primary", "description": "", "componentSetId": null } },
      "schemaVersion": 0, "styles": {}
    }
    """,
    // Figma variables export
    """
    {"meta":{"variableCollections":{"VariableCollectionId:1:2":{"name":"Colors","modes":[{"modeId":"1:0","name":"Light"},{"modeId":"1:1","name":"Dark"}],
    "variableIds":["VariableID:1:3"]}},"variables":{"VariableID:1:3":{"name":"bg/default","resolvedType":"COLOR",
    "valuesByMode":{"1:0":{"r":1,"g":1,"b":1,"a":1},"1:1":{"r":0.11,"g":0.11,"b":0.118,"a":1}},"scopes":["ALL_FILLS"],"hiddenFromPublishing":false}}}}
    """,
    // package.json
    """
    {"name":"@scope/pkg","version":"1.2.3-beta.1","private":true,"scripts":{"build":"tsc -p .","test":"node --test"},
     "dependencies":{"left-pad":"^1.3.0"},"engines":{"node":">=18"},"files":["dist/","README.md"]}
    """,
    // GeoJSON
    """
    {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[102.0,0.5]},
    "properties":{"prop0":"value0"}},{"type":"Feature","geometry":{"type":"LineString","coordinates":[[102.0,0.0],[103.0,1.0],[104.0,0.0],[105.0,1.0]]},
    "properties":{"prop0":"value0","prop1":0.0}}]}
    """,
    // Numbers of many shapes
    "[0, -0, 1, -1, 0.5, -0.5, 1e10, 1E-10, 1e+10, 2.5e-3, 123456789, 9007199254740991, 9007199254740993, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308, 0.1, 0.2, 0.30000000000000004, 3.141592653589793, 1e22, 1e23, 100000000000000000000000000000, 0.000001, 1234.5678e-2]",
    // Strings with escapes and Unicode
    #"["", "plain", "tab\there", "quote\" backslash\\ slash\/", "\b\f\n\r\t", "\u0000\u001f\u007f", "caf\u00e9", "\u65e5\u672c\u8a9e", "\ud83d\ude00 \uD83C\uDF89", "mixed é 日本 😀", "\u2028\u2029"]"#,
    // Empty containers and nesting
    #"{"a": [], "b": {}, "c": [[]], "d": [{}], "e": {"f": {"g": {"h": []}}}}"#,
    // Deep nesting
    String(repeating: "[", count: 100) + "\"deep\"" + String(repeating: "]", count: 100),
    String(repeating: "{\"k\":", count: 60) + "null" + String(repeating: "}", count: 60),
    // Duplicate keys (last wins in both)
    #"{"a": 1, "b": [1], "a": {"x": true}, "b": "second"}"#,
    // Fragments
    "true", "false", "null", "-12.5e-3", #""just a string""#, "  \n\t 42 \r\n",
    // Whitespace variety
    " \t\r\n[ 1 ,\r\t2\n,\n3 ] \r\n",
    // BOM
    "\u{FEFF}{\"bom\": true}",
    // Keys needing escapes, empty key
    #"{"": "empty", "a/b": 1, "m~n": 2, "k\"l": 3, "\u00e9": 4, "日本": 5}"#,
    // Booleans and nulls in arrays
    "[true, false, null, [true], {\"n\": null}]",
    // A long array of objects
    "[" + (0..<200).map { "{\"id\": \($0), \"name\": \"item \($0)\", \"ratio\": \(Double($0) / 7), \"on\": \($0 % 2 == 0)}" }.joined(separator: ",") + "]",
    // Localizable.xcstrings-like
    """
    {"sourceLanguage":"en","strings":{"Hello %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo %@"}},
    "ja":{"stringUnit":{"state":"needs_review","value":"こんにちは %@"}}}},"":{}},"version":"1.0"}
    """,
    // Big integers beyond 64 bits
    "[18446744073709551615, 18446744073709551616, -9223372036854775808, 123456789012345678901234567890]",
]

/// JSON5 documents used as fuzz seeds alongside the JSON ones.
let json5FuzzSeeds: [String] = [
    "// c\n{a: 1, 'b': [+1, .5, 5., 0x1F, Infinity, -NaN,], c: 'it\\'s\\\nfine', /* x */ d: null,}",
    "{\u{FC}n\u{EF}: '\\x41\\v\\0', \\u0061b: [\u{A0}1\u{2028}, 2\u{3000}],}",
    "/* header\r\n */{\r\n  unquoted: 'a\\\r\nb', \"q\": \"\\uD83D\\uDE00\", n: [-.5e-3, +0XaB, -Infinity, 5.],\r\n  // tail\r\n}",
]

// MARK: - The suite

/// The positioned JSON reader (`JSONParser`, `JSONValue`): positions of every value, exact
/// errors, the depth limit, JSON5 1.0.0 feature by feature, agreement with Foundation on valid
/// documents, and mutated documents that must never crash it. Expected values come from the
/// specifications (RFC 8259, JSON5 1.0.0) and from Foundation's JSONSerialization.
@Suite struct JSONParserTests {
    static func run(_ body: (Checker) -> Void) {
        let checker = Checker()
        body(checker)
        #expect(checker.failures.isEmpty, "\(checker.failures.count) failed: \(checker.failures.prefix(20).joined(separator: "\n"))")
        #expect(checker.passed > 0)
    }

    @Test func kindsAndPositions() { Self.run { $0.testKindsAndPositions() } }
    @Test func nestedPositions() { Self.run { $0.testNestedPositions() } }
    @Test func duplicateKeys() { Self.run { $0.testDuplicateKeys() } }
    @Test func escapes() { Self.run { $0.testEscapes() } }
    @Test func invalidUTF8() { Self.run { $0.testInvalidUTF8() } }
    @Test func invalidInputs() { Self.run { $0.testInvalidInputs() } }
    @Test func depthAndBOM() { Self.run { $0.testDepthAndBOM() } }
    @Test func json5() { Self.run { $0.testJSON5() } }
    @Test func pointer() { Self.run { $0.testPointer() } }
    @Test func agreesWithFoundation() { Self.run { $0.testFoundation() } }
    @Test func largeInputs() { Self.run { $0.testLinearTime() } }
    @Test func mutatedDocumentsNeverCrash() { Self.run { $0.fuzz(rounds: 50) } }
}

extension JSONValue {
    /// The value a JSON Pointer names, for the tests' lookups by position.
    func value(at pointer: String) -> JSONValue? {
        guard let tokens = JSONPointer.tokens(pointer) else { return nil }
        var current = self
        for token in tokens {
            switch current.kind {
            case .object(let members):
                guard let next = members[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = JSONPointer.index(token), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}
