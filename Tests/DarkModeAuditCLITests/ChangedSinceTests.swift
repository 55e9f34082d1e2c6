import AuditTestSupport
import Foundation
import Testing

/// `--changed-since REV` gates on what a change touches, in a git repository of the fixture
/// app with two commits: failures drawn on changed lines, or whose colors changed, count;
/// the others are listed as outside the change. Which findings each change touches is read
/// from the fixture by hand: `CardView.swift:17` draws Muted on Paper (its only pair there),
/// `Muted.colorset` defines Muted, which six failing pairs use.
@Suite struct ChangedSinceTests {
    /// Runs git in `folder`, failing the test on an error.
    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    /// A repository holding the fixture app as `MyApp`, committed once.
    static func repository() throws -> URL {
        let root = try TemporaryFiles.folder(prefix: "perseus-changed")
        try FileManager.default.copyItem(at: AuditFixtures.url("Apps/SampleApp/App"), to: root.appendingPathComponent("MyApp"))
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "one"], in: root)
        return root
    }

    static func audit(_ extra: [String], in root: URL) throws -> (CLIRunner.Result, [[String: Any]]) {
        let result = try CLIRunner.run(["--project", "MyApp", "--format", "json", "--no-suggestions", "--no-color-vision", "--fail-on", "error"] + extra, in: root)
        let findings = try #require(try result.json()["findings"] as? [[String: Any]])
        return (result, findings.filter { $0["status"] as? String == "fail" })
    }

    static func pairs(_ failures: [[String: Any]], outside: Bool) -> Set<String> {
        Set(failures.filter { ($0["acceptedBecause"] as? String == "outside-change") == outside }.map { "\($0["foreground"]!) on \($0["background"]!)" })
    }

    @Test func onlyWhatTheChangeTouchesCounts() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        // Nothing changed: every failure is outside the change, and the run passes.
        let (unchanged, before) = try Self.audit(["--changed-since", "HEAD"], in: root)
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(!before.isEmpty && Self.pairs(before, outside: false).isEmpty)
        #expect(unchanged.stderr.contains("0 touched errors, 0 touched warnings, \(before.count) outside the change"), "\(unchanged.stderr)")
        // A second commit changes the line that draws Badge's text.
        let card = root.appendingPathComponent("MyApp/Views/CardView.swift")
        let text = try String(contentsOf: card, encoding: .utf8)
        let edited: String = text.replacingOccurrences(of: "Text(\"Badge\")", with: "Text(\"New badge\")")
        #expect(edited != text)
        try edited.write(to: card, atomically: true, encoding: String.Encoding.utf8)
        try Self.git(["commit", "-q", "-am", "two"], in: root)
        let (touched, after) = try Self.audit(["--changed-since", "HEAD~1"], in: root)
        #expect(touched.status == 1)
        #expect(Self.pairs(after, outside: false) == ["Muted on Paper"])
        #expect(after.count == before.count)
        // The working tree counts too: a change not committed, a file not added.
        let muted = root.appendingPathComponent("MyApp/Assets.xcassets/Muted.colorset/Contents.json")
        let definition = try String(contentsOf: muted, encoding: .utf8)
        try (definition + "\n").write(to: muted, atomically: true, encoding: .utf8)
        let (_, colorChanged) = try Self.audit(["--changed-since", "HEAD"], in: root)
        let usingMuted = Set(after.map { "\($0["foreground"]!) on \($0["background"]!)" }.filter { $0.contains("Muted") })
        #expect(usingMuted.count >= 3)
        #expect(Self.pairs(colorChanged, outside: false) == usingMuted)
    }

    /// A file not yet added to git is new throughout: Muted on CardBackground, which
    /// `CardView.swift:11` draws too (outside the change), counts because the new file draws it.
    @Test func aNewFileIsTouchedThroughout() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
            import SwiftUI

            struct Note: View {
                var body: some View {
                    Text("Note").foregroundColor(Color("Muted")).background(Color("CardBackground"))
                }
            }
            """.write(to: root.appendingPathComponent("MyApp/Views/Note.swift"), atomically: true, encoding: .utf8)
        let (result, failures) = try Self.audit(["--changed-since", "HEAD"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(Self.pairs(failures, outside: false) == ["Muted on CardBackground"], "\(result.stderr)")
    }

    /// Git writes a name that holds a space with a tab after it, and a file moved as a
    /// rename: a moved file is touched where its lines changed, not throughout.
    @Test func aMovedFileInAFolderWithASpaceIsTouchedWhereItChanged() throws {
        let root = try TemporaryFiles.folder(prefix: "perseus-changed")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: AuditFixtures.url("Apps/SampleApp/App"), to: root.appendingPathComponent("My App"))
        try Self.git(["init", "-q"], in: root)
        try Self.git(["add", "-A"], in: root)
        try Self.git(["commit", "-q", "-m", "one"], in: root)
        try Self.git(["mv", "My App/Views/CardView.swift", "My App/Views/Cards.swift"], in: root)
        let card = root.appendingPathComponent("My App/Views/Cards.swift")
        let text = try String(contentsOf: card, encoding: .utf8)
        try text.replacingOccurrences(of: "Text(\"Badge\")", with: "Text(\"New badge\")").write(to: card, atomically: true, encoding: String.Encoding.utf8)
        try Self.git(["commit", "-q", "-am", "two"], in: root)
        let result = try CLIRunner.run(
            ["--project", "My App", "--format", "json", "--no-suggestions", "--no-color-vision", "--changed-since", "HEAD~1"], in: root)
        let findings = try #require(try result.json()["findings"] as? [[String: Any]]).filter { $0["status"] as? String == "fail" }
        #expect(Self.pairs(findings, outside: false) == ["Muted on Paper"], "\(result.stderr)")
    }

    /// What is read is git's output as the tool asks for it: the user's diff settings change
    /// nothing, and an added line that reads like a file header is content.
    @Test func gitSettingsAndLinesThatLookLikeHeadersChangeNothing() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        for setting in [["diff.noprefix", "true"], ["diff.mnemonicPrefix", "true"], ["diff.relative", "true"]] {
            try Self.git(["config"] + setting, in: root)
        }
        let card = root.appendingPathComponent("MyApp/Views/CardView.swift")
        let text = try String(contentsOf: card, encoding: .utf8)
        // `+` then `++ b/…`: an added line that reads `+++ b/Elsewhere.swift`, before the change.
        let edited: String = "/*\n++ b/Elsewhere.swift\n@@ -1 +1 @@\n*/\n" + text.replacingOccurrences(of: "Text(\"Badge\")", with: "Text(\"New badge\")")
        try edited.write(to: card, atomically: true, encoding: String.Encoding.utf8)
        let (result, failures) = try Self.audit(["--changed-since", "HEAD"], in: root)
        #expect(Self.pairs(failures, outside: false) == ["Muted on Paper"], "\(result.stderr)")
    }

    /// A color value written away from where it is drawn (`static let`): a change to it
    /// touches the pairs drawn with it, though no line that draws them changed.
    @Test func aValueTheCodeWritesElsewhereIsTouchedWhenTheCodeChanges() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        func theme(_ red: String) throws {
            try "import SwiftUI\n\nenum Theme {\n    static let ink = Color(red: \(red), green: 0.6, blue: 0.6)\n}\n"
                .write(to: root.appendingPathComponent("MyApp/Views/Theme.swift"), atomically: true, encoding: .utf8)
        }
        try theme("0.6")
        try """
            import SwiftUI

            struct Tag: View {
                var body: some View {
                    Text("Tag").foregroundColor(Theme.ink).background(Color("Paper"))
                }
            }
            """.write(to: root.appendingPathComponent("MyApp/Views/Tag.swift"), atomically: true, encoding: .utf8)
        try Self.git(["add", "-A"], in: root)
        try Self.git(["commit", "-q", "-m", "tag"], in: root)
        try theme("0.7")
        let (result, failures) = try Self.audit(["--changed-since", "HEAD"], in: root)
        // #B39999 on white: (0.7, 0.6, 0.6) is 2.6:1, a failure, drawn at Tag.swift:5 (unchanged):
        // every failing pair with it is touched, and nothing else.
        let withValue = Set(failures.map { "\($0["foreground"]!) on \($0["background"]!)" }.filter { $0.hasPrefix("#B39999 on ") })
        #expect(withValue.contains("#B39999 on Paper"))
        #expect(Self.pairs(failures, outside: false) == withValue, "\(result.stderr)")
    }

    /// A project named through a symbolic link (as `/tmp` is on macOS): git names the
    /// repository by its real path, and the two are matched.
    @Test func aProjectNamedThroughALinkIsMatched() throws {
        let root = try Self.repository()
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        defer {
            try? FileManager.default.removeItem(at: link)
            try? FileManager.default.removeItem(at: root)
        }
        let card = root.appendingPathComponent("MyApp/Views/CardView.swift")
        let text = try String(contentsOf: card, encoding: .utf8)
        try text.replacingOccurrences(of: "Text(\"Badge\")", with: "Text(\"New badge\")").write(to: card, atomically: true, encoding: String.Encoding.utf8)
        let result = try CLIRunner.run(
            ["--project", link.appendingPathComponent("MyApp").path, "--format", "json", "--no-suggestions", "--no-color-vision", "--changed-since", "HEAD"],
            in: link)
        let failures = try #require(try result.json()["findings"] as? [[String: Any]]).filter { $0["status"] as? String == "fail" }
        #expect(Self.pairs(failures, outside: false) == ["Muted on Paper"], "\(result.stderr)")
    }

    @Test func aRevisionGitDoesNotKnowIsAnInputError() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["--project", "MyApp", "--changed-since", "no-such-branch"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: --changed-since: fatal: bad revision 'no-such-branch'"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let option = try CLIRunner.run(["--project", "MyApp", "--changed-since=--output=/tmp/x"], in: root)
        #expect(option.status == 2 && option.stderr.contains("is not a revision"), "\(option.stderr)")
    }
}
