/// The parts of a CSS functional color notation such as `rgb(1 2 3 / 0.5)` or
/// `rgba(1, 2, 3, 0.5)`, split but not yet interpreted.
///
/// CSS Color 4 §4.1 (functional notations): the modern syntax separates components with
/// spaces and puts alpha after a `/`; the legacy syntax separates all of them, alpha
/// included, with commas. Both are recognized; a mix of the two is rejected.
package struct FunctionalNotation {
    /// The function name, lower-cased (`rgb`, `rgba`, `lab`).
    package var name: String
    /// The components before any `/`, or all of them in the comma syntax.
    package var components: [Substring]
    /// The component after `/` (space syntax only).
    package var slashAlpha: Substring?
    /// Whether the components were separated by commas.
    package var usesCommas: Bool

    /// Splits `text` (already trimmed) or returns `nil` when it has no `(`.
    package static func split(_ text: Substring, input: String) throws(ColorParseError) -> FunctionalNotation? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let name = text[..<open].trimmingWhitespace().lowercased()
        guard let close = text.lastIndex(of: ")"), close > open else {
            throw ColorParseError(input: input, reason: .missingClosingParenthesis)
        }
        let trailing = text[text.index(after: close)...].trimmingWhitespace()
        guard trailing.isEmpty else {
            throw ColorParseError(input: input, reason: .trailingText(String(trailing)))
        }
        let body = text[text.index(after: open)..<close]

        let hasComma = body.contains(",")
        let slashParts = body.split(separator: "/", omittingEmptySubsequences: false)
        if hasComma {
            guard slashParts.count == 1 else { throw ColorParseError(input: input, reason: .mixedSeparators) }
            let parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            // "1 2, 3" mixes separators; an empty part is a missing number, reported later.
            guard parts.allSatisfy({ !$0.contains(where: \.isWhitespace) }) else {
                throw ColorParseError(input: input, reason: .mixedSeparators)
            }
            return FunctionalNotation(name: name, components: parts, slashAlpha: nil, usesCommas: true)
        }
        guard slashParts.count <= 2 else {
            throw ColorParseError(input: input, reason: .componentCount(
                function: name, expected: "one '/' before alpha", found: slashParts.count - 1))
        }
        let components = slashParts[0].split(whereSeparator: \.isWhitespace)
        let alpha = slashParts.count == 2 ? slashParts[1].trimmingWhitespace() : nil
        if let alpha, alpha.contains(where: \.isWhitespace) {
            throw ColorParseError(input: input, reason: .componentCount(
                function: name, expected: "one value after '/'", found: alpha.split(whereSeparator: \.isWhitespace).count))
        }
        return FunctionalNotation(name: name, components: components, slashAlpha: alpha, usesCommas: false)
    }
}

/// A number or percentage as CSS writes it: `12`, `-3.5`, `.5`, `1e2`, `50%`.
package enum CSSNumber {
    case number(Double)
    case percentage(Double)

    /// Parses one component; anything else (including `nan` and `inf`, which `Double.init`
    /// would accept) is `nil`.
    package init?(_ text: Substring) {
        var body = text
        let isPercentage = body.last == "%"
        if isPercentage { body = body.dropLast() }
        guard Self.isDecimalLiteral(body), let value = Double(body), value.isFinite else { return nil }
        self = isPercentage ? .percentage(value) : .number(value)
    }

    package var isPercentage: Bool {
        if case .percentage = self { return true }
        return false
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    private static func isDecimalLiteral(_ text: Substring) -> Bool {
        var index = text.startIndex
        func digits() -> Int {
            var count = 0
            while index < text.endIndex, text[index].isASCII, text[index].isNumber {
                index = text.index(after: index); count += 1
            }
            return count
        }
        if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
        var mantissaDigits = digits()
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index < text.endIndex, text[index] == "e" || text[index] == "E" {
            index = text.index(after: index)
            if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
            guard digits() > 0 else { return false }
        }
        return index == text.endIndex
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space (no Foundation needed).
    package func trimmingWhitespace() -> SubSequence {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        let end = lastIndex(where: { !$0.isWhitespace }).map(index(after:)) ?? start
        return self[start..<end]
    }
}
