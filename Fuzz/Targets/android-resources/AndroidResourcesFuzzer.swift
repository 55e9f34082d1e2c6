import ContrastAudit
import FuzzSupport

private let file = ScratchFile("android/res/values/colors.xml")
/// The `res` folder the file is in.
private let res = ScratchFile.directory.appendingPathComponent("android/res").path

/// `AndroidResources.read` on a `res` folder whose `values/colors.xml` is the input.
///
/// Checks: errors are well-formed `InputFileError`s; a palette has colors or unresolved
/// ones, and its colors are valid in every cell.
@_cdecl("LLVMFuzzerTestOneInput")
public func androidResourcesFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.write(fuzzInput(data, size))
    do throws(InputFileError) {
        let palette = try AndroidResources.read(res)
        checkPalette(palette, loader: "AndroidResources.read")
        guard !palette.colors.isEmpty || !palette.unresolved.isEmpty else {
            fatalError("AndroidResources.read: a palette with no color")
        }
    } catch {
        checkInputFileError(error, loader: "AndroidResources.read")
    }
    return 0
}
