import Foundation

/// Expands the references of a design-token document before its tokens are read: JSON
/// Pointer references (`"$ref": "#/colors/blue"`, or into another file,
/// `"$ref": "./base/colors.json#/base/color"`) and group extensions (`"$extends": "{button}"`),
/// as the DTCG Format Module 2025.10 defines them ("Aliases / References", "Groups").
///
/// - A `$ref` is replaced by what it points to, itself expanded (a token keeps the `$type`
///   its groups gave it). Keys written beside it
///   override the target's, group by group (`"blue": {"$ref": "…/blue", "0": {…}}` keeps the
///   other blues and replaces `0`); a token's `$value` is replaced whole.
/// - `$extends` names a group in curly-brace form and works as a `$ref` to it; it must not
///   name a token. The JSON Schema form, `{"$extends": {"$ref": "./base.json"}}`, is read too.
/// - Files are relative to the file that names them and must lie in the input's folder
///   (``InputConfinement``); remote references are refused.
/// - A reference that points nowhere, or back into its own chain (with the chain named), is
///   an error at the key path that wrote it. `$extensions` are vendor data and left as they are.
/// - Expansion is bounded: at most ``maximumNodes`` values and ``maximumDepth`` references in
///   a chain, so a document that references itself into billions of nodes is refused.
enum JSONReferences {
    static let maximumNodes = 1_000_000
    static let maximumDepth = 64

    /// A parsed document as Foundation objects, its references expanded. A document that
    /// writes none is only converted: the walk that expansion takes is a tenth of the audit of
    /// a 50,000-token file, and without references it cannot grow (the document's own size is
    /// bounded by ``JSONDocument/maximumSize``).
    static func expand(_ value: JSONValue, file: String, confinement: InputConfinement) throws(InputFileError) -> Any {
        let document = value.foundationObject
        guard writesReferences(value) else { return document }
        return try expand(document, file: file, confinement: confinement)
    }

    /// Whether some object in `value` has a `$ref` or an `$extends` member: without one,
    /// expansion returns the document as it is.
    static func writesReferences(_ value: JSONValue) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next.kind {
            case .array(let elements):
                pending += elements
            case .object(let members):
                if members["$ref"] != nil || members["$extends"] != nil { return true }
                for member in members.members { pending.append(member.value) }
            case .null, .bool, .number, .string:
                break
            }
        }
        return false
    }

    static func expand(_ document: Any, file: String, confinement: InputConfinement) throws(InputFileError) -> Any {
        var expander = Expander(documents: [file: document], confinement: confinement)
        return try expander.expand(document, file: file, keyPath: "")
    }

    struct Expander {
        var documents: [String: Any]
        let confinement: InputConfinement
        var nodes = 0
        /// The references being expanded, outermost first, as `file#pointer`.
        var chain: [String] = []

        mutating func expand(_ value: Any, file: String, keyPath: String) throws(InputFileError) -> Any {
            nodes += 1
            guard nodes <= JSONReferences.maximumNodes else {
                throw InputFileError(
                    file: file, keyPath: keyPath,
                    message: "the document expands to more than \(JSONReferences.maximumNodes) values through its references")
            }
            if let array = value as? [Any] {
                var result: [Any] = []
                for (index, element) in array.enumerated() { result.append(try expand(element, file: file, keyPath: "\(keyPath)[\(index)]")) }
                return result
            }
            guard let object = value as? [String: Any] else { return value }
            func child(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }
            var target: Any?
            if let reference = object["$ref"] {
                guard let text = reference as? String else {
                    throw InputFileError(file: file, keyPath: child("$ref"), message: "expected a string (a JSON Pointer)")
                }
                target = try follow(text, from: file, keyPath: child("$ref"))
            } else if let extends = object["$extends"] as? [String: Any], extends.count == 1, let reference = extends["$ref"] as? String {
                // The JSON Schema form some tools write: {"$extends": {"$ref": "./base.json"}}.
                target = try follow(reference, from: file, keyPath: child("$extends.$ref"))
            } else if let extends = object["$extends"] {
                guard let text = extends as? String, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
                    throw InputFileError(file: file, keyPath: child("$extends"), message: "expected a group reference in braces, e.g. \"{button}\"")
                }
                let pointer = "#/" + text.dropFirst().dropLast().split(separator: ".").map { JSONPointer.escape(String($0)) }.joined(separator: "/")
                let group = try follow(pointer, from: file, keyPath: child("$extends"))
                if let group = group as? [String: Any], group["$value"] != nil {
                    throw InputFileError(file: file, keyPath: child("$extends"), message: "'\(text)' is a token; $extends names a group")
                }
                target = group
            }
            var result: [String: Any] = [:]
            // In key order, so that which reference of a cycle is named is always the same.
            for (key, element) in object.sorted(by: { $0.key < $1.key }) where key != "$ref" && key != "$extends" {
                // Vendor data is kept as written.
                result[key] = key == "$extensions" ? element : try expand(element, file: file, keyPath: child(key))
            }
            guard let target else { return result }
            if result.isEmpty { return target }
            guard let base = target as? [String: Any] else {
                throw InputFileError(file: file, keyPath: child("$ref"), message: "points to a value that is not an object, yet keys are written beside it")
            }
            return JSONReferences.merge(base, result)
        }

        /// What a reference points to, expanded.
        mutating func follow(_ reference: String, from file: String, keyPath: String) throws(InputFileError) -> Any {
            guard !reference.contains("://") else {
                throw InputFileError(file: file, keyPath: keyPath, message: "\(InputExcerpt.quoted(reference)): remote references are not followed")
            }
            let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? file : try confinement.path(of: parts[0], from: file, keyPath: keyPath)
            let pointer = parts.count == 2 ? parts[1] : ""
            let key = "\(target)#\(pointer)"
            if let start = chain.firstIndex(of: key) {
                // Named short: `#/a` in this file, `colors.json#/a` in another.
                let names = (chain[start...] + [key]).map { entry -> String in
                    let parts = entry.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let pointer = "#" + (parts.count == 2 ? parts[1] : "")
                    return parts[0] == file ? pointer : URL(fileURLWithPath: parts[0]).lastPathComponent + pointer
                }
                throw InputFileError(file: file, keyPath: keyPath, message: "reference cycle: " + names.joined(separator: " → "))
            }
            guard chain.count < JSONReferences.maximumDepth else {
                throw InputFileError(file: file, keyPath: keyPath, message: "references nested more than \(JSONReferences.maximumDepth) deep")
            }
            let document: Any
            if let known = documents[target] {
                document = known
            } else {
                do {
                    document = try JSONDocument.read(target)
                } catch {
                    throw InputFileError(file: file, keyPath: keyPath, message: "\(InputExcerpt.quoted(reference)): \(error.message)")
                }
                documents[target] = document
            }
            var value = document
            // The `$type` the target inherits from its groups: a token copied by reference keeps it.
            var inheritedType: Any?
            guard let tokens = JSONPointer.tokens(pointer) else {
                throw InputFileError(file: file, keyPath: keyPath, message: "\(InputExcerpt.quoted(reference)): a JSON Pointer starts with '/'")
            }
            for component in tokens {
                // A group on the way that is itself a reference holds what it points to.
                if let object = value as? [String: Any], object["$ref"] != nil || object["$extends"] != nil {
                    chain.append(key)
                    defer { chain.removeLast() }
                    value = try expand(object, file: target, keyPath: keyPath)
                }
                guard let next = JSONPointer.child(component, of: value) else {
                    throw InputFileError(file: file, keyPath: keyPath, message: "\(InputExcerpt.quoted(reference)): the pointer names nothing in \(target)")
                }
                if let type = (value as? [String: Any])?["$type"] { inheritedType = type }
                value = next
            }
            chain.append(key)
            defer { chain.removeLast() }
            let expanded = try expand(value, file: target, keyPath: pointer.isEmpty ? "" : pointer.dropFirst().replacingOccurrences(of: "/", with: "."))
            if var token = expanded as? [String: Any], token["$value"] != nil, token["$type"] == nil, let inheritedType {
                token["$type"] = inheritedType
                return token
            }
            return expanded
        }
    }

    /// `override` over `base`: groups merged key by key, anything else (a token's `$value`
    /// included) replaced.
    static func merge(_ base: [String: Any], _ override: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in override {
            if key != "$value", let inner = value as? [String: Any], let existing = result[key] as? [String: Any] {
                result[key] = merge(existing, inner)
            } else {
                result[key] = value
            }
        }
        return result
    }

}
