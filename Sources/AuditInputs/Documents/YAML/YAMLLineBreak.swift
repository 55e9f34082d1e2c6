/// The line breaks of the YAML parser under Yams (libyaml 0.2.5), in UTF-8 text: LF, CR,
/// CR LF, NEL (U+0085), LS (U+2028) and PS (U+2029).
///
/// YAML 1.1 (§5.4, "Line Break Characters") counts all six; YAML 1.2 (§5.4) only LF, CR and
/// CR LF, and reads NEL, LS and PS as ordinary characters. libyaml follows 1.1 for every
/// document, whatever its `%YAML` directive says: its `IS_BREAK` (`yaml_private.h`) is the one
/// test its scanner uses to end a line, a comment, a plain scalar or a block scalar's line,
/// and to count lines (`SKIP_LINE`, where CR LF is one break). Whatever reads a document's
/// structure before libyaml does must count the same breaks, or a key that starts a line
/// for libyaml is the middle of a line for the reader.
enum YAMLLineBreak {
    private static let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// The bytes of the line break at `offset`, or 0 when none starts there.
    static func length(in bytes: [UInt8], at offset: Int) -> Int {
        guard offset < bytes.count else { return 0 }
        switch bytes[offset] {
        case lineFeed: return 1
        case carriageReturn: return offset + 1 < bytes.count && bytes[offset + 1] == lineFeed ? 2 : 1
        case 0xC2: return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : 0  // NEL
        case 0xE2:  // LS, PS
            guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80 else { return 0 }
            return bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// `bytes` with each line break as one LF. Lines stay where libyaml counts them, and so do
    /// columns counted in characters (each break is one character either way, CR LF apart,
    /// which ends its line).
    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        // Most files break lines with LF alone: no copy then.
        guard bytes.contains(where: { $0 == carriageReturn || $0 == 0xC2 || $0 == 0xE2 }) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var offset = 0
        while offset < bytes.count {
            let breakLength = length(in: bytes, at: offset)
            if breakLength > 0 {
                result.append(lineFeed)
                offset += breakLength
            } else {
                result.append(bytes[offset])
                offset += 1
            }
        }
        return result
    }

    /// Whether `bytes` break a line with CR alone, NEL, LS or PS: breaks an editor may not
    /// count, so a line number libyaml gives is worth explaining.
    static func containsUncommonBreaks(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let breakLength = length(in: bytes, at: offset)
            if breakLength > 0, bytes[offset] != lineFeed, !(breakLength == 2 && bytes[offset] == carriageReturn) { return true }
            offset += max(breakLength, 1)
        }
        return false
    }

    /// What an error message adds after a line number counted in a document with
    /// ``containsUncommonBreaks(_:)``.
    static let countingNote = " (lines counted at CR, NEL, U+2028 and U+2029 as well as at LF, as the YAML parser counts them)"

    /// Line and column (1-based, in characters) of a byte offset, as libyaml counts them.
    static func location(in bytes: [UInt8], atOffset target: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1, offset = 0
        while offset < min(target, bytes.count) {
            let breakLength = length(in: bytes, at: offset)
            if breakLength > 0 {
                line += 1
                column = 1
                offset += breakLength
            } else {
                if bytes[offset] & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
        }
        return (line, column)
    }
}
