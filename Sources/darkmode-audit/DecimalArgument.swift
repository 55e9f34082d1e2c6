/// A number as a user writes one on the command line: decimal digits with an optional sign,
/// point and exponent (`1`, `0.5`, `.5`, `-0`, `+1`, `5e-1`).
///
/// `Double(_:)` alone would also take what nobody means as a severity or a threshold — hex
/// floats (`0x1p-1`), `inf`, `infinity`, `nan` — and ArgumentParser reads `-0` as an
/// option; options that take a number parse it with this instead and take their value
/// unconditionally (`parsing: .unconditional`), so a value with a leading `-` reaches it.
enum DecimalArgument {
    /// The value of `text`, with `-0` read as `0` (a negative zero would print as `-0.0`); an
    /// ``InputError`` naming `argument` for anything but a decimal number.
    static func parse(_ text: String, argument: String) throws(InputError) -> Double {
        guard isDecimal(text), let value = Double(text), value.isFinite else {
            throw InputError(argument: argument, message: "'\(text)' is not a decimal number (such as 0.5, 1 or 5e-1)")
        }
        return value == 0 ? 0 : value
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, ASCII digits only.
    static func isDecimal(_ text: String) -> Bool {
        var rest = Substring(text)
        func digits() -> Int {
            let count = rest.prefix { $0.asciiValue.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }.count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        var mantissa = digits()
        if rest.first == "." {
            rest = rest.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
