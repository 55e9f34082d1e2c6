import ContrastAudit
import FuzzSupport

private let file = ScratchFile("resolver/x.resolver.json")
/// A token file beside the resolver, for sources that name one (`base.tokens.json`).
private let base: ScratchFile = {
    let base = ScratchFile("resolver/base.tokens.json")
    let tokens = ##"{"color": {"$type": "color", "gray": {"$value": "#777777"}, "ink": {"$value": "{color.gray}"}}}"##
    tokens.utf8CString.withUnsafeBytes { base.write(UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
    return base
}()

/// `TokenResolver.read` on the input as a resolver document (Design Tokens Resolver Module
/// 2025.10), with a token file beside it that sources may name.
///
/// Checks: errors are well-formed `InputFileError`s; a palette's colors are valid in every
/// cell. libFuzzer's time and memory limits catch a document whose sets name themselves or
/// multiply.
@_cdecl("LLVMFuzzerTestOneInput")
public func tokenResolverFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = base
    file.write(fuzzInput(data, size))
    do throws(InputFileError) {
        let palette = try TokenResolver.read(file.path)
        checkPalette(palette, loader: "TokenResolver.read")
    } catch {
        checkInputFileError(error, loader: "TokenResolver.read")
    }
    return 0
}
