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

    /// A parsed document, its references expanded. A document that writes none is returned
    /// as it is: the walk that expansion takes is a tenth of the audit of a 50,000-token file,
    /// and without references it cannot grow (the document's own size is bounded by
    /// ``JSONDocument/maximumSize``).
    ///
    /// A value copied from the same file keeps its position; one copied from another file
    /// takes the position of the reference that brought it, so an error in it names a line
    /// of the file being read.
    static func expand(_ value: JSONValue, file: String, confinement: InputConfinement) throws(InputFileError) -> JSONValue {
        guard writesReferences(value) else { return value }
        var expander = Expander(documents: [file: value], confinement: confinement)
        return try expander.expand(JSONNode(value, file: file))
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

    struct Expander {
        var documents: [String: JSONValue]
        let confinement: InputConfinement
        var nodes = 0
        /// The references being expanded, outermost first, as `file#pointer`.
        var chain: [String] = []

        mutating func expand(_ node: JSONNode) throws(InputFileError) -> JSONValue {
            nodes += 1
            guard nodes <= JSONReferences.maximumNodes else {
                throw node.error("the document expands to more than \(JSONReferences.maximumNodes) values through its references")
            }
            if let elements = node.elements {
                var result: [JSONValue] = []
                for element in elements { result.append(try expand(element)) }
                return JSONValue(kind: .array(result), position: node.position)
            }
            guard let object = node.value.object else { return node.value }
            var target: JSONValue?
            if let reference = node["$ref"] {
                guard let text = reference.value.string else { throw reference.error("expected a string (a JSON Pointer)") }
                target = try follow(text, from: reference)
            } else if let extends = node["$extends"], extends.keys == ["$ref"], let reference = extends["$ref"], let text = reference.value.string {
                // The JSON Schema form some tools write: {"$extends": {"$ref": "./base.json"}}.
                target = try follow(text, from: reference)
            } else if let extends = node["$extends"] {
                guard let text = extends.value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
                    throw extends.error("expected a group reference in braces, e.g. \"{button}\"")
                }
                let pointer = "#/" + text.dropFirst().dropLast().split(separator: ".").map { JSONPointer.escape(String($0)) }.joined(separator: "/")
                let group = try follow(pointer, from: extends)
                if group.object?["$value"] != nil {
                    throw extends.error("'\(text)' is a token; $extends names a group")
                }
                target = group
            }
            // In key order, so that which reference of a cycle is named is always the same;
            // kept in the order written.
            var expanded: [String: JSONValue] = [:]
            for key in object.keys.sorted() where key != "$ref" && key != "$extends" {
                // Vendor data is kept as written.
                expanded[key] = key == "$extensions" ? object[key]! : try expand(node[key]!)
            }
            let result = JSONValue(
                kind: .object(JSONMembers(members: object.members.compactMap { member in
                    guard let value = expanded.removeValue(forKey: member.key) else { return nil }
                    return JSONMembers.Member(key: member.key, keyPosition: object.member(member.key)!.keyPosition, value: value)
                })),
                position: node.position)
            guard let target else { return result }
            if result.object!.count == 0 { return target }
            guard target.object != nil else {
                throw node.error(at: "$ref", "points to a value that is not an object, yet keys are written beside it")
            }
            return JSONReferences.merge(target, result)
        }

        /// What a reference points to, expanded; `reference` is where it is written.
        mutating func follow(_ text: String, from reference: JSONNode) throws(InputFileError) -> JSONValue {
            let file = reference.file
            guard !text.contains("://") else {
                throw reference.error("\(InputExcerpt.quoted(text)): remote references are not followed")
            }
            let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? file : try confinement.path(of: parts[0], from: file, keyPath: reference.keyPath, at: reference.position)
            let pointer = parts.count == 2 ? parts[1] : ""
            let key = "\(target)#\(pointer)"
            if let start = chain.firstIndex(of: key) {
                // Named short: `#/a` in this file, `colors.json#/a` in another.
                let names = (chain[start...] + [key]).map { entry -> String in
                    let parts = entry.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let pointer = "#" + (parts.count == 2 ? parts[1] : "")
                    return parts[0] == file ? pointer : URL(fileURLWithPath: parts[0]).lastPathComponent + pointer
                }
                throw reference.error("reference cycle: " + names.joined(separator: " → "))
            }
            guard chain.count < JSONReferences.maximumDepth else {
                throw reference.error("references nested more than \(JSONReferences.maximumDepth) deep")
            }
            let document: JSONValue
            if let known = documents[target] {
                document = known
            } else {
                do {
                    document = try JSONDocument.readValue(target)
                } catch {
                    throw reference.error("\(InputExcerpt.quoted(text)): \(error.message)")
                }
                documents[target] = document
            }
            var value = JSONNode(document, file: target)
            // The `$type` the target inherits from its groups: a token copied by reference keeps it.
            var inheritedType: JSONValue?
            guard let tokens = JSONPointer.tokens(pointer) else {
                throw reference.error("\(InputExcerpt.quoted(text)): a JSON Pointer starts with '/'")
            }
            for component in tokens {
                // A group on the way that is itself a reference holds what it points to.
                if value.has("$ref") || value.has("$extends") {
                    chain.append(key)
                    defer { chain.removeLast() }
                    value = JSONNode(try expand(JSONNode(value.value, file: target, keyPath: reference.keyPath)), file: target, keyPath: value.keyPath)
                }
                guard let next = JSONPointer.child(component, of: value.value) else {
                    throw reference.error("\(InputExcerpt.quoted(text)): the pointer names nothing in \(target)")
                }
                if let type = value.value.object?["$type"] { inheritedType = type }
                value = JSONNode(next, file: target, keyPath: value.keyPath.isEmpty ? component : "\(value.keyPath).\(component)")
            }
            chain.append(key)
            defer { chain.removeLast() }
            var expanded = try expand(value)
            if expanded.object?["$value"] != nil, expanded.object?["$type"] == nil, let inheritedType {
                expanded = expanded.setting("$type", to: inheritedType)
            }
            // What another file holds is reported where the reference is written.
            return target == file ? expanded : expanded.relocated(to: reference.position)
        }
    }

    /// `override` over `base` (both objects): groups merged key by key, anything else (a
    /// token's `$value` included) replaced.
    static func merge(_ base: JSONValue, _ override: JSONValue) -> JSONValue {
        guard let overriding = override.object else { return override }
        var result = base
        for member in overriding.members {
            if member.key != "$value", member.value.object != nil, let existing = result.object?[member.key], existing.object != nil {
                result = result.setting(member.key, to: merge(existing, member.value))
            } else {
                result = result.setting(member.key, to: member.value)
            }
        }
        return result
    }
}
