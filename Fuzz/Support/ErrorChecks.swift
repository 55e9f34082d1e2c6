import ContrastAudit
import Foundation

/// `PERSEUS_FUZZ_ALLOW_MULTILINE_ERRORS=1` skips the one-line-per-problem check, to fuzz past
/// a known multi-line message until it is fixed.
private let allowMultilineErrors = ProcessInfo.processInfo.environment["PERSEUS_FUZZ_ALLOW_MULTILINE_ERRORS"] == "1"

/// What every loader error must be: a message to print, one line per problem.
///
/// `InputFileError.description` promises one line for the error itself and one for each of
/// ``InputFileError/others``, so a newline anywhere else (from a key, a color text or a file
/// name quoted in the message) breaks tools that read the output line by line.
public func checkInputFileError(_ error: InputFileError, loader: String) {
    let description = error.description
    guard !description.isEmpty else { fatalError("\(loader): an InputFileError with an empty description") }
    // "\r\n" is one Character, and a lone "\r" ends a line for many readers too.
    let lines = description.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    guard allowMultilineErrors || lines.count == 1 + error.others.count else {
        fatalError(
            "\(loader): InputFileError.description has \(lines.count) lines for \(1 + error.others.count) problems: \(String(reflecting: description))"
        )
    }
    for (index, line) in lines.enumerated() where line.isEmpty && !allowMultilineErrors {
        fatalError("\(loader): line \(index + 1) of InputFileError.description is empty: \(String(reflecting: description))")
    }
    for problem in error.all where problem.message.isEmpty {
        fatalError("\(loader): a problem with an empty message: \(String(reflecting: description))")
    }
}
