import Foundation

extension Notification.Name {
    /// Posted on `NotificationCenter.default` after every change of a ``DarkMode`` created
    /// with `postsNotifications: true` (``AppearanceService/shared`` is), as in seed 004's
    /// `styleUpdated` pattern. The object is the service; `userInfo` holds the new style
    /// under ``StyleNotification/styleKey`` and the ``AppearanceChange`` under
    /// ``StyleNotification/changeKey``.
    public static let styleUpdated = Notification.Name("styleUpdated")
}

/// Keys and posting of `Notification.Name.styleUpdated`.
public enum StyleNotification {
    /// `userInfo` key of the new ``AppearanceStyle``.
    public static let styleKey = "style"
    /// `userInfo` key of the ``AppearanceChange``.
    public static let changeKey = "change"

    static func post(_ change: AppearanceChange, from darkMode: DarkMode) {
        NotificationCenter.default.post(
            name: .styleUpdated, object: darkMode,
            userInfo: [styleKey: change.style, changeKey: change])
    }

    /// The style carried by a `styleUpdated` notification.
    public static func style(of notification: Notification) -> AppearanceStyle? {
        notification.userInfo?[styleKey] as? AppearanceStyle
    }
}
