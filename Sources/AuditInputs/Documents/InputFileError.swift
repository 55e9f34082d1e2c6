import ColorContrast

/// An input that cannot be used — a palette file, catalog, token file or rules file — with
/// where, as fields: the file, the key path, and the line and column when the parser knows
/// them. Every loader throws this one type, so tests and tools can match on the fields.
///
/// ```
/// brand.json:4:31: invalid JSON: Invalid value around character 65.
/// brand.json: colors[2].dark: invalid color "#12345": a hex color has 3, 4, 6 or 8 digits, not 5
/// ```
///
/// A loader that checks many files (an asset catalog's color sets) reports every problem at
/// once: the first is this error's own fields, the rest are in ``others``, and the
/// description has one line each.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or, for an input that names no file, the input as given; empty when the
    /// message names it).
    public let file: String
    /// Where in the document, e.g. `colors[2].dark`; empty for the whole file.
    public let keyPath: String
    public let line: Int?
    public let column: Int?
    public let message: String
    /// Further problems found in the same run, in the order found.
    public let others: [InputFileError]

    public init(file: String, keyPath: String = "", line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.message = message
        self.others = []
    }

    /// Every problem of a run as one error: the first, with the rest as ``others``; `nil`
    /// when there is none.
    public init?(all errors: [InputFileError]) {
        guard let first = errors.first else { return nil }
        self.file = first.file
        self.keyPath = first.keyPath
        self.line = first.line
        self.column = first.column
        self.message = first.message
        self.others = first.others.flatMap(\.all) + errors.dropFirst().flatMap(\.all)
    }

    /// This problem and every other one, each without ``others``.
    public var all: [InputFileError] {
        [InputFileError(file: file, keyPath: keyPath, line: line, column: column, message: message)] + others.flatMap(\.all)
    }

    /// One line per problem: line breaks and other control characters in user text (keys,
    /// values, parser messages quoting the input) are written as escapes.
    public var description: String {
        ([Self.oneLine(self)] + others.map(Self.oneLine)).joined(separator: "\n")
    }

    /// `text` on one line with nothing a terminal would act on: line breaks, tabs and other
    /// control characters (escape sequences included), and the bidirectional overrides, are
    /// written as `\n`, `\t`, `\u{1B}` (`TerminalEscaping.escaped(_:)`).
    public static func escapingControlCharacters(_ text: String) -> String {
        ControlCharacters.escaped(text)
    }

    private static func oneLine(_ error: InputFileError) -> String {
        let (file, keyPath, message) = (
            escapingControlCharacters(error.file), escapingControlCharacters(error.keyPath), escapingControlCharacters(error.message)
        )
        guard !file.isEmpty else { return keyPath.isEmpty ? message : "\(keyPath): \(message)" }
        var location = file
        if let line = error.line { location += ":\(line)" + (error.column.map { ":\($0)" } ?? "") }
        return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }
}

/// Where something is written in an input: file, key path, and line and column when known.
public struct InputLocation: Hashable, Sendable {
    public let file: String
    public let keyPath: String
    public let line: Int?
    public let column: Int?

    public init(file: String, keyPath: String = "", line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
    }
}

extension InputFileError {
    /// An error at a location.
    public init(at location: InputLocation, message: String) {
        self.init(file: location.file, keyPath: location.keyPath, line: location.line, column: location.column, message: message)
    }

    /// Where the error is.
    public var location: InputLocation {
        InputLocation(file: file, keyPath: keyPath, line: line, column: column)
    }
}
