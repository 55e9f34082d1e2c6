import Foundation

/// A JSON Schema validator for the schemas the tests keep: the JSON report's own
/// (draft 2020-12, `$defs`) and OASIS's SARIF 2.1.0 schema (draft-04, `definitions`).
///
/// It implements the validation keywords those schemas use — `type`, `enum`, `const`,
/// `properties`, `additionalProperties`, `required`, `items`, `minItems`, `uniqueItems`,
/// `minimum`, `maximum`, `exclusiveMinimum` (2020-12's number form), `pattern`, `anyOf`,
/// `oneOf`, `format` (`uri`, `uri-reference`, `date-time`) and `$ref` to the document's own
/// definitions — and reports any other keyword as an error rather than ignoring it, so a
/// schema that asks for more than the validator checks fails the test instead of passing it.
struct JSONSchemaValidator {
    let root: [String: Any]

    /// Keywords that only describe or annotate: nothing to check.
    static let annotations: Set<String> = ["$schema", "$id", "id", "title", "description", "default", "definitions", "$defs", "$comment"]
    static let validations: Set<String> = [
        "type", "enum", "const", "properties", "additionalProperties", "required", "items", "minItems", "uniqueItems",
        "minimum", "maximum", "exclusiveMinimum", "pattern", "anyOf", "oneOf", "format", "$ref",
    ]

    /// Every violation of `schema` by `value`, each prefixed with its JSON path (`$.runs[0]…`).
    func errors(_ value: Any, _ schema: [String: Any], at path: String = "$") -> [String] {
        var schema = schema
        if let ref = schema["$ref"] as? String {
            guard let target = resolve(ref) else { return ["\(path): unresolvable $ref \(ref)"] }
            schema = target
        }
        var errors: [String] = []
        for keyword in schema.keys where !Self.annotations.contains(keyword) && !Self.validations.contains(keyword) {
            errors.append("\(path): the validator does not implement '\(keyword)'")
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [(type as? String) ?? ""]
            if !types.contains(where: { Self.matches(value, $0) }) { return errors + ["\(path): not \(types)"] }
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { Self.equal($0, value) }) { errors.append("\(path): \(value) not in enum") }
        if let constant = schema["const"], !Self.equal(constant, value) { errors.append("\(path): \(value) is not \(constant)") }
        if let number = value as? NSNumber, !Self.isBool(value) {
            if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number.doubleValue < minimum { errors.append("\(path): below \(minimum)") }
            if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number.doubleValue > maximum { errors.append("\(path): above \(maximum)") }
            if let bound = schema["exclusiveMinimum"] {
                guard let bound = (bound as? NSNumber), !Self.isBool(bound) else { return errors + ["\(path): draft-04's boolean exclusiveMinimum is not implemented"] }
                if number.doubleValue <= bound.doubleValue { errors.append("\(path): not above \(bound)") }
            }
        }
        if let text = value as? String {
            if let pattern = schema["pattern"] as? String, text.range(of: pattern, options: .regularExpression) == nil {
                errors.append("\(path): \(text) does not match \(pattern)")
            }
            if let format = schema["format"] as? String, let problem = Self.formatProblem(text, format) {
                errors.append("\(path): \(text) is not a \(format) (\(problem))")
            }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { errors.append("\(path): missing \(key)") }
            for (key, element) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] as? [String: Any] {
                    errors += self.errors(element, property, at: "\(path).\(key)")
                } else if let extra = schema["additionalProperties"] {
                    if extra as? Bool == false { errors.append("\(path): unexpected \(key)") }
                    if let extraSchema = extra as? [String: Any] { errors += self.errors(element, extraSchema, at: "\(path).\(key)") }
                }
            }
        }
        if let array = value as? [Any] {
            if let least = (schema["minItems"] as? NSNumber)?.intValue, array.count < least { errors.append("\(path): fewer than \(least) items") }
            if schema["uniqueItems"] as? Bool == true {
                let encoded = array.map(Self.canonical)
                if Set(encoded).count != encoded.count { errors.append("\(path): items are not unique") }
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() { errors += self.errors(element, items, at: "\(path)[\(index)]") }
            }
        }
        if let options = schema["anyOf"] as? [[String: Any]], !options.contains(where: { self.errors(value, $0, at: path).isEmpty }) {
            errors.append("\(path): matches none of anyOf")
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let matching = options.filter { self.errors(value, $0, at: path).isEmpty }.count
            if matching != 1 { errors.append("\(path): matches \(matching) of oneOf, not exactly one") }
        }
        return errors
    }

    /// The schema `#/definitions/x` or `#/$defs/x` names in this document.
    func resolve(_ reference: String) -> [String: Any]? {
        for prefix in ["#/definitions/", "#/$defs/"] where reference.hasPrefix(prefix) {
            let container = root[String(prefix.dropFirst(2).dropLast())] as? [String: Any]
            return container?[String(reference.dropFirst(prefix.count))] as? [String: Any]
        }
        return nil
    }

    /// Why `text` is not of `format`, or `nil` when it is. `uri` needs a scheme (RFC 3986's
    /// absolute URI); `uri-reference` may be relative; both must parse as a URI (no space, no
    /// unescaped `%`). `date-time` is RFC 3339's.
    static func formatProblem(_ text: String, _ format: String) -> String? {
        switch format {
        case "uri", "uri-reference":
            guard let url = URL(string: text), !text.contains(" ") else { return "does not parse as a URI" }
            if format == "uri", url.scheme == nil { return "no scheme" }
            return nil
        case "date-time":
            return text.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$"#, options: .regularExpression) == nil ? "not RFC 3339" : nil
        default:
            return "the validator does not implement this format"
        }
    }

    static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return isBool(value)
        case "number": return value is NSNumber && !isBool(value)
        case "integer": return (value as? NSNumber).map { !isBool(value) && $0.doubleValue == $0.doubleValue.rounded() } ?? false
        default: return false
        }
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if isBool(a) || isBool(b) { return isBool(a) && isBool(b) && (a as? Bool) == (b as? Bool) }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a.doubleValue == b.doubleValue }
        return false
    }

    static func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c" || "\(type(of: number))".contains("Boolean")
    }

    /// A value as canonical JSON text (sorted keys), for `uniqueItems`.
    static func canonical(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }
}
