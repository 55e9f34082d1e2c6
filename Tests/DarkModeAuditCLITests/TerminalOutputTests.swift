import Foundation
import Testing

/// The default report is for whoever reads it: a person at a terminal gets the summary and the
/// failures worst first, within the terminal's width, in color unless `NO_COLOR` says
/// otherwise; a pipe or a file gets Markdown, as scripts always have. The binary runs under
/// a pseudo-terminal of a known size, as a terminal runs it.
@Suite struct TerminalOutputTests {
    /// The environment of a terminal: `TERM` set, no `NO_COLOR` or `COLORTERM` unless given.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "COLORTERM", "COLUMNS"] { environment[key] = nil }
        environment["TERM"] = "xterm-256color"
        return environment.merging(extra) { $1 }
    }

    /// Runs the tool with standard output on a pseudo-terminal `columns` wide and returns what
    /// it printed there (the terminal's `\r\n` read as `\n`).
    static func runInTerminal(_ arguments: [String], columns: UInt16, environment extra: [String: String] = [:], in directory: URL? = nil)
        throws -> (status: Int32, output: String)
    {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0, "no pseudo-terminal")
        defer { close(master) }
        let process = Process()
        process.executableURL = try #require(CLIRunner.executable, "darkmode-audit was not built next to the tests")
        process.arguments = arguments
        process.environment = environment(extra)
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardError = FileHandle.nullDevice
        try process.run()
        close(slave)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }  // EIO once the tool has exited and closed its side
            data.append(contentsOf: buffer[..<count])
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
    }

    static func visibleLines(_ text: String) -> [String] {
        text.replacing(/\x{1B}\[[0-9;]*m/, with: "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aTerminalGetsTheFailuresWorstFirstInColor() throws {
        let (status, output) = try Self.runInTerminal([], columns: 72)
        #expect(status == 0)
        #expect(output.hasPrefix("\u{1B}[1mContrast audit: Adapted System UI (Perseus Dark Mode)\u{1B}[0m\n"), "\(output.prefix(200))")
        #expect(output.contains("\u{1B}[1;31m✗\u{1B}[0m "))
        #expect(!output.contains("38;2;"), "24-bit specimens only where COLORTERM says the terminal shows them")
        let lines = Self.visibleLines(output)
        #expect((lines[1] + " " + lines[2]).hasPrefix("156 pairs in light and dark: 131 errors, 36 warnings, 48 exempt, 0 incomplete"), "\(lines[1])")
        #expect(lines.contains("Errors (WCAG AA), worst first: 91 pairs"))
        #expect(lines.allSatisfy { $0.count <= 72 }, "\(lines.filter { $0.count > 72 })")
        #expect(!output.contains("| pair |"), "no Markdown table")
        // Ten pairs per severity, each in two to four lines at this width, not all 120 failing pairs.
        #expect(lines.filter { $0.hasPrefix("✗ ") || $0.hasPrefix("! ") }.count == 20)
        #expect(lines.count < 100, "\(lines.count) lines")
    }

    @Test func noColorIsPlainAndATrueColorTerminalGetsSpecimens() throws {
        let plain = try Self.runInTerminal([], columns: 100, environment: ["NO_COLOR": "1"]).output
        #expect(plain.hasPrefix("Contrast audit: Adapted System UI (Perseus Dark Mode)\n"))
        #expect(!plain.contains("\u{1B}"))
        let dumb = try Self.runInTerminal([], columns: 100, environment: ["TERM": "dumb"]).output
        #expect(!dumb.contains("\u{1B}"))
        let full = try Self.runInTerminal([], columns: 100, environment: ["COLORTERM": "truecolor"]).output
        #expect(full.contains(";48;2;") && full.contains("m Aa \u{1B}[0m"))
    }

    @Test func aPipeAFileOrAFormatGetMarkdown() throws {
        let piped = try CLIRunner.run([])
        #expect(piped.stdout.hasPrefix("# Contrast audit: Adapted System UI (Perseus Dark Mode)\n"))
        let asked = try Self.runInTerminal(["--format", "markdown"], columns: 100).output
        #expect(asked.hasPrefix("# Contrast audit: Adapted System UI (Perseus Dark Mode)\n"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try Self.runInTerminal(["-o", "report.md"], columns: 100, in: directory)
        #expect(written.status == 0 && written.output.isEmpty)
        let file = try String(contentsOf: directory.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(file.hasPrefix("# Contrast audit: Adapted System UI (Perseus Dark Mode)\n"))
        // Asked for in a pipe, the terminal report is plain and 80 columns wide.
        let terminal = try CLIRunner.run(["--format", "terminal"])
        #expect(terminal.stdout.hasPrefix("Contrast audit: Adapted System UI (Perseus Dark Mode)\n"))
        #expect(!terminal.stdout.contains("\u{1B}") && Self.visibleLines(terminal.stdout).allSatisfy { $0.count <= 80 })
    }
}
