extension ContrastSuggestion {
    /// Starting points for verdicts with no direction to follow, such as a background under a
    /// translucent foreground: every 16th 8-bit value in each channel (17³ = 4,913 colors,
    /// the cube's corners and faces included) is judged, and the passing ones nearest to the
    /// original are returned, nearest first (at most ``gridSeedCount``).
    ///
    /// About 5,000 verdicts and as many Lab conversions at most: for one pair at a time
    /// (`darkmode-audit suggest --adjust background`), not for every failure of an audit.
    /// Ranked on ``EightBitLab``'s Lab, like the lattice search.
    static func gridSeeds(original: SRGB, minimum: Double, ratio: (SRGB) throws(ContrastError) -> Double) throws -> [SRGB] {
        let tables = try EightBitLab.shared()
        let originalLab = try LabConverter.shared().lab(of: original)
        let alpha8 = UInt8((original.alpha * 255).rounded())
        let values = Array(stride(from: 0, through: 240, by: 16)) + [255]
        var passing: [(distance: Double, color: SRGB)] = []
        for r in values {
            for g in values {
                for b in values {
                    let candidate = SRGB(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b), alpha8: alpha8)
                    guard try ratio(candidate) >= minimum else { continue }
                    passing.append((DeltaE2000.difference(originalLab, tables.lab(r, g, b)), candidate))
                }
            }
        }
        return passing.sorted { $0.distance < $1.distance }.prefix(Self.gridSeedCount).map(\.color)
    }

    /// How many passing grid colors ``gridSeeds(original:minimum:ratio:)`` returns.
    static let gridSeedCount = 8
}
