import AdaptedSystemUI
import AuditInputs
import Foundation

/// An app's folder, as `--project` reads it: its code (Swift, Objective-C, storyboards, XIBs)
/// is scanned, and its asset catalogs — those of the target audited — are the palette.
///
/// ```swift
/// let app = try AppProject(folder: "MyApp")
/// var job = AuditJob(palette: app.palette ?? "MyApp/Assets.xcassets", code: app.scan)
/// ```
public struct AppProject: PairFinder {
    /// The scan of the folder (and of any other source roots given).
    public var scan: SourceScan
    /// The palette input the project's catalogs make (comma-separated catalog paths), `nil`
    /// when a palette was given or the catalogs hold no color set (then ``codePalette``).
    public let palette: String?
    /// For an app whose colors are all in its code (no catalog, or none with a color set): an
    /// empty palette, which the colors the code defines and the system colors it names fill.
    public let codePalette: Palette?

    /// What is wrong with a project, and which input it concerns.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public enum Input: String, Sendable {
            case project, target, sources, jobs
            /// A configuration file's options for asset catalogs.
            case options
        }

        public let input: Input
        /// The file error, when a file is at fault.
        public let fileError: InputFileError?
        public let message: String

        init(_ input: Input, _ message: String) {
            self.input = input
            self.message = message
            fileError = nil
        }

        init(_ input: Input, _ error: InputFileError) {
            self.input = input
            self.message = error.description
            fileError = error
        }

        public var description: String { message }
    }

    /// Reads `folder`: its Xcode target (`target`, or the app target that builds the most of
    /// its code), and unless `palette` is given, that target's catalogs as the palette —
    /// catalogs only another target builds, or that repeat a color another catalog defines,
    /// are kept apart and named in the notes. `sources` are scanned too; `folder` may be
    /// `nil` for `sources` alone.
    public init(
        folder: String?, sources: [String] = [], target name: String? = nil, palette: String? = nil,
        options: AssetCatalog.Options = AssetCatalog.Options(), jobs: Int? = nil
    ) throws(Failure) {
        if let jobs, !(1...256).contains(jobs) {
            throw Failure(.jobs, "the number of threads is between 1 and 256, not \(jobs)")
        }
        if name != nil, folder == nil {
            throw Failure(.target, "a target is chosen in an Xcode project: give the app's folder with --project")
        }
        var roots = sources
        var input: String?
        var notes: [String] = []
        var target: ProjectTarget?
        var codeOnly: Palette?
        if let folder {
            roots.append(folder)
            let files: SourceFolder
            do {
                files = try SourceFolder(roots: [folder])
            } catch {
                throw Failure(.project, error)
            }
            do {
                let choice = try ProjectTarget.choose(in: files, named: name)
                target = choice.target
                notes += choice.notes
            } catch {
                throw Failure(.target, error)
            }
            if palette == nil {
                let chosen = ProjectCatalogs.choose(files.assetCatalogs, swiftFiles: files.swiftFiles + files.objectiveCFiles, target: target)
                notes += chosen.notes
                if chosen.catalogs.contains(where: { !AssetCatalog.colorSetNames(in: $0.url.path).isEmpty }) {
                    input = chosen.catalogs.map(\.url.path).joined(separator: ",")
                } else {
                    // An app whose colors are all in code: its palette is what the code defines
                    // and the system colors it names, said in the notes, never an error.
                    let what = chosen.catalogs.isEmpty ? "no asset catalog" : "no color set in \(chosen.catalogs.map(\.url.lastPathComponent).joined(separator: ", "))"
                    notes.append("\(what): the palette is the colors the code defines and the system colors it names")
                    let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
                    codeOnly = Palette(name: name, title: "The colors in \(name)'s code", release: "", source: folder, colors: [])
                }
            }
        }
        for root in sources where !FileManager.default.fileExists(atPath: root) {
            throw Failure(.sources, "\(root): no such file or folder")
        }
        scan = SourceScan(roots: roots, options: options)
        scan.notes = notes
        scan.target = target
        if let jobs { scan.jobs = jobs }
        self.palette = input
        codePalette = codeOnly
    }

    /// Reads the project a configuration file names (`project`, `sources`, `target`, `jobs`;
    /// `palette`, which then replaces the catalogs), with system colors resolved as the file's
    /// `system-colors`, `display-gamut` and `idiom` say; `nil` when it names no code.
    public init?(configuration: AuditConfiguration) throws(Failure) {
        let folder = configuration.string("project"), sources = configuration.list("sources")
        guard folder != nil || !sources.isEmpty else { return nil }
        let options: AssetCatalog.Options
        do {
            options = try configuration.catalogOptions()
        } catch {
            throw Failure(.options, "\(configuration.file): \(error.description)")
        }
        var jobs: Int?
        if case .number(let number) = configuration["jobs"] { jobs = number }
        try self.init(
            folder: folder, sources: sources, target: configuration.string("target"), palette: configuration.string("palette"),
            options: options, jobs: jobs)
    }

    public func findPairs(for palette: Palette) throws(InputFileError) -> FoundPairs {
        try scan.findPairs(for: palette)
    }

    public var projectPalette: ProjectPalette? {
        palette.map { .input($0) } ?? codePalette.map { .palette($0) }
    }
}
