import ColorScience

/// Bad input from the command line: a line that names the argument and says what is wrong
/// — one per problem when an input has several (every malformed color set of a catalog).
struct InputError: Error, CustomStringConvertible {
    /// The argument as the usage line names it, e.g. `FOREGROUND` or `--on`.
    let argument: String
    let message: String

    /// One line per problem, each naming the argument.
    var lines: [String] {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { "\(argument): \($0)" }
    }

    var description: String { lines.joined(separator: "\n") }
}

/// Parses a color argument, or throws an ``InputError`` naming it.
func parseColor(_ text: String, argument: String) throws(InputError) -> SRGB {
    do {
        return try SRGB(parsing: text)
    } catch {
        throw InputError(argument: argument, message: error.description)
    }
}
