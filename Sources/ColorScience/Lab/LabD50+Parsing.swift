extension LabD50 {
    /// The `a` and `b` that ``init(parsing:)`` accepts: five times the largest the sRGB,
    /// Display P3 or Rec. 2020 gamuts reach (about ±200), so that every real color parses and
    /// no difference of two parsed colors overflows.
    public static let abRange: ClosedRange<Double> = -1000...1000

    /// Parses CSS Color 4 `lab(L a b)` (§9.1, which defines `lab()` relative to D50).
    ///
    /// `L` is a number `0...100` or a percentage `0%...100%`; `a` and `b` are numbers or
    /// percentages, where `100%` is `125` (CSS Color 4's reference range), and must lie in
    /// ``abRange`` (CSS sets no bound; far beyond any real color, differences overflow to
    /// infinity or NaN). Alpha is not accepted, since a `LabD50` has none.
    ///
    /// - Throws: `ColorParseError` quoting the text and saying what is wrong.
    public init(parsing text: String) throws(ColorParseError) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw ColorParseError(input: text, reason: .empty) }
        guard let function = try FunctionalNotation.split(trimmed, input: text) else {
            throw ColorParseError(input: text, reason: .unknownFunction(String(trimmed)))
        }
        guard function.name == "lab" else {
            throw ColorParseError(input: text, reason: .unknownFunction(function.name))
        }
        guard !function.usesCommas else { throw ColorParseError(input: text, reason: .mixedSeparators) }
        guard function.slashAlpha == nil else {
            throw ColorParseError(input: text, reason: .alphaNotAllowed(function: "lab"))
        }
        guard function.components.count == 3 else {
            throw ColorParseError(input: text, reason: .componentCount(
                function: "lab", expected: "3 space-separated values", found: function.components.count))
        }
        var values: [Double] = []
        for (index, component) in function.components.enumerated() {
            let name = ["L", "a", "b"][index]
            let percentScale = index == 0 ? 1.0 : 1.25
            switch CSSNumber(component) {
            case .number(let value): values.append(value)
            case .percentage(let value): values.append(value * percentScale)
            case nil: throw ColorParseError(input: text, reason: .invalidNumber(component: name, text: String(component)))
            }
        }
        guard (0...100).contains(values[0]) else {
            throw ColorParseError(input: text, reason: .outOfRange(component: "L", value: values[0], range: "0...100"))
        }
        for (name, value) in [("a", values[1]), ("b", values[2])] where !Self.abRange.contains(value) {
            throw ColorParseError(input: text, reason: .outOfRange(component: name, value: value, range: "-1000...1000"))
        }
        self.init(l: values[0], a: values[1], b: values[2])
    }
}
