import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// Xcode asset catalogs: an input ending in `.xcassets` (a trailing `/` is allowed), or
/// several joined with commas.
///
/// An app's catalog often defines text and tint colors but no background: they are drawn on
/// UIKit's own `systemBackground`. When the catalog names no background
/// (`PairInference.defaultBackground(in:where:)` finds none) and has colors to pair, UIKit's
/// `systemBackground` is added through ``AssetCatalog/Options/systemColors``, named in the
/// notes, and the inferred pairs go over it.
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
        var palette = try AssetCatalog.read(paths, options: options)
        if PairInference.defaultBackground(in: palette) == nil, PairInference.readNames(palette).contains(where: { $0.kind != .background }) {
            palette = SystemColorNames.adding(
                ["systemBackground"], to: palette, options: options,
                because: "the catalog names no background, so its colors are paired over UIKit's default background")
        }
        return LoadedPalette(file: palette, stating: nil, sourceName: name)
    }
}
