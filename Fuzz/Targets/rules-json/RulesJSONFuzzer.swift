import FuzzSupport

private let file = ScratchFile("rules.json")

/// `RulesFile.read` on the input as a JSON rules file, then its pairings for the seed's
/// palette (see `fuzzRules`).
@_cdecl("LLVMFuzzerTestOneInput")
public func rulesJSONFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzRules(fuzzInput(data, size), file: file, loader: "RulesFile.read (JSON)")
    return 0
}
