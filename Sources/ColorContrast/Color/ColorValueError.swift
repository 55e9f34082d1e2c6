/// A component value that cannot describe an sRGB color: NaN, infinite, or outside its range.
public struct ColorValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which argument was wrong.
    public enum Component: String, Hashable, Sendable {
        case red, green, blue, alpha, white
        /// A packed `0xRRGGBB` integer.
        case rgb
        /// A color-vision deficiency's severity (`ColorVisionDeficiency`).
        case severity
    }

    /// The argument that was rejected.
    public let component: Component
    /// The rejected value.
    public let value: Double
    /// The values the argument takes.
    public let range: ClosedRange<Double>

    public init(component: Component, value: Double, range: ClosedRange<Double> = 0...1) {
        self.component = component
        self.value = value
        self.range = range
    }

    public var description: String {
        switch component {
        case .rgb:
            return "rgb value 0x\(String(UInt64(value), radix: 16, uppercase: true)) has bits above 0xFFFFFF"
        default:
            let what = value.isNaN ? "NaN" : value.isInfinite ? "infinite" : "outside \(Self.text(range))"
            return component == .severity ? "severity \(value) is \(what)" : "\(component.rawValue) component \(value) is \(what)"
        }
    }

    /// `0...1`, `-1000...1000`: bounds without a trailing `.0`.
    public static func text(_ range: ClosedRange<Double>) -> String {
        func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)" }
        return "\(number(range.lowerBound))...\(number(range.upperBound))"
    }

    @inlinable
    static func check(_ value: Double, component: Component) throws(ColorValueError) {
        // `contains` is false for NaN, so this one test rejects NaN, infinities and range errors.
        guard (0.0...1.0).contains(value) else {
            throw ColorValueError(component: component, value: value)
        }
    }
}
