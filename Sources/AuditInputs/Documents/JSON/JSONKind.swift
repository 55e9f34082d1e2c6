import Foundation

/// What a value read by `JSONDocument` (or converted from YAML) is: decided from its type, and
/// printed as a noun phrase for messages (`expected a string, found an array`).
enum JSONKind: Hashable, Sendable, CustomStringConvertible {
    case null, boolean, number, string, array, object
    /// Anything else a Foundation object tree can hold (never produced by the readers).
    case unsupported

    init(of value: Any) {
        switch value {
        case is String: self = .string
        case is [Any]: self = .array
        case is [String: Any]: self = .object
        case is NSNull: self = .null
        case let number as NSNumber:
            // A boolean is an NSNumber too: its Objective-C type is `c` (and its class CFBoolean
            // where there is one).
            self = String(cString: number.objCType) == "c" || "\(type(of: number))".contains("Boolean") ? .boolean : .number
        default: self = .unsupported
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        case .unsupported: "an unsupported value"
        }
    }
}
