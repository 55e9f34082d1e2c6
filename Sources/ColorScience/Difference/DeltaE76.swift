/// CIE 1976 color difference ΔE*ab: the Euclidean distance in CIELAB (CIE 15:2004, eq. 8.13).
///
///     ΔE*ab = √(ΔL*² + Δa*² + Δb*²)
///
/// **Mathematical properties**: a metric — zero only for equal colors, symmetric, and it obeys
/// the triangle inequality. It overstates differences among saturated colors, which is why
/// ΔE94 and ΔE2000 exist.
public enum DeltaE76 {
    /// ΔE*ab between two colors (order does not matter).
    @inlinable
    public static func difference(_ first: LabD50, _ second: LabD50) -> Double {
        let dl = second.l - first.l
        let da = second.a - first.a
        let db = second.b - first.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
