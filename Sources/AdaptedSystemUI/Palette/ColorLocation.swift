/// Where a palette input defines a color: the file, and the key path and line when the
/// loader knows them — what a SARIF report points a code-review annotation at.
///
/// A color whose appearance cells come from different entries (an asset catalog's
/// `colors[i]`, one per appearance) also knows where each cell's value is defined
/// (``cells``), so a failure in dark points at the dark entry. A design token that aliases
/// another (`"$value": "{color.gray.500}"`) is located at its own `$value`, and knows the
/// token at the end of its alias chain, which holds the value (``alias``).
public struct ColorLocation: Hashable, Sendable {
    /// The token at the end of an alias chain: where the value an alias names is written.
    public struct AliasTarget: Hashable, Sendable, Codable {
        /// The token's name as aliases write it: `color.gray.500`.
        public let name: String
        /// Its file, as the input named it.
        public let file: String
        /// Its key path in that file.
        public let keyPath: String
        /// The 1-based line of its `$value`, when known.
        public let line: Int?

        public init(name: String, file: String, keyPath: String, line: Int?) {
            self.name = name
            self.file = file
            self.keyPath = keyPath
            self.line = line
        }
    }

    /// Where one appearance cell's value is defined.
    public struct Cell: Hashable, Sendable, Codable {
        /// The file, when it is not the color's (a dark token file beside the light one);
        /// `nil` for the color's own ``ColorLocation/file``.
        public let file: String?
        /// E.g. `colors[1]`.
        public let keyPath: String
        /// The 1-based line, when known.
        public let line: Int?
        /// Where the value is written when this entry is an alias.
        public let alias: AliasTarget?

        public init(file: String? = nil, keyPath: String, line: Int?, alias: AliasTarget? = nil) {
            self.file = file
            self.keyPath = keyPath
            self.line = line
            self.alias = alias
        }
    }

    /// The file, as the input named it (a catalog's `Contents.json`, a token file).
    public let file: String
    /// Where in the file, e.g. `colors[2]` or `color.text.primary`; empty when unknown.
    public let keyPath: String
    /// The 1-based line, when known.
    public let line: Int?
    /// Where each appearance cell's value is defined, for the cells the input defines apart
    /// (empty when the color is defined in one place).
    public let cells: [Appearance: Cell]
    /// Where the value is written when the color's own entry is an alias.
    public let alias: AliasTarget?

    public init(file: String, keyPath: String = "", line: Int? = nil, cells: [Appearance: Cell] = [:], alias: AliasTarget? = nil) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.cells = cells
        self.alias = alias
    }

    /// Where the value of `cell` is defined: its own entry, else the entry it falls back to
    /// (as `AdaptiveValue` resolves it), else the color's location.
    public func location(of cell: Appearance) -> Cell {
        for candidate in AdaptiveValue<Int>.fallbacks(for: cell) {
            if let defined = cells[candidate] { return defined }
        }
        return Cell(keyPath: keyPath, line: line, alias: alias)
    }
}

extension ColorLocation: Codable {
    enum CodingKeys: String, CodingKey {
        case file, keyPath, line, cells, alias
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(keyPath, forKey: .keyPath)
        try container.encodeIfPresent(line, forKey: .line)
        if !cells.isEmpty {
            try container.encode(Dictionary(uniqueKeysWithValues: cells.map { ($0.key.key, $0.value) }), forKey: .cells)
        }
        try container.encodeIfPresent(alias, forKey: .alias)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var cells: [Appearance: Cell] = [:]
        for (key, cell) in try container.decodeIfPresent([String: Cell].self, forKey: .cells) ?? [:] {
            guard let appearance = Appearance(key: key) else {
                throw DecodingError.dataCorruptedError(forKey: .cells, in: container, debugDescription: "unknown appearance '\(key)'")
            }
            cells[appearance] = cell
        }
        self.init(
            file: try container.decode(String.self, forKey: .file), keyPath: try container.decode(String.self, forKey: .keyPath),
            line: try container.decodeIfPresent(Int.self, forKey: .line), cells: cells,
            alias: try container.decodeIfPresent(AliasTarget.self, forKey: .alias))
    }
}
