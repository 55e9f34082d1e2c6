/// A syntax error, with the line and column (1-based, columns in Unicode scalars) of the offending character.
///
/// When the input ends too early the position is that of the end of the input and the message is
/// "unexpected end of input"; for an unterminated string or comment it is that of the opening
/// quote or `/*`, because that is the place a person has to look at.
struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    let line: Int
    let column: Int
    let message: String

    var description: String { "line \(line), column \(column): \(message)" }
}

/// Entry points for parsing UTF-8 bytes into a `JSONValue` tree in which every value knows its position.
///
/// The parser is iterative (an explicit stack of open containers), so nesting costs heap, not
/// call stack: a hostile `[[[[…` gets a clean error at `maximumDepth` on any thread. It runs in
/// time linear in the input: string bytes are validated in place and decoded once, and columns
/// are counted incrementally from a cached point rather than from the start of the line.
enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; one more opening bracket is an error.
    static let maximumDepth = 512

    /// Strict JSON (RFC 8259): one value, surrounded by optional whitespace (space, tab, LF, CR). A UTF-8 byte-order mark at the start is skipped.
    ///
    /// Numbers that overflow a Double (such as `1e400`) are refused as "a number out of range",
    /// since JSON has no way to write infinity. A lone surrogate `\u` escape is refused because a
    /// Swift `String` cannot hold it.
    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = Parser(bytes: bytes, json5: false)
        return try parser.parseDocument()
    }

    /// JSON5 (https://spec.json5.org, version 1.0.0): comments, trailing commas, unquoted keys, single-quoted strings, extra escapes, and the extra number forms and whitespace of ECMAScript 5.1.
    ///
    /// Decisions where JSON5 defers to JavaScript and Swift differs:
    /// - A finite-looking literal that overflows a Double (`1e400`, a 300-digit hex number) is an
    ///   error ("a number out of range"), as in strict JSON, although JavaScript would read it as
    ///   Infinity: JSON5 can write `Infinity` explicitly, so an overflow is much more likely a mistake.
    /// - A `\u` escape of a lone surrogate is an error (JavaScript allows it; Swift strings cannot
    ///   hold it).
    /// - Unquoted keys follow ECMAScript 5.1 IdentifierName using the standard library's Unicode
    ///   general categories: letters (Lu Ll Lt Lm Lo Nl), `$`, `_` and `\uXXXX` escapes of those to
    ///   start; then also Mn Mc Nd Pc, U+200C and U+200D.
    /// - As in JavaScript, an escaped character without a special meaning stands for itself
    ///   (`'\q'` is `"q"`), but `\1`…`\9` and `\0` before a digit are refused.
    /// - Unescaped control characters other than line breaks are allowed in strings, as the JSON5
    ///   grammar says (it excludes only LF, CR, and the quotes and backslash).
    static func parseJSON5(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = Parser(bytes: bytes, json5: true)
        return try parser.parseDocument()
    }
}

// MARK: - Byte constants

/// Byte values of the ASCII characters the grammar mentions, so the code reads like the grammar.
private enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22          // "
    static let dollar: UInt8 = 0x24         // $
    static let apostrophe: UInt8 = 0x27     // '
    static let asterisk: UInt8 = 0x2A       // *
    static let plus: UInt8 = 0x2B           // +
    static let comma: UInt8 = 0x2C          // ,
    static let minus: UInt8 = 0x2D          // -
    static let period: UInt8 = 0x2E         // .
    static let slash: UInt8 = 0x2F          // /
    static let zero: UInt8 = 0x30           // 0
    static let nine: UInt8 = 0x39           // 9
    static let colon: UInt8 = 0x3A          // :
    static let upperE: UInt8 = 0x45         // E
    static let upperI: UInt8 = 0x49         // I
    static let upperN: UInt8 = 0x4E         // N
    static let upperX: UInt8 = 0x58         // X
    static let openBracket: UInt8 = 0x5B    // [
    static let backslash: UInt8 = 0x5C      // \
    static let closeBracket: UInt8 = 0x5D   // ]
    static let underscore: UInt8 = 0x5F     // _
    static let lowerB: UInt8 = 0x62
    static let lowerE: UInt8 = 0x65
    static let lowerF: UInt8 = 0x66
    static let lowerN: UInt8 = 0x6E
    static let lowerR: UInt8 = 0x72
    static let lowerT: UInt8 = 0x74
    static let lowerU: UInt8 = 0x75
    static let lowerV: UInt8 = 0x76
    static let lowerX: UInt8 = 0x78
    static let openBrace: UInt8 = 0x7B      // {
    static let closeBrace: UInt8 = 0x7D     // }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The value of a hexadecimal digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}

/// Appends the UTF-8 encoding of a scalar to a byte buffer.
private func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        buffer.append(UInt8(scalar))
    case 0x80..<0x800:
        buffer.append(UInt8(0xC0 | (scalar >> 6)))
        buffer.append(UInt8(0x80 | (scalar & 0x3F)))
    case 0x800..<0x10000:
        buffer.append(UInt8(0xE0 | (scalar >> 12)))
        buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
        buffer.append(UInt8(0x80 | (scalar & 0x3F)))
    default:
        buffer.append(UInt8(0xF0 | (scalar >> 18)))
        buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
        buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
        buffer.append(UInt8(0x80 | (scalar & 0x3F)))
    }
}

/// Formats a value as at least four uppercase hexadecimal digits, for messages.
private func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

/// Formats a scalar value as U+XXXX for messages.
private func scalarName(_ scalar: UInt32) -> String { "U+" + hex4(scalar) }

// MARK: - Parser

/// One open array or object on the parser's explicit stack.
///
/// Both element lists live in the frame (only one is used) so that appending goes through the
/// array's in-place mutation path instead of copying an enum payload out and back.
private struct Frame {
    let isObject: Bool
    let position: JSONPosition
    var elements: [JSONValue] = []
    var members: [JSONMembers.Member] = []
    /// The key of the member whose value is being parsed (objects only).
    var key: String = ""
    var keyPosition: JSONPosition
}

/// The parsing state over one input: the bytes, the read index, and the line/column bookkeeping.
private struct Parser {
    let bytes: [UInt8]
    let json5: Bool
    let end: Int
    /// Where the content starts (3 after a byte-order mark, else 0).
    let contentStart: Int
    /// The next byte to read.
    var index: Int

    /// Current line number and the index of the first byte of that line.
    var line = 1
    var lineStart: Int
    /// A byte index on the current line whose column is known, so columns are counted
    /// incrementally (positions are asked for in increasing order).
    var columnIndex: Int
    var columnValue = 1

    /// Reused buffer for strings and keys that contain escapes.
    var scratch: [UInt8] = []

    init(bytes: [UInt8], json5: Bool) {
        self.bytes = bytes
        self.json5 = json5
        self.end = bytes.count
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.contentStart = hasBOM ? 3 : 0
        self.index = contentStart
        self.lineStart = contentStart
        self.columnIndex = contentStart
    }

    // MARK: Document and containers

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        try skipWhitespace()
        let value = try parseValueTree()
        try skipWhitespace()
        if index < end { throw error("text after the JSON value") }
        return value
    }

    /// Parses one value, containers included, with an explicit stack instead of recursion.
    mutating func parseValueTree() throws(JSONParseError) -> JSONValue {
        var stack: [Frame] = []
        while true {
            // A value is expected at `index`; whitespace has been skipped.
            guard index < end else { throw error("expected a value") }
            let position = self.position(at: index)
            var value: JSONValue
            switch bytes[index] {
            case ASCII.openBracket, ASCII.openBrace:
                let isObject = bytes[index] == ASCII.openBrace
                guard stack.count < JSONParser.maximumDepth else {
                    throw error(at: position, "nesting deeper than \(JSONParser.maximumDepth) levels")
                }
                index += 1
                try skipWhitespace()
                if index < end && bytes[index] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    index += 1
                    value = JSONValue(kind: isObject ? .object(JSONMembers(members: [])) : .array([]), position: position)
                } else if isObject {
                    let (key, keyPosition) = try parseKeyAndColon(
                        orElse: json5 ? "expected a key or '}'" : "expected a string key or '}'")
                    stack.append(Frame(isObject: true, position: position, key: key, keyPosition: keyPosition))
                    continue
                } else {
                    stack.append(Frame(isObject: false, position: position, keyPosition: position))
                    continue
                }
            default:
                value = try parseScalar(at: position)
            }

            // Hand the finished value to the open containers, closing as many as end here.
            attach: while true {
                guard !stack.isEmpty else { return value }
                let top = stack.count - 1
                let isObject = stack[top].isObject
                if isObject {
                    stack[top].members.append(JSONMembers.Member(
                        key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
                } else {
                    stack[top].elements.append(value)
                }
                try skipWhitespace()
                guard index < end else { throw unexpectedEnd() }
                let closer = isObject ? ASCII.closeBrace : ASCII.closeBracket
                let byte = bytes[index]
                if byte == ASCII.comma {
                    let commaIndex = index
                    index += 1
                    try skipWhitespace()
                    if index < end && bytes[index] == closer {
                        guard json5 else { throw error(atIndex: commaIndex, "a trailing comma is not allowed in JSON") }
                        index += 1
                        value = close(stack.removeLast())
                        continue attach
                    }
                    if isObject {
                        let (key, keyPosition) = try parseKeyAndColon(
                            orElse: json5 ? "expected a key or '}'" : "expected a string key")
                        stack[top].key = key
                        stack[top].keyPosition = keyPosition
                    }
                    break attach
                } else if byte == closer {
                    index += 1
                    value = close(stack.removeLast())
                } else {
                    throw error(isObject
                        ? "expected ',' or '}' after an object member"
                        : "expected ',' or ']' after an array element")
                }
            }
        }
    }

    private func close(_ frame: Frame) -> JSONValue {
        if frame.isObject {
            return JSONValue(kind: .object(JSONMembers(members: frame.members)), position: frame.position)
        }
        return JSONValue(kind: .array(frame.elements), position: frame.position)
    }

    /// Parses an object key, then the colon after it, leaving `index` at the member's value.
    mutating func parseKeyAndColon(orElse message: String) throws(JSONParseError) -> (String, JSONPosition) {
        guard index < end else { throw error(message) }
        let byte = bytes[index]
        let key: String
        let keyPosition: JSONPosition
        if byte == ASCII.quote || (json5 && byte == ASCII.apostrophe) {
            keyPosition = position(at: index)
            key = try parseString(quote: byte, position: keyPosition)
        } else if json5, let (identifier, identifierPosition) = try parseIdentifier() {
            key = identifier
            keyPosition = identifierPosition
        } else if !json5 && (ASCII.isLetter(byte) || byte == ASCII.dollar || byte == ASCII.underscore) {
            throw error("keys must be double-quoted strings in JSON")
        } else if !json5 && byte == ASCII.apostrophe {
            throw error("single-quoted strings are not allowed in JSON")
        } else {
            throw error(message)
        }
        try skipWhitespace()
        guard index < end && bytes[index] == ASCII.colon else { throw error("expected ':' after an object key") }
        index += 1
        try skipWhitespace()
        return (key, keyPosition)
    }

    // MARK: Scalars

    /// Parses a string, number or literal starting at `index`.
    mutating func parseScalar(at position: JSONPosition) throws(JSONParseError) -> JSONValue {
        let byte = bytes[index]
        switch byte {
        case ASCII.quote:
            return JSONValue(kind: .string(try parseString(quote: byte, position: position)), position: position)
        case ASCII.minus, ASCII.zero...ASCII.nine:
            return JSONValue(kind: .number(try parseNumber(at: position)), position: position)
        case ASCII.lowerT:
            try expectLiteral("true", at: position)
            return JSONValue(kind: .bool(true), position: position)
        case ASCII.lowerF:
            try expectLiteral("false", at: position)
            return JSONValue(kind: .bool(false), position: position)
        case ASCII.lowerN:
            try expectLiteral("null", at: position)
            return JSONValue(kind: .null, position: position)
        default:
            break
        }
        if json5 {
            switch byte {
            case ASCII.apostrophe:
                return JSONValue(kind: .string(try parseString(quote: byte, position: position)), position: position)
            case ASCII.plus, ASCII.period, ASCII.upperI, ASCII.upperN:
                return JSONValue(kind: .number(try parseNumber(at: position)), position: position)
            default:
                throw error("expected a value")
            }
        }
        // Strict JSON: name the JSON5 feature when that is what the text looks like.
        switch byte {
        case ASCII.apostrophe: throw error("single-quoted strings are not allowed in JSON")
        case ASCII.plus: throw error("a '+' sign is not allowed in JSON")
        case ASCII.period: throw error("a number must start with a digit in JSON")
        default: throw error("expected a value")
        }
    }

    /// Consumes `literal` exactly (the first byte is known to match).
    mutating func expectLiteral(_ literal: StaticString, at position: JSONPosition) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for offset in 0..<count {
            guard index < end else { throw unexpectedEnd() }
            guard bytes[index] == text[offset] else {
                throw error(at: position, "invalid literal (expected '\(literal)')")
            }
            index += 1
        }
    }

    /// Parses a number; `index` is at its first character (sign, digit, or in JSON5 also `.`, `I`, `N`).
    mutating func parseNumber(at position: JSONPosition) throws(JSONParseError) -> Double {
        var negative = false
        let signByte = bytes[index]
        if signByte == ASCII.minus {
            negative = true
            index += 1
        } else if signByte == ASCII.plus {
            index += 1   // only reached in JSON5
        }
        guard index < end else { throw unexpectedEnd() }
        let first = bytes[index]
        if json5 && first == ASCII.upperI {
            try expectLiteral("Infinity", at: position)
            return negative ? -Double.infinity : Double.infinity
        }
        if json5 && first == ASCII.upperN {
            try expectLiteral("NaN", at: position)
            return Double.nan
        }

        let textStart = index
        var integerDigits = 0
        var integerValue = 0
        var isInteger = true
        if first == ASCII.zero {
            index += 1
            integerDigits = 1
            if index < end {
                let next = bytes[index]
                if next == ASCII.lowerX || next == ASCII.upperX {
                    guard json5 else { throw error(at: position, "hexadecimal numbers are not allowed in JSON") }
                    index += 1
                    return try parseHexDigits(negative: negative, position: position)
                }
                if ASCII.isDigit(next) { throw error("a number cannot have leading zeros") }
            }
        } else if ASCII.isDigit(first) {
            while index < end {
                let digit = bytes[index]
                guard ASCII.isDigit(digit) else { break }
                if integerDigits < 18 { integerValue = integerValue * 10 + Int(digit - ASCII.zero) }
                integerDigits += 1
                index += 1
            }
        } else if !(json5 && first == ASCII.period) {
            throw error(signByte == ASCII.plus ? "expected a digit after '+'" : "expected a digit after '-'")
        }

        if index < end && bytes[index] == ASCII.period {
            isInteger = false
            index += 1
            var fractionDigits = 0
            while index < end && ASCII.isDigit(bytes[index]) {
                fractionDigits += 1
                index += 1
            }
            // JSON needs digits after the point; JSON5 allows "5." but not a bare ".".
            if fractionDigits == 0 && (!json5 || integerDigits == 0) {
                throw error("expected a digit after the decimal point")
            }
        }
        if index < end && (bytes[index] == ASCII.lowerE || bytes[index] == ASCII.upperE) {
            isInteger = false
            index += 1
            if index < end && (bytes[index] == ASCII.plus || bytes[index] == ASCII.minus) { index += 1 }
            var exponentDigits = 0
            while index < end && ASCII.isDigit(bytes[index]) {
                exponentDigits += 1
                index += 1
            }
            if exponentDigits == 0 { throw error("expected a digit in the exponent") }
        }

        let magnitude: Double
        if isInteger && integerDigits <= 15 {
            magnitude = Double(integerValue)   // exact: below 2^53
        } else {
            // The standard library's conversion is correctly rounded; the grammar has already
            // been checked, so the text is one it accepts (it also takes "5." and ".5").
            guard let parsed = Double(String(decoding: bytes[textStart..<index], as: UTF8.self)) else {
                throw error(at: position, "invalid number")
            }
            magnitude = parsed
        }
        guard magnitude.isFinite else { throw error(at: position, "a number out of range") }
        return negative ? -magnitude : magnitude
    }

    /// Parses the digits of a JSON5 hexadecimal integer; `index` is just after the `x`.
    mutating func parseHexDigits(negative: Bool, position: JSONPosition) throws(JSONParseError) -> Double {
        let digitsStart = index
        var value: UInt64 = 0
        while index < end, let digit = ASCII.hexValue(bytes[index]) {
            if index - digitsStart < 13 { value = value << 4 | UInt64(digit) }
            index += 1
        }
        let digitCount = index - digitsStart
        guard digitCount > 0 else { throw error("expected a hexadecimal digit after '0x'") }
        let magnitude: Double
        if digitCount <= 13 {
            magnitude = Double(value)   // at most 52 bits: exact
        } else {
            let text = "0x" + String(decoding: bytes[digitsStart..<index], as: UTF8.self)
            guard let parsed = Double(text) else { throw error(at: position, "invalid number") }
            magnitude = parsed
        }
        guard magnitude.isFinite else { throw error(at: position, "a number out of range") }
        return negative ? -magnitude : magnitude
    }

    // MARK: Strings

    /// Parses a string whose opening quote is at `index`; returns its decoded text.
    ///
    /// Runs of plain characters are validated in place and copied once, either straight into the
    /// result or, when the string has escapes, into `scratch` which is decoded once at the end.
    mutating func parseString(quote: UInt8, position: JSONPosition) throws(JSONParseError) -> String {
        index += 1
        var segmentStart = index
        var hasEscapes = false
        while true {
            guard index < end else { throw error(at: position, "unterminated string") }
            let byte = bytes[index]
            if byte == quote { break }
            if byte == ASCII.backslash {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape(stringPosition: position)
                segmentStart = index
            } else if byte < 0x20 {
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    throw error("unescaped line break in a string")
                }
                // JSON5's grammar allows other control characters in strings; JSON does not.
                guard json5 else { throw error("unescaped control character \(scalarName(UInt32(byte))) in a string") }
                index += 1
            } else if byte >= 0x80 {
                guard let (scalar, length) = decodeScalar(at: index) else { throw error("invalid UTF-8") }
                index += length
                if json5 && (scalar == 0x2028 || scalar == 0x2029) { newline(at: index) }
            } else {
                index += 1
            }
        }
        let text: String
        if hasEscapes {
            scratch.append(contentsOf: bytes[segmentStart..<index])
            text = String(decoding: scratch, as: UTF8.self)
        } else {
            text = String(decoding: bytes[segmentStart..<index], as: UTF8.self)
        }
        index += 1   // closing quote
        return text
    }

    /// Parses one escape sequence at `index` (a backslash), appending its meaning to `scratch`.
    mutating func parseEscape(stringPosition: JSONPosition) throws(JSONParseError) {
        let escapeStart = index
        index += 1
        guard index < end else { throw error(at: stringPosition, "unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case ASCII.quote, ASCII.backslash, ASCII.slash: scratch.append(byte)
        case ASCII.lowerB: scratch.append(0x08)
        case ASCII.lowerF: scratch.append(0x0C)
        case ASCII.lowerN: scratch.append(0x0A)
        case ASCII.lowerR: scratch.append(0x0D)
        case ASCII.lowerT: scratch.append(0x09)
        case ASCII.lowerU:
            appendUTF8(try parseUnicodeEscape(escapeStart: escapeStart, allowSurrogatePair: true), to: &scratch)
        default:
            guard json5 else { throw invalidEscape(escapeStart) }
            switch byte {
            case ASCII.apostrophe: scratch.append(byte)
            case ASCII.lowerV: scratch.append(0x0B)
            case ASCII.zero:
                if index < end && ASCII.isDigit(bytes[index]) {
                    throw error(atIndex: escapeStart, "invalid escape '\\0' followed by a digit")
                }
                scratch.append(0)
            case ASCII.zero + 1...ASCII.nine:
                throw invalidEscape(escapeStart)
            case ASCII.lowerX:
                guard index + 1 < end, let high = ASCII.hexValue(bytes[index]),
                      let low = ASCII.hexValue(bytes[index + 1]) else {
                    throw error(atIndex: escapeStart, "invalid \\x escape (expected 2 hexadecimal digits)")
                }
                index += 2
                appendUTF8(high << 4 | low, to: &scratch)
            case ASCII.lineFeed:
                newline(at: index)   // line continuation: contributes nothing
            case ASCII.carriageReturn:
                if index < end && bytes[index] == ASCII.lineFeed { index += 1 }
                newline(at: index)
            case 0x80...:
                guard let (scalar, length) = decodeScalar(at: index - 1) else {
                    throw error(atIndex: index - 1, "invalid UTF-8")
                }
                index += length - 1
                if scalar == 0x2028 || scalar == 0x2029 {
                    newline(at: index)   // line continuation
                } else {
                    appendUTF8(scalar, to: &scratch)   // a non-escape character stands for itself
                }
            default:
                scratch.append(byte)   // a non-escape character stands for itself
            }
        }
    }

    /// Builds the "invalid escape" error for the escape at `escapeStart`.
    mutating func invalidEscape(_ escapeStart: Int) -> JSONParseError {
        let next = escapeStart + 1
        let shown: String
        if next < end && bytes[next] > 0x20 && bytes[next] < 0x7F {
            shown = "'\\" + String(UnicodeScalar(bytes[next])) + "'"
        } else if next < end, let (scalar, _) = decodeScalar(at: next) {
            shown = "'\\' followed by \(scalarName(scalar))"
        } else {
            shown = "'\\' followed by invalid UTF-8"
        }
        return error(atIndex: escapeStart, "invalid escape \(shown)")
    }

    /// Reads the four hex digits of a `\u` escape (`index` just after the `u`); with
    /// `allowSurrogatePair`, combines a high surrogate with the `\u` low surrogate that must follow.
    mutating func parseUnicodeEscape(escapeStart: Int, allowSurrogatePair: Bool) throws(JSONParseError) -> UInt32 {
        let unit = try readHex4(escapeStart: escapeStart)
        if unit >= 0xD800 && unit <= 0xDBFF && allowSurrogatePair {
            if index + 1 < end && bytes[index] == ASCII.backslash && bytes[index + 1] == ASCII.lowerU {
                let saved = index
                index += 2
                let low = try readHex4(escapeStart: saved)
                if low >= 0xDC00 && low <= 0xDFFF {
                    return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                }
            }
            throw error(atIndex: escapeStart, "a lone surrogate '\\u\(hex4(unit))'")
        }
        if unit >= 0xD800 && unit <= 0xDFFF {
            throw error(atIndex: escapeStart, "a lone surrogate '\\u\(hex4(unit))'")
        }
        return unit
    }

    mutating func readHex4(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard index < end, let digit = ASCII.hexValue(bytes[index]) else {
                throw error(atIndex: escapeStart, "invalid \\u escape (expected 4 hexadecimal digits)")
            }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }

    // MARK: JSON5 identifiers

    /// Parses an unquoted JSON5 key (ECMAScript 5.1 IdentifierName) at `index`, or returns nil
    /// without consuming anything if no identifier starts here.
    mutating func parseIdentifier() throws(JSONParseError) -> (String, JSONPosition)? {
        let start = index
        scratch.removeAll(keepingCapacity: true)
        while index < end {
            let isFirst = index == start
            let byte = bytes[index]
            if byte == ASCII.backslash {
                let escapeStart = index
                guard index + 1 < end, bytes[index + 1] == ASCII.lowerU else {
                    throw error(atIndex: escapeStart, "only \\u escapes are allowed in an unquoted key")
                }
                index += 2
                let unit = try parseUnicodeEscape(escapeStart: escapeStart, allowSurrogatePair: false)
                guard Parser.isIdentifierScalar(unit, isFirst: isFirst) else {
                    throw error(atIndex: escapeStart,
                                "the escape '\\u\(hex4(unit))' is not allowed in an unquoted key")
                }
                appendUTF8(unit, to: &scratch)
                continue
            }
            guard let (scalar, length) = decodeScalar(at: index) else {
                if isFirst { return nil }   // the caller reports the invalid UTF-8
                throw error("invalid UTF-8")
            }
            guard Parser.isIdentifierScalar(scalar, isFirst: isFirst) else { break }
            scratch.append(contentsOf: bytes[index..<(index + length)])
            index += length
        }
        guard index > start else { return nil }
        return (String(decoding: scratch, as: UTF8.self), position(at: start))
    }

    /// Whether a scalar may appear in an ECMAScript 5.1 IdentifierName (first or later position).
    static func isIdentifierScalar(_ value: UInt32, isFirst: Bool) -> Bool {
        if value < 0x80 {
            let byte = UInt8(value)
            return ASCII.isLetter(byte) || byte == ASCII.dollar || byte == ASCII.underscore
                || (!isFirst && ASCII.isDigit(byte))
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return !isFirst
        default:
            return !isFirst && (value == 0x200C || value == 0x200D)
        }
    }

    // MARK: Whitespace and comments

    /// Skips whitespace, and in JSON5 also comments and the extra whitespace characters, counting lines.
    mutating func skipWhitespace() throws(JSONParseError) {
        while index < end {
            let byte = bytes[index]
            switch byte {
            case ASCII.space, ASCII.tab:
                index += 1
            case ASCII.lineFeed:
                index += 1
                newline(at: index)
            case ASCII.carriageReturn:
                index += 1
                if index < end && bytes[index] == ASCII.lineFeed { index += 1 }
                newline(at: index)
            default:
                guard json5 else { return }
                if byte == ASCII.verticalTab || byte == ASCII.formFeed {
                    index += 1
                } else if byte == ASCII.slash {
                    guard try skipComment() else { return }
                } else if byte >= 0x80, let (scalar, length) = decodeScalar(at: index),
                          Parser.isJSON5Whitespace(scalar) {
                    index += length
                    if scalar == 0x2028 || scalar == 0x2029 { newline(at: index) }
                } else {
                    return
                }
            }
        }
    }

    /// JSON5 whitespace beyond ASCII: U+00A0, U+2028, U+2029, U+FEFF and category Zs.
    static func isJSON5Whitespace(_ value: UInt32) -> Bool {
        if value == 0xA0 || value == 0x2028 || value == 0x2029 || value == 0xFEFF { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.generalCategory == .spaceSeparator
    }

    /// Skips a comment at `index` (a slash); returns false if the slash does not start one.
    mutating func skipComment() throws(JSONParseError) -> Bool {
        guard index + 1 < end else { return false }
        let second = bytes[index + 1]
        if second == ASCII.slash {
            // Line comment: up to, not including, the line terminator.
            index += 2
            while index < end {
                let byte = bytes[index]
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
                if byte < 0x80 {
                    index += 1
                    continue
                }
                guard let (scalar, length) = decodeScalar(at: index) else { throw error("invalid UTF-8") }
                if scalar == 0x2028 || scalar == 0x2029 { break }
                index += length
            }
            return true
        }
        if second == ASCII.asterisk {
            let commentPosition = position(at: index)
            index += 2
            while true {
                guard index < end else { throw error(at: commentPosition, "unterminated comment") }
                let byte = bytes[index]
                if byte == ASCII.asterisk && index + 1 < end && bytes[index + 1] == ASCII.slash {
                    index += 2
                    return true
                }
                if byte == ASCII.lineFeed {
                    index += 1
                    newline(at: index)
                } else if byte == ASCII.carriageReturn {
                    index += 1
                    if index < end && bytes[index] == ASCII.lineFeed { index += 1 }
                    newline(at: index)
                } else if byte < 0x80 {
                    index += 1
                } else {
                    guard let (scalar, length) = decodeScalar(at: index) else { throw error("invalid UTF-8") }
                    index += length
                    if scalar == 0x2028 || scalar == 0x2029 { newline(at: index) }
                }
            }
        }
        return false
    }

    // MARK: UTF-8

    /// Decodes the well-formed UTF-8 sequence at `i` (per Unicode Table 3-7: no overlongs, no
    /// surrogates, nothing above U+10FFFF), or returns nil.
    func decodeScalar(at i: Int) -> (UInt32, Int)? {
        let lead = bytes[i]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            scalar = UInt32(lead & 0x0F)
            if lead == 0xE0 { lowest = 0xA0 }
            if lead == 0xED { highest = 0x9F }
        case 0xF0...0xF4:
            length = 4
            scalar = UInt32(lead & 0x07)
            if lead == 0xF0 { lowest = 0x90 }
            if lead == 0xF4 { highest = 0x8F }
        default:
            return nil
        }
        guard i + length <= end else { return nil }
        for k in 1..<length {
            let byte = bytes[i + k]
            // Only the first continuation byte has the narrowed range.
            let low = k == 1 ? lowest : 0x80
            let high = k == 1 ? highest : 0xBF
            guard byte >= low && byte <= high else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (scalar, length)
    }

    // MARK: Positions

    /// Records that a line ended just before `next`.
    mutating func newline(at next: Int) {
        line += 1
        lineStart = next
        columnIndex = next
        columnValue = 1
    }

    /// The position of the byte at `i`, counting columns from the cached point (amortized O(1)
    /// because positions are requested in increasing order).
    mutating func position(at i: Int) -> JSONPosition {
        guard i >= lineStart else { return slowPosition(at: i) }
        if i < columnIndex {
            columnIndex = lineStart
            columnValue = 1
        }
        var column = columnValue
        var k = columnIndex
        while k < i {
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        columnIndex = i
        columnValue = column
        return JSONPosition(line: line, column: column)
    }

    /// The position of an index before the current line, by rescanning from the start; used only
    /// for error messages that point back (a trailing comma on an earlier line).
    func slowPosition(at i: Int) -> JSONPosition {
        var line = 1
        var column = 1
        var k = contentStart
        while k < i {
            let byte = bytes[k]
            if byte == ASCII.lineFeed {
                line += 1
                column = 1
                k += 1
            } else if byte == ASCII.carriageReturn {
                k += 1
                if k < i && bytes[k] == ASCII.lineFeed { k += 1 }
                line += 1
                column = 1
            } else if json5 && byte == 0xE2 && k + 2 < end && bytes[k + 1] == 0x80
                        && (bytes[k + 2] == 0xA8 || bytes[k + 2] == 0xA9) {
                k += 3
                line += 1
                column = 1
            } else {
                if byte & 0xC0 != 0x80 { column += 1 }
                k += 1
            }
        }
        return JSONPosition(line: line, column: column)
    }

    // MARK: Errors

    /// An error at the current index. At the end of input the message becomes "unexpected end of
    /// input"; at a byte that is not valid UTF-8 it becomes "invalid UTF-8"; at a comment in
    /// strict mode it says comments are not allowed.
    mutating func error(_ message: String) -> JSONParseError {
        guard index < end else { return unexpectedEnd() }
        let byte = bytes[index]
        if byte >= 0x80 && decodeScalar(at: index) == nil { return error(atIndex: index, "invalid UTF-8") }
        if !json5 && byte == ASCII.slash && index + 1 < end
            && (bytes[index + 1] == ASCII.slash || bytes[index + 1] == ASCII.asterisk) {
            return error(atIndex: index, "comments are not allowed in JSON")
        }
        return error(atIndex: index, message)
    }

    /// The error for input that stops where more was required.
    mutating func unexpectedEnd() -> JSONParseError {
        error(atIndex: end, "unexpected end of input")
    }

    mutating func error(atIndex i: Int, _ message: String) -> JSONParseError {
        error(at: position(at: i), message)
    }

    func error(at position: JSONPosition, _ message: String) -> JSONParseError {
        JSONParseError(line: position.line, column: position.column, message: message)
    }
}
