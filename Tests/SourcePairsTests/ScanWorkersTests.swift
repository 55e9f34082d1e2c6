import AuditTestSupport
import Foundation
import Testing
@testable import SourcePairs

/// Files parsed on one thread or on several give the same scan: the same pairs in the same
/// order, with the same places, the same notes and counts.
@Suite struct ScanWorkersTests {
    static func scan(_ root: String, jobs: Int) throws -> SourceScan.Result {
        var scan = SourceScan(roots: [root])
        scan.jobs = jobs
        return try scan.scan(catalogNames: ["Ink", "Paper", "Muted", "Card"])
    }

    static func expectSame(_ root: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let one = try scan(root, jobs: 1)
        #expect(!one.pairs.isEmpty, "\(root) draws pairs", sourceLocation: sourceLocation)
        for jobs in [2, 5] {
            let many = try scan(root, jobs: jobs)
            #expect(many.pairs == one.pairs, "\(root), \(jobs) workers", sourceLocation: sourceLocation)
            #expect(many.tally == one.tally, "\(root), \(jobs) workers", sourceLocation: sourceLocation)
            #expect(many.appLock == one.appLock, "\(root), \(jobs) workers", sourceLocation: sourceLocation)
        }
    }

    @Test func theFixtureAppsScanTheSameOnAnyNumberOfWorkers() throws {
        for app in ["SampleApp", "TargetsApp", "LockedApp"] {
            try Self.expectSame(AuditFixtures.url("Apps/\(app)").path)
        }
    }

    /// Forty views in as many files, and an Objective-C controller: more files than workers,
    /// each file's pairs at their own lines.
    @Test func manyFilesScanTheSameOnAnyNumberOfWorkers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-workers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<40 {
            let colors = index % 2 == 0 ? ("Ink", "Paper") : ("Muted", "Card")
            try """
                import SwiftUI

                \(String(repeating: "// padding\n", count: index))struct Row\(index): View {
                    var body: some View {
                        Text("Row \(index)")
                            .foregroundColor(Color("\(colors.0)"))
                            .background(Color("\(colors.1)"))
                    }
                }
                """.write(to: folder.appendingPathComponent("Row\(index).swift"), atomically: true, encoding: .utf8)
        }
        try ObjectiveCScanTests.labelOnPaper.write(to: folder.appendingPathComponent("Screen.m"), atomically: true, encoding: .utf8)
        try Self.expectSame(folder.path)
        let pairs = try Self.scan(folder.path, jobs: 3).pairs
        #expect(Set(pairs.map { "\($0.foreground) on \($0.background)" }).isSuperset(of: ["Ink on Paper", "Muted on Card"]), "\(pairs)")
    }
}
