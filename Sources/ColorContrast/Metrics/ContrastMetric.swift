/// A way of turning a ``ContrastMeasurement`` into one number that a requirement sets a
/// minimum for: larger is more contrast.
///
/// WCAG 2.2's contrast ratio (``wcag2Ratio``) is the one the package ships. Adding another
/// metric is a new file in this folder — a `static let` like ``wcag2Ratio`` computing its value
/// from the measurement's seen colors, and the ``ContrastRequirement``s on it — and one line
/// adding those requirements to the registry, ``ContrastRequirement/all``; each pair's role
/// then takes the ones for its content (``PairRole/requirements``). Reports, findings and
/// assertions take the value, the minimum and the unit from the requirement.
///
/// Two metrics are equal when their ``id``s are.
public struct ContrastMetric: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier, e.g. `wcag2-ratio`.
    public let id: String
    /// The metric's name for people.
    public let name: String
    /// What follows a value when it is printed, e.g. `:1` for a ratio.
    public let unit: String
    @usableFromInline let evaluate: @Sendable (ContrastMeasurement) -> Double

    public init(id: String, name: String, unit: String, value: @escaping @Sendable (ContrastMeasurement) -> Double) {
        self.id = id
        self.name = name
        self.unit = unit
        self.evaluate = value
    }

    /// The metric's value for a measured pair.
    @inlinable
    public func value(of measurement: ContrastMeasurement) -> Double {
        evaluate(measurement)
    }

    /// The WCAG 2.2 contrast ratio, `1...21` (``ContrastMeasurement/ratio``).
    public static let wcag2Ratio = ContrastMetric(id: "wcag2-ratio", name: "WCAG 2.2 contrast ratio", unit: ":1") { $0.ratio }

    public static func == (lhs: ContrastMetric, rhs: ContrastMetric) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}
