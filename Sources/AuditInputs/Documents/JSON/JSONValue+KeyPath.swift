extension JSONValue {
    /// Where the value a loader's key path names starts: `colors[2].dark`, `pairings[0]`,
    /// `color.text.primary.$value`. Keys may hold dots themselves
    /// (`$extensions.com.perseusdarkmode.modes.dark`): at each object the longest run of
    /// components that is one of its keys is taken. When only the last key is absent (an error
    /// saying it is missing), the position is that of the object it is missing from; `nil`
    /// when the path leaves the document sooner.
    func position(ofKeyPath keyPath: String) -> JSONPosition? {
        guard !keyPath.isEmpty else { return position }
        guard let segments = Self.segments(of: keyPath) else { return nil }
        var value = self
        var index = 0
        while index < segments.count {
            switch (segments[index], value.kind) {
            case (.index(let element), .array(let elements)):
                guard elements.indices.contains(element) else { return segments.count - index == 1 ? value.position : nil }
                value = elements[element]
                index += 1
            case (.key, .object(let members)):
                // The longest run of keys from here that names a member.
                var end = index
                while end < segments.count, case .key = segments[end] { end += 1 }
                var found: (JSONValue, Int)?
                for last in stride(from: end, to: index, by: -1) {
                    let key = segments[index..<last].map { if case .key(let name) = $0 { name } else { "" } }.joined(separator: ".")
                    if let member = members[key] {
                        found = (member, last)
                        break
                    }
                }
                guard let (member, next) = found else { return segments.count - index == 1 ? value.position : nil }
                value = member
                index = next
            default:
                return nil
            }
        }
        return value.position
    }

    private enum Segment {
        case key(String)
        case index(Int)
    }

    /// `colors[2].dark` → key colors, index 2, key dark; `nil` for a malformed index.
    private static func segments(of keyPath: String) -> [Segment]? {
        var segments: [Segment] = []
        for piece in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(piece)
            if let bracket = rest.firstIndex(of: "["), rest.hasSuffix("]") {
                segments.append(.key(String(rest[..<bracket])))
                rest = rest[bracket...]
                // One or more "[n]".
                while !rest.isEmpty {
                    guard rest.first == "[", let close = rest.firstIndex(of: "]"), let number = Int(rest[rest.index(after: rest.startIndex)..<close]) else {
                        return nil
                    }
                    segments.append(.index(number))
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                segments.append(.key(String(rest)))
            }
        }
        return segments
    }
}

extension InputFileError {
    /// This error, and every other one it carries, with the line and column of its key path
    /// in `document` — the one parsed from `file` — where it has none yet.
    func locating(in document: JSONValue, file: String) -> InputFileError {
        locating(file: file) { document.position(ofKeyPath: $0) }
    }

    /// This error, and every other one it carries about `file`, with the position `position`
    /// gives for its key path, where it has none yet.
    func locating(file: String, _ position: (String) -> JSONPosition?) -> InputFileError {
        let located = all.map { error -> InputFileError in
            guard error.file == file, error.line == nil, !error.keyPath.isEmpty,
                let position = position(error.keyPath)
            else { return error }
            return InputFileError(file: error.file, keyPath: error.keyPath, line: position.line, column: position.column, message: error.message)
        }
        return InputFileError(all: located) ?? self
    }
}
