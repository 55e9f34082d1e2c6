import AdaptedSystemUI
import ColorScience
import Foundation

/// Xcode asset catalogs: an input ending in `.xcassets` (a trailing `/` is allowed), or
/// several joined with commas.
public struct AssetCatalogSource: PaletteSource {
    public var options: AssetCatalog.Options

    public init(options: AssetCatalog.Options = AssetCatalog.Options()) {
        self.options = options
    }

    public var name: String { "Xcode asset catalog" }

    public func canRead(_ input: String) -> Bool {
        input.split(separator: ",").allSatisfy { String($0).withoutTrailingSlash.hasSuffix(".xcassets") }
    }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        let paths = input.split(separator: ",").map { String($0).withoutTrailingSlash }
        return LoadedPalette(file: try AssetCatalog.read(paths, options: options), stating: nil, sourceName: name)
    }
}
