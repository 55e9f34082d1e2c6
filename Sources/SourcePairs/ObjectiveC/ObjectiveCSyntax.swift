/// An Objective-C file as clang parsed it, reduced to the cursors of the file itself: kinds,
/// names, types and positions, with clang's tree dropped once this is made.
struct ObjectiveCSyntax: Sendable {
    /// A cursor kind of libclang's (`CXCursorKind`), with names for those the reader matches.
    struct Kind: RawRepresentable, Hashable, Sendable {
        let rawValue: Int32

        static let functionDecl = Kind(rawValue: 8)
        static let varDecl = Kind(rawValue: 9)
        static let parmDecl = Kind(rawValue: 10)
        static let interfaceDecl = Kind(rawValue: 11)
        static let categoryDecl = Kind(rawValue: 12)
        static let propertyDecl = Kind(rawValue: 14)
        static let instanceMethodDecl = Kind(rawValue: 16)
        static let classMethodDecl = Kind(rawValue: 17)
        static let implementationDecl = Kind(rawValue: 18)
        static let categoryImplDecl = Kind(rawValue: 19)
        static let classRef = Kind(rawValue: 42)
        static let typeRef = Kind(rawValue: 43)
        /// An expression libclang does not name: implicit casts, `@{…}`, `@(…)`, a recovered
        /// expression.
        static let unexposedExpr = Kind(rawValue: 100)
        static let declRefExpr = Kind(rawValue: 101)
        /// A property or instance variable read through `.`, `->` or implicitly (`_title`).
        static let memberRefExpr = Kind(rawValue: 102)
        static let callExpr = Kind(rawValue: 103)
        static let messageExpr = Kind(rawValue: 104)
        static let blockExpr = Kind(rawValue: 105)
        static let stringLiteral = Kind(rawValue: 109)
        static let parenExpr = Kind(rawValue: 111)
        static let unaryOperator = Kind(rawValue: 112)
        static let binaryOperator = Kind(rawValue: 114)
        static let compoundAssignOperator = Kind(rawValue: 115)
        static let conditionalOperator = Kind(rawValue: 116)
        static let cStyleCastExpr = Kind(rawValue: 117)
        static let initListExpr = Kind(rawValue: 119)
        static let objCStringLiteral = Kind(rawValue: 137)
        static let selfExpr = Kind(rawValue: 146)
        /// `@available(iOS 13, *)`.
        static let availabilityCheckExpr = Kind(rawValue: 148)
        static let compoundStmt = Kind(rawValue: 202)
        static let caseStmt = Kind(rawValue: 203)
        static let defaultStmt = Kind(rawValue: 204)
        static let ifStmt = Kind(rawValue: 205)
        static let switchStmt = Kind(rawValue: 206)
        static let returnStmt = Kind(rawValue: 214)
        static let declStmt = Kind(rawValue: 231)

        var isExpression: Bool { rawValue >= 100 && rawValue < 200 }
    }

    struct Node: Sendable {
        let kind: Kind
        /// A selector (`setTitleColor:forState:`), a member, function or declaration name, a
        /// string literal with its quotes.
        let spelling: String
        /// The type clang gives it (`UILabel *`); for an `@implementation`, its superclasses,
        /// nearest first, joined by `:`.
        let type: String
        /// An operator's token (`=`, `!`); for a property read with dot syntax on a class
        /// (`UIColor.redColor`, `Container.class`), the class.
        let op: String
        /// A numeric constant's value (`51/255.0`).
        let number: Double?
        /// Where it is in the file; 0 when clang put it elsewhere (a header).
        let line: Int
        let column: Int
        var children: [Int] = []
    }

    let nodes: [Node]
    /// The file's top-level declarations.
    let roots: [Int]
    /// Each node's parent; `nil` for a root.
    let parents: [Int?]
    /// Errors clang reported, and the first one's text and line.
    let errors: Int
    let firstError: (String, Int)?
    /// Why clang parsed nothing.
    let failure: String?

    subscript(index: Int) -> Node { nodes[index] }

    /// The node with implicit wrappers removed: parentheses, casts and libclang's unexposed
    /// expressions with a single child.
    func unwrapped(_ index: Int) -> Int {
        var current = index
        while true {
            let node = nodes[current]
            guard node.kind == .parenExpr || node.kind == .cStyleCastExpr || (node.kind == .unexposedExpr && node.children.count == 1),
                let last = node.children.last
            else { return current }
            // A cast's first child can be its type reference.
            current = last
        }
    }

    /// The method or function a node is in (the node itself when it is one; the root it is
    /// under when it is in neither).
    func enclosingFunction(of index: Int) -> Int {
        var current = index
        while let parent = parents[current], ![.instanceMethodDecl, .classMethodDecl, .functionDecl].contains(nodes[current].kind) { current = parent }
        return current
    }

    /// The class an `@implementation` is of, or a category's (`@implementation UIColor (App)`).
    func implementedClass(_ index: Int) -> String? {
        switch nodes[index].kind {
        case .implementationDecl, .interfaceDecl: nodes[index].spelling
        case .categoryImplDecl, .categoryDecl: nodes[index].children.first { nodes[$0].kind == .classRef }.map { nodes[$0].spelling }
        default: nil
        }
    }

    /// Every node under `index`, depth first, in source order.
    func descendants(of index: Int) -> [Int] {
        var found: [Int] = []
        var stack = Array(nodes[index].children.reversed())
        while let next = stack.popLast() {
            found.append(next)
            stack += nodes[next].children.reversed()
        }
        return found
    }
}
