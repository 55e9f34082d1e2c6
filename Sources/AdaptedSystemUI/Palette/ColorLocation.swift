/// Where a palette input defines a color: the file, and the key path and line when the
/// loader knows them — what a SARIF report points a code-review annotation at.
public struct ColorLocation: Hashable, Sendable, Codable {
    /// The file, as the input named it (a catalog's `Contents.json`, a token file).
    public let file: String
    /// Where in the file, e.g. `colors[2]` or `color.text.primary`; empty when unknown.
    public let keyPath: String
    /// The 1-based line, when known.
    public let line: Int?

    public init(file: String, keyPath: String = "", line: Int? = nil) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
    }
}
