import AuditInputs
import ColorScience

/// An Objective-C file the scan read.
struct ObjectiveCFile: Sendable {
    let path: String
    let syntax: ObjectiveCSyntax
    let isAppKit: Bool

    func position(_ node: Int) -> SourcePosition {
        SourcePosition(file: path, line: max(syntax[node].line, 1), column: max(syntax[node].column, 1))
    }
}

/// Reads the color an Objective-C expression stands for, following the app's color methods
/// (a `UIColor` category's `+ (UIColor *)appInkColor`, any class's color getter) and constants
/// across files.
///
/// It reads `[UIColor colorNamed:@"…"]` (with `inBundle:`/`bundle:`), system colors
/// (`[UIColor labelColor]`, `UIColor.whiteColor`, AppKit's `NSColor` names), values written in
/// the code (`colorWithRed:green:blue:alpha:`, `colorWithSRGBRed:…`, `colorWithWhite:alpha:`,
/// `colorWithHue:saturation:brightness:alpha:`, their `init…` forms, with numbers clang
/// computes: `0x33/255.0`, a macro's), `colorWithAlphaComponent:`, `.CGColor`, a color chosen
/// per appearance in a dynamic provider (`traits.userInterfaceStyle == UIUserInterfaceStyleDark
/// ? a : b`), and `cond ? a : b`. AppKit's calibrated and device colors are not sRGB: they are
/// read as colors the audit does not convert.
struct ObjectiveCColorResolver {
    struct Reference: Hashable, Sendable {
        let file: Int
        let node: Int
    }

    let files: [ObjectiveCFile]
    /// System names and catalog symbols are looked up as the Swift reader looks them up.
    let swift: SwiftColorResolver
    /// What zero-argument methods of the app return, by selector (a getter's name).
    private(set) var methods: [String: [Reference]] = [:]
    /// The owners of those methods (`UIColor`, `Theme`), by selector.
    private(set) var owners: [String: Set<String>] = [:]
    /// The app's methods with parameters that return something (`tileColorForValue:`), by
    /// selector: the method's declaration.
    private(set) var parameterMethods: [String: [Reference]] = [:]
    /// Color categories' class methods (`+[UIColor appInkColor]`), by selector: Swift code calls
    /// them too (``swiftNames``).
    private(set) var categoryColors: [String: [Reference]] = [:]
    /// File-level constants (`static UIColor *kInk`, `UIColor *const AppInk = …`), by name.
    private(set) var constants: [String: Reference] = [:]
    /// The app's classes that inherit from each of its classes, by name.
    private(set) var subclasses: [String: Set<String>] = [:]
    /// Colors the code stores in a property of an object of the app's (`Class.property`): a
    /// theme's `cellColor`, set for each theme it makes, with the instance it is set on
    /// (`brightTheme/_brightTheme`).
    private(set) var storedColors: [String: [(value: Reference, instance: String)]] = [:]

    /// The expressions one color's reading may follow: calls on receivers of unknown class that
    /// several classes answer by forwarding to one another would otherwise branch at every level.
    static let maximumSteps = 4_000
    private final class Steps {
        var taken = 0
    }
    /// (One scan reads its colors on one thread.)
    private let steps = Steps()

    /// The app's classes with an `@implementation`.
    private(set) var implemented = Set<String>()
    /// Their superclasses, nearest first, by name.
    private(set) var lineage: [String: [String]] = [:]
    /// The color properties views and layers draw (as opposed to colors a class keeps).
    static let drawnProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "barTintColor", "fillColor", "strokeColor", "borderColor", "shadowColor",
        "foregroundColor", "color", "placeholderColor", "onTintColor", "contentTintColor",
    ]

    /// The framework classes whose objects are drawn, or draw: views, layers, bar items, cells,
    /// windows, controllers.
    static let drawnClasses: Set<String> = [
        "UIView", "NSView", "CALayer", "UIBarItem", "NSCell", "UIBarAppearance", "NSWindow", "UIButtonConfiguration", "UIViewController",
        "NSViewController", "SKNode",
    ]

    init(files: [ObjectiveCFile], swift: SwiftColorResolver) {
        self.files = files
        self.swift = swift
        defer { indexStoredColors() }
        for (fileIndex, file) in files.enumerated() {
            let syntax = file.syntax
            for root in syntax.roots {
                let node = syntax[root]
                switch node.kind {
                case .implementationDecl, .categoryImplDecl:
                    if node.kind == .implementationDecl {
                        implemented.insert(node.spelling)
                        lineage[node.spelling] = node.type.split(separator: ":").map(String.init)
                        for superclass in node.type.split(separator: ":") { subclasses[String(superclass), default: []].insert(node.spelling) }
                    }
                    let owner = syntax.implementedClass(root) ?? ""
                    for method in node.children where [.instanceMethodDecl, .classMethodDecl].contains(syntax[method].kind) {
                        let selector = syntax[method].spelling
                        guard let body = syntax[method].children.last, syntax[body].kind == .compoundStmt else { continue }
                        if selector.contains(":") {
                            parameterMethods[selector, default: []].append(Reference(file: fileIndex, node: method))
                            continue
                        }
                        let returns = Self.returnedValues(in: body, of: syntax)
                        guard !returns.isEmpty else { continue }
                        for value in returns {
                            methods[selector, default: []].append(Reference(file: fileIndex, node: value))
                        }
                        owners[selector, default: []].insert(owner)
                        if ["UIColor", "NSColor"].contains(owner), syntax[method].kind == .classMethodDecl {
                            categoryColors[selector, default: []] += returns.map { Reference(file: fileIndex, node: $0) }
                        }
                    }
                case .varDecl:
                    if let value = node.children.last, syntax[value].kind.isExpression, Self.isColorType(node.type) {
                        constants[node.spelling] = Reference(file: fileIndex, node: value)
                    }
                default:
                    break
                }
            }
        }
    }

    /// Indexes `object.property = color` where the object is of an app class, by
    /// `Class.property`.
    private mutating func indexStoredColors() {
        for (fileIndex, file) in files.enumerated() {
            let syntax = file.syntax
            for index in syntax.nodes.indices {
                let node = syntax[index]
                guard node.kind == .binaryOperator, node.op == "=", node.children.count == 2 else { continue }
                let target = syntax.unwrapped(node.children[0])
                let value = node.children[1]
                guard syntax[target].kind == .memberRefExpr, let base = syntax[target].children.first else { continue }
                let property = syntax[target].spelling
                let baseNode = syntax[syntax.unwrapped(base)]
                let owner = Self.className(baseNode.type)
                // Only an object of the app's own class, and for a view only the colors it keeps
                // (`_barColor`), not those it draws (`backgroundColor`: read where they are set).
                let isView = (lineage[owner] ?? []).contains(where: Self.drawnClasses.contains)
                guard implemented.contains(owner), !(isView && Self.drawnProperties.contains(property)),
                    Self.isColorType(syntax[target].type) || Self.isColorType(syntax[syntax.unwrapped(value)].type)
                else { continue }
                // The object, and the branch it is filled in: `if (theme == Night) { self.ink = … }`
                // fills another style than the `if` before it.
                var method = index
                var branches: [String] = []
                while let parent = syntax.parents[method], ![.instanceMethodDecl, .classMethodDecl, .functionDecl].contains(syntax[method].kind) {
                    switch syntax[parent].kind {
                    case .ifStmt: branches.append("if\(syntax[parent].line)." + (syntax[parent].children.firstIndex(of: method).map(String.init) ?? ""))
                    case .caseStmt, .defaultStmt: branches.append("case\(syntax[parent].line)")
                    default: break
                    }
                    method = parent
                }
                // An object's own (`self.ink = …`, `_ink = …`) is one object whichever method fills it.
                let isSelf = baseNode.kind == .selfExpr || baseNode.spelling == "self"
                let instance = (isSelf ? "self" : syntax[method].spelling + "/" + baseNode.spelling) + "/" + branches.joined(separator: "/")
                storedColors[owner + "." + property, default: []].append((Reference(file: fileIndex, node: value), instance))
            }
        }
    }

    /// The color categories' class methods under the names Swift imports them by (Swift drops
    /// a trailing `Color` that repeats the type's name: `appInkColor` is `appInk()`), with
    /// their colors.
    var swiftNames: [String: [ColorChoice]] {
        var names: [String: [ColorChoice]] = [:]
        for (selector, references) in categoryColors {
            steps.taken = 0
            let found = resolve(references, depth: 0)
            guard !found.isEmpty else { continue }
            let name = selector.hasSuffix("Color") && selector.count > 5 ? String(selector.dropLast(5)) : selector
            names[name] = found
        }
        return names
    }

    /// The values a method body returns, but for those an `if (@available(…))` returns only on
    /// releases before the one it names (the app's colors on older systems), when it returns
    /// others.
    static func returnedValues(in body: Int, of syntax: ObjectiveCSyntax) -> [Int] {
        let returns = syntax.descendants(of: body).filter { syntax[$0].kind == .returnStmt }
        func checksAvailability(_ statement: Int) -> Bool {
            let node = syntax[statement]
            return node.kind == .ifStmt && ([node.children[0]] + syntax.descendants(of: node.children[0])).contains { syntax[$0].kind == .availabilityCheckExpr }
        }
        // In the `else` of `if (@available(…))`, or after one whose body returns.
        func isFallback(_ index: Int) -> Bool {
            var current = index
            while let parent = syntax.parents[current] {
                let node = syntax[parent]
                if checksAvailability(parent), node.children.count == 3, node.children[2] == current { return true }
                if node.kind == .compoundStmt, let position = node.children.firstIndex(of: current) {
                    let returnsEarlier = node.children[..<position].contains { sibling in
                        checksAvailability(sibling) && syntax[sibling].children.count == 2
                            && syntax.descendants(of: syntax[sibling].children[1]).contains { syntax[$0].kind == .returnStmt }
                    }
                    if returnsEarlier { return true }
                }
                if parent == body { break }
                current = parent
            }
            return false
        }
        let current = returns.filter { !isFallback($0) }
        return (current.isEmpty ? returns : current).compactMap { syntax[$0].children.first }
    }

    /// The class an object pointer type names (`Theme *` is `Theme`).
    static func className(_ type: String) -> String {
        type.replacingOccurrences(of: " *", with: "").replacingOccurrences(of: "*", with: "")
    }

    static func isColorType(_ type: String) -> Bool {
        type.contains("UIColor") || type.contains("NSColor") || type.contains("CGColorRef")
    }

    /// The colors an expression stands for (several for a choice); empty when it is not one
    /// the resolver reads.
    func colors(_ reference: Reference, depth: Int = 0) -> [ColorChoice] {
        if depth == 0 { steps.taken = 0 }
        steps.taken += 1
        guard depth < 12, steps.taken <= Self.maximumSteps else { return [] }
        let file = files[reference.file]
        let syntax = file.syntax
        let index = syntax.unwrapped(reference.node)
        let node = syntax[index]
        func inner(_ child: Int) -> [ColorChoice] { colors(Reference(file: reference.file, node: child), depth: depth + 1) }
        func number(_ child: Int?) -> Double? { child.flatMap { Self.number(syntax, $0) } }
        switch node.kind {
        case .messageExpr:
            let (receiverClass, receiver, arguments) = Self.message(syntax, index)
            let selector = node.spelling
            switch selector {
            case "colorNamed:", "colorNamed:inBundle:compatibleWithTraitCollection:", "colorNamed:bundle:":
                guard let name = arguments.first.flatMap({ Self.string(syntax, $0) }) else { return [] }
                return [ColorChoice(ColorReference(.named(name)))]
            case "colorWithRed:green:blue:alpha:", "initWithRed:green:blue:alpha:", "colorWithSRGBRed:green:blue:alpha:":
                guard arguments.count == 4, let red = number(arguments[0]), let green = number(arguments[1]), let blue = number(arguments[2]),
                    let alpha = number(arguments[3])
                else { return [] }
                return [Self.fixed(red, green, blue, alpha)]
            case "colorWithWhite:alpha:", "initWithWhite:alpha:":
                guard arguments.count == 2, let white = number(arguments[0]), let alpha = number(arguments[1]) else { return [] }
                return [Self.fixed(white, white, white, alpha)]
            case "colorWithHue:saturation:brightness:alpha:", "initWithHue:saturation:brightness:alpha:":
                guard arguments.count == 4, let hue = number(arguments[0]), let saturation = number(arguments[1]),
                    let brightness = number(arguments[2]), let alpha = number(arguments[3])
                else { return [] }
                let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
                return [Self.fixed(red, green, blue, alpha)]
            case "colorWithCalibratedRed:green:blue:alpha:", "colorWithDeviceRed:green:blue:alpha:", "colorWithCalibratedWhite:alpha:",
                "colorWithDeviceWhite:alpha:", "colorWithGenericGamma22White:alpha:", "colorWithDisplayP3Red:green:blue:alpha:",
                "initWithDisplayP3Red:green:blue:alpha:", "colorWithCalibratedHue:saturation:brightness:alpha:",
                "colorWithDeviceHue:saturation:brightness:alpha:":
                let space = selector.contains("Calibrated") ? "calibrated" : selector.contains("Device") ? "device" : selector.contains("P3") ? "Display P3" : "gamma 2.2 gray"
                let values = arguments.compactMap { number($0) }.map { ColorReference.format(($0 * 1000).rounded() / 1000) }
                return [ColorChoice(ColorReference(.unsupported("\(space) (\(values.joined(separator: ", ")))")))]
            case "colorWithAlphaComponent:":
                guard let receiver, let alpha = number(arguments.first) else { return [] }
                return inner(receiver).map { $0.replacing($0.color.applying(opacity: alpha)) }
            case "colorWithCGColor:", "colorUsingColorSpace:", "resolvedColorWithTraitCollection:":
                guard let source = selector == "colorWithCGColor:" ? arguments.first : receiver else { return [] }
                return inner(source)
            case "colorWithPatternImage:", "initWithPatternImage:":
                return [ColorChoice(ColorReference(.unsupported("a pattern image")))]
            case "colorWithDynamicProvider:", "initWithDynamicProvider:", "colorWithName:dynamicProvider:":
                guard let block = arguments.last else { return [] }
                return perAppearance(in: Reference(file: reference.file, node: block), depth: depth)
            default:
                if let hex = hexColor(selector, arguments, in: syntax) { return [hex] }
                guard !selector.contains(":") else {
                    return colors(
                        calling: selector, with: arguments, in: reference.file,
                        receiverType: receiverClass ?? receiver.map { syntax[syntax.unwrapped($0)].type } ?? "", receiver: receiver, depth: depth)
                }
                if let receiverClass, ["UIColor", "NSColor"].contains(receiverClass) {
                    if let found = categoryColors[selector] { return resolve(found, depth: depth) }
                    if let found = swiftColor(selector, on: receiverClass) { return found }
                    return system(selector, appKit: receiverClass == "NSColor")
                }
                let receiverType = receiverClass ?? receiver.map { syntax[syntax.unwrapped($0)].type } ?? ""
                if receiver != nil || receiverClass != nil, isOwnGetter(selector, on: receiverType), let found = methods[selector] {
                    return resolve(found, depth: depth)
                }
                return []
            }
        case .memberRefExpr:
            let name = node.spelling
            let base = node.children.first
            if name == "CGColor", let base { return inner(base) }
            if base == nil {
                // `UIColor.labelColor`: a class property (libclang shows no receiver; the
                // flattening keeps the class's name).
                let receiverClass = node.op
                if receiverClass.isEmpty || ["UIColor", "NSColor"].contains(receiverClass) {
                    if let found = categoryColors[name] { return resolve(found, depth: depth) }
                    if let found = swiftColor(name, on: receiverClass.isEmpty ? (file.isAppKit ? "NSColor" : "UIColor") : receiverClass) {
                        return found
                    }
                    if !receiverClass.isEmpty || Self.isColorType(node.type) {
                        return system(name, appKit: receiverClass == "NSColor" || (receiverClass.isEmpty && (node.type.contains("NSColor") || file.isAppKit)))
                    }
                    return []
                }
                // `Theme.tintColor`: the app's class property.
                if isOwnGetter(name, on: receiverClass), let found = methods[name] { return resolve(found, depth: depth) }
                return []
            }
            if let base, isOwnGetter(name, on: syntax[syntax.unwrapped(base)].type), let found = methods[name], Self.isColorType(node.type) {
                return resolve(found, depth: depth)
            }
            // `theme.cellColor`: what the code stores in that property, object by object.
            if let base {
                let owner = Self.className(syntax[syntax.unwrapped(base)].type)
                if let stored = storedColors[owner + "." + name] {
                    var found: [ColorChoice] = []
                    for (value, instance) in stored {
                        for choice in colors(value, depth: depth + 1) {
                            let tagged = choice.adding(ColorChoice.Condition(name: owner, values: [instance]))
                            if !found.contains(tagged) { found.append(tagged) }
                        }
                    }
                    return found
                }
            }
            return []
        case .declRefExpr:
            if let constant = constants[node.spelling] { return resolve([constant], depth: depth) }
            if let value = localValue(node.spelling, before: index, in: syntax) { return inner(value) }
            return []
        case .conditionalOperator:
            let children = node.children
            guard children.count == 3 else { return children.count == 2 ? inner(children[0]) + inner(children[1]) : [] }
            if let dark = Self.isDarkCondition(syntax, children[0]) {
                let first = inner(children[1]).map { ColorChoice($0.color, style: dark ? .dark : .light, conditions: $0.conditions) }
                let second = inner(children[2]).map { ColorChoice($0.color, style: dark ? .light : .dark, conditions: $0.conditions) }
                return first + second
            }
            return inner(children[1]) + inner(children[2])
        case .callExpr:
            let arguments = Array(node.children.dropFirst())
            switch node.spelling {
            case "CGColorCreateGenericRGB", "CGColorCreateSRGB":
                guard arguments.count == 4, let red = number(arguments[0]), let green = number(arguments[1]), let blue = number(arguments[2]),
                    let alpha = number(arguments[3])
                else { return [] }
                return [Self.fixed(red, green, blue, alpha)]
            case "CGColorCreateGenericGray":
                guard arguments.count == 2, let white = number(arguments[0]), let alpha = number(arguments[1]) else { return [] }
                return [Self.fixed(white, white, white, alpha)]
            default:
                return hexColor(node.spelling, arguments, in: syntax).map { [$0] } ?? []
            }
        default:
            return []
        }
    }

    /// The colors an app's method with parameters returns for a call
    /// (`[provider tileColorForValue:self.value]`), each tagged with the case of the `switch`
    /// over a parameter that returns it — as the argument the call passes — so that two such
    /// methods called with the same argument pair case by case (a tile's number color over its
    /// fill, value by value).
    func colors(
        calling selector: String, with arguments: [Int], in file: Int, receiverType: String, receiver: Int? = nil, depth: Int
    ) -> [ColorChoice] {
        guard let declarations = parameterMethods[selector] else { return [] }
        let type = Self.className(receiverType)
        let unknown = type.isEmpty || type == "id" || type.hasPrefix("id<") || type == "Class"
        let owned = declarations.compactMap { declaration -> (Reference, String)? in
            let syntax = files[declaration.file].syntax
            let name = syntax.parents[declaration.node].flatMap(syntax.implementedClass) ?? ""
            return unknown || type == name || (subclasses[name]?.contains(type) ?? false) ? (declaration, name) : nil
        }
        let callSyntax = files[file].syntax
        // Several classes answer a receiver of unknown class (themes behind a protocol, chosen at
        // run time): each one's colors, tagged with its class as that receiver, so that two calls on
        // the same receiver pair within one class.
        let receiverName = owned.count > 1 ? receiver.flatMap { Self.describe($0, in: callSyntax) } : nil
        guard owned.count == 1 || receiverName != nil else { return [] }
        var found: [ColorChoice] = []
        for (declaration, owner) in owned {
            let syntax = files[declaration.file].syntax
            let parameters = syntax[declaration.node].children.filter { syntax[$0].kind == .parmDecl }.map { syntax[$0].spelling }
            guard let body = syntax[declaration.node].children.last else { continue }
            for value in Self.returnedValues(in: body, of: syntax) {
                var choices = colors(Reference(file: declaration.file, node: value), depth: depth + 1)
                for condition in Self.cases(around: value, in: syntax, body: body, parameters: parameters) {
                    guard condition.parameter < arguments.count, let name = Self.describe(arguments[condition.parameter], in: callSyntax) else { continue }
                    choices = choices.map { $0.adding(ColorChoice.Condition(name: name, values: condition.values, isComplement: condition.isDefault)) }
                }
                if let receiverName { choices = choices.map { $0.adding(ColorChoice.Condition(name: "class of " + receiverName, values: [owner])) } }
                for choice in choices where !found.contains(choice) { found.append(choice) }
            }
        }
        return found
    }

    /// The `switch` cases over a parameter that a statement is in: the parameter's index, the
    /// case values (`case 128: case 256:` both), or for `default:` the values it is none of.
    static func cases(around index: Int, in syntax: ObjectiveCSyntax, body: Int, parameters: [String]) -> [(parameter: Int, values: Set<String>, isDefault: Bool)] {
        var found: [(parameter: Int, values: Set<String>, isDefault: Bool)] = []
        var values = Set<String>()
        var isDefault = false
        var current = index
        while let parent = syntax.parents[current], current != body {
            let node = syntax[parent]
            if node.kind == .caseStmt, let label = node.children.first, label != current {
                if let value = caseValue(label, in: syntax) { values.insert(value) }
            } else if node.kind == .defaultStmt {
                isDefault = true
            } else if node.kind == .switchStmt, let subject = node.children.first {
                let name = syntax[syntax.unwrapped(subject)]
                if name.kind == .declRefExpr, let position = parameters.firstIndex(of: name.spelling), !values.isEmpty || isDefault {
                    if isDefault {
                        // The cases listed in the switch, which `default:` is none of — but for those
                        // that fall through into it (`case 15: default:`).
                        let listed = syntax.descendants(of: parent).filter { syntax[$0].kind == .caseStmt }.compactMap { syntax[$0].children.first }
                        found.append((position, Set(listed.compactMap { caseValue($0, in: syntax) }).subtracting(values), true))
                    } else {
                        found.append((position, values, false))
                    }
                }
                values = []
                isDefault = false
            }
            current = parent
        }
        return found
    }

    /// A case label's value: its number, or the constant it names.
    static func caseValue(_ label: Int, in syntax: ObjectiveCSyntax) -> String? {
        if let number = number(syntax, label) { return ColorReference.format(number) }
        let node = syntax[syntax.unwrapped(label)]
        return node.kind == .declRefExpr ? node.spelling : nil
    }

    /// An argument as a name two calls can share: `self.tileValue`, `value`, `[self style]`.
    static func describe(_ index: Int, in syntax: ObjectiveCSyntax) -> String? {
        let node = syntax[syntax.unwrapped(index)]
        switch node.kind {
        case .selfExpr: return "self"
        case .declRefExpr: return node.spelling
        case .memberRefExpr:
            guard let base = node.children.first else { return node.op.isEmpty ? nil : node.op + "." + node.spelling }
            return describe(base, in: syntax).map { $0 + "." + node.spelling }
        case .messageExpr:
            let (receiverClass, receiver, arguments) = message(syntax, syntax.unwrapped(index))
            let described = arguments.map { describe($0, in: syntax) }
            guard described.allSatisfy({ $0 != nil }) else { return nil }
            let call = node.spelling + (arguments.isEmpty ? "" : "(" + described.map { $0! }.joined(separator: ", ") + ")")
            if let receiverClass { return receiverClass + "." + call }
            return receiver.flatMap { describe($0, in: syntax) }.map { $0 + "." + call }
        default:
            return number(syntax, index).map { ColorReference.format($0) }
        }
    }

    /// A color the app's Swift declares on the color type and Objective-C reads by its `@objc`
    /// name (`@objc static var appInk: UIColor` is `[UIColor appInk]`, `UIColor.appInk`).
    func swiftColor(_ name: String, on type: String) -> [ColorChoice]? {
        guard let values = swift.declarations.colorValues["\(type).\(name)"], !values.isEmpty else { return nil }
        let dialect: SwiftColorResolver.Dialect = type == "NSColor" ? .appKit : .uiKit
        for value in values {
            let found = swift.colors(of: value.expression, dialect: dialect)
            if !found.isEmpty { return found }
        }
        return nil
    }

    /// A color a method or function named for hex values makes from one (a library's
    /// `[UIColor colorWithHexString:@"#3C3C3C"]`, `HexColor(@"3c3c3c")`, `UIColorFromHex(0x3C3C3C)`,
    /// with an `alpha:` when given): what its name and argument say, as Swift's `hex:`
    /// initializers are read.
    func hexColor(_ name: String, _ arguments: [Int], in syntax: ObjectiveCSyntax) -> ColorChoice? {
        guard name.lowercased().contains("hex"), let first = arguments.first else { return nil }
        var value: UInt32?
        if let text = Self.string(syntax, first) {
            var digits = Substring(text)
            if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
            if digits.count == 6 { value = UInt32(digits, radix: 16) }
        } else if let number = Self.number(syntax, first), number >= 0, number <= 0xFF_FFFF, number == number.rounded() {
            value = UInt32(number)
        }
        guard let value else { return nil }
        var alpha = 1.0
        if arguments.count == 2, name.lowercased().contains("alpha") {
            guard let given = Self.number(syntax, arguments[1]) else { return nil }
            alpha = given
        }
        let red = Double((value >> 16) & 0xFF) / 255, green = Double((value >> 8) & 0xFF) / 255, blue = Double(value & 0xFF) / 255
        return Self.fixed(red, green, blue, alpha)
    }

    /// Whether `name` is the getter of one class of the app's, and the receiver may be of that
    /// class: its type names it, or says nothing (`id`). A view's `backgroundColor` is not an
    /// unrelated class's getter of that name.
    func isOwnGetter(_ name: String, on receiverType: String) -> Bool {
        guard let owner = owners[name], owner.count == 1, let only = owner.first else { return false }
        let type = Self.className(receiverType)
        return type.isEmpty || type == "id" || type == "instancetype" || type == only || type.hasPrefix(only + "<")
            || (subclasses[only]?.contains(type) ?? false)
    }

    private func resolve(_ references: [Reference], depth: Int) -> [ColorChoice] {
        var found: [ColorChoice] = []
        for reference in references {
            for choice in colors(reference, depth: depth + 1) where !found.contains(choice) { found.append(choice) }
        }
        return found
    }

    private func system(_ selector: String, appKit: Bool) -> [ColorChoice] {
        if appKit { return swift.system(selector, dialect: .appKit).map { [$0] } ?? [] }
        let name = selector.hasSuffix("Color") && selector.count > 5 ? String(selector.dropLast(5)) : selector
        return swift.system(name, dialect: .uiKit).map { [$0] } ?? []
    }

    /// A dynamic provider's colors: per appearance where its block compares the style with
    /// the dark one, else each color it returns.
    private func perAppearance(in block: Reference, depth: Int) -> [ColorChoice] {
        let syntax = files[block.file].syntax
        var found: [ColorChoice] = []
        for index in syntax.descendants(of: block.node) {
            let node = syntax[index]
            if node.kind == .ifStmt, let condition = node.children.first, let dark = Self.isDarkCondition(syntax, condition), node.children.count >= 2 {
                let branches = Array(node.children.dropFirst())
                for (offset, branch) in branches.prefix(2).enumerated() {
                    let style: AppearanceLock.Style = (offset == 0) == dark ? .dark : .light
                    for value in ([branch] + syntax.descendants(of: branch)).filter({ syntax[$0].kind == .returnStmt }).compactMap({ syntax[$0].children.first }) {
                        found += colors(Reference(file: block.file, node: value), depth: depth + 1).map { ColorChoice($0.color, style: style, conditions: $0.conditions) }
                    }
                }
                return found
            }
        }
        for index in syntax.descendants(of: block.node) where syntax[index].kind == .returnStmt {
            if let value = syntax[index].children.first { found += colors(Reference(file: block.file, node: value), depth: depth + 1) }
        }
        return found
    }

    /// Whether a condition asks for the dark appearance (`true`), the light one (`false`), or
    /// neither (`nil`): `style == UIUserInterfaceStyleDark`, `[name isEqualToString:NSAppearanceNameDarkAqua]`.
    static func isDarkCondition(_ syntax: ObjectiveCSyntax, _ condition: Int) -> Bool? {
        let nodes = [condition] + syntax.descendants(of: condition)
        let names = nodes.map { syntax[$0].spelling }
        let dark = names.contains { $0 == "UIUserInterfaceStyleDark" || $0 == "NSAppearanceNameDarkAqua" || $0 == "NSAppearanceNameVibrantDark" }
        let light = names.contains { $0 == "UIUserInterfaceStyleLight" || $0 == "NSAppearanceNameAqua" }
        guard dark != light else { return nil }
        let negated = nodes.contains { syntax[$0].op == "!=" || (syntax[$0].kind == .unaryOperator && syntax[$0].op == "!") }
        return dark != negated
    }

    /// The value a local variable last had before `use`, in the method around it: its
    /// initializer, or an assignment before the use.
    func localValue(_ name: String, before use: Int, in syntax: ObjectiveCSyntax) -> Int? {
        var scope = use
        while let parent = syntax.parents[scope] {
            scope = parent
            if [.instanceMethodDecl, .classMethodDecl, .functionDecl, .blockExpr].contains(syntax[scope].kind) { break }
        }
        var value: Int?
        for index in syntax.descendants(of: scope) where index < use {
            let node = syntax[index]
            if node.kind == .varDecl, node.spelling == name, let last = node.children.last, syntax[last].kind.isExpression {
                value = last
            } else if node.kind == .binaryOperator, node.op == "=", node.children.count == 2,
                syntax[syntax.unwrapped(node.children[0])].kind == .declRefExpr, syntax[syntax.unwrapped(node.children[0])].spelling == name
            {
                value = node.children[1]
            }
        }
        return value
    }

    // MARK: Reading expressions

    /// A message's receiver class (`[UIColor …]`), receiver expression, and arguments.
    static func message(_ syntax: ObjectiveCSyntax, _ index: Int) -> (String?, Int?, [Int]) {
        let children = syntax[index].children
        guard let first = children.first else { return (nil, nil, []) }
        if syntax[first].kind == .classRef { return (syntax[first].spelling, nil, Array(children.dropFirst())) }
        // `[super init]` has no receiver child: every child is an argument, as many as the selector's colons.
        let colons = syntax[index].spelling.count { $0 == ":" }
        if children.count == colons { return (nil, nil, children) }
        return (nil, first, Array(children.dropFirst()))
    }

    /// The number clang computed for an expression (through casts it did not fold).
    static func number(_ syntax: ObjectiveCSyntax, _ index: Int) -> Double? {
        var current = index
        while true {
            if let value = syntax[current].number { return value }
            guard syntax[current].children.count == 1, syntax[current].kind.isExpression else { return nil }
            current = syntax[current].children[0]
        }
    }

    /// The text of a string literal (`@"Ink"`, `"Ink"`).
    static func string(_ syntax: ObjectiveCSyntax, _ index: Int) -> String? {
        var current = syntax.unwrapped(index)
        if syntax[current].kind == .objCStringLiteral, let child = syntax[current].children.first { current = child }
        let text = syntax[current].spelling
        guard syntax[current].kind == .stringLiteral, text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return nil }
        let inner = String(text.dropFirst().dropLast())
        return inner.contains("\\") ? nil : inner
    }

    static func fixed(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> ColorChoice {
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return ColorChoice(ColorReference(.fixed(SRGB(uncheckedRed: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha)))))
    }

    /// HSB (hue, saturation, brightness in 0…1) to RGB, as `UIColor(hue:saturation:brightness:)`
    /// defines it in its color space.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let fraction = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
