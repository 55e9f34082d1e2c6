import Foundation
import Testing
import AdaptedSystemUI
import ContrastAudit

/// A failing pair found in code is annotated at every place it is drawn — the line a pull
/// request adds is the line annotated — in every format that points at lines, and the formats
/// that do not (JUnit, the pull-request summary) name the first places.
@Suite struct EveryPlaceTests {
    /// Ink (#777777) on white: 4.478:1, below AA's 4.5:1 (by hand: (1 + 0.05) / (0.18447 + 0.05)).
    static func report(places: Int) throws -> AuditReport {
        let palette = Palette(name: "brand", title: "Brand", release: "", source: "test", colors: [
            AdaptiveColor("ink", light: try SRGB(parsing: "#777777"), dark: try SRGB(parsing: "#777777")),
            AdaptiveColor("paper", light: .white, dark: .white),
        ])
        let files = ["/app/App/A.swift", "/app/App/B.swift", "/app/App/C.swift"]
        var evidence = (0..<places).map { index in
            PairEvidence(file: files[index % 3], line: 10 + index, column: 9, kind: .foreground)
        }
        evidence.append(PairEvidence(file: "/app/App/A.swift", line: 4, column: 5, kind: .background))
        let pairing = Pairing(foreground: "ink", background: "paper", role: .bodyText, origin: .code, confidence: .high, evidence: evidence)
        return try ContrastAuditor(pairings: [pairing]).audit(palette)
    }

    static func lines(_ text: String, starting prefix: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    @Test func aPairDrawnInThreeFilesIsAnnotatedThreeTimes() throws {
        let report = try Self.report(places: 3)
        // One AA error (and one AAA warning) for the pair, light and dark alike.
        let errors = report.findings.filter { $0.status == .fail && $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.id))")
        let finding = try #require(errors.first)

        let github = Self.lines(try GitHubReportWriter(baseDirectory: "/app").render(report), starting: "::error")
        #expect(github.count == 3)
        for (file, line) in [("App/A.swift", 10), ("App/B.swift", 11), ("App/C.swift", 12)] {
            #expect(github.contains { $0.contains("file=\(file),line=\(line),col=9,") }, "\(file):\(line) in \(github)")
        }
        #expect(github.allSatisfy { $0.contains("drawn at 3 places") })

        let xcode = try XcodeReportWriter(baseDirectory: "/app").render(report)
        #expect(Self.lines(xcode, starting: "/app/App/").filter { $0.contains(": error: ") }.count == 3, "\(xcode)")

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try SARIFReportWriter(baseDirectory: "/app").render(report).utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]))
            .filter { $0["level"] as? String == "error" }
        #expect(results.count == 3)
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["perseusFindingId"] }
        // Paths in fingerprints are relative to the repository root, as the locations are.
        #expect(fingerprints == [finding.id, "\(finding.id)@App/B.swift#1", "\(finding.id)@App/C.swift#1"])
        let uris = results.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["App/A.swift", "App/B.swift", "App/C.swift"])
        // Each place relates the background's line, and no other place.
        for result in results {
            let related = (result["relatedLocations"] as? [[String: Any]]) ?? []
            let lines = related.compactMap { (($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int }
            #expect(lines.contains(4) && !lines.contains(11) && !lines.contains(12), "\(lines)")
        }

        let junit = JUnitReportWriter().render(report)
        #expect(junit.contains("drawn at /app/App/A.swift:10, /app/App/B.swift:11, /app/App/C.swift:12"), "\(junit)")
        let summary = SummaryReportWriter().render(report)
        #expect(summary.contains("drawn at /app/App/A.swift:10, /app/App/B.swift:11 and 1 more"), "\(summary)")
    }

    /// Past 20 places, the 20th annotation says how many more the full report has.
    @Test func placesPastTheLimitAreCounted() throws {
        let report = try Self.report(places: 25)
        let xcode = Self.lines(try XcodeReportWriter(baseDirectory: "/app").render(report), starting: "/app/App/").filter { $0.contains(": error: ") }
        #expect(xcode.count == 20)
        #expect(xcode.last?.contains("the other 5 are in the full report") == true, "\(xcode.last ?? "")")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try SARIFReportWriter(baseDirectory: "/app").render(report).utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]))
        #expect(results.filter { $0["level"] as? String == "error" }.count == 20)
        // GitHub shows ten errors a step: the places fill them, and the rest are counted.
        let github = try GitHubReportWriter(baseDirectory: "/app").render(report)
        #expect(Self.lines(github, starting: "::error").count == 10)
        #expect(github.contains("10 more errors"), "\(github)")
        #expect(github.contains("10 more warnings"), "\(github)")
    }

    /// A pair drawn once reads as before: no count of places.
    @Test func aPairDrawnOnceSaysNothingOfPlaces() throws {
        let github = try GitHubReportWriter(baseDirectory: "/app").render(try Self.report(places: 1))
        #expect(Self.lines(github, starting: "::error").count == 1)
        #expect(!github.contains("places"))
    }
}
