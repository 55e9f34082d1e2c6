import SwiftSyntax

/// What the app's Swift files declare that the drawing readers look up across files: named
/// colors (`static let ink = Color("Ink")`, `extension Color { static var … }`, functions that
/// return a color), enums whose raw values are color names, and view types with their
/// bodies and view-building members.
final class SwiftDeclarations {
    /// The platforms the app is built for: declarations under `#if` for none of them are
    /// not read.
    let platforms: Platforms
    /// The lowest OS versions the app runs on, by platform name (its deployment targets).
    let minimumVersions: [String: [Int]]

    init(platforms: Platforms = .all, minimumVersions: [String: [Int]] = [:]) {
        self.platforms = platforms
        self.minimumVersions = minimumVersions
    }

    /// Whether an `#available`/`#unavailable` condition always or never holds in the app.
    func availability(_ condition: AvailabilityConditionSyntax) -> Bool? {
        platforms.availability(condition, minimumVersions: minimumVersions)
    }

    /// A declaration's value: the expression and the file it is in.
    struct Value {
        let file: SwiftSourceFile
        let expression: ExprSyntax
        /// Whether the declaration is `static` or global (reachable as `Type.name` or `.name`).
        let isStatic: Bool
        /// Whether it is declared outside any type (a global, found by its bare name anywhere).
        var isGlobal = false
        /// Whether it is a function's result (`func tint() -> Color { … }`), called, not read.
        var isFunction = false
        /// Whether it is the default of a property made to be set (observed, or inspectable):
        /// what the type's own code reads until it is set, never what another object's code
        /// reads of it (`label.backgroundColor = bordered.fillColor` after setting it).
        var isSettableDefault = false
        /// The platforms it is compiled for (its `#if` clauses).
        var platforms: Platforms { Platforms.of(expression) }
    }

    /// The values compiled for a platform `node` is compiled for; all of them when none is
    /// (the code's own conditions are not ones the scan can match).
    static func compiled(_ values: [Value], with node: some SyntaxProtocol) -> [Value] {
        guard values.count > 1 else { return values }
        let platforms = Platforms.of(node)
        let kept = values.filter { !$0.platforms.isDisjoint(with: platforms) }
        return kept.isEmpty ? values : kept
    }

    /// A view type (`struct X: View`, an `App`): its body and its view-building members
    /// (`var header: some View { … }`, `func row(…) -> some View { … }`).
    struct ViewType {
        let name: String
        /// The file of its (first) declaration; each body and member keeps its own.
        var file: SwiftSourceFile
        /// The body's statements: one list, or one per `#if` branch (or per declaration of
        /// the type in `#if` branches) that declares a body.
        var bodies: [Template]
        var members: [String: Template]
        let isApp: Bool
        /// Its members that always give one Boolean (`func showsWarning(for:) -> Bool {
        /// return false }`): an `if` on one draws one branch only.
        var constants: [String: Bool] = [:]

        /// The type as seen from code in `file` (a body, or a member in an extension there):
        /// positions are in that file.
        func located(in file: SwiftSourceFile) -> ViewType {
            var copy = self
            copy.file = file
            return copy
        }
    }

    /// Statements (a modifier's, a body's, a member's), with the file they are in.
    struct Template {
        let file: SwiftSourceFile
        let body: CodeBlockItemListSyntax
    }

    /// The SwiftUI types whose extensions' view-returning functions are modifiers.
    static let modifiedTypes: Set<String> = ["View", "Text", "Image", "Label", "Shape", "SwiftUI.View", "SwiftUI.Text"]

    /// A type that may hold UIKit or AppKit drawing code (a class, or a struct): its
    /// declarations (the type and its extensions in any file), and what it inherits.
    struct ClassType {
        let name: String
        var inherits: [String]
        var parts: [(file: SwiftSourceFile, members: MemberBlockItemListSyntax)]
    }

    /// Color values by member name and by `Type.member`.
    private(set) var colorValues: [String: [Value]] = [:]
    /// What a component's color property, made to be set, draws (`var titleColor: UIColor? {
    /// didSet { titleLabel.textColor = titleColor } }`), by the property's name, with the
    /// type that declares it: set on a view of that type (`header.titleColor = .ink`), the
    /// color is that view's text, tint or background.
    private(set) var forwarded: [String: [(type: String, as: Forwarded)]] = [:]

    /// What a color property's `didSet` gives its value to.
    enum Forwarded: Equatable {
        /// A text or title color (`textColor`, `setTitleColor`).
        case text
        /// A tint (`tintColor`).
        case tint
        /// A fill (`backgroundColor`).
        case background
    }

    /// What the `didSet` of a property named `name` does with its value: the properties and
    /// calls that take it.
    static func forwarding(of name: String, in binding: PatternBindingSyntax) -> Forwarded? {
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors,
            let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })?.body
        else { return nil }
        final class Finder: SyntaxVisitor {
            let name: String
            var found: Forwarded?
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            func names(_ expression: ExprSyntax) -> Bool {
                let value = expression.unwrapped
                return value.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || (value.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == name && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) } ?? false)
            }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil, node.operator.is(AssignmentExprSyntax.self), names(node.rightOperand) else { return .visitChildren }
                let property = node.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
                switch property {
                case "textColor": found = .text
                case "tintColor": found = .tint
                case "backgroundColor": found = .background
                default: break
                }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calleeName == "setTitleColor", let first = node.arguments.first?.expression, names(first) { found = .text }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(body)
        return finder.found
    }

    /// The values of properties declared with another type (`let theme: Theme = .standard`),
    /// by member name and by `Type.member`: read only for the members of the values they make
    /// (`theme.baseColor`), never as colors themselves.
    private(set) var typedValues: [String: [Value]] = [:]
    /// `Type.case` and `case` → raw string, for enums of `String`.
    private(set) var rawValues: [String: String] = [:]
    /// Each enum's cases, in order, with their raw strings (enums of `String`; `nil` for others).
    private(set) var enumCases: [String: [EnumCase]] = [:]
    /// The app's enums whose values the code can only make by naming a case: no raw value,
    /// not `CaseIterable`, not decoded. A case of one that no reachable code names is never made.
    private(set) var closedEnums = Set<String>()
    /// The enums that have a case, by the case's name.
    private(set) var enumsByCase: [String: [String]] = [:]
    /// Protocols that make no value of an enum: its cases are made by name only.
    static let closedEnumProtocols: Set<String> = [
        "Equatable", "Hashable", "Identifiable", "Sendable", "Error", "CustomStringConvertible", "Comparable",
    ]
    /// `Type.member` → the type its declaration names (`let style: Style` → `Style`), for
    /// properties of every type, so a value's cases can be found from where it is used.
    private(set) var memberTypes: [String: String] = [:]
    /// A method the app adds to a UIKit or AppKit class (`extension UILabel { func
    /// style(color: UIColor) { textColor = color } }`): what it sets on `self` is set on the
    /// view it is called on.
    struct ExtensionMethod {
        let type: String
        /// A method, or a convenience initializer (`convenience init(textColor: UIColor)`).
        let declaration: DeclSyntax
        let file: SwiftSourceFile

        init(type: String, function: FunctionDeclSyntax, file: SwiftSourceFile) {
            self.type = type
            self.declaration = DeclSyntax(function)
            self.file = file
        }

        init(type: String, initializer: InitializerDeclSyntax, file: SwiftSourceFile) {
            self.type = type
            self.declaration = DeclSyntax(initializer)
            self.file = file
        }

        var function: FunctionDeclSyntax? { declaration.as(FunctionDeclSyntax.self) }

        var parameters: FunctionParameterListSyntax {
            function?.signature.parameterClause.parameters
                ?? declaration.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters ?? []
        }

        var body: CodeBlockSyntax? { function?.body ?? declaration.as(InitializerDeclSyntax.self)?.body }
    }
    /// The app's convenience initializers of UIKit and AppKit classes
    /// (`extension UILabel { convenience init(textColor: UIColor, fontSize: CGFloat) }`), and the
    /// initializers of its own classes that take a color (`BaseButton(titleColor:
    /// backgroundColor:)`), by class: read where a view is made with one.
    private(set) var extensionInitializers: [String: [ExtensionMethod]] = [:]
    /// The app's methods of UIKit and AppKit classes, by name.
    private(set) var extensionMethods: [String: [ExtensionMethod]] = [:]
    /// Static functions of the app's extensions of UIKit and AppKit classes that make a view
    /// (`static func standardLabel(_ style: …, _ color: UIColor) -> UILabel`), by name.
    private(set) var viewFactories: [String: [ExtensionMethod]] = [:]
    /// The app's protocols, with the protocols each refines.
    private var protocolParents: [String: [String]] = [:]
    /// The app's own initializers of colors (`extension UIColor { convenience init(light:dark:) }`),
    /// by type and argument labels: `UIColor(light:dark:)`; the value is the `self.init(…)` it ends in.
    private(set) var initializers: [String: [Value]] = [:]

    struct EnumCase: Hashable {
        let name: String
        let rawValue: String?
        /// Whether it carries associated values: made by a call (`.success("Saved")`).
        var hasPayload = false
    }
    private(set) var viewTypes: [String: ViewType] = [:]
    /// The app's own modifiers, applied where they are called: functions in extensions of
    /// SwiftUI's views (`extension Text { func styleAsBody() -> some View { … } }`, applied
    /// to `self`), and `ViewModifier` types (`.modifier(BodyStyle())`, applied to `content`).
    private(set) var modifiers: [String: Template] = [:]
    private(set) var modifierTypes: [String: Template] = [:]
    /// The app's styles (`ButtonStyle`, `LabelStyle`, `ToggleStyle`, `GroupBoxStyle`:
    /// `makeBody`'s statements, applied to the controls they style, `configuration.label`
    /// standing for the control's content), by type name; and the static members that name
    /// them (`extension ButtonStyle where Self == PrimaryButtonStyle { static var primary … }`
    /// → `primary`: `PrimaryButtonStyle`), by kind and member name.
    private(set) var styles: [String: (kind: SwiftUIStyleKind, template: Template)] = [:]
    private(set) var styleMembers: [SwiftUIStyleKind: [String: String]] = [:]
    /// What those static members make (`WideStyle(kind: kind)`), by member name.
    private(set) var styleFactories: [String: ExprSyntax] = [:]

    /// The default values of `type`'s stored properties that name a value (`var theme =
    /// Theme.alpha`, `@State var tint = Color("Ink")`), by property.
    func defaultValues(of type: String) -> [(String, ExprSyntax)] {
        var found: [(String, ExprSyntax)] = []
        for part in classes[type]?.parts ?? [] {
            for member in part.members.declarations(on: platforms) {
                guard let variable = member.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                    // A value the user changes, kept across views and launches (`@AppStorage("theme")
                    // var theme: Theme = .plain`): its default is where it starts, not what is shown.
                    !variable.attributes.contains(where: {
                        ["AppStorage", "SceneStorage"].contains($0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? "")
                    })
                else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value, value.namePath != nil || value.is(FunctionCallExprSyntax.self)
                    else { continue }
                    found.append((name, value))
                }
            }
        }
        return found
    }

    /// The declaration of `type`'s stored or computed property `name` (its first binding of
    /// that name), with the variable that holds it.
    func property(_ name: String, of type: String) -> (variable: VariableDeclSyntax, binding: PatternBindingSyntax)? {
        for part in classes[type]?.parts ?? [] {
            for member in part.members.declarations(on: platforms) {
                guard let variable = member.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return (variable, binding)
                }
            }
        }
        return nil
    }

    /// The app's type a property holds, by its annotation or what its value makes
    /// (`var theme = SearchTheme.light()`, `let style = Style(kind: .plain)`).
    func propertyType(_ name: String, of type: String) -> String? {
        guard let (_, binding) = property(name, of: type) else { return nil }
        if let annotated = binding.typeAnnotation?.type {
            return annotated.as(OptionalTypeSyntax.self)?.wrappedType.lastTypeName ?? annotated.lastTypeName
        }
        guard let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self), let made = call.calledExpression.dottedName else { return nil }
        // `SearchTheme(…)`, `SearchTheme.light()`: the first name that is one of the app's types.
        return made.split(separator: ".").map(String.init).first { isType($0) }
    }

    /// Whether `name` is a stored optional property of `type` with no value of its own
    /// (`var color: Binding<Color>?`): `nil` unless what makes the value gives it one.
    func isUnsetOptional(_ name: String, of type: String) -> Bool {
        guard let (_, binding) = property(name, of: type), binding.initializer == nil, binding.accessorBlock == nil,
            let annotated = binding.typeAnnotation?.type
        else { return false }
        return annotated.is(OptionalTypeSyntax.self) || annotated.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// The stored property each argument label of `type`'s initializer sets: by its explicit
    /// initializer (`init(style: Style) { self.style = style }`), else memberwise (the label).
    func storedProperty(of type: String, setBy label: String) -> String {
        for part in classes[type]?.parts ?? [] {
            for member in part.members.declarations(on: platforms) {
                guard let initializer = member.as(InitializerDeclSyntax.self),
                    let parameter = initializer.signature.parameterClause.parameters.first(where: { $0.firstName.text == label })
                else { continue }
                let name = (parameter.secondName ?? parameter.firstName).text
                for statement in initializer.body?.statements ?? [] {
                    guard let assignment = statement.item.as(ExprSyntax.self)?.as(InfixOperatorExprSyntax.self)
                        ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(InfixOperatorExprSyntax.self),
                        assignment.operator.is(AssignmentExprSyntax.self),
                        // `self.style = style`, or a builder called: `self.content = content()`.
                        (assignment.rightOperand.as(DeclReferenceExprSyntax.self)
                            ?? assignment.rightOperand.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self))?
                            .baseName.text == name,
                        let target = assignment.leftOperand.namePath?.names.last
                    else { continue }
                    return target
                }
            }
        }
        return label
    }

    /// The style of `kind` a style modifier's argument names, by its type or a static member.
    func style(_ kind: SwiftUIStyleKind, named name: String) -> (name: String, template: Template)? {
        if let style = styles[name], style.kind == kind { return (name, style.template) }
        if let type = styleMembers[kind]?[name], let style = styles[type], style.kind == kind { return (type, style.template) }
        return nil
    }
    private(set) var classes: [String: ClassType] = [:]
    /// The type each class name was first declared in (`""` at the top level).
    private var classOuters: [String: String] = [:]

    /// The class a name written inside `outer`'s code means: one nested in `outer` under that
    /// name when another type nests a class of the same name too, else the name.
    func className(_ simple: String, inside outer: String) -> String {
        let nested = "\(outer).\(simple)"
        return classes[nested] != nil ? nested : simple
    }
    /// The types the app declares (a `class` or `struct`, not only extends): `UIView`, which an
    /// app may extend, is never one.
    private(set) var declaredTypes: Set<String> = []
    /// Members of view types in extensions, added to the type once every file is read.
    private var viewExtensions: [(type: String, name: String, body: Template)] = []

    static let colorTypeWords = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle"]

    /// The name a color-name constant holds: `static let ink = NSColor.Name("Ink")`,
    /// `static let ink = "Ink"` (for `UIColor(named: .ink)`, `NSColor(named: Names.ink)`).
    func colorName(_ key: String) -> String? {
        for value in colorValues[key] ?? [] {
            if let text = value.expression.stringValue { return text }
            if let call = value.expression.unwrapped.as(FunctionCallExprSyntax.self),
                call.calledExpression.lastName?.hasSuffix("Name") == true, let text = call.arguments.first?.expression.stringValue
            {
                return text
            }
        }
        return nil
    }

    /// ``SwiftColorResolver/givenCases(ofProperty:in:)`` by `Type.member`, found once each
    /// (`nil` inside: the cases cannot be listed).
    var givenCases: [String: Set<String>?] = [:]
    /// ``SwiftColorResolver/constructedColors(ofMember:dialect:depth:)`` by dialect and member,
    /// found once each.
    var constructedColors: [String: [ColorChoice]] = [:]

    /// The types that declare a member `name` with a type (``memberTypes``), and the members
    /// each type declares so; indexed when first asked for.
    func membersNamed(_ name: String) -> [String] {
        if memberIndex == nil { indexMembers() }
        return memberIndex?.byName[name] ?? []
    }

    func members(of type: String) -> Set<String> {
        if memberIndex == nil { indexMembers() }
        return memberIndex?.byType[type] ?? []
    }

    private var memberIndex: (byName: [String: [String]], byType: [String: Set<String>])?

    private func indexMembers() {
        var byName: [String: [String]] = [:]
        var byType: [String: Set<String>] = [:]
        for key in memberTypes.keys {
            guard let dot = key.lastIndex(of: ".") else { continue }
            let type = String(key[..<dot]), name = String(key[key.index(after: dot)...])
            byName[name, default: []].append(type)
            byType[type, default: []].insert(name)
        }
        memberIndex = (byName, byType)
    }
    /// The app's structs (made by a memberwise initializer when they declare none).
    private(set) var structs = Set<String>()
    /// The app's type aliases, by name: `typealias PrimaryButton = BasicButton<Never>` →
    /// `BasicButton`.
    private(set) var typeAliases: [String: String] = [:]

    /// The properties of a view generic over its content that hold content a caller hands it
    /// (`struct Card<Content: View> { let content: Content }`, `@ViewBuilder var label: () ->
    /// Label`), in the order they are declared.
    func contentProperties(of type: String) -> [String] {
        if let known = contentPropertiesCache[type] { return known }
        var names: [String] = []
        for part in classes[type]?.parts ?? [] {
            guard let declaration = part.members.parent?.parent?.as(StructDeclSyntax.self),
                let generics = declaration.genericParameterClause?.parameters.map(\.name.text), !generics.isEmpty
            else { continue }
            for item in part.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let annotation = binding.typeAnnotation?.type
                    else { continue }
                    let holds = annotation.tokens(viewMode: .sourceAccurate).contains { generics.contains($0.text) }
                    if holds, !names.contains(name) { names.append(name) }
                }
            }
        }
        contentPropertiesCache[type] = names
        return names
    }
    private var contentPropertiesCache: [String: [String]] = [:]

    /// The label of the first closure parameter of `type`'s initializer that `labels` (the
    /// call's labeled arguments) leave out: what a trailing closure stands for; `nil` without
    /// an explicit initializer.
    func trailingClosureLabel(of type: String, given labels: Set<String>) -> String? {
        for part in classes[type]?.parts ?? [] {
            for member in part.members.declarations(on: platforms) {
                guard let initializer = member.as(InitializerDeclSyntax.self) else { continue }
                for parameter in initializer.signature.parameterClause.parameters where !labels.contains(parameter.firstName.text) {
                    let type = parameter.type.as(AttributedTypeSyntax.self)?.baseType ?? parameter.type
                    if type.is(FunctionTypeSyntax.self) { return parameter.firstName.text }
                }
            }
        }
        return nil
    }

    /// The calls that make a value of `type` (`Sheet(…)`, or through a type alias of it).
    func initializerCalls(of type: String) -> [FunctionCallExprSyntax] {
        let aliases = typeAliases.filter { $0.value == type }.map(\.key)
        return ([type] + aliases).flatMap { callSites(of: $0) }
    }

    /// The files read, for the call index.
    private var files: [SwiftSourceFile] = []
    /// The calls of every function the app's code makes, by the function's name; made when
    /// first asked for.
    private var calls: [String: [FunctionCallExprSyntax]]?

    /// The calls the app's code makes of a function or method named `name` (`apply(style:)`
    /// is `apply`), with any receiver, or of a type's initializer (`Sheet(…)` is `Sheet`).
    func callSites(of name: String) -> [FunctionCallExprSyntax] {
        if calls == nil {
            final class Finder: SyntaxVisitor {
                var calls: [String: [FunctionCallExprSyntax]] = [:]
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if let name = node.calleeName { calls[name, default: []].append(node) }
                    return .visitChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            for file in files { finder.walk(file.tree) }
            calls = finder.calls
        }
        return calls?[name] ?? []
    }

    /// How many of the app's classes declare a method with this name and these argument
    /// labels (counted once per name and labels).
    func declaringClasses(ofMethod name: String, labels: [String?]) -> Int {
        let key = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        if let known = declaringCounts[key] { return known }
        let count = classes.values.count { type in
            type.parts.contains { part in
                part.members.contains { member in
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { return false }
                    return function.signature.parameterClause.parameters.map(\.argumentLabel) == labels
                }
            }
        }
        declaringCounts[key] = count
        return count
    }
    private var declaringCounts: [String: Int] = [:]

    func add(_ file: SwiftSourceFile) {
        files.append(file)
        calls = nil
        memberIndex = nil
        selfPainting = [:]
        for statement in file.tree.statements {
            if let declaration = statement.item.as(DeclSyntax.self) {
                for declaration in declaration.branches(on: platforms) {
                    add(declaration, in: nil, file: file, isTopLevel: true)
                }
            }
        }
    }

    /// Joins the view members found in extensions to their types.
    func finish() {
        // A type that conforms to the app's own protocol refining `View` (`protocol
        // RoutableView: View`) is a view too.
        var viewProtocols: Set<String> = ["View", "SwiftUI.View"]
        var grew = true
        while grew {
            grew = false
            for (name, parents) in protocolParents where !viewProtocols.contains(name) && parents.contains(where: viewProtocols.contains) {
                viewProtocols.insert(name)
                grew = true
            }
        }
        for entry in classes.values.sorted(by: { $0.name < $1.name }) where viewTypes[entry.name] == nil {
            guard entry.inherits.contains(where: { viewProtocols.contains($0) && protocolParents[$0] != nil }) else { continue }
            for (file, members) in entry.parts { addView(name: entry.name, members: members, file: file, isApp: false) }
        }
        for (type, name, body) in viewExtensions {
            viewTypes[type]?.members[name] = body
        }
        viewExtensions = []
    }

    private func add(_ declaration: DeclSyntax, in type: String?, file: SwiftSourceFile, isTopLevel: Bool) {
        if let alias = declaration.as(TypeAliasDeclSyntax.self), let target = alias.initializer.value.lastTypeName {
            typeAliases[alias.name.text] = target
        } else if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
            protocolParents[protocolDecl.name.text, default: []] += protocolDecl.inheritanceClause?.inheritedTypes.compactMap(\.type.typeName) ?? []
        } else if let structure = declaration.as(StructDeclSyntax.self) {
            structs.insert(structure.name.text)
            addType(
                name: structure.name.text, inherits: structure.inheritanceClause, members: structure.memberBlock.members,
                file: file)
        } else if let type2 = declaration.as(ClassDeclSyntax.self) {
            // Classes nested in different types under one name (`EditTagView.CollectionCell`,
            // `SegmentedControl.CollectionCell`) are different classes: the first keeps its
            // name, each other is named with its outer type (``className(_:inside:)``).
            // (Views only: what SwiftUI code finds by a type's name, a nested `ViewModel` per
            // screen, keeps its name.)
            let simple = type2.name.text
            let outer = isTopLevel ? "" : type ?? ""
            let superclass = type2.inheritanceClause?.inheritedTypes.first?.type.typeName ?? ""
            let isView = ["UI", "NS"].contains(where: superclass.hasPrefix)
                || ["View", "Cell", "Controller", "Button", "Label", "Control", "Bar"].contains(where: superclass.hasSuffix)
            var name = simple
            if isView, let first = classOuters[simple], first != outer, !outer.isEmpty {
                name = "\(outer).\(simple)"
            } else if isView, classOuters[simple] == nil {
                classOuters[simple] = outer
            }
            addType(name: name, inherits: type2.inheritanceClause, members: type2.memberBlock.members, file: file)
        } else if let enumeration = declaration.as(EnumDeclSyntax.self) {
            let name = enumeration.name.text
            let isString = enumeration.inheritanceClause?.inheritedTypes.contains { $0.type.typeName == "String" } ?? false
            var cases: [EnumCase] = []
            for member in enumeration.memberBlock.members.declarations(on: platforms) {
                if let caseDeclaration = member.as(EnumCaseDeclSyntax.self) {
                    for element in caseDeclaration.elements {
                        let raw = isString ? element.rawValue?.value.stringValue ?? element.name.text : nil
                        cases.append(EnumCase(name: element.name.text, rawValue: raw, hasPayload: element.parameterClause != nil))
                        guard let raw else { continue }
                        rawValues["\(name).\(element.name.text)"] = raw
                        rawValues[element.name.text] = rawValues[element.name.text] ?? raw
                    }
                }
                add(member, in: name, file: file, isTopLevel: false)
            }
            if !cases.isEmpty, enumCases[name] == nil {
                enumCases[name] = cases
                for enumCase in cases { enumsByCase[enumCase.name, default: []].append(name) }
            }
            let inherited = enumeration.inheritanceClause?.inheritedTypes.map { $0.type.typeName ?? "?" } ?? []
            if inherited.allSatisfy(Self.closedEnumProtocols.contains) { closedEnums.insert(name) }
            // An enum's functions hold code like a class's (`enum Theme { static func apply() }`
            // setting bar appearances): read by the same readers.
            if enumeration.memberBlock.members.contains(where: { $0.decl.is(FunctionDeclSyntax.self) }) {
                declaredTypes.insert(name)
                var entry = classes[name] ?? ClassType(name: name, inherits: [], parts: [])
                entry.parts.append((file, enumeration.memberBlock.members))
                classes[name] = entry
            }
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.typeName ?? ""
            if let kind = SwiftUIStyleKind(protocol: name) {
                // `extension ButtonStyle where Self == PrimaryButtonStyle { static var primary … }`
                for requirement in extensionDecl.genericWhereClause?.requirements ?? [] {
                    guard case .sameTypeRequirement(let same) = requirement.requirement,
                        same.leftType.as(TypeSyntax.self)?.typeName == "Self",
                        let style = same.rightType.as(TypeSyntax.self)?.typeName
                    else { continue }
                    for member in extensionDecl.memberBlock.members.declarations(on: platforms) {
                        if let variable = member.as(VariableDeclSyntax.self) {
                            for binding in variable.bindings {
                                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                                    styleMembers[kind, default: [:]][identifier.identifier.text] = style
                                    styleFactories[identifier.identifier.text] = binding.initializer?.value ?? Self.getter(of: binding)?.singleValue
                                }
                            }
                        } else if let function = member.as(FunctionDeclSyntax.self) {
                            styleMembers[kind, default: [:]][function.name.text] = style
                            styleFactories[function.name.text] = function.body?.statements.singleValue
                        }
                    }
                }
            }
            if classes[name] != nil || extensionDecl.inheritanceClause != nil {
                // An extension of a class adds to what the class draws.
                classes[name, default: ClassType(name: name, inherits: [], parts: [])].parts.append(
                    (file, extensionDecl.memberBlock.members))
            }
            for member in extensionDecl.memberBlock.members.declarations(on: platforms) {
                if let initializer = member.as(InitializerDeclSyntax.self), initializer.body != nil, name.hasPrefix("UI") || name.hasPrefix("NS"),
                    !initializer.signature.parameterClause.parameters.isEmpty
                {
                    extensionInitializers[name, default: []].append(ExtensionMethod(type: name, initializer: initializer, file: file))
                }
                if let function = member.as(FunctionDeclSyntax.self), function.body != nil, name.hasPrefix("UI") || name.hasPrefix("NS"),
                    !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                {
                    extensionMethods[function.name.text, default: []].append(ExtensionMethod(type: name, function: function, file: file))
                }
                if let function = member.as(FunctionDeclSyntax.self), function.body != nil, name.hasPrefix("UI") || name.hasPrefix("NS"),
                    function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                    let made = function.signature.returnClause?.type.typeName, made.hasPrefix("UI") || made.hasPrefix("NS") || made == "Self"
                {
                    viewFactories[function.name.text, default: []].append(ExtensionMethod(type: name, function: function, file: file))
                }
                if let function = member.as(FunctionDeclSyntax.self), let body = function.body,
                    Self.returnsView(function.signature.returnClause?.type)
                {
                    // `func \`if\`(…)` is called as `.if(…)`.
                    let called = function.name.identifier?.name ?? function.name.text
                    viewExtensions.append((name, called, Template(file: file, body: body.statements)))
                    if Self.modifiedTypes.contains(name) {
                        modifiers[called] = Template(file: file, body: body.statements)
                    }
                }
                if let variable = member.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let body = Self.getter(of: binding), Self.returnsView(binding.typeAnnotation?.type),
                            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
                        {
                            viewExtensions.append((name, identifier.identifier.text, Template(file: file, body: body)))
                        }
                    }
                }
                add(member, in: name, file: file, isTopLevel: false)
            }
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            let isStatic = isTopLevel || variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                // `let style: Style`, `@StateObject var model = Model()`.
                if let type, let declared = binding.typeAnnotation?.type.typeName ?? binding.initializer.flatMap({ Self.constructedType($0.value) }) {
                    memberTypes["\(type).\(identifier.identifier.text)"] = declared
                }
                // Colors, and the names code makes colors from (`NSColor.Name`, `String`).
                let annotated = binding.typeAnnotation.map {
                    Self.mentionsColor($0.type) || $0.type.lastTypeName?.hasSuffix("Name") == true || $0.type.typeName == "String"
                }
                // A property made to be set (observed, or inspectable in Interface Builder):
                // its default, if any, is only where it starts, not what is drawn where it is read.
                let settable = !isStatic && type != nil && Self.isMadeToBeSet(variable, binding)
                if settable, let type, annotated == true || binding.initializer != nil,
                    let forward = Self.forwarding(of: identifier.identifier.text, in: binding)
                {
                    forwarded[identifier.identifier.text, default: []].append((type, forward))
                }
                let value = binding.initializer?.value ?? Self.getter(of: binding)?.singleValue
                guard let value else { continue }
                if settable {
                    if annotated != false {
                        record(identifier.identifier.text, in: type, Value(file: file, expression: value, isStatic: false, isSettableDefault: true))
                    }
                    continue
                }
                guard annotated != false else {
                    let typed = Value(file: file, expression: value, isStatic: isStatic, isGlobal: type == nil)
                    typedValues[identifier.identifier.text, default: []].append(typed)
                    if let type { typedValues["\(type).\(identifier.identifier.text)", default: []].append(typed) }
                    continue
                }
                record(
                    identifier.identifier.text, in: type,
                    Value(file: file, expression: value, isStatic: isStatic, isGlobal: type == nil))
            }
        } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
            // `convenience init(light: UIColor, dark: UIColor) { self.init { … } }`
            guard let type, Self.colorTypeWords.contains(where: { type == $0 || type.hasSuffix(".\($0)") }),
                let value = initializer.body?.statements.singleValue
            else { return }
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            let bare = type.split(separator: ".").last.map(String.init) ?? type
            initializers["\(bare)(\(labels))", default: []].append(
                Value(file: file, expression: value, isStatic: true, isGlobal: false, isFunction: true))
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            guard let returnType = function.signature.returnClause?.type, Self.mentionsColor(returnType),
                let value = function.body?.statements.singleValue
            else { return }
            record(
                function.name.text, in: type,
                Value(file: file, expression: value, isStatic: true, isGlobal: type == nil, isFunction: true))
        }
    }

    /// Whether a stored property reacts to being set (`didSet`, `willSet`) or is set in
    /// Interface Builder (`@IBInspectable`).
    static func isMadeToBeSet(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Bool {
        if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.typeName == "IBInspectable" }) { return true }
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
        return accessors.contains { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    private func record(_ name: String, in type: String?, _ value: Value) {
        colorValues[name, default: []].append(value)
        if let type { colorValues["\(type).\(name)", default: []].append(value) }
        // A nested type's member is also reached by its qualified name (`UIColor.app.ink`
        // for `extension UIColor { struct app { static let ink … } }`).
        let path = Self.enclosingTypes(of: value.expression).reversed().joined(separator: ".")
        if path.contains("."), path != type { colorValues["\(path).\(name)", default: []].append(value) }
    }

    private func addType(
        name: String, inherits clause: InheritanceClauseSyntax?, members: MemberBlockItemListSyntax, file: SwiftSourceFile
    ) {
        let inherited = clause?.inheritedTypes.compactMap(\.type.typeName) ?? []
        let isView = inherited.contains { ["View", "SwiftUI.View"].contains($0) }
        let isApp = inherited.contains { ["App", "SwiftUI.App"].contains($0) }
        if let kind = inherited.lazy.compactMap(SwiftUIStyleKind.init(protocol:)).first {
            for member in members.declarations(on: platforms) {
                if let function = member.as(FunctionDeclSyntax.self), function.name.text == kind.bodyFunction, let body = function.body {
                    styles[name] = (kind, Template(file: file, body: body.statements))
                }
            }
        }
        if inherited.contains(where: { ["ViewModifier", "SwiftUI.ViewModifier"].contains($0) }) {
            for member in members.declarations(on: platforms) {
                if let function = member.as(FunctionDeclSyntax.self), function.name.text == "body", let body = function.body {
                    modifierTypes[name] = Template(file: file, body: body.statements)
                }
            }
        }
        if isView || isApp { addView(name: name, members: members, file: file, isApp: isApp) }
        // Classes hold UIKit and AppKit drawing code; structs may too (an `App` that sets bar
        // appearances).
        declaredTypes.insert(name)
        for member in members.declarations(on: platforms) {
            if let initializer = member.as(InitializerDeclSyntax.self), initializer.body != nil,
                initializer.signature.parameterClause.parameters.contains(where: { Self.mentionsColor($0.type) })
            {
                extensionInitializers[name, default: []].append(ExtensionMethod(type: name, initializer: initializer, file: file))
            }
        }
        var entry = classes[name] ?? ClassType(name: name, inherits: [], parts: [])
        entry.inherits += inherited
        entry.parts.append((file, members))
        classes[name] = entry
        for member in members.declarations(on: platforms) {
            add(member, in: name, file: file, isTopLevel: false)
        }
    }

    /// Records a view type's bodies and view-building members (`var header: some View`).
    private func addView(name: String, members: MemberBlockItemListSyntax, file: SwiftSourceFile, isApp: Bool) {
        var bodies: [Template] = []
        var viewMembers: [String: Template] = [:]
        var constants: [String: Bool] = [:]
        /// `return false`, `false`.
        func constant(_ statements: CodeBlockItemListSyntax) -> Bool? {
            let value = statements.count == 1 ? (statements.first?.item.as(ReturnStmtSyntax.self)?.expression ?? statements.singleValue) : nil
            return value?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
        }
        for member in members.declarations(on: platforms) {
            if let function = member.as(FunctionDeclSyntax.self), function.signature.returnClause?.type.typeName == "Bool",
                let body = function.body, let value = constant(body.statements)
            {
                constants[function.name.text] = value
            }
            if let variable = member.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self), let getter = Self.getter(of: binding)
                    else { continue }
                    if binding.typeAnnotation?.type.typeName == "Bool", let value = constant(getter) { constants[identifier.identifier.text] = value }
                    if identifier.identifier.text == "body" {
                        bodies.append(Template(file: file, body: getter))
                    } else if Self.returnsView(binding.typeAnnotation?.type) {
                        viewMembers[identifier.identifier.text] = Template(file: file, body: getter)
                    }
                }
            } else if let function = member.as(FunctionDeclSyntax.self), let functionBody = function.body,
                Self.returnsView(function.signature.returnClause?.type)
            {
                viewMembers[function.name.text] = Template(file: file, body: functionBody.statements)
            }
        }
        if var existing = viewTypes[name] {
            // Declared again (once per platform in `#if` branches): every body is read.
            existing.bodies += bodies
            existing.members.merge(viewMembers) { first, _ in first }
            existing.constants.merge(constants) { first, _ in first }
            viewTypes[name] = existing
        } else if !bodies.isEmpty {
            viewTypes[name] = ViewType(name: name, file: file, bodies: bodies, members: viewMembers, isApp: isApp, constants: constants)
        }
    }

    /// The values a bare name (`ink`, `self.ink`) stands for where `node` is, as the compiler
    /// looks it up: a member of the type the code is in (its declaration and extensions), of
    /// what that type inherits, of the types around it, then a global — never a same-named
    /// member of another type.
    func values(named name: String, at node: some SyntaxProtocol) -> [Value]? {
        for type in lineage(of: Self.enclosingTypes(of: node)) {
            if let found = colorValues["\(type).\(name)"], !found.isEmpty { return Self.compiled(found, with: node) }
        }
        let globals = colorValues[name]?.filter(\.isGlobal) ?? []
        return globals.isEmpty ? nil : Self.compiled(globals, with: node)
    }

    /// What the type's own code sets a stored `var` to, where a bare name (`color`,
    /// `self.color`) read at `node` is that property (as ``values(named:at:)`` finds it): each
    /// value assigned to it in the type's methods and initializers (`color = genre.color`),
    /// and whether one of them is set on every path through its function (then the default
    /// is only where the property starts, never what is drawn). `nil` when the name is no
    /// such property, or the type's code never sets it.
    func reassignments(of name: String, at node: some SyntaxProtocol) -> (values: [Value], replacesDefault: Bool)? {
        for type in lineage(of: Self.enclosingTypes(of: node)) {
            guard let found = colorValues["\(type).\(name)"], !found.isEmpty else { continue }
            guard found.allSatisfy({ !$0.isStatic && Self.isStoredVariable($0.expression) }) else { return nil }
            let key = "\(type).\(name)"
            if let cached = reassignmentCache[key] { return cached }
            let result = classes[type].flatMap { Self.assignments(of: name, in: $0) }
            reassignmentCache[key] = .some(result)
            return result
        }
        return nil
    }
    private var reassignmentCache: [String: (values: [Value], replacesDefault: Bool)?] = [:]

    /// Whether `expression` is the initial value of a stored `var` (`var color = …`).
    static func isStoredVariable(_ expression: ExprSyntax) -> Bool {
        guard let binding = expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            binding.accessorBlock == nil,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        return variable.bindingSpecifier.tokenKind == .keyword(.var)
    }

    /// The assignments to the property `name` in a type's functions, initializers and
    /// accessors (not where a parameter or local of that name hides it).
    static func assignments(of name: String, in type: ClassType) -> (values: [Value], replacesDefault: Bool)? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [(ExprSyntax, unconditional: Bool)] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.operator.is(AssignmentExprSyntax.self) else { return .visitChildren }
                let left = node.leftOperand
                let named = left.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                let onSelf = left.as(MemberAccessExprSyntax.self).map {
                    $0.declName.baseName.text == name && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                } ?? false
                guard named || onSelf, !(named && Self.isHidden(name, at: node)) else { return .visitChildren }
                // A statement of the function's own body (after any `guard`): run every time it is.
                let statement = node.parent?.as(CodeBlockItemSyntax.self)
                let unconditional = statement?.parent?.parent?.as(CodeBlockSyntax.self).map { block in
                    block.parent?.is(FunctionDeclSyntax.self) == true || block.parent?.is(InitializerDeclSyntax.self) == true
                } ?? false
                found.append((node.rightOperand, unconditional))
                return .visitChildren
            }
            /// Whether a parameter or a local declared before `node` in its function is called `name`.
            static func isHidden(_ name: String, at node: some SyntaxProtocol) -> Bool {
                var child = Syntax(node)
                var current = node.parent
                while let parent = current {
                    if let statements = parent.as(CodeBlockItemListSyntax.self) {
                        for item in statements {
                            guard item.position < child.position else { break }
                            if let variable = item.item.as(VariableDeclSyntax.self),
                                variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                            {
                                return true
                            }
                        }
                    }
                    if let function = parent.as(FunctionDeclSyntax.self) {
                        return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
                    }
                    if let initializer = parent.as(InitializerDeclSyntax.self) {
                        return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
                    }
                    if let closure = parent.as(ClosureExprSyntax.self), closure.signature?.tokens(viewMode: .sourceAccurate)
                        .contains(where: { $0.tokenKind == .identifier(name) }) == true
                    {
                        return true
                    }
                    child = parent
                    current = parent.parent
                }
                return false
            }
        }
        var values: [Value] = []
        var replacesDefault = false
        for (file, members) in type.parts {
            for member in members {
                // The property's own declaration (its observers included) is not an assignment of it.
                if let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                {
                    continue
                }
                guard member.decl.is(FunctionDeclSyntax.self) || member.decl.is(InitializerDeclSyntax.self) || member.decl.is(VariableDeclSyntax.self)
                else { continue }
                let finder = Finder(name)
                finder.walk(member.decl)
                for (expression, unconditional) in finder.found {
                    values.append(Value(file: file, expression: expression, isStatic: false))
                    replacesDefault = replacesDefault || unconditional
                }
            }
        }
        return values.isEmpty ? nil : (values, replacesDefault)
    }

    /// The app's own superclasses of a class, nearest first.
    func superclasses(of type: String) -> [String] {
        lineage(of: [type]).dropFirst().filter(declaredTypes.contains)
    }

    /// Why a class's views may paint over their `backgroundColor` — it overrides `draw(_:)` or
    /// `updateLayer()`, adds layers in `layoutSubviews()`, or uses a gradient layer, itself or through
    /// the app's class it inherits from — or `nil` when nothing in its code does.
    func selfPaintingReason(_ type: String) -> String? {
        if let known = selfPainting[type] { return known }
        let reason = findSelfPaintingReason(type)
        selfPainting[type] = .some(reason)
        return reason
    }
    /// ``selfPaintingReason(_:)`` by type, found once each (it walks the lineage's members).
    private var selfPainting: [String: String?] = [:]

    private func findSelfPaintingReason(_ type: String) -> String? {
        for name in lineage(of: [type]) {
            guard let entry = classes[name] else { continue }
            // `layoutSubviews()` that lays out only keeps the fill; one in a class whose code
            // adds or shapes layers (there, or in a method it calls) may paint over it.
            let paintsLayers = entry.parts.contains { _, members in
                members.declarations(on: platforms).contains { Self.paintsInLayout(Syntax($0), including: Self.layerPainting) }
            }
            for (_, members) in entry.parts {
                for member in members.declarations(on: platforms) {
                    if let function = member.as(FunctionDeclSyntax.self),
                        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                        ["draw", "updateLayer"].contains(function.name.text)
                            || (function.name.text == "layoutSubviews"
                                && (paintsLayers || function.body.map { Self.paintsInLayout(Syntax($0), including: Self.layoutPainting) } == true))
                    {
                        return "\(name) overrides \(function.name.text)\(function.name.text == "draw" ? "(_:)" : "()")"
                    }
                    if member.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "CAGradientLayer" }) {
                        return "\(name) draws a gradient layer"
                    }
                    if setsOwnBackgroundImage(member) {
                        return "\(name) fills itself with a background image"
                    }
                }
            }
        }
        return nil
    }

    /// Whether code (a `layoutSubviews()`, a class's members) names one of `names`: adds
    /// views or layers, shapes layers, or renders an image, which may cover a view's
    /// `backgroundColor`, where laying out and re-applying colors would not.
    static func paintsInLayout(_ node: Syntax, including names: Set<String>) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return names.contains(name)
        }
    }
    /// What paints over a view's fill when a class's code does it anywhere.
    static let layerPainting: Set<String> = [
        "addSublayer", "insertSublayer", "CAShapeLayer", "CAGradientLayer", "layerClass", "fillColor", "contents", "setBackgroundImage",
        "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
    ]
    /// What paints over a view's fill when `layoutSubviews()` itself does it.
    static let layoutPainting = layerPainting.union(["addSubview", "insertSubview", "CALayer"])

    /// Whether a member's code gives its own view a background image (`setBackgroundImage(…)`
    /// on `self`): a button that fills itself with an image per state — other than an image of
    /// one color (``solidColor(ofImage:)``), which is a fill the reader reads.
    func setsOwnBackgroundImage(_ member: DeclSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calleeName == "setBackgroundImage" {
                    let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
                    if base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { calls.append(node) }
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(member)
        return finder.calls.contains { call in call.arguments.first.map { solidColor(ofImage: $0.expression) == nil } ?? true }
    }

    /// The color an image of one color is made of — `UIImage(color: .ink)`, `UIImage.image(with:
    /// .ink)`, `.placeholder(color: .ink)` — where the app's own initializer or static function of
    /// `UIImage` fills the image with that parameter (`color.setFill()`,
    /// `context.setFillColor(color.cgColor)`): the argument the call passes for it.
    func solidColor(ofImage expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self) else { return nil }
        let candidates: [ExtensionMethod]
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.text == "UIImage" else { return nil }
            candidates = extensionInitializers["UIImage"] ?? []
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIImage"
        {
            candidates = (viewFactories[member.declName.baseName.text] ?? []).filter { $0.type == "UIImage" }
        } else {
            return nil
        }
        let labels = call.arguments.map { $0.label?.text }
        for candidate in candidates {
            let parameters = Array(candidate.parameters)
            // Every argument is one of its parameters, in order; those left out have defaults.
            var index = 0
            var bound: [String: ExprSyntax] = [:]
            for (label, argument) in zip(labels, call.arguments) {
                while index < parameters.count, parameters[index].argumentLabel != label, parameters[index].defaultValue != nil { index += 1 }
                guard index < parameters.count, parameters[index].argumentLabel == label else { bound = [:]; break }
                bound[(parameters[index].secondName ?? parameters[index].firstName).text] = argument.expression
                index += 1
            }
            guard !bound.isEmpty, parameters[index...].allSatisfy({ $0.defaultValue != nil }), let body = candidate.body,
                let filled = Self.fillParameter(in: body, among: Set(bound.keys))
            else { continue }
            return bound[filled]
        }
        return nil
    }

    /// The parameter a body fills with: `name.setFill()`, `setFillColor(name.cgColor)`.
    static func fillParameter(in body: CodeBlockSyntax, among names: Set<String>) -> String? {
        final class Finder: SyntaxVisitor {
            let names: Set<String>
            var found: String?
            init(_ names: Set<String>) {
                self.names = names
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let filled: ExprSyntax? = switch node.calleeName {
                case "setFill": node.calledExpression.as(MemberAccessExprSyntax.self)?.base
                case "setFillColor": node.arguments.first?.expression
                default: nil
                }
                if found == nil, let filled, let first = filled.tokens(viewMode: .sourceAccurate).first(where: { _ in true }), names.contains(first.text) {
                    found = first.text
                }
                return .visitChildren
            }
        }
        let finder = Finder(names)
        finder.walk(body)
        return finder.found
    }

    /// `types`, then what they inherit (the app's own types', as declared), nearest first,
    /// each once; at most 32, so a cycle or a deep hierarchy in the input ends.
    func lineage(of types: [String]) -> [String] {
        var order: [String] = []
        var seen = Set<String>()
        var index = 0
        var pending = types
        while index < pending.count, order.count < 32 {
            let type = pending[index]
            index += 1
            guard seen.insert(type).inserted else { continue }
            order.append(type)
            pending += classes[type]?.inherits ?? []
        }
        return order
    }

    /// The names of the types whose declarations contain `node`, innermost first.
    static func enclosingTypes(of node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let structure = parent.as(StructDeclSyntax.self) {
                names.append(structure.name.text)
            } else if let type = parent.as(ClassDeclSyntax.self) {
                names.append(type.name.text)
            } else if let enumeration = parent.as(EnumDeclSyntax.self) {
                names.append(enumeration.name.text)
            } else if let actor = parent.as(ActorDeclSyntax.self) {
                names.append(actor.name.text)
            } else if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                names.append(extensionDecl.extendedType.typeName ?? "")
            }
            current = parent.parent
        }
        return names
    }

    /// The type an initializer expression makes: `Model()`, `Model.Inner(x: 1)`; `nil` for
    /// anything else.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calledExpression.dottedName,
            let first = name.split(separator: ".").last?.first, first.isUppercase
        else { return nil }
        return name
    }

    /// The values of `member` declared by `type` (a name as written: `ViewModel`,
    /// `EditView.ViewModel`) or what it inherits. Types are known by their own names, so of
    /// several nested types of one name, those inside the qualifier, or around `node`, are
    /// preferred.
    func values(of member: String, inType type: String, near node: some SyntaxProtocol) -> [Value]? {
        let parts = type.split(separator: ".").map(String.init)
        guard let last = parts.last else { return nil }
        for owner in lineage(of: [last]) {
            guard let declared = colorValues["\(owner).\(member)"], !declared.isEmpty else { continue }
            // Another object's property made to be set is what its code set, not its default.
            let found = declared.filter { !$0.isSettableDefault }
            return found.isEmpty ? nil : Self.nearest(found, to: node, inside: parts.dropLast())
        }
        return nil
    }

    /// Of several values of one key (types are known by their own names: every view's
    /// `private enum ViewMetrics` is `ViewMetrics`), with `ownFirst` those the type around
    /// `node` declares, else those declared inside a type around `node` or one of
    /// `qualifiers`, else those in its file, else all; then those compiled for its platforms.
    static func nearest(
        _ values: [Value], to node: some SyntaxProtocol, inside qualifiers: some Sequence<String> = [], ownFirst: Bool = false
    ) -> [Value] {
        guard values.count > 1 else { return compiled(values, with: node) }
        let enclosing = Set(enclosingTypes(of: node))
        // What a bare name means in a type that declares it (each view's own `private func
        // moodColor`); a member of another value (`theme.colors`) is its type's.
        if ownFirst {
            let own = values.filter { enclosingTypes(of: $0.expression).first.map(enclosing.contains) == true }
            if !own.isEmpty { return compiled(own, with: node) }
        }
        let around = enclosing.union(qualifiers)
        let nested = values.filter { !around.isDisjoint(with: enclosingTypes(of: $0.expression).dropFirst()) }
        let sameFile = values.filter { $0.expression.root.id == node.root.id }
        return compiled(!nested.isEmpty ? nested : !sameFile.isEmpty ? sameFile : values, with: node)
    }

    /// Whether a name is one of the app's types (or an enum's).
    func isType(_ name: String) -> Bool {
        classes[name] != nil || enumCases[name] != nil || viewTypes[name] != nil
    }

    /// A computed property's getter statements.
    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let statements):
            return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// Whether a type names a color (`Color`, `UIColor?`, `[NSColor]`, `some ShapeStyle`, the
    /// app's `BrandColor`).
    static func mentionsColor(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return colorTypeWords.contains { name.contains($0) }
        }
    }

    /// Whether a type is a view (`some View`, `AnyView`, `SwiftUI.View`, the app's `CardView`).
    static func returnsView(_ type: TypeSyntax?) -> Bool {
        type?.lastTypeName?.hasSuffix("View") == true
    }
}

extension DeclSyntax {
    /// The declaration, or for an `#if` the declarations of its branches, nested `#if`s
    /// included: every branch that can be built for one of `platforms` (a scan reads every
    /// configuration's code, and every platform's unless the app's target says which).
    func branches(on platforms: Platforms) -> [DeclSyntax] {
        guard let conditional = self.as(IfConfigDeclSyntax.self) else { return [self] }
        return conditional.clauses.flatMap { clause -> [DeclSyntax] in
            guard !Platforms.holding(clause, in: conditional.clauses).isDisjoint(with: platforms) else { return [] }
            switch clause.elements {
            case .decls(let members): return members.declarations(on: platforms)
            case .statements(let statements): return statements.compactMap { $0.item.as(DeclSyntax.self) }.flatMap { $0.branches(on: platforms) }
            default: return []
            }
        }
    }
}

extension MemberBlockItemListSyntax {
    /// The members, with those inside `#if` blocks taken out of the branches built for one
    /// of `platforms`.
    func declarations(on platforms: Platforms) -> [DeclSyntax] {
        flatMap { $0.decl.branches(on: platforms) }
    }
}
