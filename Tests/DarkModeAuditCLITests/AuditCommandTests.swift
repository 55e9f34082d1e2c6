import Foundation
import Testing
import AuditTestSupport

/// The main job, run as a built binary.
@Suite struct AuditCommandTests {
    @Test func defaultRunAuditsTheSeedPaletteAsMarkdown() throws {
        let result = try CLIRunner.run()
        #expect(result.status == 0, "findings do not fail the default run (--fail-on never)")
        #expect(result.stdout.hasPrefix("# Contrast audit: Adapted System UI (Perseus Dark Mode)\n"))
        #expect(result.stdout.contains("## Summary"))
        // secondaryLabel on white is 3.438: it fails 1.4.3 AA.
        #expect(result.stdout.contains("| `secondaryLabel` on `systemBackground` | light | body-text | 1.4.3 AA | 3.438 | 4.5 |"))
        // Progress goes to stderr, never into the report.
        #expect(result.stderr.hasPrefix("darkmode-audit: adapted-system-ui: 156 pairs in 2 appearances"))
        #expect(!result.stdout.contains("darkmode-audit: "))
        #expect(try CLIRunner.run("audit").stdout == result.stdout, "'audit' is the default subcommand")
    }

    @Test func everyFormat() throws {
        let json = try CLIRunner.run("--format", "json", "--palette", "apple-ios26")
        #expect(json.status == 0)
        let object = try json.json()
        #expect((object["palette"] as? [String: Any])?["name"] as? String == "apple-ios26")
        #expect((object["findings"] as? [Any])?.isEmpty == false)
        let html = try CLIRunner.run("--format", "html")
        #expect(html.status == 0 && html.stdout.hasPrefix("<!DOCTYPE html>") && html.stdout.hasSuffix("</html>\n"))
        let markdown = try CLIRunner.run("--format", "markdown", "--palette", "apple-ios13")
        #expect(markdown.status == 0)
        #expect(markdown.stdout.contains("| pairs |"))
    }

    @Test func failOnSetsTheExitStatus() throws {
        #expect(try CLIRunner.run("--fail-on", "error").status == 1, "the seed palette has AA failures")
        #expect(try CLIRunner.run("--fail-on", "warning").status == 1)
        #expect(try CLIRunner.run("--fail-on", "never").status == 0)
    }

    /// An audit that checks no pair never passes: exit 3, one line on stderr, and the same
    /// first in every report format.
    @Test func nothingCheckedIsStatus3InEveryFormat() throws {
        for format in ["markdown", "json", "html"] {
            // The Material-style example has no names the audit pairs by itself.
            let result = try CLIRunner.run("--palette", "material-style", "--format", format, "--fail-on", "never")
            #expect(result.status == 3, "\(format)")
            let reason = "no pair was checked: the palette's 5 colors gave no pairs (name the pairs in a rules file, --rules)"
            #expect(result.stderr.hasSuffix("darkmode-audit: \(reason)\n"), "\(format): \(result.stderr)")
            switch format {
            case "markdown":
                #expect(result.stdout.split(separator: "\n").dropFirst(1).first == "> **Nothing was checked — this audit has not passed.** No pair was checked: the palette's 5 colors gave no pairs (name the pairs in a rules file, --rules).")
            case "json":
                #expect(try result.json()["nothingChecked"] as? String == reason)
                #expect(result.stdout.range(of: "\"nothingChecked\"")!.lowerBound < result.stdout.range(of: "\"palette\"")!.lowerBound)
            default:
                let alert = try #require(result.stdout.range(of: "<p class=\"alert\" role=\"alert\">"))
                #expect(alert.lowerBound < result.stdout.range(of: "<h2 id=\"summary\">")!.lowerBound)
            }
        }
        // Incomplete pairs fail with --fail-on-incomplete.
        let app = AuditFixtures.url("Xcode/App.xcassets").path
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml")
        try "rules:\n  - {foreground: Body, background: Background, role: body-text}\n  - {foreground: Accent, background: Background, role: ui-component}\n"
            .write(to: rules, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: rules) }
        #expect(try CLIRunner.run("--palette", app, "--rules", rules.path).status == 0)
        #expect(try CLIRunner.run("--palette", app, "--rules", rules.path, "--fail-on-incomplete").status == 1)
    }

    @Test func outputIsWrittenAtomically() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("report.json").path

        let written = try CLIRunner.run("--format", "json", "--output", target)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty, "the report goes to the file only")
        #expect(written.stderr.contains("report written to \(target)"))
        let first = try String(contentsOfFile: target, encoding: .utf8)
        #expect(first.hasSuffix("}\n"))

        // A failing run (bad palette) leaves the previous report intact.
        let failed = try CLIRunner.run("--palette", "nope", "--output", target)
        #expect(failed.status == 2)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == first)

        // A target that cannot be replaced (a directory) is an error; nothing is left behind.
        let blocked = directory.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        let refused = try CLIRunner.run("--output", blocked.path)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("Error: --output: cannot write \(blocked.path): it is a directory"))
        let missing = try CLIRunner.run("--output", directory.appendingPathComponent("no/such/dir/report.md").path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("does not exist"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    /// `--output` keeps the target's mode, writes through a symbolic link, accepts any valid
    /// name (255 bytes), and refuses an empty one for what it is.
    @Test func outputKeepsModeAndLinksAndTakesLongNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("report.md").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        let link = directory.appendingPathComponent("latest.md").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "report.md")
        #expect(try CLIRunner.run("--output", link).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "report.md", "the link stays a link")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Contrast audit"), "written through the link")
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600, "the mode is kept")
        let long = directory.appendingPathComponent(String(repeating: "r", count: 252) + ".md").path
        #expect(try CLIRunner.run("--output", long).status == 0)
        #expect(FileManager.default.fileExists(atPath: long))
        let empty = try CLIRunner.run("--output", "")
        #expect(empty.status == 2 && empty.stderr == "Error: --output: cannot write : the file name is empty\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    /// A named pipe is written as a stream: the reader gets the report, the pipe stays a pipe.
    @Test func outputToAPipeIsAStream() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipe = directory.appendingPathComponent("report.pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let received = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var text = ""
        Thread.detachNewThread {
            if let handle = FileHandle(forReadingAtPath: pipe) {
                text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            }
            received.signal()
        }
        let result = try CLIRunner.run("--output", pipe)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(received.wait(timeout: .now() + 30) == .success)
        #expect(text.hasPrefix("# Contrast audit"))
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a pipe")
    }

    /// `--output /dev/stdout` writes to standard output as it is — a pipe here — and a shell's
    /// earlier output in a file stays (the descriptor is written at its offset, not reopened).
    @Test func outputToDevStdoutIsStandardOutput() throws {
        let piped = try CLIRunner.run("--output", "/dev/stdout")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("# Contrast audit"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "{ echo before; \"$0\" --output /dev/stdout; } > \"$1\"", try #require(CLIRunner.executable).path, file]
        try shell.run()
        shell.waitUntilExit()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("before\n# Contrast audit"))
    }

    @Test func badFlagsExitWith2() throws {
        for arguments in [["--format", "pdf"], ["--fail-on", "sometimes"], ["--palette"], ["--bogus"], ["--palette", "nope"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        let unknown = try CLIRunner.run("--palette", "nope")
        #expect(unknown.stderr.hasPrefix("Error: --palette: no built-in palette 'nope' (a palette file needs a .json name); the palettes are: adapted-system-ui"))
    }
}

/// Palette files given to the main job.
@Suite struct PaletteFileCommandTests {
    static let examples = AuditFixtures.examples

    @Test func auditsAnExamplePaletteFile() throws {
        let result = try CLIRunner.run("--palette", Self.examples.appendingPathComponent("krcolor.json").path, "--format", "json")
        #expect(result.status == 0)
        let json = try result.json()
        #expect((json["palette"] as? [String: Any])?["name"] as? String == "krcolor")
        #expect((json["pairings"] as? [Any])?.count == 7)
        #expect(try CLIRunner.run("--palette", Self.examples.appendingPathComponent("krcolor.json").path, "--fail-on", "error").status == 1)
    }

    @Test func paletteWithoutPairingsGetsInferredOnes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try """
            {"name": "mini", "colors": [
              {"name": "label", "light": "#000", "dark": "#fff"},
              {"name": "systemBackground", "light": "#fff", "dark": "#000"}]}
            """.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run("--palette", path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("- 1 of 1 pairs were inferred from color names."))
    }

    /// A palette file whose texts would act on a terminal or rewrite a Markdown report: names
    /// with a line break and a heading, an HTML comment, an escape sequence (clear the screen)
    /// and a `|`; a title setting the window's title; its pairs stated in the file. With
    /// `hostile` false, the same file without the line breaks and control characters.
    static func hostilePaletteFile(hostile: Bool = true, inkLight: String = "#999999") throws -> String {
        func text(_ plain: String, _ rest: String) -> String { hostile ? plain + rest : plain }
        let (ink, paper, esc, pipe) = (text("ink", "\n## ✅ Contrast audit passed"), "paper<!--", text("esc", "\u{1B}[2Jname"), "pipe|name")
        let palette: [String: Any] = [
            "name": text("hostile", "\u{1B}[31m"), "title": text("Hostile", "\u{1B}]0;pwned\u{7}"), "release": text("r", "\n## ✅ passed"),
            "source": "src <!--", "notes": [text("note", "\u{9B}2J")],
            "colors": [
                ["name": ink, "light": inkLight, "dark": "#222222"],
                ["name": paper, "light": "#FFFFFF", "dark": "#000000"],
                ["name": esc, "light": "#000000", "dark": "#FFFFFF"],
                ["name": pipe, "light": "#EEEEEE", "dark": "#111111"],
            ],
            "pairings": [
                ["foreground": ink, "background": paper, "role": "body-text", "rationale": text("why", "\r\n# not")],
                ["foreground": esc, "background": pipe, "role": "body-text"],
            ],
        ]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try JSONSerialization.data(withJSONObject: palette).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Whether `text` holds a character a terminal acts on, other than the line feeds that
    /// end its lines: C0, DEL, C1.
    static func holdsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    /// Names and texts from a palette file reach standard output (the Markdown report, the
    /// summary, the diff) and standard error (the progress line, errors) with their control
    /// characters escaped, and the report keeps its lines.
    @Test func textFromTheInputsNeverActsOnTheTerminal() throws {
        let path = try Self.hostilePaletteFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        for format in ["markdown", "summary"] {
            let result = try CLIRunner.run("--palette", path, "--format", format, "--no-color-vision")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!Self.holdsControlCharacters(result.stdout) && !Self.holdsControlCharacters(result.stderr), "\(format)")
            #expect(!result.stdout.contains("\n## ✅") && !result.stdout.contains("\n# not"), "\(format)")
            #expect(result.stdout.contains("`ink\\n## ✅ Contrast audit passed` on `paper<!--`"), "\(format)")
            #expect(result.stderr.hasPrefix("darkmode-audit: hostile\\u{1B}[31m: 2 pairs in 2 appearances"), "\(format)")
        }
        let markdown = try CLIRunner.run("--palette", path).stdout
        #expect(markdown.hasPrefix("# Contrast audit: Hostile\\\\u{1B}\\]0;pwned\\\\u{7}\n"))
        #expect(markdown.contains("| `esc\\u{1B}[2Jname` on `pipe\\|name` | light | body-text |"))
        // The same report with plain names has as many lines.
        let plainPath = try Self.hostilePaletteFile(hostile: false)
        defer { try? FileManager.default.removeItem(atPath: plainPath) }
        let plain = try CLIRunner.run("--palette", plainPath)
        #expect(plain.status == 0 && plain.stdout.contains("| `ink` on `paper<!--` | light |"), "\(plain.stderr)")
        #expect(markdown.components(separatedBy: "\n").count == plain.stdout.components(separatedBy: "\n").count)

        let fixed = try Self.hostilePaletteFile(inkLight: "#000000")
        defer { try? FileManager.default.removeItem(atPath: fixed) }
        let diff = try CLIRunner.run("diff", fixed, path)
        #expect(diff.status == 1, "a new failure: \(diff.stderr)")
        #expect(!Self.holdsControlCharacters(diff.stdout) && diff.stdout.contains("- ink\\\\n\\#\\# ✅ Contrast audit passed on paper\\<!-- in Light: "))

        // An error echoing a name from a rules file: one line, escaped.
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml").path
        try "rules:\n  - foreground: \"nope\\e[2J\"\n    background: \"paper<!--\"\n    role: body-text\n".write(toFile: rules, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: rules) }
        let error = try CLIRunner.run("--palette", path, "--rules", rules)
        #expect(error.status == 2 && !Self.holdsControlCharacters(error.stderr) && error.stdout.isEmpty)
        #expect(error.stderr.contains("nope\\u{1B}[2J") && error.stderr.filter { $0 == "\n" }.count == 1, "\(error.stderr)")
    }

    @Test func badPaletteFileIsOneLineAndStatus2() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try ##"{"name": "x", "colors": [{"name": "a", "light": "#fff", "dark": "#12345"}]}"##.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run("--palette", path)
        #expect(result.status == 2)
        // At the value's line and column (counted by hand: the quote before #12345).
        #expect(result.stderr == "Error: --palette: \(path):1:65: colors[0].dark: invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5\n")
        #expect(result.stdout.isEmpty)
        let missing = try CLIRunner.run("--palette", "/nonexistent/palette.json")
        #expect(missing.status == 2 && missing.stderr == "Error: --palette: /nonexistent/palette.json: no such file\n")
    }
}

@Suite struct AssetCatalogCommandTests {
    static let sample = AuditFixtures.url("Sample.xcassets").path

    @Test func auditsACatalogAndReportsOutOfGamutColors() throws {
        let result = try CLIRunner.run("--palette", Self.sample, "--format", "json")
        #expect(result.status == 0, "Brand/Ink (ink is a text word), Brand/Accent and Tint (control tints) over Background, the default background")
        let pairs = try #require(try result.json()["pairings"] as? [[String: Any]])
        #expect(pairs.map { "\($0["foreground"] ?? "") on \($0["background"] ?? "") (\($0["role"] ?? ""))" } == [
            "Brand/Accent on Background (ui-component)", "Brand/Ink on Background (body-text)", "Tint on Background (ui-component)",
        ])
        let palette = try #require(try result.json()["palette"] as? [String: Any])
        #expect(palette["name"] as? String == "Sample")
        let notes = try #require(palette["notes"] as? [String])
        #expect(notes.contains { $0.hasPrefix("Vivid (any): display-p3 color is outside sRGB") })
    }

    @Test func brokenCatalogIsStatus2WithEveryProblem() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).xcassets")
        for (name, content) in [
            ("A", #"{"colors": [{"color": {"components": {"red": "x", "green": "0", "blue": "0"}}, "idiom": "universal"}]}"#),
            ("B", #"{"colors": [{"color": {"components": {"red": "1", "green": "0", "blue": "0", "alpha": "7"}}, "idiom": "universal"}]}"#),
            ("C", #"{"colors": [{"color": {"reference": "labelColor"}, "idiom": "universal"}]}"#),
        ] {
            let file = catalog.appendingPathComponent("\(name).colorset/Contents.json")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: file, atomically: false, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: catalog) }
        let result = try CLIRunner.run("--palette", catalog.path)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("Error: --palette: ") == true && lines.first?.hasSuffix("A.colorset/Contents.json:1:46: colors[0].color.components.red: 'x' is not a number") == true)
        #expect(lines.last?.hasPrefix("Error: --palette: ") == true && lines.last?.hasSuffix("B.colorset/Contents.json:1:87: colors[0].color.components.alpha: 7.0 is outside 0...1") == true)
        #expect(result.stdout.isEmpty)
    }

    /// A report that cannot be written is an error (status 2), never a crash or a silent
    /// success; errors are one line each, with user text escaped.
    @Test func outputFailuresAndOneLineErrors() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let lost = try CLIRunner.run([], standardOutput: full, standardError: nil)
        #expect(lost.status == 2)
        #expect(lost.stderr.hasSuffix("Error: standard output: cannot be written: No space left on device\n"))
        // Standard error full too: still no crash (status 2, not a trap's 132).
        let silent = try CLIRunner.run(["--palette", "nope"], standardOutput: nil, standardError: full)
        #expect(silent.status == 2)
        let escaped = try CLIRunner.run("contrast", "#fff\n\u{1B}[31mred", "#000")
        #expect(escaped.status == 2)
        #expect(escaped.stderr == "Error: FOREGROUND: invalid color \"#fff\\n\\u{1B}[31mred\": '\\n' is not a hex digit\n")
        let usage = try CLIRunner.run("--bogus")
        #expect(usage.status == 2)
        // One line (the parser may suggest a near option's name: '--jobs').
        #expect(usage.stderr.hasPrefix("Error: Unknown option '--bogus'") && usage.stderr.hasSuffix(" (see 'darkmode-audit --help')\n"), "\(usage.stderr)")
        #expect(usage.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func pairsPrintsARulesFileTheAuditReadsBack() throws {
        let app = AuditFixtures.url("Xcode/App.xcassets").path
        // The catalog's Text/Body and Text/Secondary are text; Background is its default background.
        let result = try CLIRunner.run("pairs", "--palette", app)
        #expect(result.status == 0)
        #expect(result.stdout.contains("  - foreground: \"Body\"\n    background: \"Background\"\n    role: body-text\n    rationale: \"inferred: over the palette's default background\"\n"))
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml")
        try result.stdout.write(to: rules, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: rules) }
        let audit = try CLIRunner.run("--palette", app, "--rules", rules.path, "--format", "json")
        #expect(audit.status == 0)
        let pairings = try #require(try audit.json()["pairings"] as? [[String: Any]])
        #expect(pairings.count == result.stdout.components(separatedBy: "  - foreground: ").count - 1)
        // Nothing to infer: exit 3 with the colors named.
        let none = try CLIRunner.run("pairs", "--palette", "material-style")
        #expect(none.status == 3 && none.stdout.isEmpty)
        #expect(none.stderr.hasPrefix("darkmode-audit: no pair could be inferred from the names of material-style's 5 colors ("))
    }

    /// `diff`: a palette against itself changes nothing (status 0); against a palette that
    /// checks nothing the comparison is inconclusive (status 3), its failures not "fixed".
    @Test func diffStatuses() throws {
        let same = try CLIRunner.run("diff", "adapted-system-ui", "adapted-system-ui")
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains("0 new failures, 0 worse, 0 better, 0 fixed."))
        let nothing = try CLIRunner.run("diff", "adapted-system-ui", "material-style", "--format", "json")
        #expect(nothing.status == 3)
        let json = try nothing.json()
        #expect(json["newNothingChecked"] is String && (json["fixed"] as? [Any])?.isEmpty == true)
    }

    /// The README's GitHub Actions step, on a fixture catalog: SARIF to a file, exit 1 on an
    /// AA failure; and the summary, baseline and version options.
    @Test func theREADMEWorkflowCommands() throws {
        let app = AuditFixtures.url("Xcode/App.xcassets").path
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let rules = directory.appendingPathComponent("contrast-rules.yaml").path
        // Danger (iOS 26 systemRed, 255,56,60) on white is 3.57:1: an AA failure for body text.
        try "rules:\n  - {foreground: Danger, background: Background, role: body-text}\n".write(toFile: rules, atomically: false, encoding: .utf8)
        let sarif = directory.appendingPathComponent("contrast.sarif").path
        let result = try CLIRunner.run("--palette", app, "--rules", rules, "--format", "sarif", "--output", sarif, "--fail-on", "error")
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let baseline = directory.appendingPathComponent("accepted.json").path
        #expect(try CLIRunner.run("--palette", app, "--rules", rules, "--write-baseline", baseline).status == 0)
        let accepted = try CLIRunner.run("--palette", app, "--rules", rules, "--baseline", baseline, "--fail-on", "warning", "--summary")
        #expect(accepted.status == 0, "every failure is accepted")
        // The log says what is new, and counts what the baseline accepts apart: as many as the
        // run without it fails.
        let plain = try CLIRunner.run("--palette", app, "--rules", rules)
        let counts = try #require(plain.stderr.firstMatch(of: /(\d+) errors, (\d+) warnings/))
        let failing = try #require(Int(counts.1)) + #require(Int(counts.2))
        #expect(failing > 0)
        #expect(accepted.stderr.contains("appearances, 0 new errors, 0 new warnings, \(failing) accepted by the baseline, "), "\(accepted.stderr)")
        #expect(accepted.stdout.hasPrefix("### Contrast audit: App asset catalog"))
        let version = try CLIRunner.run("--version")
        #expect(version.status == 0 && version.stdout == "0.1.0\n")
        let junit = try CLIRunner.run("--palette", app, "--rules", rules, "--format", "junit")
        #expect(junit.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"darkmode-audit 0.1.0\""))
    }

    /// The README's GitHub Actions steps, run as a workflow runs them: at the root of a
    /// checkout (a folder with `.git`) holding `App/Assets.xcassets` (the fixture catalog) and
    /// `contrast-rules.yaml`. Annotations at the failing entry's file, relative to the
    /// repository root wherever the command runs in it; exit 1 on the AA failure; the
    /// pull-request summary appended to `$GITHUB_STEP_SUMMARY` after an earlier step's text.
    @Test func theREADMEGitHubStep() throws {
        let fixtures = AuditFixtures.url("Xcode")
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-gh-\(UUID().uuidString)")
        let app = repository.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("App.xcassets"), to: app.appendingPathComponent("Assets.xcassets"))
        // Danger (iOS 26 systemRed, 255,56,60) on white is 3.57:1: an AA failure for body text.
        try "rules:\n  - {foreground: Danger, background: Background, role: body-text}\n"
            .write(to: repository.appendingPathComponent("contrast-rules.yaml"), atomically: false, encoding: .utf8)
        let summary = repository.appendingPathComponent("step-summary.md").path
        try "## An earlier step\n".write(toFile: summary, atomically: false, encoding: .utf8)
        let result = try CLIRunner.run(
            ["--palette", "App/Assets.xcassets", "--rules", "contrast-rules.yaml", "--format", "github", "--fail-on", "error"],
            standardOutput: nil, standardError: nil, currentDirectory: repository, environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("::error file=App/Assets.xcassets/Danger.colorset/Contents.json,line=") == true, "\(lines)")
        #expect(lines.first?.contains(",title=WCAG 1.4.3 AA%3A Danger on Background::Danger on Background in Light, Light · Elevated: 3.569:1") == true, "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written.hasPrefix("## An earlier step\n\n### Contrast audit: "), "\(written.prefix(200))")
        // Without the variable, nothing but the commands; from a folder inside the repository,
        // the same paths.
        let inside = try CLIRunner.run(["--palette", "Assets.xcassets", "--rules", "../contrast-rules.yaml", "--format", "github"], in: app)
        #expect(inside.stdout == result.stdout)
        // The SARIF step: relative URIs against SRCROOT, the repository.
        let sarif = try CLIRunner.run(
            ["--palette", "App/Assets.xcassets", "--rules", "contrast-rules.yaml", "--format", "sarif", "--output", "contrast.sarif", "--fail-on", "never"],
            in: repository)
        #expect(sarif.status == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: repository.appendingPathComponent("contrast.sarif"))) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"])
        #expect(URL(string: base)?.standardizedFileURL.path == repository.standardizedFileURL.path && base.hasSuffix("/"))
        let location = try #require(((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first)
        let artifact = try #require((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": "App/Assets.xcassets/Danger.colorset/Contents.json", "uriBaseId": "SRCROOT"])
        // --root names another folder; one that is not a folder is an input error.
        let rooted = try CLIRunner.run(["--palette", "Assets.xcassets", "--rules", "../contrast-rules.yaml", "--format", "github", "--root", "."], in: app)
        #expect(rooted.stdout.hasPrefix("::error file=Assets.xcassets/Danger.colorset/Contents.json,line="))
        let missing = try CLIRunner.run(["--palette", "Assets.xcassets", "--format", "github", "--root", "nowhere"], in: app)
        #expect(missing.status == 2 && missing.stderr.contains("--root") && missing.stderr.contains("'nowhere' is not a directory"))
    }

    /// `diff --project`: both palettes audited on the pairs the app's code draws (Ink on Paper,
    /// Muted on Paper, Ink on Card in TargetsApp's Notes target, which the app shows in dark
    /// only). Ink made #555555 in dark is 2.82:1 on black (by hand: (0.09084 + 0.05) / 0.05), a
    /// new failure on Paper and on Card.
    @Test func diffComparesThePairsTheCodeDraws() throws {
        let app = AuditFixtures.url("Apps/TargetsApp").path
        func palette(inkDark: String) throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
            try """
                {"name": "notes", "colors": [
                  {"name": "Ink", "light": "#000000", "dark": "\(inkDark)"},
                  {"name": "Paper", "light": "#FFFFFF", "dark": "#000000"},
                  {"name": "Muted", "light": "#595959", "dark": "#A6A6A6"},
                  {"name": "Card", "light": "#FFFFFF", "dark": "#1C1C1E"}]}
                """.write(toFile: path, atomically: false, encoding: .utf8)
            return path
        }
        let before = try palette(inkDark: "#FFFFFF"), after = try palette(inkDark: "#555555")
        defer { for path in [before, after] { try? FileManager.default.removeItem(atPath: path) } }
        let diff = try CLIRunner.run("diff", before, after, "--project", app)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("Ink on Paper") && diff.stdout.contains("Ink on Card"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("Muted on Paper"), "\(diff.stdout)")
        let same = try CLIRunner.run("diff", before, before, "--project", app)
        #expect(same.status == 0, "\(same.stdout) \(same.stderr)")
        let unknown = try CLIRunner.run("diff", before, after, "--project", app, "--target", "Nope")
        #expect(unknown.status == 2 && unknown.stderr.contains("--target"), "\(unknown.stderr)")
    }

    /// `--project` reads the app target the Xcode project names, its catalogs as the palette;
    /// `--target` chooses another (fixture described in ProjectTargetTests).
    @Test func projectTargets() throws {
        let app = AuditFixtures.url("Apps/TargetsApp").path
        let pairs = try CLIRunner.run("pairs", "--project", app, "--format", "json")
        #expect(pairs.status == 0)
        let found = try #require(try pairs.json()["pairs"] as? [[String: Any]])
        let names = Set(found.compactMap { pair in
            (pair["foreground"] as? String).flatMap { fg in (pair["background"] as? String).map { "\(fg) on \($0)" } }
        })
        #expect(names == ["Ink on Paper", "Muted on Paper", "Ink on Card"])
        #expect(pairs.stderr.contains("darkmode-audit: Read as target 'Notes' of \(app)/Notes.xcodeproj/project.pbxproj"))
        #expect(pairs.stderr.contains("NotesWidget/Assets.xcassets is kept apart: target 'NotesWidget' builds it"))

        let unknown = try CLIRunner.run("pairs", "--project", app, "--target", "Nope")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Error: --target: \(app)/Notes.xcodeproj: no target 'Nope'; the targets are Notes,"))
        let alone = try CLIRunner.run("pairs", "--target", "Notes")
        #expect(alone.status == 2)
        #expect(alone.stderr == "Error: --target: a target is chosen in an Xcode project: give the app's folder with --project\n")
    }

    /// An app whose colors are all in code (no catalog, or a catalog of icons only) is audited
    /// with `--project` alone: the palette is what its code defines, and a note says so.
    @Test func projectWithoutColorSetsAuditsTheCodesColors() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-codeonly-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try """
            import UIKit
            final class BannerController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                    let title = UILabel()
                    title.text = "Saved"
                    title.textColor = .white
                    view.addSubview(title)
                }
            }

            """.write(to: app.appendingPathComponent("BannerController.swift"), atomically: false, encoding: .utf8)
        // 0.2, 0.4, 0.6 × 255 = 51, 102, 153. White on #336699: (1.05) / (0.1329 + 0.05) = 5.74, AA for text.
        let pairs = try CLIRunner.run("pairs", "--project", app.path, "--format", "json")
        #expect(pairs.status == 0, "\(pairs.stderr)")
        let found = try #require(try pairs.json()["pairs"] as? [[String: Any]])
        #expect(found.map { "\($0["foreground"] ?? "") on \($0["background"] ?? "")" } == ["white on #336699"])
        #expect(pairs.stderr.contains("no asset catalog: the palette is the colors the code defines and the system colors it names"))

        let icons = app.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
        try #"{"images":[],"info":{"author":"xcode","version":1}}"#.write(to: icons.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        let audit = try CLIRunner.run("--project", app.path, "--format", "json")
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(audit.stdout.contains("no color set in Assets.xcassets: the palette is the colors the code defines"))
        let summary = try #require(try audit.json()["summary"] as? [String: Any])
        // 5.74:1 passes AA (4.5), fails AAA (7).
        #expect(summary["pairs"] as? Int == 1 && summary["errors"] as? Int == 0 && summary["warnings"] as? Int == 1)
    }

    /// In the HTML report, a failing pair found in the app's code says where it is drawn,
    /// beside its specimens (the fixture's XIB draws `Muted` on `#336699` at line 16).
    @Test func htmlFailuresNameWhereTheCodeDrawsThem() throws {
        let app = AuditFixtures.url("Apps/SampleApp").path
        let run = try CLIRunner.run("--project", app, "--format", "html")
        let failures = try #require(run.stdout.components(separatedBy: "<h2 id=\"failures\">").dropFirst().first)
        let article = try #require(failures.components(separatedBy: "<h3>Muted on #336699 ").dropFirst().first?.components(separatedBy: "</article>").first)
        #expect(article.contains("</h3><p class=\"evidence\">high confidence: App/Banner.xib:16:1</p><div class=\"strip\""))
        // On the first screen too, in a sentence.
        let glance = try #require(run.stdout.components(separatedBy: "<section class=\"glance\"").dropFirst().first?.components(separatedBy: "</section>").first)
        let card = try #require(glance.components(separatedBy: "<h3>Muted on #336699 ").dropFirst().first?.components(separatedBy: "</article>").first)
        #expect(card.contains("<p class=\"found\">Drawn in Banner.xib:16. <a href=\"#p-"), "\(card)")
    }

    @Test func catalogOptionsAreCheckedAndUsed() throws {
        let app = AuditFixtures.url("Xcode/App.xcassets").path
        let bad = try CLIRunner.run("--palette", app, "--idiom", "phone")
        #expect(bad.status == 2)
        #expect(bad.stderr == "Error: --idiom: unknown idiom 'phone'; expected one of: universal, iphone, ipad, mac, tv, watch, car, vision\n")
        let badPalette = try CLIRunner.run("palette", app, "--system-colors", "apple-ios99")
        #expect(badPalette.status == 2)
        #expect(badPalette.stderr.hasPrefix("Error: --system-colors: 'apple-ios99' is not an Apple palette"))
        let mac = try CLIRunner.run("palette", app, "--idiom", "mac", "--display-gamut", "srgb", "--format", "json")
        #expect(mac.status == 0)
        let json = try mac.json()
        let colors = try #require(json["colors"] as? [[String: Any]])
        let idioms = try #require(colors.first { $0["name"] as? String == "Idioms" })
        #expect((idioms["light"] as? [String: Any])?["hex"] as? String == "#FFFFFF")
        let gamut = try #require(colors.first { $0["name"] as? String == "Gamut" })
        #expect((gamut["light"] as? [String: Any])?["hex"] as? String == "#204060")
        let unresolved = try #require(json["unresolved"] as? [[String: Any]])
        #expect(unresolved.compactMap { $0["name"] as? String } == ["Accent", "Grid"])
    }
}

@Suite struct RulesCommandTests {
    static let examples = AuditFixtures.examples

    @Test func rulesReplaceThePairings() throws {
        let result = try CLIRunner.run(
            "--palette", Self.examples.appendingPathComponent("krcolor.json").path,
            "--rules", Self.examples.appendingPathComponent("krcolor-rules.yaml").path, "--format", "json")
        #expect(result.status == 0)
        #expect((try result.json()["pairings"] as? [Any])?.count == 10)
    }

    @Test func badRulesAreStatus2() throws {
        let result = try CLIRunner.run("--rules", "/nonexistent/rules.yaml")
        #expect(result.status == 2)
        #expect(result.stderr == "Error: --rules: /nonexistent/rules.yaml: no such file\n")
        #expect(result.stdout.isEmpty)
    }
}

@Suite struct DesignTokensCommandTests {
    static let tokens = AuditFixtures.url("tokens")

    @Test func lightAndDarkTokenFilesWithRules() throws {
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml").path
        try "rules:\n  - foreground: color.label\n    background: color.background\n    role: body-text\n"
            .write(toFile: rules, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: rules) }
        let light = Self.tokens.appendingPathComponent("light.tokens.json").path
        let dark = Self.tokens.appendingPathComponent("dark.tokens.json").path
        let result = try CLIRunner.run("--palette", "\(light),\(dark)", "--rules", rules, "--fail-on", "warning")
        #expect(result.status == 0, "#111 on white and #F5F5F5 on black pass AAA: \(result.stderr)")
        #expect(result.stdout.contains("| `color.label` on `color.background` | dark | body-text | 1.4.6 AAA |"))
    }

    /// `--appearance` audits only the cells it names, contrast and color vision alike; an
    /// unknown cell, or one the palette does not define, is an input error.
    @Test func appearanceLimitsTheCellsAudited() throws {
        let dark = try CLIRunner.run("--appearance", "dark", "--no-suggestions", "--format", "json")
        #expect(dark.status == 0)
        #expect(dark.stderr.contains("156 pairs in 1 appearances"), "\(dark.stderr)")
        let report = try dark.json()
        #expect((report["palette"] as? [String: Any])?["appearances"] as? [String] == ["dark"])
        let vision = try #require((report["colorVision"] as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(!vision.isEmpty && vision.allSatisfy { $0["appearance"] as? String == "dark" })
        let unknown = try CLIRunner.run("--appearance", "dim")
        #expect(unknown.status == 2 && unknown.stderr.hasPrefix("Error: --appearance: unknown appearance 'dim'; expected one of: light, dark,"))
        let undefined = try CLIRunner.run("--appearance", "lightElevated,darkElevated")
        #expect(undefined.status == 2)
        #expect(undefined.stderr == "Error: --appearance: palette 'adapted-system-ui' defines none of lightElevated, darkElevated; it defines light, dark\n")
    }

    @Test func aliasCycleIsStatus2() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).tokens.json").path
        try #"{"c": {"$type": "color", "a": {"$value": "{c.a}"}}}"#.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run("--palette", path)
        #expect(result.status == 2)
        #expect(result.stderr == "Error: --palette: \(path):1:42: c.a.$value: alias cycle: c.a → c.a\n")
        #expect(result.stdout.isEmpty)
    }
}
