import ColorScience

/// Bad input from the command line: one line that names the argument and says what is wrong.
struct InputError: Error, CustomStringConvertible {
    /// The argument as the usage line names it, e.g. `FOREGROUND` or `--on`.
    let argument: String
    let message: String

    var description: String { "\(argument): \(message)" }
}

/// Parses a color argument, or throws an ``InputError`` naming it.
func parseColor(_ text: String, argument: String) throws(InputError) -> SRGB {
    do {
        return try SRGB(parsing: text)
    } catch {
        throw InputError(argument: argument, message: error.description)
    }
}
