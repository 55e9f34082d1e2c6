internal import _PerseusLocking

/// A node in a tree of appearance scopes, as UIKit's `overrideUserInterfaceStyle` works
/// on windows, view controllers and views (seed 003): a node's override applies to its
/// whole subtree, and a node without one inherits its parent's style. The root inherits
/// from a ``DarkMode`` service.
///
/// ```swift
/// let window = AppearanceNode(darkMode: AppearanceService.shared)
/// let sheet = window.addChild(override: .dark)
/// let preview = sheet.addChild()              // dark, from the sheet
/// ```
///
/// Children hold their parent strongly and parents do not hold children, so a subtree goes
/// away when nothing references it.
public final class AppearanceNode: Sendable {
    private enum Base: Sendable {
        case service(DarkMode)
        case parent(AppearanceNode)
    }

    private let base: Base
    private let storedOverride: Locked<AppearanceStyle?>

    /// A root node that inherits the service's style.
    public init(darkMode: DarkMode, override: AppearanceStyle? = nil) {
        base = .service(darkMode)
        storedOverride = Locked(override)
    }

    private init(parent: AppearanceNode, override: AppearanceStyle?) {
        base = .parent(parent)
        storedOverride = Locked(override)
    }

    /// A child of this node; `nil` override inherits (UIKit's `.unspecified`).
    public func addChild(override: AppearanceStyle? = nil) -> AppearanceNode {
        AppearanceNode(parent: self, override: override)
    }

    /// This node's own override; `nil` inherits.
    public var override: AppearanceStyle? {
        get { storedOverride.withLock { $0 } }
        set { storedOverride.withLock { $0 = newValue } }
    }

    /// The parent, or `nil` for a root.
    public var parent: AppearanceNode? {
        if case .parent(let parent) = base { return parent }
        return nil
    }

    /// The style in effect here: the nearest override on the way to the root, else the
    /// service's style.
    public var effectiveStyle: AppearanceStyle {
        var node = self
        while true {
            if let style = node.override { return style }
            switch node.base {
            case .service(let darkMode): return darkMode.style
            case .parent(let parent): node = parent
            }
        }
    }
}
