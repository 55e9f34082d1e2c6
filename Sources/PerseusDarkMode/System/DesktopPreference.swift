/// Parsers for the ways a Linux desktop states its color-scheme preference. Each takes the
/// text a command printed, so they are tested without a desktop.
public enum DesktopPreference {
    /// The XDG desktop portal's `org.freedesktop.appearance color-scheme`, as
    /// `gdbus call … org.freedesktop.portal.Settings.Read` prints it, e.g. `(<<uint32 1>>,)`:
    /// 1 prefer dark, 2 prefer light, 0 no preference (XDG Desktop Portal, Settings).
    public static func parsePortalColorScheme(_ output: String) -> SystemStyle {
        guard let range = output.range(of: "uint32") else { return .unspecified }
        let digits = output[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
        switch Int(digits) {
        case 1: return .dark
        case 2: return .light
        default: return .unspecified
        }
    }

    /// GNOME's `gsettings get org.gnome.desktop.interface color-scheme`: `'prefer-dark'`,
    /// `'prefer-light'` or `'default'` (no preference).
    public static func parseGSettingsColorScheme(_ output: String) -> SystemStyle {
        let value = output.filter { $0 != "'" && $0 != "\"" && !$0.isWhitespace }
        switch value {
        case "prefer-dark": return .dark
        case "prefer-light": return .light
        default: return .unspecified
        }
    }

    /// The `GTK_THEME` environment variable: a theme name with an optional `:variant`;
    /// `Adwaita:dark` prefers dark. Without a variant it states no preference.
    public static func parseGTKTheme(_ value: String?) -> SystemStyle {
        guard let value, let colon = value.lastIndex(of: ":") else { return .unspecified }
        switch value[value.index(after: colon)...].lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: return .unspecified
        }
    }
}
