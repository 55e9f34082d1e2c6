// Pair roles and severities (`PairRole`, `Severity`) live in ColorContrast, below the
// assertions that need them without Little CMS; code that imports the model sees them, with the
// sRGB values and WCAG contrast they rest on.
@_exported import ColorContrast
