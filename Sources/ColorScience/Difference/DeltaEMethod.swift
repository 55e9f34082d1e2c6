/// The color-difference formulas this package implements, by name.
public enum DeltaEMethod: String, CaseIterable, Hashable, Sendable, Codable {
    /// ``DeltaE76``.
    case cie76
    /// ``DeltaE94`` with graphic-arts weights, the first color as reference.
    case cie94
    /// ``DeltaE2000`` with kL = kC = kH = 1.
    case ciede2000

    /// The difference between two colors by this method (the first is the reference where
    /// the method is asymmetric).
    @inlinable
    public func difference(_ first: LabD50, _ second: LabD50) -> Double {
        switch self {
        case .cie76: DeltaE76.difference(first, second)
        case .cie94: DeltaE94.difference(reference: first, sample: second)
        case .ciede2000: DeltaE2000.difference(first, second)
        }
    }
}
