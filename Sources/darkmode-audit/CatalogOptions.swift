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

    /// The standard palette sources with these options, or an input error naming the option
    /// that is wrong.
    func paletteSources() throws(InputError) -> PaletteSources {
        PaletteSources.standard(assetCatalogs: try catalogOptions(), resolver: try resolverOptions(), modes: try modeMapping())
    }

    /// The resolver options, or an input error naming `--context`.
    func resolverOptions() throws(InputError) -> TokenResolver.Options {
        try InputError.naming { () throws(OptionValues.Failure) in try OptionValues.resolverOptions(contexts) }
    }

    /// The modes mapped to cells, by mode name, or an input error naming `--mode`.
    func modeMapping() throws(InputError) -> [String: Appearance] {
        try InputError.naming { () throws(OptionValues.Failure) in try OptionValues.modes(modes) }
    }

    /// The options, or an input error naming the option that is wrong.
    func catalogOptions() throws(InputError) -> AssetCatalog.Options {
        try InputError.naming { () throws(OptionValues.Failure) in
            try OptionValues.catalogOptions(systemColors: systemColors, displayGamut: displayGamut.rawValue, idiom: idiom)
        }
    }
}
