import ColorScience
import FuzzSupport

/// What `darkmode-audit delta-e COLOR1 COLOR2` does with its two arguments: the input's first
/// line and the rest are each read as `lab(L a b)` (D50) when they start with `lab(`, else as
/// sRGB text converted to Lab by Little CMS; then every ΔE method compares them.
///
/// Checks: a parsed `lab()` has `L` in `0...100` and `a`, `b` in `LabD50.abRange`, and its
/// description parses back to the same value; every ΔE is finite and non-negative, zero
/// between a color and itself; ΔE76 and ΔE2000 are symmetric.
@_cdecl("LLVMFuzzerTestOneInput")
public func labTextFuzzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let first = lab(String(parts[0]))
    let second = parts.count > 1 ? lab(String(parts[1])) : nil
    for color in [first, second].compactMap({ $0 }) {
        for method in DeltaEMethod.allCases {
            let same = method.difference(color, color)
            guard same == 0 else { fatalError("\(method.rawValue) of \(color) and itself is \(same), not 0") }
        }
    }
    guard let first, let second else { return 0 }
    for method in DeltaEMethod.allCases {
        let forward = method.difference(first, second)
        guard forward.isFinite, forward >= 0 else { fatalError("\(method.rawValue)(\(first), \(second)) = \(forward)") }
        guard method != .cie94 else { continue }
        let backward = method.difference(second, first)
        guard abs(forward - backward) <= 1e-9 * max(1, forward) else {
            fatalError("\(method.rawValue) is not symmetric: \(forward) one way, \(backward) the other, for \(first) and \(second)")
        }
    }
    let parts2000 = DeltaE2000.components(first, second)
    for value in [parts2000.deltaLPrime, parts2000.deltaCPrime, parts2000.deltaHPrime, parts2000.deltaE] where !value.isFinite {
        fatalError("DeltaE2000.components(\(first), \(second)) has a non-finite part: \(parts2000)")
    }
    return 0
}

/// The Lab of one argument, or `nil` when it is not a color (the error is checked).
private func lab(_ text: String) -> LabD50? {
    let result: LabD50
    if text.drop(while: { $0 == " " || $0 == "\t" }).lowercased().hasPrefix("lab(") {
        do {
            result = try LabD50(parsing: text)
        } catch {
            guard !error.description.isEmpty else { fatalError("empty ColorParseError description") }
            return nil
        }
        guard (0...100).contains(result.l), LabD50.abRange.contains(result.a), LabD50.abRange.contains(result.b) else {
            fatalError("LabD50(parsing: \(String(reflecting: text))) = \(result), outside its documented range")
        }
        guard let reparsed = try? LabD50(parsing: result.description), reparsed == result else {
            fatalError("\(result) (from \(String(reflecting: text))) does not parse back to itself")
        }
    } else {
        let color: SRGB
        do {
            color = try SRGB(parsing: text)
        } catch {
            return nil
        }
        checkColor(color, "SRGB(parsing: \(String(reflecting: text)))")
        guard let converter = try? LabConverter.shared() else { fatalError("Little CMS: no sRGB → Lab transform") }
        result = converter.lab(of: color)
    }
    guard result.l.isFinite, result.a.isFinite, result.b.isFinite else { fatalError("\(String(reflecting: text)) → \(result)") }
    return result
}
