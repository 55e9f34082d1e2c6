import AdaptedSystemUI
import ContrastAudit
import FuzzSupport

private let file = ScratchFile("x.css")

/// `CSSCustomProperties.read` on the input as a stylesheet.
///
/// Checks: errors are well-formed `InputFileError`s; a palette has colors or unresolved
/// ones, and its colors are valid in every cell.
@_cdecl("LLVMFuzzerTestOneInput")
public func cssCustomPropertiesFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.write(fuzzInput(data, size))
    do throws(InputFileError) {
        let palette = try CSSCustomProperties.read(file.path)
        checkPalette(palette, loader: "CSSCustomProperties.read")
        guard !palette.colors.isEmpty || !palette.unresolved.isEmpty else {
            fatalError("CSSCustomProperties.read: a palette with no color")
        }
    } catch {
        checkInputFileError(error, loader: "CSSCustomProperties.read")
    }
    return 0
}
