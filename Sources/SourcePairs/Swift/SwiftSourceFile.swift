import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A Swift file parsed by Swift's own parser, with its operators folded (`a ? b : c`,
/// `a = b` and `x == .dark` become single expressions) and a converter from positions to
/// lines and columns.
final class SwiftSourceFile {
    /// The path reports use.
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The UI frameworks the file imports.
    let importsUIKit: Bool
    let importsAppKit: Bool
    let importsSwiftUI: Bool
    /// Whether everything the file declares, past its imports, is inside `#if` blocks.
    let holdsCodeOnlyUnderConditions: Bool
    /// Where its comments say a pair is not drawn.
    let suppressions: SuppressionComments.Found

    init(path: String, source: String) {
        self.path = path
        let parsed = Parser.parse(source: source)
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
        suppressions = SuppressionComments.swift(tree, converter: converter, path: path, source: source)
        var modules = Set<String>()
        var conditional = 0
        var unconditional = 0
        for statement in tree.statements {
            guard let declaration = statement.item.as(DeclSyntax.self) else {
                unconditional += 1
                continue
            }
            if declaration.is(IfConfigDeclSyntax.self) {
                conditional += 1
            } else if !declaration.is(ImportDeclSyntax.self) {
                unconditional += 1
            }
            // Imports in every branch (`#if canImport(UIKit) import UIKit`).
            for branch in declaration.branches(on: .all) {
                if let imported = branch.as(ImportDeclSyntax.self), let first = imported.path.first { modules.insert(first.name.text) }
            }
        }
        holdsCodeOnlyUnderConditions = conditional > 0 && unconditional == 0
        importsUIKit = modules.contains("UIKit")
        importsAppKit = modules.contains("AppKit") || modules.contains("Cocoa")
        importsSwiftUI = modules.contains("SwiftUI")
    }

    /// Where a node starts, past its leading trivia.
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(file: path, line: location.line, column: location.column)
    }

    /// The framework whose system colors an implicit `.name` in UIKit-style code means: AppKit
    /// for a file that imports AppKit and not UIKit.
    var systemFramework: ColorReference.Framework {
        importsAppKit && !importsUIKit ? .appKit : .uiKit
    }
}

extension SwiftSourceFile {
    /// The words of a file's code, for the names it loads: its tokens without comments, and
    /// without the names its types are declared and extended with (`class NoteCell` loads
    /// no `NoteCell.xib`; `NoteCell.self` does).
    var codeWords: String {
        var text = ""
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind {
                if let parent = token.parent, parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self) { continue }
                if let type = token.parent?.as(IdentifierTypeSyntax.self), type.parent?.is(ExtensionDeclSyntax.self) == true { continue }
            }
            text += token.text
            text += " "
        }
        return text
    }
}

extension ExprSyntax {
    /// The expression without what does not change its value: parentheses, `!`, `?`, `try`,
    /// `as`; and a chain's modifiers under `#if` (`ContentView() #if os(macOS) .frame(…) #endif`):
    /// the view they modify, whichever platform is built (the modifiers inside are not read).
    var unwrapped: ExprSyntax {
        var expression = self
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                only.label == nil
            {
                expression = only.expression
            } else if let force = expression.as(ForceUnwrapExprSyntax.self) {
                expression = force.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let attempt = expression.as(TryExprSyntax.self) {
                expression = attempt.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else if let awaited = expression.as(AwaitExprSyntax.self) {
                expression = awaited.expression
            } else if let conditional = expression.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
                expression = base
            } else {
                return expression
            }
        }
    }

    /// A number literal's value (`0.5`, `-1`, `128`), or `nil`.
    var numberValue: Double? {
        let expression = unwrapped
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map(Double.init) }
            return Double(text)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let value = prefix.expression.numberValue
        {
            return -value
        }
        // `200 / 255`, `200.0 / 255.0`: how code often writes 8-bit components.
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let left = infix.leftOperand.numberValue, let right = infix.rightOperand.numberValue
        {
            switch symbol {
            case "/": return right == 0 ? nil : left / right
            case "*": return left * right
            default: return nil
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["CGFloat", "Double", "Float"].contains(callee.baseName.text), call.arguments.count == 1,
            let only = call.arguments.first
        {
            return only.expression.numberValue
        }
        return nil
    }

    /// A string literal's value when it has no interpolation, or `nil`.
    var stringValue: String? {
        guard let literal = unwrapped.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += part.content.text
        }
        return text
    }

    /// The names of a chain of references and member accesses, read from the syntax
    /// (`self.titleLabel?.textColor` → `self`, `titleLabel`, `textColor`; `.dark` → `dark`,
    /// with `isImplicit`), or `nil` when the chain holds anything else (a call, a literal).
    /// A subscript stands for what it subscripts (`buttons[0]` → `buttons`).
    var namePath: (names: [String], isImplicit: Bool)? {
        var names: [String] = []
        var current: ExprSyntax? = self
        var steps = 0
        while let node = current?.unwrapped, steps < 64 {
            steps += 1
            if let member = node.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                guard let base = member.base else { return (names.reversed(), true) }
                current = base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                return (names.reversed(), false)
            } else if let subscripted = node.as(SubscriptCallExprSyntax.self) {
                current = subscripted.calledExpression
            } else {
                return nil
            }
        }
        return nil
    }

    /// The chain of names as dotted text (`Asset.Colors.ink`; `.ink` for an implicit member),
    /// or `nil` when the expression is not a chain of names.
    var dottedName: String? {
        guard let (names, isImplicit) = namePath else { return nil }
        return (isImplicit ? "." : "") + names.joined(separator: ".")
    }

    /// A Boolean literal's value, or `nil`.
    var booleanValue: Bool? {
        unwrapped.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }

    /// Whether it is `nil`.
    var isNil: Bool { unwrapped.is(NilLiteralExprSyntax.self) }

    /// The last name of a member access or reference: `Color.ink` → `ink`, `.ink` → `ink`.
    var lastName: String? {
        let expression = unwrapped
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }
}

extension TypeSyntax {
    /// The type's name as written, without its syntax: `SwiftUI.View`, `String`; for
    /// `some View`, an optional or an implicitly unwrapped optional, the type inside.
    var typeName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) { return member.baseType.typeName.map { "\($0).\(member.name.text)" } }
        if let opaque = self.as(SomeOrAnyTypeSyntax.self) { return opaque.constraint.typeName }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.typeName }
        if let forced = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return forced.wrappedType.typeName }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.typeName }
        return nil
    }

    /// The last component of the type's name: `SwiftUI.View` → `View`.
    var lastTypeName: String? {
        typeName.map { name in name.split(separator: ".").last.map(String.init) ?? name }
    }
}

extension SyntaxProtocol {
    /// Whether any of its identifiers is `name` (`\.colorScheme` names `colorScheme`).
    func mentions(identifier name: String) -> Bool {
        tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}

extension FunctionCallExprSyntax {
    /// The argument with a label (`nil`: the first unlabeled one).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// Every closure the call takes: closure arguments, the trailing closure and the
    /// labeled trailing closures.
    var closures: [(label: String?, closure: ClosureExprSyntax)] {
        var all: [(String?, ClosureExprSyntax)] = arguments.compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
        }
        if let trailing = trailingClosure { all.append((nil, trailing)) }
        for element in additionalTrailingClosures { all.append((element.label.text, element.closure)) }
        return all
    }

    /// The name called: `Text(…)` → `Text`, `x.padding()` → `padding`.
    var calleeName: String? { calledExpression.lastName }

    /// For a modifier call `base.name(…)`: the base (the view before any modifiers under
    /// `#if`, as `unwrapped` reads them).
    var modifierBase: ExprSyntax? {
        guard let base = calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        if let conditional = base.as(PostfixIfConfigExprSyntax.self), let inner = conditional.base { return inner }
        return base
    }
}

extension CodeBlockItemListSyntax {
    /// The expressions among the statements, `if` and `switch` expressions included, and
    /// those of every branch of `#if` that can be built for one of `platforms` (a scan reads
    /// every configuration's code, and every platform's unless the app's target says which).
    func expressions(on platforms: Platforms) -> [ExprSyntax] {
        flatMap { item -> [ExprSyntax] in
            if let expression = item.item.as(ExprSyntax.self) { return [expression] }
            if let statement = item.item.as(ExpressionStmtSyntax.self) { return [statement.expression] }
            if let statement = item.item.as(ReturnStmtSyntax.self) { return statement.expression.map { [$0] } ?? [] }
            // `guard let error else { return AnyView(List(…)) }`: what the early exit returns.
            if let statement = item.item.as(GuardStmtSyntax.self) { return statement.body.statements.expressions(on: platforms) }
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.flatMap { clause -> [ExprSyntax] in
                    guard !Platforms.holding(clause, in: conditional.clauses).isDisjoint(with: platforms) else { return [] }
                    switch clause.elements {
                    case .statements(let statements): return statements.expressions(on: platforms)
                    case .postfixExpression(let expression): return [expression]
                    default: return []
                    }
                }
            }
            return []
        }
    }

    /// The single value the statements produce: `{ Color("Ink") }` or `{ return x }`.
    var singleValue: ExprSyntax? {
        if count == 1, let only = first {
            if let expression = only.item.as(ExprSyntax.self) { return expression }
            if let statement = only.item.as(ReturnStmtSyntax.self) { return statement.expression }
            if let statement = only.item.as(ExpressionStmtSyntax.self) { return statement.expression }
        }
        // `let x = …; return x` is not read; a last `return` is.
        if let last = last, let statement = last.item.as(ReturnStmtSyntax.self) { return statement.expression }
        return nil
    }
}

extension SyntaxProtocol {
    /// Whether the code runs only on some condition its declaration does not fix: inside an
    /// `if`, `guard … else`, `switch` case or `? :` branch, or an `#if` clause on a build
    /// flag (`#if DEBUG`, `#if SNAPSHOT`). `#if os(…)`, `canImport`, `targetEnvironment`,
    /// `swift` and `compiler` clauses and `#else` are the platform's code, not a condition.
    var runsConditionally: Bool {
        var child = Syntax(self)
        var current = parent
        while let node = current {
            if node.is(MemberBlockItemSyntax.self) || node.is(SourceFileSyntax.self) { return false }
            if let branch = node.as(IfExprSyntax.self), child.id != branch.conditions.id { return true }
            if let guardStatement = node.as(GuardStmtSyntax.self), child.id == guardStatement.body.id { return true }
            if node.is(SwitchCaseSyntax.self) { return true }
            if let ternary = node.as(TernaryExprSyntax.self), child.id != ternary.condition.id { return true }
            if let clause = node.as(IfConfigClauseSyntax.self), let condition = clause.condition,
                !Self.isPlatformCondition(condition)
            {
                return true
            }
            child = node
            current = node.parent
        }
        return false
    }

    private static func isPlatformCondition(_ condition: ExprSyntax) -> Bool {
        if let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return ["os", "canImport", "targetEnvironment", "swift", "compiler", "arch", "hasFeature"].contains(name)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self) { return isPlatformCondition(prefix.expression) }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            return isPlatformCondition(infix.leftOperand) && isPlatformCondition(infix.rightOperand)
        }
        if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first, tuple.elements.count == 1 {
            return isPlatformCondition(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `#if` conditions are not folded: every operand must be a platform test.
            return sequence.elements.allSatisfy { $0.is(BinaryOperatorExprSyntax.self) || isPlatformCondition($0) }
        }
        return false
    }
}

extension ExprSyntax {
    /// The appearance a value names outright: `.dark`, `UIUserInterfaceStyle.light`,
    /// `NSAppearance(named: .darkAqua)`; `nil` for anything else (a ternary, a setting read
    /// at run time).
    var namedAppearance: AppearanceLock.Style? {
        let expression = unwrapped
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first?.expression
        {
            return argument.namedAppearance
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        switch member.declName.baseName.text {
        case "dark", "darkAqua", "vibrantDark", "accessibilityHighContrastDarkAqua": return .dark
        case "light", "aqua", "vibrantLight", "accessibilityHighContrastAqua": return .light
        default: return nil
        }
    }
}
