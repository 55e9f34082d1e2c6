import FuzzSupport

private let file = ScratchFile("rules.yaml")

/// `RulesFile.read` on the input as a YAML rules file, then its pairings for the seed's
/// palette (see `fuzzRules`).
@_cdecl("LLVMFuzzerTestOneInput")
public func rulesYAMLFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzRules(fuzzInput(data, size), file: file, loader: "RulesFile.read (YAML)")
    return 0
}
