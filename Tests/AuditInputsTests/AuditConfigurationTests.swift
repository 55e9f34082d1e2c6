import AdaptedSystemUI
import AuditInputs
import AuditTestSupport
import Foundation
import Testing

/// `.darkmode-audit.yml`: each key an option of the audit, with the value it takes; paths
/// relative to the file's folder; a key or value it does not take named with its line.
@Suite struct AuditConfigurationTests {
    static func read(_ text: String) throws -> (AuditConfiguration, String) {
        let folder = try TemporaryFiles.folder([".darkmode-audit.yml": text], prefix: "configuration").path
        return (try AuditConfiguration(contentsOf: folder + "/.darkmode-audit.yml"), folder)
    }

    @Test func everyKindOfValueIsRead() throws {
        let (configuration, folder) = try Self.read("""
            # The app and its rules.
            project: App
            palette: apple-ios26,Colors.xcassets
            sources: [Shared, /abs/Kit]
            rules: contrast-rules.yaml
            fail-on: warning
            jobs: 3
            appearance: light
            no-suggestions: true
            no-color-vision: false
            outputs:
              sarif: out/contrast.sarif
              html: /tmp/contrast.html
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(configuration.entries.map(\.key) == [
            "project", "palette", "sources", "rules", "fail-on", "jobs", "appearance", "no-suggestions", "no-color-vision", "outputs",
        ])
        // A value's line: a block mapping's is its first member's.
        #expect(configuration.entries.map(\.line) == Array(2...10) + [12])
        // Paths are the file's folder's; a built-in palette's name and an absolute path stay as written.
        #expect(configuration.string("project") == folder + "/App")
        #expect(configuration.string("palette") == "apple-ios26," + folder + "/Colors.xcassets")
        #expect(configuration.list("sources") == [folder + "/Shared", "/abs/Kit"])
        #expect(configuration.string("fail-on") == "warning")
        #expect(configuration["jobs"] == .number(3))
        #expect(configuration.list("appearance") == ["light"])
        #expect(configuration.flag("no-suggestions") && !configuration.flag("no-color-vision"))
        #expect(configuration.outputs == [
            AuditConfiguration.Report(format: "sarif", path: folder + "/out/contrast.sarif"),
            AuditConfiguration.Report(format: "html", path: "/tmp/contrast.html"),
        ])
        // As options: a flag set to false gives none; outputs is not an option.
        #expect(configuration.entries.flatMap(AuditConfiguration.arguments(of:)) == [
            "--project", folder + "/App", "--palette", "apple-ios26," + folder + "/Colors.xcassets",
            "--sources", folder + "/Shared", "--sources", "/abs/Kit", "--rules", folder + "/contrast-rules.yaml",
            "--fail-on", "warning", "--jobs", "3", "--appearance", "light", "--no-suggestions",
        ])
    }

    @Test(arguments: [
        ("failon: error\n", ":1:9: failon: unknown key; expected one of: " + AuditConfiguration.keyNames.joined(separator: ", ")),
        ("project: [a, b]\n", ":1:10: project: expected a string, found an array"),
        ("jobs: two\n", ":1:7: jobs: expected a number, found a string"),
        ("jobs: 1.5\n", ":1:7: jobs: expected a whole number, found 1.5"),
        ("no-suggestions: yes please\n", ":1:17: no-suggestions: expected true or false, found a string"),
        ("sources: [a, 1]\n", ":1:14: sources[1]: expected a string, found a number"),
        ("outputs: contrast.sarif\n", ":1:10: outputs: expected a mapping of report formats to paths (sarif: contrast.sarif), found a string"),
        ("outputs:\n  sarif: []\n", ":2:10: outputs.sarif: expected the report's path, found an array"),
        ("rules: ''\n", ":1:8: rules: is empty"),
        ("- project\n", ":1:1: expected an object, found an array"),
    ])
    func aWrongKeyOrValueIsNamedWithItsLine(text: String, message: String) throws {
        let folder = try TemporaryFiles.folder([".darkmode-audit.yml": text], prefix: "configuration").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/.darkmode-audit.yml"
        #expect(throws: InputFileError.self) { try AuditConfiguration(contentsOf: path) }
        do {
            _ = try AuditConfiguration(contentsOf: path)
        } catch {
            #expect(error.description == path + message, "\(error.description)")
        }
    }

    @Test func theCommandLineReplacesAKeyItGives() {
        #expect(AuditConfiguration.commandLine(["--format", "json"], gives: "format"))
        #expect(AuditConfiguration.commandLine(["--format=json"], gives: "format"))
        #expect(AuditConfiguration.commandLine(["-o", "x.md"], gives: "output"))
        #expect(AuditConfiguration.commandLine(["-ox.md"], gives: "output"))
        #expect(!AuditConfiguration.commandLine(["--formats", "json", "--fail-on-incomplete"], gives: "format"))
        #expect(!AuditConfiguration.commandLine(["--fail-on-incomplete"], gives: "fail-on"))
    }
}

extension AuditConfigurationTests {
    /// The full example of "Reports and CI" reads, every key in it.
    @Test func theArticlesExampleReads() throws {
        let article = try String(
            contentsOf: AuditFixtures.repository.appendingPathComponent("Sources/ContrastAudit/ContrastAudit.docc/ReportsAndCI.md"), encoding: .utf8)
        let start = try #require(article.range(of: "```yaml\n# .darkmode-audit.yml\n"))
        let end = try #require(article[start.upperBound...].range(of: "```"))
        let (configuration, folder) = try Self.read(String(article[start.upperBound..<end.lowerBound]))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Set(configuration.entries.map(\.key)) == Set(AuditConfiguration.keyNames).subtracting(["palette", "sources", "target"]))
    }
}
