import ContrastAudit
import FuzzSupport

private let file = ScratchFile("palette.json")

/// `PaletteFile.read` on the input as a JSON palette file.
///
/// Checks: errors are well-formed `InputFileError`s; a palette's colors are valid in every
/// cell; its stated pairings name colors of the palette.
@_cdecl("LLVMFuzzerTestOneInput")
public func paletteJSONFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.write(fuzzInput(data, size))
    do throws(InputFileError) {
        let loaded = try PaletteFile.read(file.path)
        checkPalette(loaded.palette, loader: "PaletteFile.read")
        guard !loaded.palette.colors.isEmpty else { fatalError("PaletteFile.read: a palette without colors") }
        let names = Set(loaded.palette.allNames)
        for pairing in loaded.pairings ?? [] {
            for name in [pairing.foreground, pairing.background] + (pairing.on.map { [$0] } ?? []) where !names.contains(name) {
                fatalError("PaletteFile.read: pairing \(pairing) names '\(name)', not in the palette")
            }
        }
    } catch {
        checkInputFileError(error, loader: "PaletteFile.read")
    }
    return 0
}
