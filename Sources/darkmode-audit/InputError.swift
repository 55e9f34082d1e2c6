import ColorScience
import ContrastAudit

/// Bad input from the command line: a line that names the argument and says what is wrong
/// — one per problem when an input has several (every malformed color set of a catalog).
struct InputError: Error, CustomStringConvertible {
    /// The argument as the usage line names it, e.g. `FOREGROUND` or `--on`.
    let argument: String
    /// One per problem; user text in them is escaped when they are written.
    let messages: [String]

    init(argument: String, message: String) {
        self.argument = argument
        self.messages = [message]
    }

    init(argument: String, messages: [String]) {
        self.argument = argument
        self.messages = messages
    }

    /// Every problem of an input file, one line each.
    init(argument: String, _ error: InputFileError) {
        self.argument = argument
        self.messages = error.all.map(\.description)
    }

    /// The value of `body`, or an input error naming the option whose value is wrong.
    static func naming<Value>(_ body: () throws(OptionValues.Failure) -> Value) throws(InputError) -> Value {
        do {
            return try body()
        } catch {
            throw InputError(argument: error.option, message: error.message)
        }
    }

    /// One line per problem, each naming the argument.
    var lines: [String] { messages.map { "\(argument): \($0)" } }

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
