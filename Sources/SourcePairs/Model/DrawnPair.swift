import AuditInputs
import AuditModel

/// A place in a scanned file.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path as the scan reports it (relative to the folder scanned).
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    func evidence(_ kind: PairEvidence.Kind) -> PairEvidence {
        PairEvidence(file: file, line: line, column: column, kind: kind)
    }
}

/// One place where the code draws a foreground color over a background color.
public struct DrawnPair: Hashable, Sendable {
    public let foreground: ColorReference
    public let background: ColorReference
    public let role: PairRole
    public let confidence: PairConfidence
    /// Where the foreground is drawn.
    public let foregroundPosition: SourcePosition
    /// Where the background is set; `nil` when it is assumed (``PairConfidence/low``).
    public let backgroundPosition: SourcePosition?
    /// The appearance style the pair is seen in, when the code locks one or chooses its
    /// colors per color scheme; `nil`: both.
    public let style: AppearanceLock?
    /// What drew it, for people: `Text over .background`, `textColor over view.backgroundColor`.
    public let how: String

    public init(
        foreground: ColorReference, background: ColorReference, role: PairRole, confidence: PairConfidence,
        foregroundPosition: SourcePosition, backgroundPosition: SourcePosition?, style: AppearanceLock? = nil, how: String
    ) {
        self.foreground = foreground
        self.background = background
        self.role = role
        self.confidence = confidence
        self.foregroundPosition = foregroundPosition
        self.backgroundPosition = backgroundPosition
        self.style = style
        self.how = how
    }
}

/// An appearance the code fixes: the style, and where the code fixes it.
public struct AppearanceLock: Hashable, Sendable, CustomStringConvertible {
    public enum Style: String, Hashable, Sendable {
        case light, dark

        var opposite: Style { self == .light ? .dark : .light }
    }

    public let style: Style
    /// The code (or Info.plist key) that fixes it; `nil` for a color chosen per color scheme.
    public let position: SourcePosition?

    public init(_ style: Style, at position: SourcePosition?) {
        self.style = style
        self.position = position
    }

    public var description: String {
        position.map { "\(style.rawValue) (locked at \($0))" } ?? style.rawValue
    }
}
