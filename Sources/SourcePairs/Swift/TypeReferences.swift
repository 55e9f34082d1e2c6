import SwiftSyntax

/// Which types the app's code uses: in an app's whole code, a type that cannot be reached
/// from its entry points (`@main`, `@UIApplicationMain`, the app and scene delegates Info.plist
/// names), from code outside any type, from an extension of a system type, or from a
/// storyboard's or XIB's `customClass`, through the types each one names, is dead code, and
/// what it would draw is not on screen. Previews are no use.
final class TypeReferences {
    /// The names each type's declarations (its extensions included) mention; `""` for code
    /// outside any type.
    private var edges: [String: Set<String>] = [:]
    private var declared = Set<String>()
    private var entryPoints = Set<String>()
    private var customClasses = Set<String>()
    private var reachable: Set<String>?

    /// Counts the references a file makes.
    func add(_ file: SwiftSourceFile) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        for (from, names) in collector.edges { edges[from, default: []].formUnion(names) }
        declared.formUnion(collector.declared)
        entryPoints.formUnion(collector.entryPoints)
        reachable = nil
    }

    /// A class a storyboard or XIB instantiates.
    func addCustomClass(_ name: String) {
        customClasses.insert(name)
        reachable = nil
    }

    /// Whether a type (by its simple name) is used by the code scanned. Only code that
    /// holds the app's entry point (`@main`) is the whole app: in part of an app (a module
    /// given with `--sources`), what uses a type may be elsewhere, so every type is used.
    func isUsed(_ name: String) -> Bool {
        guard !entryPoints.isEmpty else { return true }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        if reachable == nil { reachable = findReachable() }
        return reachable?.contains(simple) == true
    }

    private func findReachable() -> Set<String> {
        var roots: Set<String> = [""]
        roots.formUnion(entryPoints)
        roots.formUnion(customClasses)
        roots.formUnion(declared.filter { $0.hasSuffix("AppDelegate") || $0.hasSuffix("SceneDelegate") })
        // Extensions of types the app does not declare (UIView, Color) are reachable.
        roots.formUnion(edges.keys.filter { !declared.contains($0) })
        var seen = roots
        var queue = Array(roots)
        while let name = queue.popLast() {
            for next in edges[name] ?? [] where !seen.contains(next) {
                seen.insert(next)
                queue.append(next)
            }
        }
        return seen
    }

    private final class Collector: SyntaxVisitor {
        var edges: [String: Set<String>] = [:]
        var declared = Set<String>()
        var entryPoints = Set<String>()
        /// The types whose declarations are being walked, innermost last.
        private var enclosing: [String] = []

        private func count(_ name: String) {
            guard enclosing.last != name else { return }
            edges[enclosing.last ?? "", default: []].insert(name)
        }

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
            count(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            count(node.baseName.text)
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            count(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // `Outer.Inner()`: the nested type is named as a member.
            count(node.declName.baseName.text)
            return .visitChildren
        }
    }
}
