import Foundation

/// A place in an app's code, or an element of an Interface Builder document, that a team
/// marks as drawing no pair the audit should check (a label hidden behind an image, a color
/// set and replaced before anything is shown): the pairs found there are left out of the
/// audit, and counted and listed in its notes.
///
/// In Swift and Objective-C, a comment whose text starts with `darkmode-audit:`:
///
/// ```swift
/// // darkmode-audit:ignore-next-line
/// Text(title).foregroundColor(.muted)
/// Text(subtitle).foregroundColor(.muted)  // darkmode-audit:ignore-line Muted on Paper
/// // darkmode-audit:disable Muted on Paper -- the banner is covered by its image
/// …
/// // darkmode-audit:enable
/// ```
///
/// `ignore-next-line` covers the line after the comment, `ignore-line` the comment's own line,
/// `disable` every line after it up to an `enable` (or the end of the file). A pair is
/// covered when the line that draws its foreground, or the line that sets its background, is.
/// A suppression may name the pair as the report names it (`Muted on Paper`; a name with its
/// opacity, `Muted.opacity(0.6)`, or without it); then it covers that pair only. Text after
/// ` -- ` is the reason, for people. In Interface Builder, an element's label (Xcode's
/// *Document ▸ Label*, `userLabel`, which changes nothing at run time) that starts with
/// `darkmode-audit:ignore` covers the element and everything inside it.
struct Suppression: Hashable, Sendable {
    /// The file, as the scan names it.
    let file: String
    /// The lines it covers.
    let lines: ClosedRange<Int>
    /// The pair it is limited to, if it names one: (foreground, background).
    let pair: Pair?
    /// Where it is written.
    let position: SourcePosition
    /// As written, for the report: `ignore-next-line Muted on Paper`.
    let text: String

    struct Pair: Hashable, Sendable {
        let foreground: String
        let background: String
    }

    /// The words a suppression starts with.
    static let marker = "darkmode-audit:"

    /// What follows the marker in a comment: the directive, the pair it names, a reason.
    struct Directive: Hashable, Sendable {
        enum Kind: String, Hashable, Sendable, CaseIterable {
            case ignoreNextLine = "ignore-next-line"
            case ignoreLine = "ignore-line"
            case disable
            case enable
            /// Interface Builder's form: the element and what is inside it.
            case ignore
        }

        let kind: Kind
        let pair: Pair?
        /// The directive and pair as written, without the reason.
        let text: String

        /// Reads the text after `darkmode-audit:`; a description of what is wrong when it is
        /// not a directive this reader knows.
        static func parse(_ body: Substring) -> Result<Directive, Malformed> {
            var rest = body
            // The reason, for people.
            if let dashes = rest.range(of: " -- ") { rest = rest[..<dashes.lowerBound] }
            let trimmed = rest.trimmingCharacters(in: [" ", "\t"])
            let word = trimmed.prefix { $0 != " " && $0 != "\t" }
            guard let kind = Kind(rawValue: String(word)) else {
                let known = Kind.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(Malformed(reason: word.isEmpty ? "no directive (\(known))" : "'\(word)' is not a directive (\(known))"))
            }
            let named = trimmed.dropFirst(word.count).trimmingCharacters(in: [" ", "\t"])
            guard !named.isEmpty else { return .success(Directive(kind: kind, pair: nil, text: kind.rawValue)) }
            let parts = named.components(separatedBy: " on ")
            guard parts.count == 2 else {
                return .failure(Malformed(reason: "'\(named)' names no pair (write it as the report does: Foreground on Background)"))
            }
            let (foreground, background) = (parts[0].trimmingCharacters(in: [" ", "\t"]), parts[1].trimmingCharacters(in: [" ", "\t"]))
            guard !foreground.isEmpty, !background.isEmpty, !foreground.contains(" "), !background.contains(" ") else {
                return .failure(Malformed(reason: "'\(named)' names no pair (write it as the report does: Foreground on Background)"))
            }
            return .success(Directive(kind: kind, pair: Pair(foreground: foreground, background: background), text: "\(kind.rawValue) \(foreground) on \(background)"))
        }
    }

    /// A comment that starts with the marker and is not understood.
    struct Malformed: Error, Hashable, Sendable {
        let reason: String
    }

    /// Whether it covers a pair drawn at these places.
    func covers(_ pair: DrawnPair) -> Bool {
        let placed = [pair.foregroundPosition, pair.backgroundPosition].contains { position in
            position.map { $0.file == file && lines.contains($0.line) } ?? false
        }
        guard placed else { return false }
        guard let named = self.pair else { return true }
        return Self.names(pair.foreground).contains(named.foreground) && Self.names(pair.background).contains(named.background)
    }

    /// The names a suppression may give a color: the report's (`Muted.opacity(0.6)`), and
    /// the color's without the opacity.
    static func names(_ color: ColorReference) -> [String] {
        color.opacity == 1 ? [color.description] : [color.description, ColorReference(color.kind).description]
    }
}
