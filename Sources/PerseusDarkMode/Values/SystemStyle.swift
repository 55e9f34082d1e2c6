/// What the system says its appearance is (seed 000, "Dark Mode System values"); UIKit's
/// `UIUserInterfaceStyle` has the same three cases and raw values.
public enum SystemStyle: Int, CaseIterable, Hashable, Sendable, Codable {
    /// The system gives no preference (before iOS 13, or a desktop without one).
    case unspecified = 0
    case light = 1
    case dark = 2
}
