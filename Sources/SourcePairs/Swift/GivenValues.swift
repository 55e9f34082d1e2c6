import SwiftSyntax

/// What the app's code gives a stored property or a parameter — the cases of an enum-typed
/// one, the colors of one read on a value of unknown type — as a compiler would find them: a property's default, what the type's own code assigns it, and
/// for what it is assigned from a parameter (`self.background = background` in an
/// initializer, `button.background = color` in a modifier-style method), the arguments every
/// call of that initializer or method passes (or the parameter's default where a call leaves it
/// out).
///
/// `BottomSheet(backgroundColor: .actionSheet)` then gives `backgroundColor` one case, not
/// every case of its enum: a view whose color is an enum value read where nothing binds it
/// (walked on its own, or through a chain of initializers) draws what the code gives it.
/// When a value is not a case the code names (`style = theme.style`, an argument computed
/// at run time), the cases cannot be listed and the caller falls back to every case.
extension SwiftColorResolver {
    /// The cases the code gives the stored property `member` of `type` (its lineage's
    /// declaration), or `nil` when some value it is given is not a case it names.
    func givenCases(ofProperty member: String, in type: String) -> Set<String>? {
        let key = "\(type).\(member)"
        if let known = declarations.givenCases[key] { return known }
        declarations.givenCases[key] = .some(nil)  // a property assigned from itself is not listed
        let found = findGivenCases(ofProperty: member, in: type)
        declarations.givenCases[key] = .some(found)
        return found
    }

    /// The cases calls pass for the parameter `name` of the function or initializer around
    /// `node`, or `nil` when some call passes what is not a case, or nothing calls it.
    func givenCases(ofParameter name: String, at node: Syntax) -> Set<String>? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return argumentCases(for: name, parameters: function.signature.parameterClause.parameters,
                                     calls: declarations.callSites(of: function.name.text))
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                guard let type = SwiftDeclarations.enclosingTypes(of: Syntax(initializer)).first else { return nil }
                return argumentCases(for: name, parameters: initializer.signature.parameterClause.parameters,
                                     calls: declarations.initializerCalls(of: type))
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    private func findGivenCases(ofProperty member: String, in type: String) -> Set<String>? {
        var found = Set<String>()
        var listed = false
        // Its default: among the typed values, or the color values when its type's name
        // mentions a color (`ColorAsset`).
        let key = "\(type).\(member)"
        for value in (declarations.typedValues[key] ?? []) + (declarations.colorValues[key] ?? []) {
            guard let known = knownCase(of: value.expression, scope: .root, depth: 0) else { return nil }
            found.insert(known)
            listed = true
        }
        var hasInitializer = false
        for part in declarations.classes[type]?.parts ?? [] {
            for item in part.members {
                if item.decl.is(InitializerDeclSyntax.self) { hasInitializer = true }
                for assignment in Self.assignments(to: member, in: Syntax(item.decl)) {
                    let value = assignment.unwrapped
                    if let known = knownCase(of: value, scope: .root, depth: 0) {
                        found.insert(known)
                    } else if let reference = value.as(DeclReferenceExprSyntax.self),
                        let given = givenCases(ofParameter: reference.baseName.text, at: Syntax(value))
                    {
                        found.formUnion(given)
                    } else {
                        return nil
                    }
                    listed = true
                }
            }
        }
        // A struct with no initializer of its own is made by its memberwise one: `Card(tone: .alert)`.
        if !hasInitializer, declarations.structs.contains(type) {
            for call in declarations.initializerCalls(of: type) {
                guard let argument = call.arguments.first(where: { $0.label?.text == member }) else { continue }
                guard let known = knownCase(of: argument.expression, scope: .root, depth: 0) else { return nil }
                found.insert(known)
                listed = true
            }
        }
        return listed ? found : nil
    }

    /// The cases the calls pass for parameter `name` (its default where a call leaves it out),
    /// or `nil` when one passes what is not a case or no call reaches it.
    private func argumentCases(for name: String, parameters: FunctionParameterListSyntax, calls: [FunctionCallExprSyntax]) -> Set<String>? {
        guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        var found = Set<String>()
        var matched = false
        for call in calls {
            guard let expression = Self.argument(for: parameter, of: parameters, in: call) else { continue }
            guard let known = knownCase(of: expression, scope: .root, depth: 0) else { return nil }
            found.insert(known)
            matched = true
        }
        return matched ? found : nil
    }

    /// The colors a stored property with a default of its own holds when every initializer of
    /// its type replaces that default with a parameter (`var headerColor: UIColor = .darkGray`,
    /// `self.headerColor = headerColor` in `init(…, headerColor: UIColor = .darkGray, …)`):
    /// what each call of those initializers passes, or the parameter's default where a call
    /// leaves it out, each known by the call that made the value. `nil` when an initializer
    /// leaves the default, assigns something else, or no call of them is found.
    func initializerGivenColors(ofProperty member: String, in type: String, dialect: Dialect, depth: Int) -> [ColorChoice]? {
        let key = "init|\(dialect)|\(type).\(member)"
        if let known = declarations.constructedColors[key] { return known.isEmpty ? nil : known }
        declarations.constructedColors[key] = []  // a property given itself is not listed
        let found = findInitializerGivenColors(ofProperty: member, in: type, dialect: dialect, depth: depth) ?? []
        declarations.constructedColors[key] = found
        return found.isEmpty ? nil : found
    }

    private func findInitializerGivenColors(ofProperty member: String, in type: String, dialect: Dialect, depth: Int) -> [ColorChoice]? {
        guard depth < Self.depthLimit, declarations.colorValues["\(type).\(member)"]?.isEmpty == false,
            Self.declaresStored(member, in: declarations.classes[type])
        else { return nil }
        var initializers: [(parameters: FunctionParameterListSyntax, parameter: FunctionParameterSyntax)] = []
        for part in declarations.classes[type]?.parts ?? [] {
            for item in part.members {
                guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { continue }
                let parameters = initializer.signature.parameterClause.parameters
                let assigned = Self.assignments(to: member, in: Syntax(initializer))
                guard assigned.count == 1, let name = assigned[0].unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
                else { return nil }
                initializers.append((parameters, parameter))
            }
        }
        guard !initializers.isEmpty else { return nil }
        var found: [ColorChoice] = []
        var matched = false
        let calls = declarations.initializerCalls(of: type)
        for (parameters, parameter) in initializers {
            for call in calls.prefix(16) {
                guard let expression = Self.argument(for: parameter, of: parameters, in: call) else { continue }
                matched = true
                let made = Self.madeAt(call)
                for color in colors(of: expression, dialect: dialect, depth: depth + 1, scope: .root) {
                    let tagged = color.adding(made)
                    if !found.contains(tagged) { found.append(tagged) }
                }
            }
        }
        return matched ? found : nil
    }

    /// What a call of a function with `parameters` gives `parameter` (its default where the
    /// call leaves it out), or `nil` when the call is not one of that function: every
    /// parameter without a default given by its label (the last ones may be trailing
    /// closures: `BottomSheet(isOpen: $open) { … }`), and no label the function lacks.
    static func argument(
        for parameter: FunctionParameterSyntax, of parameters: FunctionParameterListSyntax, in call: FunctionCallExprSyntax
    ) -> ExprSyntax? {
        let given = call.arguments.map { $0.label?.text }
        let labels = parameters.map(\.argumentLabel)
        let required = Array(parameters).filter { $0.defaultValue == nil }.map(\.argumentLabel)
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        guard given.count <= parameters.count, given.allSatisfy({ $0 == nil || labels.contains($0) }),
            required.dropLast(trailing).allSatisfy({ label in label == nil || given.contains(label) })
        else { return nil }
        let scope = EvaluationScope.root.calling(call, parameters: parameters, receiver: nil)
        return scope.arguments[(parameter.secondName ?? parameter.firstName).text]?.expression ?? parameter.defaultValue?.value
    }

    /// The colors the code gives the stored instance property `member` where it makes the
    /// types that declare one with no value of its own: the argument labeled `member` in each
    /// call of their initializers (`Palette(primary: AppColor.primary, …)`, `.init(primary: …)`
    /// where every label is one of the type's stored properties). `theme.colors.primary` on a
    /// value whose type the reader cannot tell is what the code builds it with, never a static
    /// that happens to have that name (Swift reaches a static through its type only). Empty
    /// when no such call gives a color the reader can read.
    func constructedColors(ofMember member: String, dialect: Dialect, depth: Int) -> [ColorChoice] {
        let key = "\(dialect)|\(member)"
        if let known = declarations.constructedColors[key] { return known }
        declarations.constructedColors[key] = []  // a member built from itself is not listed
        let found = findConstructedColors(ofMember: member, dialect: dialect, depth: depth)
        declarations.constructedColors[key] = found
        return found
    }

    private func findConstructedColors(ofMember member: String, dialect: Dialect, depth: Int) -> [ColorChoice] {
        let suffix = "." + member
        let owners = declarations.membersNamed(member).filter {
            declarations.colorValues["\($0)\(suffix)"] == nil && Self.declaresStored(member, in: declarations.classes[$0])
        }
        // Several types that could be the value's: not guessed.
        guard owners.count == 1 else { return [] }
        var found: [ColorChoice] = []
        for owner in owners {
            let stored = declarations.members(of: owner)
            let calls = declarations.initializerCalls(of: owner) + declarations.callSites(of: "init").filter { call in
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil
                    && call.arguments.allSatisfy { $0.label.map { stored.contains($0.text) } ?? false }
            }
            for call in calls.prefix(16) {
                guard let argument = call.arguments.first(where: { $0.label?.text == member }) else { continue }
                // One a call gives that cannot be read (a user's own color) is left out: the
                // others are drawn where the code builds the value with them. Each is known by
                // the call that made it, so two members of one value pair call by call (a
                // theme's text over that theme's background, not another theme's).
                let made = Self.madeAt(call)
                for color in colors(of: argument.expression, dialect: dialect, depth: depth + 1, scope: .root) {
                    let tagged = color.adding(made)
                    if !found.contains(tagged) { found.append(tagged) }
                }
            }
        }
        return found
    }

    /// Whether a type declares `member` as a stored instance property (no getter, not static).
    static func declaresStored(_ member: String, in type: SwiftDeclarations.ClassType?) -> Bool {
        for part in type?.parts ?? [] {
            for item in part.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member {
                    return binding.accessorBlock == nil
                }
            }
        }
        return false
    }

    /// The values assigned to `member` in a declaration: `member = x`, `self.member = x`, and
    /// `copy.member = x` (a modifier-style method's copy of `self`).
    static func assignments(to member: String, in declaration: Syntax) -> [ExprSyntax] {
        final class Finder: SyntaxVisitor {
            let member: String
            var values: [ExprSyntax] = []
            init(member: String) {
                self.member = member
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                if node.operator.is(AssignmentExprSyntax.self), node.leftOperand.lastName == member,
                    node.leftOperand.is(DeclReferenceExprSyntax.self) || node.leftOperand.is(MemberAccessExprSyntax.self)
                {
                    values.append(node.rightOperand)
                }
                return .visitChildren
            }
        }
        let finder = Finder(member: member)
        finder.walk(declaration)
        return finder.values
    }
}
