import AdaptedSystemUI
import ContrastAudit
import FuzzSupport

private let file = ScratchFile("x.json")

/// `FigmaVariables.read` and `MaterialTheme.read` on the input: Figma's REST response or a
/// plugin's variables, and a Material Theme Builder export.
///
/// Checks: errors are well-formed `InputFileError`s; a palette is named `x`, has colors or
/// unresolved ones, and its colors are valid in every cell.
@_cdecl("LLVMFuzzerTestOneInput")
public func designToolExportsFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.write(fuzzInput(data, size))
    for (loader, read) in [
        ("FigmaVariables.read", { () throws(InputFileError) -> Palette in try FigmaVariables.read(file.path) }),
        ("MaterialTheme.read", { () throws(InputFileError) -> Palette in try MaterialTheme.read(file.path) }),
    ] {
        do throws(InputFileError) {
            let palette = try read()
            checkPalette(palette, loader: loader)
            guard palette.name == "x", !palette.colors.isEmpty || !palette.unresolved.isEmpty else {
                fatalError("\(loader): palette '\(palette.name)' with \(palette.colors.count) colors")
            }
        } catch {
            checkInputFileError(error, loader: loader)
        }
    }
    return 0
}
