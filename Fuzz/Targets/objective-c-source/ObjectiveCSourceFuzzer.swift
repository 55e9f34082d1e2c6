import Foundation
import FuzzSupport
import SourcePairs

private let file = ScratchFile("app/Screen.m")
private let header = ScratchFile("app/Screen.h")

/// `SourceScan` on the input as an Objective-C file (with a header of its own beside it):
/// clang's parse through libclang, the includes vetted, the macros measured, the names guessed,
/// the drawing read and paired.
///
/// Checks: the scan finishes; every pair's foreground is drawn in the file scanned, at a line
/// it has.
@_cdecl("LLVMFuzzerTestOneInput")
public func objectiveCSourceFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = fuzzInput(data, size)
    file.write(input)
    header.write(UnsafeRawBufferPointer(rebasing: input[0..<min(input.count, 256)]))
    let folder = (file.path as NSString).deletingLastPathComponent
    let lines = input.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    do {
        let result = try SourceScan(roots: [folder]).scan(catalogNames: ["Ink", "Paper"])
        for pair in result.pairs {
            guard pair.foregroundPosition.file.hasSuffix(".m") || pair.foregroundPosition.file.hasSuffix(".h") else {
                fatalError("SourceScan: a pair drawn in \(pair.foregroundPosition.file)")
            }
            guard pair.foregroundPosition.line >= 1, pair.foregroundPosition.line <= lines + 600 else {
                fatalError("SourceScan: a pair at line \(pair.foregroundPosition.line) of a \(lines)-line file")
            }
        }
    } catch {
        fatalError("SourceScan: \(error) on a folder that exists")
    }
    return 0
}
