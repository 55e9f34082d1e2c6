/// One notification of the appearance service: the style it committed and why.
public struct AppearanceChange: Hashable, Sendable {
    /// What started the change.
    public enum Cause: Hashable, Sendable {
        /// ``DarkMode/makeUp()``: the app applied the user's choice.
        case manual
        /// ``DarkMode/systemStyleDidChange(to:)``: the system style really changed.
        case system
    }

    /// The style after the change.
    public let style: AppearanceStyle
    /// The user's choice the style was computed from.
    public let choice: DarkModeOption
    /// The system style the style was computed from.
    public let systemStyle: SystemStyle
    public let cause: Cause
    /// 1 for the service's first change, then 2, 3, …: the order of commits, which is the
    /// order every observer receives them in.
    public let sequence: UInt64
}

/// What ``DarkMode/systemStyleDidChange(to:)`` did with a report.
public enum SystemStyleReport: Hashable, Sendable {
    /// The style was recomputed and observers notified.
    case madeUp(AppearanceStyle)
    /// The system style was the one already known: nothing happened.
    case unchanged
    /// A manual change was being applied, so the report was dropped (the seed's
    /// `_changeManually` guard: in UIKit such a report is the echo of the manual change).
    case ignoredDuringManualChange
}
