import AdaptedSystemUI
import AuditModel
import ColorScience

/// The main job in one call: load a palette, choose its pairs, audit them in every appearance
/// cell, check color vision, apply a baseline, suggest fixes — what `darkmode-audit audit`
/// does before it renders the report.
///
/// ```swift
/// var job = AuditJob(palette: "Brand.xcassets")
/// job.rules = "contrast-rules.yaml"
/// let report = try job.run()
/// let markdown = try ReportFormat.markdown.render(report)
/// ```
///
/// Pairs come, in order of authority (`PairAuthority`), from the rules file, from the app's
/// code (``code``), from the palette input (a palette file's own pairings, or pairs inferred
/// from its colors' names), or from `DefaultPairings`; each records where it came from
/// (`Pairing.origin`). The palette is built once, before the audit: the input's colors, the
/// colors the code defines, the system colors the pairs name.
/// The report is built in one call (`ContrastAuditor.report(for:colorVision:baseline:suggestions:)`):
/// audit, color vision, baseline, suggestions (after the baseline, so an accepted failure gets
/// no palette-level fix).
public struct AuditJob: Sendable {
    /// The palette to audit: an input the palette sources read, or a palette in memory.
    public enum PaletteInput: Sendable, ExpressibleByStringLiteral {
        /// A built-in palette's name, or a path (or comma-separated paths) that one of
        /// ``AuditJob/sources`` reads.
        case input(String)
        /// A palette in memory, with the pairings to check (`nil`: `DefaultPairings`).
        case palette(Palette, pairings: [Pairing]? = nil)

        public init(stringLiteral value: String) { self = .input(value) }
    }

    /// The palette.
    public var palette: PaletteInput
    /// A rules file (JSON or YAML): which foreground sits on which background with which role,
    /// and the color-vision groups. Its rules replace the palette's own pairings.
    public var rules: String?
    /// The opaque color translucent backgrounds lie on when a pairing names none; `nil` lets
    /// `DefaultPairings.baseBackground(in:)` find it.
    public var baseBackground: String?
    /// A baseline file (`Baseline`): the failures it lists are accepted.
    public var baseline: String?
    /// The appearance cells to audit; `nil` audits every cell the palette defines.
    public var appearances: AppearanceSet?
    /// Whether to suggest the nearest passing color for each failure and each failing color
    /// (`AuditReport.withSuggestions(budget:progress:)`). The most expensive step.
    public var suggestions: Bool
    /// Whether to check that groups of colors stay apart under color-vision deficiencies
    /// (`ColorVisionChecker`; groups from the rules file, else `DistinguishableGroup.systemStatus`).
    public var colorVision: Bool
    /// The readers tried on a ``PaletteInput/input(_:)``.
    public var sources: PaletteSources
    /// Finds the pairs the app's code draws (`SourceScan` of the `SourcePairs` library);
    /// `nil` reads no code.
    public var code: (any PairFinder)?
    /// Whether, when the code is read (``code``) and neither it nor a rules file gives a pair,
    /// the pairs inferred from the colors' names (and `DefaultPairings` for a palette without
    /// pairings of its own) are checked (`--infer-pairs`). By default they are not: code that
    /// draws none of the palette's pairs checks nothing, and says so, rather than passing on a
    /// guess. Pairs the palette input states are checked either way; without code, names
    /// always give the pairs.
    public var inferPairs = false
    /// The Apple palette that system colors named in rules and pairings (`systemBackground`,
    /// `label`) resolve through when the palette has no color of that name
    /// (`SystemColorNames`); by default iOS 26.
    public var systemColors: AssetCatalog.Options = AssetCatalog.Options()
    /// Told what the job is doing, for a progress line: each step as it starts, and the
    /// suggestion search's count (the longest step). Called on the thread that runs the job.
    public var progress: (@Sendable (AuditProgress) -> Void)?

    public init(
        palette: PaletteInput = .input(Palette.adaptedSystemUI.name), rules: String? = nil, baseBackground: String? = nil,
        baseline: String? = nil, appearances: AppearanceSet? = nil, suggestions: Bool = true, colorVision: Bool = true,
        sources: PaletteSources = .standard, code: (any PairFinder)? = nil
    ) {
        self.code = code
        self.palette = palette
        self.rules = rules
        self.baseBackground = baseBackground
        self.baseline = baseline
        self.appearances = appearances
        self.suggestions = suggestions
        self.colorVision = colorVision
        self.sources = sources
    }

    /// Runs the job.
    ///
    /// - Throws: ``AuditJobError`` naming the input at fault (palette, rules, base
    ///   background, baseline, appearances none of which the palette defines) with every
    ///   problem found in it.
    public func run() throws(AuditJobError) -> AuditReport {
        let loaded: LoadedPalette
        switch self.palette {
        case .input(let input):
            progress?(.step("reading \(input)"))
            do {
                loaded = try sources.load(input)
            } catch {
                throw AuditJobError(.palette, error)
            }
        case .palette(let palette, let pairings):
            loaded = LoadedPalette(palette: palette, pairings: pairings, sourceName: "in memory")
        }
        // What each source gives, read first; then the palette, built once; then the pairs, by authority.
        var found: FoundPairs?
        if let code {
            progress?(.step("finding the pairs the app's code draws"))
            do {
                found = try code.findPairs(for: loaded.palette)
            } catch {
                throw AuditJobError(.code, error)
            }
        }
        var rulesFile: RulesFile?
        if let rules {
            do {
                rulesFile = try RulesFile.read(rules)
            } catch {
                throw AuditJobError(.rules, error)
            }
        }
        var declared = loaded.pairings
        if found?.pairings.isEmpty == true, !inferPairs, rulesFile?.hasRules != true {
            // Read code that draws no pair: only what the palette states, never a guess.
            let stated = declared?.filter { $0.origin != .names }
            if stated?.isEmpty != false { found?.notes.append(Self.noPairDrawn) }
            declared = stated ?? []
        }
        let palette = Self.palette(loaded.palette, adding: found, systemColorsNamedBy: declared, rulesFile, options: systemColors)
        var groups: [DistinguishableGroup] = [.systemStatus]
        var fromRules: [Pairing]?
        if let rulesFile {
            do {
                if rulesFile.hasRules { fromRules = try rulesFile.pairings(for: palette) }
                if let named = try rulesFile.distinguishableGroups(for: palette) { groups = named }
            } catch {
                throw AuditJobError(.rules, error)
            }
        }
        let pairings = PairAuthority.choose(rules: fromRules, code: found?.pairings ?? [], palette: declared)
        if let baseBackground, palette[baseBackground] == nil {
            throw AuditJobError(.baseBackground, message: "no color named '\(baseBackground)' in palette '\(palette.name)'")
        }
        if let appearances, palette.definedCells.intersection(appearances).isEmpty {
            let defined = palette.definedCells.cells.map(\.key).joined(separator: ", ")
            throw AuditJobError(
                .appearances,
                message: "palette '\(palette.name)' defines none of \(appearances.cells.map(\.key).joined(separator: ", ")); it defines \(defined)")
        }
        var recorded: Baseline?
        if let baseline {
            do {
                recorded = try Baseline.read(baseline)
            } catch {
                throw AuditJobError(.baseline, error)
            }
        }
        var report: AuditReport
        do {
            // Measured once (luminance and Lab of each distinct value), for the audit and the
            // color-vision check; the base background is found once, for both.
            progress?(.step("measuring \(palette.colors.count) colors"))
            let measured = try palette.measured()
            // Only a translucent color needs the base background; without one, nothing is
            // spent finding it.
            let translucent = palette.colors.contains { color in Appearance.allCases.contains { !color.resolved(for: $0).isOpaque } }
            let base = baseBackground ?? (translucent ? DefaultPairings.baseBackground(in: palette) : nil)
            let auditor = ContrastAuditor(pairings: pairings, baseBackground: base, appearances: appearances)
            // The report in one call, its steps as inputs; the suggestion search says when it starts.
            let search = ContrastAuditor.SuggestionSearch(progress: progress.map { tell in
                { done, total in
                    if done == 0 { tell(.step("suggesting fixes")) }
                    tell(.suggestions(done: done, of: total))
                }
            })
            report = try auditor.report(
                for: measured, colorVision: colorVision ? ColorVisionChecker(groups: groups, appearances: appearances) : nil,
                baseline: recorded, suggestions: suggestions ? search : nil)
        } catch let error as AuditError {
            throw AuditJobError(.palette, message: error.description)
        } catch {
            throw AuditJobError(.palette, message: "\(error)")
        }
        return report
    }
}

extension AuditJob {
    /// The note of an audit whose code drew no pair and whose palette states none.
    public static let noPairDrawn = "The app's code draws none of the palette's pairs and no rules file names one, so no pair was checked: "
        + "name the pairs in a rules file (--rules), or check the pairs the colors' names suggest (--infer-pairs)."

    /// The palette the audit checks, built in one step: the palette input's colors, then the
    /// colors the code defines that it does not hold (with the code's notes), then Apple's
    /// system colors that the palette's own pairings and the rules name and no one defines.
    static func palette(
        _ input: Palette, adding found: FoundPairs?, systemColorsNamedBy declared: [Pairing]?, _ rules: RulesFile?,
        options: AssetCatalog.Options
    ) -> Palette {
        let withCode = found.map(input.adding) ?? input
        let named = (declared ?? []).flatMap { [$0.foreground, $0.background] + ($0.on.map { [$0] } ?? []) }
            + (rules?.rules ?? []).flatMap { [$0.foreground, $0.background] + ($0.on.map { [$0] } ?? []) }
        return SystemColorNames.adding(named, to: withCode, options: options)
    }
}

/// What an ``AuditJob`` is doing (``AuditJob/progress``).
public enum AuditProgress: Sendable, Equatable {
    /// A step starts: "reading App.xcassets", "suggesting fixes".
    case step(String)
    /// The suggestion search: `done` of `of` failures.
    case suggestions(done: Int, of: Int)
}

/// Why an ``AuditJob`` could not run: the input at fault, and one message per problem in it.
public struct AuditJobError: Error, CustomStringConvertible, Sendable {
    /// The part of the job an error comes from.
    public enum Input: String, Sendable {
        case palette, rules, baseBackground, baseline, appearances
        /// The app's code (``AuditJob/code``).
        case code
        /// A configuration file (``AuditJob/init(configuration:code:)``).
        case configuration
    }

    public let input: Input
    /// One line per problem (every malformed color set of a catalog, say).
    public let messages: [String]
    /// The file error, when the problem is in a file.
    public let fileError: InputFileError?

    init(_ input: Input, _ error: InputFileError) {
        self.input = input
        self.messages = error.all.map(\.description)
        self.fileError = error
    }

    init(_ input: Input, message: String) {
        self.input = input
        self.messages = [message]
        self.fileError = nil
    }

    public var description: String { messages.joined(separator: "\n") }
}
