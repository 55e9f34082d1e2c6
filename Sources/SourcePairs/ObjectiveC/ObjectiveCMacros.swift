import Foundation

/// How many tokens a file's macros expand to, estimated before clang sees the file: a few lines
/// of `#define X1 X0 X0` expand to billions of tokens, which clang would try to hold. A file
/// whose expansion is larger than ``limit`` is not parsed (and is named).
///
/// The estimate follows the preprocessor's rules closely enough to bound it from above: an
/// object-like macro stands for its body; a function-like one for its body with each parameter
/// standing for its argument as expanded; a macro is not expanded inside itself. Costs saturate
/// at the limit, and the estimate itself is bounded in steps.
struct ObjectiveCMacros {
    /// At most this many tokens after expansion, over the file and its headers.
    static let limit = 4_000_000

    private struct Macro {
        let parameters: [String]?
        let body: [Substring]
    }

    private var macros: [String: Macro] = [:]
    private var objectCosts: [String: Int] = [:]
    private var functionCosts: [String: Int] = [:]
    private var steps = 0
    private static let maximumSteps = 2_000_000

    /// The tokens `texts` expand to, or `nil` when that is more than ``limit``.
    static func expansionSize(of texts: [String]) -> Int? {
        var estimate = ObjectiveCMacros()
        var code: [[Substring]] = []
        for text in texts {
            for line in logicalLines(text) {
                if let (name, parameters, body) = definition(line) {
                    estimate.macros[name] = Macro(parameters: parameters, body: tokens(body))
                } else if !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") {
                    code.append(tokens(line))
                }
            }
        }
        var total = 0
        for line in code {
            total = min(total + estimate.cost(line, bindings: [:], active: []), limit + 1)
            if total > limit || estimate.steps > maximumSteps { return nil }
        }
        return total
    }

    /// The tokens a sequence expands to.
    private mutating func cost(_ tokens: [Substring], bindings: [Substring: Int], active: Set<String>) -> Int {
        var total = 0
        var index = 0
        while index < tokens.count {
            steps += 1
            if steps > Self.maximumSteps { return Self.limit + 1 }
            let token = tokens[index]
            index += 1
            if let bound = bindings[token] {
                total += bound
            } else if let macro = macros[String(token)], !active.contains(String(token)) {
                let name = String(token)
                if let parameters = macro.parameters {
                    guard index < tokens.count, tokens[index] == "(", let (arguments, end) = Self.arguments(tokens, from: index) else {
                        total += 1
                        continue
                    }
                    index = end
                    let costs = arguments.map { cost($0, bindings: bindings, active: active) }
                    let key = name + "(" + costs.map(String.init).joined(separator: ",") + ")"
                    if let known = functionCosts[key] {
                        total += known
                    } else {
                        var bound: [Substring: Int] = [:]
                        for (offset, parameter) in parameters.enumerated() {
                            bound[Substring(parameter)] = offset < costs.count ? costs[offset] : 0
                        }
                        if parameters.last == "...", costs.count > parameters.count - 1 {
                            bound["__VA_ARGS__"] = costs[(parameters.count - 1)...].reduce(0, +)
                        }
                        let found = cost(macro.body, bindings: bound, active: active.union([name]))
                        functionCosts[key] = found
                        total += found
                    }
                } else if let known = objectCosts[name] {
                    total += known
                } else {
                    let found = cost(macro.body, bindings: [:], active: active.union([name]))
                    objectCosts[name] = found
                    total += found
                }
            } else {
                total += 1
            }
            if total > Self.limit { return Self.limit + 1 }
        }
        return total
    }

    /// The arguments of an invocation whose `(` is at `start`, and the index after its `)`.
    private static func arguments(_ tokens: [Substring], from start: Int) -> ([[Substring]], Int)? {
        var depth = 0
        var arguments: [[Substring]] = [[]]
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "(" {
                depth += 1
                if depth == 1 { continue }
            } else if token == ")" {
                depth -= 1
                if depth == 0 { return (arguments, index) }
            } else if token == ",", depth == 1 {
                arguments.append([])
                continue
            }
            arguments[arguments.count - 1].append(token)
        }
        return nil
    }

    /// Lines joined where they end in a backslash.
    static func logicalLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
            } else if !pending.isEmpty {
                lines.append(Substring(pending + line))
                pending = ""
            } else {
                lines.append(line)
            }
        }
        if !pending.isEmpty { lines.append(Substring(pending)) }
        return lines
    }

    /// A `#define`'s name, parameters (`nil`: object-like) and body.
    static func definition(_ line: Substring) -> (String, [String]?, Substring)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("#") else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("define") else { return nil }
        rest = rest.dropFirst("define".count).drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count)
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
            let parameters = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            return (String(name), parameters, rest[rest.index(after: close)...])
        }
        return (String(name), nil, rest)
    }

    /// The preprocessing tokens of a line, near enough to count them: identifiers, numbers,
    /// string and character literals, and single punctuation characters.
    static func tokens(_ line: Substring) -> [Substring] {
        var found: [Substring] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == " " || character == "\t" || character == "\r" {
                index = line.index(after: index)
            } else if character.isLetter || character == "_" || character.isNumber {
                // A name, or a number (`0x33`, `1.5e3`, `255.0f`).
                let isNumber = character.isNumber
                let end = line[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || (isNumber && $0 == ".")) } ?? line.endIndex
                found.append(line[index..<end])
                index = end
            } else if character == "\"" || character == "'" {
                var end = line.index(after: index)
                while end < line.endIndex, line[end] != character {
                    if line[end] == "\\" { end = line.index(after: end) }
                    if end < line.endIndex { end = line.index(after: end) }
                }
                end = end < line.endIndex ? line.index(after: end) : end
                found.append(line[index..<end])
                index = end
            } else if character == "/", line[index...].hasPrefix("//") {
                break
            } else {
                found.append(line[index...index])
                index = line.index(after: index)
            }
        }
        return found
    }
}
