import ContrastAudit
import Foundation

/// GitHub Actions' job summary: with `--format github`, the pull-request summary is appended
/// to the file `$GITHUB_STEP_SUMMARY` names, which GitHub shows on the run's page.
enum StepSummary {
    /// The file a GitHub Actions step appends its summary to, when the variable is set.
    static var path: String? {
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        return path
    }

    /// Appends `report`'s summary (a step's summary file holds what every earlier step wrote:
    /// it is appended to, never replaced). A failure is said on standard error; the audit's
    /// own result stands.
    static func append(_ report: AuditReport, to path: String) {
        do {
            let text = try ReportFormat.summary.render(report)
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                Output.standardError("darkmode-audit: warning: the job summary was not written to \(path): \(String(cString: strerror(errno)))")
                return
            }
            defer { close(descriptor) }
            let bytes = Array(("\n" + text).utf8)
            var written = 0
            while written < bytes.count {
                let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if result < 0 {
                    if errno == EINTR { continue }
                    Output.standardError("darkmode-audit: warning: the job summary was not written to \(path): \(String(cString: strerror(errno)))")
                    return
                }
                written += result
            }
        } catch {
            Output.standardError("darkmode-audit: warning: the job summary was not written: \(error)")
        }
    }
}
