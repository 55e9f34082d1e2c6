import AdaptedSystemUI
import Foundation

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
    /// display gamut, idiom), resolver documents with `resolver` (context mapping, fixed
    /// modifiers), and the formats whose colors come per named mode with `modes` (mode name →
    /// cell, over the names' own reading: `["Night": .dark]`).
    public static func standard(
        assetCatalogs options: AssetCatalog.Options, resolver: TokenResolver.Options = TokenResolver.Options(),
        modes: [String: Appearance] = [:]
    ) -> PaletteSources {
        PaletteSources([
            BuiltInPaletteSource(),
            FigmaVariablesSource(modes: modes),
            MaterialThemeSource(modes: modes),
            AndroidResourcesSource(),
            CSSCustomPropertiesSource(modes: modes),
            TokenResolverSource(options: resolver),
            DesignTokenSource(contexts: resolver.contexts.merging(modes) { $1 }),
            AssetCatalogSource(options: options),
            PaletteFileSource(),
        ])
    }

    /// Reads `input` with the first source that reads it.
    ///
    /// - Throws: ``InputFileError``: the source's, or one saying that no source reads the
    ///   input (with the built-in palettes' names).
    ///
    /// A comma-separated list that no source reads as a list (a part missing, or not a token
    /// file) is reported part by part: the error names the part at fault, never the whole
    /// list as if it were one file.
    public func load(_ input: String) throws(InputFileError) -> LoadedPalette {
        guard !input.trimmingCharacters(in: .whitespaces).isEmpty else {
            let names = Palette.builtIn.map(\.name).joined(separator: ", ")
            throw InputFileError(file: "", message: "no palette named: give a built-in palette (\(names)), a file or a folder")
        }
        guard let source = sources.first(where: { $0.canRead(input) }) else {
            if let error = Self.listError(input) { throw error }
            let names = Palette.builtIn.map(\.name).joined(separator: ", ")
            throw InputFileError(
                file: "", message: "no built-in palette '\(input)' (a palette file needs a .json name); the palettes are: \(names)")
        }
        do {
            return try source.read(input)
        } catch {
            // A list no source took as a list was read as one path (a palette file's .json
            // name): "no such file" for the whole string would not say which part is wrong.
            if error.file == input || error.file == input.withoutTrailingSlash, let listError = Self.listError(input) { throw listError }
            throw error
        }
    }

    /// What a comma-separated list may hold, for messages.
    static let listForms = "a comma-separated palette is design token files (light.tokens.json,dark.tokens.json, or theme files and the shared files they alias into: global.json,light.json,dark.json) or asset catalogs (A.xcassets,B.xcassets)"

    /// For an input with a comma that does not name a file as a whole: every part that is
    /// missing, cannot be read or cannot be in a list, each naming the part; `nil` when the
    /// input is no such list, or when no part is at fault.
    static func listError(_ input: String) -> InputFileError? {
        var info = stat()
        guard input.contains(","), lstat(input, &info) != 0 else { return nil }
        let parts = input.split(separator: ",", omittingEmptySubsequences: false).map { String($0).withoutTrailingSlash }
        var errors: [InputFileError] = []
        var tokenFiles = 0, catalogs = 0
        for part in parts {
            guard !part.isEmpty else {
                errors.append(InputFileError(file: input, message: "an empty name in the comma-separated list"))
                continue
            }
            guard stat(part, &info) == 0 else {
                let reason = errno
                let message = reason == ENOENT || reason == ENOTDIR ? "no such file" : "cannot be read: \(String(cString: strerror(reason)))"
                errors.append(InputFileError(file: part, message: message))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                if part.hasSuffix(".xcassets") {
                    catalogs += 1
                } else {
                    errors.append(InputFileError(file: part, message: "is a folder, not a design token file or an asset catalog; \(listForms)"))
                }
                continue
            }
            do throws(InputFileError) {
                // What cannot be opened (a pipe, a device, no permission) says so first.
                close(try JSONDocument.openRegularFile(part))
            } catch {
                errors.append(error)
                continue
            }
            guard DesignTokenSource.isTokenFile(part) else {
                errors.append(InputFileError(file: part, message: "is not a design token file (no \"$value\", \"$type\" or \"value\" member); \(listForms)"))
                continue
            }
            tokenFiles += 1
        }
        if let error = InputFileError(all: errors) { return error }
        if tokenFiles > 0 && catalogs > 0 {
            return InputFileError(file: input, message: "lists both design token files and asset catalogs; \(listForms)")
        }
        return nil
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
