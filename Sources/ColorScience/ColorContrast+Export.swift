// ColorScience builds on ColorContrast's sRGB values and WCAG contrast; code that imports
// ColorScience sees them too, as it did when they lived here.
@_exported import ColorContrast
