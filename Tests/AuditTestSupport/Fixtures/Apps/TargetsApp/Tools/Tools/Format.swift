import Foundation

// Built by Tools.xcodeproj, which the workspace lists and this checkout does not have.
enum Format {
    static func title(_ text: String) -> String { text.capitalized }
}
