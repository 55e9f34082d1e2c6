import AuditModel

/// Finds, in YAML text, a mapping key that is not a scalar — before Yams composes the
/// document.
///
/// Yams checks every mapping for duplicate keys by hashing the key nodes, and an alias is
/// composed as a copy of what it names: a key like `? *a9` or `[*a9]: x`, with `a9` nine
/// levels of aliases deep, is hashed through all 10¹⁰ nodes it expands to, which takes minutes
/// from 500 bytes. `YAMLDocument` refuses non-scalar keys anyway; this refuses them before
/// Yams sees them, by their syntax:
/// - a flow collection (`[…]`, `{…}`) followed by `:`: a collection as a key (after such a
///   node a flow takes `:` as the value indicator even with no space after it);
/// - an alias followed by `:`: an alias as a key (aliases to scalars included);
/// - an explicit key (`? `) holding a flow collection, an alias, another explicit key or a
///   block sequence, or whose content starts on a later line.
///
/// Quoted scalars, block scalars and comments are skipped. The scan is one pass over the
/// bytes and reads no more of the YAML grammar than that; apart from the two kinds of key
/// that hold a scalar by way of an alias or a later line, which it refuses as well, it
/// rejects no document whose keys are all scalars (tests compare it with Yams).
///
/// Lines end where libyaml ends them: at LF, CR, CR LF, NEL, LS and PS (``YAMLLineBreak``),
/// each read as one LF, so a key after any of them starts a line here too; and a byte order
/// mark that starts a line is skipped, as libyaml's scanner skips it. Lines and columns are
/// counted as libyaml counts them.
struct YAMLKeyScreen {
    /// A key that is not a plain value: where it starts (1-based), and what it is.
    struct Finding: Equatable {
        var line: Int
        var column: Int
        /// "mapping", "sequence", "alias" or "explicit key".
        var kind: String

        /// The kind with its article, as an error message names it.
        var description: String {
            switch kind {
            case "alias": "an alias"
            case "explicit key": "an explicit key (`? `)"
            default: "a \(kind)"
            }
        }
    }

    static func firstNonScalarKey(in text: String) -> Finding? {
        var screen = YAMLKeyScreen(bytes: YAMLLineBreak.normalized(Array(text.utf8)))
        return screen.scan()
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Open flow collections, with where each started.
    private var flowStarts: [(line: Int, column: Int, kind: String)] = []
    /// Whether a node may start here: at a line's first non-blank byte, after a block
    /// indicator (`- `, `? `, `: `), after `[`, `{` or `,` in a flow, or after a node property.
    private var atNodeStart = true
    /// Where the current line starts.
    private var lineStart = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isBlank(_ byte: UInt8?) -> Bool {
        byte == nil || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// `:` that is a mapping value indicator: followed by a blank, or by a flow indicator
    /// inside a flow.
    private func isValueIndicator(at offset: Int) -> Bool {
        guard byte(at: offset) == UInt8(ascii: ":") else { return false }
        let next = byte(at: offset + 1)
        if Self.isBlank(next) { return true }
        return !flowStarts.isEmpty && (next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}"))
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            column = 1
            lineStart = index + 1
            if flowStarts.isEmpty { atNodeStart = true }
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1  // one column per character, not per UTF-8 byte
        }
        index += 1
    }

    /// The offset of the first byte after blanks on this line (spaces and tabs).
    private func skippingSpaces(from offset: Int) -> Int {
        var offset = offset
        while let next = byte(at: offset), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { offset += 1 }
        return offset
    }

    private mutating func scan() -> Finding? {
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                advance()
            case 0xEF where column == 1 && byte(at: 1) == 0xBB && byte(at: 2) == 0xBF:
                // U+FEFF: libyaml skips it at a line's start, where a node may still start after it.
                for _ in 0..<3 { advance() }
            case UInt8(ascii: "#") where index == 0 || Self.isBlank(bytes[index - 1]) || followsLineStartMark():
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "-") where column == 1 && isDocumentMarker(),
                 UInt8(ascii: ".") where column == 1 && isDocumentMarker():
                for _ in 0..<3 { advance() }
                atNodeStart = true
            case UInt8(ascii: "'") where atNodeStart, UInt8(ascii: "\"") where atNodeStart:
                skipQuoted(current)
                atNodeStart = false
            case UInt8(ascii: "|") where atNodeStart && flowStarts.isEmpty,
                 UInt8(ascii: ">") where atNodeStart && flowStarts.isEmpty:
                skipBlockScalar()
            case UInt8(ascii: "?") where atNodeStart && Self.isBlank(byte(at: 1)):
                if let kind = explicitKeyContent() { return Finding(line: line, column: column, kind: kind) }
                advance()  // a scalar key: scan it as any other node
            case UInt8(ascii: "-") where atNodeStart && Self.isBlank(byte(at: 1)) && flowStarts.isEmpty:
                advance()  // a block sequence entry: a node starts after it
            case UInt8(ascii: "[") where atNodeStart || !flowStarts.isEmpty,
                 UInt8(ascii: "{") where atNodeStart || !flowStarts.isEmpty:
                flowStarts.append((line, column, current == UInt8(ascii: "[") ? "sequence" : "mapping"))
                advance()
                atNodeStart = true
            case UInt8(ascii: "]") where !flowStarts.isEmpty, UInt8(ascii: "}") where !flowStarts.isEmpty:
                let start = flowStarts.removeLast()
                advance()
                if byte(at: skippingSpaces(from: 0)) == UInt8(ascii: ":") {
                    return Finding(line: start.line, column: start.column, kind: start.kind)
                }
                atNodeStart = false
            case UInt8(ascii: ","):
                advance()
                if !flowStarts.isEmpty { atNodeStart = true }
            case UInt8(ascii: "*") where atNodeStart:
                let (startLine, startColumn) = (line, column)
                advance()
                while let next = byte(at: 0), Self.isAnchorCharacter(next) { advance() }
                if byte(at: skippingSpaces(from: 0)) == UInt8(ascii: ":") {
                    return Finding(line: startLine, column: startColumn, kind: "alias")
                }
                atNodeStart = false
            case UInt8(ascii: "&") where atNodeStart, UInt8(ascii: "!") where atNodeStart:
                // A node property: the node itself starts after it.
                while let next = byte(at: 0), !Self.isBlank(next) { advance() }
            case UInt8(ascii: ":") where isValueIndicator(at: 0):
                advance()
                atNodeStart = true
            default:
                // A plain scalar (or the rest of one): up to a value indicator, a comment, or
                // in a flow, a flow indicator.
                atNodeStart = false
                advance()
            }
        }
        return nil
    }

    /// What an explicit key at `index` holds, when it is not a scalar: "sequence", "mapping",
    /// "alias", or "explicit key" for anything else that is not a scalar on the same line
    /// (another explicit key, a block sequence, or content that starts on a later line, which
    /// this scan does not follow). `nil` for a plain, quoted or block scalar.
    private func explicitKeyContent() -> String? {
        var offset = skippingSpaces(from: 1)
        // Node properties come first.
        while let next = byte(at: offset), next == UInt8(ascii: "&") || next == UInt8(ascii: "!") {
            while let next = byte(at: offset), !Self.isBlank(next) { offset += 1 }
            offset = skippingSpaces(from: offset)
        }
        guard let first = byte(at: offset), first != UInt8(ascii: "\n"), first != UInt8(ascii: "\r"), first != UInt8(ascii: "#")
        else { return "explicit key" }
        switch first {
        case UInt8(ascii: "["): return "sequence"
        case UInt8(ascii: "{"): return "mapping"
        case UInt8(ascii: "*"): return "alias"
        case UInt8(ascii: "?"), UInt8(ascii: "-"), UInt8(ascii: ":"):
            return Self.isBlank(byte(at: offset + 1)) ? "explicit key" : nil
        default: return nil
        }
    }

    /// A character of an anchor or alias name as libyaml (under Yams) reads it.
    private static func isAnchorCharacter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// Whether the byte order mark that starts this line is all that precedes `index` on it.
    private func followsLineStartMark() -> Bool {
        column == 2 && index >= 3 && bytes[index - 3] == 0xEF && bytes[index - 2] == 0xBB && bytes[index - 1] == 0xBF
    }

    /// `---` or `...` and a blank, at the start of a line.
    private func isDocumentMarker() -> Bool {
        let marker = bytes[index]
        return byte(at: 1) == marker && byte(at: 2) == marker && Self.isBlank(byte(at: 3))
    }

    /// The spaces that indent the line starting at `start`.
    private func indentation(ofLineAt start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        return end - start
    }

    /// Skips a literal or folded block scalar: its header line, then every line that is
    /// blank or indented more than the line the header is on.
    private mutating func skipBlockScalar() {
        let parentIndentation = indentation(ofLineAt: lineStart)
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
        while index < bytes.count {
            advance()  // the line break
            let start = index
            let indent = indentation(ofLineAt: start)
            let end = start + indent
            let blank = end >= bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
            guard blank || indent > parentIndentation else { return }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
        }
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Skips a single- (`''` escapes a quote) or double-quoted (`\` escapes) scalar, which may
    /// span lines.
    private mutating func skipQuoted(_ quote: UInt8) {
        advance()
        while index < bytes.count {
            let current = bytes[index]
            if quote == UInt8(ascii: "\""), current == UInt8(ascii: "\\") {
                advance()
                if index < bytes.count { advance() }
                continue
            }
            if current == quote {
                if quote == UInt8(ascii: "'"), byte(at: 1) == quote {
                    advance()
                    advance()
                    continue
                }
                advance()
                return
            }
            advance()
        }
    }
}
