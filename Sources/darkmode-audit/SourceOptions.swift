import AdaptedSystemUI
import ArgumentParser
import ContrastAudit
import Foundation
import SourcePairs

/// Where the app's code is: `--sources` folders, or a `--project` folder whose asset
/// catalogs are the palette too.
struct SourceOptions: ParsableArguments {
    @Option(
        name: .customLong("sources"),
        help: ArgumentHelp(
            "A folder (or file) of the app's Swift and Objective-C sources, storyboards and XIBs: the pairs it draws are audited. Repeatable.",
            valueName: "dir"))
    var sources: [String] = []

    @Option(
        name: .customLong("project"),
        help: ArgumentHelp(
            "An app's folder: its Swift and Objective-C sources, storyboards, XIBs and asset catalogs (skipping .build, DerivedData, Pods, Carthage, node_modules). The catalogs are the palette unless --palette is given (with no color set, the colors the code defines).",
            valueName: "dir"))
    var project: String?

    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            "With --project: the Xcode target to read (default: the app target that builds the most of the folder's code). Files only other targets build are left out.",
            valueName: "name"))
    var target: String?

    @Flag(
        name: .customLong("infer-pairs"),
        help: "With --sources or --project: when neither the code nor a rules file gives a pair, check the pairs the colors' names suggest (by default the audit then checks nothing and exits with status 3).")
    var inferPairs = false

    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp(
            "With --sources or --project: how many threads parse the files (default: the machine's cores, at most 8). The result is the same whatever the number.",
            valueName: "n"))
    var jobs: Int?

    var isEmpty: Bool { sources.isEmpty && project == nil }

    /// The scan, and the palette input the project's catalogs make (when there is a project
    /// and `--palette` was not given), with notes on catalogs kept apart.
    ///
    /// A project whose catalogs hold no color set (its colors are all in code) gives `codeOnly`,
    /// an empty palette the code's colors fill, instead of a palette input.
    func scan(options: AssetCatalog.Options, palette: String?) throws(InputError)
        -> (scan: SourceScan?, palette: String?, codeOnly: Palette?)
    {
        let app: AppProject
        do {
            app = try AppProject(folder: project, sources: sources, target: target, palette: palette, options: options, jobs: jobs)
        } catch {
            let argument = "--" + error.input.rawValue
            if let fileError = error.fileError { throw InputError(argument: argument, fileError) }
            throw InputError(argument: argument, message: error.message)
        }
        guard !isEmpty else { return (nil, palette, nil) }
        return (app.scan, palette ?? app.palette, app.codePalette)
    }
}
