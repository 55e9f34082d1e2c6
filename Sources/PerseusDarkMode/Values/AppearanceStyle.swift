/// The appearance an app shows: the decision of the dark mode table (seed 000,
/// "Appearance style").
public enum AppearanceStyle: Int, CaseIterable, Hashable, Sendable, Codable {
    case light = 0
    case dark = 1
}

/// The style used when neither the user nor the system decides: light (seed 000).
public let DARK_MODE_STYLE_DEFAULT = AppearanceStyle.light
