import SwiftSyntax

/// Which types the app's code uses: in an app's whole code, a type that cannot be reached
/// from its entry points (`@main`, `@UIApplicationMain`, the app and scene delegates Info.plist
/// names), from code outside any type, from an extension of a system type, or from a
/// storyboard's or XIB's `customClass`, through the types each one names, is dead code, and
/// what it would draw is not on screen. Previews are no use.
///
/// A method or property declared in an extension of a system type (`extension View { func
/// withBadge() … }`, `extension ButtonStyle where Self == GazeStyle { static var gaze … }`)
/// is used only where reachable code names it, so the types it names are reachable only then;
/// initializers, subscripts, operators, `@objc` and overriding members, and every member of an
/// extension that adds a conformance stay reachable with the extension, as before.
final class TypeReferences {
    /// The names each type's declarations (its extensions included) mention; `""` for code
    /// outside any type, `Type#member` for a member of an extension (``Member``).
    private var edges: [String: Set<String>] = [:]
    /// The types each type reads a static value of (`AccountStateTagView.height`): an edge
    /// unless the type is a class, whose static values make no instance of it.
    private var staticReads: [String: Set<String>] = [:]
    private var classes = Set<String>()
    private var protocols = Set<String>()
    /// The names each type mentions where only a protocol can be (`some View`, a struct's
    /// conformances, a generic constraint): edges to the app's protocols only, so that a
    /// nested type named like a framework protocol (`Screen.View`) is not reached by every
    /// `some View`.
    private var protocolEdges: [String: Set<String>] = [:]
    private var declared = Set<String>()
    private var entryPoints = Set<String>()
    private var customClasses = Set<String>()
    /// The extension members that are nodes of their own, by member name.
    private var members: [String: Set<Member>] = [:]
    private var reachable: Set<String>?
    /// The names reachable code mentions outside patterns.
    private var named: Set<String>?
    /// The names each type uses as a member (`.info`, `Style.info`, `.success(…)` as
    /// `success()`), outside patterns: how an enum's case is made.
    private var memberUses: [String: Set<String>] = [:]
    private var namedAsMember: Set<String>?

    /// A method or property of an extension, reached by its name (a system type's) or with
    /// its type (the app's own).
    struct Member: Hashable {
        let type: String
        let name: String
        var node: String { "\(type)#\(name)" }
    }

    /// Counts the references a file makes.
    func add(_ file: SwiftSourceFile) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        for (from, names) in collector.edges { edges[from, default: []].formUnion(names) }
        for (from, names) in collector.staticReads { staticReads[from, default: []].formUnion(names) }
        for (from, names) in collector.memberUses { memberUses[from, default: []].formUnion(names) }
        for (from, names) in collector.protocolEdges { protocolEdges[from, default: []].formUnion(names) }
        classes.formUnion(collector.classes)
        protocols.formUnion(collector.protocols)
        for member in collector.members { members[member.name, default: []].insert(member) }
        declared.formUnion(collector.declared)
        entryPoints.formUnion(collector.entryPoints)
        reachable = nil
        named = nil
        namedAsMember = nil
    }

    /// Whether the code scanned holds the app's entry point (`@main`): then it is the whole
    /// app, and what nothing names is not used.
    var isWholeApp: Bool { !entryPoints.isEmpty }

    /// A class a storyboard or XIB instantiates.
    func addCustomClass(_ name: String) {
        customClasses.insert(name)
        reachable = nil
        named = nil
        namedAsMember = nil
    }

    /// Whether a storyboard or XIB instantiates the class.
    func isCustomClass(_ name: String) -> Bool { customClasses.contains(name) }

    /// Whether a type (by its simple name) is used by the code scanned. Only code that
    /// holds the app's entry point (`@main`) is the whole app: in part of an app (a module
    /// given with `--sources`), what uses a type may be elsewhere, so every type is used.
    func isUsed(_ name: String) -> Bool {
        guard !entryPoints.isEmpty else { return true }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        if reachable == nil { reachable = findReachable() }
        return reachable?.contains(simple) == true
    }

    /// Whether the code scanned names `identifier` (a case, a member) outside a `case`
    /// pattern, in a type it uses — a case only a preview or dead code makes is not named;
    /// `name()` asks whether it calls it. In part of an app (no `@main`), everything is.
    func names(_ identifier: String) -> Bool {
        guard !entryPoints.isEmpty else { return true }
        if named == nil { named = reachableNames(edges) }
        return named?.contains(identifier) == true
    }

    /// Whether the code scanned makes an enum's case `identifier` — names it as a member
    /// (`.info`, `Style.info`) or calls it (`success()`), outside a `case` pattern, in a type
    /// it uses. A variable of that name (`info` in `didFinishPickingMediaWithInfo info:`)
    /// makes no case. In part of an app (no `@main`), every case is made.
    func namesCase(_ identifier: String) -> Bool {
        guard !entryPoints.isEmpty else { return true }
        if namedAsMember == nil { namedAsMember = reachableNames(memberUses) }
        return namedAsMember?.contains(identifier) == true
    }

    /// The names the reachable nodes mention, by `table` (``edges`` or ``memberUses``).
    private func reachableNames(_ table: [String: Set<String>]) -> Set<String> {
        if reachable == nil { reachable = findReachable() }
        var names = Set<String>()
        for node in reachable ?? [] { names.formUnion(table[node] ?? []) }
        return names
    }

    private func findReachable() -> Set<String> {
        var roots: Set<String> = [""]
        roots.formUnion(entryPoints)
        roots.formUnion(customClasses)
        roots.formUnion(declared.filter { $0.hasSuffix("AppDelegate") || $0.hasSuffix("SceneDelegate") })
        // Extensions of types the app does not declare (UIView, Color) are reachable, but for
        // their members of their own, reached by name.
        roots.formUnion(edges.keys.filter { !declared.contains($0) && !$0.contains("#") })
        // The app's own types reach their extensions' members.
        var ownMembers: [String: [String]] = [:]
        for member in members.values.joined() where declared.contains(member.type) {
            ownMembers[member.type, default: []].append(member.node)
        }
        var seen = roots
        var queue = Array(roots)
        while let name = queue.popLast() {
            var next = edges[name] ?? []
            next.formUnion((staticReads[name] ?? []).subtracting(classes))
            next.formUnion((protocolEdges[name] ?? []).intersection(protocols))
            next.formUnion(ownMembers[name] ?? [])
            for member in members[name] ?? [] where !declared.contains(member.type) { next.insert(member.node) }
            for node in next where !seen.contains(node) {
                seen.insert(node)
                queue.append(node)
            }
        }
        return seen
    }

    private final class Collector: SyntaxVisitor {
        var edges: [String: Set<String>] = [:]
        var staticReads: [String: Set<String>] = [:]
        var memberUses: [String: Set<String>] = [:]
        var protocolEdges: [String: Set<String>] = [:]
        var classes = Set<String>()
        var protocols = Set<String>()
        var declared = Set<String>()
        var entryPoints = Set<String>()
        var members = Set<Member>()
        /// The types (or extension members) whose declarations are being walked, innermost last.
        private var enclosing: [String] = []
        /// Whether each function or variable declaration being walked entered a member node.
        private var memberEntered: [Bool] = []

        /// Attributes and modifiers that make a member callable without its name in Swift
        /// code: by the Objective-C runtime, a storyboard, or as an override.
        static let namelessUse: Set<String> = [
            "objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "NSManaged", "override", "dynamic",
        ]

        /// The extension `decl` is a direct member of, when that extension adds no conformance
        /// (its members are then not protocol witnesses) and the member is used only by name.
        private func plainExtension(of decl: some DeclSyntaxProtocol, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax) -> String? {
            guard let extensionDecl = decl.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
                extensionDecl.inheritanceClause == nil, let type = extensionDecl.extendedType.lastTypeName
            else { return nil }
            for attribute in attributes {
                if let name = attribute.as(AttributeSyntax.self)?.attributeName.typeName, Self.namelessUse.contains(name) { return nil }
            }
            if modifiers.contains(where: { Self.namelessUse.contains($0.name.text) }) { return nil }
            return type
        }

        private func enterMember(_ type: String?, _ name: String?) {
            guard let type, let name else {
                memberEntered.append(false)
                return
            }
            let member = Member(type: type, name: name)
            members.insert(member)
            enclosing.append(member.node)
            memberEntered.append(true)
        }

        private func leaveMember() {
            if memberEntered.removeLast() { enclosing.removeLast() }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            // Operators are used by their symbol, not a name.
            guard case .identifier = node.name.tokenKind else {
                enterMember(nil, nil)
                return .visitChildren
            }
            enterMember(plainExtension(of: node, attributes: node.attributes, modifiers: node.modifiers), node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { leaveMember() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.bindings.count == 1 ? node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
            enterMember(name == nil ? nil : plainExtension(of: node, attributes: node.attributes, modifiers: node.modifiers), name)
            return .visitChildren
        }
        override func visitPost(_ node: VariableDeclSyntax) { leaveMember() }

        override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
            // `extension ButtonStyle where Self == GazeStyle`: the members that return the
            // style name it; the clause does not use it.
            if let extensionDecl = node.parent?.as(ExtensionDeclSyntax.self), extensionDecl.inheritanceClause == nil {
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // `.success("Saved")`: a case with associated values is made by a call, named
            // `success()` among the names (a bare `.success` may be another enum's case).
            guard patternDepth == 0 else { return .visitChildren }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                count(member.declName.baseName.text + "()")
                memberUses[enclosing.last ?? "", default: []].insert(member.declName.baseName.text + "()")
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                count(reference.baseName.text + "()")
                memberUses[enclosing.last ?? "", default: []].insert(reference.baseName.text + "()")
            }
            return .visitChildren
        }

        override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
            count(node.declName.baseName.text)
            return .visitChildren
        }

        /// How many `case` patterns enclose the node: what they name is matched, not made.
        private var patternDepth = 0

        private func count(_ name: String) {
            guard enclosing.last != name else { return }
            edges[enclosing.last ?? "", default: []].insert(name)
        }

        override func visit(_ node: ExpressionPatternSyntax) -> SyntaxVisitorContinueKind {
            patternDepth += 1
            return .visitChildren
        }
        override func visitPost(_ node: ExpressionPatternSyntax) { patternDepth -= 1 }

        static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

        /// Enters a type's declaration (every `visit` that enters one is paired with a
        /// `visitPost` that leaves it, whether or not its children are walked).
        private func enter(_ name: String, attributes: AttributeListSyntax) {
            if attributes.contains(where: { Self.entryAttributes.contains($0.as(AttributeSyntax.self)?.attributeName.typeName ?? "") }) {
                entryPoints.insert(name)
            }
            declared.insert(name)
            enclosing.append(name)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
            // Previews reference what they preview; that is no use on screen.
            let isPreview = node.inheritanceClause?.inheritedTypes.contains { $0.type.lastTypeName?.hasSuffix("PreviewProvider") == true } == true
            return isPreview ? .skipChildren : .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.insert(node.name.text)
            enter(node.name.text, attributes: node.attributes)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
            return .visitChildren
        }
        override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            protocols.insert(node.name.text)
            enter(node.name.text, attributes: node.attributes)
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.lastTypeName ?? ""
            enclosing.append(name)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if Self.namesAProtocol(node) {
                if enclosing.last != node.name.text { protocolEdges[enclosing.last ?? "", default: []].insert(node.name.text) }
            } else {
                count(node.name.text)
            }
            return .visitChildren
        }

        /// Whether a type is written where only a protocol can be: `some View`, `any View`,
        /// what a struct, enum, protocol or extension conforms to, a generic constraint.
        static func namesAProtocol(_ node: IdentifierTypeSyntax) -> Bool {
            guard let parent = node.parent else { return false }
            if parent.is(SomeOrAnyTypeSyntax.self) || parent.is(GenericParameterSyntax.self) || parent.is(ConformanceRequirementSyntax.self) {
                return true
            }
            guard parent.is(InheritedTypeSyntax.self), let clause = parent.parent?.parent?.as(InheritanceClauseSyntax.self)?.parent else { return false }
            return clause.is(StructDeclSyntax.self) || clause.is(EnumDeclSyntax.self) || clause.is(ProtocolDeclSyntax.self)
                || clause.is(ExtensionDeclSyntax.self) || clause.is(ActorDeclSyntax.self)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard patternDepth == 0 else { return .visitChildren }
            if Self.readsStaticValue(node), enclosing.last != node.baseName.text {
                staticReads[enclosing.last ?? "", default: []].insert(node.baseName.text)
            } else {
                count(node.baseName.text)
            }
            return .visitChildren
        }

        /// Members read on a type that stand for an instance of it, or the type itself.
        static let instanceMembers: Set<String> = ["self", "init", "shared", "default", "standard", "current", "instance", "main"]

        /// `Type.height`: a type's static value read, not a call (`Type.make()`), not the type
        /// itself (`Type.self`) nor a shared instance (`Type.shared`).
        static func readsStaticValue(_ node: DeclReferenceExprSyntax) -> Bool {
            guard node.baseName.text.first?.isUppercase == true, let member = node.parent?.as(MemberAccessExprSyntax.self),
                member.base?.id == node.id, member.declName.baseName.text.first?.isLowercase == true,
                !instanceMembers.contains(member.declName.baseName.text)
            else { return false }
            return member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            count(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // `Outer.Inner()`: the nested type is named as a member. A case in a pattern
            // (`case .success:`) is matched, not made.
            if patternDepth == 0 {
                count(node.declName.baseName.text)
                memberUses[enclosing.last ?? "", default: []].insert(node.declName.baseName.text)
            }
            return .visitChildren
        }
    }
}
