import AuditModel
import Foundation

extension Baseline {
    /// Reads a baseline file.
    ///
    /// - Throws: ``InputFileError`` for a file that is not valid JSON, has no `schemaVersion`
    ///   or one not in `Baseline.readableSchemaVersions`, or does not have a baseline's fields.
    public static func read(_ path: String) throws(InputFileError) -> Baseline {
        let data = try JSONDocument.readData(path)
        let document: JSONValue
        do {
            document = try JSONParser.parse([UInt8](data))
        } catch {
            throw InputFileError(file: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        let version = try checkSchemaVersion(document, file: path)
        let root = JSONNode(document, file: path)
        guard let entries = try root.array("accepted") else { throw root.error(at: "accepted", "missing") }
        var accepted: [Entry] = []
        for entry in entries {
            let object = try entry.asObject()
            accepted.append(Entry(id: try object.string("id"), ratio: try number(object, "ratio")))
        }
        var colorVision: [ColorVisionEntry]?
        if let entries = try root.array("colorVision") {
            colorVision = []
            for entry in entries {
                let object = try entry.asObject()
                colorVision?.append(ColorVisionEntry(id: try object.string("id"), deltaE2000: try number(object, "deltaE2000")))
            }
        }
        return Baseline(
            schemaVersion: version, palette: try root.string("palette"), accepted: accepted,
            colorVision: colorVision)
    }

    /// The number member `key` of an entry.
    private static func number(_ object: JSONNode, _ key: String) throws(InputFileError) -> Double {
        guard let member = object[key] else { throw object.error(at: key, "missing") }
        guard let number = member.value.number else { throw member.error("expected a number, found \(member.value.kindName)") }
        return number
    }

    /// The document's `schemaVersion`; refuses one that is missing or not in `Baseline.readableSchemaVersions`.
    static func checkSchemaVersion(_ document: JSONValue, file: String) throws(InputFileError) -> Int {
        guard let root = document.object else {
            throw InputFileError(
                file: file, line: document.position.line, column: document.position.column,
                message: "not a baseline file: expected an object, found \(document.kindName)")
        }
        let readable = "this release reads baseline schemaVersion \(readableSchemaVersions.map(String.init).joined(separator: ", "))"
        guard let member = root.member("schemaVersion") else {
            throw InputFileError(
                file: file, keyPath: "schemaVersion", line: document.position.line, column: document.position.column,
                message: "missing; \(readable)")
        }
        let value = member.value
        guard let number = value.number else {
            throw InputFileError(
                file: file, keyPath: "schemaVersion", line: value.position.line, column: value.position.column,
                message: "expected a number, found \(value.kindName); \(readable)")
        }
        guard let version = Int(exactly: number), readableSchemaVersions.contains(version) else {
            throw InputFileError(
                file: file, keyPath: "schemaVersion", line: value.position.line, column: value.position.column,
                message: "\(Int(exactly: number).map(String.init) ?? "\(number)") is not supported; \(readable)")
        }
        return version
    }
}
