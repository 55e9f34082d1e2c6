/// What a Swift file's bytes show of its shape before the parser reads them: how deep its
/// brackets and string interpolations nest, and how long its longest chain of member
/// accesses and operators runs.
///
/// A pull request can bring any file, and a few shapes make Swift's parser or the readers
/// behind it take time or stack without bound: brackets nested a few dozen deep (the parser
/// looks ahead for array types at each), interpolations nested inside interpolations, a
/// chain of thousands of modifiers, operators or members (each a level of recursion when
/// operators are folded and when the chain is walked). Real apps stay far inside the
/// ``Limits``; a file outside them is not parsed, and is named in the notes with the line
/// where it first went past.
///
/// The scan is a small lexer, not a parser: it knows comments (nested block comments
/// included), string literals (multi-line, raw, and their interpolations) and brackets, which
/// is all it needs to measure; it reads each byte once.
struct SourceShape: Equatable, Sendable {
    /// Brackets of any kind (`(`, `[`, `{`) open at once, at most.
    var nesting = 0
    /// Square brackets open at once, at most.
    var squareNesting = 0
    /// String interpolations open at once, at most (`"\("\(x)")"` is 2).
    var interpolation = 0
    /// Member accesses and operators in one expression, at most: `a.b.c` is 2, `a + b * c`
    /// is 2, a SwiftUI view with 12 chained modifiers about 12.
    var chain = 0

    /// The most a file may have of each. Of 44 real apps' 4,146 Swift files the deepest had
    /// nesting 16, square brackets 5, interpolations 2, a chain of 37. Past 12 square
    /// brackets the parser's time grows about 1.85-fold with each one more (26 take minutes);
    /// a chain of 1,000 modifiers is read in a quarter of a second on the scan's stack.
    struct Limits: Sendable {
        var nesting = 64
        var squareNesting = 12
        var interpolation = 8
        var chain = 1_000

        static let standard = Limits()
    }

    /// Why a file is outside the limits, with the line where it first went past them; `nil`
    /// when it is inside.
    struct Excess: Error, Equatable, Sendable {
        let line: Int
        let what: String
    }

    /// Measures `bytes` (UTF-8). With `limits`, stops at the first byte that goes past one.
    static func measure(_ bytes: some Collection<UInt8>, limits: Limits? = nil) -> Result<SourceShape, Excess> {
        var lexer = Lexer(limits: limits)
        return lexer.run(Array(bytes))
    }

    private struct Lexer {
        enum Context {
            /// Code, with the chain of the expression being read at this bracket level.
            case code(closer: UInt8?, chain: Int)
            /// A string literal: its number of quotes (1 or 3) and of `#`s.
            case string(quotes: Int, hashes: Int)
            /// An interpolation: code until its `)`.
            case interpolation(chain: Int)
        }

        let limits: Limits?
        var shape = SourceShape()
        var stack: [Context] = [.code(closer: nil, chain: 0)]
        var line = 1
        var squares = 0
        var interpolations = 0
        /// Code contexts open (brackets and interpolations), less the file's own.
        var depth = 0

        init(limits: Limits?) {
            self.limits = limits
        }

        mutating func check() -> Excess? {
            guard let limits else { return nil }
            if shape.nesting > limits.nesting { return Excess(line: line, what: "brackets nested \(shape.nesting) deep (at most \(limits.nesting))") }
            if shape.squareNesting > limits.squareNesting {
                return Excess(line: line, what: "square brackets nested \(shape.squareNesting) deep (at most \(limits.squareNesting))")
            }
            if shape.interpolation > limits.interpolation {
                return Excess(line: line, what: "string interpolations nested \(shape.interpolation) deep (at most \(limits.interpolation))")
            }
            if shape.chain > limits.chain {
                return Excess(line: line, what: "an expression of more than \(limits.chain) member accesses and operators")
            }
            return nil
        }

        /// The chain of the innermost code context, changed by `change`.
        mutating func chain(_ change: (Int) -> Int) {
            switch stack.last {
            case .code(let closer, let chain)?:
                stack[stack.count - 1] = .code(closer: closer, chain: change(chain))
                shape.chain = max(shape.chain, change(chain))
            case .interpolation(let chain)?:
                stack[stack.count - 1] = .interpolation(chain: change(chain))
                shape.chain = max(shape.chain, change(chain))
            default:
                break
            }
        }

        static func isOperator(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"),
                UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "~"):
                true
            default:
                false
            }
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        mutating func run(_ bytes: [UInt8]) -> Result<SourceShape, Excess> {
            var index = 0
            let count = bytes.count
            func byte(_ offset: Int) -> UInt8? { index + offset < count ? bytes[index + offset] : nil }
            while index < count {
                let current = bytes[index]
                if current == UInt8(ascii: "\n") { line += 1 }
                switch stack.last {
                case .string(let quotes, let hashes)?:
                    if current == UInt8(ascii: "\\") {
                        // An escape or, with the literal's `#`s, an interpolation.
                        var cursor = index + 1
                        var found = 0
                        while found < hashes, cursor < count, bytes[cursor] == UInt8(ascii: "#") {
                            found += 1
                            cursor += 1
                        }
                        if found == hashes, cursor < count, bytes[cursor] == UInt8(ascii: "(") {
                            stack.append(.interpolation(chain: 0))
                            depth += 1
                            interpolations += 1
                            shape.interpolation = max(shape.interpolation, interpolations)
                            shape.nesting = max(shape.nesting, depth)
                            if let excess = check() { return .failure(excess) }
                            index = cursor + 1
                            continue
                        }
                        if hashes == 0, cursor < count {
                            if bytes[cursor] == UInt8(ascii: "\n") { line += 1 }
                            index = cursor + 1
                            continue
                        }
                        index += 1
                        continue
                    }
                    if current == UInt8(ascii: "\"") {
                        var cursor = index
                        var run = 0
                        while cursor < count, bytes[cursor] == UInt8(ascii: "\""), run < quotes {
                            run += 1
                            cursor += 1
                        }
                        var closing = 0
                        while closing < hashes, cursor < count, bytes[cursor] == UInt8(ascii: "#") {
                            closing += 1
                            cursor += 1
                        }
                        if run == quotes, closing == hashes {
                            stack.removeLast()
                            index = cursor
                            continue
                        }
                    }
                    if current == UInt8(ascii: "\n"), quotes == 1 {
                        // An unterminated literal ends at its line.
                        stack.removeLast()
                    }
                    index += 1
                    continue
                default:
                    break
                }
                // Code (or an interpolation's code).
                switch current {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                    while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    var open = 0
                    while index < count {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                            open += 1
                            index += 2
                        } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                            open -= 1
                            index += 2
                            if open == 0 { break }
                        } else {
                            index += 1
                        }
                    }
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    var cursor = index
                    var hashes = 0
                    while cursor < count, bytes[cursor] == UInt8(ascii: "#") {
                        hashes += 1
                        cursor += 1
                    }
                    guard cursor < count, bytes[cursor] == UInt8(ascii: "\"") else {
                        index = max(cursor, index + 1)
                        continue
                    }
                    let quotes = cursor + 2 < count && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"") ? 3 : 1
                    stack.append(.string(quotes: quotes, hashes: hashes))
                    index = cursor + quotes
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    let closer: UInt8 = current == UInt8(ascii: "(") ? UInt8(ascii: ")") : current == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                    stack.append(.code(closer: closer, chain: 0))
                    depth += 1
                    if current == UInt8(ascii: "[") {
                        squares += 1
                        shape.squareNesting = max(shape.squareNesting, squares)
                    }
                    shape.nesting = max(shape.nesting, depth)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if case .interpolation? = stack.last, current == UInt8(ascii: ")") {
                        stack.removeLast()
                        depth -= 1
                        interpolations -= 1
                    } else if case .code(let closer?, _)? = stack.last {
                        if closer == UInt8(ascii: "]") { squares -= 1 }
                        stack.removeLast()
                        depth -= 1
                        // A closure's statements end; a call's or subscript's arguments go on
                        // the chain they belong to.
                        if current == UInt8(ascii: "}") { chain { _ in 0 } }
                    }
                case UInt8(ascii: ";"), UInt8(ascii: ","):
                    chain { _ in 0 }
                case UInt8(ascii: "\n"):
                    // A new line continues the expression only when it starts with `.` or an
                    // operator.
                    var cursor = index + 1
                    while cursor < count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") || bytes[cursor] == UInt8(ascii: "\r") {
                        cursor += 1
                    }
                    if cursor < count, bytes[cursor] == UInt8(ascii: ".") || Self.isOperator(bytes[cursor]) {
                        break
                    }
                    chain { _ in 0 }
                case UInt8(ascii: "."):
                    if let next = byte(1), Self.isIdentifierStart(next), index == 0 || !Self.isDigit(bytes[index - 1]) { chain { $0 + 1 } }
                case _ where Self.isOperator(current):
                    // A run of operator characters is one operator.
                    while let next = byte(1), Self.isOperator(next) { index += 1 }
                    chain { $0 + 1 }
                default:
                    break
                }
                if let excess = check() { return .failure(excess) }
                index += 1
            }
            return .success(shape)
        }
    }
}
