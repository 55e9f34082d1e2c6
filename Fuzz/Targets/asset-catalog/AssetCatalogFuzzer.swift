import ContrastAudit
import FuzzSupport

private let file = ScratchFile("F.xcassets/A.colorset/Contents.json")
private let catalog = ScratchFile.directory.appendingPathComponent("F.xcassets").path

/// `AssetCatalog.read` on a catalog holding one color set whose `Contents.json` is the input.
///
/// Checks: errors are well-formed `InputFileError`s; a palette has at most the one color `A`,
/// resolved or not, valid in every cell; a color set that gives no color (empty, or only for
/// other idioms) is named in the notes, since nothing is dropped silently.
@_cdecl("LLVMFuzzerTestOneInput")
public func assetCatalogFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.write(fuzzInput(data, size))
    do throws(InputFileError) {
        let palette = try AssetCatalog.read(catalog)
        checkPalette(palette, loader: "AssetCatalog.read")
        guard palette.allNames == ["A"] || palette.allNames.isEmpty else {
            fatalError("AssetCatalog.read: one color set gave colors \(palette.allNames)")
        }
        if palette.allNames.isEmpty, !palette.notes.contains(where: { $0.contains("A") }) {
            fatalError("AssetCatalog.read: color set A gave no color and the notes do not say so: \(palette.notes)")
        }
    } catch {
        checkInputFileError(error, loader: "AssetCatalog.read")
    }
    return 0
}
