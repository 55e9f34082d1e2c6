import Foundation
import Testing

/// `-` for standard input (`--palette -`, with `--input-format`) and standard output
/// (`--output -`), and `-o` for `--output`.
@Suite struct StandardStreamsTests {
    /// Runs the tool with `text` as its standard input.
    static func run(_ arguments: [String], input text: String, in directory: URL? = nil) throws -> CLIRunner.Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-stdin-\(UUID().uuidString)")
        try text.write(to: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try CLIRunner.run(arguments, standardOutput: nil, standardError: nil, currentDirectory: directory, standardInput: handle)
    }

    /// #777777 on white is 4.478:1 (WCAG relative luminance by hand: 0.1845 and 1.0), below
    /// AA's 4.5:1.
    static let palette = ##"""
        {"name": "piped", "colors": [{"name": "ink", "light": "#777777", "dark": "#EEEEEE"},
          {"name": "paper", "light": "#FFFFFF", "dark": "#000000"}],
         "pairings": [{"foreground": "ink", "background": "paper", "role": "body-text"}]}
        """##

    @Test func aPaletteFileFromStandardInput() throws {
        let result = try Self.run(["--palette", "-", "--format", "json", "--fail-on", "error"], input: Self.palette)
        #expect(result.status == 1, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["id"] as? String == "ink-on-paper/light/1.4.3-AA" && $0["status"] as? String == "fail" })
        #expect(result.stderr.contains("darkmode-audit: piped: 1 pairs"), "\(result.stderr)")
    }

    @Test func tokensFromStandardInputAreSniffedOrNamed() throws {
        let tokens = ##"{"ink": {"$type": "color", "$value": "#777777"}, "paper": {"$type": "color", "$value": "#ffffff"}}"##
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-rules-\(UUID().uuidString).yaml")
        try "rules:\n  - {foreground: ink, background: paper, role: body-text}\n".write(to: rules, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: rules) }
        for format in [[], ["--input-format", "tokens"]] {
            let result = try Self.run(["--palette", "-", "--rules", rules.path, "--format", "github"] + format, input: tokens)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            // No location: the text had no file, and no annotation names a temporary one.
            #expect(result.stdout.hasPrefix("::error title=WCAG 1.4.3 AA%3A ink on paper::ink on paper in Light"), "\(format): \(result.stdout)")
        }
        // Named a palette file, the same text is refused as one, at its line (the column is
        // the palette reader's, tested with it).
        let forced = try Self.run(["--palette", "-", "--input-format", "palette"], input: tokens)
        #expect(forced.status == 2)
        #expect(forced.stderr.contains("--palette: <standard input>:1:") && forced.stderr.contains(": ink: not a palette this tool reads"), "\(forced.stderr)")
        #expect(!forced.stderr.contains("darkmode-audit-stdin"), "the temporary file is never named")
    }

    @Test func badStandardInputIsAnInputError() throws {
        let empty = try Self.run(["--palette", "-"], input: "")
        #expect(empty.status == 2 && empty.stderr.contains("--palette: standard input is empty"))
        let malformed = try Self.run(["--palette", "-"], input: ##"{"name": "x", "colors": [{"name": "a", "light": "#12"}]}"##)
        #expect(malformed.status == 2 && malformed.stderr.contains(##"--palette: <standard input>:1:49: colors[0].light: invalid color "#12""##), "\(malformed.stderr)")
        // A resolver on standard input has no folder: it can name no other file.
        let resolver = try Self.run(
            ["--palette", "-"], input: #"{"version": "2025.10", "resolutionOrder": [{"name": "b", "type": "set", "sources": [{"$ref": "../secret.json"}]}]}"#)
        #expect(resolver.status == 2 && resolver.stderr.contains("names a file outside the input's folder (the folder of <standard input>)"), "\(resolver.stderr)")
        let misplaced = try CLIRunner.run("--palette", "apple-ios13", "--input-format", "tokens")
        #expect(misplaced.status == 2 && misplaced.stderr.contains("--input-format: applies to --palette - (standard input) only"))
        // Over the 8 MB limit for files: refused without reading on.
        let large = try Self.run(["--palette", "-"], input: String(repeating: " ", count: 8 * 1024 * 1024 + 1))
        #expect(large.status == 2 && large.stderr.contains("standard input is larger than 8 MB"), "\(large.stderr)")
    }

    @Test func outputDashIsStandardOutputAndOIsOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-o-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try CLIRunner.run(["--palette", "apple-ios13", "--format", "summary"], in: directory)
        let dash = try CLIRunner.run(["--palette", "apple-ios13", "--format", "summary", "--output", "-"], in: directory)
        #expect(dash.status == 0 && dash.stdout == plain.stdout && !plain.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no file named -")
        let short = try CLIRunner.run(["--palette", "apple-ios13", "--format", "summary", "-o", "r.md"], in: directory)
        #expect(short.status == 0 && short.stdout.isEmpty)
        #expect(try String(contentsOf: directory.appendingPathComponent("r.md"), encoding: .utf8) == plain.stdout)
    }

    /// No color escape codes anywhere (so `NO_COLOR` has nothing to turn off): the report on
    /// a terminal-less standard output, the summary line and the errors on standard error.
    @Test func nothingIsPrintedInColor() throws {
        let runs = [
            try CLIRunner.run("--palette", "apple-ios13", "--fail-on", "error"),
            try CLIRunner.run("--palette", "apple-ios13", "--format", "github"),
            try CLIRunner.run("--palette", "nowhere.json"),
            try CLIRunner.run("contrast", "#777", "#fff"),
        ]
        for run in runs {
            #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"))
        }
        #expect(runs[0].status == 1 && runs[2].status == 2)
    }

    /// On a terminal, standard error shows a progress line while the audit runs long (3,000
    /// colors with 6,000 failing pairs take more than a second in a debug build), rewritten in
    /// place with carriage returns and wiped before the summary line; in a pipe (every other
    /// test) there is none. The terminal is util-linux's `script`'s pseudo-terminal.
    @Test func aProgressLineOnATerminalOnly() throws {
        let script = try #require(["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }, "util-linux's script is missing")
        let tool = try #require(CLIRunner.executable)
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-progress-\(UUID().uuidString).md")
        let palette = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-progress-\(UUID().uuidString).json")
        defer {
            try? FileManager.default.removeItem(at: report)
            try? FileManager.default.removeItem(at: palette)
        }
        // 3,000 distinct colors of a mid lightness, each over the next one and the seventh:
        // every pair fails.
        func hex(_ index: Int) -> String {
            String(format: "#%02X%02X%02X", 96 + index % 64, 96 + index / 64 % 64, 96 + index * 7 % 64)
        }
        let count = 3000
        let colors = (0..<count).map { #"{"name": "c\#($0)", "light": "\#(hex($0))", "dark": "\#(hex($0 + 1))"}"# }
        let pairings = (0..<count).flatMap { index in
            [1, 7].map { #"{"foreground": "c\#(index)", "background": "c\#((index + $0) % count)", "role": "body-text"}"# }
        }
        try #"{"name": "mid-grays", "colors": [\#(colors.joined(separator: ","))], "pairings": [\#(pairings.joined(separator: ","))]}"#
            .write(to: palette, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", "'\(tool.path)' --palette '\(palette.path)' -o '\(report.path)'", "/dev/null"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text.prefix(300))")
        #expect(text.contains("\rdarkmode-audit: "), "\(text.prefix(300))")
        #expect(text.contains("…\r") || text.contains("… "), "\(text.prefix(300))")
        // The summary line starts on a wiped line.
        let summary = try #require(text.range(of: "darkmode-audit: mid-grays: "))
        #expect(text[..<summary.lowerBound].hasSuffix("\r"))
        #expect(!text.contains("\u{1B}"))
        let piped = try CLIRunner.run(["--palette", palette.path, "-o", report.path])
        #expect(!piped.stderr.contains("\r") && piped.stderr.hasPrefix("darkmode-audit: mid-grays: "), "\(piped.stderr.prefix(200))")
    }
}
