import AdaptedSystemUI
import AuditInputs
import ColorScience
import SwiftSyntax

/// Reads the color an expression stands for, following the app's own constants, wrappers
/// and enums across files.
///
/// It reads: `Color("Name")` (any `bundle:`), `UIColor(named:)`, `NSColor(named:)`,
/// `Color(.name)` and `ColorResource` (`Color(resource:)`), Xcode's generated asset symbols
/// (`Color.name`, `.name`, `UIColor.name`, `NSColor.name`), SwiftGen's
/// `Asset.Colors.name.color`/`.swiftUIColor` and R.swift's `R.color.name()`,
/// `Color(uiColor:)`/`Color(nsColor:)`, system colors (SwiftUI's `.primary`, `.secondary`,
/// `.red`…, UIKit's and AppKit's names), values written in the code (`red:green:blue:`,
/// `white:`, `#colorLiteral`, `hex:`), `.opacity(x)` and `withAlphaComponent(x)`, `.cgColor`,
/// `a ?? b`, and `colorScheme == .dark ? a : b` (one color per appearance).
struct SwiftColorResolver {
    /// Which framework's spelling an implicit `.name` is read in.
    enum Dialect {
        case swiftUI, uiKit, appKit

        /// The color type a color is written as in this dialect.
        var colorType: String {
            switch self {
            case .swiftUI: "Color"
            case .uiKit: "UIColor"
            case .appKit: "NSColor"
            }
        }
    }

    let declarations: SwiftDeclarations
    /// The catalog's color names, and the names Xcode's and SwiftGen's generated symbols give
    /// them (`AccentColor` → `accent`, `accentColor`).
    let catalog: CatalogNames
    let systemColors: AssetCatalog.Options
    /// Whether reachable code names an identifier outside a pattern (``TypeReferences/names(_:)``):
    /// a case of the app's enum that it never names is never made, and a `switch` clause for
    /// it chooses nothing drawn.
    var isNamed: (String) -> Bool = { _ in true }
    /// Whether reachable code makes an enum case of that name (``TypeReferences/namesCase(_:)``).
    var makesCase: (String) -> Bool = { _ in true }
    /// The app's Objective-C color methods as Swift sees them (`+[UIColor appInkColor]` is
    /// `UIColor.appInk()`), by Swift name: their colors.
    var objectiveCColors: [String: [ColorChoice]] = [:]

    /// SwiftUI's colors and the UIKit colors they are (Apple's documentation of `Color`:
    /// `primary`, `secondary` are the label colors; the named colors are the system colors).
    /// SwiftUI `Color`'s own static colors (Apple, SwiftUI `Color`: "Getting standard
    /// colors"): an app's asset symbol never takes these names.
    static let swiftUIColorMembers: Set<String> = [
        "primary", "secondary", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "gray", "white", "black", "clear", "accentColor",
    ]

    static let swiftUISystemNames: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel",
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "white": "white", "black": "black", "clear": "clear",
        "background": "systemBackground", "accentColor": "systemBlue", "accent": "systemBlue",
        "secondarySystemBackground": "secondarySystemBackground",
    ]

    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "SwiftUI.Color", "UIKit.UIColor", "AppKit.NSColor"]

    /// The colors an expression stands for (several for a choice between colors); empty when
    /// it is not a color the resolver can read. `scope` is what is known where a followed
    /// declaration is read (its receiver, its case, its parameters).
    func colors(of expression: ExprSyntax, dialect: Dialect, depth: Int = 0, scope: EvaluationScope = .root) -> [ColorChoice] {
        if depth == 0 { budget.start() }
        guard depth < Self.depthLimit, budget.spend() else { return [] }
        let found = evaluate(expression, dialect: dialect, depth: depth, scope: scope)
        // A choice among more colors than a person could review is not read.
        return found.count <= Self.choiceLimit ? found : []
    }

    private func evaluate(_ expression: ExprSyntax, dialect: Dialect, depth: Int, scope: EvaluationScope) -> [ColorChoice] {
        let expression = expression.unwrapped
        // `Color.accentColor` under an ancestor's `.accentColor(x)`: that color.
        if let accent = scope.accent, dialect == .swiftUI, let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "accentColor", member.base == nil || member.base?.dottedName == "Color"
        {
            return accent
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return branches(
                condition: ternary.condition,
                then: colors(of: ternary.thenExpression, dialect: dialect, depth: depth + 1, scope: scope),
                otherwise: colors(of: ternary.elseExpression, dialect: dialect, depth: depth + 1, scope: scope), scope: scope)
        }
        if let branch = expression.as(IfExprSyntax.self) {
            return colors(ofIf: branch, dialect: dialect, depth: depth, scope: scope)
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return colors(ofSwitch: choice, dialect: dialect, depth: depth, scope: scope)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            let left = colors(of: infix.leftOperand, dialect: dialect, depth: depth + 1, scope: scope)
            if left.isEmpty {
                // `tag.color ?? .gray`: the first is not read (a model's); the fallback is drawn
                // only where it is missing — everywhere, where nothing gives it a value.
                let fallback = colors(of: infix.rightOperand, dialect: dialect, depth: depth + 1, scope: scope)
                if isKnownMissing(infix.leftOperand, scope: scope) { return fallback }
                let missing = ColorChoice.Condition(
                    name: ColorChoice.Condition.fallbackPrefix + infix.leftOperand.tokens(viewMode: .sourceAccurate).map(\.text).joined(), holds: true)
                return fallback.map { $0.adding(missing) }
            }
            // A name built from a value read at run time (`"\(theme)_text"`) may name no color the
            // catalog has: then the fallback is drawn, for every other value of it.
            var unread: [String: Set<String>] = [:]
            for condition in left.flatMap(\.conditions) where condition.name.hasPrefix(Self.unknownValuePrefix) && !condition.isComplement {
                unread[condition.name, default: []].formUnion(condition.values)
            }
            guard !unread.isEmpty else { return left }
            let fallback = colors(of: infix.rightOperand, dialect: dialect, depth: depth + 1, scope: scope).map { choice in
                unread.sorted { $0.key < $1.key }.reduce(choice) { $0.adding(ColorChoice.Condition(name: $1.key, values: $1.value, isComplement: true)) }
            }
            return left + fallback
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return fixed(red: macro.arguments.first { $0.label?.text == "red" }?.expression,
                green: macro.arguments.first { $0.label?.text == "green" }?.expression,
                blue: macro.arguments.first { $0.label?.text == "blue" }?.expression,
                alpha: macro.arguments.first { $0.label?.text == "alpha" }?.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return colors(ofCall: call, dialect: dialect, depth: depth, scope: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return colors(ofMember: member, dialect: dialect, depth: depth, scope: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return declared(reference.baseName.text, at: reference, dialect: dialect, depth: depth, scope: scope)
        }
        return []
    }

    /// How deep the resolver follows declarations, calls and branches from one expression.
    static let depthLimit = 12
    /// At most this many colors come from one expression (the cases of a style, the names an
    /// enum builds); more is not read.
    static let choiceLimit = 64

    /// Steps (expressions read) one color expression may take, with everything it follows;
    /// beyond it the expression is not read. Shared by the calls one expression makes.
    final class Budget {
        static let limit = 4_000
        private(set) var steps = 0

        func start() { steps = 0 }

        func spend() -> Bool {
            steps += 1
            return steps <= Self.limit
        }
    }

    let budget = Budget()

    /// The colors of a choice by a condition: per appearance (`colorScheme == .dark`), or by
    /// a named state, each branch keeping which it is, so that a foreground and a background
    /// chosen by the same state pair branch to branch. `#available` is read in ``colors(ofIf:dialect:depth:scope:)``.
    func branches(condition: ExprSyntax, then: [ColorChoice], otherwise: [ColorChoice], scope: EvaluationScope) -> [ColorChoice] {
        // `style == .primary` with `style` given `.primary` (or `.secondary`) by the call read.
        if let holds = Self.knownComparison(condition, scope: scope) { return holds ? then : otherwise }
        if let style = Self.schemeCondition(condition) {
            return then.map { ColorChoice($0.color, style: $0.style ?? style, conditions: $0.conditions) }
                + otherwise.map { ColorChoice($0.color, style: $0.style ?? style.opposite, conditions: $0.conditions) }
        }
        guard let (name, negated) = state(of: condition, scope: scope) else { return then + otherwise }
        var thenConditions = [ColorChoice.Condition(name: name, holds: !negated)]
        var otherwiseConditions = [ColorChoice.Condition(name: name, holds: negated)]
        // `a || !b` is false only where `a` is false and `b` true; `a && b` true only where both
        // are: there, each state has its own value too (and pairs with what it chooses alone).
        if !negated, let infix = condition.unwrapped.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, symbol == "||" || symbol == "&&"
        {
            let operands = [infix.leftOperand, infix.rightOperand].compactMap { Self.namedState($0, scope: scope) }
            if operands.count == 2, !operands.contains(where: { $0.0.contains("||") || $0.0.contains("&&") }) {
                if symbol == "||" {
                    otherwiseConditions += operands.map { ColorChoice.Condition(name: $0.0, holds: $0.1) }
                } else {
                    thenConditions += operands.map { ColorChoice.Condition(name: $0.0, holds: !$0.1) }
                }
            }
        }
        return then.map { choice in thenConditions.reduce(choice) { $0.adding($1) } }
            + otherwise.map { choice in otherwiseConditions.reduce(choice) { $0.adding($1) } }
    }

    /// Whether an optional value is known to be missing where it is read: a name bound to
    /// `nil`, or an optional stored property of the type the code is in that has no value of
    /// its own and that the use site does not give one (`var color: Binding<Color>?` in
    /// `color?.wrappedValue ?? theme.text`).
    func isKnownMissing(_ expression: ExprSyntax, scope: EvaluationScope) -> Bool {
        // Down to the chain's first name: `color?.wrappedValue` → `color`, `self.color` → `color`.
        var node = expression.unwrapped
        while let member = node.as(MemberAccessExprSyntax.self), let base = member.base,
            base.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
        {
            node = base.unwrapped
        }
        let name: String
        if let member = node.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = node.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return false
        }
        // (Given as another name the caller binds: `CFont(color: color)` in `func customFont(color:
        // Binding<Color>? = nil)`.)
        if let argument = scope.arguments[name] {
            let given = argument.expression.unwrapped
            if given.is(NilLiteralExprSyntax.self) { return true }
            guard let reference = given.as(DeclReferenceExprSyntax.self), argument.scope.arguments[reference.baseName.text] != nil else { return false }
            return isKnownMissing(given, scope: argument.scope)
        }
        guard let type = SwiftDeclarations.enclosingTypes(of: expression).first else { return false }
        return declarations.isUnsetOptional(name, of: type)
    }

    /// The state a condition names, as the use site names it: a Boolean state (`isOn`,
    /// `!isOn`) or a comparison (``comparison(_:scope:)``); `nil` for any other condition.
    func state(of condition: ExprSyntax, scope: EvaluationScope) -> (String, negated: Bool)? {
        Self.namedState(condition, scope: scope) ?? comparison(condition, scope: scope)
    }

    /// A Boolean state as the use site names it. One it cannot name (a parameter bound to a
    /// call's result) keeps its own name: the foreground and the background one view chooses
    /// by it still pair branch to branch.
    private static func namedState(_ condition: ExprSyntax, scope: EvaluationScope) -> (String, negated: Bool)? {
        stateCondition(condition).map { state, negated in
            (scope.qualified(state.split(separator: ".").map(String.init)) ?? "?" + state, negated)
        }
    }

    /// A parameter compared with a case (`style == .primary`, `.primary != style`) where the
    /// call read gives the parameter a case: whether it holds; `nil` when that is not known.
    static func knownComparison(_ condition: ExprSyntax, scope: EvaluationScope) -> Bool? {
        guard let infix = condition.unwrapped.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(symbol)
        else { return nil }
        func implicitCase(_ expression: ExprSyntax) -> String? {
            guard let member = expression.unwrapped.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return member.declName.baseName.text
        }
        func given(_ expression: ExprSyntax) -> String? {
            guard let name = expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = scope.arguments[name] else { return nil }
            return implicitCase(argument.expression)
        }
        let left = infix.leftOperand, right = infix.rightOperand
        guard let (value, literal) = given(left).flatMap({ value in implicitCase(right).map { (value, $0) } })
            ?? given(right).flatMap({ value in implicitCase(left).map { (value, $0) } })
        else { return nil }
        return (value == literal) == (symbol == "==")
    }

    /// A comparison of two names as a state (`frequency == selectedFrequency`, each side
    /// named as the use site names it), so that a foreground and a background chosen by the
    /// same comparison pair branch to branch. An ordering compares a name with a name or a
    /// number, and is one state whichever way it is written: `streak < oneWeek`, `oneWeek >
    /// streak` and `streak >= oneWeek` (its negation) choose the same branches.
    func comparison(_ condition: ExprSyntax, scope: EvaluationScope) -> (String, negated: Bool)? {
        guard let infix = condition.unwrapped.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return nil }
        func named(_ side: ExprSyntax) -> String? {
            guard let path = side.namePath else { return nil }
            return path.isImplicit ? "." + path.names.joined(separator: ".") : scope.qualified(path.names)
        }
        switch symbol {
        case "==", "!=":
            let sides = [infix.leftOperand, infix.rightOperand].compactMap(named)
            guard sides.count == 2 else { return nil }
            return (sides.sorted().joined(separator: " == "), symbol == "!=")
        case "<", ">", "<=", ">=":
            func operand(_ side: ExprSyntax) -> String? {
                let side = side.unwrapped
                if let integer = side.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
                if let float = side.as(FloatLiteralExprSyntax.self) { return float.literal.text }
                return named(side).flatMap { $0.hasPrefix(".") ? nil : $0 }
            }
            guard let left = operand(infix.leftOperand), let right = operand(infix.rightOperand),
                [left, right].contains(where: { $0.first?.isNumber == false })
            else { return nil }
            // Each as `a < b`: `a > b` is `b < a`; `a >= b` is not `a < b`; `a <= b` is not `b < a`.
            switch symbol {
            case "<": return ("\(left) < \(right)", false)
            case ">": return ("\(right) < \(left)", false)
            case ">=": return ("\(left) < \(right)", true)
            default: return ("\(right) < \(left)", true)
            }
        default:
            return nil
        }
    }

    /// A condition that names a state: `isEnabled` → (`isEnabled`, false); `!isOn` → (`isOn`, true).
    static func stateCondition(_ condition: ExprSyntax) -> (String, negated: Bool)? {
        let condition = condition.unwrapped
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return stateCondition(prefix.expression).map { ($0.0, !$0.negated) }
        }
        // `isOn == true`, `isOn != false`: the state itself; `isOn == false`: its negation.
        if let infix = condition.as(InfixOperatorExprSyntax.self), let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            symbol == "==" || symbol == "!="
        {
            for (state, literal) in [(infix.leftOperand, infix.rightOperand), (infix.rightOperand, infix.leftOperand)] {
                guard let value = literal.unwrapped.as(BooleanLiteralExprSyntax.self) else { continue }
                let holds = (value.literal.tokenKind == .keyword(.true)) == (symbol == "==")
                return stateCondition(state).map { ($0.0, $0.negated == holds) }
            }
        }
        // `isValid()`: a call with no arguments reads the same state wherever one view asks it.
        let named = condition.as(FunctionCallExprSyntax.self).flatMap { call in
            call.arguments.isEmpty && call.trailingClosure == nil ? call.calledExpression.dottedName.map { $0 + "()" } : nil
        } ?? condition.dottedName ?? stateExpression(condition)
        guard let name = named, !name.hasPrefix(".") else { return nil }
        return (name.hasPrefix("self.") ? String(name.dropFirst(5)) : name, false)
    }

    /// A condition that joins states and comparisons with `&&` or `||` (`isDouble ||
    /// hasOffset`, `mode == .edit && isOn`): the same state wherever a view asks it, known
    /// by its tokens.
    private static func stateExpression(_ condition: ExprSyntax) -> String? {
        func isState(_ expression: ExprSyntax) -> Bool {
            let expression = expression.unwrapped
            if let infix = expression.as(InfixOperatorExprSyntax.self) {
                guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                    ["&&", "||", "==", "!="].contains(symbol)
                else { return false }
                return isState(infix.leftOperand) && isState(infix.rightOperand)
            }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" && isState(prefix.expression) }
            return expression.dottedName != nil || expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
                || expression.is(NilLiteralExprSyntax.self)
        }
        // A comparison alone is read by ``comparison(_:scope:)``, each side as the use site names it.
        guard let top = condition.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            top == "&&" || top == "||", isState(condition)
        else { return nil }
        return condition.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
    }

    /// `colorScheme == .dark`, `traits.userInterfaceStyle == .dark`,
    /// `appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua`, a flag named for it
    /// (`isDarkMode`) → dark; `!= .dark`, `== .light`, `== .aqua` → light.
    static func schemeCondition(_ condition: ExprSyntax) -> AppearanceLock.Style? {
        let condition = condition.unwrapped
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return schemeCondition(prefix.expression)?.opposite
        }
        if let last = condition.namePath?.names.last, darkFlags.contains(last.lowercased()) { return .dark }
        guard let infix = condition.as(InfixOperatorExprSyntax.self),
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(symbol)
        else { return nil }
        let sides = [infix.leftOperand, infix.rightOperand]
        let identifiers = sides.flatMap { side in
            side.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            }
        }
        guard identifiers.contains(where: { $0.lowercased().contains("colorscheme") || ["userInterfaceStyle", "appearance", "effectiveAppearance", "bestMatch"].contains($0) })
        else { return nil }
        let lasts = sides.compactMap { $0.namePath?.names.last }
        let style: AppearanceLock.Style
        if lasts.contains(where: darkNames.contains) {
            style = .dark
        } else if lasts.contains(where: lightNames.contains) {
            style = .light
        } else {
            return nil
        }
        return symbol == "==" ? style : style.opposite
    }

    /// The names of the dark and light appearances: SwiftUI's `ColorScheme` and UIKit's
    /// `UIUserInterfaceStyle` (`dark`, `light`), AppKit's `NSAppearance.Name`s.
    static let darkNames: Set<String> = ["dark", "darkAqua", "vibrantDark", "accessibilityHighContrastDarkAqua", "accessibilityHighContrastVibrantDark"]
    static let lightNames: Set<String> = ["light", "aqua", "vibrantLight", "accessibilityHighContrastAqua", "accessibilityHighContrastVibrantLight"]
    /// Flags an app names for the dark appearance (`traitCollection.isDarkMode`, `colorScheme.isDark`).
    static let darkFlags: Set<String> = ["isdark", "isdarkmode", "isdarkappearance", "isdarkinterface", "isdarkstyle", "darkmode"]

    private func colors(ofCall call: FunctionCallExprSyntax, dialect: Dialect, depth: Int, scope: EvaluationScope) -> [ColorChoice] {
        let callee = call.calledExpression.unwrapped
        // Modifiers on a color: opacity, alpha, and those that keep the color.
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            switch name {
            case "opacity", "withAlphaComponent", "withOpacity", "copy":
                // `.opacity(isValid ? 1 : 0.1)`: the color at each opacity, in its branch.
                if let ternary = (call.argument("alpha") ?? call.arguments.first?.expression)?.unwrapped.as(TernaryExprSyntax.self),
                    let then = ternary.thenExpression.numberValue, let otherwise = ternary.elseExpression.numberValue,
                    then != 0, otherwise != 0, then != otherwise
                {
                    let base = colors(of: base, dialect: dialect, depth: depth + 1, scope: scope)
                    return branches(
                        condition: ternary.condition,
                        then: base.map { $0.replacing($0.color.applying(opacity: then)) },
                        otherwise: base.map { $0.replacing($0.color.applying(opacity: otherwise)) }, scope: scope)
                }
                guard let opacity = (call.argument("alpha") ?? call.arguments.first?.expression).flatMap(Opacity.init) else {
                    return name == "copy" ? colors(of: base, dialect: dialect, depth: depth + 1, scope: scope) : []
                }
                // `.opacity(selected ? 0 : 0.2)`: seen in one state only, and known as that state.
                return colors(of: base, dialect: dialect, depth: depth + 1, scope: scope).map { choice in
                    let choice = choice.replacing(choice.color.applying(opacity: opacity.value))
                    guard choice.conditions.isEmpty, let shown = opacity.shownWhen else { return choice }
                    return choice.adding(scope.qualified(shown))
                }
            case "resolve", "resolvedColor", "usingColorSpace":
                return colors(of: base, dialect: dialect, depth: depth + 1, scope: scope)
            case "constant" where base.dottedName == "Binding":
                return call.arguments.first.map { colors(of: $0.expression, dialect: dialect, depth: depth + 1, scope: scope) } ?? []
            default:
                break
            }
            // `R.color.ink()`: R.swift's generated accessors.
            if base.namePath?.names.suffix(2) == ["R", "color"], let name = catalog.name(forSymbol: name) {
                return [ColorChoice(ColorReference(.named(name)))]
            }
        }
        // `.constant(color)`: a binding that holds a color.
        if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "constant",
            let value = call.arguments.first?.expression
        {
            return colors(of: value, dialect: dialect, depth: depth + 1, scope: scope)
        }
        let typeName = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? (callee.is(MemberAccessExprSyntax.self) ? callee.dottedName : nil)
        if let typeName, ["self.init", ".init", "Self.init", "Self"].contains(typeName) {
            // An initializer of the app's own (`self.init { traits in … }`) in the type it extends.
            return colors(ofInitializer: call, type: nil, dialect: dialect, depth: depth, scope: scope)
        }
        if let typeName, Self.colorTypes.contains(typeName) || typeName.hasSuffix(".init") {
            let dialect: Dialect = typeName.contains("UIColor") ? .uiKit : typeName.contains("NSColor") ? .appKit : .swiftUI
            let type = typeName.hasSuffix(".init") ? String(typeName.dropLast(5)) : typeName
            return colors(ofInitializer: call, type: type.split(separator: ".").last.map(String.init), dialect: dialect, depth: depth, scope: scope)
        }
        if let typeName, typeName == "CGColor" || typeName == "CGColor.init" {
            return []
        }
        // A function of the app that returns a color (a call is never a property of the same
        // name: `.background(…)` is not the app's `Color.background`), read with its
        // parameters standing for the call's arguments.
        if let name = callee.lastName {
            let functions = (callee.dottedName.flatMap { declaredValues($0, at: call, ownFirst: callee.is(DeclReferenceExprSyntax.self)) }
                ?? declaredValues(name, at: call))?
                .filter(\.isFunction)
            if let functions, !functions.isEmpty {
                let base = callee.as(MemberAccessExprSyntax.self)?.base
                for function in functions {
                    guard let declaration = function.expression.enclosing(FunctionDeclSyntax.self) else { continue }
                    let inner = scope.calling(call, parameters: declaration.signature.parameterClause.parameters, receiver: base)
                    let choices = colors(of: function.expression, dialect: dialect, depth: depth + 1, scope: inner)
                    if !choices.isEmpty { return choices }
                }
            }
            // An Objective-C category's class method: `UIColor.appInk()`, `.appInk()`.
            let base = callee.as(MemberAccessExprSyntax.self)?.base?.dottedName
            if call.arguments.isEmpty, base == nil || ["UIColor", "NSColor", "UIKit.UIColor", "AppKit.NSColor"].contains(base ?? ""),
                let bridged = objectiveCColors[name]
            {
                return bridged
            }
        }
        return []
    }

    /// A color's initializer: the app's own (by its labels), a trait or appearance closure,
    /// a name, a resource, another color, or a value. `type` is `nil` for `self.init`.
    private func colors(
        ofInitializer call: FunctionCallExprSyntax, type: String?, dialect: Dialect, depth: Int, scope: EvaluationScope
    ) -> [ColorChoice] {
        let labels = call.arguments.map { $0.label?.text }
        let key = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        for owner in type.map({ [$0] }) ?? ["Color", "UIColor", "NSColor"] {
            for initializer in declarations.initializers[owner + key] ?? [] {
                guard let declaration = initializer.expression.enclosing(InitializerDeclSyntax.self) else { continue }
                let inner = scope.calling(call, parameters: declaration.signature.parameterClause.parameters, receiver: nil)
                let ownerDialect: Dialect = owner == "UIColor" ? .uiKit : owner == "NSColor" ? .appKit : .swiftUI
                let choices = colors(of: initializer.expression, dialect: ownerDialect, depth: depth + 1, scope: inner)
                if !choices.isEmpty { return choices }
            }
        }
        // `UIColor { traits in … }`, `UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`:
        // the colors each appearance's branch returns.
        if let closure = (call.trailingClosure.map(ExprSyntax.init) ?? call.argument("dynamicProvider"))?.unwrapped.as(ClosureExprSyntax.self),
            let value = closure.statements.singleValue
        {
            return colors(of: value, dialect: dialect, depth: depth + 1, scope: scope)
        }
        if let first = call.arguments.first {
            let label = first.label?.text
            // SwiftGen's `UIColor(asset: Asset.Colors.ink)` (its own initializer, or the app's):
            // the name the asset is made with.
            if label == "asset", call.arguments.count == 1,
                let name = assetName(of: first.expression, at: call)
                    ?? Self.generatedPath(first.expression).flatMap(catalog.name(forPath:))
            {
                return [ColorChoice(ColorReference(.named(name)))]
            }
            if label == nil || label == "named" || label == "name" {
                if let name = first.expression.stringValue {
                    return [ColorChoice(ColorReference(.named(name)))]
                }
                // `NSColor(named: NSColor.Name("Ink"))`
                if let made = first.expression.unwrapped.as(FunctionCallExprSyntax.self), made.calleeName == "Name",
                    let name = made.arguments.first?.expression.stringValue
                {
                    return [ColorChoice(ColorReference(.named(name)))]
                }
                // `NSColor(named: .ink)` with `extension NSColor.Name { static let ink = NSColor.Name("Ink") }`
                if label != nil, let member = first.expression.unwrapped.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text != "rawValue",
                    let name = (member.base == nil ? nil : ExprSyntax(member).dottedName).flatMap(declarations.colorName)
                        ?? declarations.colorName(member.declName.baseName.text)
                {
                    return [ColorChoice(ColorReference(.named(name)))]
                }
                // `UIColor(named: inkColorName)` with `let inkColorName = "Ink"`.
                if label != nil, let reference = first.expression.unwrapped.as(DeclReferenceExprSyntax.self),
                    let name = declarations.values(named: reference.baseName.text, at: reference)?.lazy.compactMap({ $0.expression.stringValue }).first
                {
                    return [ColorChoice(ColorReference(.named(name)))]
                }
                // `UIColor(named: Palette.ink.rawValue)`
                if let member = first.expression.unwrapped.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "rawValue", let base = member.base
                {
                    let key = base.namePath?.names.joined(separator: ".")
                    if let raw = key.flatMap({ declarations.rawValues[$0] }) ?? base.lastName.flatMap({ declarations.rawValues[$0] }) {
                        return [ColorChoice(ColorReference(.named(raw)))]
                    }
                }
                // A name built from values the code can list (`"\(theme.rawValue)Text"`,
                // `prefix + name` with `prefix = highContrast ? "Strong" : ""`): every catalog
                // name it can produce, each known by the case or state that produces it.
                let built = Self.matching(names(of: first.expression, depth: depth + 1, scope: scope), in: catalog.names)
                if !built.isEmpty {
                    return built.map { ColorChoice(ColorReference(.named($0.text)), conditions: $0.conditions) }
                }
            }
            // `Color(.Text.primary)`: Xcode's symbol for a color in a namespace folder (`Text/primary`).
            if label == "resource" || label == nil, let path = first.expression.namePath, path.names.count >= 2,
                path.isImplicit || path.names.first == "ColorResource",
                let catalogName = catalog.name(forPath: Array(path.names.drop { $0 == "ColorResource" }))
            {
                return [ColorChoice(ColorReference(.named(catalogName)))]
            }
            if label == "resource" || label == nil, let member = first.expression.unwrapped.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.dottedName == "ColorResource"
            {
                // `Color(.ink)`: a ColorResource, or a UIKit color (`Color(.systemBackground)`).
                let name = member.declName.baseName.text
                if let catalogName = catalog.name(forSymbol: name) { return [ColorChoice(ColorReference(.named(catalogName)))] }
                if let system = system(name, dialect: .uiKit) { return [system] }
                return colors(of: first.expression, dialect: .uiKit, depth: depth + 1, scope: scope)
            }
            if label == "uiColor" || label == "nsColor" || label == "cgColor" || (label == nil && labels.count == 1) {
                let inner: Dialect = label == "nsColor" ? .appKit : label == "uiColor" ? .uiKit : dialect
                return colors(of: first.expression, dialect: inner, depth: depth + 1, scope: scope)
            }
            if label == "hex" || label == "hexString" || label == "rgb", let value = Self.hexColor(first.expression) {
                let alpha = (call.argument("alpha") ?? call.argument("opacity")).flatMap(\.numberValue) ?? 1
                return [ColorChoice(ColorReference(.fixed(value), opacity: alpha))]
            }
            if label == "white" {
                guard let white = first.expression.numberValue else { return [] }
                let alpha = (call.argument("alpha") ?? call.argument("opacity")).flatMap(\.numberValue) ?? 1
                guard let color = try? SRGB(white: min(max(white, 0), 1)) else { return [] }
                return [ColorChoice(ColorReference(.fixed(color), opacity: alpha))]
            }
        }
        if labels.contains("red") {
            return fixed(red: call.argument("red"), green: call.argument("green"), blue: call.argument("blue"),
                alpha: call.argument("alpha") ?? call.argument("opacity"))
        }
        return []
    }

    /// `red:green:blue:` with number literals (`0...1`, or `0...255` when any exceeds 1 and
    /// the code divides by nothing — a common wrapper), as sRGB.
    private func fixed(red: ExprSyntax?, green: ExprSyntax?, blue: ExprSyntax?, alpha: ExprSyntax?) -> [ColorChoice] {
        guard let red = red?.numberValue, let green = green?.numberValue, let blue = blue?.numberValue else { return [] }
        let alpha = alpha?.numberValue ?? 1
        let scale = max(red, green, blue) > 1 ? 255.0 : 1
        guard let color = try? SRGB(red: min(max(red / scale, 0), 1), green: min(max(green / scale, 0), 1),
            blue: min(max(blue / scale, 0), 1))
        else { return [] }
        return [ColorChoice(ColorReference(.fixed(color), opacity: min(max(alpha, 0), 1)))]
    }

    /// `"#1A2B3C"`, `"1A2B3C"`, `0x1A2B3C`.
    static func hexColor(_ expression: ExprSyntax) -> SRGB? {
        if let text = expression.stringValue {
            var digits = Substring(text)
            if digits.hasPrefix("#") { digits = digits.dropFirst() }
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            return try? SRGB(rgb: value)
        }
        if let integer = expression.unwrapped.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x"),
            let value = UInt32(integer.literal.text.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16),
            value <= 0xFF_FFFF
        {
            return try? SRGB(rgb: value)
        }
        return nil
    }

    private func colors(ofMember member: MemberAccessExprSyntax, dialect: Dialect, depth: Int, scope: EvaluationScope) -> [ColorChoice] {
        let name = member.declName.baseName.text
        guard let base = member.base?.unwrapped else {
            // `.name` where a color is expected: SwiftUI's own colors first (Xcode generates
            // no asset symbol that collides with one: `SecondaryColor` is not `.secondary`).
            // (Unless the app declares its own of that name, which its code then means, as
            // `Color.primary` does.)
            if dialect == .swiftUI, Self.swiftUIColorMembers.contains(name), declaredValues("Color.\(name)", at: member) == nil,
                let system = system(name, dialect: dialect)
            {
                return [system]
            }
            // A member of the color type the code expects (`extension UIColor { static let ink }`)
            // first, as the compiler looks it up; then another type's static of that name,
            // never the declaration the code is in (`static let ink: UIColor = .ink`).
            let expected: [String] = switch dialect {
            case .swiftUI: ["Color", "ShapeStyle", "SwiftUI.Color"]
            case .uiKit: ["UIColor", "UIKit.UIColor"]
            case .appKit: ["NSColor", "AppKit.NSColor"]
            }
            let inner = scope.entering(receiver: nil, knownCase: nil)
            for type in expected {
                if let found = declaredValues("\(type).\(name)", at: member) { return resolve(found, dialect: dialect, depth: depth, scope: inner) }
            }
            // The color type's own (`.white`), as the compiler finds it: not another type's
            // static of that name (`Text.white` in a theme that wraps `UIColor.white`).
            if let system = system(name, dialect: dialect) { return [system] }
            if let found = declaredStatic(name, at: member) { return resolve(found, dialect: dialect, depth: depth, scope: inner) }
            if let bridged = objectiveCColors[name], dialect != .swiftUI { return bridged }
            if let catalogName = catalog.name(forSymbol: name) { return [ColorChoice(ColorReference(.named(catalogName)))] }
            return system(name, dialect: dialect).map { [$0] } ?? []
        }
        switch name {
        case "wrappedValue":
            // A binding's color (`color?.wrappedValue`).
            return colors(of: base, dialect: dialect, depth: depth + 1, scope: scope)
        case "cgColor", "color", "swiftUIColor", "uiColor", "nsColor", "resolvedColor":
            // `x.cgColor`; SwiftGen's `Asset.Colors.ink.color` (the asset is the base's last name).
            let inner = colors(of: base, dialect: dialect == .swiftUI && name == "uiColor" ? .uiKit : dialect, depth: depth + 1, scope: scope)
            if !inner.isEmpty { return inner }
            // Only under a generated namespace: `viewModel.backgroundColor.cgColor` names no asset.
            if let parts = Self.generatedPath(base), let catalogName = catalog.name(forPath: parts) {
                return [ColorChoice(ColorReference(.named(catalogName)))]
            }
            // A generated accessor of another naming (Tuist's `UIAsset.fontPrimary.swiftUIColor`,
            // `static let fontPrimary = UIColors(name: "font.primary")`): the name it is made with.
            if let catalogName = assetName(of: base, at: member) { return [ColorChoice(ColorReference(.named(catalogName)))] }
            // Else a member of the app's of that name (`style.color`), read below.
        default:
            break
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            // `self.ink`: a member of the type the code is in.
            return declared(name, at: member, dialect: dialect, depth: depth, scope: scope)
        }
        // A member given where the value is made (`style.titleColor` with `style` bound to
        // `Constants.itemStyle = Style(titleColor: ink, …)`).
        if let given = constructedMember(name, of: base, at: member, dialect: dialect, depth: depth + 1, scope: scope) { return given }
        // What the member is read in: `base` is its `self`, and may be a known case
        // (`Style.primary.labelColor`, `.primary` bound to a parameter).
        let inner = scope.entering(receiver: base, knownCase: knownCase(of: base, scope: scope, depth: depth))
        // A base that is not a chain of names (a call, a subscript's result) names no declaration.
        let baseText = base.dottedName ?? ""
        if !baseText.isEmpty, let found = declaredValues("\(baseText).\(name)", at: member) {
            return resolve(found, dialect: dialect, depth: depth, scope: inner)
        }
        // `.app.ink` where a color is expected: a type nested in the color type's extension.
        if baseText.hasPrefix("."), let found = declaredValues("\(dialect.colorType)\(baseText).\(name)", at: member) {
            return resolve(found, dialect: dialect, depth: depth, scope: inner)
        }
        if Self.colorTypes.contains(baseText) {
            let dialect: Dialect = baseText.contains("UIColor") ? .uiKit : baseText.contains("NSColor") ? .appKit : .swiftUI
            if dialect == .swiftUI, Self.swiftUIColorMembers.contains(name), let system = system(name, dialect: dialect) { return [system] }
            if let found = declaredStatic(name, at: member) { return resolve(found, dialect: dialect, depth: depth, scope: inner) }
            if let bridged = objectiveCColors[name], dialect != .swiftUI { return bridged }
            // `UIColor.orange` is UIKit's own, beside a catalog's `Orange`: Xcode generates no
            // symbol that would collide with one of the type's members; `NSColor.textBackgroundColor`
            // is AppKit's.
            if dialect != .swiftUI, let system = system(name, dialect: dialect) { return [system] }
            if let catalogName = catalog.name(forSymbol: name) { return [ColorChoice(ColorReference(.named(catalogName)))] }
            return system(name, dialect: dialect).map { [$0] } ?? []
        }
        if baseText == "ColorResource", let catalogName = catalog.name(forSymbol: name) {
            return [ColorChoice(ColorReference(.named(catalogName)))]
        }
        // A member of a value whose type the code declares (`viewModel.background` with
        // `let viewModel: EditViewModel`): that type's, and no other's.
        if let type = instanceType(of: base, at: member, scope: scope, depth: depth) {
            if let typeName = type.split(separator: ".").last.map(String.init),
                let given = initializerGivenColors(ofProperty: name, in: typeName, dialect: dialect, depth: depth)
            {
                return given
            }
            if let found = declarations.values(of: name, inType: type, near: member) {
                return resolve(found, dialect: dialect, depth: depth, scope: inner)
            }
            if declarations.isType(type.split(separator: ".").last.map(String.init) ?? type) {
                return Self.generatedPath(ExprSyntax(member)).flatMap(catalog.name(forPath:)).map { [ColorChoice(ColorReference(.named($0)))] } ?? []
            }
        }
        // A theme's member (`Theme.ink`, `theme.ink`) when one type declares it, then an asset
        // symbol under a generated namespace (`Asset.Colors.ink`, `ColorName.ink`). A name
        // several types declare, on a value of unknown type, is not guessed.
        // A static is reached through its type only: on a value (`theme.colors.muted`), a
        // static `Color.muted` is not what is read; what the code builds the value with is.
        let onValue = base.lastName?.first?.isUppercase == false
        if onValue {
            let built = constructedColors(ofMember: name, dialect: dialect, depth: depth)
            if !built.isEmpty { return built }
        }
        // On a value (not `self`), never an instance member of the type the code is in
        // (`association.color` in a cell with its own `color`).
        let around = onValue ? Set(SwiftDeclarations.enclosingTypes(of: member)) : []
        if let found = declaredValues(name, at: member)?.filter({ value in
            !value.isSettableDefault && !(onValue && value.isStatic)
                && (value.isStatic || around.isEmpty || !around.contains(SwiftDeclarations.enclosingTypes(of: value.expression).first ?? ""))
        }), !found.isEmpty {
            let owners = Set(found.map { SwiftDeclarations.enclosingTypes(of: $0.expression).first ?? "" })
            if owners.count == 1 {
                if onValue, let owner = owners.first, let given = initializerGivenColors(ofProperty: name, in: owner, dialect: dialect, depth: depth) {
                    return given
                }
                return resolve(found, dialect: dialect, depth: depth, scope: inner)
            }
            let choices = found.map { colors(of: $0.expression, dialect: dialect, depth: depth + 1, scope: inner) }.filter { !$0.isEmpty }
            if let first = choices.first, choices.allSatisfy({ Set($0) == Set(first) }) { return first }
            return []
        }
        if let parts = Self.generatedPath(ExprSyntax(member)), let catalogName = catalog.name(forPath: parts) {
            return [ColorChoice(ColorReference(.named(catalogName)))]
        }
        return []
    }

    /// The colors of `base.name` when `base` is a value the code makes with that member
    /// given — `Style(titleColor: ink, backgroundColor: paper).titleColor` is `ink` (by the
    /// initializer's labels, memberwise or through `self.x = x`) — reached through a bound
    /// parameter, a declared constant, or either branch of a ternary (each branch's colors
    /// tagged with its state); `nil` when `base` is not such a value.
    private func constructedMember(
        _ name: String, of base: ExprSyntax, at node: MemberAccessExprSyntax, dialect: Dialect, depth: Int, scope: EvaluationScope
    ) -> [ColorChoice]? {
        guard depth < Self.depthLimit, budget.spend() else { return nil }
        let base = base.unwrapped
        if let reference = base.as(DeclReferenceExprSyntax.self), let argument = scope.arguments[reference.baseName.text] {
            return constructedMember(name, of: argument.expression, at: node, dialect: dialect, depth: depth + 1, scope: argument.scope)
        }
        if let ternary = base.as(TernaryExprSyntax.self) {
            let then = constructedMember(name, of: ternary.thenExpression, at: node, dialect: dialect, depth: depth + 1, scope: scope)
            let otherwise = constructedMember(name, of: ternary.elseExpression, at: node, dialect: dialect, depth: depth + 1, scope: scope)
            guard then != nil || otherwise != nil else { return nil }
            return branches(condition: ternary.condition, then: then ?? [], otherwise: otherwise ?? [], scope: scope)
        }
        if let call = base.as(FunctionCallExprSyntax.self), let type = SwiftDeclarations.constructedType(base) {
            let bare = type.split(separator: ".").last.map(String.init) ?? type
            guard !Self.colorTypes.contains(bare) else { return nil }
            for argument in call.arguments {
                guard let label = argument.label?.text, declarations.storedProperty(of: bare, setBy: label) == name else { continue }
                // Known by the call that made it, as every member of a value built by a call is.
                let made = Self.madeAt(call)
                return colors(of: argument.expression, dialect: dialect, depth: depth + 1, scope: scope).map { $0.adding(made) }
            }
            return nil
        }
        if let path = base.namePath, !path.isImplicit, path.names.first != "self",
            let values = declaredValues(path.names.joined(separator: "."), at: node)
                ?? (path.names.count >= 2 ? declaredValues(path.names.suffix(2).joined(separator: "."), at: node) : nil)
                ?? typedValues(path.names.joined(separator: "."), at: node)
        {
            let found = values.compactMap {
                constructedMember(name, of: $0.expression, at: node, dialect: dialect, depth: depth + 1, scope: .root)
            }
            return found.isEmpty ? nil : found.flatMap { $0 }
        }
        return nil
    }

    /// The types of the values an expression can be, as the code makes them
    /// (`PokemonListItemView.Style` for `Constants.itemStyle` when that constant is
    /// `PokemonListItemView.Style(…)`): through declared constants and both branches of a
    /// ternary, a few steps deep.
    func constructedTypes(of expression: ExprSyntax, depth: Int = 0) -> Set<String> {
        guard depth < 4 else { return [] }
        let expression = expression.unwrapped
        if let type = SwiftDeclarations.constructedType(expression) { return [type] }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return constructedTypes(of: ternary.thenExpression, depth: depth + 1).union(constructedTypes(of: ternary.elseExpression, depth: depth + 1))
        }
        guard let path = expression.namePath, !path.isImplicit,
            let values = declaredValues(path.names.joined(separator: "."), at: expression)
                ?? (path.names.count >= 2 ? declaredValues(path.names.suffix(2).joined(separator: "."), at: expression) : nil)
        else { return [] }
        return values.reduce(into: Set<String>()) { $0.formUnion(constructedTypes(of: $1.expression, depth: depth + 1)) }
    }

    /// Whether `node` is inside `expression` (the same file's tree).
    static func contains(_ expression: ExprSyntax, _ node: some SyntaxProtocol) -> Bool {
        expression.root.id == node.root.id && expression.position <= node.position && node.endPosition <= expression.endPosition
    }

    /// The type of the value an expression names, as the code declares it: a property's
    /// (`let style: Style`, `var model = Model()`), a parameter's, a member's of such a
    /// value; a type named itself (`Theme` in `Theme.ink`); `nil` when the code does not say.
    func instanceType(of expression: ExprSyntax, at node: some SyntaxProtocol, scope: EvaluationScope, depth: Int) -> String? {
        guard depth < Self.depthLimit, let path = expression.namePath, !path.isImplicit else { return nil }
        var names = path.names
        var type: String?
        if names.first == "self" {
            names.removeFirst()
            type = SwiftDeclarations.enclosingTypes(of: node).first
            if names.isEmpty { return type }
        } else if let first = names.first {
            if let argument = scope.arguments[first],
                let bound = instanceType(of: argument.expression, at: argument.expression, scope: argument.scope, depth: depth + 1)
            {
                type = bound
            } else if let local = Self.localValue(named: first, at: node) {
                // `let kind = model.kind`: the type of what it is bound to.
                type = instanceType(of: local, at: local, scope: scope, depth: depth + 1)
            } else if let cases = Self.loopOverCases(named: first, at: node) {
                type = cases
            } else if let parameter = Self.parameterType(named: first, at: Syntax(node)) {
                type = parameter
            } else if declarations.isType(first) || first.first?.isUppercase == true {
                // A type (by Swift's naming convention, for types the app only extends: `Color.theme`).
                type = first
            } else {
                type = declarations.lineage(of: SwiftDeclarations.enclosingTypes(of: node)).lazy
                    .compactMap { self.declarations.memberTypes["\($0).\(first)"] }.first
            }
            names.removeFirst()
        }
        for name in names {
            guard let current = type else { return nil }
            let last = current.split(separator: ".").last.map(String.init) ?? current
            // `Style.primary`: a case is of its enum's type.
            if declarations.enumCases[last]?.contains(where: { $0.name == name }) == true { continue }
            type = declarations.lineage(of: [last]).lazy.compactMap { self.declarations.memberTypes["\($0).\(name)"] }.first
        }
        return type
    }

    /// The parts of an accessor under a namespace SwiftGen or Tuist (`<Module>Asset`), or a
    /// hand-written mirror of the catalog, generates: `Asset.Colors.Label.primary` → its
    /// parts. `nil` for anything rooted elsewhere (an instance's property: `viewModel.background`).
    static func generatedPath(_ expression: ExprSyntax?) -> [String]? {
        guard let expression else { return nil }
        guard let (parts, isImplicit) = expression.namePath, !isImplicit, parts.count >= 2,
            !expression.unwrapped.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftSquare }),
            let root = parts.first,
            root.hasPrefix("Asset") || root.hasSuffix("Asset") || root.hasPrefix("ColorName")
                || parts.dropLast().contains(where: { $0.hasSuffix("Colors") })
        else { return nil }
        return parts
    }

    /// The catalog name a generated asset accessor is made with: `base` a static the app
    /// declares as `T(name: "font.primary")`, one argument, a name the catalog has.
    private func assetName(of base: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        guard let dotted = base.dottedName, !dotted.hasPrefix(".") else { return nil }
        let values = (declaredValues(dotted, at: node) ?? []) + (typedValues(dotted, at: node) ?? [])
        for value in values {
            guard let call = value.expression.unwrapped.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                let argument = call.arguments.first, argument.label?.text == "name",
                let name = argument.expression.stringValue, catalog.names.contains(name)
            else { continue }
            return name
        }
        return nil
    }

    /// A bare name where `node` is: a member of the type the code is in (or of what it
    /// inherits, or of a type around it), or a global.
    private func declared(
        _ name: String, at node: some SyntaxProtocol, dialect: Dialect, depth: Int, scope: EvaluationScope
    ) -> [ColorChoice] {
        // A parameter of the function being read, bound to the caller's argument.
        if let argument = scope.arguments[name] {
            return colors(of: argument.expression, dialect: dialect, depth: depth + 1, scope: argument.scope)
        }
        // A local constant of the function the code is in (`let tint = enabled ? a : b`).
        if let local = Self.localValue(named: name, at: node) { return colors(of: local, dialect: dialect, depth: depth + 1, scope: scope) }
        // A local variable a `switch` reassigns: each case's value, known by its case.
        if let values = Self.localVariableValues(named: name, at: node) {
            return values.flatMap { value, condition in
                colors(of: value, dialect: dialect, depth: depth + 1, scope: scope).map { choice in condition.map(choice.adding) ?? choice }
            }
        }
        guard var found = declarations.values(named: name, at: node) else { return [] }
        // In the property's own `didSet`, its value is the one just set, never its default.
        if Self.isInObserver(of: name, node) { found.removeAll(where: \.isSettableDefault) }
        // A stored `var` the type's own code sets: each value it is set to (and its default,
        // unless a function sets it on every path). One that cannot be read leaves the
        // property unread, never read as its default.
        if let (assigned, replacesDefault) = declarations.reassignments(of: name, at: node) {
            var choices = replacesDefault ? [] : resolve(found, dialect: dialect, depth: depth, scope: scope)
            for value in assigned {
                let read = colors(of: value.expression, dialect: dialect, depth: depth + 1, scope: .root)
                if read.isEmpty { return [] }
                choices += read
            }
            return Array(choices.prefix(Self.choiceLimit))
        }
        return resolve(found, dialect: dialect, depth: depth, scope: scope)
    }

    /// Whether `node` is in the `didSet` or `willSet` of a property named `name`.
    static func isInObserver(of name: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let accessor = parent.as(AccessorDeclSyntax.self),
                [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind),
                let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)
            {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }
            current = parent.parent
        }
        return false
    }

    /// The value of a `let` declared before `node` in a block around it (a `guard let` and
    /// an `if let` around it too), within the function, closure or accessor `node` is in;
    /// `nil` when there is none.
    /// The values of a local `var` where `node` reads it, when the function gives them in a
    /// way the reader can list: its initial value, and the values one `switch` after it assigns
    /// in its cases, each known by its case (the initial value by the cases that do not
    /// assign it), so that two variables one case sets pair case by case. `nil` when there is
    /// no such variable or it is assigned otherwise (in a loop, an `if`, several `switch`es).
    static func localVariableValues(named name: String, at node: some SyntaxProtocol) -> [(ExprSyntax, ColorChoice.Condition?)]? {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                let items = Array(statements)
                for (index, item) in items.enumerated() where item.position < child.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                        let initial = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })?
                            .initializer?.value
                    else { continue }
                    return assignedValues(of: name, initial: initial, after: items[(index + 1)...].prefix { $0.position < child.position })
                }
            }
            if Self.endsLocalScope(parent) { return nil }
            child = parent
            current = parent.parent
        }
        return nil
    }

    private static func assignedValues(
        of name: String, initial: ExprSyntax, after statements: some Sequence<CodeBlockItemSyntax>
    ) -> [(ExprSyntax, ColorChoice.Condition?)]? {
        func assignment(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let infix = expression?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
                infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { return nil }
            return infix.rightOperand
        }
        var values: [(ExprSyntax, ColorChoice.Condition?)] = []
        var switched = false
        var current = initial
        for item in statements {
            if let value = assignment(item) {
                guard !switched else { return nil }
                current = value
                continue
            }
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            if let choice = expression?.as(SwitchExprSyntax.self), Self.assigns(name, in: Syntax(choice)) {
                guard !switched else { return nil }
                switched = true
                let name = "case of the switch at \(choice.id)"
                var assigning: Set<String> = []
                for case .switchCase(let clause) in choice.cases {
                    var found: ExprSyntax?
                    for statement in clause.statements {
                        if let value = assignment(statement) { found = value } else if Self.assigns(name, in: Syntax(statement)) { return nil }
                    }
                    if let found {
                        assigning.insert("\(clause.id)")
                        values.append((found, ColorChoice.Condition(name: name, values: ["\(clause.id)"])))
                    }
                }
                values.append((current, ColorChoice.Condition(name: name, values: assigning, isComplement: true)))
            } else if Self.assigns(name, in: Syntax(item)) {
                return nil
            }
        }
        return switched ? values : [(current, nil)]
    }

    /// The condition that a value's members were given by `call`: two members of one value
    /// pair only when the same call gave both.
    static func madeAt(_ call: FunctionCallExprSyntax) -> ColorChoice.Condition {
        ColorChoice.Condition(name: "value made at", values: ["\(call.id)"])
    }

    /// Whether `node` assigns the variable `name` anywhere inside (`=`, `+=`, `&name`).
    static func assigns(_ name: String, in node: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
                let assigning = node.operator.is(AssignmentExprSyntax.self)
                    || (symbol.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(symbol))
                if assigning, node.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found = true }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
                if node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { found = true }
                return .visitChildren
            }
        }
        let finder = Finder(name)
        finder.walk(node)
        return finder.found
    }

    /// Whether `node` is where a function's locals end: a function, closure, accessor,
    /// initializer or type body.
    static func endsLocalScope(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorDeclSyntax.self)
            || node.is(InitializerDeclSyntax.self) || node.is(MemberBlockSyntax.self)
    }

    /// The enum whose cases a loop around `node` goes through with `name`:
    /// `for kind in Kind.allCases`, `for (index, kind) in Kind.allCases.enumerated()`.
    static func loopOverCases(named name: String, at node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current, !endsLocalScope(parent) {
            current = parent.parent
            guard let loop = parent.as(ForStmtSyntax.self), node.position >= loop.body.position else { continue }
            var sequence = loop.sequence.unwrapped
            let binds: Bool
            if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
                let base = member.base, let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2
            {
                sequence = base.unwrapped
                binds = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            } else {
                binds = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }
            guard binds else { continue }
            guard let member = sequence.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
                let type = member.base?.dottedName, !type.hasPrefix(".")
            else { return nil }
            return type
        }
        return nil
    }

    static func localValue(named name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        func bound(in conditions: ConditionElementListSyntax) -> ExprSyntax? {
            for condition in conditions {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = binding.initializer?.value
                {
                    return value
                }
            }
            return nil
        }
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                var found: ExprSyntax?
                var isDeferred = false
                for item in statements {
                    guard item.position < child.position else { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), let value = bound(in: guardStatement.conditions) {
                        found = value
                        continue
                    }
                    if isDeferred {
                        // `let color: UIColor` then `switch day { case 1: color = .red … }`: the
                        // `if` or `switch` that sets it on every path (a later one replaces it).
                        if let branch = Self.settingOnEveryPath(name, in: item) { found = branch }
                        continue
                    }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value {
                            if variable.bindingSpecifier.tokenKind == .keyword(.let) { return value }
                        } else if binding.accessorBlock == nil {
                            isDeferred = true
                        }
                    }
                }
                if let found { return found }
                if isDeferred { return nil }
            }
            if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id, let value = bound(in: branch.conditions) {
                return value
            }
            if Self.endsLocalScope(parent) { return nil }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// The `if` or `switch` statement `item` is when each of its branches sets `name` as its
    /// only statement (`case 1: color = .red`), and has an `else` or `default`.
    static func settingOnEveryPath(_ name: String, in item: CodeBlockItemSyntax) -> ExprSyntax? {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        func sets(_ statements: CodeBlockItemListSyntax) -> Bool {
            statements.singleValue.flatMap { assignment(of: $0) }?.name == name
        }
        if let choice = expression?.as(SwitchExprSyntax.self) {
            let clauses = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            guard !clauses.isEmpty, clauses.allSatisfy({ sets($0.statements) }) else { return nil }
            return ExprSyntax(choice)
        }
        guard let branch = expression?.as(IfExprSyntax.self) else { return nil }
        var current = branch
        while true {
            guard sets(current.body.statements) else { return nil }
            switch current.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?: return sets(block.statements) ? ExprSyntax(branch) : nil
            case nil: return nil
            }
        }
    }

    /// `name = value` as a statement: the name and the value.
    static func assignment(of expression: ExprSyntax) -> (name: String, value: ExprSyntax)? {
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
            let name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return (name, infix.rightOperand)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let name = sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = sequence.elements.last
        {
            return (name, value)
        }
        return nil
    }

    /// An opacity as code writes it: a number, or one chosen by a state (`isOn ? 1 : 0`,
    /// `isPressed ? 0.9 : 1`).
    struct Opacity {
        /// The value it is seen at: the number; for a choice, the larger (the resting state,
        /// or the state in which it is seen at all).
        let value: Double
        /// Whether one branch of the choice is zero: seen in one state only.
        let isHiddenInSomeState: Bool
        /// For a choice with a zero branch by a named state, the state in which it is seen.
        let shownWhen: ColorChoice.Condition?

        init?(_ expression: ExprSyntax) {
            if let number = expression.numberValue {
                (value, isHiddenInSomeState, shownWhen) = (number, false, nil)
                return
            }
            guard let ternary = expression.unwrapped.as(TernaryExprSyntax.self), let then = ternary.thenExpression.numberValue,
                let otherwise = ternary.elseExpression.numberValue
            else { return nil }
            value = max(then, otherwise)
            isHiddenInSomeState = then == 0 || otherwise == 0
            shownWhen = isHiddenInSomeState
                ? SwiftColorResolver.stateCondition(ternary.condition).map { ColorChoice.Condition(name: $0.0, holds: (then != 0) != $0.negated) }
                : nil
        }
    }

    /// The declarations of `key` nearest to `node`, compiled for its platforms
    /// (``SwiftDeclarations/nearest(_:to:inside:ownFirst:)``).
    private func declaredValues(_ key: String, at node: some SyntaxProtocol, ownFirst: Bool = false) -> [SwiftDeclarations.Value]? {
        guard let values = declarations.colorValues[key], !values.isEmpty else { return nil }
        return SwiftDeclarations.nearest(values, to: node, ownFirst: ownFirst)
    }

    /// The values of a property declared with a type other than a color's
    /// (`let theme: Theme = Theme.standard`), for the members of what they make.
    private func typedValues(_ key: String, at node: some SyntaxProtocol) -> [SwiftDeclarations.Value]? {
        guard let values = declarations.typedValues[key], !values.isEmpty else { return nil }
        return SwiftDeclarations.nearest(values, to: node)
    }

    private func declaredStatic(_ name: String, at node: some SyntaxProtocol) -> [SwiftDeclarations.Value]? {
        // A declaration whose value holds the very reference read is not what it names: in
        // `struct AppColor { static let text = UIColor.text }`, `UIColor.text` is the color
        // type's own (a generated asset symbol), not AppColor's.
        // A function is only what a call names (`Color.textBackgroundColor` is not
        // `static func textBackgroundColor(colorScheme:)`).
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        guard let values = declarations.colorValues[name]?.filter({ $0.isStatic && !Self.contains($0.expression, node) && (isCalled || !$0.isFunction) }),
            !values.isEmpty
        else { return nil }
        return SwiftDeclarations.compiled(values, with: node)
    }

    /// The colors of the first declaration that reads as one (a name declared by several
    /// types is read in the first that gives a color).
    private func resolve(
        _ values: [SwiftDeclarations.Value], dialect: Dialect, depth: Int, scope: EvaluationScope
    ) -> [ColorChoice] {
        for value in values {
            let choices = colors(of: value.expression, dialect: dialect, depth: depth + 1, scope: scope)
            if !choices.isEmpty { return choices }
        }
        return []
    }

    /// A system color by the name the dialect gives it, if the Apple palettes know it (or it
    /// is an AppKit name, which stays unresolved where nothing is published).
    func system(_ name: String, dialect: Dialect) -> ColorChoice? {
        switch dialect {
        case .swiftUI:
            if let uiKit = Self.swiftUISystemNames[name] {
                if name == "accentColor" || name == "accent", let accent = catalog.name(forSymbol: "AccentColor") {
                    return ColorChoice(ColorReference(.named(accent)))
                }
                return ColorChoice(ColorReference(.system(uiKit, .uiKit)))
            }
            return system(name, dialect: .uiKit)
        case .uiKit:
            guard case .success = systemColors.systemColor(named: name) else { return nil }
            return ColorChoice(ColorReference(.system(name, .uiKit)))
        case .appKit:
            let stripped = name.hasSuffix("Color") && name.count > 5 ? String(name.dropLast(5)) : name
            if case .success = systemColors.systemColor(named: stripped, macOS: true) {
                return ColorChoice(ColorReference(.system(stripped, .appKit)))
            }
            // AppKit's semantic colors without published values are still system colors:
            // their pairs are incomplete, not dropped.
            return name.hasSuffix("Color") && name.count > 5 ? ColorChoice(ColorReference(.system(stripped, .appKit))) : nil
        }
    }
}

/// A catalog's color names and the generated symbols that stand for them.
struct CatalogNames: Sendable {
    /// Symbol (or name) → catalog name.
    private var symbols: [String: String] = [:]
    /// A path of two or more name parts, each as its words lowercased and joined
    /// (`label/primary` for `Colors/Label/primary`) → catalog name, where only one name ends
    /// so.
    private var paths: [String: String] = [:]
    let names: Set<String>

    /// The names, with the symbols Xcode 15 (`GENERATE_ASSET_SYMBOLS`), SwiftGen and R.swift
    /// generate for them: lower camel case of the name's words (`Brand/Primary Text` →
    /// `primaryText` from the last path part, and `brandPrimaryText`), with and without a
    /// trailing `Color` word (Xcode drops it: `AccentColor` → `accent`). A last part that
    /// several names share (`TextField/background`, `Onboarding/background`) is no symbol:
    /// only a path names one of them (``name(forPath:)``).
    init(_ names: some Sequence<String>) {
        let names = Set(names)
        self.names = names
        var lastParts: [String: Set<String>] = [:]
        var pathOwners: [String: Set<String>] = [:]
        for name in names.sorted() {
            symbols[name] = symbols[name] ?? name
            for candidate in Self.symbols(for: name) where symbols[candidate] == nil {
                symbols[candidate] = name
            }
            let parts = name.split(separator: "/").map(String.init)
            if let last = parts.last, parts.count > 1 {
                for candidate in Self.symbols(for: last) { lastParts[candidate, default: []].insert(name) }
            }
            for start in 0..<max(parts.count - 1, 0) {
                pathOwners[parts[start...].map(Self.normalized).joined(separator: "/"), default: []].insert(name)
            }
        }
        for (candidate, owners) in lastParts where owners.count == 1 && symbols[candidate] == nil {
            symbols[candidate] = owners.first
        }
        for (path, owners) in pathOwners where owners.count == 1 { paths[path] = owners.first }
    }

    func name(forSymbol symbol: String) -> String? {
        symbols[symbol]
    }

    /// The name a generated accessor's path spells (`Asset.Colors.Label.primary` →
    /// `Colors/Label/primary`): the longest trailing run of parts that ends one name, else
    /// the last part as a symbol.
    func name(forPath parts: [String]) -> String? {
        for start in parts.indices.dropLast() {
            if let name = paths[parts[start...].map(Self.normalized).joined(separator: "/")] { return name }
        }
        return parts.last.flatMap(name(forSymbol:))
    }

    /// A name part as its words lowercased and joined: `compose.poll` and `composePoll`
    /// are both `composepoll`.
    static func normalized(_ part: String) -> String {
        words(of: part).joined().lowercased()
    }

    static func symbols(for name: String) -> [String] {
        let words = Self.words(of: name)
        guard !words.isEmpty else { return [] }
        var results = [lowerCamel(words)]
        if words.count > 1, words.last?.lowercased() == "color" {
            results.append(lowerCamel(Array(words.dropLast())))
        }
        if let spelled = uppercaseWithDigits(name) { results.append(spelled) }
        return results
    }

    /// The symbol Xcode generates for a name in capitals and digits, such as a hex code
    /// (`EBA72B` → `EBA_72_B`, `A3A3A3` → `A_3_A_3_A_3`): its runs of letters and of digits
    /// joined by `_`, after a `_` when it starts with a digit.
    static func uppercaseWithDigits(_ name: String) -> String? {
        guard name.contains(where: \.isNumber), name.allSatisfy({ ($0.isLetter && $0.isUppercase) || $0.isNumber }),
            name.unicodeScalars.allSatisfy(\.isASCII)
        else { return nil }
        var runs: [String] = []
        for character in name {
            if let last = runs.last?.last, last.isNumber == character.isNumber {
                runs[runs.count - 1].append(character)
            } else {
                runs.append(String(character))
            }
        }
        let joined = runs.joined(separator: "_")
        return name.first?.isNumber == true ? "_" + joined : joined
    }

    /// Words split at non-alphanumerics and at lower-to-upper case changes.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if let previous, previous.isLowercase || previous.isNumber, character.isUppercase, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        let head = first.allSatisfy(\.isUppercase) && first.count > 1 ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
