import Foundation
import Testing
import AdaptedSystemUI
import ContrastAudit

/// The writers that hand a report over in pieces: the pieces joined are exactly what Foundation
/// writes for the whole document at once, and no piece is the whole of a large report.
@Suite struct StreamingWriterTests {
    /// Reports with every optional member: suggestions and palette-level fixes, color vision,
    /// a baseline's accepted failures, nothing checked, eight appearance cells.
    static func reports() throws -> [(name: String, report: AuditReport)] {
        let adapted = try AuditJob().run()
        let accepted = adapted.applying(Baseline(report: adapted))
        let nothing = try AuditJob(palette: .palette(Palette(
            name: "one", title: "one", release: "", source: "test", colors: [AdaptiveColor("lonely", light: .black, dark: .white)])))
            .run()
        return [
            ("sample", try ReportWriterTests.sampleReport()),
            ("adapted-system-ui, default job", adapted),
            ("adapted-system-ui, baseline applied", accepted),
            ("apple-ios13", try AuditJob(palette: "apple-ios13", suggestions: false, colorVision: false).run()),
            ("nothing checked", nothing),
        ]
    }

    static func pieces(_ writer: some ReportWriter, _ report: AuditReport) throws -> [String] {
        var pieces: [String] = []
        try writer.write(report) { pieces.append($0) }
        return pieces
    }

    @Test func jsonPiecesAreTheReportEncodedWhole() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for (name, report) in try Self.reports() {
            let whole = String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
            let pieces = try Self.pieces(JSONReportWriter(), report)
            #expect(pieces.joined() == whole, "\(name)")
            #expect(try JSONReportWriter().render(report) == whole, "\(name)")
            // One piece per list entry at least: the findings are never one piece.
            #expect(pieces.count > report.findings.count + report.pairings.count, "\(name)")
        }
    }

    @Test func largeJSONReportsComeInSmallPieces() throws {
        let report = try AuditJob(palette: "apple-ios13").run()
        let pieces = try Self.pieces(JSONReportWriter(), report)
        let total = pieces.reduce(0) { $0 + $1.utf8.count }
        let largest = pieces.map(\.utf8.count).max() ?? 0
        #expect(total > 1_000_000)
        #expect(largest * 20 < total, "largest piece \(largest) bytes of \(total)")
    }

    @Test func sarifPiecesAreOneResultEachInJSONSerializationsLayout() throws {
        for (name, report) in try Self.reports() {
            let writer = SARIFReportWriter(baseDirectory: "/work")
            let pieces = try Self.pieces(writer, report)
            let text = pieces.joined()
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let rewritten = String(
                decoding: try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
                as: UTF8.self) + "\n"
            #expect(text == rewritten, "\(name)")
            #expect(try writer.render(report) == text, "\(name)")
            let runs = (object as? [String: Any])?["runs"] as? [[String: Any]]
            let results = runs?.first?["results"] as? [Any]
            #expect(results != nil, "\(name)")
            #expect(pieces.count >= (results?.count ?? 0), "\(name)")
        }
    }

    @Test func writersWithoutPiecesHandOverTheirWholeText() throws {
        let report = try ReportWriterTests.sampleReport()
        for format in ReportFormat.all {
            var joined = ""
            try format.write(report) { joined += $0 }
            #expect(joined == (try format.render(report)), "\(format)")
        }
    }

    @Test func anErrorOfTheOutputStopsTheWriting() throws {
        struct Full: Error {}
        let report = try ReportWriterTests.sampleReport()
        for writer in [JSONReportWriter() as any ReportWriter, SARIFReportWriter()] {
            var calls = 0
            #expect(throws: Full.self) {
                try writer.write(report) { _ in
                    calls += 1
                    if calls == 3 { throw Full() }
                }
            }
            #expect(calls == 3)
        }
    }
}
