import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
@testable import ContrastAudit
import AuditTestSupport

/// The CI formats against the schemas CI systems read them with, kept as test data in
/// Fixtures/Schemas:
/// - `sarif-schema-2.1.0.json`: OASIS's SARIF 2.1.0 schema (errata 01), from the OASIS SARIF TC's
///   repository (`oasis-tcs/sarif-spec`, `sarif-2.1/schema/sarif-schema-2.1.0.json`);
/// - `junit-10.xsd`: the JUnit schema of Jenkins's xUnit plugin (`jenkinsci/xunit-plugin`,
///   `src/main/resources/org/jenkinsci/plugins/xunit/types/model/xsd/junit-10.xsd`; MIT, its
///   notice kept in the file), validated with libxml2's `xmllint`.
@Suite struct CIFormatSchemaTests {
    static let schemas = AuditFixtures.url("Schemas")
    static let catalog = AuditFixtures.url("Xcode/App.xcassets")

    static func sarifSchema() throws -> [String: Any] {
        let data = try Data(contentsOf: schemas.appendingPathComponent("sarif-schema-2.1.0.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func sarif(_ report: AuditReport, base: String = "/") throws -> [String: Any] {
        let text = try SARIFReportWriter(baseDirectory: base).render(report)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Reports of every kind the SARIF writer meets: failures and their suggestions, the
    /// color-vision check and its notes, a baseline's suppressions, incomplete pairs, an audit
    /// that checked nothing, pairs found in code with their evidence.
    static func reports() throws -> [(String, AuditReport)] {
        let ios13 = try ContrastAuditor().audit(.appleIOS13).withSuggestions().adding(try ColorVisionChecker().check(.appleIOS13))
        let seed = try ContrastAuditor().audit(.adaptedSystemUI)
        let palette = try AssetCatalog.read(catalog.path)
        let drawn = [
            PairEvidence(file: "/app/Sources/Alert View.swift", line: 12, column: 9, kind: .foreground),
            PairEvidence(file: "/app/Sources/Alert View.swift", line: 10, column: 5, kind: .background),
        ]
        let catalogReport = try ContrastAuditor(pairings: [
            Pairing(foreground: "Danger", background: "Background", role: .bodyText, origin: .code, evidence: drawn),
            Pairing(foreground: "Gray", background: "Background", role: .uiComponent),
        ]).audit(palette)
        // A translucent background with nothing named beneath it: incomplete.
        let glass = Palette(name: "glass", title: "glass", release: "", source: "", colors: [
            AdaptiveColor("ink", light: .black, dark: .white),
            AdaptiveColor("glass", light: SRGB(uncheckedRed: 1, green: 1, blue: 1, alpha: 0.5), dark: SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0.5)),
        ])
        let incomplete = try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText)]).audit(glass)
        return [
            ("apple-ios13 with suggestions and color vision", ios13),
            ("the seed's palette under its own baseline", seed.applying(Baseline(report: seed))),
            ("a catalog with code pairs", catalogReport),
            ("an incomplete pair", incomplete),
            ("nothing checked", try ContrastAuditor(pairings: []).audit(.adaptedSystemUI)),
        ]
    }

    @Test func sarifIsValidAgainstTheOASISSchema() throws {
        let schema = try Self.sarifSchema()
        let validator = JSONSchemaValidator(root: schema)
        for (name, report) in try Self.reports() {
            for base in ["/", Self.catalog.deletingLastPathComponent().path] {
                let errors = validator.errors(try Self.sarif(report, base: base), schema)
                #expect(errors.isEmpty, "\(name), paths relative to \(base): \(errors.prefix(5))")
            }
        }
    }

    /// The validator rejects SARIF that the schema rules out, so the check above can fail.
    @Test func theSchemaCatchesInvalidSARIF() throws {
        let schema = try Self.sarifSchema()
        let validator = JSONSchemaValidator(root: schema)
        var log = try Self.sarif(try ContrastAuditor().audit(.adaptedSystemUI))
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["level"] = "fatal"
        results[0]["rank"] = 101
        results[1]["locations"] = [["physicalLocation": ["artifactLocation": ["uri": "a b"], "region": ["startLine": 0]]]]
        runs[0]["results"] = results
        runs[0]["originalUriBaseIds"] = ["SRCROOT": ["uri": "not a uri"]]
        log["runs"] = runs
        log["version"] = "2.0.0"
        let errors = validator.errors(log, schema)
        #expect(errors.contains("$.version: 2.0.0 not in enum"), "\(errors)")
        #expect(errors.contains("$.runs[0].results[0].level: fatal not in enum"), "\(errors)")
        #expect(errors.contains("$.runs[0].results[0].rank: above 100.0"), "\(errors)")
        #expect(errors.contains { $0.hasPrefix("$.runs[0].results[1].locations[0].physicalLocation.artifactLocation.uri: a b is not a uri-reference") }, "\(errors)")
        #expect(errors.contains("$.runs[0].results[1].locations[0].physicalLocation.region.startLine: below 1.0"), "\(errors)")
        #expect(errors.contains { $0.hasPrefix("$.runs[0].originalUriBaseIds.SRCROOT.uri: not a uri") }, "\(errors)")
        // A keyword the validator does not implement is an error, not a pass.
        #expect(validator.errors(1, ["multipleOf": 2]) == ["$: the validator does not implement 'multipleOf'"])
    }

    /// Each rule says what its criterion asks, with WCAG 2.2's numbers, and how to fix a failure.
    @Test func sarifRulesCarryHelp() throws {
        let log = try Self.sarif(try ContrastAuditor().audit(.adaptedSystemUI))
        let rules = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        let help = Dictionary(uniqueKeysWithValues: rules.compactMap { rule in
            (rule["id"] as? String).flatMap { id in (rule["help"] as? [String: String]).map { (id, $0) } }
        })
        #expect(help.count == rules.count, "every rule has help")
        #expect(help["WCAG-1.4.3-AA"]?["text"]?.contains("at least 4.5:1") == true && help["WCAG-1.4.3-AA"]?["text"]?.contains("3:1 when the text is large") == true)
        #expect(help["WCAG-1.4.6-AAA"]?["text"]?.contains("at least 7:1") == true)
        #expect(help["WCAG-1.4.11-AA"]?["text"]?.contains("at least 3:1") == true)
        for (id, entry) in help {
            #expect(entry["text"]?.contains("To fix: ") == true && entry["markdown"]?.contains("**To fix:**") == true, "\(id)")
        }
    }

    /// A pair from code fails at the line that draws it; the line that sets its background, the
    /// foreground's definition in the failing appearance and the background's definition are
    /// related. A pair from rules fails at the foreground's definition, with the background's
    /// related.
    @Test func sarifRelatesTheBackgroundAndTheCode() throws {
        let (_, report) = try #require(try Self.reports().first { $0.0.hasPrefix("a catalog") })
        let log = try Self.sarif(report, base: Self.catalog.deletingLastPathComponent().path)
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        func places(_ result: [String: Any], _ key: String) -> [String] {
            (result[key] as? [[String: Any]] ?? []).compactMap { location in
                let physical = location["physicalLocation"] as? [String: Any]
                let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
                let line = ((physical?["region"] as? [String: Any])?["startLine"] as? Int).map { ":\($0)" } ?? ""
                return uri + line
            }
        }
        let danger = try #require(results.first { ($0["message"] as? [String: String])?["text"]?.hasPrefix("Danger on Background in Light") == true })
        #expect(places(danger, "locations") == ["file:///app/Sources/Alert%20View.swift:12"])
        let related = places(danger, "relatedLocations")
        #expect(related.first == "file:///app/Sources/Alert%20View.swift:10")
        #expect(related.dropFirst().map { $0.components(separatedBy: ":").first ?? "" } == [
            "App.xcassets/Danger.colorset/Contents.json", "App.xcassets/Background.colorset/Contents.json",
        ], "\(related)")
        let gray = try #require(results.first { ($0["message"] as? [String: String])?["text"]?.hasPrefix("Gray on Background") == true })
        #expect(places(gray, "locations").first?.hasPrefix("App.xcassets/Gray.colorset/Contents.json") == true)
        #expect(places(gray, "relatedLocations").first?.hasPrefix("App.xcassets/Background.colorset/Contents.json") == true)
    }

    /// A token that aliases another fails at its own `$value`; the token at the end of the
    /// chain, where the value is written, is a related location — in the light file, where the
    /// alias is; the dark file writes its value directly. Lines counted in the files below.
    @Test func anAliasFailsAtItsOwnValueWithItsTargetRelated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-alias-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let light = folder.appendingPathComponent("light.tokens.json"), dark = folder.appendingPathComponent("dark.tokens.json")
        try ##"""
            {
              "text": {
                "$type": "color",
                "$value": "{base.gray}"
              },
              "base": {
                "gray": { "$type": "color", "$value": "{gray.500}" }
              },
              "bg": { "$type": "color", "$value": "#ffffff" },
              "gray": {
                "500": {
                  "$type": "color",
                  "$value": "#777777"
                }
              }
            }
            """##.write(to: light, atomically: false, encoding: .utf8)
        try ##"""
            {
              "text": { "$type": "color", "$value": "#eeeeee" },
              "base": { "gray": { "$type": "color", "$value": "#888888" } },
              "bg": { "$type": "color", "$value": "#000000" },
              "gray": { "500": { "$type": "color", "$value": "#888888" } }
            }
            """##.write(to: dark, atomically: false, encoding: .utf8)
        let palette = try DesignTokens.read(light: light.path, dark: dark.path)
        let text = try #require(palette.locations["text"])
        #expect(text.line == 4)
        #expect(text.alias == ColorLocation.AliasTarget(name: "gray.500", file: light.path, keyPath: "gray.500.$value", line: 13))
        #expect(text.location(of: .dark).alias == nil && text.location(of: .dark).line == 2)
        #expect(palette.locations["bg"]?.alias == nil)
        // #777777 on white, 4.478:1, fails AA in light only.
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "text", background: "bg", role: .bodyText)]).audit(palette)
        let log = try Self.sarif(report, base: folder.path)
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let failure = try #require(results.first { $0["ruleId"] as? String == "WCAG-1.4.3-AA" })
        let location = try #require((failure["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "light.tokens.json")
        #expect((location["region"] as? [String: Int])?["startLine"] == 4)
        let related = try #require(failure["relatedLocations"] as? [[String: Any]])
        let alias = try #require(related.first { ($0["message"] as? [String: String])?["text"]?.contains("alias") == true })
        #expect((alias["message"] as? [String: String])?["text"] == "text's value, through the alias {gray.500}")
        let aliasPlace = try #require(alias["physicalLocation"] as? [String: Any])
        #expect((aliasPlace["artifactLocation"] as? [String: String])?["uri"] == "light.tokens.json")
        #expect((aliasPlace["region"] as? [String: Int])?["startLine"] == 13)
        #expect(JSONSchemaValidator(root: try Self.sarifSchema()).errors(log, try Self.sarifSchema()).isEmpty)
        // The JSON report carries the alias, valid against its schema.
        try ReportSchemaTests.check(report)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(report).utf8)) as? [String: Any])
        let locations = ((json["palette"] as? [String: Any])?["locations"] as? [String: Any])
        #expect(((locations?["text"] as? [String: Any])?["alias"] as? [String: Any])?["name"] as? String == "gray.500")
    }

    // MARK: - JUnit

    /// `xmllint --noout --schema junit-10.xsd FILE`: its verdict and what it printed.
    static func validateJUnit(_ xml: String) throws -> (valid: Bool, output: String) {
        let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let tool = try #require(xmllint, "xmllint is missing: run .ci/setup (Debian: libxml2-utils)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-junit-\(UUID().uuidString).xml")
        try xml.write(to: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--noout", "--schema", schemas.appendingPathComponent("junit-10.xsd").path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0, output)
    }

    @Test func junitIsValidAgainstTheJenkinsSchema() throws {
        for (name, report) in try Self.reports() {
            for writer in [JUnitReportWriter(), JUnitReportWriter(failing: .warning)] {
                let result = try Self.validateJUnit(writer.render(report))
                #expect(result.valid, "\(name): \(result.output.prefix(500))")
            }
        }
        // The schema has no `skipped` on <testsuites>: a document with one is refused.
        let invalid = try Self.validateJUnit(#"<?xml version="1.0"?><testsuites tests="0" skipped="0"/>"#)
        #expect(!invalid.valid && invalid.output.contains("skipped"), "\(invalid.output)")
    }
}
