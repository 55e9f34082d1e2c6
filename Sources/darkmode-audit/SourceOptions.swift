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
        if let jobs, !(1...256).contains(jobs) {
            throw InputError(argument: "--jobs", message: "the number of threads is between 1 and 256, not \(jobs)")
        }
        if target != nil, project == nil {
            throw InputError(argument: "--target", message: "a target is chosen in an Xcode project: give the app's folder with --project")
        }
        guard !isEmpty else { return (nil, palette, nil) }
        var roots = sources
        var input = palette
        var notes: [String] = []
        var target: ProjectTarget?
        var codeOnly: Palette?
        if let project {
            roots.append(project)
            let folder: SourceFolder
            do {
                folder = try SourceFolder(roots: [project])
            } catch {
                throw InputError(argument: "--project", error)
            }
            do {
                let choice = try ProjectTarget.choose(in: folder, named: self.target)
                target = choice.target
                notes += choice.notes
            } catch {
                throw InputError(argument: "--target", error)
            }
            if input == nil {
                let chosen = ProjectCatalogs.choose(folder.assetCatalogs, swiftFiles: folder.swiftFiles + folder.objectiveCFiles, target: target)
                notes += chosen.notes
                if chosen.catalogs.contains(where: { !AssetCatalog.colorSetNames(in: $0.url.path).isEmpty }) {
                    input = chosen.catalogs.map(\.url.path).joined(separator: ",")
                } else {
                    // An app whose colors are all in code: its palette is what the code defines
                    // and the system colors it names, said in the notes, never an error.
                    let what = chosen.catalogs.isEmpty ? "no asset catalog" : "no color set in \(chosen.catalogs.map(\.url.lastPathComponent).joined(separator: ", "))"
                    notes.append("\(what): the palette is the colors the code defines and the system colors it names")
                    let name = URL(fileURLWithPath: project).standardizedFileURL.lastPathComponent
                    codeOnly = Palette(name: name, title: "The colors in \(name)'s code", release: "", source: project, colors: [])
                }
            }
        }
        for root in sources where !FileManager.default.fileExists(atPath: root) {
            throw InputError(argument: "--sources", message: "\(root): no such file or folder")
        }
        var scan = SourceScan(roots: roots, options: options)
        scan.notes = notes
        scan.target = target
        if let jobs { scan.jobs = jobs }
        return (scan, input, codeOnly)
    }
}
