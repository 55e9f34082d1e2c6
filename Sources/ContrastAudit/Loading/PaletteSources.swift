import AdaptedSystemUI

/// The palette inputs the audit accepts, in the order they are tried: one registry for the
/// command line and for library users.
///
/// ```swift
/// let loaded = try Palette.load(from: "Brand.xcassets")
/// let report = try ContrastAuditor(pairings: loaded.pairings).audit(loaded.palette)
/// ```
public struct PaletteSources: Sendable {
    /// The sources, tried in order.
    public var sources: [any PaletteSource]

    public init(_ sources: [any PaletteSource]) {
        self.sources = sources
    }

    /// Every source the package ships: built-in palettes by name, design tokens, asset
    /// catalogs, palette files.
    public static let standard = PaletteSources.standard(assetCatalogs: AssetCatalog.Options())

    /// The standard sources, with asset catalogs read with `options` (system color palette,
    /// display gamut, idiom) and resolver documents with `resolver` (context mapping, fixed
    /// modifiers).
    public static func standard(
        assetCatalogs options: AssetCatalog.Options, resolver: TokenResolver.Options = TokenResolver.Options()
    ) -> PaletteSources {
        PaletteSources([
            BuiltInPaletteSource(),
            TokenResolverSource(options: resolver),
            DesignTokenSource(contexts: resolver.contexts),
            AssetCatalogSource(options: options),
            PaletteFileSource(),
        ])
    }

    /// Reads `input` with the first source that reads it.
    ///
    /// - Throws: ``InputFileError``: the source's, or one saying that no source reads the
    ///   input (with the built-in palettes' names).
    public func load(_ input: String) throws(InputFileError) -> LoadedPalette {
        guard let source = sources.first(where: { $0.canRead(input) }) else {
            let names = Palette.builtIn.map(\.name).joined(separator: ", ")
            throw InputFileError(
                file: "", message: "no built-in palette '\(input)' (a palette file needs a .json name); the palettes are: \(names)")
        }
        return try source.read(input)
    }
}

extension Palette {
    /// Reads any palette input the audit accepts (``PaletteSources/standard``): a built-in
    /// palette's name, a palette file (`.json`), an Xcode asset catalog (`.xcassets`), or
    /// design tokens (`x.tokens.json`, or `light.tokens.json,dark.tokens.json`); several
    /// asset catalogs joined with commas make one palette.
    public static func load(from input: String) throws(InputFileError) -> LoadedPalette {
        try PaletteSources.standard.load(input)
    }
}

/// The built-in palettes (`Palette.builtIn`), by name.
public struct BuiltInPaletteSource: PaletteSource {
    public init() {}
    public var name: String { "built-in palette" }
    public func canRead(_ input: String) -> Bool { Palette.builtIn(named: input) != nil }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        guard let palette = Palette.builtIn(named: input) else {
            throw InputFileError(file: "", message: "no built-in palette '\(input)'")
        }
        return LoadedPalette(palette: palette, pairings: nil, sourceName: name)
    }
}
