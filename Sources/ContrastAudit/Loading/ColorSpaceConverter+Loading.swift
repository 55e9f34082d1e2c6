import ColorScience
import Foundation

// What the asset-catalog and design-token loaders share when a color is not sRGB.
extension ColorSpaceConverter {
    /// The shared converter for `space`; a Little CMS failure becomes a file error.
    static func shared(_ space: Space, file: String) throws(PaletteFileError) -> ColorSpaceConverter {
        do {
            return space == .displayP3 ? try displayP3() : try grayGamma22()
        } catch {
            throw PaletteFileError(file: file, message: error.description)
        }
    }
}

extension ColorSpaceConverter.UnclippedSRGB {
    /// `(r, g, b)` with four decimals, for the out-of-gamut notes.
    var rounded4: String {
        func four(_ value: Double) -> String { String(format: "%.4f", value) }
        return "(\(four(red)), \(four(green)), \(four(blue)))"
    }
}
