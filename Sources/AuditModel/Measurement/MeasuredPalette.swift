import AdaptedSystemUI
import ColorScience

extension Palette {
    /// Every color measured: relative luminance and Lab (one Little CMS call for the whole
    /// palette).
    public func measured(converter: LabConverter? = nil) throws(LittleCMSError) -> MeasuredPalette {
        if let converter { return MeasuredPalette(self, converter: converter) }
        return MeasuredPalette(self, converter: try LabConverter.shared())
    }
}

/// A `Palette` whose every color is measured.
public struct MeasuredPalette: Sendable {
    public let palette: Palette
    public let colors: [MeasuredColor]
    /// How the Lab values were computed.
    public let labProvenance: LabProvenance

    /// Converts each distinct value of the palette once (one Little CMS call): a cell a color
    /// does not define falls back to one it does, and palettes repeat values (white, black,
    /// a brand color behind several names), so this is usually a fraction of 8 per color.
    init(_ palette: Palette, converter: LabConverter) {
        self.palette = palette
        self.labProvenance = converter.provenance
        var distinct: [SRGB] = []
        var position: [SRGB: Int] = [:]
        let cells = palette.colors.map { color in
            Appearance.allCases.map { cell -> Int in
                let value = color.resolved(for: cell)
                if let known = position[value] { return known }
                position[value] = distinct.count
                distinct.append(value)
                return distinct.count - 1
            }
        }
        let labs = converter.lab(of: distinct)
        colors = zip(palette.colors, cells).map { color, cells in
            MeasuredColor(color, cells: cells.map { distinct[$0] }, labs: cells.map { labs[$0] })
        }
    }

    /// The measured color with a name, or `nil`.
    public subscript(name: String) -> MeasuredColor? {
        palette.index(of: name).map { colors[$0] }
    }
}
