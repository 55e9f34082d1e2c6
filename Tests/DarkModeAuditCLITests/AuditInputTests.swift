import Foundation
import Testing

/// Inputs of the main job that are refused with a line naming what is wrong.
@Suite struct AuditInputTests {
    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A light and a dark token file are written `light,dark`; when a part is wrong the error
    /// names that part, not the whole list as if it were one file.
    @Test func aCommaSeparatedPaletteNamesThePartAtFault() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tokens = directory.appendingPathComponent("a.tokens.json").path
        try ##"{"ink": {"$type": "color", "$value": "#000000"}}"##.write(toFile: tokens, atomically: false, encoding: .utf8)
        let folder = directory.appendingPathComponent("dir.json").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let forms = "a comma-separated palette is design token files (light.tokens.json,dark.tokens.json, or theme files and the shared files they alias into: global.json,light.json,dark.json) or asset catalogs (A.xcassets,B.xcassets)"

        let withFolder = try CLIRunner.run("--palette", "\(tokens),\(folder)")
        #expect(withFolder.status == 2)
        #expect(withFolder.stderr == "Error: --palette: \(folder): is a folder, not a design token file or an asset catalog; \(forms)\n")

        let missing = directory.appendingPathComponent("missing.json").path
        let withMissing = try CLIRunner.run("--palette", "\(tokens),\(missing)")
        #expect(withMissing.status == 2)
        #expect(withMissing.stderr == "Error: --palette: \(missing): no such file\n")
    }

    @Test func aBaselineOfAnotherVersionIsRefused() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("accepted.json").path
        try "{\n  \"schemaVersion\" : 2,\n  \"palette\" : \"adapted-system-ui\",\n  \"accepted\" : [ ]\n}\n"
            .write(toFile: baseline, atomically: false, encoding: .utf8)
        let result = try CLIRunner.run("--baseline", baseline)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: --baseline: \(baseline):2:21: schemaVersion: 2 is not supported; this release reads baseline schemaVersion 1\n")
    }
}
