import AdaptedSystemUI
import AuditModel
import ColorContrast

/// Writes the audit for a person at a terminal: the counts in a sentence, then the failing
/// pairs — errors, then warnings, each worst first — in two lines each: the pair, its role and
/// where it comes from (the line of code that draws it), then each failure's appearances,
/// ratio against the requirement and fix. Lines fit ``width``; past ``pairsShown`` pairs a
/// severity's others are counted, and the HTML report shows them all.
///
/// What `darkmode-audit` prints when its standard output is a terminal and no `--format` is
/// given; in a pipe or a file it writes Markdown, so scripts read what they always read.
///
/// ```
/// Contrast audit: Brand
/// 12 pairs in light and dark: 2 errors, 1 warning, 0 exempt, 0 incomplete.
///
/// Errors (WCAG AA), worst first: 2 pairs
/// ✗ Muted on Paper · body text (1.4.3 AA) · drawn at NoteRow.swift:12
///     Light 2.466:1 → 4.5:1, fix #555458; Dark 3.900:1 → 4.5:1, fix #A1A1A6
/// ```
///
/// With ``colors``, marks are red and yellow and, where the terminal shows 24-bit color, each
/// pair carries a specimen: `Aa` in its foreground over its background, as seen in its worst
/// appearance. Text from the inputs is escaped (``TerminalEscaping``).
public struct TerminalReportWriter: ReportWriter {
    /// What the terminal shows.
    public enum Colors: Sendable, Hashable {
        /// No escape sequences: `NO_COLOR`, `TERM=dumb`, or a file.
        case none
        /// The 16 basic colors and bold.
        case basic
        /// 24-bit colors too (`COLORTERM=truecolor`), for the specimens.
        case trueColor
    }

    /// The most pairs listed for each severity; the others are counted.
    public static let pairsShown = 10

    /// The columns a line may take (at least 40).
    public let width: Int
    public let colors: Colors

    public init(width: Int = 80, colors: Colors = .none) {
        self.width = max(40, width)
        self.colors = colors
    }

    public func render(_ report: AuditReport) -> String {
        let s = report.summary
        var lines = [style(truncated("Contrast audit: " + TerminalEscaping.escaped(report.palette.title), to: width), .bold)]
        let appearances = report.palette.appearances.map(\.key)
        var counts = "\(s.pairs) pairs in "
            + (appearances.count <= 3 ? appearances.joined(separator: " and ") : "\(appearances.count) appearances")
            + ": \(plural(s.errors, "error")), \(plural(s.warnings, "warning"))"
            + (ReportText.acceptedCounts(report).map { " (and \($0))" } ?? "")
            + ", \(s.exempt) exempt, \(s.incomplete) incomplete"
        if let vision = report.colorVision {
            counts += vision.findings.isEmpty ? "; color vision: nothing checked" : "; color vision: \(vision.failureCountsPhrase)"
        }
        lines += wrapped(counts + ".", indent: "")
        if let reason = report.nothingChecked {
            lines += wrapped(style("Nothing was checked — this audit has not passed: ", .error) + TerminalEscaping.escaped(reason) + ".", indent: "")
        }
        let places = Dictionary(report.pairings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let failing = report.findings.filter { $0.status == .fail && !$0.accepted }
        for (severity, title) in [(Severity.error, "Errors (WCAG AA)"), (.warning, "Warnings (WCAG AAA)")] {
            let pairs = WorstFirst.byPair(failing.filter { $0.severity == severity }) { (0, $0.fractionOfRequirement) }
            guard !pairs.isEmpty else { continue }
            lines += [""] + wrapped("\(title), worst first: \(plural(pairs.count, "pair"))", indent: "").map { style($0, .bold) }
            for findings in pairs.prefix(Self.pairsShown) {
                lines += entry(findings, severity: severity, pairing: places[findings[0].pair])
            }
            if pairs.count > Self.pairsShown {
                lines += wrapped(
                    "… and \(plural(pairs.count - Self.pairsShown, "more pair")) with \(severity == .error ? "errors" : "warnings"):"
                        + " `--format html -o report.html` shows every pair.", indent: "")
            }
        }
        var tail: [String] = []
        if s.incomplete > 0 {
            tail.append("\(plural(s.incomplete, "pair")) could not be checked (incomplete): `--format markdown` lists why.")
        }
        if s.uncheckedColors > 0 { tail.append("\(plural(s.uncheckedColors, "color")) no pair checks.") }
        if let line = report.suggestionBudgetLine { tail.append(line) }
        if !tail.isEmpty { lines += [""] + tail.flatMap { wrapped($0, indent: "") } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A pair's two lines (more where they wrap): the pair, its role, where it comes from;
    /// then each failure.
    func entry(_ findings: [Finding], severity: Severity, pairing: Pairing?) -> [String] {
        let worst = findings[0]
        let mark = severity == .error ? style("✗", .error) : style("!", .warning)
        // The criterion once, on the pair's line, when its failures share it.
        let criteria = Set(findings.compactMap { $0.criterion?.shortName })
        let shared = criteria.count == 1 ? criteria.first : nil
        var head = "\(mark) \(TerminalEscaping.escaped(worst.pair.phrase)) · \(worst.role.phrase)"
            + (shared.map { " (\($0))" } ?? "")
        if let pairing { head += " · " + Self.origin(pairing) }
        let specimen = colors == .trueColor ? " " + Self.specimen(worst.contrast) : ""
        var lines = wrapped(head, indent: "    ", reserving: specimen.isEmpty ? 0 : 5)
        lines[0] += specimen
        let failures = findings.map { finding in
            var text = "\(finding.appearances.map(\.displayName).joined(separator: ", ")) \(ReportText.value(finding))"
                + (finding.requirement?.metric == .wcag2Ratio ? ":1" : "")
                + " → \(finding.requiredPhrase ?? "")" + (shared == nil ? " (\(finding.criterion?.shortName ?? ""))" : "")
            var fixes = finding.suggestion.map { [$0.color.hex] } ?? []
            if let alpha = finding.translucentFix?.alphaColor { fixes.append(alpha.hex) }
            if let opaque = finding.translucentFix?.opaque { fixes.append(opaque.color.hex) }
            if !fixes.isEmpty { text += ", fix " + fixes.joined(separator: " or ") }
            return text
        }
        lines += wrapped("    " + failures.joined(separator: "; "), indent: "    ")
        return lines
    }

    /// Where a pair comes from, in a few words: the line of code that draws it first.
    static func origin(_ pairing: Pairing) -> String {
        // The HTML report's words: a pair from names is a guess to confirm.
        if pairing.origin == .names { return "guessed from names" }
        guard pairing.origin == .code else { return pairing.origin.phrase }
        let places = pairing.evidence.filter { $0.kind == .foreground }
        guard let first = places.first else { return "app code" }
        let file = first.file.split(separator: "/").last.map(String.init) ?? first.file
        return "drawn at " + TerminalEscaping.escaped("\(file):\(first.line)")
            + (places.count > 1 ? " (+\(places.count - 1) more)" : "")
            + (pairing.confidence.map { $0 == .high ? "" : ", \($0.rawValue) confidence" } ?? "")
    }

    /// ` Aa ` in the colors as seen: the foreground composited over the background.
    static func specimen(_ contrast: ContrastMeasurement) -> String {
        func channels(_ color: SRGB) -> String {
            [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ";")
        }
        return "\u{1B}[38;2;\(channels(contrast.seenForeground));48;2;\(channels(contrast.seenBackground))m Aa \u{1B}[0m"
    }

    enum Role { case bold, error, warning }

    func style(_ text: String, _ role: Role) -> String {
        guard colors != .none else { return text }
        let code = switch role {
        case .bold: "1"
        case .error: "1;31"
        case .warning: "1;33"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// `text` broken at spaces into lines of at most ``width`` columns (escape sequences take
    /// none), the lines after the first indented; a word longer than a line is cut.
    func wrapped(_ text: String, indent: String, reserving reserved: Int = 0) -> [String] {
        var lines: [String] = []
        var line = ""
        var columns = 0
        var empty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let length = Self.columns(word)
            var limit = width - (lines.isEmpty ? reserved : 0)
            if !empty, columns + 1 + length > limit {
                lines.append(line)
                (line, columns, empty, limit) = (indent, indent.count, true, width)
            }
            if !empty {
                line += " "
                columns += 1
            }
            let room = max(1, limit - columns)
            line += truncated(String(word), to: room)
            columns += min(length, room)
            empty = false
        }
        lines.append(line)
        return lines
    }

    /// `text` cut to `columns` with `…` when longer (escape sequences are kept whole).
    func truncated(_ text: String, to columns: Int) -> String {
        guard Self.columns(text) > columns else { return text }
        var kept = ""
        var count = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                kept.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            guard count < columns - 1 else { break }
            kept.append(character)
            count += 1
        }
        return kept + "…" + (colors == .none ? "" : "\u{1B}[0m")
    }

    /// The columns `text` takes on screen: its characters, escape sequences left out.
    static func columns(_ text: some StringProtocol) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character.isLetter { inEscape = false }
            } else {
                count += 1
            }
        }
        return count
    }

    func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension ReportFormat {
    /// The audit for a person at a terminal: ``TerminalReportWriter``, 80 columns, no color,
    /// `.txt`. The command line sizes it to the terminal it writes to.
    public static let terminal = ReportFormat(name: "terminal", fileExtension: "txt", writer: TerminalReportWriter())
}
