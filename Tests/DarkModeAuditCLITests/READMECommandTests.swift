import AuditTestSupport
import Foundation
import Testing

/// Every `darkmode-audit` command the README shows — in its shell blocks and its workflow's
/// `run:` steps — runs as written, in a folder laid out as the README assumes: `MyApp` an
/// app's folder (the fixture app), `App/Assets.xcassets` a catalog with its
/// `contrast-rules.yaml` beside it, the folder a git checkout. Each block runs in order in a
/// folder of its own, so a block's later commands read what its earlier ones wrote. A command
/// passes when it audits (status 0, or 1 for the failures `--fail-on` gates); a usage or
/// input error (2) or an audit that checked nothing (3) fails the test.
@Suite struct READMECommandTests {
    struct Command: CustomStringConvertible {
        let block: Int
        let arguments: [String]
        /// A file standard output is redirected to (`> FILE`).
        let output: String?
        /// A `run:` step of the README's GitHub Actions workflow.
        let inWorkflow: Bool
        var description: String { "block \(block): darkmode-audit \(arguments.joined(separator: " "))" }
    }

    /// The fenced blocks of the README in `languages`, each as its lines.
    static func blocks(_ readme: String, languages: Set<String>) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.hasPrefix("```"), languages.contains(String(line.dropFirst(3))) {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A command line split into words as a POSIX shell splits it (quotes, no expansion but
    /// `$SRCROOT`), its comment left out.
    static func words(_ line: String, srcroot: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == "#", !inWord {
                break
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words.map { $0.replacingOccurrences(of: "$SRCROOT", with: srcroot) }
    }

    /// The README's commands that run the tool: what follows the tool's name on each line.
    static func commands(srcroot: String) throws -> [Command] {
        let readme = try String(contentsOf: AuditFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let shell = blocks(readme, languages: ["sh"])
        let workflow = blocks(readme, languages: ["yaml"]).map { lines in
            lines.compactMap { line -> String? in
                guard let run = line.range(of: "run: ") else { return nil }
                return String(line[run.upperBound...])
            }
        }
        var commands: [Command] = []
        for (index, lines) in (shell + workflow).enumerated() {
            let inWorkflow = index >= shell.count
            for line in lines {
                var words = words(line.components(separatedBy: "&&").last!, srcroot: srcroot)
                guard let tool = words.firstIndex(where: { $0 == "darkmode-audit" || $0.hasSuffix("/darkmode-audit") }),
                      !words.contains("package")  // the command plugin: run by CI on Tests/PluginFixture
                else { continue }
                words.removeSubrange(...tool)
                var output: String?
                if let redirect = words.firstIndex(of: ">") {
                    output = words[redirect + 1]
                    words.removeSubrange(redirect...)
                }
                commands.append(Command(block: index, arguments: words, output: output, inWorkflow: inWorkflow))
            }
        }
        return commands
    }

    /// A git checkout holding the fixture app as `MyApp` and the fixture catalog as
    /// `App/Assets.xcassets`, with a rules file for it.
    static func checkout() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: AuditFixtures.url("Apps/SampleApp/App"), to: root.appendingPathComponent("MyApp"))
        try FileManager.default.copyItem(at: AuditFixtures.url("Xcode/App.xcassets"), to: root.appendingPathComponent("App/Assets.xcassets"))
        // Danger (iOS 26 systemRed, 255,56,60) on white is 3.57:1: an AA failure for body text.
        try "rules:\n  - {foreground: Danger, background: Background, role: body-text}\n"
            .write(to: root.appendingPathComponent("contrast-rules.yaml"), atomically: false, encoding: .utf8)
        return root
    }

    @Test func everyCommandTheREADMEShowsRuns() throws {
        let probe = try Self.commands(srcroot: "MyApp")
        #expect(Set(probe.map(\.block)).count >= 3, "\(probe)")
        #expect(probe.count >= 6, "\(probe)")
        var root: URL?
        var block = -1
        defer { if let root { try? FileManager.default.removeItem(at: root) } }
        for command in try Self.commands(srcroot: "MyApp") {
            if command.block != block {
                if let root { try FileManager.default.removeItem(at: root) }
                root = try Self.checkout()
                block = command.block
            }
            let folder = try #require(root)
            // GitHub sets this in every step: the audit appends the pull-request summary to it.
            let summary = folder.appendingPathComponent("step-summary.md")
            let result = try CLIRunner.run(
                command.arguments, standardOutput: nil, standardError: nil, currentDirectory: folder,
                environment: command.inWorkflow ? ["GITHUB_STEP_SUMMARY": summary.path] : [:])
            #expect(result.status == 0 || result.status == 1, "\(command): status \(result.status): \(result.stderr)")
            #expect(!result.stderr.contains("Error:"), "\(command): \(result.stderr)")
            if let output = command.output {
                try result.stdout.write(to: folder.appendingPathComponent(output), atomically: false, encoding: .utf8)
            }
            if command.inWorkflow { try Self.checkWorkflowStep(command, result, in: folder) }
        }
    }

    /// The workflow gates on the app's code: its annotations and its SARIF results point at
    /// the lines that draw the failing pairs (the fixture app's `CardView.swift:17` draws
    /// Muted on Paper, 3.26:1 in light), not at the catalog; and the run's page gets the summary.
    static func checkWorkflowStep(_ command: Command, _ result: CLIRunner.Result, in folder: URL) throws {
        let arguments = command.arguments
        #expect(arguments.contains("--project"), "\(command): the workflow audits the app's code")
        func value(_ option: String) -> String? {
            arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        #expect(value("--format") == "github", "\(command): the workflow annotates the pull request")
        #expect(result.status == 1, "\(command): the fixture app fails AA")
        #expect(result.stdout.contains("::error file=MyApp/Views/CardView.swift,line=17,"), "\(command): \(result.stdout)")
        #expect(!result.stdout.contains("Contents.json"), "\(command): an annotation on the catalog")
        let summary = try String(contentsOf: folder.appendingPathComponent("step-summary.md"), encoding: .utf8)
        // As `--project .` names it: under the current folder, with no `./`.
        #expect(summary.contains("`Muted` on `Paper`, drawn at MyApp/Views/CardView.swift:17 "), "\(summary)")
        // The same run writes the SARIF the next step uploads.
        let report = try #require(value("--report"), "\(command): the workflow uploads SARIF")
        #expect(report.hasPrefix("sarif="), "\(command)")
        do {
            let output = String(report.dropFirst("sarif=".count))
            let readme = try String(contentsOf: AuditFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
            #expect(readme.contains("with: { sarif_file: \(output) }"), "the workflow uploads another file than \(output)")
            let log = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(output))) as? [String: Any]
            let run = try #require((log?["runs"] as? [[String: Any]])?.first, "\(command): no SARIF run")
            let results = try #require(run["results"] as? [[String: Any]], "\(command): no results")
            let uris = results.map { result in
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                    .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
            }
            #expect(!results.isEmpty && uris.allSatisfy { $0 != nil }, "\(command): a result without a location")
            #expect(uris.contains("MyApp/Views/CardView.swift"), "\(command): \(uris)")
        }
    }
}
