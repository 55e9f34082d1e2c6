extension LabD50 {
    /// Parses CSS Color 4 `lab(L a b)` (§9.1, which defines `lab()` relative to D50).
    ///
    /// `L` is a number `0...100` or a percentage `0%...100%`; `a` and `b` are numbers or
    /// percentages, where `100%` is `125` (CSS Color 4's reference range). Alpha is not
    /// accepted, since a `LabD50` has none.
    ///
    /// - Throws: ``ColorParseError`` quoting the text and saying what is wrong.
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
        self.init(l: values[0], a: values[1], b: values[2])
    }
}
