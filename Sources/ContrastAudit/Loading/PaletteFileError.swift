/// A palette or rules file that cannot be used, with where: the file, the key path, and the
/// line and column when the parser knows them.
///
/// ```
/// brand.json:4:31: invalid JSON: Invalid value around character 65.
/// brand.json: colors[2].dark: invalid color "#12345": a hex color has 3, 4, 6 or 8 digits, not 5
/// ```
public struct PaletteFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let file: String
    /// Where in the document, e.g. `colors[2].dark`; empty for the whole file.
    public let keyPath: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(file: String, keyPath: String = "", line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = file
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }
}
