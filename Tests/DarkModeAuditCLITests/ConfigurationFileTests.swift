import AuditTestSupport
import Foundation
import Testing

/// The audit reads `.darkmode-audit.yml` (or `--config`) as if its settings were options given
/// before the command line's: the same audit either way, the command line's options first.
@Suite struct ConfigurationFileTests {
    /// A folder holding the fixture app as `MyApp` and a configuration file.
    static func checkout(_ configuration: String) throws -> URL {
        let root = try TemporaryFiles.folder([".darkmode-audit.yml": configuration], prefix: "perseus-configuration")
        try FileManager.default.copyItem(at: AuditFixtures.url("Apps/SampleApp/App"), to: root.appendingPathComponent("MyApp"))
        return root
    }

    static func run(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: folder)
    }

    /// The findings' ids and statuses of a JSON report.
    static func findings(_ result: CLIRunner.Result) throws -> [String] {
        let findings = try #require(try result.json()["findings"] as? [[String: Any]])
        return findings.map { "\($0["id"] ?? "") \($0["status"] ?? "")" }
    }

    @Test func theFileGivesTheSameAuditAsTheOptions() throws {
        let root = try Self.checkout("project: MyApp\nformat: json\nno-suggestions: true\nno-color-vision: true\nfail-on: error\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let configured = try Self.run([], in: root)
        let given = try Self.run(["--no-config", "--project", "MyApp", "--format", "json", "--no-suggestions", "--no-color-vision", "--fail-on", "error"], in: root)
        // The fixture app fails AA: `fail-on: error` is read.
        #expect(configured.status == 1 && given.status == 1, "\(configured.stderr) \(given.stderr)")
        let findings = try Self.findings(configured)
        #expect(findings.count > 10)
        #expect(findings == (try Self.findings(given)))
        // `--config` names a file anywhere; its paths are its folder's.
        let elsewhere = try CLIRunner.run(["--config", root.appendingPathComponent(".darkmode-audit.yml").path], in: AuditFixtures.repository)
        #expect((try Self.findings(elsewhere)) == findings)
    }

    @Test func theCommandLineReplacesTheFilesSetting() throws {
        let root = try Self.checkout("project: MyApp\nformat: json\nno-suggestions: true\nno-color-vision: true\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let markdown = try Self.run(["--format", "markdown"], in: root)
        #expect(markdown.status == 0, "\(markdown.stderr)")
        #expect(markdown.stdout.hasPrefix("# Contrast audit: Assets"), "\(markdown.stdout.prefix(80))")
        // `--no-config` reads no file: the built-in palette, as with no file at all.
        let plain = try Self.run(["--no-config", "--format", "markdown", "--no-suggestions"], in: root)
        #expect(plain.stdout.hasPrefix("# Contrast audit: Adapted System UI"), "\(plain.stdout.prefix(80))")
    }

    @Test(arguments: [
        ("project: MyApp\nfail-on: sometimes\n", ".darkmode-audit.yml:2: fail-on: The value 'sometimes' is invalid for '--fail-on <fail-on>'"),
        ("project: MyApp\nappearance: [light, dusk]\n", ".darkmode-audit.yml:2: appearance: unknown appearance 'dusk'"),
        ("project: MyApp\nformats: json\n", ".darkmode-audit.yml:2:10: formats: unknown key; expected one of: palette, rules,"),
        ("project: MyApp\noutputs:\n  xml: out.xml\n", ".darkmode-audit.yml:3: outputs: unknown report format 'xml'; expected one of: "),
        ("project: MyApp\njobs: 0\n", ".darkmode-audit.yml:2: jobs: the number of threads is between 1 and 256, not 0"),
        ("project: MyApp\nidiom: toaster\n", ".darkmode-audit.yml:2: idiom: unknown idiom 'toaster'"),
    ])
    func aWrongSettingIsNamedWithItsLine(configuration: String, message: String) throws {
        let root = try Self.checkout(configuration)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.run([], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// `outputs` writes a report per format from the one audit; the main one goes to standard output.
    @Test func outputsAreWrittenBesideTheMainReport() throws {
        let root = try Self.checkout("project: MyApp\nno-suggestions: true\nformat: json\noutputs:\n  sarif: out/contrast.sarif\n  json: out/contrast.json\n")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        let result = try Self.run([], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOf: root.appendingPathComponent("out/contrast.json"), encoding: .utf8)
        #expect(written == result.stdout.dropLast(result.stdout.hasSuffix("\n") && !written.hasSuffix("\n") ? 1 : 0))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/contrast.sarif"))) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        // The same from the command line.
        let again = try Self.run(["--no-config", "--project", "MyApp", "--no-suggestions", "--format", "json", "--report", "json=out/again.json"], in: root)
        #expect(again.status == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("out/again.json"), encoding: .utf8) == written)
        let dash = try Self.run(["--report", "json=-"], in: root)
        #expect(dash.status == 2 && dash.stderr.contains("standard output is the main report's"), "\(dash.stderr)")
        let twice = try Self.run(["--report", "json=out/a.json", "--report", "html=./out/a.json"], in: root)
        #expect(twice.status == 2 && twice.stderr.contains("'html=./out/a.json': ./out/a.json is written by another report"), "\(twice.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/a.json").path))
    }

    /// What the SwiftPM plugin finds in a package is a default: used when neither the file
    /// nor the command line gives it, dropped when the file names a project.
    @Test func thePluginsDefaultsGiveWayToTheFile() throws {
        let root = try Self.checkout("format: json\nno-suggestions: true\nno-color-vision: true\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let defaults = ["--default-palette", "apple-ios13", "--default-sources", "MyApp"]
        let used = try Self.run(defaults, in: root)
        #expect(try used.json()["palette"].flatMap { ($0 as? [String: Any])?["name"] as? String } == "apple-ios13", "\(used.stderr)")
        let given = try Self.run(defaults + ["--palette", "apple-ios26"], in: root)
        #expect(try given.json()["palette"].flatMap { ($0 as? [String: Any])?["name"] as? String } == "apple-ios26")
        try "project: MyApp\nformat: json\nno-suggestions: true\nno-color-vision: true\n"
            .write(to: root.appendingPathComponent(".darkmode-audit.yml"), atomically: true, encoding: .utf8)
        let project = try Self.run(defaults, in: root)
        #expect(try project.json()["palette"].flatMap { ($0 as? [String: Any])?["name"] as? String } == "Assets", "\(project.stderr)")
        // Code the plugin found with no catalog, and a file that names no palette: refused, as
        // the plugin refuses without a file, not audited against the built-in palette.
        try "format: json\n".write(to: root.appendingPathComponent(".darkmode-audit.yml"), atomically: true, encoding: .utf8)
        let noPalette = try Self.run(["--default-sources", "MyApp"], in: root)
        #expect(noPalette.status == 2 && noPalette.stderr.contains("Error: --palette: no asset catalog in the targets read, and no palette given"), "\(noPalette.stderr)")
        #expect(try Self.run(["--default-sources", "MyApp", "--palette", "apple-ios26"], in: root).status != 2)
    }
}
