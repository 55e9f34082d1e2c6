import AuditInputs
import AuditModel
import SwiftSyntax

/// Finds which colors UIKit and AppKit code draws over which, one class at a time (with its
/// extensions): text colors, tints, title colors per state, border colors and attributed
/// strings' foreground colors, over the background of the same view, of the view it was
/// added to (`addSubview`, `addArrangedSubview`, the path it is reached by), of a cell's
/// `contentView`, or of the controller's `view`; bar appearances (`titleTextAttributes` over
/// `backgroundColor`); `NSTextField.textColor` over a layer's or a box's background.
struct UIKitDrawingReader {
    /// One color the class sets, on a view named by its path (`titleLabel`, `cell.contentView`).
    struct Assignment {
        enum Kind { case foreground(PairRole, String), background }
        var receiver: String
        var kind: Kind
        var colors: [ColorChoice]
        let position: SourcePosition
        /// The app's class of the receiver's first name where the color is set
        /// (`cell` in `guard let cell = … as? NewsCell`).
        var receiverType: String? = nil
        /// Whether the receiver's first name is a view the code makes (`= DescriptionLabel()`).
        var receiverMadeInCode = false
        /// The type of the receiver's first name there, a function's parameter's included
        /// (`cell` in `willDisplay cell: UITableViewCell`).
        var viewType: String? = nil
        /// Set to a value the reader could not read (`banner.backgroundColor = theme.base`):
        /// the view has a color, which one is not known.
        var unread = false
        /// Not set by the code: the system's default, assumed (a label given no text color).
        var assumed = false
        /// Set where the view is made (by the app's factory or convenience initializer).
        var atCreation = false
        /// A bar's own fill (`barTintColor`), drawn over the view's `backgroundColor`.
        var isBarTint = false
        /// The class's method that sets it (its outermost, where one is inside another).
        var function: String? = nil
    }

    let resolver: SwiftColorResolver
    private(set) var pairs: [DrawnPair] = []
    private(set) var tally = ScanTally()
    /// An appearance the app sets for all its windows (`window.overrideUserInterfaceStyle`
    /// in the app or scene delegate, `NSApp.appearance`).
    var appLock: AppearanceLock? { appAppearance.lock }
    private var appAppearance = OutrightAppearance()

    /// The appearance code sets outright: a lock, until code sets the other appearance
    /// outright somewhere else (`applyLightTheme()`, `applyDarkTheme()`); then a choice, and
    /// no lock.
    struct OutrightAppearance {
        private(set) var lock: AppearanceLock?
        private var disagree = false

        /// Notes an appearance set outright; returns the places that have become a choice
        /// (none while it is a lock).
        mutating func set(_ found: AppearanceLock) -> [SourcePosition] {
            if disagree { return [found.position].compactMap { $0 } }
            if let earlier = lock, earlier.style != found.style {
                disagree = true
                lock = nil
                return [earlier.position, found.position].compactMap { $0 }
            }
            lock = found
            return []
        }
    }

    /// Why a class of the app's may paint over its `backgroundColor` (it overrides
    /// `draw(_:)`, say), or `nil`.
    let selfPainting: (String) -> String?

    /// The colors other classes' code sets on views (a data source's `cell.backgroundColor`):
    /// the background of a view whose own class sets none.
    var codeColors = CodeColors()

    /// Whether the app's catalogs render an image set as a template (which a tint colors).
    var isTemplateImage: (String) -> Bool = { _ in true }
    /// Whether a catalog image is marked to render as it is, even where other images are
    /// templates (a tab bar's items).
    var isOriginalImage: (String) -> Bool = { _ in false }

    init(resolver: SwiftColorResolver, selfPainting: @escaping (String) -> String? = { _ in nil }) {
        self.resolver = resolver
        self.selfPainting = selfPainting
    }

    /// Walks a class's members (the type and its extensions) once.
    func collect(_ type: SwiftDeclarations.ClassType) -> Collector {
        let collector = Collector(resolver: resolver)
        collector.typeName = type.name
        collector.factoryMethods = Self.factoryMethods(of: type)
        for part in type.parts {
            collector.file = part.file
            for member in part.members { collector.walk(member) }
        }
        collector.keepInstancesApart()
        collector.titlesApartFromDisabled()
        collector.creationColorsReplaced()
        collector.methodStates()
        // A private view the class never uses after making it (never added, shown or
        // returned) draws nothing: what its own code sets on it is not read. (Only the
        // properties code sets colors on are looked for.)
        let unused = collector.assignments.isEmpty ? [] : Self.unusedPrivateProperties(of: type, among: Set(collector.assignments.compactMap {
            $0.receiver.split(separator: ".").first.map(String.init)
        }))
        if !unused.isEmpty {
            collector.assignments.removeAll { assignment in
                assignment.receiver.split(separator: ".").first.map { unused.contains(String($0)) } ?? false
            }
        }
        return collector
    }

    /// The class's methods that make one of its properties (`lazy var card: UIView = {
    /// makeCard() }()`, `lazy var title = makeTitle()`): by method, the property and the local
    /// the method returns (`let view = UIView(); …; return view`). A method that makes several
    /// properties is left out (what it sets is on each).
    static func factoryMethods(of type: SwiftDeclarations.ClassType) -> [String: (property: String, local: String)] {
        var returned: [String: String] = [:]
        var made: [String: [String]] = [:]
        for part in type.parts {
            for member in part.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
                    function.modifiers.allSatisfy({ $0.name.tokenKind != .keyword(.static) && $0.name.tokenKind != .keyword(.class) }),
                    let body = function.body,
                    let local = (body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression ?? body.statements.singleValue)?
                        .as(DeclReferenceExprSyntax.self)?.baseName.text
                {
                    returned[function.name.text] = local
                }
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        var value = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self)
                    else { continue }
                    // `{ makeCard() }()`
                    if value.arguments.isEmpty, let closure = value.calledExpression.as(ClosureExprSyntax.self),
                        let only = closure.statements.singleValue?.unwrapped.as(FunctionCallExprSyntax.self)
                    {
                        value = only
                    }
                    guard value.arguments.isEmpty, value.trailingClosure == nil else { continue }
                    let callee = value.calledExpression.as(DeclReferenceExprSyntax.self)
                        ?? value.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName : nil
                        }
                    if let callee, callee.baseName.text.first?.isLowercase == true { made[callee.baseName.text, default: []].append(name) }
                }
            }
        }
        return made.reduce(into: [:]) { found, entry in
            if entry.value.count == 1, let local = returned[entry.key], let property = entry.value.first { found[entry.key] = (property, local) }
        }
    }

    /// The `private` and `fileprivate` stored properties of a class, among `candidates`, that
    /// no code of the class names outside their own declaration.
    static func unusedPrivateProperties(of type: SwiftDeclarations.ClassType, among candidates: Set<String>) -> Set<String> {
        // Each property's declaration, as a range of the file it is in.
        var declared: [String: (file: ObjectIdentifier, range: Range<AbsolutePosition>)] = [:]
        for (file, members) in type.parts {
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
                else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, candidates.contains(name) {
                        declared[name] = (ObjectIdentifier(file), binding.position..<binding.endPosition)
                    }
                }
            }
        }
        guard !declared.isEmpty else { return [] }
        var unused = Set(declared.keys)
        for (file, members) in type.parts where !unused.isEmpty {
            for token in members.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let declaration = declared[name], unused.contains(name) else { continue }
                // A mention outside the property's own declaration (its initializer's locals included).
                if declaration.file != ObjectIdentifier(file) || !declaration.range.contains(token.position) { unused.remove(name) }
            }
        }
        return unused
    }

    /// What a view a storyboard or XIB may describe is called from a class's code: the
    /// receiver as written in the class, and, for a path through a local or property of one
    /// of the app's classes (`cell.nameLabel` with `let cell = … as! ProfileCell`), the rest
    /// of the path in that class.
    static func codeNames(of assignment: Assignment, in type: String) -> [CodeColors.Key] {
        var names = [CodeColors.Key(type: type, path: assignment.receiver)]
        let parts = assignment.receiver.split(separator: ".", maxSplits: 1).map(String.init)
        if let owner = assignment.receiverType {
            names.append(CodeColors.Key(type: owner, path: parts.count == 2 ? parts[1] : ""))
        }
        return names
    }

    /// The colors a class's code sets, by the views they are set on.
    static func codeColors(of type: SwiftDeclarations.ClassType, _ collector: Collector, into colors: inout CodeColors) {
        codeColors(of: type.name, collector, into: &colors)
        // `override func loadView() { view = profileView }`: the controller's view is a view of
        // the app's class, and the fill the controller gives `view` is that view's.
        for viewType in loadedViewTypes(of: type, collector) {
            if let fills = hostSurface("view", collector) { colors.addContainer(fills, for: viewType, in: type.name) }
        }
    }

    /// The classes of the app a controller's `loadView()` makes its view: `view = T()`, or
    /// `view = name` with a property `name` of type `T`.
    static func loadedViewTypes(of type: SwiftDeclarations.ClassType, _ collector: Collector) -> [String] {
        var found: [String] = []
        for (_, members) in type.parts {
            for member in members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "loadView",
                    function.signature.parameterClause.parameters.isEmpty, let body = function.body
                else { continue }
                for item in body.statements {
                    guard let expression = item.item.as(ExprSyntax.self), let (name, assigned) = SwiftColorResolver.assignment(of: expression),
                        name == "view"
                    else { continue }
                    let value = assigned.unwrapped
                    let made = value.as(DeclReferenceExprSyntax.self).flatMap { collector.types[$0.baseName.text] }
                        ?? SwiftDeclarations.constructedType(value)
                    if let made, collector.resolver.declarations.declaredTypes.contains(made) { found.append(made) }
                }
            }
        }
        return found
    }

    /// The colors the code of the class named `type` sets, by the views they are set on.
    static func codeColors(of typeName: String, _ collector: Collector, into colors: inout CodeColors) {
        for assignment in collector.assignments {
            let foreground: (PairRole, CodeColors.Slot, String)?
            switch assignment.kind {
            case .foreground(let role, let how): foreground = (role, CodeColors.Slot(code: how), how)
            case .background: foreground = nil
            }
            // What a view is made with (`BaseButton(backgroundColor: .white)`) is that view's
            // alone, not every view of its class's.
            let first = assignment.receiver.split(separator: ".").first.map(String.init) ?? ""
            var names = assignment.atCreation || collector.renderedIntoImages.contains(first)
                ? [CodeColors.Key(type: typeName, path: assignment.receiver)] : codeNames(of: assignment, in: typeName)
            // `UITableViewCell.appearance().backgroundColor`: every cell's own background.
            if let proxied = Proxy(assignment.receiver), proxied.container == nil { names.append(CodeColors.Key(type: proxied.name, path: "")) }
            for name in names {
                var recorded = CodeColors.Assignment(colors: assignment.colors, position: assignment.position, foreground: foreground, unread: assignment.unread)
                // What code sets on a view it made itself (`private let voteLabel =
                // DescriptionLabel()`) is that view's, never a view of its class a document makes.
                recorded.onViewMadeInCode = assignment.receiverMadeInCode && name.path.isEmpty && name.type != typeName
                colors.add(recorded, at: name)
            }
        }
        for (cell, table) in collector.hosted.sorted(by: { $0.key < $1.key }) {
            if let fills = hostSurface(table, collector) { colors.addHost(fills, for: cell) }
        }
        // The SwiftUI views it hosts: on the hosting view's fill, else on where it adds that view.
        for (hosting, root) in collector.hostedViews.sorted(by: { $0.key < $1.key }) {
            let view = hosting + ".view"
            let fills = collector.assignments.filter { assignment in
                guard case .background = assignment.kind else { return false }
                return assignment.receiver == view
            }
            // A fill the reader cannot read hides what is behind: nothing is known.
            guard !fills.contains(where: \.unread) else { continue }
            let own = fills.filter { !$0.colors.allSatisfy(\.color.isInvisible) }
            if !own.isEmpty {
                colors.addSwiftUIHost(own.map { CodeColors.Assignment(colors: $0.colors, position: $0.position, foreground: nil) }, for: root)
            } else if let parent = collector.parents[view] ?? (collector.childControllers.contains(hosting) ? "view" : nil),
                let fills = hostSurface(parent, collector)
            {
                colors.addSwiftUIHost(fills, for: root)
            }
        }
        // The views of other classes this class adds to its own: on the fill of where they are
        // added, unless a view added there before them may lie under them (a plain view with a
        // fill, an image, a blur or a gradient, a view of the app's own class, whose fill is not
        // known here).
        // (What the class's own walk takes for a backdrop, and, as another class's view is not
        // seen from here, any image view, a filled plain view with subviews, a view of the app's.)
        func mayBeBackdrop(_ sibling: String) -> Bool {
            guard let type = collector.types[sibling] else { return false }
            return collector.backdrop(sibling) != nil || collector.resolver.declarations.declaredTypes.contains(type) || type.hasSuffix("ImageView")
                || (["UIView", "NSView"].contains(type) && collector.fills(sibling))
        }
        for (name, viewType) in collector.types.sorted(by: { $0.key < $1.key }) where viewType != typeName {
            guard let parent = collector.parents[name], !parent.hasPrefix("appearance:"), let fills = hostSurface(parent, collector) else { continue }
            if let siblings = collector.stacked[parent], let index = siblings.firstIndex(of: name), siblings[..<index].contains(where: mayBeBackdrop) {
                continue
            }
            colors.addContainer(fills, for: viewType, in: typeName)
        }
        if collector.titlesStyled { colors.titlesStyled = true }
        for name in collector.toggled {
            colors.addToggled(CodeColors.Key(type: typeName, path: name))
        }
        for name in collector.titled {
            colors.addTitled(CodeColors.Key(type: typeName, path: name))
        }
        for name in collector.hiddenForGood {
            colors.addHidden(CodeColors.Key(type: typeName, path: name))
        }
    }

    /// The fill a class's table or collection shows its cells on: its own, else its
    /// ancestors' (a clear table on the controller's `view`), as the class's code sets them.
    static func hostSurface(_ table: String, _ collector: Collector) -> [CodeColors.Assignment]? {
        var current: String? = table
        var steps = 0
        while let view = current, steps < 12 {
            steps += 1
            let fills = collector.assignments.filter { assignment in
                guard case .background = assignment.kind, assignment.receiver == view else { return false }
                return !assignment.colors.allSatisfy(\.color.isInvisible)
            }
            if fills.contains(where: \.unread) { return nil }
            if !fills.isEmpty {
                return fills.map { CodeColors.Assignment(colors: $0.colors, position: $0.position, foreground: nil) }
            }
            if let parent = collector.parents[view] {
                current = parent
            } else if view != "view", collector.assignments.contains(where: { $0.receiver == "view" }) || collector.stacked["view"] != nil {
                // A controller's table, or the table a `UITableViewController` is.
                current = "view"
            } else {
                current = nil
            }
        }
        return nil
    }

    /// Reads a class's pairs. `drawnByDocuments`: views whose code-set foregrounds a
    /// storyboard or XIB drew over its own backgrounds, left out here.
    mutating func read(_ type: SwiftDeclarations.ClassType, collector: Collector? = nil, drawnByDocuments: Set<CodeColors.Key> = []) {
        let collector = collector ?? collect(type)
        guard let file = type.parts.first?.file else {
            tally.merge(collector.tally)
            return
        }
        read(ClassFacts(name: type.name, inherits: type.inherits, isAppKit: file.systemFramework == .appKit), collector: collector, drawnByDocuments: drawnByDocuments)
    }

    /// What the pairing needs to know of a class besides what its code sets: its name, what it
    /// inherits from or conforms to, and whether it is AppKit code. Swift's and Objective-C's
    /// readers describe their classes so.
    struct ClassFacts {
        let name: String
        let inherits: [String]
        let isAppKit: Bool
    }

    /// Reads a class's pairs from what its code sets (``Collector``), in whichever language.
    mutating func read(_ type: ClassFacts, collector: Collector, drawnByDocuments: Set<CodeColors.Key> = []) {
        tally.merge(collector.tally)
        let isDelegate = type.inherits.contains { $0.contains("AppDelegate") || $0.contains("SceneDelegate") || $0.contains("NSApplicationDelegate") }
            || type.name.hasSuffix("AppDelegate") || type.name.hasSuffix("SceneDelegate")
        var lock = collector.lock
        if let found = collector.lock, isDelegate || collector.lockIsAppWide {
            // Two classes that lock the app to different appearances: a choice, not a lock.
            tally.conditionalLocks += appAppearance.set(found)
            lock = nil
        }
        let isController = type.inherits.contains { $0.hasSuffix("Controller") } || type.name.hasSuffix("Controller")
        let isCell = type.inherits.contains { $0.hasSuffix("Cell") } || type.name.hasSuffix("Cell")
        var backgrounds: [String: [Assignment]] = [:]
        for assignment in collector.assignments {
            if case .background = assignment.kind { backgrounds[assignment.receiver, default: []].append(assignment) }
        }
        // A bar's `barTintColor` is drawn over its view's `backgroundColor`: its items are on the tint.
        for (receiver, fills) in backgrounds where fills.contains(where: \.isBarTint) {
            backgrounds[receiver] = fills.filter(\.isBarTint)
        }
        // A bar given an appearance that has a background shows that, over its own.
        for bar in collector.appearanceBars {
            if let appearance = collector.parents[bar], backgrounds[appearance]?.isEmpty == false { backgrounds[bar] = nil }
        }
        let root = isController ? "view" : ""
        // A swipe action the code gives a background: its title (else its image) in white on it.
        var assignments = collector.assignments
        // (Only an action the class puts in a configuration, where it makes any: one it builds
        // and leaves out, `UISwipeActionsConfiguration(actions: [])`, is never shown.)
        for (name, action) in collector.swipeActions.sorted(by: { $0.key < $1.key })
        where backgrounds[name] != nil && (collector.swipeConfigurations == nil || collector.swipeConfigurations?.contains(name) == true) {
            assignments.append(Assignment(
                receiver: name, kind: .foreground(action.titled ? .bodyText : .uiComponent, action.titled ? "title of a swipe action" : "image of a swipe action"),
                colors: [ColorChoice(ColorReference(.system("white", .uiKit)))], position: action.position))
        }
        assignments += defaultTextColors(of: type, collector)
        // A border is drawn at its view's edge: on the view's own fill, and against what is
        // around the view (the fill of the view it was added to), both adjacent to it.
        for assignment in assignments {
            guard case .foreground(let role, "borderColor") = assignment.kind, let parent = collector.parents[assignment.receiver],
                backgrounds[assignment.receiver]?.contains(where: { !$0.unread && !$0.colors.allSatisfy(\.color.isInvisible) }) == true
            else { continue }
            var outside = assignment
            outside.receiver = parent
            outside.kind = .foreground(role, "borderColor of \(assignment.receiver) against")
            assignments.append(outside)
        }
        for assignment in assignments {
            guard case .foreground(let role0, let how) = assignment.kind else { continue }
            // A custom button's tint colors its template image: without one, nothing.
            if how == "tintColor", collector.customButtons.contains(assignment.receiver), !collector.imaged.contains(assignment.receiver) { continue }
            // An image view's tint colors nothing in a catalog image that is not a template.
            if how == "tintColor", let image = collector.catalogImages[assignment.receiver], !isTemplateImage(image) { continue }
            // A system button's tint colors its title only when no title color is set, and its image;
            // so does a button class's own, whatever its type (unless a configuration, such as
            // `.filled()`, fills the button with it).
            if how == "tintColor", !collector.imaged.contains(assignment.receiver),
                collector.systemButtons.contains(assignment.receiver)
                    || (assignment.receiver.isEmpty && !collector.configured.contains("")
                        && (resolver.declarations.lineage(of: [type.name]) + type.inherits).contains("UIButton")),
                Self.setsForeground(on: assignment.receiver, collector, where: { $0.hasPrefix("title") })
            {
                continue
            }
            if how == "placeholder", collector.attributedPlaceholders.contains(assignment.receiver) { continue }
            // A segmented control given a selected segment's fill (iOS 13 on) draws nothing in
            // its tint.
            if how == "tintColor", Self.setsForeground(on: assignment.receiver, collector, where: { $0 == "selectedSegmentTintColor" }) {
                continue
            }
            // A tab bar's tint colors its selected item's template image and a title given no
            // color of its own (which the bar's appearance, in code or a storyboard, may give):
            // with only images drawn as they are, it may color nothing.
            let tintsTitlesOnly = how == "tintColor" && Self.isTabBar(assignment.receiver, collector)
                && !collector.tabItemImages.isEmpty && collector.tabItemImages.allSatisfy { $0.map(isOriginalImage) ?? false }
            // On a view the code hides for good.
            if collector.hiddenForGood.contains(where: { assignment.receiver == $0 || assignment.receiver.hasPrefix($0 + ".") }) { continue }
            // On a view only code that never runs adds to a view.
            if let first = assignment.receiver.split(separator: ".").first.map(String.init), collector.addedInDeadCode.contains(first),
                collector.parents[first] == nil, !collector.stacked.values.contains(where: { $0.contains(first) })
            {
                continue
            }
            // A text view that can be neither edited nor selected shows no caret, selection or link.
            if how == "tintColor", collector.inert[assignment.receiver]?.count == 2 { continue }
            if !drawnByDocuments.isEmpty,
                Self.codeNames(of: assignment, in: type.name).contains(where: drawnByDocuments.contains)
            {
                continue
            }
            let large = collector.largeFonts.contains(assignment.receiver)
            let role = role0 == .bodyText && large ? .largeText : role0
            // Its own background (a button's, a label's), then its ancestors'.
            var found: [Assignment]?
            // Every fill of the view `found` is on, in whatever state.
            var fills: [Assignment] = []
            // A background set to a value not read: nothing behind it shows, and what it is
            // is not known, so no pair is made (the value is named among those not read).
            var unknown = false
            var confidence = PairConfidence.high
            var doubt = ""
            // A segmented control's selected title given no selected segment's fill lies on
            // the system's own fill for it, which is not assumed (as in a storyboard).
            if assignment.receiver.hasSuffix(".selectedSegment"), backgrounds[assignment.receiver]?.isEmpty != false {
                confidence = .low
                doubt = " (the selected segment's fill is the system's)"
            }
            var current: String? = assignment.receiver
            var last = assignment.receiver
            var foundAt: String?
            // The walk reached the class's root only by assuming where a view was added.
            var guessedRoot = false
            var steps = 0
            // A border in its view's own fill color extends the fill (in the state that sets
            // both): there, it stands out against what is behind the view.
            let isBorder = how == "borderColor"
            var extendsFill = false
            // The class's own fills, which every place that makes a view of it replaces.
            var replacedOwn = Set<SourcePosition>()
            while let view = current, steps < 12 {
                steps += 1
                last = view
                // A view's own background, then its content view's (a cell's).
                var own = (backgrounds[view] ?? []) + (backgrounds[view.isEmpty ? "contentView" : view + ".contentView"] ?? [])
                let ownPositions = Set(own.map(\.position))
                if isBorder, steps == 1 {
                    let fills = own
                    own = fills.compactMap { fill in
                        var fill = fill
                        fill.colors.removeAll { back in assignment.colors.contains { $0.color == back.color } }
                        return fill.colors.isEmpty && !fill.unread ? nil : fill
                    }
                    extendsFill = own.isEmpty && !fills.isEmpty
                }
                var visible = own.filter { !$0.colors.allSatisfy(\.color.isInvisible) }
                if visible.isEmpty, own.contains(where: \.unread) {
                    unknown = true
                    break
                }
                // A filled view put at the back of this one (`insertSubview(fill, at: 0)`, as a
                // button's own background view): under what this view draws.
                if visible.isEmpty, !view.isEmpty {
                    let backing = collector.backing(of: view)
                    if backing.contains(where: \.unread) {
                        unknown = true
                        break
                    }
                    visible = backing.filter { !$0.colors.allSatisfy(\.color.isInvisible) }
                }
                // Code that makes views of the class and fills them runs after the class's
                // own `init`: on those views its fill replaces the class's own, and where
                // every place that makes one does, the class's own is never under its text.
                // (A border is on the fills of other colors than its own, as above.)
                if view.isEmpty, !isController, !visible.isEmpty {
                    let outside = codeColors.backgrounds(of: [CodeColors.Key(type: type.name, path: "")]).filter { fill in
                        !ownPositions.contains(fill.position) && !fill.colors.allSatisfy(\.color.isInvisible)
                            && !(isBorder && fill.colors.contains { back in assignment.colors.contains { $0.color == back.color } })
                    }
                    let made = resolver.declarations.initializerCalls(of: type.name).count
                    let replacing = Set(outside.filter { fill in
                        fill.colors.allSatisfy { $0.conditions.allSatisfy { !$0.isState } }
                    }.map(\.position)).count
                    if made > 0, replacing >= made { replacedOwn = Set(visible.map(\.position)) }
                    visible += outside.filter { !$0.unread }.map { Assignment(receiver: view, kind: .background, colors: $0.colors, position: $0.position) }
                }
                if visible.isEmpty, !(extendsFill && steps == 1) {
                    // Set by another class's code (`cell?.backgroundColor = …` in `cellForRowAt`),
                    // or by an appearance proxy of the class or a superclass.
                    var keys: [CodeColors.Key] = []
                    if view.isEmpty || view == "contentView" || view == root {
                        keys = inheritedKeys(of: type.name, paths: [view])
                    } else if let proxied = Proxy(view), proxied.container == nil {
                        keys = [CodeColors.Key(type: proxied.name, path: "")]
                    } else if !view.contains("."),
                        let viewType = collector.types[view] ?? (assignment.receiver.split(separator: ".").first.map(String.init) == view ? assignment.viewType : nil)
                    {
                        // `cell.textLabel?.textColor` with `cell: UITableViewCell`: the cell's background.
                        keys = inheritedKeys(of: viewType, paths: ["contentView", ""])
                    }
                    visible = codeColors.backgrounds(of: keys)
                        .filter { !$0.colors.allSatisfy(\.color.isInvisible) }
                        .map { Assignment(receiver: view, kind: .background, colors: $0.colors, position: $0.position) }
                }
                // A local of the foreground's function that has a property's name (`let view =
                // UIView()` in `viewForHeaderInSection`): only what that function sets on it is
                // behind the foreground, not what is set on the controller's `view`.
                let functions = Set(assignment.colors.flatMap { $0.conditions.filter { $0.name.hasPrefix(ColorChoice.Condition.localPrefix) }.flatMap(\.values) })
                let localName = ColorChoice.Condition.localPrefix + view
                let setOnLocal: (Assignment) -> Bool = { fill in
                    fill.colors.contains { $0.conditions.contains { $0.name == localName && !$0.values.isDisjoint(with: functions) } }
                }
                if !functions.isEmpty, visible.contains(where: setOnLocal) { visible = visible.filter(setOnLocal) }
                // Only a background set in a branch the foreground can be drawn in (`case
                // .selected:` sets both; `default:` clears the fill and shows what is behind).
                let fillsOfView = visible
                visible = visible.filter { background in
                    background.colors.contains { back in assignment.colors.contains { $0.isCompatible(with: back) } }
                }
                if !visible.isEmpty {
                    found = visible
                    foundAt = view
                    fills = fillsOfView
                    // A view of a class that paints itself may never show that background.
                    if let painter = view.isEmpty ? type.name : collector.types[view], let reason = selfPainting(painter) {
                        confidence = .low
                        doubt = " (the background may be painted over: \(reason))"
                    } else if collector.layered.contains(view) {
                        confidence = .low
                        doubt = " (the background may be covered: the code adds a layer to \(view.isEmpty ? "the view" : view))"
                    }
                    // A search controller's bar is most often shown in a navigation item, where
                    // the navigation bar's fill is drawn, not the search bar's own tint.
                    if confidence == .high, visible.contains(where: \.isBarTint), Self.isSearchControllerBar(view, of: type, collector) {
                        confidence = .medium
                        doubt = " (a search controller's bar: in a navigation item it lies on the navigation bar)"
                    }
                    break
                }
                if let parent = collector.parents[view] ?? Proxy(view)?.parent {
                    // A view put at the back with a fill the code computes (a model's color): what
                    // is behind the view is not known.
                    if let siblings = collector.stacked[parent], let index = siblings.firstIndex(of: view),
                        siblings[..<index].contains(where: { collector.sentBack.contains($0) && backgrounds[$0]?.contains(where: \.unread) == true })
                    {
                        unknown = true
                        break
                    }
                    if let siblings = collector.stacked[parent], let index = siblings.firstIndex(of: view),
                        let (under, kind) = siblings[..<index].reversed().lazy.compactMap({ sibling in collector.backdrop(sibling).map { (sibling, $0) } }).first
                    {
                        confidence = .low
                        doubt = " (\(under), \(kind) added before it, may be under it)"
                    }
                    current = parent
                } else if Proxy(view) != nil {
                    current = nil
                } else if isController, view != Self.navigationBar, Self.isOnNavigationBar(view, collector),
                    collector.scrollEdgeBars.contains(Self.navigationBar)
                {
                    // The controller gives its bar an appearance at the top of the screen too
                    // (`updateNavigationBarStyle()`): its items lie on that bar's fill (at medium,
                    // as on a bar every controller's appearance fills).
                    if confidence == .high { confidence = .medium }
                    current = Self.navigationBar
                } else if isController, Self.isOnNavigationBar(view, collector) {
                    // A navigation bar's title and items, in a controller whose bar has no fill
                    // the code gives: at the top of the screen the bar is transparent (iOS 15 on)
                    // and they lie on the controller's view; a bar given a fill everywhere
                    // (`UINavigationBar.appearance()`) shows that instead.
                    let proxied = codeColors.backgrounds(of: [CodeColors.Key(type: Proxy(type: "UINavigationBar", container: nil).name, path: "")])
                    if proxied.contains(where: \.unread) {
                        unknown = true
                        break
                    }
                    let barFills = proxied.filter { !$0.colors.allSatisfy(\.color.isInvisible) }
                    if confidence == .high { confidence = .medium }
                    if !barFills.isEmpty {
                        found = barFills.map { Assignment(receiver: view, kind: .background, colors: $0.colors, position: $0.position) }
                        foundAt = view
                        fills = found ?? []
                        break
                    }
                    doubt += " (the navigation bar is transparent at the top of the screen)"
                    current = root
                } else if let dot = view.lastIndex(of: ".") {
                    current = String(view[..<dot])
                } else if view == "contentView", isCell {
                    current = ""
                } else if isCell, ["textLabel", "detailTextLabel", "imageView"].contains(view), !collector.properties.contains(view) {
                    // A table cell's own labels and image view lie in its content view.
                    current = "contentView"
                } else if !view.isEmpty, view != root, collector.properties.contains(view) {
                    // A property of the class not added anywhere it can see: on the class's
                    // own root view.
                    current = root
                    if confidence == .high { confidence = .medium }
                    guessedRoot = true
                } else {
                    current = nil
                }
            }
            if unknown { continue }
            // What is doubted of the views' own fills (the selected background below lies there).
            let ownDoubt = doubt
            // A cell or header with no fill of its own, reached to its root: the table or
            // collection that shows it, where the code that registers or makes it colors one.
            if found == nil, !isController, last.isEmpty, !guessedRoot, let host = hostFill(of: type, backgrounds) {
                let visible = host.filter { background in background.colors.contains { back in assignment.colors.contains { $0.isCompatible(with: back) } } }
                if !visible.isEmpty {
                    found = visible
                    fills = host
                    if confidence == .high { confidence = .medium }
                    doubt += " (on the table or collection that shows \(type.name))"
                }
            }
            // A view of a class with no fill of its own, reached to its root: the fill of the
            // view another class adds it to, where that class's code colors one.
            if found == nil, !isController, last.isEmpty, !guessedRoot, !isOpaqueByDefault(type) {
                let containers = codeColors.containers(of: type.name)
                let visible = containers.filter { entry in entry.fill.colors.contains { back in assignment.colors.contains { $0.isCompatible(with: back) } } }
                if !visible.isEmpty {
                    found = visible.map { Assignment(receiver: "", kind: .background, colors: $0.fill.colors, position: $0.fill.position) }
                    fills = containers.map { Assignment(receiver: "", kind: .background, colors: $0.fill.colors, position: $0.fill.position) }
                    if confidence == .high { confidence = .medium }
                    let names = Array(Set(visible.map(\.container))).sorted()
                    doubt += " (on the fill where another class adds a \(type.name): \(CodePairs.list(names)))"
                }
            }
            let surface: [(ColorChoice, SourcePosition?)]
            if let found {
                surface = found.flatMap { background in background.colors.map { ($0, Optional(background.position)) } }
            } else {
                confidence = .low
                let name = type.isAppKit
                    ? ColorReference(.system("windowBackground", .appKit)) : ColorReference(.system("systemBackground", .uiKit))
                surface = [(ColorChoice(name), nil)]
            }
            // A color the code leaves to the system is assumed, never certain.
            if assignment.assumed, confidence == .high { confidence = .medium }
            // The fills the foreground is drawn on: its surface, and, for a cell's content whose
            // view has no fill of its own, the cell's selected background while selected.
            var layers = surface.map { back, position in
                position.map(replacedOwn.contains) == true
                    ? (back: back, position: position, confidence: PairConfidence.low, said: doubt + " (replaced by every place that makes a \(type.name))")
                    : (back: back, position: position, confidence: confidence, said: doubt)
            }
            if isCell, last.isEmpty, !guessedRoot, foundAt == nil || foundAt == "" {
                for name in collector.selectedBackgrounds.sorted() {
                    for fill in backgrounds[name] ?? [] where !fill.unread {
                        layers += fill.colors.map {
                            (back: $0, position: Optional(fill.position), confidence: ownDoubt.isEmpty ? .medium : .low, said: " while selected" + ownDoubt)
                        }
                    }
                }
            }
            // A view faded for good (`label.alpha = 0.7`, its only alpha) draws its text at that
            // opacity over what is behind it.
            var fronts = assignment.colors
            if foundAt != assignment.receiver, let values = collector.alphas[assignment.receiver], Set(values).count == 1,
                let alpha = values.first ?? nil, alpha > 0, alpha < 1
            {
                fronts = fronts.map { front in
                    var faded = front
                    faded.color = front.color.applying(opacity: alpha)
                    return faded
                }
            }
            for front in fronts where !front.color.isInvisible {
                for layer in layers where !layer.back.color.isInvisible {
                    let back = layer.back
                    guard front.isCompatible(with: back), !Self.isReplaced(front, of: assignment, over: back, among: assignments),
                        !Self.isReplaced(back, under: front, among: fills)
                    else { continue }
                    let chosen = front.style ?? back.style
                    let style = chosen.map { AppearanceLock($0, at: nil) } ?? lock
                    // A disabled or selected control's colors are drawn only once code disables or
                    // selects it, which the reader does not follow: never certain.
                    let disabled = front.isDisabledState || back.isDisabledState
                    // (A spinner is drawn only while it spins: it hides when stopped by default.)
                    // (A swipe action is seen only while its row is swiped.)
                    let inState = disabled || how.contains(".selected") || how == Self.spinnerColor || how.hasSuffix("of a swipe action")
                        || front.isFallback || back.isFallback
                        || [front, back].contains { choice in
                        choice.conditions.contains { condition in
                            condition.holds == true && ["isSelected", "isHighlighted"].contains { condition.name == $0 || condition.name.hasSuffix("." + $0) }
                        }
                    }
                    pairs.append(DrawnPair(
                        foreground: front.color, background: back.color, role: disabled ? .disabled : role,
                        confidence: inState || tintsTitlesOnly ? min(layer.confidence, .medium) : layer.confidence,
                        foregroundPosition: assignment.position, backgroundPosition: layer.position, style: style,
                        how: "\(how)\(how.hasSuffix(" against") ? " " : " of ")\(Proxy(assignment.receiver)?.display ?? (assignment.receiver.isEmpty ? "self" : assignment.receiver)) in \(type.name)\(layer.said)"
                            + (tintsTitlesOnly ? " (its items' images are drawn as they are: it colors only titles given no color)" : "")))
                }
            }
        }
    }

    /// The catalog image an expression names: `UIImage(named: "photo")`, `UIImage(named:
    /// "photo")!`, `.photo` or `UIImage.photo` (Xcode's generated symbols).
    static func catalogImageName(_ value: ExprSyntax) -> String? {
        let value = value.unwrapped
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIImage",
            let name = call.argument("named")?.stringValue
        {
            return name
        }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.dottedName == "UIImage" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The catalog image a tab bar item is given, or `nil` when it is drawn as a template (an
    /// SF Symbol, `withRenderingMode(.alwaysTemplate)`) or is not a catalog image.
    static func tabItemImage(_ value: ExprSyntax) -> String? {
        let template = value.tokens(viewMode: .sourceAccurate).contains { $0.text == "alwaysTemplate" || $0.text == "systemName" }
        return template ? nil : catalogImageName(value)
    }

    /// The control states an argument names: `.normal`, `UIControl.State.disabled`,
    /// `[.normal, .highlighted]`.
    static func controlStates(_ argument: ExprSyntax?) -> [String] {
        argument.map { argument in
            argument.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind, name != "UIControl", name != "State" else { return nil }
                return name
            }
        } ?? []
    }

    /// How a spinner's `color` is named.
    static let spinnerColor = "color of a spinner"

    /// The views that draw text in the system's `label` unless colored.
    static let textViews: Set<String> = ["UILabel", "UITextField", "UITextView"]

    /// Whether the class's code gives `view` a foreground through a property `how` accepts.
    static func setsForeground(on view: String, _ collector: Collector, where how: (String) -> Bool) -> Bool {
        collector.assignments.contains { other in
            guard case .foreground(_, let otherHow) = other.kind else { return false }
            return other.receiver == view && how(otherHow)
        }
    }

    /// Whether a view path is a text view (`UITextView` has no placeholder: one that shows a
    /// placeholder is a class of its own, which colors it).
    static func isTextView(_ view: String, type: String?) -> Bool {
        let name = type ?? String(view.split(separator: ".").last ?? "")
        return name.hasSuffix("TextView") || name.hasSuffix("textView")
    }

    /// Whether a view path is a search controller's bar: its own (`searchBar` in a subclass
    /// of `UISearchController`) or one the class reaches through it (`searchController.searchBar`).
    static func isSearchControllerBar(_ view: String, of type: ClassFacts, _ collector: Collector) -> Bool {
        let parts = view.split(separator: ".").map(String.init)
        guard parts.last == "searchBar" else { return false }
        guard parts.count > 1 else { return type.inherits.contains { $0.hasSuffix("SearchController") } }
        let holder = parts.dropLast().joined(separator: ".")
        return collector.types[holder]?.hasSuffix("SearchController") == true || parts[parts.count - 2].hasSuffix("searchController")
    }

    /// Whether a view path is a tab bar: a controller's (`tabBar`, `tabBarController?.tabBar`)
    /// or one the class declares.
    static func isTabBar(_ view: String, _ collector: Collector) -> Bool {
        view.split(separator: ".").last == "tabBar" || collector.types[view] == "UITabBar"
    }

    /// A controller's navigation bar, as the reader names the path to it.
    static let navigationBar = "navigationController.navigationBar"

    /// Whether a view path is a controller's navigation bar or one of its items
    /// (`navigationController?.navigationBar`, `navigationItem`, a `UIBarButtonItem`).
    static func isOnNavigationBar(_ view: String, _ collector: Collector) -> Bool {
        let parts = view.split(separator: ".").map(String.init)
        guard let first = parts.first else { return false }
        return (first == "navigationController" && parts.dropFirst().first == "navigationBar") || first == "navigationItem"
            || (parts.count == 1 && (collector.types[first] == "UIBarButtonItem" || collector.barItems.contains(first)))
    }

    /// Whether the class's views fill themselves unless made clear: table cells and headers.
    func isOpaqueByDefault(_ type: ClassFacts) -> Bool {
        (resolver.declarations.lineage(of: [type.name]) + type.inherits).contains { $0 == "UITableViewCell" || $0 == "UITableViewHeaderFooterView" }
    }

    /// The fill of the table or collection that shows a class's views, when the class lets
    /// it show through: a plain view or a collection cell (clear unless colored), a table cell
    /// or header made clear (`backgroundColor = .clear`; a table cell is opaque by default).
    func hostFill(of type: ClassFacts, _ backgrounds: [String: [Assignment]]) -> [Assignment]? {
        let host = codeColors.hosts(of: type.name)
        guard !host.isEmpty else { return nil }
        if isOpaqueByDefault(type) {
            let own = backgrounds[""] ?? []
            guard !own.isEmpty, own.allSatisfy({ $0.colors.allSatisfy(\.color.isInvisible) }) else { return nil }
        }
        return host.map { Assignment(receiver: "", kind: .background, colors: $0.colors, position: $0.position) }
    }

    /// The labels a class makes and adds to a view without giving them a text color — not in
    /// its code, not from another class's, not through `UILabel.appearance()` — drawn in the
    /// system's label color (`label`; `labelColor` in AppKit's text fields is left alone); and
    /// the custom buttons (`UIButton()`, `UIButton(type: .custom)`) it titles without a title
    /// color, drawn in white.
    func defaultTextColors(of type: ClassFacts, _ collector: Collector) -> [Assignment] {
        guard !type.isAppKit else { return [] }
        let added = Set(collector.parents.keys).union(collector.stacked.values.joined())
        /// Whether code colors the view's content (its class's, another's; `inside`: its
        /// subviews' too, `titleLabel`), other than through `except`. (A border is around the
        /// content, not in it.)
        func isColored(_ name: String, inside: Bool, except: String? = nil) -> Bool {
            collector.assignments.contains { assignment in
                guard case .foreground(_, let how) = assignment.kind, how != except, how != "borderColor" else { return false }
                return assignment.receiver == name || (inside && assignment.receiver.hasPrefix(name + "."))
            } || codeColors.foregrounds(of: [CodeColors.Key(type: type.name, path: name)]).contains { $0.foreground?.how != "borderColor" }
        }
        /// The system's color for a view no code colors: assumed.
        func systemDefault(_ color: String, _ how: String, on name: String, orInside inside: Bool) -> Assignment? {
            guard let position = collector.declaredAt[name], !isColored(name, inside: inside) else { return nil }
            var assignment = Assignment(
                receiver: name, kind: .foreground(.bodyText, how), colors: [ColorChoice(ColorReference(.system(color, .uiKit)))], position: position)
            assignment.assumed = true
            return assignment
        }
        var found: [Assignment] = []
        if codeColors.foregrounds(of: [CodeColors.Key(type: Proxy(type: "UIButton", container: nil).name, path: "")]).isEmpty {
            for (name, made) in collector.plainButtons.sorted(by: { $0.key < $1.key })
            where collector.titled.contains(name) && added.contains(name) && !collector.configured.contains(name) {
                // An app's subclass may color its own title (`setTitleColor` in its `init`); what
                // other classes set on their views of it is theirs.
                let own = codeColors.foregrounds(of: inheritedKeys(of: made, paths: ["", "titleLabel"])).filter { assignment in
                    !assignment.colors.contains { $0.conditions.contains { $0.name.hasPrefix(Collector.instancePrefix) } }
                }
                guard made == "UIButton" || own.allSatisfy({ $0.foreground?.how == "borderColor" }) else { continue }
                if let assignment = systemDefault("white", "default title color of a custom button", on: name, orInside: true) { found.append(assignment) }
            }
        }
        // A system button titled with no title color draws the title in its tint: the tint
        // the code gives it (then the title's color, text), else the system's (the app's
        // accent color: assumed).
        for name in collector.systemButtons.sorted() where collector.titled.contains(name) && added.contains(name) && !collector.configured.contains(name) {
            guard !isColored(name, inside: true, except: "tintColor") else { continue }
            let tints = collector.assignments.filter { assignment in
                guard case .foreground(_, "tintColor") = assignment.kind else { return false }
                return assignment.receiver == name
            }
            if tints.isEmpty {
                guard codeColors.foregrounds(of: [CodeColors.Key(type: Proxy(type: "UIButton", container: nil).name, path: "")]).isEmpty,
                    var assignment = systemDefault("accentColor", "title of a system button in the system's tint", on: name, orInside: false)
                else { continue }
                assignment.colors = [resolver.system("accentColor", dialect: .swiftUI) ?? ColorChoice(ColorReference(.system("systemBlue", .uiKit)))]
                found.append(assignment)
            } else {
                for tint in tints {
                    found.append(Assignment(receiver: name, kind: .foreground(.bodyText, "title of a system button in its tint"), colors: tint.colors, position: tint.position))
                }
            }
        }
        // A navigation bar the code fills (its own fill, or an appearance's) in an app whose
        // code gives no title a color (attributes, a title view of its own, the bar's appearance
        // proxy): the title is drawn in the system's `label`, assumed.
        let titled = collector.titlesStyled || codeColors.titlesStyled
            || !codeColors.foregrounds(of: [CodeColors.Key(type: Proxy(type: "UINavigationBar", container: nil).name, path: "")]).isEmpty
        if !titled {
            // A navigation controller's bar (`navigationController?.navigationBar`, a
            // `UINavigationController` subclass's own `navigationBar`), not a view of the app's
            // that happens to be called so.
            let isNavigationController = (resolver.declarations.lineage(of: [type.name]) + type.inherits).contains("UINavigationController")
            func isBar(_ path: String) -> Bool {
                path.hasSuffix("navigationController.navigationBar")
                    || (path == "navigationBar" && (isNavigationController || collector.types[path] == "UINavigationBar"))
            }
            let bars = Set(collector.assignments.map(\.receiver).filter(isBar)).union(collector.appearanceBars.filter(isBar))
            for bar in bars.sorted() {
                let fill = collector.assignments.first { assignment in
                    guard case .background = assignment.kind, !assignment.unread else { return false }
                    return assignment.receiver == bar || assignment.receiver == collector.parents[bar]
                }
                guard let fill else { continue }
                var assignment = Assignment(
                    receiver: bar, kind: .foreground(.bodyText, "title of a navigation bar in the system's color"),
                    colors: [ColorChoice(ColorReference(.system("label", .uiKit)))], position: fill.position)
                assignment.assumed = true
                found.append(assignment)
            }
        }
        for (name, viewType) in collector.types.sorted(by: { $0.key < $1.key })
        where Self.textViews.contains(viewType) && added.contains(name) && collector.plainLabels.contains(name) {
            guard codeColors.foregrounds(of: [CodeColors.Key(type: Proxy(type: viewType, container: nil).name, path: "")]).isEmpty else { continue }
            if viewType == "UILabel" {
                if let assignment = systemDefault("label", "default text color", on: name, orInside: false) { found.append(assignment) }
                continue
            }
            // What is typed in a field (or a text view) whose text no code colors: in `label`.
            // Its placeholder, caret and border are colored apart.
            let textColored = collector.assignments.contains { assignment in
                guard case .foreground(_, let how) = assignment.kind, assignment.receiver == name else { return false }
                return !["placeholder", "attributedPlaceholder", "placeholderColor", "tintColor", "borderColor"].contains(how)
            } || codeColors.foregrounds(of: [CodeColors.Key(type: type.name, path: name)]).contains { $0.foreground?.how == "textColor" }
            guard !textColored, let position = collector.declaredAt[name] else { continue }
            var assignment = Assignment(
                receiver: name, kind: .foreground(.bodyText, "default text color"), colors: [ColorChoice(ColorReference(.system("label", .uiKit)))],
                position: position)
            assignment.assumed = true
            found.append(assignment)
        }
        return found
    }

    /// Whether `front`, set on its view in no particular state, is replaced where `back` is
    /// shown: another assignment of the view's same property is made in the state `back` is
    /// set in (a gesture's `.began` branch sets the label's text and the fill together).
    static func isReplaced(_ front: ColorChoice, of assignment: Assignment, over back: ColorChoice, among assignments: [Assignment]) -> Bool {
        guard case .foreground(_, let how) = assignment.kind, !back.conditions.isEmpty else { return false }
        for other in assignments where other.receiver == assignment.receiver && other.position != assignment.position {
            guard case .foreground(_, let otherHow) = other.kind, otherHow == how else { continue }
            for choice in other.colors {
                for condition in choice.conditions where condition.isState && !front.conditions.contains(where: { $0.name == condition.name }) {
                    if back.conditions.contains(where: { $0.name == condition.name && $0.overlaps(condition) }) { return true }
                }
            }
        }
        return false
    }

    /// Whether `back`, a fill set in no particular value of a state `front` is drawn in, is
    /// replaced there: another fill of the same view (among `fills`) is set in that state (a
    /// fill set at init, and the one `isEnabled`'s observer sets for a disabled button).
    static func isReplaced(_ back: ColorChoice, under front: ColorChoice, among fills: [Assignment]) -> Bool {
        for condition in front.conditions where condition.isState && !back.conditions.contains(where: { $0.name == condition.name }) {
            for fill in fills {
                for other in fill.colors where other.conditions.contains(where: { $0.name == condition.name && $0.overlaps(condition) }) {
                    return true
                }
            }
        }
        return false
    }

    /// Where the background of a view of a class may be set outside its own code: by other
    /// classes' code on the app's classes of its lineage (`cell.contentView.backgroundColor`,
    /// `cell.backgroundColor`), and by the appearance proxies of every class of it.
    /// `paths`: the views of it looked at, nearest first (`contentView`, then the view itself,
    /// `""`, which is the one a proxy sets).
    func inheritedKeys(of type: String, paths: [String]) -> [CodeColors.Key] {
        let classes = resolver.declarations.lineage(of: [type])
        return paths.flatMap { path in
            classes.flatMap { name -> [CodeColors.Key] in
                // The app's own classes only: a framework class the app extends (`extension UIView:
                // P {}`) is no lineage whose views other code fills (a `UIView()` made and filled
                // in one class is that view's background, not every view's).
                let own = resolver.declarations.declaredTypes.contains(name) ? [CodeColors.Key(type: name, path: path)] : []
                return own + (path.isEmpty ? [CodeColors.Key(type: Proxy(type: name, container: nil).name, path: "")] : [])
            }
        }
    }

    /// A view class's appearance proxy as the reader names it: `UILabel.appearance()` is
    /// `appearance:UILabel`, `UITextField.appearance(whenContainedInInstancesOf:
    /// [UITableViewCell.self])` is `appearance:UITextField@UITableViewCell`. What a proxy sets
    /// is drawn by every view of the class (in that container), and a proxy's views lie on
    /// their container's (`UIBarButtonItem`s on the navigation bar).
    struct Proxy: Equatable {
        let type: String
        let container: String?

        init(type: String, container: String?) {
            self.type = type
            self.container = container
        }

        /// The proxy a receiver name stands for, or `nil`.
        init?(_ name: String) {
            guard name.hasPrefix("appearance:") else { return nil }
            let parts = name.dropFirst("appearance:".count).split(separator: "@", maxSplits: 1).map(String.init)
            guard let first = parts.first else { return nil }
            type = first
            container = parts.count == 2 ? parts[1] : nil
        }

        /// `X.appearance()` or `X.appearance(whenContainedInInstancesOf: [Y.self, …])` (the
        /// first container is the nearest); `nil` for any other call, and for
        /// `appearance(for:)`, which applies in some traits only.
        init?(_ call: FunctionCallExprSyntax) {
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "appearance",
                let base = callee.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
            else { return nil }
            type = base.baseName.text
            if call.arguments.isEmpty {
                container = nil
            } else if let argument = call.argument("whenContainedInInstancesOf"),
                let first = argument.as(ArrayExprSyntax.self)?.elements.first?.expression.namePath?.names.first
            {
                container = first
            } else {
                return nil
            }
        }

        var name: String { "appearance:" + type + (container.map { "@" + $0 } ?? "") }

        /// As code writes it, for reports.
        var display: String {
            type + ".appearance(" + (container.map { "whenContainedInInstancesOf: [\($0).self]" } ?? "") + ")"
        }

        /// Where its views lie: their container's proxy, or a bar for a bar button item.
        var parent: String? {
            if let container { return Proxy(type: container, container: nil).name }
            if type == "UIBarButtonItem" { return Proxy(type: "UINavigationBar", container: nil).name }
            return nil
        }
    }

    /// Walks a class's members, recording the colors it sets, the views it adds to which,
    /// the fonts that make text large, and appearance locks.
    final class Collector: SyntaxVisitor {
        let resolver: SwiftColorResolver
        var file: SwiftSourceFile?
        var assignments: [Assignment] = []
        var parents: [String: String] = [:]
        /// The `alpha` values code gives each view: a number literal set unconditionally, else `nil`.
        var alphas: [String: [Double?]] = [:]
        /// Fields given an attributed placeholder, by name: its colors, not the system's.
        var attributedPlaceholders = Set<String>()
        /// The subviews added to a view in code, bottom first (`addSubview`, `insertSubview`).
        var stacked: [String: [String]] = [:]
        /// Subviews put under their siblings (`insertSubview(_:at: 0)`, `sendSubviewToBack`).
        var sentBack = Set<String>()
        /// The app's cell and header classes this class's tables and collections show, with
        /// the table's or collection's name (`tableView.register(NoteCell.self, …)`, a view
        /// `tableView(_:viewForHeaderInSection:)` makes).
        var hosted: [String: String] = [:]
        /// The views a cell shows while selected, behind its content (`selectedBackgroundView`,
        /// and locals assigned to it).
        var selectedBackgrounds: Set<String> = ["selectedBackgroundView"]
        /// Image views showing a catalog image that may not render as a template, with its
        /// name, by view name.
        var catalogImages: [String: String] = [:]
        /// The images the class gives tab bar items, each the catalog image's name or `nil`
        /// when it renders as a template or is not a catalog image (``tabItemImage(_:)``).
        var tabItemImages: [String?] = []
        /// Bar button items, by name (`let refresh = UIBarButtonItem(…)`, views put in
        /// `navigationItem`): drawn on the navigation bar.
        var barItems = Set<String>()
        var properties = Set<String>()
        /// The app's view types of properties and locals, by name (`let card = CardView()`,
        /// `let card: CardView`).
        var types: [String: String] = [:]
        /// Where each property or local of `types` is declared.
        var declaredAt: [String: SourcePosition] = [:]
        /// Labels, text fields and text views made by UIKit's own initializer (`UILabel()`,
        /// `UITextField(frame:)`), not by a factory that may style them, by name.
        var plainLabels = Set<String>()

        /// `isEnabled` holds, or does not: the state a button's titles for `.normal` and
        /// `.disabled` are drawn in.
        static func enabled(_ holds: Bool) -> ColorChoice.Condition { ColorChoice.Condition(name: "isEnabled", holds: holds) }

        /// A button given a title color for `.disabled` draws its `.normal` one only while it
        /// is enabled (without one, the normal title is drawn in both states).
        func titlesApartFromDisabled() {
            let disabled = Set(assignments.compactMap { assignment -> String? in
                guard case .foreground(_, "title color .disabled") = assignment.kind else { return nil }
                return assignment.receiver
            })
            guard !disabled.isEmpty else { return }
            for index in assignments.indices where disabled.contains(assignments[index].receiver) {
                guard case .foreground(_, "title color .normal") = assignments[index].kind else { continue }
                assignments[index].colors = assignments[index].colors.map { $0.adding(Self.enabled(true)) }
            }
        }

        /// Methods that each set a view's fill and a color another such method sets too
        /// (`didSelect()` and `didDeselect()`, each setting a fill and the label's color) set
        /// states of the class: what one sets is drawn together, never with what another sets.
        /// Their fills, and those colors, are conditioned on the method.
        func methodStates() {
            func slot(_ assignment: Assignment) -> String? {
                guard case .foreground(_, let how) = assignment.kind else { return nil }
                return assignment.receiver + " " + how
            }
            let filling = Set(assignments.compactMap { assignment -> String? in
                guard case .background = assignment.kind else { return nil }
                return assignment.function
            })
            var setters: [String: Set<String>] = [:]
            for assignment in assignments {
                if let slot = slot(assignment), let function = assignment.function, filling.contains(function) { setters[slot, default: []].insert(function) }
            }
            let shared = setters.filter { $0.value.count > 1 }
            let states = Set(shared.values.joined())
            guard !states.isEmpty else { return }
            for index in assignments.indices {
                guard let function = assignments[index].function, states.contains(function) else { continue }
                if let slot = slot(assignments[index]), shared[slot] == nil { continue }
                let condition = ColorChoice.Condition(name: "method of \(typeName)", values: [function])
                assignments[index].colors = assignments[index].colors.map { $0.adding(condition) }
            }
        }

        /// A color a view is made with (`UILabel(textColor: .ink)`, a factory's) is where it
        /// starts: where the class's code sets the same color of the view again, in no
        /// particular state, that is what is drawn.
        func creationColorsReplaced() {
            func key(_ assignment: Assignment) -> String? {
                guard case .foreground(_, let how) = assignment.kind else { return nil }
                return assignment.receiver + "|" + how
            }
            let setLater = Set(assignments.filter { !$0.atCreation && $0.colors.allSatisfy(\.conditions.isEmpty) }.compactMap(key))
            guard !setLater.isEmpty else { return }
            assignments.removeAll { $0.atCreation && key($0).map(setLater.contains) == true }
        }

        /// The property a local stands for inside the closure that builds the property, or the
        /// name itself.
        func aliased(_ name: String) -> String {
            aliases.reversed().lazy.compactMap { $0[name] }.first ?? name
        }

        /// Notes a label made by UIKit's own initializer: `call` made `name`.
        func notePlainLabel(_ name: String, madeBy call: FunctionCallExprSyntax?) {
            guard let call, let made = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                UIKitDrawingReader.textViews.contains(made),
                call.arguments.allSatisfy({ $0.label?.text == "frame" }), call.trailingClosure == nil
            else { return }
            plainLabels.insert(aliased(name))
        }
        /// Buttons made as custom buttons (`UIButton()`, `UIButton(type: .custom)`, `AppButton()`
        /// of a subclass), by name: their tint colors a template image only, never the title.
        var customButtons = Set<String>()
        /// Views given an image (`button.setImage(…)`), by name.
        var imaged = Set<String>()
        /// Bars given an appearance (`navigationBar.standardAppearance = appearance`), by name:
        /// the appearance's background covers the bar's own `backgroundColor`.
        var appearanceBars = Set<String>()
        /// Bars given an appearance at the top of the screen too (`scrollEdgeAppearance`): they
        /// are not transparent there.
        var scrollEdgeBars = Set<String>()
        /// System buttons (`UIButton(type: .system)`), by name: their title is drawn in their tint.
        var systemButtons = Set<String>()
        /// Custom buttons made by an initializer (`UIButton()`, `UIButton(type: .custom)`,
        /// `AppButton()`), with the class they are made of, by name.
        var plainButtons: [String: String] = [:]
        /// Views whose layer code gives a sublayer at the back (a gradient), drawn over their
        /// own fill, by name.
        var layered = Set<String>()
        /// Buttons given a title (`button.setTitle("Sign in", for: .normal)`), by name.
        var titled = Set<String>()
        /// Buttons given a configuration (`button.configuration = …`), or an attributed title
        /// whose colors are not read, by name: no default title color is assumed for them.
        var configured = Set<String>()
        /// Views the code shows or hides (`isHidden`, `alpha`), by name.
        var toggled = Set<String>()
        /// For each view the code shows or hides, whether each setting hides it for good
        /// (`isHidden = true`, `alpha = 0`, on no condition).
        var hiding: [String: [Bool]] = [:]
        /// Views the code hides and never shows: nothing on them is drawn.
        var hiddenForGood: Set<String> { Set(hiding.filter { $0.value.allSatisfy { $0 } }.keys) }
        /// Text views the code makes neither editable nor selectable (`isEditable = false`,
        /// `isSelectable = false`), by name, with which of the two it has set so: their tint,
        /// which colors only the caret, the selection and links, is never drawn.
        var inert: [String: Set<String>] = [:]
        /// Swipe actions made in the code (`UIContextualAction(style:title:handler:)`), by
        /// name: the system draws their title or image in white on their background.
        var swipeActions: [String: (titled: Bool, position: SourcePosition)] = [:]
        /// The names the class's `UISwipeActionsConfiguration(actions: […])` calls list; `nil`
        /// when it makes none.
        var swipeConfigurations: Set<String>?
        /// The types of the parameters of the function being walked (`willDisplay cell:
        /// UITableViewCell`).
        var parameterTypes: [String: String] = [:]
        /// Locals that hold an appearance proxy (`let bar = UINavigationBar.appearance()`).
        private var proxies: [String: String] = [:]
        var largeFonts = Set<String>()
        var lock: AppearanceLock? { appearance.lock }
        private var appearance = OutrightAppearance()
        var lockIsAppWide = false
        var tally = ScanTally()
        /// Local names that stand for a property, inside the closure that builds it
        /// (`let titleLabel: UILabel = { let label = UILabel(); …; return label }()`).
        private var aliases: [[String: String]] = []
        /// Properties and locals made with their class's initializer (`= DescriptionLabel()`).
        private var madeInCode = Set<String>()

        init(resolver: SwiftColorResolver) {
            self.resolver = resolver
            super.init(viewMode: .sourceAccurate)
        }

        var dialect: SwiftColorResolver.Dialect { file?.systemFramework == .appKit ? .appKit : .uiKit }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true { properties.insert(name) }
            if let file, declaredAt[name] == nil { declaredAt[name] = file.position(of: node) }
            notePlainLabel(name, madeBy: node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self))
            if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self) {
                inlineFactory(call, making: aliased(name))
            }
            if let annotated = node.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
                types[name] = className(annotated.name.text)
            } else if let cast = node.initializer?.value.as(AsExprSyntax.self)?.type.as(IdentifierTypeSyntax.self) {
                // `let cell = tableView.dequeueReusableCell(…) as! ProfileCell`
                types[name] = className(cast.name.text)
            } else if let made = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
                made.baseName.text.first?.isUppercase == true
            {
                types[name] = className(made.baseName.text)
                madeInCode.insert(name)
                // `let effectView: UIView = { let this = UIVisualEffectView(…); …; return this }()`:
                // the property is the view the closure makes, not only what it is declared as.
                let property = aliased(name)
                if property != name, ["UIView", "NSView", nil].contains(types[property]) { types[property] = made.baseName.text }
            }
            if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self), let root = Self.hostedView(call) {
                hostedViews[aliased(name)] = root
            }
            if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIContextualAction", let file
            {
                let title = call.argument("title")
                swipeActions[name] = (title.map { !$0.isNil && $0.stringValue != "" } ?? false, file.position(of: call))
            }
            // `UIStackView(arrangedSubviews: [logo, loginButton])`: the views lie in the stack.
            if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self),
                let arranged = call.argument("arrangedSubviews")?.unwrapped.as(ArrayExprSyntax.self)
            {
                let stack = aliased(name)
                for element in arranged.elements {
                    let child = subview(element.expression)
                    if !child.isEmpty, parents[child] == nil { parents[child] = stack }
                }
            }
            if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self), Self.makesCustomButton(call, resolver.declarations) {
                // Inside the closure that builds a property, the local stands for the property.
                let button = aliased(name)
                customButtons.insert(button)
                if let made = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { plainButtons[button] = made }
            }
            if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIButton", call.argument("type")?.lastName == "system"
            {
                systemButtons.insert(aliased(name))
            }
            var alias: [String: String] = [:]
            if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self), let proxy = Proxy(call) {
                proxies[name] = proxy.name
            } else if let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self) {
                if let closure = call.calledExpression.as(ClosureExprSyntax.self),
                    let returned = closure.statements.singleValue?.as(DeclReferenceExprSyntax.self)
                {
                    alias[returned.baseName.text] = name
                }
                if call.trailingClosure != nil { alias["$0"] = name }
            }
            aliases.append(alias)
            return .visitChildren
        }

        /// Whether a call makes a custom button: `UIButton()`, `UIButton(frame:)`,
        /// `UIButton(type: .custom)`, or an app subclass's initializer without a `type:`.
        static func makesCustomButton(_ call: FunctionCallExprSyntax, _ declarations: SwiftDeclarations) -> Bool {
            guard let made = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                made == "UIButton" || (declarations.declaredTypes.contains(made) && declarations.lineage(of: [made]).contains("UIButton"))
            else { return false }
            guard let type = call.argument("type") else { return call.arguments.allSatisfy { $0.label?.text == "frame" } }
            return type.lastName == "custom"
        }

        /// The elements of the array literal a `forEach` closure runs over, when `expression`
        /// is the closure's parameter (`$0`, or its one named parameter); `nil` otherwise.
        static func forEachElements(standingFor expression: ExprSyntax) -> [ExprSyntax]? {
            guard let name = expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            return forEachElements(named: name, at: expression)
        }

        /// The elements of the array literal a `forEach` closure around `node` runs over, when
        /// `name` is the closure's parameter; `nil` otherwise.
        static func forEachElements(named name: String, at node: some SyntaxProtocol) -> [ExprSyntax]? {
            guard name == "$0" || name.first?.isLowercase == true else { return nil }
            var current = node.parent
            while let node = current, !node.is(ClosureExprSyntax.self) {
                if node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return nil }
                current = node.parent
            }
            guard let closure = current?.as(ClosureExprSyntax.self) else { return nil }
            if name != "$0" {
                let parameters = closure.signature?.parameterClause.map { clause -> [String] in
                    switch clause {
                    case .simpleInput(let names): names.map(\.name.text)
                    case .parameterClause(let list): list.parameters.map { ($0.secondName ?? $0.firstName).text }
                    }
                } ?? []
                guard parameters == [name] else { return nil }
            }
            guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                let array = member.base?.unwrapped.as(ArrayExprSyntax.self)
            else { return nil }
            return array.elements.map(\.expression)
        }

        /// Whether a view path names a button: `self` in a button class, or a property or local
        /// of `UIButton` or one of the app's subclasses of it.
        func isButton(_ path: [String]) -> Bool {
            let type = path.isEmpty || path == ["self"] ? typeName : path.count == 1 ? types[path[0]] ?? parameterTypes[path[0]] : nil
            guard let type else { return false }
            return type == "UIButton" || resolver.declarations.lineage(of: [type]).contains("UIButton")
        }

        /// Records a color the class sets, with the type its receiver has there.
        private func record(_ assignment: Assignment) {
            var assignment = assignment
            assignment.atCreation = creating
            assignment.function = functions.first.map { function in file.map { "\(function.name.text) at \($0.position(of: function.name))" } ?? function.name.text }
            if let first = assignment.receiver.split(separator: ".").first {
                assignment.receiverType = types[String(first)]
                assignment.receiverMadeInCode = madeInCode.contains(String(first))
                assignment.viewType = types[String(first)] ?? parameterTypes[String(first)]
                // A view of the app's class is one instance of it: what this class sets on it
                // is never drawn with what another class sets on another (a button class used
                // on two screens), though it is with what the class sets on itself.
                keepApart(&assignment, as: types[String(first)])
                // A local of one function is never a local of the same name in another (two
                // factory methods that each make a `button`).
                if let function = functions.first, first != "self", isLocal(String(first), of: function), let file {
                    let local = ColorChoice.Condition(
                        name: ColorChoice.Condition.localPrefix + String(first), values: ["\(typeName).\(function.name.text)@\(file.position(of: function.name))"])
                    assignment.colors = assignment.colors.map { $0.adding(local) }
                }
            }
            assignments.append(assignment)
        }

        /// The name of the condition that keeps the colors set on one view of an app's class
        /// apart from those set on another (``record(_:)``).
        static let instancePrefix = ColorChoice.Condition.instancePrefix

        /// Views only code that never runs adds to a view (a function nobody calls).
        var addedInDeadCode = Set<String>()

        /// The names of the views code adds (`addSubview(spinner)`, `self.addSubview(spinner)`).
        static func addedViews(in node: Syntax) -> Set<String> {
            final class Finder: SyntaxVisitor {
                var names = Set<String>()
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if let name = node.calleeName, ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"].contains(name),
                        let child = node.arguments.first?.expression.unwrapped
                    {
                        if let reference = child.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
                        if let member = child.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                            names.insert(member.declName.baseName.text)
                        }
                    }
                    return .visitChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(node)
            return finder.names
        }

        /// The views a function makes for itself (`let button = UIButton()`), by function.
        private var functionLocals: [SyntaxIdentifier: Set<String>] = [:]

        /// Whether `name` is a local view the function makes (in its body, closures included)
        /// with an initializer: a view of its own, unlike one it looks up (`let cell =
        /// tableView.cellForRow(at:)`, the same cell another method colors).
        func isLocal(_ name: String, of function: FunctionDeclSyntax) -> Bool {
            if let known = functionLocals[function.id] { return known.contains(name) }
            final class Finder: SyntaxVisitor {
                var names = Set<String>()
                override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                    if let identifier = node.pattern.as(IdentifierPatternSyntax.self),
                        let made = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
                        made.baseName.text.first?.isUppercase == true
                    {
                        names.insert(identifier.identifier.text)
                    }
                    return .visitChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            if let body = function.body { finder.walk(body) }
            functionLocals[function.id] = finder.names
            return finder.names.contains(name)
        }

        /// Marks the colors set on a view of an app's class as that view's.
        private func keepApart(_ assignment: inout Assignment, as type: String?) {
            guard let first = assignment.receiver.split(separator: ".").first.map(String.init), first != "self", let type,
                resolver.declarations.classes[type] != nil,
                !assignment.colors.contains(where: { $0.conditions.contains { $0.name.hasPrefix(Self.instancePrefix) } })
            else { return }
            let instance = ColorChoice.Condition(name: Self.instancePrefix + type, values: [typeName + "." + first])
            assignment.colors = assignment.colors.map { $0.adding(instance) }
        }

        /// Marks the colors set on a property declared after the code that sets them, once the
        /// class is walked and its properties' types are known.
        func keepInstancesApart() {
            for index in assignments.indices where assignments[index].receiverType == nil {
                guard let first = assignments[index].receiver.split(separator: ".").first.map(String.init) else { continue }
                keepApart(&assignments[index], as: types[first])
            }
        }

        /// Types bound inside a block (a function's body, a branch) are that block's: each
        /// function starts from the class's own.
        private var typeScopes: [[String: String]] = []

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            typeScopes.append(types)
            return .visitChildren
        }

        /// A closure's locals are its own (`let view = FilterView()` in the closure that makes a
        /// property is not the controller's `view`); what it learns of the class's properties
        /// stays.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            typeScopes.append(types)
            return .visitChildren
        }

        override func visitPost(_ node: ClosureExprSyntax) {
            guard let outer = typeScopes.popLast() else { return }
            types = outer.merging(types.filter { properties.contains($0.key) }) { _, inner in inner }
        }

        /// `if #available(iOS 15, *) { … } else { … }` in an app that runs from iOS 15 on: the
        /// `else` never runs (and `#unavailable`'s body never does), so what it sets is not read.
        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            guard let condition = node.conditions.lazy.compactMap({ $0.condition.as(AvailabilityConditionSyntax.self) }).first,
                let holds = resolver.declarations.availability(condition)
            else { return .visitChildren }
            if holds {
                walk(node.body)
            } else if let otherwise = node.elseBody {
                walk(otherwise)
            }
            return .skipChildren
        }

        override func visitPost(_ node: CodeBlockSyntax) {
            if let outer = typeScopes.popLast() { types = outer }
        }

        /// In an app's method read where it is called with a case (`label.setup(as: .rating)`),
        /// the other cases of a `switch` on that parameter never run.
        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            guard let scope = inlining.last?.scope, let choice = node.parent?.parent?.as(SwitchExprSyntax.self),
                let subject = choice.subject.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let argument = scope.arguments[subject]?.expression.unwrapped.as(MemberAccessExprSyntax.self),
                argument.base == nil || argument.base?.dottedName?.first?.isUppercase == true
            else { return .visitChildren }
            let given = argument.declName.baseName.text
            /// The case names a clause lists; `nil` for `default:`, and `[]` when one of its
            /// patterns is not a plain case name (read as if it may match).
            func names(_ clause: SwitchCaseSyntax) -> Set<String>? {
                guard case .case(let label) = clause.label else { return nil }
                let found = label.caseItems.compactMap { $0.whereClause == nil ? $0.pattern.as(ExpressionPatternSyntax.self)?.expression.lastName : nil }
                return found.count == label.caseItems.count ? Set(found) : []
            }
            if let own = names(node) { return own.isEmpty || own.contains(given) ? .visitChildren : .skipChildren }
            // `default:`: runs when no case names the value.
            let listed = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.compactMap(names)
            return listed.contains { $0.contains(given) } ? .skipChildren : .visitChildren
        }

        /// `if let cell = … as? ProfileCell`, `guard let cell = … as? ProfileCell`.
        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let cast = node.initializer?.value.as(AsExprSyntax.self)?.type.as(IdentifierTypeSyntax.self)
            {
                types[name] = cast.name.text
            }
            return .visitChildren
        }

        override func visitPost(_ node: PatternBindingSyntax) {
            if node.pattern.is(IdentifierPatternSyntax.self) { aliases.removeLast() }
        }

        /// The class being walked.
        var typeName = ""
        /// Whether the class styles a navigation bar's title (its attributes, whatever their
        /// value, or a view of its own in its place).
        var titlesStyled = false
        static let titleProperties: Set<String> = ["titleTextAttributes", "largeTitleTextAttributes", "titleView"]

        /// Whether the code gives a view a fill that can be seen.
        func fills(_ name: String) -> Bool {
            assignments.contains { assignment in
                guard case .background = assignment.kind, assignment.receiver == name else { return false }
                return !assignment.colors.allSatisfy(\.color.isInvisible)
            }
        }

        /// The fills of the views put at the back of `view` (`insertSubview(_:at: 0)`,
        /// `sendSubviewToBack`) that are plain filled views: what lies under the view's own
        /// content (a button's title and image).
        func backing(of view: String) -> [Assignment] {
            // (A local of a method the view's class adds, `self.insertSubview(backgroundView, at: 0)`,
            // is named under the view it is called on: `unlock.backgroundView`.)
            let back = (stacked[view] ?? []).filter { sentBack.contains($0) && ["UIView", "NSView"].contains(types[$0] ?? "UIView") }
            return back.flatMap { name in
                assignments.filter { assignment in
                    guard case .background = assignment.kind else { return false }
                    return assignment.receiver == name || assignment.receiver == view + "." + name
                }
            }
        }

        /// What a view added to the same parent before another is, when it is there to lie under
        /// something (and so maybe under that view): an image view put at the back
        /// (`insertSubview(_:at: 0)`, `sendSubviewToBack`; not a logo beside it), a blur
        /// (`UIVisualEffectView`: a material), a gradient view (`GradientView`, a library's
        /// `SSGradientView`), a plain view that only fills (no content, no subviews).
        func backdrop(_ sibling: String) -> String? {
            let type = types[sibling] ?? ""
            if ["UIImageView", "NSImageView"].contains(type) { return sentBack.contains(sibling) ? "an image" : nil }
            if type.hasSuffix("VisualEffectView") { return "a blur" }
            if type.contains("Gradient") { return "a gradient" }
            return ["UIView", "NSView"].contains(type) && stacked[sibling] == nil && fills(sibling) ? "a fill" : nil
        }

        /// Views the class's code draws into an image (`layer.render(in:)`, `drawHierarchy`),
        /// by name: what it sets on them is theirs, not every view's of their class.
        var renderedIntoImages = Set<String>()

        /// The child controllers the class adds (`addChild(hosting)`), by name.
        var childControllers = Set<String>()

        /// The SwiftUI views the class hosts, by the hosting controller's name
        /// (`let hosting = UIHostingController(rootView: SettingsView())`).
        var hostedViews: [String: String] = [:]

        /// The SwiftUI view type a `UIHostingController(rootView:)` (or `NSHostingController`)
        /// shows: the type the argument makes, directly or through a local.
        static func hostedView(_ call: FunctionCallExprSyntax) -> String? {
            let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
            guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "UIHostingController" || name == "NSHostingController",
                var root = call.argument("rootView")?.unwrapped
            else { return nil }
            if let local = root.as(DeclReferenceExprSyntax.self), let value = SwiftColorResolver.localValue(named: local.baseName.text, at: local) {
                root = value.unwrapped
            }
            guard let made = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                made.first?.isUppercase == true
            else { return nil }
            return made
        }

        /// The class's methods that make one of its properties (``factoryMethods(of:)``).
        var factoryMethods: [String: (property: String, local: String)] = [:]

        /// The class a type name in the walked class's code means (one nested in it first).
        func className(_ simple: String) -> String {
            resolver.declarations.className(simple, inside: typeName)
        }
        /// The functions the walk is in, innermost last.
        private var functions: [FunctionDeclSyntax] = []

        /// One way the code being walked runs: where it is written (`scope` is the root), or,
        /// in a method whose parameters it uses, once per call of the method the app makes —
        /// parameters bound to the call's arguments, the colors of one call tagged with it (so
        /// that `titleLabel.textColor = style.titleColor` pairs with `backgroundColor =
        /// style.backgroundColor` of the same call only), and a receiver that is a parameter
        /// (`label.textColor = color` in `configure(_ label: UILabel, color:)`) named as the
        /// call names it.
        struct Binding {
            var scope = EvaluationScope.root
            var call: ColorChoice.Condition?
            var receiver: [String]
        }

        /// At most this many calls of one method are read.
        static let callLimit = 32

        func bindings(of value: ExprSyntax?, receiver: [String]) -> [Binding] {
            if let inlined = inlining.last { return [Binding(scope: inlined.scope, receiver: receiver)] }
            let written = [Binding(receiver: receiver)]
            guard let function = functions.last, !function.signature.parameterClause.parameters.isEmpty else { return written }
            let parameters = function.signature.parameterClause.parameters
            let names = Set(parameters.map { ($0.secondName ?? $0.firstName).text })
            let receiverIsParameter = receiver.first.map(names.contains) ?? false
            let usesParameter = value.map { value in
                value.tokens(viewMode: .sourceAccurate).contains { token in
                    guard case .identifier(let name) = token.tokenKind else { return false }
                    return names.contains(name)
                }
            } ?? false
            // A method UIKit calls (an override, a delegate's `tableView(_:willDisplay:…)`) is
            // read where it is written.
            guard receiverIsParameter || usesParameter, !function.modifiers.contains(where: { $0.name.text == "override" }) else {
                return written
            }
            let labels = parameters.map(\.argumentLabel)
            // A method several classes declare alike is known to be this one's only where
            // this class calls it.
            let ambiguous = resolver.declarations.declaringClasses(ofMethod: function.name.text, labels: labels) > 1
            var found: [Binding] = []
            for call in resolver.declarations.callSites(of: function.name.text) {
                guard found.count < Self.callLimit else { break }
                // Every parameter without a default is given, by its label.
                let given = call.arguments.map { $0.label?.text }
                let required = zip(labels, parameters).filter { $0.1.defaultValue == nil }.map(\.0)
                guard given.count <= labels.count, required.allSatisfy({ label in given.contains { $0 == label } }) else { continue }
                let inThisClass = call.enclosingTypeName == typeName
                if ambiguous, !inThisClass {
                    // Or where an argument is a value of a type nested in this class
                    // (`apply(style: Constants.itemStyle)`, `itemStyle = ItemView.Style(…)`).
                    let types = call.arguments.reduce(into: Set<String>()) { $0.formUnion(resolver.constructedTypes(of: $1.expression)) }
                    guard types.contains(where: { $0.split(separator: ".").dropLast().contains { $0 == typeName } }) else { continue }
                }
                let scope = EvaluationScope.root.calling(call, parameters: parameters, receiver: nil)
                var bound = receiver
                if receiverIsParameter, let first = receiver.first {
                    // A receiver passed in is known only where this class passes it.
                    guard inThisClass, let argument = scope.arguments[first], case let path = self.path(argument.expression), !path.isEmpty
                    else { continue }
                    bound = path + receiver.dropFirst()
                }
                let site = "\(function.name.text)@\(call.position.utf8Offset)"
                found.append(Binding(scope: scope, call: ColorChoice.Condition(name: "call of " + function.name.text, values: [site]), receiver: bound))
            }
            return found.isEmpty ? written : found
        }

        /// The branches the code at `node` runs in, within its function, as conditions on the
        /// colors it sets: an `if #available(…)` branch (colors set for one OS version are not
        /// drawn with those set for another), an `if` on a state (`isSelected`, `!isEnabled`),
        /// a `switch` case on a value (`case .selected:`, `default:` as every other case) — so
        /// that a title color and a background set in the same branch pair together, and never
        /// with another branch's.
        func statementConditions(of node: some SyntaxProtocol) -> [ColorChoice.Condition] {
            var found: [ColorChoice.Condition] = []
            var child = Syntax(node)
            var current = node.parent
            while let parent = current, found.count < 8 {
                // A closure in a branch (`UIView.animate { … }`) runs in that branch's state.
                if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { break }
                // `guard isEnabled else { return }` before it: what follows runs where the state holds.
                if let statements = parent.as(CodeBlockItemListSyntax.self) {
                    for item in statements {
                        if item.id == child.id { break }
                        guard let guarded = item.item.as(GuardStmtSyntax.self), guarded.conditions.count == 1,
                            let condition = guarded.conditions.first?.condition.as(ExprSyntax.self)
                        else { continue }
                        if let (name, negated) = SwiftColorResolver.stateCondition(condition) {
                            found.append(ColorChoice.Condition(name: name, holds: !negated))
                        } else if let (subject, value, equal) = Self.caseComparison(condition) {
                            found.append(ColorChoice.Condition(name: subject, values: [value], isComplement: !equal))
                        }
                    }
                }
                if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id || child.id == branch.elseBody?.id {
                    let holds = child.id == branch.body.id
                    if let available = branch.conditions.lazy.compactMap({ $0.condition.as(AvailabilityConditionSyntax.self) }).first {
                        found.append(ColorChoice.Condition(name: available.trimmedDescription, holds: holds))
                    } else if branch.conditions.count == 1, let condition = branch.conditions.first?.condition.as(ExprSyntax.self) {
                        if let (name, negated) = SwiftColorResolver.stateCondition(condition) {
                            found.append(ColorChoice.Condition(name: name, holds: holds != negated))
                        } else if let (subject, value, equal) = Self.caseComparison(condition) {
                            // `recognizer.state == .began`: one value of the subject, as a `case` is.
                            found.append(ColorChoice.Condition(name: subject, values: [value], isComplement: holds != equal))
                        }
                    }
                }
                if let switchCase = parent.as(SwitchCaseSyntax.self), let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
                    switchExpression.subject.dottedName?.hasPrefix(".") != true
                {
                    // A subject that is no name (`switch state(for: date)`) is this switch's own:
                    // its cases still exclude each other.
                    let subjectName = switchExpression.subject.dottedName.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
                        ?? "\(switchExpression.subject.trimmedDescription) at \(switchExpression.position.utf8Offset)"
                    func names(_ item: SwitchCaseSyntax) -> Set<String>? {
                        guard case .case(let label) = item.label else { return nil }
                        var values = Set<String>()
                        for element in label.caseItems {
                            guard let pattern = element.pattern.as(ExpressionPatternSyntax.self)?.expression else { return [] }
                            if let name = pattern.lastName {
                                values.insert(name)
                            } else if let numbers = Self.integerValues(pattern) {
                                // `case 7:`, `case 1...6:` on a view's `tag`.
                                values.formUnion(numbers.map(String.init))
                            } else {
                                return []
                            }
                        }
                        return values
                    }
                    if let own = names(switchCase) {
                        if !own.isEmpty { found.append(ColorChoice.Condition(name: subjectName, values: own)) }
                    } else {
                        // `default:`: none of the other cases.
                        let others = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.compactMap(names)
                        if !others.contains(where: \.isEmpty) {
                            found.append(ColorChoice.Condition(name: subjectName, values: others.reduce(into: Set<String>()) { $0.formUnion($1) }, isComplement: true))
                        }
                    }
                }
                child = parent
                current = parent.parent
            }
            return found
        }

        /// The integers a `case` pattern matches: `7`, `1...6`, `0..<4` (ranges of at most 256).
        static func integerValues(_ pattern: ExprSyntax) -> [Int]? {
            func integer(_ expression: ExprSyntax) -> Int? {
                expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text.replacingOccurrences(of: "_", with: "")) }
            }
            if let value = integer(pattern) { return [value] }
            guard let range = pattern.as(InfixOperatorExprSyntax.self), let symbol = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                let low = integer(range.leftOperand), let high = integer(range.rightOperand)
            else { return nil }
            let last = symbol == "..<" ? high - 1 : symbol == "..." ? high : low - 1
            guard last >= low, last - low < 256 else { return nil }
            return Array(low...last)
        }

        /// `subject == .value` or `subject != Type.value`: the subject as a dotted name, the
        /// value's last name, and whether it is `==`.
        static func caseComparison(_ condition: ExprSyntax) -> (subject: String, value: String, equal: Bool)? {
            guard let infix = condition.unwrapped.as(InfixOperatorExprSyntax.self),
                let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "==" || symbol == "!="
            else { return nil }
            for (subject, value) in [(infix.leftOperand, infix.rightOperand), (infix.rightOperand, infix.leftOperand)] {
                guard let name = subject.dottedName, !name.hasPrefix("."), let member = value.unwrapped.as(MemberAccessExprSyntax.self),
                    member.base == nil || member.base?.dottedName?.first?.isUppercase == true
                else { continue }
                return (name.hasPrefix("self.") ? String(name.dropFirst(5)) : name, member.declName.baseName.text, symbol == "==")
            }
            return nil
        }

        /// `colors` as set at `node`: under the branches it runs in.
        func conditioned(_ colors: [ColorChoice], at node: some SyntaxProtocol) -> [ColorChoice] {
            var colors = colors
            // In a property's setter (`override var isEnabled: Bool { … set { … newValue ? a : b } }`),
            // `newValue` is the property's value.
            if colors.contains(where: { $0.conditions.contains { $0.name == "newValue" } }), let property = Self.propertySet(at: node) {
                colors = colors.map { choice in
                    var renamed = choice
                    renamed.conditions = choice.conditions.map { condition in
                        condition.name == "newValue" ? ColorChoice.Condition(name: property, values: condition.values, isComplement: condition.isComplement) : condition
                    }
                    return renamed
                }
            }
            let conditions = statementConditions(of: node) + inlining.flatMap(\.conditions)
            guard !conditions.isEmpty else { return colors }
            return colors.map { choice in conditions.reduce(choice) { $0.adding($1) } }
        }

        /// The property whose `set` or `willSet` accessor holds `node`.
        static func propertySet(at node: some SyntaxProtocol) -> String? {
            var current = node.parent
            while let parent = current {
                if let accessor = parent.as(AccessorDeclSyntax.self) {
                    guard [.keyword(.set), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind) else { return nil }
                    var up = accessor.parent
                    while let outer = up, !outer.is(PatternBindingSyntax.self) { up = outer.parent }
                    return up?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
                current = parent.parent
            }
            return nil
        }

        /// The colors a value gives in each way the code runs, with the receiver it sets them on.
        func colors(of value: ExprSyntax, receiver: [String]) -> [(receiver: [String], colors: [ColorChoice])] {
            bindings(of: value, receiver: receiver).map { binding in
                let found = resolver.colors(of: value, dialect: dialect, scope: binding.scope)
                return (binding.receiver, binding.call.map { call in found.map { $0.adding(call) } } ?? found)
            }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            parameterTypes = [:]
            // In a method that makes a property, the local it returns stands for the property.
            aliases.append(factoryMethods[node.name.text].map { [$0.local: $0.property] } ?? [:])
            if isCalledNowhere(node) {
                // Dead code: what it sets is never drawn (named in the notes when it sets colors).
                if let file, node.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.hasSuffix("Color") || $0.text.hasSuffix("color") }) {
                    tally.uncalledFunctions.append("\(typeName).\(node.name.text) (\(file.position(of: node.name)))")
                }
                // The views it would add (`addSubview(spinner)` in a `showLoading()` nobody calls).
                addedInDeadCode.formUnion(Self.addedViews(in: Syntax(node)))
                return .skipChildren
            }
            for parameter in node.signature.parameterClause.parameters {
                if let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text {
                    parameterTypes[(parameter.secondName ?? parameter.firstName).text] = type
                }
            }
            noteHeaderViews(made: node)
            return .visitChildren
        }

        /// `func tableView(_: UITableView, viewForHeaderInSection _: Int) -> UIView? { let header =
        /// SectionHeader(); …; return header }`: the app's view classes a table delegate makes
        /// for its headers and footers are drawn on that table.
        private func noteHeaderViews(made function: FunctionDeclSyntax) {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            guard ["tableView", "collectionView"].contains(function.name.text),
                labels.contains(where: { $0.hasPrefix("viewFor") }), let body = function.body
            else { return }
            for token in body.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                    let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id,
                    resolver.declarations.classes[name] != nil
                else { continue }
                hosted[className(name)] = function.name.text
            }
        }

        /// Whether a method of a UIKit or AppKit class of the app's is called nowhere in the
        /// code scanned: not an override, not an action or a selector's target (`@objc`,
        /// `@IBAction`), named by no code, and taking no framework object (a delegate's or
        /// data source's method, which the system calls, takes the object it serves:
        /// `_ tableView: UITableView`, `_ session: URLSession`).
        func isCalledNowhere(_ node: FunctionDeclSyntax) -> Bool {
            // Called (`name()`), or named as a function value; a plain name that is also one of
            // the app's enum cases (`.style2`) is the case.
            let name = node.name.text
            if resolver.isNamed(name + "()") { return false }
            if resolver.isNamed(name), !resolver.declarations.enumCases.values.contains(where: { $0.contains { $0.name == name } }) { return false }
            guard !resolver.declarations.structs.contains(typeName),
                resolver.declarations.lineage(of: [typeName]).contains(where: { ($0.hasPrefix("UI") || $0.hasPrefix("NS")) && !$0.hasSuffix("Representable") })
            else { return false }
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { return false }
            if node.attributes.contains(where: { attribute in
                ["objc", "IBAction", "IBSegueAction", "objcMembers"].contains(attribute.as(AttributeSyntax.self)?.attributeName.typeName ?? "")
            }) { return false }
            return !node.signature.parameterClause.parameters.contains { parameter in
                // A framework type's name starts with its prefix: two capitals (`UIView`, `URLSession`).
                let name = parameter.type.typeName ?? ""
                return name.prefix(2).allSatisfy(\.isUppercase) && name.count > 2
            }
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            functions.removeLast()
            aliases.removeLast()
            parameterTypes = [:]
        }

        /// `self.titleLabel?.textColor` → `["titleLabel", "textColor"]`, aliases applied;
        /// `UINavigationBar.appearance().barTintColor` → `["appearance:UINavigationBar",
        /// "barTintColor"]`.
        func path(_ expression: ExprSyntax) -> [String] {
            guard var parts = expression.namePath?.names else {
                var names: [String] = []
                var current = expression.unwrapped
                while let member = current.as(MemberAccessExprSyntax.self), let base = member.base, names.count < 64 {
                    names.append(member.declName.baseName.text)
                    current = base.unwrapped
                }
                guard let call = current.as(FunctionCallExprSyntax.self), let proxy = Proxy(call) else { return [] }
                return [proxy.name] + names.reversed()
            }
            if let first = parts.first, let proxy = proxies[first] { parts[0] = proxy }
            if parts.first == "self" { parts.removeFirst() }
            if let first = parts.first {
                for alias in aliases.reversed() {
                    if let name = alias[first] {
                        parts[0] = name
                        break
                    }
                }
            }
            return parts
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.operator.is(AssignmentExprSyntax.self), let file else { return .visitChildren }
            if let property = path(node.leftOperand).last, Self.titleProperties.contains(property) { titlesStyled = true }
            // `helloLabel = UILabel()`: a property made where it is assigned.
            if let made = node.rightOperand.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
                made.baseName.text.first?.isUppercase == true, case let target = path(node.leftOperand), target.count == 1, types[target[0]] == nil
            {
                types[target[0]] = made.baseName.text
                declaredAt[target[0]] = file.position(of: node)
                notePlainLabel(target[0], madeBy: node.rightOperand.unwrapped.as(FunctionCallExprSyntax.self))
            }
            if let call = node.rightOperand.unwrapped.as(FunctionCallExprSyntax.self), case let target = path(node.leftOperand), target.count == 1 {
                inlineFactory(call, making: target[0])
                if let root = Self.hostedView(call) { hostedViews[target[0]] = root }
            }
            let parts = path(node.leftOperand)
            // `selectedBackgroundView = selected`: a local view that is the cell's selected background.
            if parts == ["selectedBackgroundView"], let local = node.rightOperand.unwrapped.as(DeclReferenceExprSyntax.self) {
                selectedBackgrounds.insert(local.baseName.text)
            }
            // `navigationItem.leftBarButtonItem = refresh`, `navigationItem.rightBarButtonItems = [a, b]`
            if parts.first == "navigationItem" {
                let items = node.rightOperand.unwrapped.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [node.rightOperand]
                for item in items { if let name = item.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text { barItems.insert(name) } }
            }
            // `[title, detail].forEach { $0.textColor = ink }`: set on each view of the array.
            if parts.count >= 2, let views = Self.forEachElements(named: parts[0], at: node) {
                for view in views where !path(view).isEmpty { assign(node, to: path(view) + parts.dropFirst(), in: file) }
            } else {
                let before = assignments.count
                assign(node, to: parts, in: file)
                replaceEarlier(node, parts, since: before)
            }
            return .visitChildren
        }

        /// What the statements of a block set, by the view path and property, where: a later
        /// statement of the same block that sets it again replaces it (`view.backgroundColor =
        /// .white` then `view.backgroundColor = gray` two lines on draws gray only).
        private var setInBlock: [String: SourcePosition] = [:]

        /// The views a block's statements enable or disable (`button.isEnabled = false`), by
        /// block and view path: the fill the same block gives the view is its fill in that state.
        private var enabledInBlock: [String: Bool] = [:]

        /// After the assignment `node` (a statement of a block) is recorded from index `before`
        /// on: what an earlier statement of the block set on the same view's property is
        /// replaced, and a fill and an `isEnabled` the block sets on one view go together.
        private func replaceEarlier(_ node: InfixOperatorExprSyntax, _ parts: [String], since before: Int) {
            guard inlining.isEmpty, let block = node.parent?.as(CodeBlockItemSyntax.self)?.parent, block.is(CodeBlockItemListSyntax.self),
                let property = parts.last
            else { return }
            let view = parts.dropLast().joined(separator: ".")
            if property == "isEnabled", let holds = node.rightOperand.booleanValue {
                // `button.isEnabled = false` beside `button.backgroundColor = gray`: gray is the
                // disabled button's fill (its disabled title is drawn on it, its normal one is not).
                enabledInBlock["\(block.id)|\(view)"] = holds
                if let fill = setInBlock["\(block.id)|\(view).backgroundColor"] {
                    for index in assignments.indices where assignments[index].position == fill {
                        assignments[index].colors = assignments[index].colors.map { $0.adding(Self.enabled(holds)) }
                    }
                }
                return
            }
            guard assignments.count > before else { return }
            let key = "\(block.id)|\(parts.joined(separator: "."))"
            let position = assignments[before].position
            // (The same statement walked again, for another way the code runs, replaces nothing.)
            if let earlier = setInBlock[key], earlier != position { assignments.removeAll { $0.position == earlier } }
            setInBlock[key] = position
            if property == "backgroundColor", let holds = enabledInBlock["\(block.id)|\(view)"] {
                for index in assignments.indices where assignments[index].position == position {
                    assignments[index].colors = assignments[index].colors.map { $0.adding(Self.enabled(holds)) }
                }
            }
        }

        /// Records what the assignment `node` sets on the view path `target` (its last name is
        /// the property set).
        private func assign(_ node: InfixOperatorExprSyntax, to target: [String], in file: SwiftSourceFile) {
            var parts = target
            guard let property = parts.popLast() else { return }
            // In a method of a UIKit class the app adds, `self` is the view it is called on.
            let receiver = (inlining.last?.receiver ?? []) + parts
            let value = node.rightOperand
            let position = inlining.last?.position ?? node.leftOperand.as(MemberAccessExprSyntax.self).map { file.position(of: $0.declName) }
                ?? file.position(of: node.leftOperand)
            /// The receiver as the color is drawn on it: a layer's or a configuration's view.
            func drawer(_ parts: [String]) -> String {
                var receiver = parts
                if receiver.last == "layer" { receiver.removeLast() }
                // A button's configuration is drawn by the button (`button.configuration?.baseForegroundColor`);
                // its background configuration fills it (`config.background.backgroundColor`).
                if receiver.last == "configuration" { receiver.removeLast() }
                if property == "backgroundColor", receiver.count >= 2, receiver.last == "background",
                    receiver[receiver.count - 2].lowercased().contains("config")
                {
                    receiver.removeLast()
                }
                return receiver.joined(separator: ".")
            }
            let name = drawer(receiver)
            // A member of a value the class holds that is no view (`textField.theme.borderColor`,
            // a struct of settings a library keeps): nothing is drawn where it is set.
            if holdsStructValue(receiver) { return }
            // A color read from an `open` property of the class (`open var theme = …`): a
            // default its users may replace, drawn only where they do not.
            let openDefault = value.namePath.flatMap { path in
                (path.names.first == "self" ? path.names.dropFirst().first : path.names.first).flatMap { first in
                    resolver.declarations.property(first, of: typeName)?.variable.modifiers.contains { $0.name.text == "open" } == true ? first : nil
                }
            }
            /// Records the value's colors, once per way the code runs (see ``bindings(of:receiver:)``).
            func recordEach(_ kind: Assignment.Kind, also: ((String, [ColorChoice]) -> Void)? = nil) {
                let found = colors(of: value, receiver: receiver).map { bound, colors in
                    var colors = conditioned(colors, at: node)
                    if let openDefault {
                        let replaceable = ColorChoice.Condition(name: ColorChoice.Condition.replaceablePrefix + openDefault, holds: true)
                        colors = colors.map { $0.adding(replaceable) }
                    }
                    return (receiver: bound, colors: colors)
                }
                if found.allSatisfy(\.colors.isEmpty) {
                    if !value.isNil { tally.unreadColors.append(file.position(of: value)) }
                    // Set, though not read: a document's color for the view is replaced all the same.
                    record(Assignment(receiver: name, kind: kind, colors: [], position: position, unread: !value.isNil))
                    return
                }
                for (bound, colors) in found where !colors.isEmpty {
                    record(Assignment(receiver: drawer(bound), kind: kind, colors: colors, position: position))
                    also?(drawer(bound), colors)
                }
            }
            switch property {
            case "baseForegroundColor":
                recordEach(.foreground(.bodyText, "title color"))
            case "baseBackgroundColor":
                recordEach(.background)
            case "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance":
                // `UINavigationBar.appearance().standardAppearance = standard`: the bar's items lie
                // on the appearance's background.
                let appearance = path(value)
                if !appearance.isEmpty, parents[name] == nil {
                    parents[name] = appearance.joined(separator: ".")
                    appearanceBars.insert(name)
                }
                if !appearance.isEmpty, property == "scrollEdgeAppearance" { scrollEdgeBars.insert(name) }
            case "configuration":
                // `button.configuration = config`: what is set on `config` is drawn in the button.
                configured.insert(name)
                let configuration = path(value)
                if !configuration.isEmpty { parents[configuration.joined(separator: ".")] = name }
            case "textColor" where receiver.last == "titleLabel" && isButton(Array(receiver.dropLast())):
                // A button sets its title label's color from its title color for the state
                // (`setTitleColor`, else its default) whenever it lays out: a color set on the
                // label directly is not what is drawn.
                break
            case "textColor", "placeholderColor":
                recordEach(.foreground(.bodyText, property))
            case "placeholder" where value.stringValue != "" && !value.is(NilLiteralExprSyntax.self) && !UIKitDrawingReader.isTextView(name, type: types[name]):
                // Drawn in the system's placeholder color, unless an attributed placeholder
                // colors it (``attributedPlaceholders``). (A text view has none of its own: a
                // library's or the app's class draws it, in a color of its own.)
                record(Assignment(
                    receiver: name, kind: .foreground(.bodyText, property),
                    colors: conditioned([ColorChoice(ColorReference(.system("placeholderText", file.systemFramework == .appKit ? .appKit : .uiKit)))], at: node),
                    position: position))
            case "tintColor", "borderColor", "onTintColor", "progressTintColor",
                "currentPageIndicatorTintColor", "pageIndicatorTintColor", "unselectedItemTintColor":
                recordEach(.foreground(.uiComponent, property))
            case "color" where types[name] == "UIActivityIndicatorView":
                // A spinner's color: a component that says the app is busy.
                recordEach(.foreground(.uiComponent, UIKitDrawingReader.spinnerColor))
            case "backgroundColor", "barTintColor", "fillColor":
                let before = assignments.count
                recordEach(.background)
                if property == "barTintColor" {
                    for index in assignments.indices.dropFirst(before) { assignments[index].isBarTint = true }
                }
            case "selectedSegmentTintColor":
                // The selected segment's fill: a component over the control's background, and
                // the background of the selected segment's title.
                recordEach(.foreground(.uiComponent, property)) { name, colors in
                    self.record(Assignment(receiver: name + ".selectedSegment", kind: .background, colors: colors, position: position))
                }
            case "titleTextAttributes", "largeTitleTextAttributes", "attributedText", "attributedTitle", "attributedPlaceholder",
                "attributedStringValue", "typingAttributes", "linkTextAttributes":
                if property == "attributedPlaceholder" { attributedPlaceholders.insert(name) }
                let role: PairRole = property == "largeTitleTextAttributes" ? .largeText : .bodyText
                // (Attributes written there or in a local constant: `let attributes = [.font: …]`.)
                let colors = Self.attributedParts(of: value).flatMap(foregroundColors(in:))
                let written = value.unwrapped.as(DeclReferenceExprSyntax.self)
                    .flatMap { SwiftColorResolver.localValue(named: $0.baseName.text, at: $0) } ?? value
                for found in colors {
                    record(Assignment(receiver: name, kind: .foreground(role, property), colors: conditioned(found.0, at: node), position: found.1))
                }
                // A label given an attributed text whose colors are not read here (a model's,
                // a mapper's) draws that text's colors: not assumed to keep the default.
                if colors.isEmpty, property == "attributedText" { plainLabels.remove(name) }
                // A bar's title given attributes with no color (`[.font: …]`) is drawn in the
                // system's `label` color (assumed), over the bar's background.
                if colors.isEmpty, property == "titleTextAttributes" || property == "largeTitleTextAttributes",
                    let entries = written.unwrapped.as(DictionaryExprSyntax.self), case .elements(let list) = entries.content,
                    !list.contains(where: { $0.key.lastName == "foregroundColor" })
                {
                    var assignment = Assignment(
                        receiver: name, kind: .foreground(role, "\(property) with no color"),
                        colors: conditioned([ColorChoice(ColorReference(.system("label", .uiKit)))], at: node), position: position)
                    assignment.assumed = true
                    record(assignment)
                }
            case "image" where receiver.last == "tabBarItem":
                if !value.isNil { tabItemImages.append(UIKitDrawingReader.tabItemImage(value)) }
            case "image":
                // `imageView.image = UIImage(named: "photo")`, `= .photo`: a catalog image, which a
                // tint colors only when it renders as a template; an SF Symbol or an image rendered
                // as a template (`withRenderingMode(.alwaysTemplate)`) always.
                let template = value.tokens(viewMode: .sourceAccurate).contains { $0.text == "alwaysTemplate" || $0.text == "systemName" }
                if !template, let image = UIKitDrawingReader.catalogImageName(value) {
                    catalogImages[name] = image
                } else {
                    catalogImages[name] = nil
                }
            case "isHidden", "alpha":
                toggled.insert(name)
                // `label.alpha = 0.7`, set once and for good: the label's colors are drawn at 70 %.
                if property == "alpha" {
                    let number = value.as(FloatLiteralExprSyntax.self).flatMap { Double($0.literal.text) }
                    alphas[name, default: []].append(node.runsConditionally ? nil : number)
                }
                // `isHidden = true`, `alpha = 0`: hidden; any other value may show it.
                let literal = value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
                let hides = property == "isHidden" ? literal == .keyword(.true) : value.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
                hiding[name, default: []].append(hides && !node.runsConditionally)
            case "isEditable", "isSelectable":
                if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) { inert[name, default: []].insert(property) }
            case "font":
                if Self.isLargeFont(value) { largeFonts.insert(name) }
            case "overrideUserInterfaceStyle", "appearance":
                // A lock is an appearance named outright and set unconditionally; one chosen by
                // a setting, a branch or a build flag leaves both appearances to audit.
                guard let style = value.namedAppearance else { break }
                if node.runsConditionally {
                    tally.conditionalLocks.append(position)
                } else {
                    let choices = appearance.set(AppearanceLock(style, at: position))
                    tally.conditionalLocks += choices
                    if choices.isEmpty, name.hasSuffix("window") || name.contains("NSApp") || name.contains("NSApplication") { lockIsAppWide = true }
                }
            default:
                // A component's color property (`header.titleColor = .ink`, its `didSet` giving
                // it to a label): the view's text, tint or background, set where the view is.
                // Only a property one type declares so, set on a view other than `self`.
                if !name.isEmpty, let declared = resolver.declarations.forwarded[property], declared.count == 1 {
                    switch declared[0].as {
                    case .text: recordEach(.foreground(.bodyText, "\(property) of \(declared[0].type)"))
                    case .tint: recordEach(.foreground(.uiComponent, "\(property) of \(declared[0].type)"))
                    case .background: recordEach(.background)
                    }
                }
            }
        }

        /// Whether the walk is in the factory or initializer that makes a view.
        private var creating = false

        /// The app methods and initializers read where they are called, innermost last: the
        /// view they work on, their parameters bound to the call's arguments, where the call is,
        /// and the branches the call runs in (a view made in one `case` gets that case's colors).
        private var inlining: [(receiver: [String], scope: EvaluationScope, position: SourcePosition, conditions: [ColorChoice.Condition])] = []

        /// `label.style(color: ink)` with `extension UILabel { func style(color: UIColor) {
        /// textColor = color } }`: the method's body, read as if written here on `label`, its
        /// parameters given by the call (one level deep).
        private func inlineExtensionMethod(_ node: FunctionCallExprSyntax) {
            guard inlining.isEmpty, let file else { return }
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
            let isSelf = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            if let member, let base = member.base, !isSelf {
                guard let methods = resolver.declarations.extensionMethods[member.declName.baseName.text] else { return }
                let receiver = path(base)
                guard !receiver.isEmpty else { return }
                let matching = methods.filter { !resolver.declarations.declaredTypes.contains($0.type) && Self.accepts($0, node) }
                guard matching.count == 1, let method = matching.first else { return }
                walkInlined(method, calledBy: node, at: file.position(of: member.declName), on: receiver)
                return
            }
            // `updateNavigationBarStyle()` on `self`, with `extension UIViewController { func
            // updateNavigationBarStyle() { … } }`: a framework class's extension this class
            // inherits, unless the class declares a method of that name itself.
            guard let callee = member?.declName ?? node.calledExpression.as(DeclReferenceExprSyntax.self),
                let methods = resolver.declarations.extensionMethods[callee.baseName.text],
                method(named: callee.baseName.text, calledBy: node) == nil
            else { return }
            let ancestors = Set(resolver.declarations.lineage(of: [typeName]).flatMap { [$0] + Self.frameworkAncestors(of: $0) })
            let matching = methods.filter { ancestors.contains($0.type) && Self.accepts($0, node) }
            guard matching.count == 1, let method = matching.first else { return }
            walkInlined(method, calledBy: node, at: file.position(of: callee), on: [])
        }

        /// The framework classes a UIKit or AppKit class inherits from, as far as an app's
        /// extensions are written on them: a controller is a `UIViewController`, a view a `UIView`.
        static func frameworkAncestors(of name: String) -> [String] {
            guard name.hasPrefix("UI") || name.hasPrefix("NS"), name.count > 2, name.dropFirst(2).first?.isUppercase == true else { return [] }
            let kit = String(name.prefix(2))
            if name.hasSuffix("Controller") { return [kit + "ViewController", kit + "Responder"] }
            if ["UIButton", "UISwitch", "UISlider", "UITextField", "UISegmentedControl", "UIStepper", "UIDatePicker", "UIPageControl"].contains(name) {
                return ["UIControl", "UIView", "UIResponder"]
            }
            if ["UITableView", "UICollectionView", "UITextView"].contains(name) { return ["UIScrollView", "UIView", "UIResponder"] }
            if name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Label") || name.hasSuffix("Bar") {
                return [kit + "View", kit + "Responder"]
            }
            return []
        }

        /// Whether a call gives every parameter of `method` that has no default, by its label.
        static func accepts(_ method: SwiftDeclarations.ExtensionMethod, _ call: FunctionCallExprSyntax) -> Bool {
            let given = call.arguments.map { $0.label?.text }
            let parameters = method.parameters
            let labels = parameters.map(\.argumentLabel)
            let required = zip(labels, parameters).filter { $0.1.defaultValue == nil }.map(\.0)
            return given.count <= labels.count && required.allSatisfy { label in given.contains { $0 == label } }
        }

        /// Walks `method`'s body as if written at `call`: on `receiver`, its parameters given by
        /// the call (one it leaves out is its default, `bg: UIColor = .clear`), and the local it
        /// returns, if `returned` names one, standing for `making`.
        private func walkInlined(
            _ method: SwiftDeclarations.ExtensionMethod, calledBy call: FunctionCallExprSyntax, at position: SourcePosition,
            on receiver: [String], returned: String? = nil, making: String? = nil
        ) {
            guard let body = method.body else { return }
            var scope = EvaluationScope.root.calling(call, parameters: method.parameters, receiver: nil)
            for parameter in method.parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                if scope.arguments[name] == nil, let value = parameter.defaultValue?.value {
                    scope.arguments[name] = EvaluationScope.Argument(expression: value, scope: .root)
                }
            }
            inlining.append((receiver, scope, position, statementConditions(of: call)))
            if let returned, let making { aliases.append([returned: making]) }
            let outer = self.file
            self.file = method.file
            if let function = method.function { functions.append(function) }
            walk(body)
            if method.function != nil { functions.removeLast() }
            self.file = outer
            if returned != nil, making != nil { aliases.removeLast() }
            inlining.removeLast()
        }

        /// The view an `addSubview` adds, by its name where it is called: in an app's method
        /// read where it is called (`shadowView.addAndAttachToEdges(view: containerView)`), a
        /// parameter is the call's argument.
        private func subview(_ child: ExprSyntax) -> String {
            var parts = path(child)
            if let inlined = inlining.last, parts.count == 1, let argument = inlined.scope.arguments[parts[0]] {
                parts = path(argument.expression)
            }
            return parts.joined(separator: ".")
        }

        /// `let nameLabel = UILabel.standardLabel(.body, .regular, .ink)` with `extension UILabel {
        /// static func standardLabel(…, _ color: UIColor) -> UILabel { let label = UILabel();
        /// label.textColor = color; return label } }`: the factory's body, read as if written
        /// here, the view it returns standing for `name`, its parameters given by the call.
        private func inlineFactory(_ call: FunctionCallExprSyntax, making name: String) {
            guard inlining.isEmpty, let file else { return }
            // `UILabel(textColor: .ink, fontSize: 14)` with the app's `convenience init(textColor:
            // fontSize:)`: its body, read as if written here on the view it makes.
            if let made = call.calledExpression.as(DeclReferenceExprSyntax.self), !call.arguments.isEmpty,
                let initializers = resolver.declarations.extensionInitializers[made.baseName.text]
            {
                let matching = initializers.filter { Self.accepts($0, call) }
                if matching.count == 1, let initializer = matching.first {
                    creating = true
                    walkInlined(initializer, calledBy: call, at: file.position(of: made), on: [name])
                    creating = false
                }
                return
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let methods = resolver.declarations.viewFactories[member.declName.baseName.text]
            else { return }
            let owner = member.base?.dottedName
            let matching = methods.filter { (owner == nil || owner == $0.type) && Self.accepts($0, call) }
            guard matching.count == 1, let method = matching.first, let body = method.body,
                let returned = (body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression ?? body.statements.singleValue)?
                    .as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return }
            if types[name] == nil { types[name] = method.type }
            creating = true
            walkInlined(method, calledBy: call, at: file.position(of: member.declName), on: [], returned: returned, making: name)
            creating = false
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            inlineExtensionMethod(node)
            // `label.setTitleColor(…)`, or `setTitleColor(…)` on `self` (a button's own code).
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
            guard let file, let callee = member?.declName ?? node.calledExpression.as(DeclReferenceExprSyntax.self) else {
                return .visitChildren
            }
            // Only for the calls read below: the base of any other call can be a long chain.
            var receiver: String { ((inlining.last?.receiver ?? []) + (member?.base.map { path($0) } ?? [])).joined(separator: ".") }
            switch callee.baseName.text {
            case "UISwipeActionsConfiguration":
                var listed = swipeConfigurations ?? []
                if let actions = node.arguments.first?.expression {
                    for token in actions.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let name) = token.tokenKind { listed.insert(name) }
                    }
                }
                swipeConfigurations = listed
            case _ where callee.baseName.text.hasPrefix("addChild"):
                // `addChild(hosting)`, an app's `addChildViewController(child: hosting)`: a child
                // controller, whose view goes in this controller's view unless placed elsewhere.
                if let child = node.arguments.first?.expression, case let name = path(child), !name.isEmpty {
                    childControllers.insert(name.joined(separator: "."))
                }
            case "setImage":
                imaged.insert(receiver)
            case "UITabBarItem":
                // `UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: nil)`.
                let images = Array(node.arguments).filter { $0.label?.text == "image" || $0.label?.text == "selectedImage" }
                    .map(\.expression).filter { !$0.isNil }
                tabItemImages.append(contentsOf: images.map(UIKitDrawingReader.tabItemImage))
            case "render" where receiver.hasSuffix(".layer"), "drawHierarchy":
                // `label.layer.render(in: context)`: a view drawn into an image (a favicon made
                // from a letter), not one of its class's views on screen.
                if let first = receiver.split(separator: ".").first { renderedIntoImages.insert(String(first)) }
            case _ where callee.baseName.text.hasPrefix("register"):
                // `tableView.register(NoteCell.self, forCellReuseIdentifier: "note")`, and the
                // helpers libraries add (`register(cellType: NoteCell.self)`, `registerReusableCell(…)`).
                if let registered = node.arguments.first?.expression.as(MemberAccessExprSyntax.self), registered.declName.baseName.text == "self",
                    let cell = registered.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, cell.first?.isUppercase == true
                {
                    hosted[className(cell)] = receiver.isEmpty ? "tableView" : receiver
                }
            case "insertSublayer" where node.arguments.contains(where: { $0.label?.text == "at" || $0.label?.text == "below" })
                && node.arguments.first?.expression.tokens(viewMode: .sourceAccurate).contains(where: {
                    if case .identifier(let name) = $0.tokenKind { return name.lowercased().contains("gradient") }
                    return false
                }) == true:
                // `button.layer.insertSublayer(gradient, at: 0)`: a gradient backdrop drawn over the
                // view's own fill. (Another layer at the back may be a line or a mark; `addSublayer`
                // lays a layer over the content, a shimmer while loading: neither is read.)
                var view = receiver.split(separator: ".").map(String.init)
                if view.last == "layer" { view.removeLast() }
                layered.insert(view.joined(separator: "."))
            case "setTitle" where node.arguments.first.map({ !$0.expression.isNil && $0.expression.stringValue != "" }) ?? false:
                // Inside the closure that builds a property, the local stands for the property.
                titled.insert(aliased(receiver))
            case "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview":
                // `[title, icon].forEach { addSubview($0) }`: each view of the array.
                if let child = node.arguments.first?.expression, let views = Self.forEachElements(standingFor: child) {
                    for view in views {
                        let name = subview(view)
                        guard !name.isEmpty else { continue }
                        parents[name] = receiver
                        if callee.baseName.text == "addSubview" { stacked[receiver, default: []].append(name) }
                    }
                } else if let child = node.arguments.first?.expression {
                    let name = subview(child)
                    parents[name] = receiver
                    // Subviews overlap in the order they are added (arranged ones are laid
                    // side by side); one inserted at an index or below another goes under.
                    if callee.baseName.text == "addSubview" {
                        stacked[receiver, default: []].append(name)
                    } else if callee.baseName.text == "insertSubview" {
                        let below = node.arguments.contains { $0.label?.text == "at" || $0.label?.text == "belowSubview" }
                        if below {
                            stacked[receiver, default: []].insert(name, at: 0)
                            sentBack.insert(name)
                        } else {
                            stacked[receiver, default: []].append(name)
                        }
                    }
                }
            case "sendSubviewToBack":
                if let child = node.arguments.first?.expression {
                    let name = subview(child)
                    stacked[receiver, default: []].removeAll { $0 == name }
                    stacked[receiver, default: []].insert(name, at: 0)
                    sentBack.insert(name)
                }
            case "setTitleColor":
                guard let value = node.arguments.first?.expression else { break }
                // `.normal`, `UIControl.State.disabled`, `[.normal, .highlighted]`: the states named.
                let states = UIKitDrawingReader.controlStates(node.argument("for"))
                let state = states.map { "." + $0 }.joined(separator: ", ")
                // On a button passed in (`updateAnswerButton(button: sender, …)`), as each call
                // of this class names it, like the fill set beside it.
                let bound = colors(of: value, receiver: receiver.split(separator: ".").map(String.init))
                if bound.allSatisfy(\.colors.isEmpty), !value.isNil { tally.unreadColors.append(file.position(of: value)) }
                for (target, colors) in bound.isEmpty ? [(receiver.split(separator: ".").map(String.init), [])] : bound {
                    var found = colors
                    // The disabled title is drawn only while the button is disabled (the fill its
                    // `isEnabled` observer sets then); see ``Collector/titlesApartFromDisabled()``.
                    if states == ["disabled"] { found = found.map { $0.adding(Self.enabled(false)) } }
                    record(Assignment(
                        receiver: target.joined(separator: "."), kind: .foreground(state.contains("disabled") ? .disabled : .bodyText, "title color \(state)"),
                        colors: conditioned(found, at: node), position: inlining.last?.position ?? file.position(of: callee)))
                }
            case "setBackgroundImage":
                // `setBackgroundImage(UIImage(color: .ink), for: .normal)`: an image of one color
                // is the button's fill in those states.
                guard let image = node.arguments.first?.expression, let value = resolver.declarations.solidColor(ofImage: image) else { break }
                let states = UIKitDrawingReader.controlStates(node.argument("for"))
                // On a button passed in, as each call of this class names it (as its title color).
                let bound = colors(of: value, receiver: receiver.split(separator: ".").map(String.init))
                if bound.allSatisfy(\.colors.isEmpty) { tally.unreadColors.append(file.position(of: value)) }
                for (target, colors) in bound {
                    var found = colors
                    if states == ["disabled"] { found = found.map { $0.adding(Self.enabled(false)) } }
                    if states == ["highlighted"] { found = found.map { $0.adding(ColorChoice.Condition(name: "isHighlighted", holds: true)) } }
                    if states == ["selected"] { found = found.map { $0.adding(ColorChoice.Condition(name: "isSelected", holds: true)) } }
                    record(Assignment(
                        receiver: target.joined(separator: "."), kind: .background, colors: conditioned(found, at: node),
                        position: inlining.last?.position ?? file.position(of: value)))
                }
            case "setAttributedTitle":
                // `setAttributedTitle(title, for: .normal)`: the title's colors, in those states.
                guard let value = node.arguments.first?.expression, !value.isNil else { break }
                titled.insert(aliased(receiver))
                let states = UIKitDrawingReader.controlStates(node.argument("for"))
                let state = states.map { "." + $0 }.joined(separator: ", ")
                let parts = Self.attributedParts(of: value).flatMap(foregroundColors(in:))
                // Colors the reader does not read (a helper's, a model's) are the title's own:
                // no default is assumed for it.
                if parts.isEmpty { configured.insert(aliased(receiver)) }
                for (colors, position) in parts {
                    let found = states == ["disabled"] ? colors.map { $0.adding(Self.enabled(false)) } : colors
                    record(Assignment(
                        receiver: receiver, kind: .foreground(states == ["disabled"] ? .disabled : .bodyText, "title color \(state) (attributed)"),
                        colors: conditioned(found, at: node), position: inlining.last?.position ?? position))
                }
            case "setTitleTextAttributes":
                if let value = node.arguments.first?.expression {
                    // A segmented control's selected title is drawn on the selected segment.
                    let selected = node.argument("for")?.mentions(identifier: "selected") == true
                    for found in foregroundColors(in: value) {
                        record(Assignment(
                            receiver: selected ? receiver + ".selectedSegment" : receiver, kind: .foreground(.bodyText, "title attributes"),
                            colors: conditioned(found.0, at: node), position: found.1))
                    }
                }
            default:
                break
            }
            return .visitChildren
        }

        /// The `.foregroundColor: C` entries of the attribute dictionaries in an expression.
        func foregroundColors(in expression: ExprSyntax) -> [([ColorChoice], SourcePosition)] {
            guard let file else { return [] }
            final class Finder: SyntaxVisitor {
                var values: [(ExprSyntax, ExprSyntax)] = []
                override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
                    if node.key.lastName == "foregroundColor" { values.append((node.key, node.value)) }
                    return .visitChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(expression)
            if finder.values.isEmpty, let call = expression.unwrapped.as(FunctionCallExprSyntax.self),
                call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                let name = call.calleeName, let helper = method(named: name, calledBy: call), let body = helper.body
            {
                // `attributedTitle = titled(label, color: .ink)`: the attributes the class's own
                // helper builds, its parameters bound to the call's arguments; placed at the call.
                finder.walk(body)
                let scope = EvaluationScope.root.calling(call, parameters: helper.signature.parameterClause.parameters, receiver: nil)
                return finder.values.compactMap { _, value in
                    let found = resolver.colors(of: value, dialect: dialect, scope: scope)
                    if found.isEmpty {
                        tally.unreadColors.append(file.position(of: call))
                        return nil
                    }
                    return (found, file.position(of: call))
                }
            }
            var found = finder.values.compactMap { key, value -> ([ColorChoice], SourcePosition)? in
                // A parameter of the method the attributes are in is what each call passes.
                let found = colors(of: value, receiver: []).flatMap(\.colors)
                if found.isEmpty {
                    tally.unreadColors.append(file.position(of: value))
                    return nil
                }
                return (found, file.position(of: key))
            }
            // Made by the app's own initializer (`NSAttributedString(string:font:color:)`), its
            // parameters bound to the call's arguments; placed at the call.
            for call in Self.attributedStringCalls(in: expression) {
                for initializer in resolver.declarations.extensionInitializers["NSAttributedString", default: []]
                    + resolver.declarations.extensionInitializers["NSMutableAttributedString", default: []]
                where initializer.parameters.map(\.argumentLabel) == call.arguments.map({ $0.label?.text }) {
                    guard let body = initializer.body else { continue }
                    let inner = Finder(viewMode: .sourceAccurate)
                    inner.walk(body)
                    let scope = EvaluationScope.root.calling(call, parameters: initializer.parameters, receiver: nil)
                    for (_, value) in inner.values {
                        let colors = resolver.colors(of: value, dialect: dialect, scope: scope)
                        if colors.isEmpty { tally.unreadColors.append(file.position(of: call)) } else { found.append((colors, file.position(of: call))) }
                    }
                    break
                }
            }
            return found
        }

        /// The calls of attributed-string initializers in an expression (`NSAttributedString(string:
        /// …, font: …, color: …)`).
        static func attributedStringCalls(in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
            final class Finder: SyntaxVisitor {
                var calls: [FunctionCallExprSyntax] = []
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                        name == "NSAttributedString" || name == "NSMutableAttributedString"
                    {
                        calls.append(node)
                    }
                    return .visitChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(expression)
            return finder.calls
        }

        /// What an attributed text is built from, in the function that builds it: the
        /// expression, the locals it names (`let attributes: [NSAttributedString.Key: Any] =
        /// [...]`, `let title = NSAttributedString(string: …, attributes: attributes)`) and what
        /// is appended to them (`title.append(underlined)`), a few steps deep.
        static func attributedParts(of expression: ExprSyntax) -> [ExprSyntax] {
            final class Names: SyntaxVisitor {
                var found: [DeclReferenceExprSyntax] = []
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    found.append(node)
                    return .visitChildren
                }
            }
            final class Appends: SyntaxVisitor {
                let name: String
                var found: [ExprSyntax] = []
                init(_ name: String) {
                    self.name = name
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if node.calleeName == "append", let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self),
                        base.baseName.text == name, let argument = node.arguments.first?.expression
                    {
                        found.append(argument)
                    }
                    return .visitChildren
                }
            }
            var parts = [expression]
            var seen = Set<String>()
            var index = 0
            var appended = 0
            while index < parts.count, parts.count < 12 {
                let names = Names(viewMode: .sourceAccurate)
                names.walk(parts[index])
                index += 1
                for reference in names.found where seen.insert(reference.baseName.text).inserted {
                    guard let value = SwiftColorResolver.localValue(named: reference.baseName.text, at: reference) else { continue }
                    parts.append(value)
                    // (In the body of the function or initializer the local is in.)
                    var scope = Syntax(reference).parent
                    while let node = scope, !node.is(FunctionDeclSyntax.self), !node.is(InitializerDeclSyntax.self) {
                        scope = node.parent
                    }
                    if let body = scope {
                        let appends = Appends(reference.baseName.text)
                        appends.walk(body)
                        parts += appends.found
                        appended += appends.found.count
                    }
                }
            }
            // An attributed string made of no text, nothing appended to it
            // (`NSAttributedString(string: "", attributes: …)`, a title hidden): nothing is drawn.
            let made = parts.compactMap { $0.unwrapped.as(FunctionCallExprSyntax.self) }
                .filter { ["NSAttributedString", "NSMutableAttributedString"].contains($0.calleeName) }
            if appended == 0, made.count == 1, made[0].argument("string")?.stringValue == "" { return [] }
            return parts
        }

        /// Whether a receiver path ends in a property that holds one of the app's structs (a
        /// value, never a view): the class's own (`theme`) or that of a view it names
        /// (`textField.theme`).
        func holdsStructValue(_ receiver: [String]) -> Bool {
            guard let last = receiver.last, receiver.count <= 2 else { return false }
            let owner = receiver.count == 1 ? typeName : types[receiver[0]]
            guard let owner, let held = resolver.declarations.propertyType(last, of: owner) else { return false }
            return resolver.declarations.structs.contains(held)
        }

        /// The class's own method a call on `self` calls, by its name and argument labels.
        func method(named name: String, calledBy call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
            let labels = call.arguments.map { $0.label?.text }
            for part in resolver.declarations.classes[typeName]?.parts ?? [] {
                for member in part.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { continue }
                    if function.signature.parameterClause.parameters.map(\.argumentLabel) == labels { return function }
                }
            }
            return nil
        }

        /// `.systemFont(ofSize: 20)`, `.boldSystemFont(ofSize: 15)`, `UIFont(name:size:)`,
        /// `.preferredFont(forTextStyle: .title1)`: at least 18 pt, or 14 pt bold.
        static func isLargeFont(_ expression: ExprSyntax) -> Bool {
            guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self) else { return false }
            let name = call.calleeName ?? ""
            if name == "preferredFont", let style = call.argument("forTextStyle")?.lastName {
                return ["largeTitle", "title1", "title2", "title3"].contains(style)
            }
            let size = (call.argument("ofSize") ?? call.argument("size"))?.numberValue
            guard let size else { return false }
            let weight = call.argument("weight")?.lastName ?? ""
            let bold = name.hasPrefix("bold") || ["bold", "heavy", "black"].contains(weight)
            return size >= 18 || (bold && size >= 14)
        }
    }
}
