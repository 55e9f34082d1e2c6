import AdaptedSystemUI
import ColorScience
import Foundation

/// DTCG resolver documents: a `.json` file with a root `resolutionOrder`.
public struct TokenResolverSource: PaletteSource {
    public var options: TokenResolver.Options

    public init(options: TokenResolver.Options = TokenResolver.Options()) {
        self.options = options
    }

    public var name: String { "design tokens resolver" }

    public func canRead(_ input: String) -> Bool { TokenResolver.isResolverDocument(input) }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        LoadedPalette(file: try TokenResolver.read(input, options: options), stating: nil, sourceName: name)
    }
}
