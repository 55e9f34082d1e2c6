/// Where a pair comes from, in order of authority: the audit checks a rules file's pairs
/// first, then the pairs found in the app's code, then those a palette file states, then
/// those a format's naming convention declares, then those inferred from names.
public enum PairOrigin: String, CaseIterable, Hashable, Sendable, Codable {
    /// A rules file (`--rules`).
    case rules
    /// The app's own code: Swift sources, storyboards and XIBs (`--sources`, `--project`).
    case code
    /// The palette input's own pairings (a palette file's `pairings`).
    case palette
    /// Declared by the naming convention of the palette's format: Material's `on-X` over `X`,
    /// shadcn/ui's `X-foreground` over `X` (``PairInference``).
    case convention
    /// Inferred from the colors' names (``PairInference``) or Apple's semantic pairs.
    case names

    /// How reports name the origin.
    public var phrase: String {
        switch self {
        case .rules: "rules file"
        case .code: "app code"
        case .palette: "palette file"
        case .convention: "format's declared pairs"
        case .names: "inferred from names"
        }
    }
}

/// How sure the code reader is that a foreground is drawn on a background.
///
/// - ``high``: the background is set on the same view or on an ancestor the code names.
/// - ``medium``: the background is inherited through a container or a custom view, or is a
///   system container's (a list row's).
/// - ``low``: no background was found; the screen's default background is assumed.
public enum PairConfidence: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case low, medium, high

    public static func < (lhs: PairConfidence, rhs: PairConfidence) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A place in a source file that draws one side of a pair: `file:line:column`, with what
/// it draws there.
public struct PairEvidence: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What the code at this place does for the pair.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Draws the foreground (sets a text color, a fill, a tint, …).
        case foreground
        /// Sets the background it is drawn on.
        case background
        /// Locks the appearance the pair is seen in.
        case appearance
    }

    /// The file, as the scan was given it (relative to the folder the user named when the
    /// scan was given one).
    public let file: String
    /// 1-based.
    public let line: Int
    /// 1-based, in UTF-8 bytes as compilers count it.
    public let column: Int
    public let kind: Kind

    public init(file: String, line: Int, column: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
