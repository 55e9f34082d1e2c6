extension DarkModeOption {
    /// Seed 002's stored `userInterfaceStyle` (UIKit's `UIUserInterfaceStyle` raw value):
    /// `0` or `nil` follow the system, `1` is light, `2` is dark. Any other value follows
    /// the system too, as seed 002's `default:` branch does.
    public init(userInterfaceStyle: Int?) {
        switch userInterfaceStyle {
        case 1: self = .off
        case 2: self = .on
        default: self = .auto
        }
    }

    /// The `userInterfaceStyle` value of this choice: auto 0, off (light) 1, on (dark) 2.
    /// Note that it is not `rawValue`: the two encodings disagree on 1 and 2.
    public var userInterfaceStyle: Int {
        switch self {
        case .auto: 0
        case .off: 1
        case .on: 2
        }
    }
}
