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

    static let systemPalettes = [Palette.appleIOS26, .appleIOS13]

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
