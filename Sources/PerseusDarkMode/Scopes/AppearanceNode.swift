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
/// away when nothing references it — however deep: releasing a chain of a million nodes
/// tears it down in a loop, not by recursion.
public final class AppearanceNode: Sendable {
    /// The root's service (every node keeps it, so the chain need not be walked for it).
    private let darkMode: DarkMode
    /// The parent. Written only by `init` and `deinit` (which takes it to tear the chain down
    /// without recursion), never while another reference to this node exists.
    nonisolated(unsafe) private var parentLink: AppearanceNode?
    private let storedOverride: Locked<AppearanceStyle?>

    /// A root node that inherits the service's style.
    public init(darkMode: DarkMode, override: AppearanceStyle? = nil) {
        self.darkMode = darkMode
        parentLink = nil
        storedOverride = Locked(override)
    }

    private init(parent: AppearanceNode, override: AppearanceStyle?) {
        darkMode = parent.darkMode
        parentLink = parent
        storedOverride = Locked(override)
    }

    deinit {
        // Releasing the parent here would run its deinit inside this one, and so on up the
        // chain: a stack overflow for a long chain. Instead, each parent held only by the node
        // being released has its own parent taken before it goes.
        var next = parentLink
        parentLink = nil
        while var node = next {
            next = nil
            if isKnownUniquelyReferenced(&node) {
                next = node.parentLink
                node.parentLink = nil
            }
        }
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
    public var parent: AppearanceNode? { parentLink }

    /// The style in effect here: the nearest override on the way to the root, else the
    /// service's style.
    public var effectiveStyle: AppearanceStyle {
        var node = self
        while true {
            if let style = node.override { return style }
            guard let parent = node.parentLink else { return darkMode.style }
            node = parent
        }
    }
}
