import _ColorTables

/// CIEDE2000's sin(2Δθ) as a piecewise polynomial in σ = tan((h̄′ − 275°)/2): the constant
/// data of `Sources/_ColorTables/RotationTable.c` (see `DeltaE2000.rotationSine`).
@usableFromInline
enum RotationTable {
    /// The table's range of σ, its segments and their polynomials' degree, as generate.py
    /// wrote them.
    @usableFromInline static let low = -3.75, high = 0.9375
    @usableFromInline static let segments = 128, degree = 10

    /// The polynomial of σ's segment at σ, for `low ≤ σ ≤ high`, by Estrin's scheme (a short
    /// chain of dependent operations).
    @usableFromInline
    static func value(at sigma: Double) -> Double {
        let position = (sigma - low) * (Double(segments) / (high - low))
        let segment = Swift.min(Int(position), segments - 1)
        let x = 2 * (position - Double(segment)) - 1
        let c = perseus_rotation_table() + segment * (degree + 1)
        let x2 = x * x, x4 = x2 * x2, x8 = x4 * x4
        let q0 = (c[0] + c[1] * x) + (c[2] + c[3] * x) * x2
        let q1 = (c[4] + c[5] * x) + (c[6] + c[7] * x) * x2
        let q2 = (c[8] + c[9] * x) + c[10] * x2
        return (q0 + q1 * x4) + q2 * x8
    }
}
