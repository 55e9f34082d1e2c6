import Foundation
import Testing

/// The files an audit writes (`--output`, `--write-baseline`): any valid name, and nothing
/// written by a run that ends with status 2.
@Suite struct OutputFilesTests {
    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Names starting with a dot: what a write could have left behind.
    static func hiddenEntries(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
    }

    @Test func aOneCharacterNameIsWritten() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Relative, in the current directory, as a user types it.
        let relative = try CLIRunner.run(["--output", "a"], in: directory)
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(try String(contentsOf: directory.appendingPathComponent("a"), encoding: .utf8).hasPrefix("# Contrast audit"))
        // Again over the file now there, and as an absolute path.
        #expect(try CLIRunner.run(["--output", "a", "--format", "json"], in: directory).status == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("a"), encoding: .utf8).hasPrefix("{"))
        let absolute = directory.appendingPathComponent("b").path
        #expect(try CLIRunner.run("--output", absolute).status == 0)
        #expect(try String(contentsOfFile: absolute, encoding: .utf8).hasPrefix("# Contrast audit"))
        #expect(try Self.hiddenEntries(directory).isEmpty)
    }

    /// 255 bytes is the longest name the file system takes: a new file, then one replaced
    /// (through a temporary name that must fit the same limit); 256 bytes is refused.
    @Test func aNameOfTheFileSystemsLongestLengthIsWritten() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let longest = directory.appendingPathComponent(String(repeating: "n", count: 250) + ".json").path
        #expect(try CLIRunner.run("--output", longest).status == 0)
        #expect(try String(contentsOfFile: longest, encoding: .utf8).hasPrefix("# Contrast audit"))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: longest)
        let replaced = try CLIRunner.run("--output", longest, "--format", "json")
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try String(contentsOfFile: longest, encoding: .utf8).hasPrefix("{"))
        #expect(try FileManager.default.attributesOfItem(atPath: longest)[.posixPermissions] as? Int == 0o640, "the mode is kept")
        // 125 × "é" (2 bytes each) + ".json" is 255 bytes too: the temporary name keeps a
        // shortened part of it, which must end between characters.
        let accented = directory.appendingPathComponent(String(repeating: "é", count: 125) + ".json").path
        try "old".write(toFile: accented, atomically: false, encoding: .utf8)
        #expect(try CLIRunner.run("--output", accented).status == 0)
        #expect(try String(contentsOfFile: accented, encoding: .utf8).hasPrefix("# Contrast audit"))

        let tooLong = directory.appendingPathComponent(String(repeating: "n", count: 251) + ".json").path
        let refused = try CLIRunner.run("--output", tooLong)
        #expect(refused.status == 2)
        #expect(refused.stderr == "Error: --output: cannot write \(tooLong): File name too long\n")
        #expect(try Self.hiddenEntries(directory).isEmpty)
    }

    /// `--write-baseline` that cannot be written ends the run with status 2 before the report
    /// is written: the previous report stays, byte for byte.
    @Test func aBaselineThatCannotBeWrittenLeavesTheReportAsItWas() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.md").path
        try "previous report\n".write(toFile: report, atomically: false, encoding: .utf8)
        let missingFolder = directory.appendingPathComponent("no/such").path
        let missing = try CLIRunner.run("--output", report, "--write-baseline", missingFolder + "/baseline.json")
        #expect(missing.status == 2)
        #expect(missing.stderr == "Error: --write-baseline: cannot write \(missingFolder)/baseline.json: the directory \(missingFolder) does not exist\n")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "previous report\n")

        // A parent that is a regular file (a folder without write permission is not refused to
        // root, who runs these tests in containers).
        let file = directory.appendingPathComponent("plain").path
        try "".write(toFile: file, atomically: false, encoding: .utf8)
        let notAFolder = try CLIRunner.run("--output", report, "--write-baseline", file + "/baseline.json")
        #expect(notAFolder.status == 2)
        #expect(notAFolder.stderr == "Error: --write-baseline: cannot write \(file)/baseline.json: \(file) is not a directory\n")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "previous report\n")

        // One file named twice would lose one of the two.
        let twice = try CLIRunner.run("--output", report, "--write-baseline", directory.path + "/./report.md")
        #expect(twice.status == 2)
        #expect(twice.stderr == "Error: --write-baseline: cannot write \(directory.path)/./report.md: it is the file \(report) names, which this run writes too\n")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "previous report\n")
        #expect(try Self.hiddenEntries(directory).isEmpty, "no temporary file is left")

        // Both written when both can be.
        let baseline = directory.appendingPathComponent("baseline.json").path
        #expect(try CLIRunner.run("--output", report, "--write-baseline", baseline).status == 0)
        #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("# Contrast audit"))
        #expect(try String(contentsOfFile: baseline, encoding: .utf8).hasPrefix("{\n  \"schemaVersion\" : 1,\n  \"palette\" : \"adapted-system-ui\""))
    }

    /// A target that exists but whose folder takes no new file (`/proc`): the message says
    /// what failed — making its replacement — not that the file does not exist.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/version")))
    func aFolderThatTakesNoNewFileIsNamed() throws {
        let result = try CLIRunner.run("--no-suggestions", "--output", "/proc/version")
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write /proc/version: cannot create a file in /proc to write it"), "\(result.stderr)")
    }

    /// Without `--output` the report goes to standard output; a baseline that cannot be
    /// written stops the run before the report is printed.
    @Test func aBaselineThatCannotBeWrittenPrintsNoReport() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run("--write-baseline", directory.appendingPathComponent("no/baseline.json").path)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }
}
