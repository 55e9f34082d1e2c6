import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import ContrastAudit

/// The JSON report against its JSON Schema (Sources/ContrastAudit/Reports/report.schema.json),
/// for reports of every kind: a built-in palette, an asset catalog with unresolved colors and
/// incomplete pairs, an audit that checked nothing, a baseline, a translucent background.
///
/// The validator below implements the keywords the schema uses (draft 2020-12): `type`,
/// `required`, `properties`, `additionalProperties`, `items`, `minItems`, `enum`, `const`,
/// `minimum`, `exclusiveMinimum`, `maximum`, `pattern`, `$ref` to `#/$defs`.
@Suite struct ReportSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Validator {
        let root: [String: Any]

        func errors(_ value: Any, _ schema: [String: Any], at path: String = "$") -> [String] {
            var schema = schema
            if let ref = schema["$ref"] as? String, ref.hasPrefix("#/$defs/"),
                let defs = root["$defs"] as? [String: Any], let target = defs[String(ref.dropFirst(8))] as? [String: Any]
            {
                schema = target
            }
            var errors: [String] = []
            if let type = schema["type"] {
                let types = (type as? [String]) ?? [(type as? String) ?? ""]
                if !types.contains(where: { Self.matches(value, $0) }) { return ["\(path): not \(types)"] }
            }
            if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.equal($0, value) }) { errors.append("\(path): \(value) not in enum") }
            if let constant = schema["const"], !Self.equal(constant, value) { errors.append("\(path): \(value) is not \(constant)") }
            if let number = value as? NSNumber, !(value is Bool) {
                if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number.doubleValue < minimum { errors.append("\(path): below \(minimum)") }
                if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number.doubleValue > maximum { errors.append("\(path): above \(maximum)") }
                if let bound = (schema["exclusiveMinimum"] as? NSNumber)?.doubleValue, number.doubleValue <= bound { errors.append("\(path): not above \(bound)") }
            }
            if let pattern = schema["pattern"] as? String, let text = value as? String,
                text.range(of: pattern, options: .regularExpression) == nil
            {
                errors.append("\(path): \(text) does not match \(pattern)")
            }
            if let object = value as? [String: Any] {
                let properties = schema["properties"] as? [String: Any] ?? [:]
                for key in schema["required"] as? [String] ?? [] where object[key] == nil { errors.append("\(path): missing \(key)") }
                for (key, element) in object {
                    if let property = properties[key] as? [String: Any] {
                        errors += self.errors(element, property, at: "\(path).\(key)")
                    } else if let extra = schema["additionalProperties"] {
                        if extra as? Bool == false { errors.append("\(path): unexpected \(key)") }
                        if let extraSchema = extra as? [String: Any] { errors += self.errors(element, extraSchema, at: "\(path).\(key)") }
                    }
                }
            }
            if let array = value as? [Any], let least = (schema["minItems"] as? NSNumber)?.intValue, array.count < least {
                errors.append("\(path): fewer than \(least) items")
            }
            if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() { errors += self.errors(element, items, at: "\(path)[\(index)]") }
            }
            return errors
        }

        static func matches(_ value: Any, _ type: String) -> Bool {
            switch type {
            case "object": return value is [String: Any]
            case "array": return value is [Any]
            case "string": return value is String
            case "null": return value is NSNull
            case "boolean": return JSONKind.isBool(value)
            case "number": return value is NSNumber && !JSONKind.isBool(value)
            case "integer": return (value as? NSNumber).map { !JSONKind.isBool(value) && $0.doubleValue == $0.doubleValue.rounded() } ?? false
            default: return false
            }
        }

        static func equal(_ a: Any, _ b: Any) -> Bool {
            if let a = a as? String, let b = b as? String { return a == b }
            if JSONKind.isBool(a) || JSONKind.isBool(b) { return JSONKind.isBool(a) && JSONKind.isBool(b) && (a as? Bool) == (b as? Bool) }
            if let a = a as? NSNumber, let b = b as? NSNumber { return a.doubleValue == b.doubleValue }
            return false
        }
    }

    enum JSONKind {
        static func isBool(_ value: Any) -> Bool {
            guard let number = value as? NSNumber else { return false }
            return String(cString: number.objCType) == "c" || "\(type(of: number))".contains("Boolean")
        }
    }

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("Sources/ContrastAudit/Reports/report.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func check(_ report: AuditReport, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let schema = try Self.schema()
        let json = try JSONSerialization.jsonObject(with: Data(try ReportFormat.json.render(report).utf8))
        let errors = Validator(root: schema).errors(json, schema)
        #expect(errors.isEmpty, "\(errors.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func reportsOfEveryKindMatchTheSchema() throws {
        try Self.check(try ContrastAuditor().audit(.appleIOS13))
        let app = Self.root.appendingPathComponent("Tests/ContrastAuditTests/Fixtures/Xcode/App.xcassets").path
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
        let validator = Validator(root: schema)
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
