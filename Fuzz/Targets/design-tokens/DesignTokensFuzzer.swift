import ContrastAudit
import FuzzSupport

private let file = ScratchFile("x.tokens.json")

/// `DesignTokens.read(light:)` on the input as one token file (modes in its extensions).
///
/// Checks: errors are well-formed `InputFileError`s; a palette is named `x`, has colors,
/// and they are valid in every cell.
@_cdecl("LLVMFuzzerTestOneInput")
public func designTokensFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.write(fuzzInput(data, size))
    do throws(InputFileError) {
        let palette = try DesignTokens.read(light: file.path)
        checkPalette(palette, loader: "DesignTokens.read")
        guard palette.name == "x", !palette.colors.isEmpty else {
            fatalError("DesignTokens.read: palette '\(palette.name)' with \(palette.colors.count) colors")
        }
    } catch {
        checkInputFileError(error, loader: "DesignTokens.read")
    }
    return 0
}
