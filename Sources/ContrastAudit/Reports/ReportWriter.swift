/// Turns an ``AuditReport`` into text in one format.
///
/// A new format is one file: a type conforming to this protocol and a
/// `static let` on ``ReportFormat`` that names it, plus its line in ``ReportFormat/all``.
///
/// A writer whose reports grow large implements ``write(_:to:)`` too, handing its text over in
/// pieces as it renders them, so that a caller writing a file holds one piece at a time rather
/// than the whole report (``JSONReportWriter`` and ``SARIFReportWriter`` do).
public protocol ReportWriter: Sendable {
    /// The report as text.
    func render(_ report: AuditReport) throws -> String

    /// Hands the report's text to `output` in pieces, in order, as they are rendered: the
    /// pieces joined are ``render(_:)``'s text. An error `output` throws stops the writing and
    /// is rethrown.
    ///
    /// - Parameters:
    ///   - report: The report to write.
    ///   - output: Receives each piece of the text.
    func write(_ report: AuditReport, to output: (String) throws -> Void) throws
}

extension ReportWriter {
    /// The whole of ``render(_:)`` as one piece.
    ///
    /// - Parameters:
    ///   - report: The report to write.
    ///   - output: Receives the text.
    public func write(_ report: AuditReport, to output: (String) throws -> Void) throws {
        try output(render(report))
    }
}

/// Pieces of pretty-printed JSON in the layout Foundation's encoders write with
/// `.prettyPrinted` and `.sortedKeys` (two spaces per level, `"key" : value`, an empty array or
/// object as an opening line, an empty line and its closing line), for writers that hand a
/// document over one member at a time: each member is encoded on its own and indented to its
/// place, so the pieces joined are the bytes the whole document encoded at once would be.
struct PrettyJSONPieces {
    /// Indents every line of `text` after the first by `level` steps (empty lines stay
    /// empty, as Foundation writes them).
    static func indented(_ text: String, level: Int) -> String {
        guard level > 0, text.contains("\n") else { return text }
        let indent = String(repeating: "  ", count: level)
        var result = ""
        result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var first = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first {
                result += "\n"
                if !line.isEmpty { result += indent }
            }
            result += line
            first = false
        }
        return result
    }

    /// Writes an object member by member: `members` in the order of their keys (sorted by
    /// UTF-8 bytes, as `.sortedKeys` sorts), each value written by its closure at `level + 1`.
    /// Keys are written as given, in quotes: they must need no escaping.
    static func object(
        level: Int, members: [(key: String, write: (_ level: Int) throws -> Void)], to output: (String) throws -> Void
    ) throws {
        let indent = String(repeating: "  ", count: level + 1)
        guard !members.isEmpty else {
            try output("{\n\n" + String(repeating: "  ", count: level) + "}")
            return
        }
        let sorted = members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
        try output("{\n")
        for (index, member) in sorted.enumerated() {
            try output((index > 0 ? ",\n" : "") + indent + "\"" + member.key + "\" : ")
            try member.write(level + 1)
        }
        try output("\n" + String(repeating: "  ", count: level) + "}")
    }

    /// Writes an array element by element, each element's text (from `element`, encoded at
    /// level 0) indented to `level + 1`.
    static func array<Elements: Sequence>(
        _ elements: Elements, level: Int, element: (Elements.Element) throws -> String, to output: (String) throws -> Void
    ) throws {
        var pieces = ArrayPieces(level: level)
        for item in elements { try pieces.append(try element(item), to: output) }
        try pieces.finish(to: output)
    }

    /// An array written one element at a time: ``append(_:to:)`` each element's text (encoded
    /// at level 0), then ``finish(to:)``.
    struct ArrayPieces {
        let level: Int
        private var count = 0

        init(level: Int) { self.level = level }

        mutating func append(_ element: String, to output: (String) throws -> Void) throws {
            let indent = String(repeating: "  ", count: level + 1)
            try output((count == 0 ? "[\n" : ",\n") + indent + PrettyJSONPieces.indented(element, level: level + 1))
            count += 1
        }

        func finish(to output: (String) throws -> Void) throws {
            try output((count == 0 ? "[\n\n" : "\n") + String(repeating: "  ", count: level) + "]")
        }
    }
}
