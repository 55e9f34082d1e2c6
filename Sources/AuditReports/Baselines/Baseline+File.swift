import AuditModel
import Foundation

extension Baseline {
    /// The baseline as its file holds it.
    public func json() -> String {
        let lines = accepted.map { entry in
            "    { \"id\" : \(Self.quoted(entry.id)), \"ratio\" : \(entry.ratio) }"
        }
        var text = "{\n  \"schemaVersion\" : \(schemaVersion),\n  \"palette\" : \(Self.quoted(palette)),\n  \"accepted\" : [\n"
            + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]"
        if let colorVision {
            let vision = colorVision.map { "    { \"id\" : \(Self.quoted($0.id)), \"deltaE2000\" : \($0.deltaE2000) }" }
            text += ",\n  \"colorVision\" : [\n" + vision.joined(separator: ",\n") + (vision.isEmpty ? "" : "\n") + "  ]"
        }
        return text + "\n}\n"
    }

    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
