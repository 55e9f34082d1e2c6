import ArgumentParser
import ContrastAudit
import SourcePairs

/// `darkmode-audit diff OLD NEW`: what a palette change does to contrast.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the audits of two palettes (two versions of one, any inputs) with the same rules: failures new, fixed, worse and better.",
        discussion: """
            A failure before whose pair the new palette leaves incomplete is "not checked now", never "fixed". \
            With --project or --sources, both palettes are audited on the pairs the app's code draws, so a pull \
            request's gate compares the catalog before and after on the code as it is now. \
            Exit status: 0 no new or worse failure at or above --fail-on; 1 one or more; 2 a usage or input error; \
            3 either audit checked nothing, so the comparison says nothing.
            """
    )

    @Argument(help: "The palette before the change (any input --palette takes).")
    var old: String

    @Argument(help: "The palette after the change.")
    var new: String

    @Option(help: "A rules file applied to both palettes.")
    var rules: String?

    @Option(name: .customLong("base-background"), help: "The opaque color translucent backgrounds lie on when a rule names none.")
    var baseBackground: String?

    @Option(help: "Output format: markdown or json.")
    var format: DiffFormat = .markdown

    @Option(name: .customLong("fail-on"), help: "Exit with status 1 on a new or worse failure of this severity or worse: never, error or warning.")
    var failOn: FailLevel = .error

    @OptionGroup(title: "Asset catalogs and design tokens")
    var catalogs: CatalogOptions

    @OptionGroup(title: "The app's code: both palettes are audited on the pairs it draws, read once as it is now")
    var code: SourceOptions

    enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
        case markdown, json
    }

    func run() throws {
        // The palettes are OLD and NEW: a project's catalogs are not chosen as one.
        let scan = try code.scan(options: try catalogs.catalogOptions(), palette: old).scan
        var job = AuditJob(
            rules: rules, baseBackground: baseBackground, suggestions: false, colorVision: false, sources: try catalogs.paletteSources(),
            code: scan)
        job.inferPairs = code.inferPairs
        job.palette = .input(old)
        let before = try job.run(paletteArgument: "OLD")
        job.palette = .input(new)
        let after = try job.run(paletteArgument: "NEW")
        let diff = AuditDiff(old: before, new: after)
        switch format {
        case .markdown: print(diff.markdown(old: old, new: new), terminator: "")
        case .json: print(try diff.json(), terminator: "")
        }
        // Inconclusive first: against an audit that checked nothing, every failure looks new.
        if diff.isInconclusive { throw ExitCode(ExitStatus.nothingChecked) }
        if diff.regresses(atLeast: failOn.severity) { throw ExitCode(ExitStatus.findings) }
    }
}
