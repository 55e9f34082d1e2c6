import AuditModel
import Foundation

/// A component value (CSS Syntax Level 3, §5): a token, a function with its arguments, or a
/// block.
indirect enum CSSComponent: Equatable, Sendable {
    case token(CSSToken)
    case function(name: String, arguments: [CSSComponent], line: Int, column: Int)
    /// A `{}`, `[]` or `()` block: its opening token and contents.
    case block(CSSToken, [CSSComponent])

    var token: CSSToken.Kind? {
        if case .token(let token) = self { return token.kind }
        return nil
    }

    var isWhitespace: Bool { token == .whitespace }

    var line: Int {
        switch self {
        case .token(let token): token.line
        case .function(_, _, let line, _): line
        case .block(let open, _): open.line
        }
    }
}

/// A rule of a stylesheet: a style rule (its selector's components and block) or an at-rule
/// (`@media`, `@layer`, `@supports`, `@theme`, …) with its prelude and, when it has one, its
/// block's rules and declarations.
struct CSSRule: Sendable {
    enum Kind: Sendable {
        case style
        case at(String)
    }

    let kind: Kind
    let prelude: [CSSComponent]
    var declarations: [CSSDeclaration] = []
    var rules: [CSSRule] = []
    let line: Int
}

struct CSSDeclaration: Sendable {
    let name: String
    let value: [CSSComponent]
    let important: Bool
    let line: Int
    let column: Int
}

/// The parser of CSS Syntax Level 3 (§5.4): a stylesheet's rules, each block's declarations
/// and nested rules (CSS Nesting: a block may hold rules as well as declarations), with at
/// most 64 levels of nesting (deeper blocks are skipped whole).
struct CSSParser {
    private let tokens: [CSSToken]
    private var index = 0
    static let maximumDepth = 64

    init(_ text: String) {
        tokens = CSSTokenizer.tokens(text)
    }

    /// The stylesheet's rules (§5.3.3 "parse a stylesheet").
    static func stylesheet(_ text: String) -> [CSSRule] {
        var parser = CSSParser(text)
        return parser.consumeRules(topLevel: true, depth: 0)
    }

    private var current: CSSToken? { index < tokens.count ? tokens[index] : nil }

    /// §5.4.1: a list of rules.
    private mutating func consumeRules(topLevel: Bool, depth: Int) -> [CSSRule] {
        var rules: [CSSRule] = []
        while let token = current {
            switch token.kind {
            case .whitespace, .cdo, .cdc:
                index += 1
            case .atKeyword(let name):
                index += 1
                rules.append(consumeAtRule(name, line: token.line, depth: depth))
            default:
                if let rule = consumeQualifiedRule(depth: depth) { rules.append(rule) }
            }
        }
        return rules
    }

    /// §5.4.2: an at-rule, its prelude up to `;` or a block.
    private mutating func consumeAtRule(_ name: String, line: Int, depth: Int) -> CSSRule {
        var prelude: [CSSComponent] = []
        while let token = current {
            switch token.kind {
            case .semicolon:
                index += 1
                return CSSRule(kind: .at(name), prelude: prelude, line: line)
            case .openCurly:
                index += 1
                var rule = CSSRule(kind: .at(name), prelude: prelude, line: line)
                (rule.declarations, rule.rules) = consumeBlockContents(depth: depth + 1)
                return rule
            case .closeCurly where depth > 0:
                return CSSRule(kind: .at(name), prelude: prelude, line: line)
            default:
                prelude.append(consumeComponent(depth: depth))
            }
        }
        return CSSRule(kind: .at(name), prelude: prelude, line: line)
    }

    /// §5.4.3: a qualified (style) rule; `nil` when the input ends before its block.
    private mutating func consumeQualifiedRule(depth: Int) -> CSSRule? {
        var prelude: [CSSComponent] = []
        let line = current?.line ?? 0
        while let token = current {
            switch token.kind {
            case .openCurly:
                index += 1
                var rule = CSSRule(kind: .style, prelude: prelude, line: line)
                (rule.declarations, rule.rules) = consumeBlockContents(depth: depth + 1)
                return rule
            case .closeCurly where depth > 0:
                return nil
            default:
                prelude.append(consumeComponent(depth: depth))
            }
        }
        return nil
    }

    /// A block's contents up to its `}` (consumed): declarations, and nested rules — an
    /// at-rule, or anything that is not `name: value` (`&:hover { … }`, `.dark & { … }`).
    private mutating func consumeBlockContents(depth: Int) -> ([CSSDeclaration], [CSSRule]) {
        var declarations: [CSSDeclaration] = []
        var rules: [CSSRule] = []
        guard depth <= Self.maximumDepth else {
            skipBlock()
            return ([], [])
        }
        while let token = current {
            switch token.kind {
            case .closeCurly:
                index += 1
                return (declarations, rules)
            case .whitespace, .semicolon:
                index += 1
            case .atKeyword(let name):
                index += 1
                rules.append(consumeAtRule(name, line: token.line, depth: depth))
            case .ident(let name):
                // A declaration when the name is followed by a colon and its value ends at `;`
                // or `}` before any `{}` block (custom properties may hold blocks).
                let start = index
                index += 1
                while current?.kind == .whitespace { index += 1 }
                if current?.kind == .colon {
                    index += 1
                    var value: [CSSComponent] = []
                    var isRule = false
                    while let next = current, next.kind != .semicolon, next.kind != .closeCurly {
                        if next.kind == .openCurly, !name.hasPrefix("--") {
                            isRule = true
                            break
                        }
                        value.append(consumeComponent(depth: depth))
                    }
                    if !isRule {
                        declarations.append(Self.declaration(name, value, line: token.line, column: token.column))
                        continue
                    }
                }
                index = start
                if let rule = consumeQualifiedRule(depth: depth) { rules.append(rule) }
            default:
                if let rule = consumeQualifiedRule(depth: depth) { rules.append(rule) } else if current?.kind == .closeCurly {
                    continue
                }
            }
        }
        return (declarations, rules)
    }

    /// A declaration with its value trimmed and `!important` taken off (§5.4.6).
    static func declaration(_ name: String, _ raw: [CSSComponent], line: Int, column: Int) -> CSSDeclaration {
        var value = raw
        while value.last?.isWhitespace == true { value.removeLast() }
        while value.first?.isWhitespace == true { value.removeFirst() }
        var important = false
        let meaningful = value.enumerated().filter { !$0.element.isWhitespace }
        if meaningful.count >= 2, meaningful[meaningful.count - 2].element.token == .delim("!"),
            case .ident(let word)? = meaningful.last?.element.token, word.lowercased() == "important"
        {
            important = true
            value = Array(value[..<meaningful[meaningful.count - 2].offset])
            while value.last?.isWhitespace == true { value.removeLast() }
        }
        return CSSDeclaration(name: name, value: value, important: important, line: line, column: column)
    }

    /// Skips a block's contents and its closing `}`.
    private mutating func skipBlock() {
        var open = 1
        while let token = current {
            index += 1
            if token.kind == .openCurly { open += 1 }
            if token.kind == .closeCurly {
                open -= 1
                if open == 0 { return }
            }
        }
    }

    /// §5.4.7: a component value; nesting deeper than the limit is flattened to tokens.
    private mutating func consumeComponent(depth: Int) -> CSSComponent {
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .openCurly, .openSquare, .openParen:
            let closing: CSSToken.Kind = token.kind == .openCurly ? .closeCurly : token.kind == .openSquare ? .closeSquare : .closeParen
            var contents: [CSSComponent] = []
            while let next = current {
                if next.kind == closing {
                    index += 1
                    break
                }
                contents.append(depth < Self.maximumDepth ? consumeComponent(depth: depth + 1) : .token(tokens[index]))
                if depth >= Self.maximumDepth { index += 1 }
            }
            return .block(token, contents)
        case .function(let name):
            var arguments: [CSSComponent] = []
            while let next = current {
                if next.kind == .closeParen {
                    index += 1
                    break
                }
                arguments.append(depth < Self.maximumDepth ? consumeComponent(depth: depth + 1) : .token(tokens[index]))
                if depth >= Self.maximumDepth { index += 1 }
            }
            return .function(name: name, arguments: arguments, line: token.line, column: token.column)
        default:
            return .token(token)
        }
    }
}
