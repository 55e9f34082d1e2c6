import AuditInputs
import AuditModel

/// Reads what Objective-C classes set on their views into the facts the UIKit pairing reads
/// (``UIKitDrawingReader/Collector``), so that a class pairs the same in either language: text,
/// title and tint colors (`label.textColor = …`, `[button setTitleColor:… forState:…]`),
/// backgrounds (`view.backgroundColor`, `view.layer.backgroundColor`, `barTintColor`), attribute
/// dictionaries' foreground colors, the views added to which (`addSubview:`), labels and
/// buttons made with UIKit's own initializers. Drawing code is read in order within a method:
/// the last color set for filling (`[color setFill]`, `CGContextSetFillColorWithColor`) and
/// filled with (`UIRectFill`, `NSRectFill`, `CGContextFillRect`, `[path fill]`) is the background
/// of the text drawn after it (`drawInRect:withAttributes:`, `drawAtPoint:withAttributes:`, an
/// attributed string's draw, `CTLineDraw`); text a method draws with no fill before it is on the
/// view's own background.
struct ObjectiveCDrawingReader {
    /// A class's code: its `@implementation` and its categories' (class extensions' code is
    /// in the implementation).
    struct ClassCode {
        let name: String
        /// Superclasses, nearest first.
        var superclasses: [String]
        var isAppKit: Bool
        var parts: [(file: Int, node: Int)]
    }

    let colors: ObjectiveCColorResolver
    let resolver: SwiftColorResolver
    /// Pairs drawing code draws (a fill, then text), made here.
    private(set) var pairs: [DrawnPair] = []

    /// The app's Objective-C classes' superclasses, nearest first, by name.
    var superclasses: [String: [String]] { colors.lineage }

    init(colors: ObjectiveCColorResolver, resolver: SwiftColorResolver) {
        self.colors = colors
        self.resolver = resolver
    }

    /// The classes with code, by name: the app's own, with their categories, and framework
    /// classes the app gives a category (the color categories, read as colors, left out).
    func classes() -> [ClassCode] {
        var found: [String: ClassCode] = [:]
        for (fileIndex, file) in colors.files.enumerated() {
            let syntax = file.syntax
            for root in syntax.roots where syntax[root].kind == .implementationDecl {
                let name = syntax[root].spelling
                found[name, default: ClassCode(name: name, superclasses: superclasses[name] ?? [], isAppKit: file.isAppKit, parts: [])].parts.append((fileIndex, root))
            }
        }
        for (fileIndex, file) in colors.files.enumerated() {
            let syntax = file.syntax
            for root in syntax.roots where syntax[root].kind == .categoryImplDecl {
                guard let owner = syntax.implementedClass(root), !["UIColor", "NSColor"].contains(owner) else { continue }
                // A category of a framework class (`UINavigationBar (Theme)`) is code of its own:
                // what it sets through appearance proxies, say.
                found[owner, default: ClassCode(name: owner, superclasses: [], isAppKit: file.isAppKit, parts: [])].parts.append((fileIndex, root))
            }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    /// Whether the files hold the app's entry point (`int main(…)`).
    var hasEntryPoint: Bool {
        colors.files.contains { file in file.syntax.roots.contains { file.syntax[$0].kind == .functionDecl && file.syntax[$0].spelling == "main" } }
    }

    /// The classes Objective-C code names outside their own code (`[[Card alloc] init]`,
    /// `Card *card`, `[Card class]`, a property's type).
    func referencedClasses() -> Set<String> {
        var found = Set<String>()
        for file in colors.files {
            let syntax = file.syntax
            for root in syntax.roots {
                let own = syntax.implementedClass(root)
                for index in syntax.descendants(of: root) where [.classRef, .typeRef].contains(syntax[index].kind) {
                    let name = syntax[index].spelling
                    if name != own { found.insert(name) }
                }
            }
        }
        // A class named is made with its superclasses' code.
        for name in found { found.formUnion(superclasses[name] ?? []) }
        return found
    }

    /// What a class's code sets, as the UIKit pairing reads it; drawing code's pairs are kept
    /// in ``pairs``.
    mutating func collect(_ type: ClassCode) -> UIKitDrawingReader.Collector {
        let collector = UIKitDrawingReader.Collector(resolver: resolver)
        collector.typeName = type.name
        for (fileIndex, implementation) in type.parts {
            let syntax = colors.files[fileIndex].syntax
            for method in syntax[implementation].children where [.instanceMethodDecl, .classMethodDecl].contains(syntax[method].kind) {
                guard let body = syntax[method].children.last, syntax[body].kind == .compoundStmt else { continue }
                var walker = MethodWalker(reader: self, file: fileIndex, method: method, type: type, collector: collector)
                walker.walk(body)
                pairs += walker.pairs
            }
        }
        return collector
    }

    /// The foreground colors an attributes dictionary (or an attributed string made with one)
    /// gives, with where: `@{NSForegroundColorAttributeName: color}`, `dictionaryWithObjectsAndKeys:`,
    /// `addAttribute:NSForegroundColorAttributeName value:…` on a local string, through locals
    /// and the app's getters (`self.titleAttributes`).
    func foregrounds(_ reference: ObjectiveCColorResolver.Reference, depth: Int = 0, keys: Set<String> = foregroundKeys) -> [([ColorChoice], SourcePosition)] {
        guard depth < 4 else { return [] }
        let file = colors.files[reference.file]
        let syntax = file.syntax
        func colorsOf(_ node: Int) -> [ColorChoice] { colors.colors(ObjectiveCColorResolver.Reference(file: reference.file, node: node)) }
        func isForegroundKey(_ key: Int) -> Bool { keys.contains(syntax[syntax.unwrapped(key)].spelling) }
        let method = syntax.enclosingFunction(of: reference.node)
        var found: [([ColorChoice], SourcePosition)] = []
        for node in [reference.node] + syntax.descendants(of: reference.node) {
            let current = syntax[node]
            if current.kind == .unexposedExpr, current.type.contains("NSDictionary") || current.type.contains("NSMutableDictionary"),
                current.children.count >= 2, current.children.count % 2 == 0, current.spelling.isEmpty
            {
                for pair in stride(from: 0, to: current.children.count, by: 2) where isForegroundKey(current.children[pair]) {
                    let value = current.children[pair + 1]
                    let colors = colorsOf(value)
                    if !colors.isEmpty { found.append((colors, file.position(value))) }
                }
            } else if current.kind == .messageExpr, current.spelling == "dictionaryWithObjectsAndKeys:" || current.spelling == "initWithObjectsAndKeys:" {
                let (_, _, arguments) = ObjectiveCColorResolver.message(syntax, node)
                for pair in stride(from: 0, to: arguments.count - 1, by: 2) where isForegroundKey(arguments[pair + 1]) {
                    let colors = colorsOf(arguments[pair])
                    if !colors.isEmpty { found.append((colors, file.position(arguments[pair]))) }
                }
            } else if [.memberRefExpr, .messageExpr].contains(current.kind), !current.spelling.contains(":"),
                current.type.contains("Dictionary") || current.type.contains("AttributedString"),
                colors.owners[current.spelling]?.count == 1, let returned = colors.methods[current.spelling]
            {
                // The app's getter: what it returns.
                for value in returned { found += foregrounds(value, depth: depth + 1, keys: keys) }
            } else if current.kind == .declRefExpr, let value = colors.localValue(current.spelling, before: node, in: syntax) {
                found += foregrounds(ObjectiveCColorResolver.Reference(file: reference.file, node: value), depth: depth + 1, keys: keys)
                // `[text addAttribute:NSForegroundColorAttributeName value:color range:…]` before the use.
                for other in syntax.descendants(of: method) where other < node && syntax[other].kind == .messageExpr {
                    let selector = syntax[other].spelling
                    guard selector == "addAttribute:value:range:" || selector == "addAttributes:range:" || selector == "setAttributes:range:" else { continue }
                    let (_, receiver, arguments) = ObjectiveCColorResolver.message(syntax, other)
                    guard let receiver, syntax[syntax.unwrapped(receiver)].spelling == current.spelling else { continue }
                    if selector == "addAttribute:value:range:", arguments.count == 3, isForegroundKey(arguments[0]) {
                        let colors = colorsOf(arguments[1])
                        if !colors.isEmpty { found.append((colors, file.position(arguments[1]))) }
                    } else if let attributes = arguments.first {
                        found += foregrounds(ObjectiveCColorResolver.Reference(file: reference.file, node: attributes), depth: depth + 1, keys: keys)
                    }
                }
            }
        }
        return found
    }

    /// The attribute keys of a text's color, and of the fill behind it.
    static let foregroundKeys: Set<String> = ["NSForegroundColorAttributeName", "kCTForegroundColorAttributeName"]
    static let backgroundKeys: Set<String> = ["NSBackgroundColorAttributeName"]

    /// The facts the pairing needs of the class itself.
    static func facts(of type: ClassCode) -> UIKitDrawingReader.ClassFacts {
        UIKitDrawingReader.ClassFacts(name: type.name, inherits: type.superclasses, isAppKit: type.isAppKit)
    }

    /// Walks one method's statements in order.
    private struct MethodWalker {
        let reader: ObjectiveCDrawingReader
        let file: Int
        let method: Int
        let type: ClassCode
        let collector: UIKitDrawingReader.Collector
        var pairs: [DrawnPair] = []
        /// The color set for filling and not yet filled with, and the last fill made.
        var pendingFill: [ColorChoice] = []
        var fill: ([ColorChoice], SourcePosition)?
        /// The color `[color set]` set for text drawn with a font and no attributes.
        var textColor: [ColorChoice] = []

        init(reader: ObjectiveCDrawingReader, file: Int, method: Int, type: ClassCode, collector: UIKitDrawingReader.Collector) {
            self.reader = reader
            self.file = file
            self.method = method
            self.type = type
            self.collector = collector
        }

        var syntax: ObjectiveCSyntax { reader.colors.files[file].syntax }
        var source: ObjectiveCFile { reader.colors.files[file] }

        func colors(of node: Int) -> [ColorChoice] {
            reader.colors.colors(ObjectiveCColorResolver.Reference(file: file, node: node))
        }

        /// The node being read: what it sets is set in its branches (``branchConditions(of:)``).
        var current = 0

        mutating func walk(_ body: Int) {
            for index in syntax.descendants(of: body) {
                current = index
                let node = syntax[index]
                switch node.kind {
                case .binaryOperator where node.op == "=" && node.children.count == 2:
                    assign(node.children[0], node.children[1], at: index)
                case .varDecl:
                    if let value = node.children.last, syntax[value].kind.isExpression { made(value, as: [node.spelling]) }
                case .messageExpr:
                    message(index)
                case .callExpr:
                    call(index)
                default:
                    break
                }
            }
        }

        // MARK: Paths

        /// The view an expression names, as the pairing names views: `[]` for `self`,
        /// `["titleLabel"]` for `self.titleLabel`, `_titleLabel` or `[self titleLabel]`,
        /// `["cell", "contentView"]`; `nil` for anything else.
        func path(_ index: Int) -> [String]? {
            let unwrapped = syntax.unwrapped(index)
            let node = syntax[unwrapped]
            switch node.kind {
            case .selfExpr:
                return []
            case .declRefExpr:
                if node.spelling == "self" { return [] }
                // A local holding an appearance proxy (`id bar = [UINavigationBar appearance]`).
                if let value = reader.colors.localValue(node.spelling, before: unwrapped, in: syntax), let proxy = proxy(value) { return [proxy] }
                return [node.spelling]
            case .memberRefExpr:
                guard let base = node.children.first, let owner = path(base) else { return nil }
                let name = owner.isEmpty && node.spelling.hasPrefix("_") ? String(node.spelling.dropFirst()) : node.spelling
                if owner.isEmpty { collector.properties.insert(name) }
                return owner + [name]
            case .messageExpr:
                if let proxy = proxy(unwrapped) { return [proxy] }
                let (receiverClass, receiver, arguments) = ObjectiveCColorResolver.message(syntax, unwrapped)
                guard receiverClass == nil, arguments.isEmpty, let receiver, let owner = path(receiver) else { return nil }
                return owner + [node.spelling]
            default:
                return nil
            }
        }

        /// An appearance proxy as the pairing names it (`appearance:UINavigationBar`,
        /// `appearance:UINavigationBar@AppNavigationController`): `[UINavigationBar appearance]`,
        /// `[self appearance]` in a class method of the class or its category,
        /// `appearanceWhenContainedInInstancesOfClasses:@[Container.class]`.
        func proxy(_ index: Int) -> String? {
            let node = syntax[syntax.unwrapped(index)]
            guard node.kind == .messageExpr, node.spelling == "appearance" || node.spelling == "appearanceWhenContainedInInstancesOfClasses:" else { return nil }
            let (receiverClass, receiver, arguments) = ObjectiveCColorResolver.message(syntax, syntax.unwrapped(index))
            let proxied: String
            if let receiverClass {
                proxied = receiverClass
            } else if let receiver, syntax[syntax.unwrapped(receiver)].kind == .selfExpr || syntax[syntax.unwrapped(receiver)].spelling == "self",
                syntax[method].kind == .classMethodDecl
            {
                proxied = type.name
            } else {
                return nil
            }
            guard let list = arguments.first else { return UIKitDrawingReader.Proxy(type: proxied, container: nil).name }
            // The first container class named (`Container.class`, `[Container class]`).
            let nodes = [list] + syntax.descendants(of: list)
            let container = nodes.first { [.classRef, .typeRef].contains(syntax[$0].kind) }.map { syntax[$0].spelling }
                ?? nodes.first { syntax[$0].kind == .memberRefExpr && syntax[$0].spelling == "class" && !syntax[$0].op.isEmpty }.map { syntax[$0].op }
            guard let container else { return nil }
            return UIKitDrawingReader.Proxy(type: proxied, container: container).name
        }

        /// Records what the class sets, in the branches of the method it is set in.
        func append(_ assignment: UIKitDrawingReader.Assignment) {
            var assignment = assignment
            assignment.colors = conditioned(assignment.colors)
            collector.assignments.append(assignment)
        }

        /// Colors chosen where the node being read is: in one branch of an `if … else`, of a `switch`,
        /// so that what the other branch sets is never drawn with them
        /// (`if (night) { label.textColor = a; } else { view.backgroundColor = b; }`).
        func conditioned(_ colors: [ColorChoice]) -> [ColorChoice] {
            var choices = colors
            var node = current
            while let parent = syntax.parents[node], parent != method {
                let enclosing = syntax[parent]
                // (An `if` with no `else` has no other branch: `if (self = [super init…])`.)
                if enclosing.kind == .ifStmt, enclosing.children.count == 3, let branch = enclosing.children.firstIndex(of: node), branch > 0 {
                    let condition = ColorChoice.Condition(name: "branch at \(enclosing.line):\(enclosing.column)", values: [String(branch)])
                    choices = choices.map { $0.adding(condition) }
                } else if enclosing.kind == .caseStmt || enclosing.kind == .defaultStmt {
                    let condition = ColorChoice.Condition(name: "case at \(enclosing.line):\(enclosing.column)", values: ["this"])
                    choices = choices.map { $0.adding(condition) }
                }
                node = parent
            }
            return choices
        }

        /// The receiver as the color is drawn on it: a layer's view.
        func drawer(_ parts: [String]) -> String {
            (parts.last == "layer" ? Array(parts.dropLast()) : parts).joined(separator: ".")
        }

        /// The colors of a value: what the class set on a view's color property it reads
        /// (`label.backgroundColor = self.backgroundColor`), else what the expression names.
        func colors(ofValue value: Int) -> [ColorChoice] {
            let node = syntax[syntax.unwrapped(value)]
            if node.kind == .memberRefExpr, let base = node.children.first, let owner = path(base),
                let kind = Self.viewColorProperties[node.spelling]
            {
                let receiver = drawer(owner)
                let set = collector.assignments.last { assignment in
                    guard assignment.receiver == receiver else { return false }
                    switch (assignment.kind, kind) {
                    case (.background, .background): return true
                    case (.foreground(_, let how), .foreground(_, let wanted)): return how == wanted
                    default: return false
                    }
                }
                if let set { return set.colors }
            }
            return colors(of: value)
        }

        /// The color properties of UIKit's and AppKit's views, and what they set.
        static let viewColorProperties: [String: UIKitDrawingReader.Assignment.Kind] = [
            "backgroundColor": .background, "textColor": .foreground(.bodyText, "textColor"), "tintColor": .foreground(.uiComponent, "tintColor"),
        ]

        func record(_ receiver: String, _ kind: UIKitDrawingReader.Assignment.Kind, _ value: Int, at position: SourcePosition, barTint: Bool = false) {
            let found = colors(ofValue: value)
            var assignment = UIKitDrawingReader.Assignment(receiver: receiver, kind: kind, colors: found, position: position)
            if found.isEmpty {
                guard !isNil(value) else { return }
                collector.tally.unreadColors.append(source.position(value))
                assignment.unread = true
            }
            assignment.isBarTint = barTint
            if let first = receiver.split(separator: ".").first {
                assignment.receiverType = collector.types[String(first)]
                assignment.viewType = collector.types[String(first)]
            }
            append(assignment)
        }

        func isNil(_ index: Int) -> Bool {
            let node = syntax[syntax.unwrapped(index)]
            return node.number == 0 || node.spelling == "nil" || node.spelling == "NULL"
        }

        // MARK: Statements

        /// `receiver.property = value`.
        mutating func assign(_ target: Int, _ value: Int, at index: Int) {
            let lhs = syntax.unwrapped(target)
            if syntax[lhs].kind == .declRefExpr {
                made(value, as: [syntax[lhs].spelling])
                return
            }
            guard syntax[lhs].kind == .memberRefExpr, let base = syntax[lhs].children.first, let receiver = path(base) else { return }
            let property = syntax[lhs].spelling
            // A local view stored in a property (`tile.numberLabel = label`) is colored, if at
            // all, through the property: not assumed to keep the default.
            let stored = syntax[syntax.unwrapped(value)]
            if stored.kind == .declRefExpr {
                collector.plainLabels.remove(stored.spelling)
                collector.plainButtons[stored.spelling] = nil
                // `self.selectedBackgroundView = selectedBackground;`: the cell's selected background.
                if property == "selectedBackgroundView" { collector.selectedBackgrounds.insert(stored.spelling) }
            }
            let position = source.position(lhs)
            set(property, on: receiver, value, at: position, baseType: syntax[syntax.unwrapped(base)].type)
            if receiver.isEmpty || receiver == ["view"] { made(value, as: receiver + [property.hasPrefix("_") ? String(property.dropFirst()) : property]) }
        }

        /// Whether a receiver of this type may be drawn: not an object of the app's that is no
        /// view (a theme whose `textColor` and `backgroundColor` are colors it keeps).
        func mayBeDrawn(_ baseType: String) -> Bool {
            let name = ObjectiveCColorResolver.className(baseType)
            guard !name.isEmpty, name != "id" else { return true }
            if name == "NSObject" { return false }
            guard let lineage = reader.superclasses[name] else { return true }
            return lineage.contains(where: ObjectiveCColorResolver.drawnClasses.contains) || lineage.isEmpty
        }

        /// A property set, by assignment or by its setter.
        mutating func set(_ property: String, on receiver: [String], _ value: Int, at position: SourcePosition, baseType: String) {
            // A bar's title styled at all (attributes, a title view), as Swift's reader notes it.
            if UIKitDrawingReader.Collector.titleProperties.contains(property) { collector.titlesStyled = true }
            guard mayBeDrawn(receiver.isEmpty ? type.name : baseType) else { return }
            let name = drawer(receiver)
            switch property {
            case "textColor", "placeholderColor":
                if baseType.contains("NSTextFieldCell") || baseType.contains("NSCell") { return }
                record(name, .foreground(.bodyText, property), value, at: position)
            case "tintColor", "onTintColor", "progressTintColor", "contentTintColor":
                record(name, .foreground(.uiComponent, property), value, at: position)
            case "borderColor" where receiver.last == "layer":
                record(name, .foreground(.uiComponent, property), value, at: position)
            case "fontColor":
                // A SpriteKit label's text, over the node it is a child of.
                record(name, .foreground(.bodyText, property), value, at: position)
            case "color" where baseType.contains("SKSpriteNode"):
                record(name, .background, value, at: position)
            case "foregroundColor" where baseType.contains("CATextLayer"):
                // A text layer's text.
                record(name, .foreground(.bodyText, property), value, at: position)
            case "backgroundColor", "fillColor":
                // A text field draws its background only when told to.
                if baseType.contains("NSTextField"), !drawsBackground() { return }
                if property == "fillColor", baseType.contains("CAShapeLayer") { return }
                record(name, .background, value, at: position)
            case "barTintColor":
                record(name, .background, value, at: position, barTint: true)
            case "titleTextAttributes", "largeTitleTextAttributes", "attributedText", "attributedTitle", "attributedPlaceholder",
                "attributedStringValue", "placeholderAttributedString":
                let found = foregrounds(in: value)
                for (colors, where_) in found {
                    append(UIKitDrawingReader.Assignment(
                        receiver: name, kind: .foreground(property.contains("Title") ? .largeText : .bodyText, property), colors: colors,
                        position: where_))
                }
                // Text given attributes whose color is not read is colored all the same: not the default.
                if found.isEmpty, !property.contains("Placeholder"), !isNil(value) {
                    var assignment = UIKitDrawingReader.Assignment(receiver: name, kind: .foreground(.bodyText, property), colors: [], position: position)
                    assignment.unread = true
                    append(assignment)
                }
                if property == "attributedPlaceholder" || property == "placeholderAttributedString" { collector.attributedPlaceholders.insert(name) }
                // A fill the attributes give the text (`NSBackgroundColorAttributeName`): right behind it.
                for (colors, where_) in foregrounds(in: value, keys: ObjectiveCDrawingReader.backgroundKeys) {
                    append(UIKitDrawingReader.Assignment(receiver: name, kind: .background, colors: colors, position: where_))
                }
            case "placeholder", "placeholderString":
                // Drawn in the system's placeholder color, unless an attributed placeholder colors it.
                let text = ObjectiveCColorResolver.string(syntax, value)
                guard text.map({ !$0.isEmpty }) ?? !isNil(value) else { return }
                var assignment = UIKitDrawingReader.Assignment(
                    receiver: name, kind: .foreground(.bodyText, "placeholder"),
                    colors: [ColorChoice(ColorReference(.system("placeholderText", source.isAppKit ? .appKit : .uiKit)))], position: position)
                assignment.assumed = true
                append(assignment)
            case "hidden":
                collector.toggled.insert(name)
                collector.hiding[name, default: []].append(syntax[syntax.unwrapped(value)].number == 1 && !isConditional(value))
            default:
                break
            }
        }

        /// Whether the class tells a text field to draw its background (`field.drawsBackground =
        /// YES`, anywhere in its code).
        func drawsBackground() -> Bool {
            for (fileIndex, implementation) in type.parts {
                let syntax = reader.colors.files[fileIndex].syntax
                for index in syntax.descendants(of: implementation) where syntax[index].kind == .binaryOperator && syntax[index].op == "=" {
                    let lhs = syntax.unwrapped(syntax[index].children[0])
                    if syntax[lhs].kind == .memberRefExpr, syntax[lhs].spelling == "drawsBackground",
                        syntax[syntax.unwrapped(syntax[index].children[1])].number == 1
                    {
                        return true
                    }
                }
            }
            return false
        }

        func isConditional(_ index: Int) -> Bool {
            var current = index
            while let parent = syntax.parents[current], parent != method {
                if [.ifStmt, .conditionalOperator, .switchStmt].contains(syntax[parent].kind) { return true }
                current = parent
            }
            return false
        }

        /// A view made and stored under a name: a label or button made by UIKit's own
        /// initializer, an app's class.
        mutating func made(_ value: Int, as name: [String]) {
            guard let key = name.first, name.count == 1 else { return }
            let node = syntax[syntax.unwrapped(value)]
            guard node.kind == .messageExpr else { return }
            // The innermost receiver: `[[UILabel alloc] initWithFrame:…]`, `[UIButton buttonWithType:…]`.
            var current = syntax.unwrapped(value)
            var made: String?
            var selectors: [String] = []
            while syntax[current].kind == .messageExpr {
                selectors.append(syntax[current].spelling)
                let (receiverClass, receiver, _) = ObjectiveCColorResolver.message(syntax, current)
                if let receiverClass {
                    made = receiverClass
                    break
                }
                guard let receiver else { break }
                current = syntax.unwrapped(receiver)
            }
            guard let made else { return }
            let creates = selectors.last == "alloc" || selectors.last == "new" || selectors.last == "buttonWithType:"
            guard creates else { return }
            if made == "UILabel" { collector.plainLabels.insert(key) }
            // A button of UIKit's, or of the app's own subclass made with `initWithFrame:`.
            if made == "UIButton" || reader.superclasses[made]?.contains("UIButton") == true {
                let systemType = syntax.descendants(of: value).contains { syntax[$0].spelling == "UIButtonTypeSystem" }
                if systemType { collector.systemButtons.insert(key) } else {
                    collector.customButtons.insert(key)
                    collector.plainButtons[key] = made
                }
            }
            collector.types[key] = made
            collector.declaredAt[key] = collector.declaredAt[key] ?? source.position(value)
        }

        mutating func message(_ index: Int) {
            let node = syntax[index]
            let (_, receiverNode, arguments) = ObjectiveCColorResolver.message(syntax, index)
            let selector = node.spelling
            let receiver = receiverNode.flatMap(path)
            let position = source.position(index)
            switch selector {
            case "setTextColor:", "setBackgroundColor:", "setTintColor:", "setBarTintColor:", "setContentTintColor:", "setHidden:", "setForegroundColor:",
                "setAttributedText:", "setAttributedStringValue:", "setTitleTextAttributes:", "setFillColor:", "setPlaceholder:",
                "setPlaceholderString:", "setAttributedPlaceholder:":
                guard let receiver, let value = arguments.first else { return }
                let property = selector.dropFirst(3).dropLast()
                let name = property.prefix(1).lowercased() + property.dropFirst()
                set(name, on: receiver, value, at: position, baseType: receiverNode.map { syntax[syntax.unwrapped($0)].type } ?? "")
            case "setTitleColor:forState:", "setAttributedTitle:forState:":
                guard let receiver, arguments.count == 2 else { return }
                let state = stateName(arguments[1])
                guard let state else { return }
                let role: PairRole = state == "disabled" ? .disabled : .bodyText
                let how = "title color .\(state)"
                var found = selector.hasPrefix("setTitleColor") ? colors(of: arguments[0]) : foregrounds(in: arguments[0]).flatMap(\.0)
                if state == "disabled" { found = found.map { $0.adding(UIKitDrawingReader.Collector.enabled(false)) } }
                guard !found.isEmpty else { return }
                append(UIKitDrawingReader.Assignment(
                    receiver: drawer(receiver), kind: .foreground(role, how), colors: found, position: position))
            case "setTitle:forState:":
                if let receiver, let title = arguments.first, !isNil(title) { collector.titled.insert(drawer(receiver)) }
            case "setTitle:":
                // A button subclass's own title setter (`[button setTitle:@"Back"]`).
                if let receiver, let receiverNode, syntax[syntax.unwrapped(receiverNode)].type.contains("Button"),
                    let title = arguments.first, !isNil(title)
                {
                    collector.titled.insert(drawer(receiver))
                }
            case "addAttribute:value:range:", "addAttributes:range:", "setAttributes:range:":
                // Attributes given to a text view's storage: its text, on the text view's
                // background (a text view's own, or the default when which one is not known).
                guard let receiverNode, syntax[syntax.unwrapped(receiverNode)].type.contains("NSTextStorage") else { return }
                let found: [([ColorChoice], SourcePosition)]
                if selector == "addAttribute:value:range:" {
                    guard arguments.count == 3, ["NSForegroundColorAttributeName", "kCTForegroundColorAttributeName"].contains(syntax[syntax.unwrapped(arguments[0])].spelling)
                    else { return }
                    let colors = colors(of: arguments[1])
                    found = colors.isEmpty ? [] : [(colors, source.position(arguments[1]))]
                } else {
                    guard let attributes = arguments.first else { return }
                    found = foregrounds(in: attributes)
                }
                if let receiver, receiver.last == "textStorage", receiver.count >= 2 {
                    for (colors, position) in found {
                        append(UIKitDrawingReader.Assignment(
                            receiver: drawer(Array(receiver.dropLast())), kind: .foreground(.bodyText, "text storage's attributes"), colors: colors, position: position))
                    }
                } else {
                    let surface = source.isAppKit ? ColorReference(.system("textBackground", .appKit)) : ColorReference(.system("systemBackground", .uiKit))
                    for (colors, position) in found {
                        for front in colors where !front.color.isInvisible {
                            pairs.append(DrawnPair(
                                foreground: front.color, background: surface, role: .bodyText, confidence: .medium,
                                foregroundPosition: position, backgroundPosition: nil, style: front.style.map { AppearanceLock($0, at: nil) },
                                how: "text storage's attributes in \(type.name), over a text view's default background (assumed)"))
                        }
                    }
                }
            case "setImage:forState:", "setImage:":
                if let receiver { collector.imaged.insert(drawer(receiver)) }
            case "registerClass:forCellReuseIdentifier:", "registerClass:forCellWithReuseIdentifier:",
                "registerClass:forHeaderFooterViewReuseIdentifier:":
                // `[self.tableView registerClass:[NoteCell class] forCellReuseIdentifier:…]`: the
                // table shows that class's cells.
                guard let registered = arguments.first, syntax[syntax.unwrapped(registered)].kind == .messageExpr,
                    syntax[syntax.unwrapped(registered)].spelling == "class",
                    let cell = ObjectiveCColorResolver.message(syntax, syntax.unwrapped(registered)).0
                else { return }
                collector.hosted[cell] = receiver.map(drawer) ?? "tableView"
            case "addSubview:", "addArrangedSubview:", "insertSubview:atIndex:", "insertSubview:belowSubview:", "insertSubview:aboveSubview:",
                "addSubview:positioned:relativeTo:", "addSublayer:", "insertSublayer:atIndex:", "insertSublayer:below:", "insertSublayer:above:",
                "addChild:", "insertChild:atIndex:":
                guard let receiver, let child = arguments.first.flatMap(path) else { return }
                let parent = drawer(receiver)
                let name = drawer(child)
                collector.parents[name] = parent
                let atBack = selector == "insertSubview:belowSubview:" || selector == "insertSublayer:below:"
                    || (selector.hasSuffix("atIndex:") && arguments.count == 2 && ObjectiveCColorResolver.number(syntax, arguments[1]) == 0)
                if atBack {
                    collector.stacked[parent, default: []].insert(name, at: 0)
                    collector.sentBack.insert(name)
                } else {
                    collector.stacked[parent, default: []].append(name)
                }
            case "sendSubviewToBack:":
                guard let receiver, let child = arguments.first.flatMap(path) else { return }
                let parent = drawer(receiver)
                let name = drawer(child)
                collector.stacked[parent, default: []].removeAll { $0 == name }
                collector.stacked[parent, default: []].insert(name, at: 0)
                collector.sentBack.insert(name)
            case "setFill", "set":
                guard let receiverNode else { return }
                let found = colors(of: receiverNode)
                guard !found.isEmpty else { return }
                pendingFill = found
                if selector == "set" { textColor = found }
            case "fill", "fillRect:":
                filled(at: position)
            case "drawInRect:withAttributes:", "drawAtPoint:withAttributes:", "drawWithRect:options:attributes:context:":
                guard let attributes = arguments.dropFirst(selector.hasPrefix("drawWithRect") ? 2 : 1).first else { return }
                let found = foregrounds(in: attributes).flatMap(\.0)
                // Text drawn with no foreground color is black (NSAttributedString's default).
                drew(found.isEmpty ? [ColorChoice(ColorReference(.system("black", source.isAppKit ? .appKit : .uiKit)))] : found,
                     assumed: found.isEmpty, by: selector, at: position)
            case "drawInRect:", "drawAtPoint:", "drawWithRect:options:context:":
                guard let receiverNode, syntax[syntax.unwrapped(receiverNode)].type.contains("AttributedString") else { return }
                let found = foregrounds(in: receiverNode).flatMap(\.0)
                guard !found.isEmpty else { return }
                drew(found, assumed: false, by: selector, at: position)
            case "drawInRect:withFont:", "drawAtPoint:withFont:", "drawInRect:withFont:lineBreakMode:alignment:":
                guard !textColor.isEmpty else { return }
                drew(textColor, assumed: false, by: selector, at: position)
            default:
                break
            }
        }

        mutating func call(_ index: Int) {
            let node = syntax[index]
            let arguments = Array(node.children.dropFirst())
            let position = source.position(index)
            switch node.spelling {
            case "CGContextSetFillColorWithColor":
                if arguments.count == 2 {
                    let found = colors(of: arguments[1])
                    if !found.isEmpty { pendingFill = found }
                }
            case "CGContextSetRGBFillColor":
                let values = arguments.dropFirst().compactMap { ObjectiveCColorResolver.number(syntax, $0) }
                if values.count == 4 { pendingFill = [ObjectiveCColorResolver.fixed(values[0], values[1], values[2], values[3])] }
            case "UIRectFill", "NSRectFill", "NSRectFillUsingOperation", "UIRectFillUsingBlendMode":
                filled(at: position, area: arguments.first)
            case "CGContextFillRect":
                filled(at: position, area: arguments.count == 2 ? arguments[1] : nil)
            case "CGContextFillRects", "CGContextFillEllipseInRect", "CGContextFillPath", "CGContextEOFillPath", "NSRectFillList":
                filled(at: position)
            case "CTLineDraw", "CTFrameDraw":
                guard let line = arguments.first else { return }
                let found = foregrounds(in: line).flatMap(\.0)
                guard !found.isEmpty else { return }
                drew(found, assumed: false, by: node.spelling, at: position)
            default:
                break
            }
        }

        /// A fill drawn: the background of text drawn after it; the first one over the whole
        /// view in `drawRect:` (`NSRectFill(self.bounds)`, `UIRectFill(rect)` of the rect it is
        /// given) is the view's own background, under its subviews too.
        mutating func filled(at position: SourcePosition, area: Int? = nil) {
            guard !pendingFill.isEmpty else { return }
            pendingFill = conditioned(pendingFill)
            if fill == nil, let area, syntax[method].spelling == "drawRect:", coversView(area) {
                var assignment = UIKitDrawingReader.Assignment(receiver: "", kind: .background, colors: pendingFill, position: position)
                assignment.receiverType = type.name
                append(assignment)
            }
            fill = (pendingFill, position)
        }

        /// Whether a rect is the view's: `self.bounds`, `[self bounds]`, or the rect `drawRect:` is given.
        func coversView(_ area: Int) -> Bool {
            let node = syntax[syntax.unwrapped(area)]
            if node.spelling == "bounds", let base = node.children.first, path(base) == [] { return true }
            let parameter = syntax[method].children.first { syntax[$0].kind == .parmDecl }.map { syntax[$0].spelling }
            return node.kind == .declRefExpr && node.spelling == parameter
        }

        /// Text drawn: over the last fill of the method, else on the view's own background.
        mutating func drew(_ foreground: [ColorChoice], assumed: Bool, by selector: String, at position: SourcePosition) {
            guard let (background, where_) = fill else {
                var assignment = UIKitDrawingReader.Assignment(receiver: "", kind: .foreground(.bodyText, "text drawn by \(selector)"), colors: foreground, position: position)
                assignment.assumed = assumed
                append(assignment)
                return
            }
            let confidence: PairConfidence = assumed ? .medium : .high
            for front in conditioned(foreground) where !front.color.isInvisible {
                for back in background where !back.color.isInvisible && front.isCompatible(with: back) {
                    let style = (front.style ?? back.style).map { AppearanceLock($0, at: nil) }
                    pairs.append(DrawnPair(
                        foreground: front.color, background: back.color, role: .bodyText, confidence: confidence,
                        foregroundPosition: position, backgroundPosition: where_, style: style,
                        how: "text drawn by \(selector) over the fill at \(where_.line) in \(type.name)"))
                }
            }
        }

        /// A control state's name (`UIControlStateNormal` → `normal`); `nil` for a combination
        /// or a state the reader does not pair.
        func stateName(_ index: Int) -> String? {
            let node = syntax[syntax.unwrapped(index)]
            switch node.spelling {
            case "UIControlStateNormal": return "normal"
            case "UIControlStateDisabled": return "disabled"
            case "UIControlStateHighlighted", "UIControlStateSelected": return nil
            default: return ObjectiveCColorResolver.number(syntax, index) == 0 ? "normal" : nil
            }
        }

        func foregrounds(in index: Int, keys: Set<String> = ObjectiveCDrawingReader.foregroundKeys) -> [([ColorChoice], SourcePosition)] {
            reader.foregrounds(ObjectiveCColorResolver.Reference(file: file, node: index), keys: keys)
        }
    }
}
