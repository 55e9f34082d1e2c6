import Testing
import ContrastAudit

/// What a malformed-input test expects of an ``InputFileError``, written the way the error
/// reads after its file name — `:3:15: invalid JSON: …`, `: colors[0].dark: invalid color …`,
/// `: expected an object, found an array` — and compared field by field: line and column
/// (where the expectation gives them), key path (a run without spaces before `: `), and the
/// message: whole, or only its start for syntax errors (with a line).
struct InputFileErrorExpectation: CustomStringConvertible {
    let line: Int?
    let column: Int?
    let keyPath: String
    let messagePrefix: String
    let description: String

    init(_ text: String) {
        description = text
        var rest = Substring(text)
        var numbers: [Int] = []
        // ":3:15: " → line 3, column 15.
        while rest.first == ":", let end = rest.dropFirst().firstIndex(of: ":"), let number = Int(rest[rest.index(after: rest.startIndex)..<end]) {
            numbers.append(number)
            rest = rest[end...]
        }
        line = numbers.first
        column = numbers.dropFirst().first
        if rest.hasPrefix(": ") { rest = rest.dropFirst(2) }
        if let separator = rest.range(of: ": "), !rest[..<separator.lowerBound].contains(" "), !rest[..<separator.lowerBound].isEmpty {
            keyPath = String(rest[..<separator.lowerBound])
            rest = rest[separator.upperBound...]
        } else {
            keyPath = ""
        }
        messagePrefix = String(rest)
    }

    /// Records an issue for every field of `error` that differs.
    func check(_ error: any Error, file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = error as? InputFileError else {
            Issue.record("expected an InputFileError, got \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.file == file, sourceLocation: sourceLocation)
        // A position is checked where the expectation gives one; errors at a key path carry the
        // position of what it names too, which the position tests check on their own.
        if line != nil {
            #expect(error.line == line && error.column == column, "\(error) vs \(description)", sourceLocation: sourceLocation)
        }
        #expect(error.keyPath == keyPath, "\(error) vs \(description)", sourceLocation: sourceLocation)
        if line == nil {
            #expect(error.message == messagePrefix, "\(error) vs \(description)", sourceLocation: sourceLocation)
        } else {
            #expect(error.message.hasPrefix(messagePrefix), "\(error) vs \(description)", sourceLocation: sourceLocation)
        }
    }
}
