import AuditInputs
import AuditModel
import ColorScience
import Foundation

/// Finds which colors a storyboard or XIB draws over which: each view's text color, button
/// title colors per state, tint colors of controls, placeholder and other colors set as
/// runtime attributes, over the view's own background, else the nearest ancestor's.
///
/// Colors are read as Interface Builder records them: `name` (a catalog color; with
/// `catalog="System"` in a Cocoa file, an AppKit system color), `systemColor` and
/// `cocoaTouchSystemColor` (UIKit system colors), and custom values in sRGB, Display P3,
/// Gray Gamma 2.2 and calibrated or device white (read as Gray Gamma 2.2). Calibrated and
/// device RGB (Generic RGB, not sRGB) are not converted: their pairs are incomplete, unless
/// the value is black or white. Fonts decide large text (WCAG: at least 18 pt, or 14 pt
/// bold); a control with `enabled="NO"` is disabled.
///
/// A color the app's code sets on a view the document describes (through an outlet,
/// `nameLabel.textColor = …`; a controller's `view`, a cell's `contentView`, a view's own
/// class) replaces the one the document records: code runs after the document is loaded.
struct InterfaceBuilderReader {
    let path: String
    private(set) var pairs: [DrawnPair] = []
    private(set) var tally = ScanTally()
    private var isCocoa = false
    /// Cells a table never draws: the column header cells of a table with no header view,
    /// the data cells of a view-based table.
    private var neverDrawn = Set<ObjectIdentifier>()

    /// Why a `customClass` may paint over the background Interface Builder records for it
    /// (its Swift class overrides `draw(_:)`, say), or `nil`.
    private let selfPainting: (String) -> String?

    /// The colors the app's code sets on views, by class and path.
    private let codeColors: CodeColors
    /// Each element's names in the app's code: the outlets that reach it, its own class, a
    /// controller's `view`, a cell's `contentView`.
    private var codeNames: [ObjectIdentifier: [CodeColors.Key]] = [:]
    /// The same names in the app's superclasses of those classes (a `viewDidLoad` of the
    /// base controller that sets `view.backgroundColor`): used for what the classes' own
    /// code does not set.
    private var inheritedNames: [ObjectIdentifier: [CodeColors.Key]] = [:]
    /// The app's own superclasses of a class, nearest first.
    private let superclasses: (String) -> [String]
    /// The views whose code-set colors this document drew (their pairs are made here, over
    /// the document's backgrounds).
    private(set) var drawnFromCode = Set<CodeColors.Key>()

    /// Whether the app's code declares a class (one it does not is a library's, or UIKit's).
    private let isDeclared: (String) -> Bool
    /// Whether an image of the app's catalogs renders as a template (its tint colors it).
    private let isTemplateImage: (String) -> Bool

    init(
        path: String, selfPainting: @escaping (String) -> String? = { _ in nil }, codeColors: CodeColors = CodeColors(),
        superclasses: @escaping (String) -> [String] = { _ in [] }, isDeclared: @escaping (String) -> Bool = { _ in true },
        isTemplateImage: @escaping (String) -> Bool = { _ in true }, unreachableScenes: Set<ObjectIdentifier>
    ) {
        self.path = path
        self.unreachableScenes = unreachableScenes
        self.isTemplateImage = isTemplateImage
        self.superclasses = superclasses
        self.isDeclared = isDeclared
        self.selfPainting = selfPainting
        self.codeColors = codeColors
    }

    /// Surface: the colors under the views being walked.
    private struct Surface {
        let colors: [ColorChoice]
        let position: SourcePosition?
        let confidence: PairConfidence
        /// Why the confidence is low though the document sets the color.
        var doubt: String? = nil
        /// `false` on a material (a visual effect view's blur): what lies on it is named
        /// among the foregrounds the audit cannot measure, and paired with nothing.
        var measurable = true
    }

    static let componentElements: Set<String> = [
        "button", "switch", "segmentedControl", "slider", "progressView", "pageControl", "imageView", "stepper", "activityIndicatorView",
    ]
    static let largeTextStyles: Set<String> = [
        "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3",
        "UICTFontTextStyleLargeTitle",
    ]

    mutating func read(_ root: XMLElementNode) {
        isCocoa = (root["type"] ?? "").contains("Cocoa.") && !(root["type"] ?? "").contains("CocoaTouch")
        let name = isCocoa ? ColorReference(.system("windowBackground", .appKit)) : ColorReference(.system("systemBackground", .uiKit))
        nameElements(in: root)
        visit(root, Surface(colors: [ColorChoice(name)], position: nil, confidence: .low), disabled: false)
    }

    /// The scenes of the document that nothing shows (``unreachableScenes(in:initialShown:)``):
    /// their views are not read.
    private let unreachableScenes: Set<ObjectIdentifier>

    /// The scenes of a storyboard of several that nothing shows: not the initial one (when
    /// `initialShown`: the app starts with the storyboard, or code asks for its initial
    /// controller), with no identifier that code or a storyboard reference loads it by, and no
    /// segue (or relationship) to it. (A storyboard of one scene is taken as shown.)
    static func unreachableScenes(in root: XMLElementNode, initialShown: Bool) -> Set<ObjectIdentifier> {
        var scenes: [XMLElementNode] = []
        var destinations = Set<String>()
        root.forEach { element in
            if element.name == "scene" { scenes.append(element) }
            if element.name == "segue", let destination = element["destination"] { destinations.insert(destination) }
        }
        guard scenes.count > 1 else { return [] }
        let initial = initialShown ? root["initialViewController"] : nil
        var unreachable = Set<ObjectIdentifier>()
        for scene in scenes {
            let controllers = scene.children(named: "objects").flatMap(\.children).filter { $0.name.hasSuffix("Controller") && $0["id"] != nil }
            guard !controllers.isEmpty else { continue }
            let shown = controllers.contains { controller in
                controller["id"] == initial || controller["storyboardIdentifier"] != nil || destinations.contains(controller["id"] ?? "")
            }
            if !shown { unreachable.insert(ObjectIdentifier(scene)) }
        }
        return unreachable
    }

    /// Finds what the app's code calls each element: an object of a class (`customClass`)
    /// names itself `""`, the destinations of its outlets by the outlet's property, a
    /// controller's root view `view`, a cell's content view `contentView`.
    private mutating func nameElements(in root: XMLElementNode) {
        var byID: [String: XMLElementNode] = [:]
        root.forEach { element in
            if let id = element["id"] { byID[id] = element }
        }
        root.forEach { element in
            guard let owner = element["customClass"] else { return }
            for (level, type) in ([owner] + superclasses(owner)).enumerated() {
                func add(_ key: CodeColors.Key, to node: XMLElementNode) {
                    if level == 0 {
                        codeNames[ObjectIdentifier(node), default: []].append(key)
                    } else {
                        inheritedNames[ObjectIdentifier(node), default: []].append(key)
                    }
                }
                add(CodeColors.Key(type: type, path: ""), to: element)
                for outlet in element.children(named: "connections").flatMap({ $0.children(named: "outlet") }) {
                    guard let property = outlet["property"], let destination = outlet["destination"].flatMap({ byID[$0] }) else { continue }
                    add(CodeColors.Key(type: type, path: property), to: destination)
                }
                for child in element.children {
                    if child["key"] == "view", element.name.hasSuffix("Controller") {
                        add(CodeColors.Key(type: type, path: "view"), to: child)
                    }
                    if child["key"] == "contentView", element.name.hasSuffix("Cell") {
                        add(CodeColors.Key(type: type, path: "contentView"), to: child)
                    }
                }
            }
        }
    }

    /// An element's line. The XML parser reports where a start tag ends, not where it
    /// begins, so the column is 1: the line is the place.
    private func position(_ node: XMLElementNode) -> SourcePosition {
        SourcePosition(file: path, line: node.line, column: 1)
    }

    private mutating func visit(_ node: XMLElementNode, _ surface: Surface, disabled: Bool) {
        guard !["color", "resources", "connections", "constraints", "point", "rect", "size", "namedColor", "systemColor"].contains(node.name),
            !neverDrawn.contains(ObjectIdentifier(node))
        else { return }
        if unreachableScenes.contains(ObjectIdentifier(node)) {
            let controller = node.children(named: "objects").flatMap(\.children).first { $0.name.hasSuffix("Controller") }
            tally.unreachableScenes.append("\(path):\(node.line)\(controller?["customClass"].map { " (\($0))" } ?? "")")
            return
        }
        if node.name == "tableView" || node.name == "outlineView" {
            for column in node.children(named: "tableColumns").flatMap({ $0.children(named: "tableColumn") }) {
                for cell in column.children {
                    if (cell["key"] == "headerCell" && node["headerView"] == nil) || (cell["key"] == "dataCell" && node["viewBased"] == "YES") {
                        neverDrawn.insert(ObjectIdentifier(cell))
                    }
                }
            }
        }
        // AppKit controls keep their colors in their cell (`key="cell"`; a column's header
        // and data cells are drawn apart, each its own element).
        let holders = [node] + (isCocoa ? node.children.filter { $0.name.hasSuffix("Cell") && ($0["key"] ?? "cell") == "cell" } : [])
        let disabled = disabled || node["enabled"] == "NO"
        var surface = surface
        let names = codeNames[ObjectIdentifier(node)] ?? []
        // Hidden by the code for good (`isHidden = true` in `viewDidLoad`, never shown): nothing
        // on it is drawn.
        if codeColors.isHidden(names) { return }
        let inherited = inheritedNames[ObjectIdentifier(node)] ?? []
        if node.name == "visualEffectView" {
            surface = Surface(colors: [], position: position(node), confidence: .high, measurable: false)
        } else if let own = ownSurface(of: node) {
            surface = own
            ownSurfaces[ObjectIdentifier(node)] = own
        } else if !isCocoa, node.name == "tableViewCell", !clearedInCode(node), let table = node.ancestor(named: "tableView") {
            // A table's cell fills itself with the system's cell background, whatever the
            // table's own: grouped tables' cells are the secondary grouped background. (A
            // cell alone in a XIB may be shown in any table: nothing is assumed.)
            let style = table["style"] ?? "plain"
            let fill = style.lowercased().hasSuffix("grouped") ? "secondarySystemGroupedBackground" : "systemBackground"
            surface = Surface(colors: [ColorChoice(ColorReference(.system(fill, .uiKit)))], position: position(node), confidence: .medium)
        }
        let foregroundNames = codeColors.foregrounds(of: names).isEmpty ? names + inherited : names
        // A view of the app's class that paints itself draws its own foregrounds over what it
        // paints, whatever lies behind it.
        let painter = paintingDoubt(node)
        let (selectedSegment, segmentTint) = selectedSegmentSurface(of: node, on: surface)
        var drawn = foregrounds(of: node, holders: holders, disabled: disabled, names: foregroundNames)
        // The selected segment itself is a component over the control's surface.
        if let segmentTint {
            drawn.append((segmentTint.0, disabled ? .disabled : .uiComponent, segmentTint.1, "selectedSegmentTintColor"))
        }
        // A rounded-border field given no fill draws the system's own under its text (its
        // border lies on what is around it).
        let fieldFill = !isCocoa && node.name == "textField" && node["borderStyle"] == "roundedRect" && ownSurfaces[ObjectIdentifier(node)] == nil
            ? Surface(
                colors: surface.colors, position: surface.position, confidence: .low,
                doubt: "a rounded-border field draws its own fill under its text", measurable: surface.measurable)
            : nil
        let libraryClass = node["customClass"].flatMap { isDeclared($0) ? nil : $0 }
        let runtimeKeyPaths = Set(holders.flatMap { runtimeColors(of: $0) }.map(\.keyPath))
        for (front, role, at, how) in drawn {
            // A segmented control given a selected segment's fill (iOS 13 on) draws nothing in
            // its tint.
            if how == "tintColor", segmentTint != nil { continue }
            // A segmented control's selected title is drawn on the selected segment.
            let surface = Self.isSelectedSegmentTitle(how, of: node) ? selectedSegment
                : how.lowercased().contains("border") ? surface : fieldFill ?? surface
            if !surface.measurable, !front.color.isInvisible { tally.unmeasurableBackgrounds.append(at) }
            // A color a runtime attribute gives a library's class (`weekdayTextColor` of a
            // calendar): the library draws it where it chooses, and code may set it again
            // through the library's own API.
            let libraryProperty = libraryClass.flatMap { name in runtimeKeyPaths.contains(how) ? name : nil }
            for back in surface.colors where !back.color.isInvisible && !front.color.isInvisible {
                guard front.isCompatible(with: back) else { continue }
                let doubt = (surface.doubt ?? painter).map { " (the background may be painted over: \($0))" }
                    ?? libraryProperty.map { " (a property of \($0), a library's class)" } ?? ""
                let confidence = painter != nil ? PairConfidence.low
                    : libraryProperty != nil ? min(surface.confidence, .medium)
                    : [Self.defaultTextColor, Self.defaultPlaceholderColor].contains(how) && surface.confidence == .high ? .medium : surface.confidence
                pairs.append(DrawnPair(
                    foreground: front.color, background: back.color, role: role, confidence: confidence,
                    foregroundPosition: at, backgroundPosition: surface.position,
                    style: (front.style ?? back.style).map { AppearanceLock($0, at: nil) },
                    how: "\(how) of \(node.name)\(node["id"].map { " \($0)" } ?? "")\(doubt)"))
            }
        }
        // A subview lies on the earlier sibling whose frame covers it (a backdrop view pinned
        // behind a stack of labels) — on the filled view within it that covers it, if any (a
        // clear overlay over a stack's photo) — else on its parent.
        var earlier: [(frame: Frame, node: XMLElementNode)] = []
        for child in node.children where !(isCocoa && child.name.hasSuffix("Cell") && holders.contains { $0 === child }) {
            let frame = node.name == "subviews" ? Frame(of: child) : nil
            var under = surface
            if let frame {
                for sibling in earlier.reversed() where sibling.frame.contains(frame) {
                    if let found = backdrop(in: sibling.node, covering: frame.moved(by: sibling.frame)) ?? ownSurfaces[ObjectIdentifier(sibling.node)] {
                        under = found
                        break
                    }
                }
            }
            visit(child, under, disabled: disabled)
            if let frame, isShownForGood(child) { earlier.append((frame, child)) }
        }
    }

    /// Whether a view is shown in every state: one the code shows or hides is behind its
    /// later siblings in some states only.
    private func isShownForGood(_ node: XMLElementNode) -> Bool {
        node["hidden"] != "YES" && !codeColors.isToggled(codeNames[ObjectIdentifier(node)] ?? [])
    }

    /// The fill of the topmost view within a view that covers a frame (in that view's
    /// coordinates), the deepest first; `nil` when none of its views both covers it and fills itself.
    private func backdrop(in view: XMLElementNode, covering frame: Frame, depth: Int = 0) -> Surface? {
        guard depth < 64 else { return nil }
        for child in view.children(named: "subviews").flatMap(\.children).reversed() {
            guard let own = Frame(of: child), own.contains(frame), isShownForGood(child) else { continue }
            if let found = backdrop(in: child, covering: frame.moved(by: own), depth: depth + 1) ?? picture(child) ?? ownSurfaces[ObjectIdentifier(child)] {
                // Found by the frames the document records, which layout may change: never certain.
                return Surface(
                    colors: found.colors, position: found.position, confidence: min(found.confidence, .medium), doubt: found.doubt,
                    measurable: found.measurable)
            }
        }
        return nil
    }

    /// A picture that fills its image view's frame (a poster, scaled to fill or to fit by
    /// cropping): drawn over the view's own fill, its colors not known. A symbol or a tinted
    /// template image is a shape in its tint, not a picture.
    private func picture(_ node: XMLElementNode) -> Surface? {
        guard node.name == "imageView", ["scaleToFill", "scaleAspectFill", nil].contains(node["contentMode"]),
            node.child(named: "color", key: "tintColor") == nil, node["catalog"] == nil,
            node["image"] != nil || node.children(named: "imageReference").contains(where: { $0["key"] == "image" && $0["catalog"] == nil })
        else { return nil }
        return Surface(colors: [], position: position(node), confidence: .medium, measurable: false)
    }

    /// Whether a foreground is a segmented control's selected title: a runtime attribute of
    /// the app's class for it (`selectedTextColor`), which sets the selected state's title
    /// attributes.
    static func isSelectedSegmentTitle(_ how: String, of node: XMLElementNode) -> Bool {
        node.name == "segmentedControl" && how.hasPrefix("selected") && how != "selectedSegmentTintColor"
    }

    /// What a segmented control's selected title lies on: the selected segment's tint, or,
    /// when the document gives none, the system's own fill for it, which is not assumed (the
    /// pairs are low confidence, over the control's surface).
    private mutating func selectedSegmentSurface(of node: XMLElementNode, on surface: Surface)
        -> (Surface, tint: (ColorChoice, SourcePosition)?)
    {
        guard node.name == "segmentedControl" else { return (surface, nil) }
        if let element = node.child(named: "color", key: "selectedSegmentTintColor"), let tint = color(element), !tint.isInvisible {
            let at = position(element)
            return (Surface(colors: [ColorChoice(tint)], position: at, confidence: .high), (ColorChoice(tint), at))
        }
        return (Surface(
            colors: surface.colors, position: surface.position, confidence: .low,
            doubt: "the selected segment's fill is the system's", measurable: surface.measurable), nil)
    }

    /// The surfaces views fill themselves with, as their visit found them (read once: an
    /// unreadable color is counted once).
    private var ownSurfaces: [ObjectIdentifier: Surface] = [:]

    /// A view's frame in its parent's coordinates, as the document records it.
    struct Frame {
        let x, y, width, height: Double

        init?(of node: XMLElementNode) {
            guard let rect = node.children(named: "rect").first(where: { $0["key"] == "frame" }),
                let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
                let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init), width > 0, height > 0
            else { return nil }
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        private init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// This frame in the coordinates of a view whose frame is `origin`.
        func moved(by origin: Frame) -> Frame {
            Frame(x: x - origin.x, y: y - origin.y, width: width, height: height)
        }

        func contains(_ other: Frame) -> Bool {
            let slack = 0.5
            return x <= other.x + slack && y <= other.y + slack
                && x + width >= other.x + other.width - slack && y + height >= other.y + other.height - slack
        }
    }

    /// The names the app's code gives a view's background by: its own class's, else (when
    /// that sets none) its superclasses'.
    private func backgroundNames(of node: XMLElementNode) -> [CodeColors.Key] {
        let names = codeNames[ObjectIdentifier(node)] ?? []
        return codeColors.backgrounds(of: names).isEmpty ? inheritedNames[ObjectIdentifier(node)] ?? [] : names
    }

    /// Whether the app's code sets the view's background, to nothing visible: what is
    /// behind it shows through.
    private func clearedInCode(_ node: XMLElementNode) -> Bool {
        let backgrounds = codeColors.backgrounds(of: backgroundNames(of: node))
        return !backgrounds.isEmpty && backgrounds.allSatisfy { $0.colors.allSatisfy(\.color.isInvisible) }
    }

    /// Why a view may paint over what the document records for it: its app class draws
    /// itself, or it is a library's view or control (`GIDSignInButton` of `GoogleSignIn`),
    /// whose code the scan does not read; `nil` for the app's plain classes and UIKit's.
    private func paintingDoubt(_ node: XMLElementNode) -> String? {
        guard let name = node["customClass"] else { return nil }
        if let reason = selfPainting(name) { return reason }
        // A library's plain view or control (a chart, a sign-in button) draws itself; its
        // containers (a calendar's collection view) lay out what the app gives them.
        // (A class with no module is an Objective-C class, the app's as likely as a library's.)
        if let module = node["customModule"], node["customModuleProvider"] != "target", !isDeclared(name),
            ["view", "button", "control"].contains(node.name)
        {
            return "\(name) is a class of \(module), which may draw itself"
        }
        return nil
    }

    /// Whether a label is a cell's `textLabel` or `detailTextLabel` (`<tableViewCell
    /// textLabel="id">`) that the cell's code colors (`self.textLabel.textColor = …`).
    private func isColoredAsCellLabel(_ node: XMLElementNode) -> Bool {
        guard let id = node["id"], let cell = node.ancestor(named: "tableViewCell") else { return false }
        for property in ["textLabel", "detailTextLabel"] where cell[property] == id {
            let keys = (codeNames[ObjectIdentifier(cell)] ?? []) + (inheritedNames[ObjectIdentifier(cell)] ?? [])
            let labels = keys.map { CodeColors.Key(type: $0.type, path: $0.path.isEmpty ? property : $0.path + "." + property) }
            if !codeColors.foregrounds(of: labels).isEmpty { return true }
        }
        return false
    }

    /// How a label's system text color, which the document leaves unset, is named.
    static let defaultTextColor = "textColor (the system's default)"
    /// How a field's system placeholder color is named.
    static let defaultPlaceholderColor = "placeholder in the system's placeholderColor"

    /// The colors code sets that a view can have by its `tag` (0 unless the document gives
    /// one): a class's code that chooses by `switch tag` gives each view its own case's.
    static func tagged(_ assignments: [CodeColors.Assignment], _ node: XMLElementNode) -> [CodeColors.Assignment] {
        let tag = ColorChoice.Condition(name: "tag", values: [node["tag"] ?? "0"])
        return assignments.compactMap { assignment in
            var kept = assignment
            kept.colors.removeAll { choice in choice.conditions.contains { $0.name == "tag" && !$0.overlaps(tag) } }
            return kept.colors.isEmpty && !assignment.colors.isEmpty ? nil : kept
        }
    }

    /// The surface a view fills itself with — the color the app's code sets (set after the
    /// document is loaded, it replaces the document's), else the document's — or `nil` when
    /// it fills nothing or its code clears it. A view of the app's own class that paints
    /// itself may never show that color (a placeholder): the pairs over it are low confidence.
    private mutating func ownSurface(of node: XMLElementNode) -> Surface? {
        let doubt = paintingDoubt(node)
        let names = backgroundNames(of: node)
        let codeBackgrounds = Self.tagged(codeColors.backgrounds(of: names), node)
        let visible = codeBackgrounds.filter { !$0.colors.allSatisfy(\.color.isInvisible) }
        if let first = visible.first {
            drawnFromCode.formUnion(names)
            return Surface(colors: visible.flatMap(\.colors), position: first.position, confidence: doubt == nil ? .high : .low, doubt: doubt)
        }
        // Set in code to a value not read: what the view shows is not known, and what is
        // behind it does not show (the value is named among those not read).
        if let unread = codeBackgrounds.first(where: \.unread) {
            drawnFromCode.formUnion(names)
            return Surface(colors: [], position: unread.position, confidence: .high)
        }
        guard codeBackgrounds.isEmpty else { return nil }
        let holders = [node] + (isCocoa ? node.children.filter { $0.name.hasSuffix("Cell") && ($0["key"] ?? "cell") == "cell" } : [])
        guard let background = background(of: holders) else { return nil }
        return Surface(colors: [ColorChoice(background.0)], position: background.1, confidence: doubt == nil ? .high : .low, doubt: doubt)
    }

    /// The element's own background: `backgroundColor` (drawn by an AppKit text field only
    /// with `drawsBackground`, by no view with `drawsBackground="NO"`), a box's `fillColor`, a configured button's base background,
    /// a runtime attribute.
    private mutating func background(of holders: [XMLElementNode]) -> (ColorReference, SourcePosition)? {
        for holder in holders {
            if isCocoa, holder.name == "textFieldCell", holder["drawsBackground"] != "YES" { continue }
            if holder["drawsBackground"] == "NO" { continue }
            // A bar's tint is its fill (`barTintColor`): its title and items are drawn on it.
            let bar = Self.bars.contains(holder.name) ? holder.child(named: "color", key: "barTintColor") : nil
            let candidates = [holder.child(named: "color", key: "backgroundColor"), holder.child(named: "color", key: "fillColor"), bar]
                + holder.children(named: "buttonConfiguration").map { $0.child(named: "color", key: "baseBackgroundColor") }
                + runtimeColors(of: holder).filter { $0.keyPath.hasSuffix("backgroundColor") }.map(\.color)
            for element in candidates.compactMap({ $0 }) {
                guard let color = color(element), !color.isInvisible else { continue }
                return (color, position(element))
            }
        }
        return nil
    }

    static let bars: Set<String> = ["navigationBar", "toolbar", "tabBar", "searchBar"]

    /// A button state's image: its `image` attribute, or the image reference newer documents
    /// record (`<imageReference key="image" image="bookmark" catalog="system"/>`).
    static func stateImage(_ state: XMLElementNode) -> (name: String, system: Bool)? {
        if let name = state["image"] { return (name, state["catalog"] == "system") }
        guard let reference = state.child(named: "imageReference", key: "image"), let name = reference["image"] else { return nil }
        return (name, reference["catalog"] == "system")
    }

    /// The system bar button items drawn as a word (`UIBarButtonItem.SystemItem`).
    static let titledSystemItems: Set<String> = ["done", "cancel", "edit", "save", "undo", "redo"]

    private func runtimeColors(of node: XMLElementNode) -> [(keyPath: String, color: XMLElementNode)] {
        node.children(named: "userDefinedRuntimeAttributes").flatMap { $0.children(named: "userDefinedRuntimeAttribute") }
            .compactMap { attribute in
                guard attribute["type"] == "color", let keyPath = attribute["keyPath"],
                    let color = attribute.children(named: "color").first
                else { return nil }
                return (keyPath, color)
            }
    }

    /// The element's foregrounds: those the document records, each replaced by the colors
    /// the app's code sets for the same thing (text, tint, title, placeholder, border).
    private mutating func foregrounds(of node: XMLElementNode, holders: [XMLElementNode], disabled: Bool, names: [CodeColors.Key])
        -> [(ColorChoice, PairRole, SourcePosition, String)]
    {
        let recorded = recordedForegrounds(of: node, holders: holders, disabled: disabled)
        // What the owner's code sets on the view through an outlet (in `viewDidLoad`, after the
        // view was made) replaces what the view's own class sets for the same thing when it is
        // made (`DescriptionLabel` sets its text color, the screen makes this one black) —
        // when it does so in every state.
        let byOwner = codeColors.foregrounds(of: names.filter { !$0.path.isEmpty })
        let ownerSlots = Set(byOwner.filter { !$0.colors.contains { $0.conditions.contains(where: \.isState) } }.compactMap { $0.foreground?.slot })
        let byClass = codeColors.foregrounds(of: names.filter(\.path.isEmpty)).filter {
            !$0.onViewMadeInCode && !ownerSlots.contains($0.foreground?.slot ?? .other(""))
        }
        let fromCode = Self.tagged(byClass + byOwner, node)
        if !fromCode.isEmpty { drawnFromCode.formUnion(names) }
        let large = holders.contains { isLarge($0) }
        let replaced = Set(fromCode.compactMap { $0.foreground?.slot })
        var found = recorded.filter { !replaced.contains(CodeColors.Slot(document: $0.3)) }
            .map { (ColorChoice($0.0), $0.1, position($0.2), $0.3) }
        for assignment in fromCode {
            guard let foreground = assignment.foreground else { continue }
            // The document knows the font and whether the control is enabled.
            let role: PairRole = disabled || foreground.role == .disabled ? .disabled
                : foreground.role == .bodyText && large ? .largeText : foreground.role
            for choice in assignment.colors {
                found.append((choice, role, assignment.position, "\(foreground.how) set in code"))
            }
        }
        return found
    }

    private mutating func recordedForegrounds(of node: XMLElementNode, holders: [XMLElementNode], disabled: Bool)
        -> [(ColorReference, PairRole, XMLElementNode, String)]
    {
        var found: [(ColorReference, PairRole, XMLElementNode, String)] = []
        // A label with no text that no code can reach (no outlet, no class of the app's) draws
        // nothing: a launch screen's empty label.
        // Nor does one of color emoji only (🏃🏻), whose glyphs keep their own colors.
        let drawsNoText = node.name == "label" && (node["text"] == "" || node["text"]?.isColorEmojiOnly == true)
            && node.children(named: "attributedString").isEmpty && (codeNames[ObjectIdentifier(node)] ?? []).isEmpty
        let large = holders.contains { isLarge($0) }
        let text: PairRole = disabled ? .disabled : large ? .largeText : .bodyText
        let component: PairRole = disabled ? .disabled : .uiComponent
        // A label whose color is left to the system (`<nil key="textColor"/>`, or none
        // recorded) draws its text in `label`: assumed, so never at high confidence.
        if !drawsNoText, !isCocoa, node.name == "label", node.children(named: "attributedString").isEmpty,
            node.child(named: "color", key: "textColor") == nil, !isColoredAsCellLabel(node)
        {
            found.append((ColorReference(.system("label", .uiKit)), text, node, Self.defaultTextColor))
        }
        // A text field draws what is typed in `label` unless colored, and its placeholder
        // (`placeholder="Email"`) in the system's placeholder color: both assumed.
        if !isCocoa, node.name == "textField" {
            if node.child(named: "color", key: "textColor") == nil {
                found.append((ColorReference(.system("label", .uiKit)), text, node, Self.defaultTextColor))
            }
            if !(node["placeholder"] ?? "").isEmpty {
                found.append((ColorReference(.system("placeholderText", .uiKit)), text, node, Self.defaultPlaceholderColor))
            }
        }
        for holder in holders {
            if !drawsNoText, let element = holder.child(named: "color", key: "textColor"), let color = color(element) {
                found.append((color, text, element, "textColor"))
            }
            // A button's tint colors its title only when no title color is set, and its image:
            // a title in its own color and no image leave nothing to tint.
            let normal = holder.children(named: "state").first { ($0["key"] ?? "normal") == "normal" }
            var tintsNothing = node.name == "button" && normal?.child(named: "color", key: "titleColor") != nil
                && normal.flatMap(Self.stateImage) == nil && holder["image"] == nil
            // A custom button (no `buttonType`) with no title draws its images as they are,
            // unless they are templates (an SF Symbol, an image set rendered as a template).
            if node.name == "button", node["buttonType"] == nil {
                let states = holder.children(named: "state")
                let images = states.compactMap(Self.stateImage)
                if !images.isEmpty, states.allSatisfy({ ($0["title"] ?? "").isEmpty }), holder["title"] == nil,
                    images.allSatisfy({ !$0.system && !isTemplateImage($0.name) })
                {
                    tintsNothing = true
                }
                // With a title and no image, its tint colors nothing, and a title given no color
                // is drawn in a custom button's default, white.
                if images.isEmpty, holder["image"] == nil, holder.children(named: "buttonConfiguration").isEmpty,
                    let normal, !(normal["title"] ?? "").isEmpty
                {
                    tintsNothing = true
                    if normal.child(named: "color", key: "titleColor") == nil {
                        found.append((ColorReference(.system("white", .uiKit)), text, normal, "title color (a custom button's default)"))
                    }
                }
            }
            // An image view's tint colors a template image only: not a full-color image set.
            if node.name == "imageView", let image = holder["image"], holder["catalog"] != "system", !isTemplateImage(image) {
                tintsNothing = true
            }
            if Self.componentElements.contains(node.name) || node.name.hasPrefix("button"), !tintsNothing,
                let element = holder.child(named: "color", key: "tintColor"), let color = color(element)
            {
                found.append((color, component, element, "tintColor"))
            }
            // A button with no title, which no code gives one, colors none.
            let untitled = node.name == "button" && holder["title"] == nil
                && holder.children(named: "state").allSatisfy { ($0["title"] ?? "").isEmpty && $0.children(named: "attributedString").isEmpty }
                && !codeColors.isTitled(codeNames[ObjectIdentifier(node)] ?? [])
            // A bar button item's tint colors its title (`title="Done"`, or a system item drawn
            // as a word) or its icon.
            if node.name == "barButtonItem", let element = holder.child(named: "color", key: "tintColor"), let color = color(element) {
                let titled = !(holder["title"] ?? "").isEmpty || Self.titledSystemItems.contains(holder["systemItem"] ?? "")
                found.append((color, titled ? text : component, element, "tintColor"))
            }
            for state in holder.children(named: "state") where !untitled {
                guard let element = state.child(named: "color", key: "titleColor"), let color = color(element) else { continue }
                let stateName = state["key"] ?? "normal"
                found.append((color, stateName == "disabled" ? .disabled : text, element, "title color (\(stateName))"))
            }
            for configuration in holder.children(named: "buttonConfiguration") {
                if let element = configuration.child(named: "color", key: "baseForegroundColor"), let color = color(element) {
                    found.append((color, text, element, "baseForegroundColor"))
                }
            }
            for (keyPath, element) in runtimeColors(of: holder) {
                guard let color = color(element) else { continue }
                let lowercased = keyPath.lowercased()
                if ["textcolor", "titlecolor", "placeholdercolor"].contains(where: lowercased.hasSuffix) {
                    found.append((color, text, element, keyPath))
                } else if keyPath.lowercased().contains("border") || keyPath.hasSuffix("tintColor") {
                    found.append((color, component, element, keyPath))
                }
            }
        }
        return found
    }

    /// WCAG large text: at least 18 pt, or 14 pt bold.
    private func isLarge(_ node: XMLElementNode) -> Bool {
        guard let font = node.children.first(where: { $0.name == "fontDescription" || $0.name == "font" }) else { return false }
        if let style = font["style"], Self.largeTextStyles.contains(style) { return true }
        guard let size = (font["pointSize"] ?? font["size"]).flatMap(Double.init) else { return false }
        let name = (font["name"] ?? "") + (font["type"] ?? "") + (font["weight"] ?? "") + (font["metaFont"] ?? "")
        let bold = ["bold", "Bold", "heavy", "Heavy", "black", "Black"].contains { name.contains($0) }
        return size >= 18 || (bold && size >= 14)
    }

    /// The color an element records, or `nil` when it records none the reader knows.
    private mutating func color(_ element: XMLElementNode) -> ColorReference? {
        func number(_ key: String) -> Double? { element[key].flatMap(Double.init) }
        let alpha = number("alpha") ?? 1
        if let name = element["name"] {
            if element["catalog"] == "System" || (isCocoa && element["colorSpace"] == "catalog") {
                return ColorReference(.system(Self.stripped(name), .appKit))
            }
            return ColorReference(.named(name))
        }
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return ColorReference(.system(Self.stripped(name), isCocoa ? .appKit : .uiKit))
        }
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? ""
        let location = InputLocation(file: path, line: element.line)
        do {
            switch space {
            case "sRGB", "displayP3":
                guard let red = number("red"), let green = number("green"), let blue = number("blue") else { break }
                let imported = try ColorImport.srgb(
                    space == "sRGB" ? .extendedSRGB : .displayP3, [red, green, blue], alpha: 1, color: "IB color", at: location)
                return ColorReference(.fixed(imported.color), opacity: alpha)
            case "genericGamma22GrayColorSpace", "calibratedWhite", "deviceWhite", "extendedGray":
                guard let white = number("white") else { break }
                let imported = try ColorImport.srgb(.extendedGray, [white], alpha: 1, color: "IB color", at: location)
                return ColorReference(.fixed(imported.color), opacity: alpha)
            case "calibratedRGB", "deviceRGB":
                guard let red = number("red"), let green = number("green"), let blue = number("blue") else { break }
                if red == green, green == blue, red == 0 || red == 1, let value = try? SRGB(white: red) {
                    return ColorReference(.fixed(value), opacity: alpha)
                }
                return ColorReference(
                    .unsupported("\(space)(\(red),\(green),\(blue))"), opacity: alpha)
            default:
                break
            }
        } catch {
            tally.unreadColors.append(position(element))
            return nil
        }
        tally.unreadColors.append(position(element))
        return nil
    }

    /// `systemBackgroundColor` → `systemBackground`.
    static func stripped(_ name: String) -> String {
        name.hasSuffix("Color") && name.count > 5 ? String(name.dropLast(5)) : name
    }
}

extension XMLElementNode {
    /// The nearest element above this one with that name.
    func ancestor(named name: String) -> XMLElementNode? {
        var current = parent
        while let element = current {
            if element.name == name { return element }
            current = element.parent
        }
        return nil
    }
}
