import SwiftSyntax

/// The values code computes from a finite set: the branches of an `if` or a `switch` (each
/// known by the case or state that chooses it), the cases an enum value can be, and the
/// color names code builds from them (`Color("\(theme.rawValue)Text")`).
extension SwiftColorResolver {
    /// A name code builds, and the cases or states that build it.
    struct NameChoice: Hashable {
        let text: String
        var conditions: [ColorChoice.Condition] = []
    }

    /// At most this many names are built from one expression; one that can build more is
    /// not read (it is counted with the colors that could not be read).
    static let nameLimit = 64

    /// `if cond { a } else if … { b } else { c }` as an expression or a getter's only statement.
    func colors(ofIf branch: IfExprSyntax, dialect: Dialect, depth: Int, scope: EvaluationScope) -> [ColorChoice] {
        guard depth < Self.depthLimit else { return [] }
        let then = branch.body.statements.branchValue.map { colors(of: $0, dialect: dialect, depth: depth + 1, scope: scope) } ?? []
        var otherwise: [ColorChoice] = []
        switch branch.elseBody {
        case .ifExpr(let next)?: otherwise = colors(ofIf: next, dialect: dialect, depth: depth + 1, scope: scope)
        case .codeBlock(let block)?: otherwise = block.statements.branchValue.map { colors(of: $0, dialect: dialect, depth: depth + 1, scope: scope) } ?? []
        case nil: break
        }
        // `if #available(iOS 13, *)`: the platforms the app runs on now.
        if branch.conditions.contains(where: { if case .availability = $0.condition { true } else { false } }) { return then }
        guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition else {
            return then + otherwise
        }
        return branches(condition: condition, then: then, otherwise: otherwise, scope: scope)
    }

    /// `switch subject { case .a: … }`: each clause's colors, known by the cases that choose
    /// it (`style` is `.primary`); only the clause of a case known at the use site
    /// (`Style.primary.labelColor`); per appearance for `traits.userInterfaceStyle`.
    func colors(ofSwitch choice: SwitchExprSyntax, dialect: Dialect, depth: Int, scope: EvaluationScope) -> [ColorChoice] {
        guard depth < Self.depthLimit else { return [] }
        return clauses(of: choice, depth: depth, scope: scope).flatMap { clause in
            let choices = colors(of: clause.value, dialect: dialect, depth: depth + 1, scope: scope)
            switch clause.chosenBy {
            case .appearance(let isDark):
                return choices.map { ColorChoice($0.color, style: $0.style ?? (isDark ? .dark : .light), conditions: $0.conditions) }
            case .condition(let condition): return choices.map { $0.adding(condition) }
            case nil: return choices
            }
        }
    }

    /// `switch subject { case .a: "Ink" … }`: each clause's names, known by the cases that
    /// choose it; none for a `switch` on the appearance (a name per appearance is not one
    /// name of the catalog's adaptive colors).
    func names(ofSwitch choice: SwitchExprSyntax, depth: Int, scope: EvaluationScope) -> [NameChoice] {
        guard depth < Self.depthLimit else { return [] }
        let clauses = clauses(of: choice, depth: depth, scope: scope)
        if clauses.contains(where: { if case .appearance = $0.chosenBy { true } else { false } }) { return [] }
        return clauses.flatMap { clause in
            names(of: clause.value, depth: depth + 1, scope: scope).map { found in
                guard case .condition(let condition) = clause.chosenBy else { return found }
                var found = found
                found.conditions.append(condition)
                return found
            }
        }
    }

    /// A clause of a `switch` that can run, and what chooses it.
    struct SwitchClause {
        enum ChosenBy {
            /// The cases or values of a named subject (`style` is `.primary`).
            case condition(ColorChoice.Condition)
            /// The appearance (a `switch` on `traits.userInterfaceStyle` or a color scheme).
            case appearance(isDark: Bool)
        }
        /// The clause's value: its only statement, its `return`, or what its only statement
        /// sets (`branchValue`).
        let value: ExprSyntax
        /// `nil` where the subject has no name the use site knows.
        let chosenBy: ChosenBy?
    }

    /// The clauses of a `switch` that can run where it is read, each with its value: only
    /// the clause of a case known at the use site; none of a closed enum's cases that no
    /// reachable code makes; a clause of several statements is left out.
    func clauses(of choice: SwitchExprSyntax, depth: Int, scope: EvaluationScope) -> [SwitchClause] {
        let subject = choice.subject.unwrapped
        let isScheme = subject.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "userInterfaceStyle" || token.text.lowercased().hasSuffix("colorscheme")
        }
        let known = knownCase(of: subject, scope: scope, depth: depth, literals: true)
        let name = subject.namePath.flatMap { $0.isImplicit ? nil : scope.qualified($0.names) }
        var listed = Set<String>()
        var result: [SwitchClause] = []
        let closed = known == nil ? closedEnumCases(of: choice) : nil
        for item in choice.cases {
            guard case .switchCase(let clause) = item else { continue }
            let values: Set<String>?
            switch clause.label {
            case .case(let label): values = Set(label.caseItems.compactMap { Self.caseName(of: $0.pattern) })
            case .default: values = nil
            }
            defer { listed.formUnion(values ?? []) }
            // Only cases no reachable code makes (a preview's): the clause never runs. A case
            // with associated values is made by a call; a bare name may be another enum's case.
            if let closed, let values, !values.isEmpty, values.allSatisfy({ name in
                closed[name].map { !makesCase($0.hasPayload ? name + "()" : name) } ?? false
            }) {
                continue
            }
            if let known {
                // The one clause that case runs.
                guard values?.contains(known) ?? !listed.contains(known) else { continue }
                return clause.statements.branchValue.map { [SwitchClause(value: $0, chosenBy: nil)] } ?? []
            }
            guard let value = clause.statements.branchValue else { continue }
            if isScheme {
                let isDark = values.map { !$0.isDisjoint(with: Self.darkNames) } ?? !listed.contains("dark")
                result.append(SwitchClause(value: value, chosenBy: .appearance(isDark: isDark)))
            } else if let name {
                let condition = values.map { ColorChoice.Condition(name: name, values: $0) }
                    ?? ColorChoice.Condition(name: name, values: listed, isComplement: true)
                result.append(SwitchClause(value: value, chosenBy: .condition(condition)))
            } else {
                result.append(SwitchClause(value: value, chosenBy: nil))
            }
        }
        return result
    }

    /// The cases of the app's enum a `switch` lists, when one enum alone has every case its
    /// clauses name and its values are made only by naming a case
    /// (``SwiftDeclarations/closedEnums``); `nil` otherwise.
    func closedEnumCases(of choice: SwitchExprSyntax) -> [String: SwiftDeclarations.EnumCase]? {
        var names = Set<String>()
        for item in choice.cases {
            guard case .switchCase(let clause) = item, case .case(let label) = clause.label else { continue }
            names.formUnion(label.caseItems.compactMap { Self.caseName(of: $0.pattern) })
        }
        guard let first = names.first else { return nil }
        let owners = (declarations.enumsByCase[first] ?? []).filter { owner in
            names.isSubset(of: declarations.enumCases[owner]?.map(\.name) ?? [])
        }
        guard owners.count == 1, let owner = owners.first, declarations.closedEnums.contains(owner),
            let cases = declarations.enumCases[owner]
        else { return nil }
        return Dictionary(cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The case a pattern names: `.primary`, `.primary(let x)`, `let .primary(x)`, `"ink"`.
    static func caseName(of pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(of: binding.pattern) }
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression.unwrapped else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression.unwrapped }
        return expression.lastName ?? expression.stringValue ?? expression.booleanValue.map { String($0) } ?? integerValue(of: expression)
    }

    /// A decimal integer literal's value, as a case name (`case 5:`, `moodColor(5)`).
    static func integerValue(of expression: ExprSyntax) -> String? {
        expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }.map { String($0) }
    }

    /// The enum case an expression is known to be where it is read: `.primary`,
    /// `Style.primary`, `self` in a scope that knows its case, a parameter bound to one.
    /// With `literals`, a literal a `switch` can list too (`moodColor(5)` for `case 5:`): a
    /// value, not a case, which a stored property may not keep (`count += 1`).
    func knownCase(of expression: ExprSyntax, scope: EvaluationScope, depth: Int, literals: Bool = false) -> String? {
        guard depth < Self.depthLimit else { return nil }
        let expression = expression.unwrapped
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) { return scope.knownCase }
            if let argument = scope.arguments[reference.baseName.text] {
                return knownCase(of: argument.expression, scope: argument.scope, depth: depth + 1, literals: literals)
            }
            if let local = Self.localValue(named: reference.baseName.text, at: reference) {
                return knownCase(of: local, scope: scope, depth: depth + 1, literals: literals)
            }
            return nil
        }
        if literals, let value = expression.stringValue ?? expression.booleanValue.map({ String($0) }) ?? Self.integerValue(of: expression) {
            return value
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return declarations.enumCases.values.contains { $0.contains { $0.name == name } } ? name : nil
        }
        guard let type = base.dottedName?.split(separator: ".").last.map(String.init),
            declarations.enumCases[type]?.contains(where: { $0.name == name }) == true
        else { return nil }
        return name
    }

    /// The names a string expression can build: literals, interpolations and `+` of them,
    /// constants, parameters bound at the call, both branches of a choice, and an enum value's
    /// raw values or case names — every combination, up to ``nameLimit``; none when a part
    /// cannot be listed.
    func names(of expression: ExprSyntax, depth: Int, scope: EvaluationScope) -> [NameChoice] {
        guard depth < Self.depthLimit, budget.spend() else { return [] }
        let expression = expression.unwrapped
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var built = [NameChoice(text: "")]
            for segment in literal.segments {
                let parts: [NameChoice]
                switch segment {
                case .stringSegment(let text):
                    parts = [NameChoice(text: text.content.text)]
                case .expressionSegment(let interpolation):
                    guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first?.expression else { return [] }
                    let listed = described(inner, depth: depth + 1, scope: scope)
                    parts = listed.isEmpty ? [unknownPart(inner, scope: scope)] : listed
                }
                built = Self.combining(built, parts)
                if built.isEmpty { return [] }
            }
            return built
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            return Self.combining(
                names(of: infix.leftOperand, depth: depth + 1, scope: scope), names(of: infix.rightOperand, depth: depth + 1, scope: scope))
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let then = names(of: ternary.thenExpression, depth: depth + 1, scope: scope)
            let otherwise = names(of: ternary.elseExpression, depth: depth + 1, scope: scope)
            guard !then.isEmpty, !otherwise.isEmpty else { return [] }
            guard let (state, negated) = Self.stateCondition(ternary.condition),
                let name = scope.qualified(state.split(separator: ".").map(String.init))
            else { return then + otherwise }
            func tagged(_ choices: [NameChoice], holds: Bool) -> [NameChoice] {
                choices.map { var choice = $0; choice.conditions.insert(.init(name: name, holds: holds), at: 0); return choice }
            }
            return tagged(then, holds: !negated) + tagged(otherwise, holds: negated)
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return names(ofSwitch: choice, depth: depth, scope: scope)
        }
        // `model?.kind.name ?? "Ink"`: the fallback where the value cannot be read, as for colors.
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let left = names(of: infix.leftOperand, depth: depth + 1, scope: scope)
            return left.isEmpty ? names(of: infix.rightOperand, depth: depth + 1, scope: scope) : left
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.lastName == "String",
            call.arguments.first?.label?.text == "describing", let inner = call.arguments.first?.expression
        {
            return described(inner, depth: depth + 1, scope: scope)
        }
        // `x.rawValue`, and `rawValue` in the enum's own code.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue" {
            guard let base = member.base else { return [] }
            return enumValues(of: base, depth: depth + 1, scope: scope).compactMap { value in
                value.enumCase.rawValue.map { NameChoice(text: $0, conditions: value.conditions) }
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "rawValue", scope.arguments[name] == nil, Self.localValue(named: name, at: reference) == nil {
                return enumValues(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), at: Syntax(reference), depth: depth + 1, scope: scope)
                    .compactMap { value in value.enumCase.rawValue.map { NameChoice(text: $0, conditions: value.conditions) } }
            }
            if let argument = scope.arguments[name] { return names(of: argument.expression, depth: depth + 1, scope: argument.scope) }
            if let local = Self.localValue(named: name, at: reference) { return names(of: local, depth: depth + 1, scope: scope) }
            if let found = declarations.values(named: name, at: reference) {
                return found.lazy.map { self.names(of: $0.expression, depth: depth + 1, scope: scope) }.first { !$0.isEmpty } ?? []
            }
            return []
        }
        // A member of a value whose type the code declares (`kind.colorName` with `let kind =
        // model.kind`): that type's, read with the value as its `self` (each case of an enum
        // known by the value's name).
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.lastName?.first?.isUppercase == false,
            let type = instanceType(of: base, at: member, scope: scope, depth: depth + 1),
            let found = declarations.values(of: member.declName.baseName.text, inType: type, near: member)
        {
            let inner = scope.entering(receiver: base, knownCase: knownCase(of: base, scope: scope, depth: depth + 1))
            return found.lazy.map { self.names(of: $0.expression, depth: depth + 1, scope: inner) }.first { !$0.isEmpty } ?? []
        }
        // A constant: `Names.ink`, `.ink`.
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let key = member.base == nil ? member.declName.baseName.text : ExprSyntax(member).dottedName ?? ""
            for value in declarations.colorValues[key]?.filter(\.isStatic) ?? [] {
                let found = names(of: value.expression, depth: depth + 1, scope: scope)
                if !found.isEmpty { return found }
            }
        }
        return []
    }

    /// Stands for a part of a name the code computes from what it cannot list (a setting read
    /// at run time): ``matching(_:in:)`` takes it for the catalog's names of that shape.
    static let unknown = "\u{1}"

    /// Begins the name of the condition a part the code cannot list is known by.
    static let unknownValuePrefix = "value of "

    /// A part the code cannot list, known by the expression that makes it (a parameter's
    /// argument followed to the call), so that names built from the same value — a theme
    /// read from the settings, `"\(theme)_text"` and `"\(theme)_primary"` — are chosen
    /// together.
    private func unknownPart(_ expression: ExprSyntax, scope: EvaluationScope) -> NameChoice {
        var expression = expression.unwrapped
        var scope = scope
        while let reference = expression.as(DeclReferenceExprSyntax.self), let argument = scope.arguments[reference.baseName.text] {
            expression = argument.expression.unwrapped
            scope = argument.scope
        }
        let name = Self.unknownValuePrefix + expression.tokens(viewMode: .sourceAccurate).map(\.text).joined()
        return NameChoice(text: Self.unknown, conditions: [ColorChoice.Condition(name: name, values: [Self.unknown])])
    }

    /// The catalog's names each built name can be: itself, or — for a name with one part the
    /// code cannot list (`"\(theme)_primary"`) and at least two characters it can — every
    /// catalog name of that shape (`red_primary`, `blue_primary`) whose part holds none of the
    /// separators the known parts use, each known by the part it takes. None beyond 16 names
    /// of one shape: a shape that loose says nothing.
    static func matching(_ built: [NameChoice], in catalog: Set<String>) -> [NameChoice] {
        let sorted = catalog.sorted()
        return built.flatMap { choice -> [NameChoice] in
            let pieces = choice.text.components(separatedBy: unknown)
            guard pieces.count == 2 else { return pieces.count == 1 && catalog.contains(choice.text) ? [choice] : [] }
            let (prefix, suffix) = (pieces[0], pieces[1])
            guard prefix.count + suffix.count >= 2 else { return [] }
            // The value fills one word of the name: not across the separators the name's known
            // parts use (`"\(theme)_text"` is `red_text`, not `ppl_dark_gray_text`).
            let separators = Set((prefix + suffix).filter { !$0.isLetter && !$0.isNumber })
            let found = sorted.filter { name in
                name.count > prefix.count + suffix.count && name.hasPrefix(prefix) && name.hasSuffix(suffix)
                    && !name.dropFirst(prefix.count).dropLast(suffix.count).contains(where: separators.contains)
            }
            guard found.count <= 16 else { return [] }
            return found.map { name in
                let part = String(name.dropFirst(prefix.count).dropLast(suffix.count))
                let conditions = choice.conditions.map { condition in
                    condition.values == [unknown] ? ColorChoice.Condition(name: condition.name, values: [part]) : condition
                }
                return NameChoice(text: name, conditions: conditions)
            }
        }
    }

    /// What `"\(x)"` prints: a string's names, or an enum value's case names.
    private func described(_ expression: ExprSyntax, depth: Int, scope: EvaluationScope) -> [NameChoice] {
        let asNames = names(of: expression, depth: depth, scope: scope)
        if !asNames.isEmpty { return asNames }
        return enumValues(of: expression, depth: depth, scope: scope).map { NameChoice(text: $0.enumCase.name, conditions: $0.conditions) }
    }

    /// Every pairing of a prefix and a suffix, each keeping the conditions of both (none
    /// whose conditions contradict); empty beyond ``nameLimit``.
    static func combining(_ heads: [NameChoice], _ tails: [NameChoice]) -> [NameChoice] {
        guard !heads.isEmpty, !tails.isEmpty, heads.count * tails.count <= nameLimit else { return [] }
        var result: [NameChoice] = []
        for head in heads {
            for tail in tails {
                let compatible = head.conditions.allSatisfy { a in tail.conditions.allSatisfy { b in a.name != b.name || a.overlaps(b) } }
                if compatible { result.append(NameChoice(text: head.text + tail.text, conditions: head.conditions + tail.conditions)) }
            }
        }
        return result
    }

    /// The cases an enum value can be where it is read, each known as that case: one when
    /// the case is known (`.primary`, `self` in a scope that knows it), else every case of
    /// its declared type (`self` in an enum, a property or parameter declared of an enum).
    func enumValues(
        of expression: ExprSyntax, at node: Syntax? = nil, depth: Int, scope: EvaluationScope
    ) -> [(enumCase: SwiftDeclarations.EnumCase, conditions: [ColorChoice.Condition])] {
        guard depth < Self.depthLimit else { return [] }
        let expression = expression.unwrapped
        let place = node ?? Syntax(expression)
        guard let path = expression.namePath else { return [] }
        if path.isImplicit || path.names.count >= 2, let known = knownCase(of: expression, scope: scope, depth: depth) {
            // `.primary`, `Style.primary`: the type whose case it is.
            let owners = declarations.enumCases.filter { entry in
                entry.value.contains { $0.name == known }
                    && (path.isImplicit || entry.key == path.names.dropLast().last)
            }
            guard owners.count == 1, let found = owners.first?.value.first(where: { $0.name == known }) else { return [] }
            return [(found, [])]
        }
        if path.isImplicit { return [] }
        if path.names.count == 1, let argument = scope.arguments[path.names[0]] {
            return enumValues(of: argument.expression, depth: depth + 1, scope: argument.scope)
        }
        // The type of the value: the enum the code is in (`self`), a parameter's declared
        // type, a property's.
        let type: String?
        // What the code gives the property or parameter, when it names each case it gives.
        var given: Set<String>?
        if path.names == ["self"] {
            type = SwiftDeclarations.enclosingTypes(of: place).first { declarations.enumCases[$0] != nil }
        } else if path.names.count == 1, let parameter = Self.parameterType(named: path.names[0], at: place) {
            type = parameter
            if declarations.enumCases[parameter] != nil { given = givenCases(ofParameter: path.names[0], at: place) }
        } else {
            let member = path.names.last ?? ""
            let owners = path.names.first == "self" || path.names.count == 1
                ? declarations.lineage(of: SwiftDeclarations.enclosingTypes(of: place)) : []
            let owner = owners.first { self.declarations.memberTypes["\($0).\(member)"] != nil }
            type = owner.flatMap { self.declarations.memberTypes["\($0).\(member)"] }
            if let owner, let type, declarations.enumCases[type] != nil { given = givenCases(ofProperty: member, in: owner) }
        }
        guard let type, var cases = declarations.enumCases[type] else { return [] }
        if let given { cases = cases.filter { given.contains($0.name) } }
        if path.names == ["self"], let known = scope.knownCase {
            return cases.filter { $0.name == known }.map { ($0, []) }
        }
        guard let name = scope.qualified(path.names) else { return cases.map { ($0, []) } }
        return cases.map { ($0, [ColorChoice.Condition(name: name, values: [$0.name])]) }
    }

    /// The declared type of a parameter `name` of the function or initializer around `node`.
    static func parameterType(named name: String, at node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            let parameters = parent.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? parent.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                return parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type.typeName
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}

extension CodeBlockItemListSyntax {
    /// A branch's value: its only statement or its `return`, or what its only statement sets
    /// (`color = .red`, read through a local declared without a value, see
    /// ``SwiftColorResolver/settingOnEveryPath(_:in:)``).
    var branchValue: ExprSyntax? {
        guard let value = singleValue else { return nil }
        return SwiftColorResolver.assignment(of: value)?.value ?? value
    }
}

extension SyntaxProtocol {
    /// The nearest node of a kind around this one.
    /// The name of the class, struct, enum or extended type the node is in.
    var enclosingTypeName: String? {
        var current = parent
        while let node = current {
            if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = node.as(StructDeclSyntax.self) { return type.name.text }
            if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.typeName }
            current = node.parent
        }
        return nil
    }

    func enclosing<T: SyntaxProtocol>(_ kind: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node.as(T.self) { return found }
            current = node.parent
        }
        return nil
    }
}
