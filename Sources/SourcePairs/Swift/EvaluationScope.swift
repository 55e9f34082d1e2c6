import SwiftSyntax

/// What the resolver knows where it reads a declaration that code uses: how the code that
/// uses it names `self` (so a state or case the declaration chooses by is named as the use
/// site names it, and `style.labelColor` over `style.backgroundColor` pair case by case), the
/// case `self` is known to be (`Style.primary.labelColor`), and what a called function's
/// parameters stand for.
struct EvaluationScope: Sendable {
    /// How the use site names `self` (`style` for `style.labelColor`); `nil` where the code is
    /// read where it is written.
    var receiver: String?
    /// The enum case `self` is known to be.
    var knownCase: String?
    /// A called function's (or initializer's) parameters: each argument, and where it is read.
    var arguments: [String: Argument] = [:]
    /// The accent color an ancestor view sets (`.accentColor(x)`), which `Color.accentColor`
    /// reads; empty when it sets one the resolver cannot read; `nil` where none is set.
    var accent: [ColorChoice]?

    struct Argument: Sendable {
        let expression: ExprSyntax
        let scope: EvaluationScope
    }

    static let root = EvaluationScope()

    /// A key for what the scope binds (it changes what code read in it gives).
    var key: String {
        let bound = arguments.keys.sorted().map { "\($0)=\(arguments[$0]!.expression)@\(arguments[$0]!.scope.key)" }
        return "\(receiver ?? "")|\(knownCase ?? "")|\(bound.joined(separator: ","))" + (accent.map { "|accent \($0)" } ?? "")
    }

    /// A name path as the use site names it: `self.kind` → `style.kind`; a parameter → the
    /// argument's name; a member read in a followed declaration → under its receiver. `nil`
    /// when it stands for no name (an argument that is a call).
    func qualified(_ names: [String]) -> String? {
        guard let first = names.first else { return nil }
        let rest = names.dropFirst()
        if first == "self" {
            return ([receiver].compactMap { $0 } + rest).joined(separator: ".").nonEmpty ?? "self"
        }
        if let argument = arguments[first] {
            guard let path = argument.expression.namePath, !path.isImplicit,
                let base = argument.scope.qualified(path.names)
            else { return nil }
            return ([base] + rest).joined(separator: ".")
        }
        return ([receiver].compactMap { $0 } + names).joined(separator: ".")
    }

    /// A condition named as the use site names it (see ``qualified(_:)``).
    func qualified(_ condition: ColorChoice.Condition) -> ColorChoice.Condition {
        let name = qualified(condition.name.split(separator: ".").map(String.init)) ?? condition.name
        return ColorChoice.Condition(name: name, values: condition.values, isComplement: condition.isComplement)
    }

    /// The scope a declaration is read in when code reaches it through `base.member`: `base`
    /// is `self` there. Without a base (or with `self`), `self` stays what it is.
    func entering(receiver base: ExprSyntax?, knownCase: String?) -> EvaluationScope {
        var scope = EvaluationScope()
        scope.accent = accent
        let path = base?.namePath
        if base == nil || path?.names == ["self"] {
            scope.receiver = receiver
            scope.knownCase = knownCase ?? self.knownCase
        } else {
            // A base that is no name (a call's result) is a receiver of its own.
            scope.receiver = path.flatMap { $0.isImplicit ? nil : qualified($0.names) } ?? base.map { "@\($0.position.utf8Offset)" }
            scope.knownCase = knownCase
        }
        return scope
    }

    /// The scope a function's body is read in when `call` calls it: its parameters bound to
    /// the call's arguments by label, in order; a parameter the call leaves out to its default
    /// value (`theme: Theme = .alpha`), never to a same-named value of the caller's.
    func calling(_ call: FunctionCallExprSyntax, parameters: FunctionParameterListSyntax, receiver base: ExprSyntax?) -> EvaluationScope {
        var scope = entering(receiver: base, knownCase: nil)
        var arguments: [(label: String?, expression: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
        if let closure = call.trailingClosure { arguments.append((nil, ExprSyntax(closure))) }
        var index = 0
        for parameter in parameters {
            let label = parameter.argumentLabel
            let name = (parameter.secondName ?? parameter.firstName).text
            guard index < arguments.count, arguments[index].label == label else {
                if let value = parameter.defaultValue?.value { scope.arguments[name] = Argument(expression: value, scope: .root) }
                continue
            }
            scope.arguments[name] = Argument(expression: arguments[index].expression, scope: self)
            index += 1
        }
        return scope
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

extension FunctionParameterSyntax {
    /// The label a call gives the argument (`nil` for `_`).
    var argumentLabel: String? { firstName.tokenKind == .wildcard ? nil : firstName.text }
}
