import AuditInputs
import Foundation
import SwiftSyntax

/// Finds the suppressions a file holds: in Swift's comments (as Swift's parser sees them, so
/// the marker inside a string is no comment), in Objective-C's (`//` and `/* */`, outside
/// strings and characters), and in Interface Builder's element labels.
enum SuppressionComments {
    /// What one file holds: the suppressions, and the comments that start with the marker and
    /// are not understood (`File.swift:12 (why)`).
    struct Found: Sendable {
        var suppressions: [Suppression] = []
        var malformed: [String] = []
    }

    /// A comment's text from its first line: the delimiters and the spaces after them dropped.
    /// The text after the marker, or `nil` when the comment does not start with it.
    static func directiveText(_ comment: Substring) -> Substring? {
        var text = comment
        if text.hasPrefix("//") {
            text = text.drop { $0 == "/" }
        } else if text.hasPrefix("/*") {
            text = text.dropFirst(2).drop { $0 == "*" }
            if let end = text.range(of: "*/") { text = text[..<end.lowerBound] }
        }
        if let newline = text.firstIndex(where: \.isNewline) { text = text[..<newline] }
        text = text.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(Suppression.marker) else { return nil }
        return text.dropFirst(Suppression.marker.count)
    }

    /// At most this many `darkmode-audit:` comments are read in a file.
    static let maximumDirectives = 1_000

    /// Makes the suppressions of a file's comments, given in order, each with its line.
    static func suppressions(file: String, comments: [(line: Int, column: Int, text: Substring)]) -> Found {
        var found = Found()
        var open: [(directive: Suppression.Directive, line: Int, position: SourcePosition)] = []
        var read = 0
        for comment in comments {
            guard let body = directiveText(comment.text) else { continue }
            // A bound on the work a file can ask for (no app writes this many).
            read += 1
            guard read <= maximumDirectives else {
                found.malformed.append("\(file):\(comment.line) (more than \(maximumDirectives) darkmode-audit: comments in one file: this one and those after it are not read)")
                break
            }
            let position = SourcePosition(file: file, line: comment.line, column: comment.column)
            let directive: Suppression.Directive
            switch Suppression.Directive.parse(body) {
            case .success(let parsed): directive = parsed
            case .failure(let malformed):
                found.malformed.append("\(position.file):\(position.line) (\(malformed.reason))")
                continue
            }
            func add(_ lines: ClosedRange<Int>, _ directive: Suppression.Directive, at position: SourcePosition) {
                found.suppressions.append(Suppression(file: file, lines: lines, pair: directive.pair, position: position, text: directive.text))
            }
            switch directive.kind {
            case .ignoreNextLine: add(comment.line + 1...comment.line + 1, directive, at: position)
            case .ignoreLine: add(comment.line...comment.line, directive, at: position)
            case .disable: open.append((directive, comment.line + 1, position))
            case .enable:
                // `enable` ends the regions it names: the one disabled for the same pair, or
                // every open one.
                let ending = open.indices.filter { directive.pair == nil || open[$0].directive.pair == directive.pair }
                guard !ending.isEmpty else {
                    found.malformed.append("\(file):\(comment.line) (\(directive.text) with no disable before it)")
                    continue
                }
                for index in ending {
                    let region = open[index]
                    if region.line <= comment.line - 1 {
                        add(region.line...comment.line - 1, region.directive, at: region.position)
                    } else {
                        found.malformed.append("\(file):\(region.line - 1) (\(region.directive.text) covers no line: \(directive.text) follows at once)")
                    }
                }
                let ended = Set(ending)
                open = open.indices.filter { !ended.contains($0) }.map { open[$0] }
            case .ignore:
                found.malformed.append("\(file):\(comment.line) (ignore is Interface Builder's form; in code write ignore-next-line, ignore-line or disable)")
            }
        }
        // A region never enabled again runs to the end of the file.
        for region in open {
            found.suppressions.append(Suppression(file: file, lines: region.line...Int.max, pair: region.directive.pair, position: region.position, text: region.directive.text))
        }
        return found
    }

    /// A Swift file's suppressions. Only a file whose text holds the marker is walked.
    static func swift(_ tree: SourceFileSyntax, converter: SourceLocationConverter, path: String, source: String) -> Found {
        guard source.contains(Suppression.marker) else { return Found() }
        var comments: [(line: Int, column: Int, text: Substring)] = []
        func visit(_ trivia: Trivia, from start: AbsolutePosition) {
            var offset = start
            for piece in trivia {
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                    let location = converter.location(for: offset)
                    comments.append((location.line, location.column, Substring(text)))
                default: break
                }
                offset += piece.sourceLength
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            visit(token.leadingTrivia, from: token.position)
            visit(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        return suppressions(file: path, comments: comments)
    }

    /// An Objective-C (or C) file's suppressions: its `//` and `/* */` comments, found by
    /// skipping string and character literals.
    static func cFamily(_ text: String, path: String) -> Found {
        guard text.contains(Suppression.marker) else { return Found() }
        let bytes = Array(text.utf8)
        var comments: [(line: Int, column: Int, text: Substring)] = []
        var line = 1
        var lineStart = 0
        var index = 0
        func substring(_ range: Range<Int>) -> Substring { Substring(String(decoding: bytes[range], as: UTF8.self)) }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                index += 1
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                comments.append((line, index - lineStart + 1, substring(index..<end)))
                index = end
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                let (startLine, column) = (line, index - lineStart + 1)
                var end = index + 2
                while end < bytes.count, !(bytes[end] == UInt8(ascii: "*") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "/")) {
                    if bytes[end] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = end + 1
                    }
                    end += 1
                }
                end = min(end + 2, bytes.count)
                comments.append((startLine, column, substring(index..<end)))
                index = end
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A literal ends at its closing quote, or at the line's end when it has none.
                var end = index + 1
                while end < bytes.count, bytes[end] != byte, bytes[end] != UInt8(ascii: "\n") {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count {
                        // An escape; a backslash and a newline continue the literal.
                        if bytes[end + 1] == UInt8(ascii: "\n") {
                            line += 1
                            lineStart = end + 2
                        }
                        end += 2
                    } else {
                        end += 1
                    }
                }
                index = min(end + 1, bytes.count)
                if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { index = end }
            } else {
                index += 1
            }
        }
        return suppressions(file: path, comments: comments)
    }

    /// An Interface Builder document's suppressions: elements labelled
    /// `darkmode-audit:ignore` (optionally naming a pair), each covering its lines and its
    /// children's.
    static func interfaceBuilder(_ root: XMLElementNode, path: String) -> Found {
        var found = Found()
        root.forEach { element in
            guard let label = element["userLabel"], let body = directiveText(Substring(label)) else { return }
            switch Suppression.Directive.parse(body) {
            case .success(let directive) where directive.kind == .ignore:
                var last = element.line
                element.forEach { last = max(last, $0.line) }
                found.suppressions.append(Suppression(
                    file: path, lines: element.line...last, pair: directive.pair,
                    position: SourcePosition(file: path, line: element.line, column: 1), text: directive.text))
            case .success(let directive):
                found.malformed.append("\(path):\(element.line) (\(directive.kind.rawValue) is code's form; an element's label says ignore)")
            case .failure(let malformed):
                found.malformed.append("\(path):\(element.line) (\(malformed.reason))")
            }
        }
        return found
    }
}
