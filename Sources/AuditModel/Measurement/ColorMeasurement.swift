import AdaptedSystemUI
import ColorScience

/// A color with what the audit needs computed once: its WCAG relative luminance and its
/// CIELAB (D50) from Little CMS.
///
/// Both describe the color's own components; alpha is ignored. A translucent color's
/// contrast is measured after compositing it over its background, which the audit does per
/// pair.
public struct ColorMeasurement: Hashable, Sendable {
    public let color: SRGB
    /// The WCAG 2.2 relative luminance of ``color`` (`SRGB.relativeLuminance`).
    public let relativeLuminance: Double
    /// ``color`` in CIELAB (D50), converted by Little CMS (`LabConverter`).
    public let lab: LabD50

    init(color: SRGB, lab: LabD50) {
        self.color = color
        self.relativeLuminance = color.relativeLuminance
        self.lab = lab
    }
}

/// An `AdaptiveColor` whose every cell is measured.
public struct MeasuredColor: Hashable, Sendable {
    public let source: AdaptiveColor
    public let measurements: AdaptiveValue<ColorMeasurement>

    public var name: String { source.name }

    /// Measures one color (one Little CMS call for its eight cells).
    public init(_ color: AdaptiveColor, converter: LabConverter) {
        let cells = Appearance.allCases.map { color.resolved(for: $0) }
        let labs = converter.lab(of: cells)
        self.init(color, cells: cells, labs: labs)
    }

    init(_ color: AdaptiveColor, cells: [SRGB], labs: ArraySlice<LabD50>) {
        source = color
        let measured = zip(cells, labs).map { ColorMeasurement(color: $0, lab: $1) }
        measurements = AdaptiveValue(storage: ContiguousArray(measured), definedCells: color.definedCells)
    }

    init(_ color: AdaptiveColor, cells: [SRGB], labs: [LabD50]) {
        self.init(color, cells: cells, labs: labs[...])
    }

    @inlinable
    public func resolved(for appearance: Appearance) -> ColorMeasurement {
        measurements.resolved(for: appearance)
    }
}
