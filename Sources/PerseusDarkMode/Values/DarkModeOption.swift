/// The user's dark mode choice (seed 000, "Dark Mode option values").
///
/// The raw values are part of the contract: they are what apps persist (seed 001's settings
/// bundle stores `dark_mode_preference` as 0, 1 or 2) and must never change.
public enum DarkModeOption: Int, CaseIterable, Hashable, Sendable, Codable {
    /// Follow the system.
    case auto = 0
    /// Always dark.
    case on = 1
    /// Always light.
    case off = 2
}
