import AdaptedSystemUI
import ArgumentParser
import ContrastAudit

extension AssetCatalog.DisplayGamut: ExpressibleByArgument {}

/// How asset catalogs are read: which palette resolves system color references, and which
/// display gamut and device idiom pick the variants.
struct CatalogOptions: ParsableArguments {
    @Option(
        name: .customLong("system-colors"),
        help: "The Apple palette that an asset catalog's system color references (systemBackgroundColor, labelColor) resolve through: apple-ios26 or apple-ios13.")
    var systemColors: String = Palette.appleIOS26.name

    @Option(name: .customLong("display-gamut"), help: "The display an asset catalog's display-gamut variants are picked for: display-p3 or srgb.")
    var displayGamut: AssetCatalog.DisplayGamut = .displayP3

    @Option(help: "The device idiom whose own asset catalog entries override universal ones: \(AssetCatalog.Options.idioms.joined(separator: ", ")).")
    var idiom: String = "universal"

    @Option(
        name: .customLong("context"),
        help: ArgumentHelp(
            "For a design-token resolver: map a context to an appearance (--context night=dark, --context dim=darkHighContrast) or fix another modifier to one of its contexts (--context size=default). Repeatable.",
            valueName: "name=value"))
    var contexts: [String] = []

    @Option(
        name: .customLong("mode"),
        help: ArgumentHelp(
            "For Figma variables, Material Theme Builder, Spectrum and theme-file sets: the mode (or scheme, theme) that gives an appearance (--mode dark=Night, --mode lightHighContrast=light-medium-contrast). Repeatable.",
            valueName: "cell=name"))
    var modes: [String] = []

    static let systemPalettes = [Palette.appleIOS26, .appleIOS13]

    /// The standard palette sources with these options, or an input error naming the option
    /// that is wrong.
    func paletteSources() throws(InputError) -> PaletteSources {
        PaletteSources.standard(assetCatalogs: try catalogOptions(), resolver: try resolverOptions(), modes: try modeMapping())
    }

    /// The resolver options, or an input error naming `--context`.
    func resolverOptions() throws(InputError) -> TokenResolver.Options {
        var options = TokenResolver.Options()
        for entry in contexts {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw InputError(argument: "--context", message: "'\(entry)': expected NAME=VALUE, e.g. night=dark or size=default")
            }
            // NAME is a context (map it to a cell) or a modifier (fix it to a context); which one,
            // the resolver knows. A value that reads as a cell may be either: chrome=light.
            if let cell = Appearance(key: parts[1]) ?? TokenResolver.appearance(forContext: parts[1]) {
                options.contexts[parts[0]] = cell
            }
            options.fixedContexts[parts[0]] = parts[1]
        }
        return options
    }

    /// The modes mapped to cells, by mode name, or an input error naming `--mode`.
    func modeMapping() throws(InputError) -> [String: Appearance] {
        var mapping: [String: Appearance] = [:]
        for entry in modes {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty, let cell = Appearance(key: parts[0]) else {
                throw InputError(
                    argument: "--mode",
                    message: "'\(entry)': expected CELL=NAME, with CELL one of \(Appearance.allCases.map(\.key).joined(separator: ", ")), e.g. dark=Night")
            }
            if let other = mapping[parts[1]], other != cell {
                throw InputError(argument: "--mode", message: "'\(parts[1])' is given as both \(other.key) and \(cell.key)")
            }
            mapping[parts[1]] = cell
        }
        return mapping
    }

    /// The options, or an input error naming the option that is wrong.
    func catalogOptions() throws(InputError) -> AssetCatalog.Options {
        guard let palette = Self.systemPalettes.first(where: { $0.name == systemColors }) else {
            throw InputError(
                argument: "--system-colors",
                message: "'\(systemColors)' is not an Apple palette; expected one of: \(Self.systemPalettes.map(\.name).joined(separator: ", "))")
        }
        guard AssetCatalog.Options.idioms.contains(idiom) else {
            throw InputError(
                argument: "--idiom", message: "unknown idiom '\(idiom)'; expected one of: \(AssetCatalog.Options.idioms.joined(separator: ", "))")
        }
        return AssetCatalog.Options(systemColors: palette, displayGamut: displayGamut, idiom: idiom)
    }
}
