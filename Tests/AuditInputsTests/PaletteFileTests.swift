import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import AuditTestSupport

/// The JSON palette format: the example files from the seeds, and malformed inputs that each
/// give one message naming the file, the key path and (for syntax errors) line and column.
@Suite struct PaletteFileTests {
    static let examples = AuditFixtures.examples

    @Test(arguments: [("krcolor.json", Palette.krColor), ("material-style.json", Palette.materialStyle), ("demo-custom-teal.json", Palette.customTeal)])
    func exampleFilesMatchTheBuiltInExamples(file: String, builtIn: Palette) throws {
        let loaded = try PaletteFile.read(Self.examples.appendingPathComponent(file).path)
        for color in builtIn.colors {
            let other = try #require(loaded.palette[color.name], "\(file) lacks \(color.name)")
            for cell in [Appearance.light, .dark] {
                let (a, b) = (color.resolved(for: cell), other.resolved(for: cell))
                #expect(abs(a.red - b.red) < 1e-12 && abs(a.green - b.green) < 1e-12 && abs(a.blue - b.blue) < 1e-12 && a.alpha == b.alpha,
                        "\(file) \(color.name) \(cell.key): \(a) vs \(b)")
            }
        }
        let pairings = try #require(loaded.pairings)
        let report = try ContrastAuditor(pairings: pairings).audit(loaded.palette)
        #expect(report.summary.pairs == pairings.count)
    }

    @Test func krColorFindingsAsComputedIndependently() throws {
        let loaded = try PaletteFile.read(Self.examples.appendingPathComponent("krcolor.json").path)
        let report = try ContrastAuditor(pairings: loaded.pairings).audit(loaded.palette)
        // Txt.desc light: #262626 at 0.6 over white → 0.6·38 + 0.4·255 = 124.8 per channel → 4.127822691137593
        // (computed independently in Python); fails 4.5.
        let desc = try #require(report.findings.first { $0.id == "Txt.desc-on-Fill.bg/light/1.4.3-AA" })
        #expect(abs(desc.ratio - 4.127822691137593) < 1e-12)
        #expect(desc.status == .fail)
    }

    /// (file content, expected message after "<file>")
    static let malformed: [(String, String)] = [
        ("", ":1:1: invalid JSON: "),
        ("{", ":1:2: invalid JSON: "),
        ("{\"name\": \"x\",\n \"colors\": [\n {\"name\": \"a\" \"light\": \"#fff\"}]}", ":3:15: invalid JSON: "),
        ("[]", ": expected an object, found an array"),
        ("\"palette\"", ": expected an object, found a string"),
        ("{\"colors\": []}", ": name: missing"),
        ("{\"name\": 3, \"colors\": []}", ": name: expected a string, found a number"),
        ("{\"name\": \"x\"}", ": colors: missing"),
        ("{\"name\": \"x\", \"colors\": []}", ": colors: is empty"),
        ("{\"name\": \"x\", \"colors\": {}}", ": colors: expected an array, found an object"),
        ("{\"name\": \"x\", \"colours\": []}", ": colours: unknown key; expected one of: $schema, name, title, release, source, notes, colors, pairings"),
        ("{\"name\": \"x\", \"colors\": [\"#fff\"]}", ": colors[0]: expected an object, found a string"),
        ("{\"name\": \"x\", \"colors\": [{\"light\": \"#fff\", \"dark\": \"#000\"}]}", ": colors[0].name: missing"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"dark\": \"#000\"}]}", ": colors[0].light: missing: every color needs light and dark"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#000\"}]}", ": colors[0].dark: missing: every color needs light and dark"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#12345\", \"dark\": \"#000\"}]}",
         ": colors[0].light: invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"rgb(300 0 0)\"}]}",
         ": colors[0].dark: invalid color \"rgb(300 0 0)\": red 300 is outside 0...255"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": 0}]}", ": colors[0].dark: expected a string, found a number"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": null}]}", ": colors[0].dark: expected a string, found null"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": true}]}", ": colors[0].dark: expected a string, found a boolean"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\", \"dim\": \"#111\"}]}",
         ": colors[0].dim: unknown key; expected one of: name, light, dark, lightElevated, darkElevated, lightHighContrast, darkHighContrast, lightHighContrastElevated, darkHighContrastElevated"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}, {\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}]}",
         ": colors[1].name: 'a' is defined twice (also colors[0])"),
        ("{\"name\": \"x\", \"notes\": [1], \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}]}", ": notes[0]: expected a string, found a number"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}], \"pairings\": {}}", ": pairings: expected an array, found an object"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}], \"pairings\": [{\"foreground\": \"a\", \"background\": \"b\", \"role\": \"body-text\"}]}",
         ": pairings[0].background: no color named 'b' in this palette"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}], \"pairings\": [{\"foreground\": \"a\", \"background\": \"a\", \"role\": \"text\"}]}",
         ": pairings[0].role: unknown role 'text'; expected one of: body-text, large-text, ui-component, decorative, disabled"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}], \"pairings\": [{\"foreground\": \"a\", \"role\": \"body-text\"}]}",
         ": pairings[0].background: missing"),
        ("{\"name\": \"x\", \"colors\": [{\"name\": \"a\", \"light\": \"#fff\", \"dark\": \"#000\"}], \"pairings\": [{\"foreground\": \"a\", \"background\": \"a\", \"role\": \"body-text\", \"level\": \"AA\"}]}",
         ": pairings[0].level: unknown key; expected one of: foreground, background, role, rationale, on"),
    ]

    @Test(arguments: malformed)
    func malformedFileGivesOneMessage(content: String, expected: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try content.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try PaletteFile.read(path)
            Issue.record("accepted: \(content)")
        } catch {
            InputFileErrorExpectation(expected).check(error, file: path)
        }
    }

    /// User text in an error — a key with a line break, a value with an escape sequence — is
    /// escaped, so every problem stays one line (found by the fuzzer).
    @Test func errorsStayOneLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).json").path
        try #"{"a\nb": 1, "name": "x\u001b[31m"}"#.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try PaletteFile.read(path)
            Issue.record("accepted")
        } catch {
            #expect(error.keyPath == "a\nb", "the field keeps the key as it is")
            #expect(error.description.hasPrefix("\(path):1:10: a\\nb: not a palette this tool reads (top-level keys: a\\nb, name)"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func unreadableFiles() throws {
        #expect(throws: InputFileError(file: "/nonexistent/p.json", message: "no such file")) { try PaletteFile.read("/nonexistent/p.json") }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: InputFileError(file: directory, message: "is a directory, not a file")) { try PaletteFile.read(directory) }
        // A 100 MB file is refused before it is read (sparse: costs no disk).
        let huge = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-huge-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: huge) }
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 100 * 1024 * 1024)
        try handle.close()
        #expect(throws: InputFileError(file: huge, message: "the file is 100 MB; palette, token and rules files are limited to 8 MB")) {
            try PaletteFile.read(huge)
        }
        // The limit applies to the file a symbolic link names, not to the link.
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-link-\(UUID().uuidString).json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: huge)
        defer { try? FileManager.default.removeItem(atPath: link) }
        #expect(throws: InputFileError(file: link, message: "the file is 100 MB; palette, token and rules files are limited to 8 MB")) {
            try PaletteFile.read(link)
        }
        // What is not a file is named for what it is (it was "cannot be read (permissions?)").
        #expect(throws: InputFileError(file: "/dev/zero", message: "is a device, not a file")) { try PaletteFile.read("/dev/zero") }
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-fifo-\(UUID().uuidString).json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        #expect(throws: InputFileError(file: fifo, message: "is a named pipe, not a file")) { try PaletteFile.read(fifo) }
    }
}
