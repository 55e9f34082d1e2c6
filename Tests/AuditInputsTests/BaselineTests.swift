import Foundation
import Testing
import ContrastAudit
import AuditTestSupport

/// Reading a baseline file: only the versions this release reads are accepted; any other
/// could name findings differently and quietly accept the wrong failures.
@Suite struct BaselineTests {
    static func file(_ text: String) throws -> String {
        try TemporaryFiles.file(named: "baseline.json", text).path
    }

    @Test func theVersionThisReleaseWritesIsRead() throws {
        let path = try Self.file("{\n  \"schemaVersion\" : 1,\n  \"palette\" : \"brand\",\n  \"accepted\" : [\n    { \"id\" : \"ink-on-paper/light/1.4.3-AA\", \"ratio\" : 3.5 }\n  ]\n}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let baseline = try Baseline.read(path)
        #expect(baseline.schemaVersion == 1 && baseline.palette == "brand")
        #expect(baseline.accepted == [Baseline.Entry(id: "ink-on-paper/light/1.4.3-AA", ratio: 3.5)])
        #expect(Baseline.readableSchemaVersions == [1])
    }

    @Test func anotherVersionIsRefusedAtItsValue() throws {
        let path = try Self.file("{\n  \"schemaVersion\" : 2,\n  \"palette\" : \"brand\",\n  \"accepted\" : [ ]\n}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputFileError(
            file: path, keyPath: "schemaVersion", line: 2, column: 21,
            message: "2 is not supported; this release reads baseline schemaVersion 1")) { try Baseline.read(path) }
    }

    @Test func aMissingVersionIsRefused() throws {
        let path = try Self.file("{\"palette\": \"brand\", \"accepted\": []}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputFileError(
            file: path, keyPath: "schemaVersion", line: 1, column: 1,
            message: "missing; this release reads baseline schemaVersion 1")) { try Baseline.read(path) }
    }

    @Test(arguments: [
        ("\"1\"", "expected a number, found a string; this release reads baseline schemaVersion 1"),
        ("null", "expected a number, found null; this release reads baseline schemaVersion 1"),
        ("1.5", "1.5 is not supported; this release reads baseline schemaVersion 1"),
        ("0", "0 is not supported; this release reads baseline schemaVersion 1"),
        ("-1", "-1 is not supported; this release reads baseline schemaVersion 1"),
    ])
    func aVersionThatIsNotOneThisReleaseReadsIsRefused(value: String, message: String) throws {
        let path = try Self.file("{\"schemaVersion\": \(value), \"palette\": \"brand\", \"accepted\": []}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputFileError(file: path, keyPath: "schemaVersion", line: 1, column: 19, message: message)) { try Baseline.read(path) }
    }
}
