/// Which pairs an audit checks when several sources give some: the order of authority among
/// the sources (``PairOrigin``, in that order), as one rule.
///
/// - A rules file's pairs come first and decide every pair they name (its role, severity and
///   surface).
/// - The app's code gives the pairs it draws that the rules do not name.
/// - Stated pairs — a rules file's, the code's — replace the palette input's own: its
///   pairings, its format's convention and the pairs inferred from its colors' names are
///   checked only when there is no rules file and the code gives none. When code was read
///   and drew none, the job passes only the pairs the palette states: a guess from names
///   stands in for read code only when asked (`AuditJob.inferPairs`).
/// - No source gives any: `nil`, and the auditor checks `DefaultPairings`.
///
/// ```swift
/// let pairs = PairAuthority.choose(rules: fromRules, code: fromCode, palette: loaded.pairings)
/// ```
public enum PairAuthority {
    /// The pairs to check, each once, from the source with the most authority that gives it.
    ///
    /// - Parameters:
    ///   - rules: A rules file's pairs, or `nil` when there is no rules file (or it names only
    ///     color-vision groups).
    ///   - code: The pairs the app's code draws.
    ///   - palette: The palette input's own pairs; read only when needed (inferring them from
    ///     names costs time on a large palette).
    public static func choose(rules: [Pairing]?, code: [Pairing], palette: @autoclosure () -> [Pairing]?) -> [Pairing]? {
        guard rules != nil || !code.isEmpty else { return palette() }
        var seen = Set<PairID>()
        return ((rules ?? []) + code).filter { seen.insert($0.id).inserted }
    }
}
