import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import ContrastAudit
import AuditTestSupport

/// The JSON report against its JSON Schema (Sources/AuditReports/JSON/report.schema.json),
/// for reports of every kind: a built-in palette, an asset catalog with unresolved colors and
/// incomplete pairs, an audit that checked nothing, a baseline, a translucent background.
///
/// Validated by ``JSONSchemaValidator``, which fails on a keyword it does not implement.
@Suite struct ReportSchemaTests {
    static let root = AuditFixtures.repository

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("Sources/AuditReports/JSON/report.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func check(_ report: AuditReport, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let schema = try Self.schema()
        let json = try JSONSerialization.jsonObject(with: Data(try ReportFormat.json.render(report).utf8))
        let errors = JSONSchemaValidator(root: schema).errors(json, schema)
        #expect(errors.isEmpty, "\(errors.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func reportsOfEveryKindMatchTheSchema() throws {
        try Self.check(try ContrastAuditor().audit(.appleIOS13))
        let app = Self.root.appendingPathComponent("Tests/AuditTestSupport/Fixtures/Xcode/App.xcassets").path
        let catalog = try AssetCatalog.read(app)
        try Self.check(try ContrastAuditor(pairings: [
            Pairing(foreground: "Body", background: "Background", role: .bodyText),
            Pairing(foreground: "Accent", background: "Background", role: .uiComponent, severity: .warning),
        ]).audit(catalog))
        let nothing = try ContrastAuditor(pairings: []).audit(.adaptedSystemUI)
        #expect(nothing.nothingChecked != nil)
        try Self.check(nothing)
        let report = try ContrastAuditor().audit(.adaptedSystemUI)
        try Self.check(report.applying(Baseline(report: report)))
        let suggested = try ContrastAuditor().audit(.appleIOS13).withSuggestions()
        #expect(suggested.suggestionsSearched && suggested.findings.contains { $0.suggestion != nil })
        try Self.check(suggested)
        try Self.check(suggested.adding(try ColorVisionChecker().check(.appleIOS13)))
        try Self.check(suggested.adding(try ColorVisionChecker().check(.materialStyle)))
        let glass = Palette(name: "g", title: "g", release: "", source: "", colors: [
            AdaptiveColor("ink", light: .black, dark: .white),
            AdaptiveColor("glass", light: SRGB(uncheckedRed: 1, green: 1, blue: 1, alpha: 0.5), dark: SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0.5)),
            AdaptiveColor("paper", light: .white, dark: .black),
        ])
        try Self.check(try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText, on: "paper")]).audit(glass))
    }

    /// The validator rejects what the schema rules out (so the check above can fail).
    @Test func theValidatorCatchesViolations() throws {
        let schema = try Self.schema()
        let validator = JSONSchemaValidator(root: schema)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(try ReportFormat.json.render(try ContrastAuditor().audit(.adaptedSystemUI)).utf8)) as? [String: Any])
        json["extra"] = 1
        var findings = try #require(json["findings"] as? [[String: Any]])
        findings[0]["status"] = "maybe"
        findings[0]["foregroundHex"] = "#fff"
        json["findings"] = findings
        json.removeValue(forKey: "summary")
        let errors = validator.errors(json, schema)
        #expect(errors.contains("$: unexpected extra"))
        #expect(errors.contains("$: missing summary"))
        #expect(errors.contains { $0.hasPrefix("$.findings[0].status: maybe not in enum") })
        #expect(errors.contains { $0.hasPrefix("$.findings[0].foregroundHex: #fff does not match") })
    }
}
