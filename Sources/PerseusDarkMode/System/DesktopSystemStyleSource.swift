#if os(Linux)
import Foundation

/// Reads the Linux desktop's color-scheme preference (Linux only): the XDG desktop portal, then GNOME's
/// gsettings, then `GTK_THEME`; the first that states a preference wins, and without one
/// the answer is ``SystemStyle/unspecified`` (which the decision table turns into the default).
///
/// Each command runs with a time limit, so a missing or hung D-Bus cannot stall the caller.
public struct DesktopSystemStyleSource: SystemStyleSource {
    /// How long one command may take.
    public var timeout: Duration
    /// The environment to read `GTK_THEME` from.
    public var environment: [String: String]

    public init(timeout: Duration = .milliseconds(500), environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.timeout = timeout
        self.environment = environment
    }

    public func currentSystemStyle() -> SystemStyle {
        if let output = run("gdbus", [
            "call", "--session", "--dest", "org.freedesktop.portal.Desktop",
            "--object-path", "/org/freedesktop/portal/desktop",
            "--method", "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance", "color-scheme",
        ]) {
            let style = DesktopPreference.parsePortalColorScheme(output)
            if style != .unspecified { return style }
        }
        if let output = run("gsettings", ["get", "org.gnome.desktop.interface", "color-scheme"]) {
            let style = DesktopPreference.parseGSettingsColorScheme(output)
            if style != .unspecified { return style }
        }
        return DesktopPreference.parseGTKTheme(environment["GTK_THEME"])
    }

    /// Standard output of a command found on `PATH`, or `nil` if it is missing, fails or
    /// takes longer than ``timeout``.
    private func run(_ command: String, _ arguments: [String]) -> String? {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(command)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return nil }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        guard finished.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
#endif
