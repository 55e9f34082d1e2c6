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
        try checkSchemaVersion(document, file: path)
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw InputFileError(file: path, message: "not a baseline file: \(error)")
        }
    }

    /// Refuses a document whose `schemaVersion` is missing or not in `Baseline.readableSchemaVersions`.
    static func checkSchemaVersion(_ document: JSONValue, file: String) throws(InputFileError) {
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
    }
}
