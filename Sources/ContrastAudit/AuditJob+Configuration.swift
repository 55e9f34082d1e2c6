import AdaptedSystemUI
import AuditInputs

extension AuditJob {
    /// The job a configuration file describes, as `darkmode-audit` runs it from the same file:
    /// its palette, rules, baseline, base background, appearances, color-vision check,
    /// suggestions and the options of its palette readers. The app's code it names
    /// (`project`, `sources`) is read by `code`: the `SourcePairs` library's
    /// `AppProject(configuration:)`, whose project's catalogs are the palette when the file
    /// names none. What only the command line does with a file (report formats and files,
    /// `fail-on`, `changed-since`, `root`) is left to the caller.
    ///
    /// ```swift
    /// let configuration = try AuditConfiguration(contentsOf: ".darkmode-audit.yml")
    /// let job = try AuditJob(configuration: configuration, code: AppProject(configuration: configuration))
    /// ```
    ///
    /// - Throws: ``AuditJobError`` for a value the option does not take (an unknown
    ///   appearance, say), or a file that names the app's code when `code` is `nil`.
    public init(configuration: AuditConfiguration, code: (any PairFinder)? = nil) throws(AuditJobError) {
        let file = configuration.file
        func failure(_ error: OptionValues.Failure) -> AuditJobError {
            let key = String(error.option.dropFirst(2))
            let line = configuration.entries.first { $0.key == key }.map { ":\($0.line)" } ?? ""
            return AuditJobError(.configuration, message: "\(file)\(line): \(key): \(error.message)")
        }
        if code == nil, let key = ["project", "sources"].first(where: { configuration[$0] != nil }) {
            throw AuditJobError(
                .configuration,
                message: "\(file): \(key): the file names the app's code; read it with code: AppProject(configuration:) (SourcePairs)")
        }
        let catalogs: AssetCatalog.Options
        let sources: PaletteSources
        let appearances: AppearanceSet?
        do throws(OptionValues.Failure) {
            catalogs = try configuration.catalogOptions()
            sources = PaletteSources.standard(
                assetCatalogs: catalogs, resolver: try OptionValues.resolverOptions(configuration.list("context")),
                modes: try OptionValues.modes(configuration.list("mode")))
            appearances = try OptionValues.appearances(configuration.list("appearance"))
        } catch {
            throw failure(error)
        }
        let palette: PaletteInput = if let named = configuration.string("palette") {
            .input(named)
        } else {
            switch code?.projectPalette {
            case .input(let input): .input(input)
            case .palette(let palette): .palette(palette)
            case nil: .input(Palette.adaptedSystemUI.name)
            }
        }
        self.init(
            palette: palette, rules: configuration.string("rules"), baseBackground: configuration.string("base-background"),
            baseline: configuration.string("baseline"), appearances: appearances, suggestions: !configuration.flag("no-suggestions"),
            colorVision: !configuration.flag("no-color-vision"), sources: sources, code: code)
        systemColors = catalogs
        inferPairs = configuration.flag("infer-pairs")
    }
}
