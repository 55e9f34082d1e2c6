import AuditModel
import Foundation

/// A CSS token (CSS Syntax Module Level 3, §4), with where it starts.
struct CSSToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case ident(String)
        case function(String)
        case atKeyword(String)
        case hash(String, isID: Bool)
        case string(String)
        case badString
        case url(String)
        case badURL
        case delim(Unicode.Scalar)
        case number(Double)
        case percentage(Double)
        case dimension(Double, unit: String)
        case whitespace
        case cdo, cdc, colon, semicolon, comma
        case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly
    }

    let kind: Kind
    let line: Int
    let column: Int
}

/// The tokenizer of CSS Syntax Module Level 3 (W3C CR, §4.3 "Tokenizer algorithms"), step by
/// step: input preprocessed (§3.3: CR LF, CR and FF as LF; NUL as U+FFFD), comments dropped,
/// escapes decoded, numbers, dimensions, percentages, `url()` and the error tokens
/// (`bad-string`, `bad-url`) as the specification consumes them. Never fails: a stylesheet
/// that is wrong gives tokens that say so, as in a browser.
struct CSSTokenizer {
    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.unicodeScalars.count)
        var previousCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r":
                result.append("\n")
                previousCR = true
                continue
            case "\n" where previousCR:
                break
            case "\u{0C}":
                result.append("\n")
            case "\u{0}":
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
            previousCR = false
        }
        scalars = result
    }

    /// Every token of the input, in order.
    static func tokens(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Steps back over the code point just consumed (never a newline where it is used), so
    /// that the algorithm that follows reads it first (the specification's "reconsume").
    private mutating func reconsume() {
        index -= 1
        column -= 1
    }

    @discardableResult
    private mutating func consume() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        return scalar
    }

    // §4.2 definitions.
    static func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { ("0"..."9").contains($0) } ?? false }
    static func isHexDigit(_ c: Unicode.Scalar?) -> Bool {
        c.map { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) } ?? false
    }
    static func isWhitespace(_ c: Unicode.Scalar?) -> Bool { c == "\n" || c == "\t" || c == " " }
    static func isIdentStart(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || c.value >= 0x80
    }
    static func isIdent(_ c: Unicode.Scalar?) -> Bool { isIdentStart(c) || isDigit(c) || c == "-" }
    static func isNonPrintable(_ c: Unicode.Scalar) -> Bool {
        c.value <= 0x08 || c.value == 0x0B || (0x0E...0x1F).contains(c.value) || c.value == 0x7F
    }

    /// §4.3.8: whether two code points are a valid escape.
    static func isValidEscape(_ first: Unicode.Scalar?, _ second: Unicode.Scalar?) -> Bool {
        first == "\\" && second != "\n"
    }

    /// §4.3.9: whether three code points would start an ident sequence.
    static func startsIdent(_ first: Unicode.Scalar?, _ second: Unicode.Scalar?, _ third: Unicode.Scalar?) -> Bool {
        if first == "-" { return isIdentStart(second) || second == "-" || isValidEscape(second, third) }
        if isIdentStart(first) { return true }
        return isValidEscape(first, second)
    }

    /// §4.3.10: whether three code points would start a number.
    static func startsNumber(_ first: Unicode.Scalar?, _ second: Unicode.Scalar?, _ third: Unicode.Scalar?) -> Bool {
        if first == "+" || first == "-" { return isDigit(second) || (second == "." && isDigit(third)) }
        if first == "." { return isDigit(second) }
        return isDigit(first)
    }

    /// §4.3.1: consume a token (comments first); `nil` at the end of the input.
    mutating func next() -> CSSToken? {
        consumeComments()
        let (startLine, startColumn) = (line, column)
        guard let c = consume() else { return nil }
        func token(_ kind: CSSToken.Kind) -> CSSToken { CSSToken(kind: kind, line: startLine, column: startColumn) }
        switch c {
        case _ where Self.isWhitespace(c):
            while Self.isWhitespace(peek()) { consume() }
            return token(.whitespace)
        case "\"", "'":
            return token(consumeString(ending: c))
        case "#":
            if Self.isIdent(peek()) || Self.isValidEscape(peek(), peek(1)) {
                let isID = Self.startsIdent(peek(), peek(1), peek(2))
                return token(.hash(consumeName(), isID: isID))
            }
            return token(.delim(c))
        case "(": return token(.openParen)
        case ")": return token(.closeParen)
        case "+":
            if Self.startsNumber(c, peek(), peek(1)) {
                reconsume()
                return token(consumeNumeric())
            }
            return token(.delim(c))
        case ",": return token(.comma)
        case "-":
            if Self.startsNumber(c, peek(), peek(1)) {
                reconsume()
                return token(consumeNumeric())
            }
            if peek() == "-", peek(1) == ">" {
                consume()
                consume()
                return token(.cdc)
            }
            if Self.startsIdent(c, peek(), peek(1)) {
                reconsume()
                return token(consumeIdentLike())
            }
            return token(.delim(c))
        case ".":
            if Self.isDigit(peek()) {
                reconsume()
                return token(consumeNumeric())
            }
            return token(.delim(c))
        case ":": return token(.colon)
        case ";": return token(.semicolon)
        case "<":
            if peek() == "!", peek(1) == "-", peek(2) == "-" {
                consume()
                consume()
                consume()
                return token(.cdo)
            }
            return token(.delim(c))
        case "@":
            if Self.startsIdent(peek(), peek(1), peek(2)) { return token(.atKeyword(consumeName())) }
            return token(.delim(c))
        case "[": return token(.openSquare)
        case "\\":
            if Self.isValidEscape(c, peek()) {
                reconsume()
                return token(consumeIdentLike())
            }
            return token(.delim(c))
        case "]": return token(.closeSquare)
        case "{": return token(.openCurly)
        case "}": return token(.closeCurly)
        case _ where Self.isDigit(c):
            reconsume()
            return token(consumeNumeric())
        case _ where Self.isIdentStart(c):
            reconsume()
            return token(consumeIdentLike())
        default:
            return token(.delim(c))
        }
    }

    /// §4.3.2: comments are consumed and dropped; an unterminated one ends the input.
    private mutating func consumeComments() {
        while peek() == "/", peek(1) == "*" {
            consume()
            consume()
            while let c = consume() {
                if c == "*", peek() == "/" {
                    consume()
                    break
                }
            }
        }
    }

    /// §4.3.3: a number, percentage or dimension.
    private mutating func consumeNumeric() -> CSSToken.Kind {
        let number = consumeNumber()
        if Self.startsIdent(peek(), peek(1), peek(2)) { return .dimension(number, unit: consumeName()) }
        if peek() == "%" {
            consume()
            return .percentage(number)
        }
        return .number(number)
    }

    /// §4.3.4: an ident, a function, or a `url()`.
    private mutating func consumeIdentLike() -> CSSToken.Kind {
        let name = consumeName()
        if name.lowercased() == "url", peek() == "(" {
            consume()
            while Self.isWhitespace(peek()), Self.isWhitespace(peek(1)) { consume() }
            let next = Self.isWhitespace(peek()) ? peek(1) : peek()
            if next == "\"" || next == "'" { return .function(name) }
            return consumeURL()
        }
        if peek() == "(" {
            consume()
            return .function(name)
        }
        return .ident(name)
    }

    /// §4.3.5: a string, or a bad string at an unescaped newline (which is not consumed).
    private mutating func consumeString(ending: Unicode.Scalar) -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while true {
            guard let c = peek() else { return .string(String(value)) }
            if c == ending {
                consume()
                return .string(String(value))
            }
            if c == "\n" { return .badString }
            consume()
            if c == "\\" {
                guard let next = peek() else { continue }
                if next == "\n" {
                    consume()
                } else {
                    value.append(consumeEscape())
                }
                continue
            }
            value.append(c)
        }
    }

    /// §4.3.6: a url token, or a bad url (its remnants consumed, §4.3.14).
    private mutating func consumeURL() -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while Self.isWhitespace(peek()) { consume() }
        while true {
            guard let c = consume() else { return .url(String(value)) }
            switch c {
            case ")":
                return .url(String(value))
            case _ where Self.isWhitespace(c):
                while Self.isWhitespace(peek()) { consume() }
                if peek() == ")" || peek() == nil {
                    consume()
                    return .url(String(value))
                }
                consumeBadURLRemnants()
                return .badURL
            case "\"", "'", "(":
                consumeBadURLRemnants()
                return .badURL
            case _ where Self.isNonPrintable(c):
                consumeBadURLRemnants()
                return .badURL
            case "\\":
                if Self.isValidEscape(c, peek()) {
                    value.append(consumeEscape())
                } else {
                    consumeBadURLRemnants()
                    return .badURL
                }
            default:
                value.append(c)
            }
        }
    }

    private mutating func consumeBadURLRemnants() {
        while let c = consume() {
            if c == ")" { return }
            if Self.isValidEscape(c, peek()) { _ = consumeEscape() }
        }
    }

    /// §4.3.7: the code point an escape (after its `\`) stands for.
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard let c = consume() else { return "\u{FFFD}" }
        guard Self.isHexDigit(c) else { return c }
        var hex = String(c)
        while hex.count < 6, Self.isHexDigit(peek()) { hex.unicodeScalars.append(consume()!) }
        if Self.isWhitespace(peek()) { consume() }
        guard let value = UInt32(hex, radix: 16), value != 0, !(0xD800...0xDFFF).contains(value), value <= 0x10FFFF,
            let scalar = Unicode.Scalar(value)
        else { return "\u{FFFD}" }
        return scalar
    }

    /// §4.3.11: an ident sequence.
    private mutating func consumeName() -> String {
        var result = String.UnicodeScalarView()
        while true {
            if Self.isIdent(peek()) {
                result.append(consume()!)
            } else if Self.isValidEscape(peek(), peek(1)) {
                consume()
                result.append(consumeEscape())
            } else {
                return String(result)
            }
        }
    }

    /// §4.3.12: a number's value.
    private mutating func consumeNumber() -> Double {
        var text = ""
        if peek() == "+" || peek() == "-" { text.unicodeScalars.append(consume()!) }
        while Self.isDigit(peek()) { text.unicodeScalars.append(consume()!) }
        if peek() == ".", Self.isDigit(peek(1)) {
            text.unicodeScalars.append(consume()!)
            while Self.isDigit(peek()) { text.unicodeScalars.append(consume()!) }
        }
        if peek() == "e" || peek() == "E" {
            if Self.isDigit(peek(1)) || ((peek(1) == "+" || peek(1) == "-") && Self.isDigit(peek(2))) {
                text.unicodeScalars.append(consume()!)
                if peek() == "+" || peek() == "-" { text.unicodeScalars.append(consume()!) }
                while Self.isDigit(peek()) { text.unicodeScalars.append(consume()!) }
            }
        }
        return Double(text) ?? 0
    }
}
