/// The composite tables (``SeenBackground/ratios(atAlpha8:)``) of one run of searches, each
/// built once, and the scratch space the searches take in turn. An audit's failures share
/// backgrounds and alphas: one pair held to AA and to AAA, colors at one alpha over the same
/// surfaces, a color's palette-level fix over the backgrounds its pairs were searched over.
/// Kept for one audit's suggestions, not between runs; not for use from two threads at once.
package final class CompositeTables {
    private struct Key: Hashable {
        let red: Double, green: Double, blue: Double
        let alpha8: UInt8
    }

    private var tables: [Key: CompositeRatios] = [:]
    /// The most tables kept: 6 MB.
    static let limit = 1_000
    /// The lattice search's memo and column bits, reused by each search in turn.
    let scratch = LatticeScratch()

    package init() {}

    /// The table of `seen` at `alpha8`, built on first use.
    func ratios(over seen: SeenBackground, atAlpha8 alpha8: UInt8) -> CompositeRatios {
        // The background as seen is opaque: its three channels name it.
        let key = Key(red: seen.color.red, green: seen.color.green, blue: seen.color.blue, alpha8: alpha8)
        if let known = tables[key] { return known }
        let table = seen.ratios(atAlpha8: alpha8)
        // At most `limit` kept (6 KB each): past it, tables are built for one search again.
        if tables.count < Self.limit { tables[key] = table }
        return table
    }
}
