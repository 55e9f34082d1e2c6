import ContrastAudit
import Foundation

/// Standard output and standard error, written with `write(2)` so that a failure is a result,
/// never a crash (Foundation's `FileHandle.write` traps when the descriptor is closed or the
/// device is full), and a failed standard output ends the command with status 2 instead of
/// a silent success.
enum Output {
    /// Why standard output could not be written, once it could not.
    nonisolated(unsafe) static var outputFailure: String?

    /// Writes all of `text` to a descriptor; the error text on failure.
    static func write(_ text: String, to descriptor: Int32) -> String? {
        write(bytes: Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes` to a descriptor; the error text on failure.
    static func write(bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                guard errno == EINTR else { return String(cString: strerror(errno)) }
            } else {
                written += result
            }
        }
        return nil
    }

    /// Appends to standard output; the first failure is kept for the exit status.
    static func standardOutput(_ text: String) {
        guard outputFailure == nil else { return }
        outputFailure = write(text, to: STDOUT_FILENO)
    }

    /// Appends bytes to standard output; the first failure is kept for the exit status.
    static func standardOutput(bytes: [UInt8]) {
        guard outputFailure == nil else { return }
        outputFailure = write(bytes: bytes, to: STDOUT_FILENO)
    }

    /// One line to standard error, with user text made safe for a terminal (``oneLine(_:)``).
    /// A failure is ignored: there is nowhere left to report it, and the exit status says it.
    static func standardError(_ line: String) {
        _ = write(oneLine(line) + "\n", to: STDERR_FILENO)
    }

    /// `text` on one line with nothing a terminal would act on (``TerminalEscaping``).
    static func oneLine(_ text: String) -> String {
        TerminalEscaping.escaped(text)
    }
}

/// The module's `print` goes through ``Output``: a report that cannot be written is an error.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Output.standardOutput(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
