import AuditModel

/// The colors a class's code sets on views that a storyboard or XIB also describes, by the
/// class and the path its code reaches the view by: `nameLabel.textColor = …` in
/// `ProfileViewController` is `(ProfileViewController, nameLabel)`, a cell's
/// `contentView.backgroundColor` is `(Cell, contentView)`, a view's own `backgroundColor`
/// is `(View, "")`.
///
/// Code runs after the document is loaded (`awakeFromNib`, `viewDidLoad`, a cell's
/// configuration), so a color the code sets replaces the one the document records; when
/// the code sets several (one per state), each is drawn.
struct CodeColors {
    struct Key: Hashable {
        /// The class whose code sets the color.
        let type: String
        /// The path from that class to the view (`""` for the class's own view).
        let path: String
    }

    /// What a color is for, so that code replaces only what the document set for the same
    /// thing: text, a tint, a button's title, a placeholder, a border.
    enum Slot: Hashable {
        case text, tint, title, placeholder, border, other(String)

        /// The slot of a UIKit property or call as the code reader names it.
        init(code how: String) {
            switch how {
            case "textColor", "attributedText", "attributedStringValue": self = .text
            case "tintColor", "onTintColor", "selectedSegmentTintColor", "progressTintColor", "currentPageIndicatorTintColor": self = .tint
            case "placeholderColor", "attributedPlaceholder": self = .placeholder
            case "borderColor": self = .border
            case "attributedTitle", "title attributes": self = .title
            default: self = how.hasPrefix("title color") ? .title : .other(how)
            }
        }

        /// The slot of a color Interface Builder records.
        init(document how: String) {
            switch how {
            case "textColor", InterfaceBuilderReader.defaultTextColor: self = .text
            case "tintColor": self = .tint
            case "baseForegroundColor": self = .title
            default:
                if how.hasPrefix("title color") {
                    self = .title
                } else if how.hasSuffix("placeholderColor") || how.hasSuffix("placeholderLabel.textColor") {
                    self = .placeholder
                } else if how.lowercased().contains("border") {
                    self = .border
                } else if how.hasSuffix("textColor") || how.hasSuffix("TextColor") {
                    self = .text
                } else {
                    self = .other(how)
                }
            }
        }
    }

    /// A color the code sets.
    struct Assignment {
        var colors: [ColorChoice]
        let position: SourcePosition
        /// `nil` for a background.
        let foreground: (role: PairRole, slot: Slot, how: String)?
        /// Set to a value the reader could not read: the view has a color, which one is not known.
        var unread = false
        /// Set by another class on a view of this class it made in code: no document's view.
        var onViewMadeInCode = false
    }

    private(set) var assignments: [Key: [Assignment]] = [:]
    /// Views whose code shows or hides them (`selectedView.isHidden = !selected`, `alpha`):
    /// drawn in some states only.
    private(set) var toggled = Set<Key>()

    /// Views the code hides and never shows (`segmented.isHidden = true`, and no other value):
    /// never drawn, nor anything on them.
    private(set) var hidden = Set<Key>()

    /// The fills of the tables and collections that show a class's cells or header views,
    /// by the class (what the code that registers or makes them sets on the table).
    private(set) var hostFills: [String: [Assignment]] = [:]

    mutating func addHost(_ fills: [Assignment], for type: String) {
        hostFills[type, default: []] += fills
    }

    func hosts(of type: String) -> [Assignment] { hostFills[type] ?? [] }

    /// The fills of the views that other classes add a class's views to (`view.addSubview(priceView)`
    /// with `priceView: PriceView`), by the class, with the class that adds them.
    private(set) var containerFills: [String: [(fill: Assignment, container: String)]] = [:]

    mutating func addContainer(_ fills: [Assignment], for type: String, in container: String) {
        containerFills[type, default: []] += fills.map { ($0, container) }
    }

    func containers(of type: String) -> [(fill: Assignment, container: String)] { containerFills[type] ?? [] }

    /// Whether any of the app's code styles navigation bar titles (attributes, a title view).
    var titlesStyled = false

    /// The fills UIKit code shows a SwiftUI view on (`UIHostingController(rootView:
    /// SettingsView())` whose view it fills, or adds to a filled view), by the view's type.
    private(set) var swiftUIHosts: [String: [Assignment]] = [:]

    mutating func addSwiftUIHost(_ fills: [Assignment], for view: String) {
        swiftUIHosts[view, default: []] += fills
    }

    mutating func addHidden(_ key: Key) {
        hidden.insert(key)
    }

    func isHidden(_ keys: [Key]) -> Bool {
        keys.contains(where: hidden.contains)
    }

    /// Views the code gives a title (`setTitle(_:for:)`, `setAttributedTitle(_:for:)`).
    private(set) var titled = Set<Key>()

    mutating func addTitled(_ key: Key) {
        titled.insert(key)
    }

    func isTitled(_ keys: [Key]) -> Bool {
        keys.contains(where: titled.contains)
    }

    mutating func addToggled(_ key: Key) {
        toggled.insert(key)
    }

    func isToggled(_ keys: [Key]) -> Bool {
        keys.contains(where: toggled.contains)
    }

    mutating func add(_ assignment: Assignment, at key: Key) {
        assignments[key, default: []].append(assignment)
    }

    func backgrounds(of keys: [Key]) -> [Assignment] {
        keys.flatMap { assignments[$0] ?? [] }.filter { $0.foreground == nil }
    }

    func foregrounds(of keys: [Key]) -> [Assignment] {
        keys.flatMap { assignments[$0] ?? [] }.filter { $0.foreground != nil }
    }
}
