import Foundation
import Yams

/// Reads a YAML file into the values a JSON file gives (``JSONValue``, each with its line and
/// column), without letting the file decide how much work that is.
///
/// The document is *composed* (parsed into nodes, aliases pointing at their anchors), never
/// *constructed* by Yams, whose constructor traps on a mapping key that is not a scalar
/// (`? ?`, `[a]: b`) and expands aliases without bound; and such keys are refused before Yams
/// composes (`YAMLKeyScreen`), since its duplicate-key check hashes them through every alias
/// they expand to. Then this type converts the nodes
/// itself, with limits: mapping keys must be scalars, at most ``maximumNodes`` nodes are
/// visited with aliases counted as often as they are used (a 400-byte "billion laughs" file is
/// refused at once instead of growing past gigabytes), and nesting is at most
/// ``maximumDepth`` deep. Every refusal is an ``InputFileError`` with the line and column.
enum YAMLDocument {
    /// Nodes visited, aliases included as expanded: far more than any rules file needs (one
    /// pairing is about five), and visited in well under a second even in a debug build.
    static let maximumNodes = 100_000
    static let maximumDepth = 64

    /// The file's value, every value with the line and column of its node.
    static func read(_ path: String) throws(InputFileError) -> JSONValue {
        let data = try JSONDocument.readData(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputFileError(file: path, message: "is not UTF-8 text")
        }
        if let key = YAMLKeyScreen.firstNonScalarKey(in: text) {
            let note = YAMLLineBreak.containsUncommonBreaks(Array(text.utf8)) ? YAMLLineBreak.countingNote : ""
            throw InputFileError(
                file: path, line: key.line, column: key.column, message: "a mapping key must be a plain value, not \(key.description)\(note)")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, file: path)
        } catch {
            throw InputFileError(file: path, message: "invalid YAML: \(error)")
        }
        guard let root else { throw InputFileError(file: path, message: "is empty") }
        var budget = maximumNodes
        return try convert(root, file: path, path: "", depth: 0, budget: &budget)
    }

    static func yamlError(_ error: YamlError, file: String) -> InputFileError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return InputFileError(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
        case .reader(let problem, let offset, let value, let yaml):
            // Yams's own text for this case quotes the source with a caret line: one line here.
            let (line, column) = offset.map { YAMLLineBreak.location(in: Array(yaml.utf8), atOffset: $0) } ?? (nil, nil)
            return InputFileError(
                file: file, line: line, column: column,
                message: "invalid YAML: \(problem)\(value >= 0 ? " (#\(String(value, radix: 16, uppercase: true)))" : "")")
        case .duplicatedKeysInMapping(let duplicates, _):
            return InputFileError(file: file, message: "invalid YAML: duplicated keys \(duplicates.joined(separator: ", "))")
        default:
            return InputFileError(file: file, message: "invalid YAML: \(error)")
        }
    }

    static func convert(_ node: Node, file: String, path: String, depth: Int, budget: inout Int) throws(InputFileError) -> JSONValue {
        func error(_ message: String, at node: Node) -> InputFileError {
            InputFileError(file: file, keyPath: path, line: node.mark?.line, column: node.mark?.column, message: message)
        }
        // A composed node always has its mark; the start of the file stands in otherwise.
        let position = JSONPosition(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        func value(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind: kind, position: position) }
        budget -= 1
        guard budget >= 0 else {
            throw error("the document expands to more than \(maximumNodes) nodes (aliases counted each time they are used)", at: node)
        }
        guard depth <= maximumDepth else { throw error("nested more than \(maximumDepth) levels deep", at: node) }
        switch node {
        case .scalar:
            switch node.tag.rawValue {
            case Tag.Name.null.rawValue: return value(.null)
            case Tag.Name.bool.rawValue: return value(node.bool.map { .bool($0) } ?? .string(node.string ?? ""))
            case Tag.Name.int.rawValue:
                return value(node.int.map { .number(Double($0)) } ?? node.float.map { .number($0) } ?? .string(node.string ?? ""))
            case Tag.Name.float.rawValue: return value(node.float.map { .number($0) } ?? .string(node.string ?? ""))
            default: return value(.string(node.string ?? ""))
            }
        case .mapping(let mapping):
            var members: [JSONMembers.Member] = []
            var seen = Set<String>()
            for (key, element) in mapping {
                guard case .scalar(let scalar) = key else {
                    throw InputFileError(
                        file: file, keyPath: path, line: key.mark?.line, column: key.mark?.column,
                        message: "a mapping key must be a plain value, not a \(key.mapping != nil ? "mapping" : key.sequence != nil ? "sequence" : "node of another kind")")
                }
                let name = scalar.string
                let child = path.isEmpty ? name : "\(path).\(name)"
                guard seen.insert(name).inserted else {
                    throw InputFileError(file: file, keyPath: child, line: key.mark?.line, column: key.mark?.column, message: "duplicate key")
                }
                members.append(JSONMembers.Member(
                    key: name, keyPosition: JSONPosition(line: key.mark?.line ?? position.line, column: key.mark?.column ?? position.column),
                    value: try convert(element, file: file, path: child, depth: depth + 1, budget: &budget)))
            }
            return value(.object(JSONMembers(members: members)))
        case .sequence(let sequence):
            var elements: [JSONValue] = []
            for (index, element) in sequence.enumerated() {
                elements.append(try convert(element, file: file, path: "\(path)[\(index)]", depth: depth + 1, budget: &budget))
            }
            return value(.array(elements))
        case .alias:
            throw error("an alias to an anchor that is not defined", at: node)
        }
    }
}
