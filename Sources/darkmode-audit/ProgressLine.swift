import ContrastAudit
import Foundation

/// A progress line on standard error while an audit runs long, when standard error is a
/// terminal: what the job is doing and how far the suggestion search is, rewritten in place
/// (carriage return, no escape code) at most ten times a second, from half a second in, and
/// wiped before anything else is printed. Never in a file or a pipe, where it would be noise
/// in a log.
///
/// `@unchecked Sendable`: the job calls it on the one thread that runs it
/// (``AuditJob/progress``), and `clear()` follows on that thread.
final class ProgressLine: @unchecked Sendable {
    private let start = DispatchTime.now().uptimeNanoseconds
    private var last: UInt64 = 0
    private var step = ""
    private var width = 0

    /// A line for standard error when it is a terminal; `nil` otherwise.
    static func forStandardError() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    /// Takes the job's progress.
    func update(_ progress: AuditProgress) {
        do {
            let text: String
            switch progress {
            case .step(let name):
                step = name
                text = name
            case .suggestions(let done, let total):
                text = "\(step): \(done) of \(total) failures"
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - start >= 500_000_000, now - last >= 100_000_000 else { return }
            last = now
            let line = "darkmode-audit: " + TerminalEscaping.escaped(text) + "…"
            let padding = String(repeating: " ", count: max(0, width - line.count))
            _ = Output.write("\r" + line + padding, to: STDERR_FILENO)
            width = line.count
        }
    }

    /// Wipes the line, if one was written.
    func clear() {
        do {
            guard width > 0 else { return }
            _ = Output.write("\r" + String(repeating: " ", count: width) + "\r", to: STDERR_FILENO)
            width = 0
        }
    }
}
