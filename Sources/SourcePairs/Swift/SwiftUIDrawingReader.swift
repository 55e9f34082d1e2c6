import AuditInputs
import AuditModel
import SwiftSyntax

/// Finds which colors SwiftUI views draw over which, by walking each view's body as SwiftUI
/// lays it out: a foreground (`.foregroundColor`, `.foregroundStyle`, `.tint`, a `Text`'s
/// default) reaches the views inside the modifier, a background (`.background`,
/// `.listRowBackground`, `.containerBackground`, `.presentationBackground`, a `ZStack` whose
/// first child is a color, a list's rows) lies under the views inside it, `.overlay`
/// content is drawn on the view it overlays, and custom views carry what their caller set
/// into their own bodies (across files). Sheets, popovers and navigation destinations start
/// a new screen.
struct SwiftUIDrawingReader {
    /// What is drawn under the views being walked.
    struct Surface {
        var colors: [ColorChoice]
        var position: SourcePosition?
        var confidence: PairConfidence
        /// `false` for a material, a gradient or an image.
        var measurable: Bool
        /// Whether the app chose it (not a screen's or a list's default).
        var explicit: Bool
        /// Why what is drawn on it may not be on it, for people (with a lowered confidence).
        var doubt: String? = nil
    }

    /// What the views being walked inherit.
    struct Context {
        var surface: Surface
        var foreground: (colors: [ColorChoice], position: SourcePosition)?
        var tint: (colors: [ColorChoice], position: SourcePosition)?
        var fontSize: Double?
        var bold = false
        var disabled = false
        var plainList = false
        /// Under `.scrollContentBackground(.hidden)`: a list draws no background of its own.
        var listBackgroundHidden = false
        /// What lies under a list's rows: the list's own background, or what is under the
        /// list when that is hidden (a row with a clear `.listRowBackground` shows it).
        var underRows: Surface?
        /// Under `.buttonStyle(.plain)`: a button's label is not tinted.
        var plainButtons = false
        /// In a `List` or a `Form`: a navigation link is a row, its label not tinted.
        var inList = false
        /// Under `.buttonStyle(.borderedProminent)`: a button fills itself with its tint and
        /// draws its label in white on it.
        var prominentButtons = false
        /// Under `.textFieldStyle(.roundedBorder)`: a field paints its own fill.
        var roundedFields = false
        /// Under `.labelsHidden()`: a control draws no title of its own.
        var labelsHidden = false
        /// Under `.opacity(isOn ? 1 : 0)` or in `if isOn { … }`: the views are seen in those
        /// states only.
        var shownWhen: [ColorChoice.Condition] = []
        /// Under `.opacity(0.7)`: the views are drawn at that opacity — over the surface they
        /// were on there (a fill set inside fades with them, and is not known as seen); under
        /// `.opacity(isDone ? 0.25 : 1)`, at each in its state.
        var opacity: (values: [(value: Double, state: ColorChoice.Condition?)], over: SourcePosition?)?
        /// Under `.buttonStyle(…)`, `.labelStyle(…)`, … naming one of the app's styles: its
        /// `makeBody`, by the kind of control it styles.
        var styles: [SwiftUIStyleKind: (name: String, template: SwiftDeclarations.Template, scope: EvaluationScope)] = [:]
        var lock: AppearanceLock?
        /// What the code being walked is read in: in an app's style applied to a button, its
        /// stored properties bound to the values the call site gives (`.wide(kind: .dark)`).
        var scope = EvaluationScope.root
        /// In an overlay on a view with a fill: what is behind that view. An outline there in
        /// the fill's own color is the fill's edge, seen against this.
        var behind: Surface?
        /// Under `.hidden()`, a zero frame or an opacity under hit testing: laid out, never
        /// seen — though the screens its links open are (`NavigationLink(destination: Next(),
        /// isActive: $done) { EmptyView() }.hidden()`).
        var unseen = false

        var isLarge: Bool {
            guard let size = fontSize else { return false }
            return size >= 18 || (bold && size >= 14)
        }

        /// Which content a caller hands the view being walked (it changes what the walk draws).
        var handedKey = ""

        /// A key for what changes the pairs a view's body gives.
        var key: String {
            "\(handedKey)|\(surface.colors)|\(surface.measurable)|\(surface.confidence)|\(foreground?.colors ?? [])|\(tint?.colors ?? [])|\(fontSize ?? 0)|\(bold)|\(disabled)|\(plainList)|\(listBackgroundHidden)|\(underRows?.colors ?? [])|\(plainButtons)|\(inList)|\(prominentButtons)|\(roundedFields)|\(labelsHidden)|\(SwiftUIStyleKind.allCases.map { styles[$0]?.name ?? "" })|\(shownWhen)|\(lock?.style.rawValue ?? "")|\(scope.key)|\(behind?.colors ?? [])|\(unseen)|\(opacity.map { "\($0.values.map { "\($0.value) \($0.state.map { "\($0)" } ?? "")" })" } ?? "")"
        }
    }

    let declarations: SwiftDeclarations
    let resolver: SwiftColorResolver
    private(set) var pairs: [DrawnPair] = []
    private(set) var tally = ScanTally()
    /// The view type whose body is being walked, and the types above it (cycles end here).
    private var stack: [String] = []
    private var walked = Set<String>()
    /// The views the app's own modifiers being applied were called on (innermost last), with
    /// the view type the call is in: what `self` or `content` stands for in a modifier's body.
    /// The views the app's modifiers and styles being walked were applied to, with the scope
    /// their code is read in.
    private var appliedTo: [(base: ExprSyntax, type: SwiftDeclarations.ViewType, scope: EvaluationScope)] = []
    /// Content a caller hands the custom view being walked (`Card { Text(…) }`), by the
    /// property of the view that holds it, with where the caller wrote it.
    private var handed: [(content: [String: ClosureExprSyntax], type: SwiftDeclarations.ViewType, scope: EvaluationScope)] = []
    /// The closures an app's modifier being applied was handed, by its parameter's name
    /// (`.modify { content in … }`): where its body calls one with the view (`transform(self)`),
    /// the closure is walked in the caller's terms, its parameter standing for the view.
    private var transforms: [(closures: [String: ClosureExprSyntax], type: SwiftDeclarations.ViewType, scope: EvaluationScope)] = []
    /// The names that stand for the modified view in the closure being walked (`content`, `$0`).
    private var modifiedAliases: [Set<String>] = []
    private var walkedTransforms = Set<SyntaxIdentifier>()
    /// The handed closures a view's body placed (by position), so that one no body places is
    /// drawn where it was written instead.
    private var placed = Set<SyntaxIdentifier>()

    init(declarations: SwiftDeclarations, resolver: SwiftColorResolver) {
        self.declarations = declarations
        self.resolver = resolver
    }

    static let textViews: Set<String> = ["Text", "TextField", "SecureField", "TextEditor", "Label", "Link"]
    static let backgroundModifiers: Set<String> = [
        "background", "listRowBackground", "containerBackground", "presentationBackground",
    ]
    static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
    ]
    /// Modifiers whose views the system draws elsewhere, on its own material (a menu, an
    /// alert, a tab bar's item in the bar's own colors), or never (accessibility actions).
    /// Swipe actions are read on their own.
    static let drawnElsewhereModifiers: Set<String> = [
        "contextMenu", "alert", "actionSheet", "confirmationDialog", "accessibilityActions", "accessibilityAction", "tabItem",
        "accessibilityRotor", "accessibilityRepresentation", "accessibilityChildren", "help",
    ]
    /// SwiftUI's text styles and their default point sizes on iOS (Apple HIG, Typography,
    /// "Specifications": Large (default) Dynamic Type size).
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11, "extraLargeTitle": 36, "extraLargeTitle2": 28,
    ]
    static let boldWeights: Set<String> = ["bold", "heavy", "black"]

    /// The fills UIKit code shows the app's SwiftUI views on, by the view's type
    /// (``CodeColors/swiftUIHosts``).
    var hostFills: [String: [CodeColors.Assignment]] = [:]

    /// Walks every view type that no other view uses (screens, the app's scenes); the
    /// others are walked from where they are used. A screen the code never uses at all
    /// (`isUsed`) is dead code: it is named in the tally when it would draw pairs.
    mutating func readAll(isUsed: (String) -> Bool = { _ in true }) {
        var used = Set<String>()
        for type in declarations.viewTypes.values {
            for body in type.bodies + Array(type.members.values) {
                for name in Self.calledNames(in: Syntax(body.body)) where declarations.viewTypes[name] != nil && name != type.name {
                    used.insert(name)
                }
            }
        }
        for type in declarations.viewTypes.values.sorted(by: { $0.name < $1.name }) where !used.contains(type.name) {
            if isUsed(type.name) || type.isApp {
                var screen = Self.screen(for: type.file, lock: nil)
                // Shown by UIKit code on a fill it gives (a hosting controller's view, or the
                // view it adds that to).
                if let fills = hostFills[type.name], !fills.isEmpty {
                    screen.surface = Surface(
                        colors: fills.flatMap(\.colors), position: fills.first?.position, confidence: .medium, measurable: true, explicit: true)
                }
                walk(type: type, screen, fromCaller: false)
            } else {
                var probe = SwiftUIDrawingReader(declarations: declarations, resolver: resolver)
                probe.walk(type: type, Self.screen(for: type.file, lock: nil), fromCaller: false)
                if !probe.pairs.isEmpty { tally.unusedTypes.append("\(type.name) (\(type.file.path))") }
            }
        }
    }

    /// The names called in a subtree (`Row(…)` → `Row`).
    static func calledNames(in node: Syntax) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names = Set<String>()
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// Whether a navigation container's content sets its background
    /// (`.containerBackground(Color.clear, for: .navigation)`), which replaces the container's own.
    static func clearsNavigationBackground(_ call: FunctionCallExprSyntax) -> Bool {
        call.tokens(viewMode: .sourceAccurate).contains { $0.text == "containerBackground" }
    }

    /// A new screen: the system background assumed beneath it.
    static func screen(for file: SwiftSourceFile, lock: AppearanceLock?) -> Context {
        let background = file.systemFramework == .appKit
            ? ColorReference(.system("windowBackground", .appKit)) : ColorReference(.system("systemBackground", .uiKit))
        return Context(
            surface: Surface(colors: [ColorChoice(background)], position: nil, confidence: .low, measurable: true, explicit: false),
            lock: lock)
    }

    /// A screen shown from `context` (a navigation destination, a sheet, a toolbar): the
    /// screen's own background, with what the environment carries into it (the lock, the
    /// tint and accent color).
    static func screen(for file: SwiftSourceFile, under context: Context) -> Context {
        var screen = screen(for: file, lock: context.lock)
        screen.scope.accent = context.scope.accent
        screen.tint = context.tint
        return screen
    }

    private mutating func walk(type: SwiftDeclarations.ViewType, _ context: Context, fromCaller: Bool) {
        // A view inside itself is walked once; a container in a container's content (a
        // provider wrapping each screen) is another walk, with other content.
        let entry = context.handedKey.isEmpty ? type.name : type.name + "|" + context.handedKey
        guard !stack.contains(entry) else { return }
        var context = context
        if fromCaller, context.surface.confidence == .high { context.surface.confidence = .medium }
        let key = type.name + "|" + context.key
        guard walked.insert(key).inserted else { return }
        stack.append(entry)
        for body in type.bodies { walk(statements: body.body, context, in: type.located(in: body.file)) }
        stack.removeLast()
    }

    /// Views drawn one over another (a `ZStack`'s, an overlay's content): the first, when it is
    /// a fill, is the background of the others; inside an `if`, a branch's views are layered
    /// the same way over what is below.
    /// `inBranch`: the views are a branch's among layered views, so the first, even a plain
    /// fill, is drawn over what is below (a bar over its track) as well as under the rest.
    private mutating func walk(
        layered statements: CodeBlockItemListSyntax, _ context: Context, in type: SwiftDeclarations.ViewType, inBranch: Bool = false
    ) {
        let file = type.file
        var inner = context
        var items = statements.expressions(on: declarations.platforms)[...]
        var shownInOneState = false
        // A view alone is not layered over anything: it is walked as it is.
        if items.count > 1, let first = items.first, case .colors(let colors, let measurable) = surface(of: first, file: file, scope: context.scope),
            !measurable || Self.isFill(colors)
        {
            inner.surface = Surface(
                colors: Self.showingThrough(colors, context.surface), position: file.position(of: first), confidence: .high,
                measurable: measurable, explicit: true)
            shownInOneState = Self.isShownInOneState(first)
            // A view with a background (a field, a label) is drawn itself, too.
            if inBranch || !isPaintOnly(first) { walk(first, context, in: type) }
            items = items.dropFirst()
        } else if items.count > 1, let first = items.first, Self.isPicture(first) {
            // A picture scaled to fit (`Image("card").resizable().scaledToFit()`): what is laid
            // over it may be on it (a card's text) or beside it (a button beside a logo).
            if inner.surface.confidence == .high { inner.surface.confidence = .medium }
            inner.surface.doubt = (inner.surface.doubt.map { $0 + "; " } ?? "")
                + "the picture under it (line \(file.position(of: first).line)) is scaled to fit: it may be drawn on the picture"
            walk(first, context, in: type)
            items = items.dropFirst()
        }
        for item in items {
            if let branch = item.unwrapped.as(IfExprSyntax.self) {
                walk(layeredBranches: branch, inner, in: type)
            } else {
                walk(item, inner, in: type)
                // An opaque fill laid over the first (a disk on a ring, a card on a screen) is
                // the background of the views after it: the nearest wins.
                if !Self.isShownInOneState(item), case .colors(let colors, true) = surface(of: item, file: file, scope: context.scope),
                    !colors.isEmpty, colors.allSatisfy({ !$0.color.isInvisible && $0.color.opacity >= 1 })
                {
                    inner.surface = Surface(
                        colors: Self.showingThrough(colors, inner.surface), position: file.position(of: item), confidence: .high,
                        measurable: true, explicit: true)
                }
            }
        }
        // A fill hidden in some state (`.opacity(selected ? 1 : 0)`): what is under it
        // is drawn on in that state.
        if shownInOneState { for item in items { walk(item, context, in: type) } }
    }

    /// The value of an `if`'s one condition when it is always the same: a Boolean literal, or
    /// a member of the view that always gives one (`showsWarning(for: route)`, `!isBeta`).
    static func constantValue(of branch: IfExprSyntax, in type: SwiftDeclarations.ViewType) -> Bool? {
        guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition else { return nil }
        func value(_ expression: ExprSyntax) -> Bool? {
            let expression = expression.unwrapped
            if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return value(prefix.expression).map(!) }
            let named = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
            guard let name = named.dottedName.map({ $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }), !name.contains(".") else { return nil }
            return type.constants[name]
        }
        return value(condition)
    }

    /// Each branch of an `if` among layered views, layered itself.
    private mutating func walk(layeredBranches branch: IfExprSyntax, _ context: Context, in type: SwiftDeclarations.ViewType) {
        let available = branch.conditions.lazy.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }.first
            .flatMap(declarations.availability) ?? Self.constantValue(of: branch, in: type)
        if available != false { walk(layered: branch.body.statements, context, in: type, inBranch: true) }
        if available == true { return }
        switch branch.elseBody {
        case .ifExpr(let next): walk(layeredBranches: next, context, in: type)
        case .codeBlock(let block): walk(layered: block.statements, context, in: type, inBranch: true)
        case nil: break
        }
    }

    private mutating func walk(statements: CodeBlockItemListSyntax, _ context: Context, in type: SwiftDeclarations.ViewType) {
        for expression in statements.expressions(on: declarations.platforms) {
            walk(expression, context, in: type)
        }
    }

    private mutating func walk(_ expression: ExprSyntax, _ context: Context, in type: SwiftDeclarations.ViewType) {
        let expression = expression.unwrapped
        if Self.isStyledLabel(expression), let applied = appliedTo.popLast() {
            // `configuration.label` in a button style's body: the button's label.
            var outer = context
            outer.scope = applied.scope
            walk(applied.base, outer, in: applied.type)
            appliedTo.append(applied)
        } else if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let index = transforms.indices.last, let closure = transforms[index].closures[callee.baseName.text]
        {
            // `transform(self)` in an app's modifier: the closure its caller handed it.
            let caller = transforms.removeLast()
            walkedTransforms.insert(closure.id)
            modifiedAliases.append(Self.parameterNames(of: closure))
            var outer = context
            outer.scope = caller.scope
            walk(statements: closure.statements, outer, in: caller.type)
            modifiedAliases.removeLast()
            transforms.append(caller)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self),
            Self.isModified(reference) || modifiedAliases.last?.contains(reference.baseName.text) == true, let applied = appliedTo.popLast()
        {
            // `self` in a modifier's body: the view it was called on, where it was called.
            var outer = context
            outer.scope = applied.scope
            walk(applied.base, outer, in: applied.type)
            appliedTo.append(applied)
        } else if let name = Self.placedName(expression), let index = handed.indices.last, let closure = handed[index].content[name] {
            // `content`, `content()`, `self.label` in a custom view's body: what its caller
            // handed it, drawn here in the caller's terms.
            let caller = handed.removeLast()
            placed.insert(closure.id)
            var outer = context
            outer.scope = caller.scope
            walk(statements: closure.statements, outer, in: caller.type)
            handed.append(caller)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            walk(call: call, context, in: type)
        } else if let closure = expression.as(ClosureExprSyntax.self) {
            walk(statements: closure.statements, context, in: type)
        } else if let branch = expression.as(IfExprSyntax.self) {
            // `if #available(iOS 18, *)` where the app runs from iOS 18 on: the `else` never
            // runs; `#unavailable` the other way round.
            // `if showsWarning(for: route)` with `func showsWarning(…) -> Bool { false }`: one branch.
            let available = branch.conditions.lazy.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }.first
                .flatMap(declarations.availability) ?? Self.constantValue(of: branch, in: type)
            // `if item.total > 0 { badge(item.total) }`: what each branch draws is seen in its
            // state, and pairs only with the fills chosen in that state.
            var shown = context, hidden = context
            if branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition,
                let (name, negated) = resolver.state(of: condition, scope: context.scope), !name.contains("&&"), !name.contains("||")
            {
                shown.shownWhen.append(ColorChoice.Condition(name: name, holds: !negated))
                hidden.shownWhen.append(ColorChoice.Condition(name: name, holds: negated))
            }
            if available != false { walk(statements: branch.body.statements, shown, in: type) }
            if available == true { return }
            switch branch.elseBody {
            case .ifExpr(let next): walk(ExprSyntax(next), hidden, in: type)
            case .codeBlock(let block): walk(statements: block.statements, hidden, in: type)
            case nil: break
            }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for item in switchExpression.cases {
                if let switchCase = item.as(SwitchCaseSyntax.self) { walk(statements: switchCase.statements, context, in: type) }
            }
        } else if let ternary = expression.as(TernaryExprSyntax.self) {
            walk(ternary.thenExpression, context, in: type)
            walk(ternary.elseExpression, context, in: type)
        } else if let name = expression.lastName, let member = type.members[name] {
            // `header`, `self.header`: a view-building member of the same view.
            guard !stack.contains(type.name + "." + name) else { return }
            stack.append(type.name + "." + name)
            walk(statements: member.body, context, in: type.located(in: member.file))
            stack.removeLast()
        } else if symbolImage(expression, scope: context.scope) != nil {
            // `Image.symbols.search` (`let search = Image(systemName: "magnifyingglass")`), a
            // view's `icon` given one: an SF Symbol drawn in the foreground color.
            draw(context.foreground, default: "label", role: componentRole(context), at: expression, context, in: type, how: "SF Symbol")
        }
    }

    /// The `Image(systemName:)` a name stands for: an app's constant of `Image` (or of a type
    /// an `Image` member holds: `Image.otherSymbol.search`), or a view's property bound to
    /// one where the view is made; `nil` otherwise.
    private func symbolImage(_ expression: ExprSyntax, scope: EvaluationScope, depth: Int = 0) -> FunctionCallExprSyntax? {
        if let call = expression.unwrapped.as(FunctionCallExprSyntax.self) {
            return call.calleeName == "Image" && call.argument("systemName") != nil ? call : nil
        }
        guard depth < 4, let path = expression.namePath else { return nil }
        var names = path.names
        if names.first == "self" { names.removeFirst() }
        if names.count == 1, let argument = scope.arguments[names[0]] {
            // A property the call site gives: `.otherSymbol.gitHub` where an `Image` is expected.
            let given = argument.expression
            if let call = given.unwrapped.as(FunctionCallExprSyntax.self) { return symbolImage(ExprSyntax(call), scope: argument.scope, depth: depth + 1) }
            guard let inner = given.namePath else { return nil }
            return symbol(in: (inner.isImplicit ? ["Image"] : []) + inner.names, near: given)
        }
        return symbol(in: names, near: expression)
    }

    /// `Image.otherSymbol.search` → the value of `search` in the type `Image.otherSymbol` is.
    private func symbol(in names: [String], near node: ExprSyntax) -> FunctionCallExprSyntax? {
        guard names.first == "Image", names.count >= 2, let member = names.last else { return nil }
        var type = "Image"
        for name in names.dropFirst().dropLast() {
            guard let next = declarations.memberTypes["\(type.split(separator: ".").last ?? "").\(name)"] else { return nil }
            type = next
        }
        guard let values = declarations.values(of: member, inType: type, near: node), values.count == 1, let value = values.first else { return nil }
        guard let call = value.expression.unwrapped.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calleeName == "Image" && call.argument("systemName") != nil ? call : nil
    }

    private mutating func walk(call: FunctionCallExprSyntax, _ context: Context, in type: SwiftDeclarations.ViewType) {
        let file = type.file
        guard let name = call.calleeName else { return walkArguments(of: call, context, in: type) }
        // `self.destination(for: target)`: a view-building method of the same view, not a modifier.
        if let base = call.modifierBase, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let member = type.members[name]
        {
            guard !stack.contains(type.name + "." + name) else { return }
            stack.append(type.name + "." + name)
            walk(statements: member.body, context, in: type.located(in: member.file))
            stack.removeLast()
            walkArguments(of: call, context, in: type)
            return
        }
        if let base = call.modifierBase, !Self.isTypeName(base) {
            walk(modifier: name, call: call, base: base, context, in: type)
            return
        }
        // `ModifiedContent(content: self, modifier: ToastsModifier())`: `self.modifier(…)`.
        if name == "ModifiedContent", let content = call.argument("content"), let made = call.argument("modifier") {
            if let applied = made.unwrapped.as(FunctionCallExprSyntax.self)?.calleeName, let template = declarations.modifierTypes[applied] {
                apply(template, named: applied, to: content, context, in: type, scope: instanceScope(of: made, type: applied, context.scope))
            } else {
                walk(content, context, in: type)
            }
            return
        }
        if !appliedTo.isEmpty, call.calledExpression.is(DeclReferenceExprSyntax.self), name.first?.isLowercase == true,
            type.members[name] == nil
        {
            // `font(.body).foregroundColor(…)` in a modifier's body: modifiers of `self`.
            walk(modifier: name, call: call, base: Self.implicitSelf, context, in: type)
            return
        }
        var context = context
        switch name {
        case _ where SwiftUIStyleKind(element: name).flatMap({ context.styles[$0] }) != nil:
            // The app's style draws the control: its body, with `configuration.label` standing
            // for this control's content (a button's label not tinted: a custom style draws it
            // as it says).
            guard let kind = SwiftUIStyleKind(element: name), let style = context.styles[kind] else { return }
            var inner = context
            inner.styles[kind] = nil
            if kind == .button { inner.plainButtons = true }
            apply(style.template, named: "style " + style.name, to: ExprSyntax(call), inner, in: type, scope: style.scope)
        case "Text" where call.arguments.count == 1 && call.arguments.first?.expression.stringValue.map({ $0.isEmpty || $0.isColorEmojiOnly }) == true:
            // `Text("")` (a spacer or a rule with a background) draws no glyphs, and
            // `Text("🎉")` none in its color.
            break
        case "Link" where !call.arguments.contains(where: { $0.label == nil }):
            // `Link(destination:) { label }`: the label draws itself, in the link's tint unless
            // it sets its own color.
            var inner = context
            if inner.foreground == nil { inner.foreground = context.tint ?? accent(at: file.position(of: call)) }
            walkArguments(of: call, inner, in: type)
        case _ where Self.textViews.contains(name):
            var context = context
            if context.roundedFields, name == "TextField" || name == "SecureField" {
                // The field's own rounded fill, which the system draws, lies under its text.
                context.surface.confidence = .low
                context.surface.doubt = (context.surface.doubt.map { $0 + "; " } ?? "") + "a rounded-border field draws its own fill under its text"
            }
            var foreground = context.foreground
            if foreground == nil, name == "Link" { foreground = context.tint ?? accent(at: file.position(of: call)) }
            draw(foreground, default: "label", role: textRole(context), at: call, context, in: type, how: name)
            // A field's placeholder, while it is empty: the system's placeholder color, which
            // `.foregroundColor` does not change (a `prompt:` text is drawn as written).
            if name == "TextField" || name == "SecureField", call.argument("prompt") == nil,
                let title = call.arguments.first, title.label == nil, title.expression.stringValue != ""
            {
                draw(nil, default: "placeholderText", role: textRole(context), at: call, context, in: type, how: name + " placeholder")
            }
            walkArguments(of: call, context, in: type)
        case "Image" where call.argument("systemName") != nil:
            draw(context.foreground, default: "label", role: componentRole(context), at: call, context, in: type, how: "SF Symbol")
        case "Button", "Menu":
            if context.prominentButtons, name == "Button" {
                // The button's own fill is the nearest background: its tint.
                let fill = context.tint ?? accent(at: file.position(of: call))
                context.surface = Surface(colors: fill.colors, position: fill.position, confidence: .high, measurable: true, explicit: true)
                if context.foreground == nil {
                    context.foreground = ([ColorChoice(ColorReference(.system("white", .uiKit)))], file.position(of: call))
                }
            } else if context.foreground == nil, !context.plainButtons {
                context.foreground = context.tint ?? accent(at: file.position(of: call))
            }
            if let title = call.arguments.first, title.label == nil, title.expression.as(ClosureExprSyntax.self) == nil {
                draw(context.foreground, default: "label", role: textRole(context), at: call, context, in: type, how: name)
            }
            let labeledAction = call.argument("action") != nil
            for (label, closure) in call.closures where label == "label" || (label == nil && labeledAction) {
                walk(statements: closure.statements, context, in: type)
            }
        case "ShareLink":
            // A button that opens the share sheet: its label in the tint (`ShareLink(item:) {
            // label }`), or its title and icon (`ShareLink("Send", item:)`, "Share" untitled).
            if context.foreground == nil, !context.plainButtons {
                context.foreground = context.tint ?? accent(at: file.position(of: call))
            }
            if call.closures.isEmpty {
                draw(context.foreground, default: "label", role: textRole(context), at: call, context, in: type, how: name)
            }
            for (label, closure) in call.closures where label == nil || label == "label" {
                walk(statements: closure.statements, context, in: type)
            }
        case "Toggle", "Slider", "ProgressView", "Gauge", "GroupBox", "ColorPicker", "Stepper", "DatePicker":
            // A switch's track, a slider's or a progress bar's fill: the tint the app gives it,
            // drawn over the background (the system's own green or accent is not the app's).
            if context.tint != nil, ["Toggle", "Slider", "ProgressView", "Gauge"].contains(name) {
                draw(context.tint, default: nil, role: componentRole(context), at: call, context, in: type, how: name + " tint")
            }
            // A title given as a string (`Toggle("Alerts", isOn: $on)`, `GroupBox("Totals")`,
            // `ColorPicker("Symbol color", selection: $color)`).
            // (Not under `.labelsHidden()`, where the title is only read to VoiceOver; a group
            // box's title is no control's label.)
            if let title = call.arguments.first, title.label == nil, let text = title.expression.stringValue, !text.isEmpty,
                !context.labelsHidden || name == "GroupBox"
            {
                draw(context.foreground, default: "label", role: textRole(context), at: call, context, in: type, how: name)
            }
            walkArguments(of: call, context, in: type)
        case "NavigationLink":
            for argument in call.arguments where argument.label?.text == "destination" {
                walk(argument.expression, Self.screen(for: file, under: context), in: type)
            }
            // Outside a list a link is drawn as a button: its label in the tint, unless the
            // label sets its own color.
            var inner = context
            if inner.foreground == nil, !context.plainButtons, !context.inList {
                inner.foreground = context.tint ?? accent(at: file.position(of: call))
            }
            let title = call.arguments.first.flatMap { $0.label == nil && $0.expression.stringValue != nil ? $0 : nil }
            if title != nil {
                draw(inner.foreground, default: "label", role: textRole(context), at: call, inner, in: type, how: name)
            }
            // `NavigationLink { Destination() } label: { … }` and `NavigationLink("Title") {
            // Destination() }`: the unlabeled trailing closure is the destination when a
            // `label:` closure follows it, or a title is given.
            let hasLabel = call.closures.contains { $0.label == "label" }
            for (label, closure) in call.closures {
                if label == "destination" || (label == nil && (hasLabel || title != nil)) {
                    walk(statements: closure.statements, Self.screen(for: file, under: context), in: type)
                } else {
                    walk(statements: closure.statements, inner, in: type)
                }
            }
        case _ where Self.navigationContainers.contains(name) && !Self.clearsNavigationBackground(call):
            // A navigation container draws its own surface, the system background, over what
            // is laid behind it (unless `.containerBackground(…, for: .navigation)` clears it);
            // its content inherits the environment as any other (foreground, font, tint).
            var inner = context
            inner.surface = Self.screen(for: file, lock: context.lock).surface
            inner.behind = nil
            walkArguments(of: call, inner, in: type)
        case "ZStack":
            for (_, closure) in call.closures { walk(layered: closure.statements, context, in: type) }
        case "Section":
            // Headers and footers are drawn on the list's background, between the rows.
            var header = context
            if let under = context.underRows { header.surface = under }
            for argument in call.arguments where argument.label?.text == "header" || argument.label?.text == "footer" {
                walk(argument.expression, header, in: type)
            }
            for argument in call.arguments where argument.label?.text != "header" && argument.label?.text != "footer" {
                if argument.expression.unwrapped.is(FunctionCallExprSyntax.self) { walk(argument.expression, context, in: type) }
            }
            for (label, closure) in call.closures {
                walk(statements: closure.statements, label == "header" || label == "footer" ? header : context, in: type)
            }
        case "List", "Form":
            if file.systemFramework == .uiKit {
                let row = context.plainList ? "systemBackground" : "secondarySystemGroupedBackground"
                let list = context.plainList ? "systemBackground" : "systemGroupedBackground"
                context.underRows = context.listBackgroundHidden
                    ? context.surface
                    : Surface(
                        colors: [ColorChoice(ColorReference(.system(list, .uiKit)))], position: file.position(of: call),
                        confidence: .medium, measurable: true, explicit: false)
                context.surface = Surface(
                    colors: [ColorChoice(ColorReference(.system(row, .uiKit)))], position: file.position(of: call), confidence: .medium,
                    measurable: true, explicit: false)
            }
            context.plainList = false
            context.listBackgroundHidden = false
            context.inList = true
            walkArguments(of: call, context, in: type)
        default:
            if let view = declarations.viewTypes[name] {
                // Its properties as this call gives them (`Card(theme: .beta)`), or their defaults.
                var called = context
                called.scope = instanceScope(of: ExprSyntax(call), type: name, context.scope)
                // Content handed to the custom view (`Card { Text(…) }`) is drawn where its body
                // places the property that holds it, over what is there.
                let content = handedContent(of: call, to: name)
                called.handedKey = content.values.map { "\($0.id)" }.sorted().joined(separator: ",")
                handed.append((content, type, context.scope))
                walk(type: view, called, fromCaller: true)
                handed.removeLast()
                // Else inside it, over what the caller knows.
                var inner = context
                if inner.surface.confidence == .high { inner.surface.confidence = .medium }
                if content.isEmpty {
                    walkArguments(of: call, inner, in: type)
                } else {
                    let handedClosures = Set(content.values.map(\.id))
                    for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) { walk(argument.expression, inner, in: type) }
                    // A closure the body never placed (wrapped where the reader does not follow),
                    // and the closures that are no content, where they were written.
                    for (_, closure) in call.closures {
                        if !handedClosures.contains(closure.id) || !placed.contains(closure.id) {
                            walk(statements: closure.statements, inner, in: type)
                        }
                    }
                }
            } else if let member = type.members[name], !stack.contains(type.name + "." + name) {
                stack.append(type.name + "." + name)
                // A function of the view (`annotation(servings: item.total)`): its parameters
                // bound to this call's arguments, the view's own properties still to what made it.
                var inner = context
                if let function = member.body.enclosing(FunctionDeclSyntax.self), function.name.text == name {
                    inner.scope = context.scope.calling(call, parameters: function.signature.parameterClause.parameters, receiver: nil)
                    inner.scope.arguments = context.scope.arguments.merging(inner.scope.arguments) { $1 }
                }
                walk(statements: member.body, inner, in: type.located(in: member.file))
                stack.removeLast()
                walkArguments(of: call, context, in: type)
            } else {
                walkArguments(of: call, context, in: type)
            }
        }
    }

    /// Whether a modifier's view is a row a list can see (its traits, `.listRowBackground`,
    /// apply): a view a `List`, `Form`, `ForEach`, `Section` or `Group` lists, or the root of a view's
    /// `body` (the view is the row where it is listed) — not a view inside a stack.
    static func isRow(_ modifier: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(modifier)
        while let parent = node.parent {
            // Up the modifier chain (`x.listRowBackground(c).padding()`), and through the
            // statements, `if`s and `switch`es of a view builder.
            let chained = parent.as(MemberAccessExprSyntax.self)?.base?.id == node.id
                || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            if chained || Self.viewBuilderSyntax.contains(parent.kind) {
                node = parent
                continue
            }
            // The content of a call: a list's rows, or a stack's children.
            if let closure = parent.as(ClosureExprSyntax.self) {
                var owner = closure.parent
                if owner?.is(MultipleTrailingClosureElementSyntax.self) == true || owner?.is(MultipleTrailingClosureElementListSyntax.self) == true {
                    owner = owner?.parent
                }
                if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
                guard let call = owner?.as(FunctionCallExprSyntax.self) else { return true }
                let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                return callee.map { ["List", "Form", "ForEach", "Section", "Group"].contains($0) } ?? true
            }
            // A `body`, a view property, a function's result, an argument: the view itself.
            return true
        }
        return true
    }

    /// What a view builder's content is made of, between a view and the call it is content of.
    static let viewBuilderSyntax: Set<SyntaxKind> = [
        .codeBlockItem, .codeBlockItemList, .codeBlock, .ifExpr, .expressionStmt, .switchCase, .switchCaseList, .switchExpr,
    ]

    /// `Color.red` as a callee base is a value, not a view being modified: `Color`, `Theme`.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text.first?.isUppercase == true
    }

    private mutating func walkArguments(of call: FunctionCallExprSyntax, _ context: Context, in type: SwiftDeclarations.ViewType) {
        for argument in call.arguments where argument.expression.as(ClosureExprSyntax.self) == nil {
            if argument.expression.unwrapped.is(FunctionCallExprSyntax.self) { walk(argument.expression, context, in: type) }
        }
        for (_, closure) in call.closures { walk(statements: closure.statements, context, in: type) }
    }

    private mutating func walk(
        modifier name: String, call: FunctionCallExprSyntax, base: ExprSyntax, _ context: Context, in type: SwiftDeclarations.ViewType
    ) {
        let file = type.file
        let at = call.calledExpression.as(MemberAccessExprSyntax.self).map { file.position(of: $0.declName) } ?? file.position(of: call)
        var inner = context
        let firstArgument = call.arguments.first { $0.label == nil }?.expression ?? call.trailingClosure.map(ExprSyntax.init)
        switch name {
        case "listRowBackground" where !Self.isRow(call):
            // A row trait on a view inside a row (an `HStack` in a `ZStack`) has no effect.
            walk(base, context, in: type)
        case _ where (name == "background" || name == "overlay") && Self.isDivider(base)
            && firstArgument.map({ !$0.is(ClosureExprSyntax.self) }) == true:
            // `Divider().frame(height: 1).background(focused ? a : b)`: the divider's line is
            // drawn in that color over what is behind it. A color chosen by a state (a field's
            // focus underline) shows that state, a component (WCAG 1.4.11); one color for good
            // is a decoration, which no contrast requirement covers.
            if let content = firstArgument {
                let colors = resolver.colors(of: content, dialect: .swiftUI, scope: context.scope)
                if colors.isEmpty {
                    tally.unreadColors.append(file.position(of: content))
                } else if colors.contains(where: { !$0.conditions.isEmpty }) {
                    draw((colors, at), default: nil, role: .uiComponent, at: call, context, in: type, how: "divider")
                }
            }
        case _ where Self.backgroundModifiers.contains(name):
            if let content = firstArgument {
                switch surface(of: content, file: file, scope: context.scope) {
                case .colors(let colors, let measurable):
                    if !measurable || Self.isFill(colors) {
                        inner.surface = Surface(
                            colors: Self.showingThrough(colors, context.surface), position: at, confidence: .high, measurable: measurable,
                            explicit: true)
                    } else if name == "listRowBackground", let under = context.underRows {
                        // A clear row shows what is under the list's rows.
                        inner.surface = under
                    }
                    if Self.isShownInOneState(content) { walk(base, context, in: type) }
                case .unreadable:
                    inner.surface = Surface(colors: [], position: at, confidence: .high, measurable: false, explicit: true)
                    if content.as(ClosureExprSyntax.self) == nil { tally.unreadColors.append(file.position(of: content)) }
                case .views:
                    walk(content, context, in: type)
                }
            }
            walk(base, inner, in: type)
        case "overlay":
            var over = context
            switch surface(of: base, file: file, scope: context.scope) {
            case .colors(let colors, let measurable):
                over.surface = Surface(colors: colors, position: file.position(of: base), confidence: .high, measurable: measurable, explicit: true)
                over.behind = context.surface
            case .views where drawsShape(base):
                // Laid over an outline or a shape the reader cannot see as one fill (a
                // progress bar's stroke): where they overlap, that drawing is behind it.
                over.surface.confidence = .low
                over.surface.doubt = "laid over a shape \(Self.viewName(base)) draws"
            default:
                break
            }
            // An overlay's content is layered as a `ZStack`'s (a scrim drawn first is under the rest).
            if let closure = firstArgument?.as(ClosureExprSyntax.self) {
                walk(layered: closure.statements, over, in: type)
            } else if let content = firstArgument {
                walk(content, over, in: type)
            }
            walk(base, context, in: type)
        case "foregroundColor", "foregroundStyle":
            let colors = Array(call.arguments).filter { $0.label == nil }.flatMap { resolver.colors(of: $0.expression, dialect: .swiftUI, scope: context.scope) }
            if colors.isEmpty, let argument = call.arguments.first?.expression, !Self.isGradientOrMaterial(argument) {
                tally.unreadColors.append(file.position(of: argument))
            }
            // A foreground that cannot be read draws nothing the audit can pair: never the
            // default label color in its place.
            inner.foreground = (colors, at)
            walk(base, inner, in: type)
        case "tint", "accentColor":
            let colors = (call.arguments.first?.expression).map { resolver.colors(of: $0, dialect: .swiftUI, scope: context.scope) } ?? []
            if !colors.isEmpty { inner.tint = (colors, at) }
            // `.accentColor(x)` is also what `Color.accentColor` is below it (`.tint` is not);
            // one the resolver cannot read leaves it unknown, not the app's accent.
            if name == "accentColor" { inner.scope.accent = colors }
            walk(base, inner, in: type)
        case "fill", "stroke", "strokeBorder":
            // A shape drawn as a component (a background's fill is read by `surface(of:)`).
            // With no color of its own (`.stroke(style: …)`, `.fill()`), in the foreground style
            // a modifier outside it gives (`.foregroundStyle(.appGray)`).
            if call.arguments.first(where: { $0.label == nil }) == nil {
                if context.foreground != nil {
                    draw(context.foreground, default: nil, role: componentRole(context), at: call, context, in: type, how: name)
                }
            } else if let argument = call.arguments.first?.expression {
                let colors = resolver.colors(of: argument, dialect: .swiftUI, scope: context.scope)
                if colors.isEmpty {
                    if !Self.isGradientOrMaterial(argument) { tally.unreadColors.append(file.position(of: argument)) }
                } else {
                    draw((colors, at), default: nil, role: componentRole(context), at: call, context, in: type, how: name)
                }
            }
        case "border":
            if let argument = call.arguments.first?.expression {
                let colors = resolver.colors(of: argument, dialect: .swiftUI, scope: context.scope)
                if !colors.isEmpty {
                    draw((colors, at), default: nil, role: componentRole(context), at: call, context, in: type, how: name)
                }
            }
            walk(base, inner, in: type)
        case "font":
            if let argument = call.arguments.first?.expression { apply(font: argument, to: &inner) }
            walk(base, inner, in: type)
        case "bold":
            if call.arguments.first?.expression.booleanValue != false { inner.bold = true }
            walk(base, inner, in: type)
        case "fontWeight":
            if let weight = call.arguments.first?.expression.lastName { inner.bold = Self.boldWeights.contains(weight) }
            walk(base, inner, in: type)
        case "preferredColorScheme", "colorScheme", "environment":
            let isScheme = name != "environment" || call.arguments.first?.expression.mentions(identifier: "colorScheme") == true
            if isScheme, let style = call.arguments.last?.expression.namedAppearance {
                if call.runsConditionally {
                    tally.conditionalLocks.append(at)
                } else {
                    inner.lock = AppearanceLock(style, at: at)
                }
            }
            walk(base, inner, in: type)
        case "disabled":
            if call.arguments.first?.expression.booleanValue == true { inner.disabled = true }
            walk(base, inner, in: type)
        case "labelsHidden":
            inner.labelsHidden = true
            walk(base, inner, in: type)
        case "progressViewStyle":
            // `.progressViewStyle(CircularProgressViewStyle(tint: .white))`: the style's tint
            // colors the spinner or bar, whatever tint the environment gives.
            if let style = call.arguments.first?.expression.unwrapped.as(FunctionCallExprSyntax.self), let tint = style.argument("tint") {
                let colors = resolver.colors(of: tint, dialect: .swiftUI, scope: context.scope)
                inner.tint = colors.isEmpty ? nil : (colors, at)
            }
            walk(base, inner, in: type)
        case _ where SwiftUIStyleKind(modifier: name) != nil:
            guard let kind = SwiftUIStyleKind(modifier: name) else { return }
            let style = call.arguments.first.map { Self.styleName($0.expression) } ?? ""
            inner.styles[kind] = declarations.style(kind, named: style).map { found in
                (found.name, found.template, call.arguments.first.map { instanceScope(of: $0.expression, type: found.name, context.scope) } ?? .root)
            }
            if kind == .toggle, style == "SwitchToggleStyle", let tint = call.arguments.first?.expression.unwrapped.as(FunctionCallExprSyntax.self)?.argument("tint") {
                // `.toggleStyle(SwitchToggleStyle(tint: Color("Brand")))`
                let colors = resolver.colors(of: tint, dialect: .swiftUI, scope: context.scope)
                if !colors.isEmpty { inner.tint = (colors, at) }
            }
            if kind == .textField { inner.roundedFields = style == "roundedBorder" || style == "RoundedBorderTextFieldStyle" }
            if kind == .button {
                inner.plainButtons = style == "plain" || style == "PlainButtonStyle"
                inner.prominentButtons = style == "borderedProminent" || style == "BorderedProminentButtonStyle"
            }
            walk(base, inner, in: type)
        case "swipeActions":
            // Each action is a button revealed beside the row: its title and icon in white on
            // its tint (`Button(role: .destructive)` on red); the row is drawn as it is.
            for (_, closure) in call.closures {
                for action in closure.statements.expressions(on: declarations.platforms) { swipeAction(action, context, in: type) }
            }
            walk(base, context, in: type)
        case _ where Self.drawnElsewhereModifiers.contains(name):
            walk(base, context, in: type)
        case "hidden" where call.arguments.isEmpty:
            // `.hidden()`: laid out, never drawn.
            inner.unseen = true
            walk(base, inner, in: type)
        case "frame" where call.arguments.contains(where: { ["width", "height"].contains($0.label?.text) && $0.expression.numberValue == 0 }):
            // `.frame(width: 0, height: 0)`: a field kept off screen to take the keyboard's input.
            inner.unseen = true
            walk(base, inner, in: type)
        case "opacity":
            // `.opacity(0.0001)`: a view kept to take taps, or for layout; nobody sees it.
            if let value = call.arguments.first.flatMap({ SwiftColorResolver.Opacity($0.expression)?.value }), value < Self.hitTestingOpacity {
                inner.unseen = true
                walk(base, inner, in: type)
                return
            }
            // `.opacity(isDone ? 1 : 0)`: what the view draws is seen while the state holds.
            if let shown = call.arguments.first.flatMap({ SwiftColorResolver.Opacity($0.expression)?.shownWhen }) {
                inner.shownWhen.append(context.scope.qualified(shown))
            }
            // `.opacity(0.7)`: what it draws is seen at 70 % over what it lies on; `.opacity(isDone
            // ? 0.25 : 1)`: at each in its state. (Under an opacity already, the product.)
            if let argument = call.arguments.first?.expression.unwrapped, context.opacity == nil {
                if let value = argument.numberValue, value < 1 {
                    inner.opacity = ([(value, nil)], context.surface.position)
                } else if let ternary = argument.as(TernaryExprSyntax.self), let then = ternary.thenExpression.numberValue,
                    let otherwise = ternary.elseExpression.numberValue, then > 0, otherwise > 0, min(then, otherwise) < 1
                {
                    // A named state (`isDone`) where there is one; else the choice made here.
                    let (state, negated) = SwiftColorResolver.stateCondition(ternary.condition) ?? ("opacity at \(file.position(of: ternary))", false)
                    let holds = context.scope.qualified(ColorChoice.Condition(name: state, holds: !negated))
                    let fails = context.scope.qualified(ColorChoice.Condition(name: state, holds: negated))
                    // (A state in which nobody sees it, under the hit-testing opacity, draws nothing.)
                    inner.opacity = ([(then, holds), (otherwise, fails)].filter { $0.0 >= Self.hitTestingOpacity }, context.surface.position)
                }
            } else if let value = call.arguments.first?.expression.numberValue, value < 1, let outer = context.opacity {
                inner.opacity = (outer.values.map { ($0.value * value, $0.state) }, outer.over)
            }
            walk(base, inner, in: type)
        case "scrollContentBackground":
            if call.arguments.first.map({ Self.styleName($0.expression) }) == "hidden" { inner.listBackgroundHidden = true }
            walk(base, inner, in: type)
        case "listStyle":
            if call.arguments.first.map({ Self.styleName($0.expression).lowercased().contains("plain") }) == true { inner.plainList = true }
            walk(base, inner, in: type)
        case _ where Self.presentationModifiers.contains(name):
            for (_, closure) in call.closures {
                walk(statements: closure.statements, Self.screen(for: file, under: context), in: type)
            }
            walk(base, context, in: type)
        case "navigationTitle" where call.arguments.first.map({ $0.label == nil }) == true:
            // The title on the bar: over the background the view gives the bar
            // (`.toolbarBackground(x, for: .navigationBar)`), in the bar's color scheme.
            if let bar = Self.navigationBar(around: call) {
                let colors = resolver.colors(of: bar.background, dialect: .swiftUI, scope: context.scope)
                if !colors.isEmpty {
                    var onBar = Self.screen(for: file, under: context)
                    onBar.surface = Surface(colors: colors, position: file.position(of: bar.background), confidence: .high, measurable: true, explicit: true)
                    let title: (colors: [ColorChoice], position: SourcePosition)? = bar.scheme.map { scheme in
                        ([ColorChoice(ColorReference(.system(scheme == "dark" ? "white" : "black", .uiKit)))], file.position(of: call))
                    }
                    draw(title, default: "label", role: .largeText, at: call, onBar, in: type, how: "navigation title")
                }
            }
            walk(base, context, in: type)
        case "toolbar", "navigationBarItems":
            // Toolbar items sit on the bar: over the background the view gives it, else the
            // screen's bar background.
            var onBar = Self.screen(for: file, under: context)
            var barFilled = false
            if let bar = Self.navigationBar(around: call) {
                let colors = resolver.colors(of: bar.background, dialect: .swiftUI, scope: context.scope)
                if !colors.isEmpty {
                    onBar.surface = Surface(colors: colors, position: file.position(of: bar.background), confidence: .high, measurable: true, explicit: true)
                    barFilled = true
                }
            }
            // A bar given no background is transparent at the top of the screen (iOS 15 on): its
            // items lie on the screen's fill, which a color background extends under the bar.
            if !barFilled {
                if case .colors(let colors, true) = surface(of: base, file: file, scope: context.scope), Self.isFill(colors) {
                    onBar.surface = Surface(
                        colors: colors, position: file.position(of: base), confidence: .medium, measurable: true, explicit: true,
                        doubt: "the bar is transparent at the top of the screen")
                } else if context.surface.explicit, context.surface.measurable {
                    // The fill of the screen the view is on (a `NavigationStack`'s background).
                    onBar.surface = context.surface
                    onBar.surface.confidence = min(context.surface.confidence, .medium)
                    onBar.surface.doubt = "the bar is transparent at the top of the screen"
                }
            }
            for (_, closure) in call.closures {
                walk(statements: closure.statements, onBar, in: type)
            }
            walk(base, context, in: type)
        case "modifier":
            let applied = call.arguments.first.flatMap { $0.expression.unwrapped.as(FunctionCallExprSyntax.self)?.calleeName }
            if let applied, let template = declarations.modifierTypes[applied], let made = call.arguments.first?.expression {
                apply(template, named: applied, to: base, context, in: type, scope: instanceScope(of: made, type: applied, context.scope))
            } else {
                walk(base, context, in: type)
            }
        default:
            if let template = declarations.modifiers[name] {
                // Its parameters bound to this call's arguments.
                let function = template.body.enclosing(FunctionDeclSyntax.self)
                let scope = function.map { context.scope.calling(call, parameters: $0.signature.parameterClause.parameters, receiver: nil) }
                transforms.append((function.map { Self.handedClosures(call, to: $0) } ?? [:], type, context.scope))
                apply(template, named: name, to: base, context, in: type, scope: scope ?? context.scope)
                // A closure the body calls where the reader does not follow it (`if let view =
                // transform(self)`): what it does to the view it is handed, as written.
                for closure in transforms.removeLast().closures.values where !walkedTransforms.contains(closure.id) {
                    appliedTo.append((base, type, context.scope))
                    modifiedAliases.append(Self.parameterNames(of: closure))
                    walk(statements: closure.statements, context, in: type)
                    modifiedAliases.removeLast()
                    appliedTo.removeLast()
                }
                return
            }
            for (_, closure) in call.closures { walk(statements: closure.statements, context, in: type) }
            walk(base, context, in: type)
        }
    }

    /// The closures a call hands a function, by the name its body calls them by: a labelled
    /// one to the parameter of that label, the others to its function parameters in order.
    static func handedClosures(_ call: FunctionCallExprSyntax, to function: FunctionDeclSyntax) -> [String: ClosureExprSyntax] {
        let parameters = function.signature.parameterClause.parameters
        var unlabelled = Array(parameters).filter { parameter in
            let type = parameter.type.as(AttributedTypeSyntax.self)?.baseType ?? parameter.type
            return type.is(FunctionTypeSyntax.self)
        }[...]
        var found: [String: ClosureExprSyntax] = [:]
        for (label, closure) in call.closures {
            let parameter = label.flatMap { label in parameters.first { $0.firstName.text == label } } ?? unlabelled.popFirst()
            if let parameter {
                found[(parameter.secondName ?? parameter.firstName).text] = closure
                unlabelled.removeAll { $0.id == parameter.id }
            }
        }
        return found
    }

    /// The names a closure calls its parameters by (`content in`), or `$0`.
    static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        guard let signature = closure.signature?.parameterClause else { return ["$0"] }
        switch signature {
        case .simpleInput(let names): return Set(names.map(\.name.text))
        case .parameterClause(let clause): return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        }
    }

    /// `configuration.label` (a label style's `configuration.title` and `.icon`, a group
    /// box style's `configuration.content`, a text field style's `configuration`): what a
    /// style's body calls the content it styles.
    static func isStyledLabel(_ expression: ExprSyntax) -> Bool {
        guard let path = expression.namePath, !path.isImplicit, path.names.first == "configuration" else { return false }
        // A text field style's body: `configuration`, the field.
        if path.names.count == 1 { return true }
        return path.names.count == 2 && SwiftUIStyleKind.allCases.contains { $0.contentNames.contains(path.names[1]) }
    }

    /// What a view's modifiers give its navigation bar: a background color
    /// (`.toolbarBackground(x, for: .navigationBar)`, or for every bar) and a color scheme
    /// (`.toolbarColorScheme(.dark, for: .navigationBar)`), read along the chain of modifiers
    /// `call` is in; `nil` without a background.
    static func navigationBar(around call: FunctionCallExprSyntax) -> (background: ExprSyntax, scheme: String?)? {
        var chain: [FunctionCallExprSyntax] = []
        var current: FunctionCallExprSyntax? = call
        while let node = current {
            chain.append(node)
            current = node.modifierBase?.unwrapped.as(FunctionCallExprSyntax.self)
        }
        var up = Syntax(call)
        while let member = up.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            chain.append(outer)
            up = Syntax(outer)
        }
        func forNavigationBar(_ modifier: FunctionCallExprSyntax) -> Bool {
            guard let bars = modifier.argument("for") else { return true }
            return bars.lastName == "navigationBar" || bars.as(ArrayExprSyntax.self)?.elements.contains { $0.expression.lastName == "navigationBar" } == true
        }
        var background: ExprSyntax?
        var scheme: String?
        for modifier in chain where forNavigationBar(modifier) {
            guard let first = modifier.arguments.first, first.label == nil else { continue }
            switch modifier.calleeName {
            case "toolbarBackground" where !["visible", "hidden", "automatic"].contains(first.expression.lastName ?? ""):
                background = first.expression
            case "toolbarColorScheme":
                scheme = first.expression.lastName
            default:
                break
            }
        }
        return background.map { ($0, scheme) }
    }

    /// The property a custom view's body places content by: `content`, `self.content`,
    /// `content()`, `sheet(dismiss)` (content built from what the view gives it).
    static func placedName(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return placedName(call.calledExpression.unwrapped)
        }
        guard let path = expression.namePath, !path.isImplicit else { return nil }
        if path.names.count == 1 { return path.names[0] }
        if path.names.count == 2, path.names[0] == "self" { return path.names[1] }
        return nil
    }

    /// The closures a call of the app's view `type` hands it, by the property that holds each:
    /// a labeled one by its label (or the initializer parameter that sets the property), the
    /// trailing one by the initializer's first closure parameter no label gives, else (a
    /// memberwise initializer) the view's last content property no label names.
    func handedContent(of call: FunctionCallExprSyntax, to type: String) -> [String: ClosureExprSyntax] {
        let properties = declarations.contentProperties(of: type)
        guard !properties.isEmpty else { return [:] }
        var content: [String: ClosureExprSyntax] = [:]
        var trailing: [ClosureExprSyntax] = []
        for (label, closure) in call.closures {
            if let label {
                let property = declarations.storedProperty(of: type, setBy: label)
                if properties.contains(property) { content[property] = closure }
            } else {
                trailing.append(closure)
            }
        }
        if let closure = trailing.first {
            // The initializer's first closure parameter the labels leave out, else the last
            // content property no label names.
            let labels = Set(call.arguments.compactMap { $0.label?.text })
            if let label = declarations.trailingClosureLabel(of: type, given: labels) {
                let property = declarations.storedProperty(of: type, setBy: label)
                if properties.contains(property) { content[property] = closure }
            } else if let property = properties.last(where: { content[$0] == nil }) {
                content[property] = closure
            }
        }
        return content
    }

    /// `self` and `content`: what a modifier's body calls the view it modifies.
    static func isModified(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.baseName.tokenKind == .keyword(.self) || reference.baseName.text == "content"
    }

    /// The `self` of a modifier's body when its modifiers are written without it.
    static let implicitSelf = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))

    /// Walks an app's own modifier's body where it is applied: the modifiers it sets reach
    /// `base`, the view it was called on, walked where it was called. A modifier that
    /// applies itself again (through another) is walked once.
    private mutating func apply(
        _ template: SwiftDeclarations.Template, named name: String, to base: ExprSyntax, _ context: Context,
        in type: SwiftDeclarations.ViewType, scope: EvaluationScope
    ) {
        // Applied again at the same place only by recursion; at another place (a sheet the
        // modified view leads to uses the modifier too), applied there as well. (A modifier an
        // app's modifier applies to itself, `modifier(CardBackground())`, is at its place.)
        let site = base.parent == nil ? appliedTo.last.map { ($0.base, $0.type) } ?? (base, type) : (base, type)
        let key = "modifier \(name) \(site.1.file.path):\(site.0.positionAfterSkippingLeadingTrivia.utf8Offset)"
        guard !stack.contains(key), appliedTo.count < 16 else { return walk(base, context, in: type) }
        stack.append(key)
        appliedTo.append((base, type, context.scope))
        let body = SwiftDeclarations.ViewType(name: type.name, file: template.file, bodies: [], members: [:], isApp: false)
        var inner = context
        inner.scope = scope
        walk(statements: template.body, inner, in: body)
        appliedTo.removeLast()
        stack.removeLast()
    }

    /// What an app's type (a style, a modifier, a view) is read in where code makes it: its
    /// stored properties bound to what the call gives them — `WideStyle(kind: .dark)`, a
    /// style's static member (`.wide(kind: .dark)`, `.expanded`) through what it makes — or
    /// else to their default values (`var theme = Theme.alpha`).
    func instanceScope(of expression: ExprSyntax, type: String, _ scope: EvaluationScope) -> EvaluationScope {
        var call = expression.unwrapped.as(FunctionCallExprSyntax.self)
        var callerScope = scope
        let name = Self.styleName(expression)
        if name != type, let factory = declarations.styleFactories[name] {
            if let call, let function = factory.enclosing(FunctionDeclSyntax.self) {
                callerScope = scope.calling(call, parameters: function.signature.parameterClause.parameters, receiver: nil)
            }
            call = factory.unwrapped.as(FunctionCallExprSyntax.self)
        }
        var result = EvaluationScope()
        result.accent = scope.accent
        for argument in call?.arguments ?? [] {
            guard let label = argument.label?.text, !argument.expression.is(ClosureExprSyntax.self) else { continue }
            result.arguments[declarations.storedProperty(of: type, setBy: label)] = EvaluationScope.Argument(
                expression: argument.expression, scope: callerScope)
        }
        for (property, value) in declarations.defaultValues(of: type) where result.arguments[property] == nil {
            result.arguments[property] = EvaluationScope.Argument(expression: value, scope: .root)
        }
        return result
    }

    /// What a background's content is: colors (a color, a shape filled with one, a color
    /// with layout modifiers), something the audit cannot measure, or views.
    enum SurfaceContent {
        case colors([ColorChoice], measurable: Bool)
        case unreadable
        case views
    }

    func surface(of expression: ExprSyntax, file: SwiftSourceFile, scope: EvaluationScope, depth: Int = 0) -> SurfaceContent {
        let expression = expression.unwrapped
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard let only = closure.statements.singleValue else { return .views }
            return surface(of: only, file: file, scope: scope, depth: depth)
        }
        if let branch = expression.as(IfExprSyntax.self) { return surface(ofIf: branch, file: file, scope: scope, depth: depth) }
        if Self.isGradientOrMaterial(expression) { return .colors([], measurable: false) }
        let colors = resolver.colors(of: expression, dialect: .swiftUI, scope: scope)
        if !colors.isEmpty { return .colors(colors, measurable: true) }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            if let base = call.modifierBase, !Self.isTypeName(base) {
                switch name {
                case "fill", "foregroundColor", "foregroundStyle":
                    // `.foregroundColor` fills a shape; on any other view (a symbol, a stack) it
                    // is what the view draws its content in, not a surface: what the view
                    // fills is what it filled before.
                    // (`Circle().fill().foregroundColor(x)`: filled in the foreground style, x.)
                    guard name == "fill" || Self.isShape(base) || Self.isFilledInForegroundStyle(base) else {
                        return surface(of: base, file: file, scope: scope, depth: depth)
                    }
                    // A stroked shape filled (`Circle().stroke().fill(…)`) is a ring, not a surface.
                    guard !Self.isStroked(base) else { return .views }
                    guard let argument = call.arguments.first?.expression else { return .views }
                    if Self.isGradientOrMaterial(argument) { return .colors([], measurable: false) }
                    let colors = resolver.colors(of: argument, dialect: .swiftUI, scope: scope)
                    return colors.isEmpty ? .unreadable : .colors(colors, measurable: true)
                case "background":
                    // A view with a background is seen as that background (`.overlay` content),
                    // unless it covers it: a fill or an image in front of it.
                    if case .colors(let colors, let measurable) = surface(of: base, file: file, scope: scope, depth: depth),
                        !measurable || colors.allSatisfy({ !$0.color.isInvisible && $0.color.opacity >= 1 })
                    {
                        return .colors(colors, measurable: measurable)
                    }
                    guard let argument = call.arguments.first?.expression ?? call.trailingClosure.map(ExprSyntax.init) else { return .views }
                    return surface(of: argument, file: file, scope: scope, depth: depth)
                case "opacity":
                    if case .colors(let colors, let measurable) = surface(of: base, file: file, scope: scope, depth: depth),
                        let argument = call.arguments.first?.expression
                    {
                        // `.opacity(isSelected ? 1 : 0.2)`: the fill at each opacity, in its state.
                        if let ternary = argument.unwrapped.as(TernaryExprSyntax.self), let then = ternary.thenExpression.numberValue,
                            let otherwise = ternary.elseExpression.numberValue, then != 0, otherwise != 0, then != otherwise
                        {
                            return .colors(resolver.branches(
                                condition: ternary.condition,
                                then: colors.map { $0.replacing($0.color.applying(opacity: then)) },
                                otherwise: colors.map { $0.replacing($0.color.applying(opacity: otherwise)) }, scope: scope), measurable: measurable)
                        }
                        if let value = SwiftColorResolver.Opacity(argument)?.value {
                            return .colors(colors.map { $0.replacing($0.color.applying(opacity: value)) }, measurable: measurable)
                        }
                    }
                    return surface(of: base, file: file, scope: scope, depth: depth)
                case "brightness", "saturation", "contrast", "hueRotation", "grayscale", "colorMultiply", "colorInvert", "blendMode":
                    // A fill whose color an effect changes: a surface, of a color not measured.
                    if case .colors = surface(of: base, file: file, scope: scope, depth: depth) { return .colors([], measurable: false) }
                    return surface(of: base, file: file, scope: scope, depth: depth)
                case "aspectRatio" where call.arguments.contains { $0.expression.lastName == "fit" }:
                    // An image scaled to fit (a logo) covers only part of what it is in.
                    return .views
                case _ where Self.keepsSurface(name):
                    return surface(of: base, file: file, scope: scope, depth: depth)
                case _ where declarations.modifiers[name].map({ !Self.paints($0.body) }) == true:
                    // The app's own layout modifier (`.fillScreen()`): what it is applied to.
                    return surface(of: base, file: file, scope: scope, depth: depth)
                default:
                    return .views
                }
            }
            if Self.shapes.contains(name) {
                // An unfilled shape is filled with the foreground style: not known here.
                return .unreadable
            }
            // `ZStack { shadow.offset(y: 1); card.fill(paper) }` as a background: its top view,
            // when that is one opaque fill (what lies under it does not show). A top view a
            // branch chooses is left as views: which state draws it is not followed here.
            if name == "ZStack", call.modifierBase == nil, depth < 8, let closure = call.trailingClosure,
                let top = closure.statements.expressions(on: declarations.platforms).last,
                !top.unwrapped.is(IfExprSyntax.self), !top.unwrapped.is(SwitchExprSyntax.self),
                case .colors(let colors, true) = surface(of: top, file: file, scope: scope, depth: depth + 1),
                !colors.isEmpty, colors.allSatisfy({ !$0.color.isInvisible && $0.color.opacity >= 1 })
            {
                return .colors(colors, measurable: true)
            }
            // `GeometryReader { proxy in color.frame(…) }`: what its one view is.
            if name == "GeometryReader", call.modifierBase == nil, let closure = call.trailingClosure, let only = closure.statements.singleValue {
                return surface(of: only, file: file, scope: scope, depth: depth)
            }
            if name == "Image", call.argument("systemName") != nil { return .views }
            if name == "Image" || name == "AsyncImage" { return .colors([], measurable: false) }
            // The app's own view whose body is one fill (`BackgroundView()`: `Color.background
            // .ignoresSafeArea()`): that fill, as the call gives the view's properties.
            if call.modifierBase == nil, depth < 8, let view = declarations.viewTypes[name], view.bodies.count == 1,
                let only = view.bodies[0].body.singleValue, !Self.hasOverlay(only)
            {
                return surface(of: only, file: view.bodies[0].file, scope: instanceScope(of: ExprSyntax(call), type: name, scope), depth: depth + 1)
            }
            // A color made from values known only at run time (`Color(rgb: line.color)`).
            if SwiftColorResolver.colorTypes.contains(name) { return .unreadable }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let owner = (expression.enclosing(StructDeclSyntax.self)?.name ?? expression.enclosing(ClassDeclSyntax.self)?.name)?.text,
            declarations.memberTypes["\(owner).\(reference.baseName.text)"] == "Image"
        {
            // A property that holds an image (`@State var image: Image`).
            return .colors([], measurable: false)
        }
        if expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) { return .unreadable }
        return .views
    }

    /// Whether a view is a picture (`Image("card")`, `AsyncImage(url:)`, not a symbol) under
    /// modifiers.
    static func isPicture(_ expression: ExprSyntax) -> Bool {
        guard let call = viewCall(expression), let name = call.calleeName else { return false }
        return (name == "Image" && call.argument("systemName") == nil) || name == "AsyncImage"
    }

    /// Whether a view's modifiers lay content over it (`.overlay`): an avatar's white disc
    /// under its photo is no background of what is drawn on the photo.
    static func hasOverlay(_ expression: ExprSyntax) -> Bool {
        var current = expression.unwrapped
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase {
            if call.calleeName == "overlay" { return true }
            current = base.unwrapped
        }
        return false
    }

    /// `if isEnabled { shape.fill(a) } else { shape.stroke(b) }` in a background: each
    /// branch's fill, known by the state; a branch that fills nothing (an outline, no `else`)
    /// is clear in that state, so what is under it shows there.
    private func surface(ofIf branch: IfExprSyntax, file: SwiftSourceFile, scope: EvaluationScope, depth: Int) -> SurfaceContent {
        guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition,
            let (state, negated) = SwiftColorResolver.stateCondition(condition)
        else { return .views }
        let otherwise: SurfaceContent?
        switch branch.elseBody {
        case .codeBlock(let block)?: otherwise = block.statements.singleValue.map { surface(of: $0, file: file, scope: scope, depth: depth) }
        case .ifExpr(let next)?: otherwise = surface(ofIf: next, file: file, scope: scope, depth: depth)
        case nil: otherwise = nil
        }
        var colors: [ColorChoice] = []
        for (content, holds) in [(branch.body.statements.singleValue.map { surface(of: $0, file: file, scope: scope, depth: depth) }, !negated), (otherwise, negated)] {
            let condition = scope.qualified(ColorChoice.Condition(name: state, holds: holds))
            switch content {
            case .colors(let found, true)? where Self.isFill(found):
                colors += found.map { $0.adding(condition) }
            case .unreadable?, .colors(_, false)?:
                return content ?? .unreadable
            default:
                colors.append(ColorChoice(ColorReference(.system("clear", .uiKit)), conditions: [condition]))
            }
        }
        return .colors(colors, measurable: true)
    }

    /// Whether a shape is stroked before what follows (`Circle().stroke()`,
    /// `RoundedRectangle(…).strokeBorder(lineWidth: 2)`): its outline is what is drawn.
    static func isStroked(_ expression: ExprSyntax) -> Bool {
        var current = expression.unwrapped
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase, !isTypeName(base) {
            if let name = call.calleeName, name == "stroke" || name == "strokeBorder" { return true }
            current = base.unwrapped
        }
        return false
    }

    /// Whether a view strokes or fills a shape (`Capsule().stroke(…)`, an app's view whose
    /// body draws one), which content laid over it is drawn on.
    func drawsShape(_ expression: ExprSyntax) -> Bool {
        var current = expression.unwrapped
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase, !Self.isTypeName(base) {
            if let name = call.calleeName, Self.shapeDrawing.contains(name) { return true }
            current = base.unwrapped
        }
        guard let call = current.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        if Self.shapes.contains(name) { return true }
        return declarations.viewTypes[name]?.bodies.contains { body in
            body.body.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let identifier) = token.tokenKind else { return false }
                return Self.shapeDrawing.contains(identifier) || Self.shapes.contains(identifier)
            }
        } ?? false
    }

    static let shapeDrawing: Set<String> = ["stroke", "strokeBorder", "fill", "Path", "Canvas"]

    /// The name of the view an expression makes, under its modifiers (`ProgressBar`).
    static func viewName(_ expression: ExprSyntax) -> String {
        viewCall(expression)?.calleeName ?? "the view"
    }

    /// The call that makes the view an expression draws, under its modifiers (`Image("card")`
    /// in `Image("card").resizable().scaledToFit()`).
    static func viewCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression.unwrapped
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase, !isTypeName(base) {
            current = base.unwrapped
        }
        return current.as(FunctionCallExprSyntax.self)
    }

    /// Modifiers that leave what a view fills as it is (`.border` outlines the fill; the
    /// others lay it out, size an image, clip it or animate it). `.stroke` and `.strokeBorder` are not among
    /// them: a stroked shape is an outline, drawn as a component, with nothing filled.
    static let keepsSurface: Set<String> = [
        "overlay", "border", "shadow", "padding", "frame", "cornerRadius", "clipShape", "ignoresSafeArea",
        "edgesIgnoringSafeArea", "mask", "clipped", "blur", "contentShape", "id", "transition", "animation",
        "matchedGeometryEffect", "onTapGesture", "allowsHitTesting", "scaleEffect", "zIndex", "accessibilityHidden",
        "rotationEffect", "rotation3DEffect",
        "compositingGroup", "resizable", "aspectRatio", "scaledToFill", "renderingMode", "interpolation", "antialiased",
        // How text is set and edited.
        "font", "fontWeight", "bold", "italic", "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode",
        "minimumScaleFactor", "keyboardType", "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled",
        "disableAutocorrection", "submitLabel", "textContentType", "focused", "disabled", "fixedSize", "layoutPriority",
        // What a screen presents or carries, not what it fills.
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationTitle", "navigationBarTitle",
        "navigationBarTitleDisplayMode", "navigationDestination", "toolbar", "task", "refreshable", "searchable", "environment",
        "environmentObject",
    ]

    /// Whether a view only paints (a color, a shape, under modifiers): it draws no text or
    /// symbol of its own.
    func isPaintOnly(_ expression: ExprSyntax) -> Bool {
        var current = expression.unwrapped
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase, !Self.isTypeName(base) {
            current = base.unwrapped
        }
        if let call = current.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            Self.shapes.contains(name) || SwiftColorResolver.colorTypes.contains(name)
        {
            return true
        }
        return !resolver.colors(of: current, dialect: .swiftUI).isEmpty
    }

    /// A fill chosen by a state, clear in one branch (`isSelected ? accent : .clear`): in
    /// that branch what is under it shows, so the surface under it (one the app chose) joins
    /// the fill's colors, known as that branch.
    static func showingThrough(_ colors: [ColorChoice], _ under: Surface) -> [ColorChoice] {
        guard under.explicit, under.measurable else { return colors }
        var result = colors
        for choice in colors where choice.color.isInvisible {
            guard !choice.conditions.isEmpty else { continue }
            for below in under.colors where below.conditions.isEmpty && choice.isCompatible(with: below) {
                var shown = below
                shown.conditions = choice.conditions
                result.append(shown)
            }
        }
        return result
    }

    /// Below this opacity a color is not a fill: `Color.white.opacity(0.01)` is how SwiftUI
    /// code makes a view take taps, not a background anyone sees.
    static let hitTestingOpacity = 0.05

    /// Whether some of the colors are seen as a fill.
    static func isFill(_ colors: [ColorChoice]) -> Bool {
        colors.contains { !$0.color.isInvisible && $0.color.opacity >= hitTestingOpacity }
    }

    /// Whether a view is hidden in some state by an opacity of zero (`.opacity(selected ? 1 : 0)`),
    /// under modifiers that keep what it fills.
    static func isShownInOneState(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            let base = call.modifierBase, !isTypeName(base)
        else { return false }
        if name == "opacity" {
            return call.arguments.first.flatMap { SwiftColorResolver.Opacity($0.expression)?.isHiddenInSomeState } ?? false
        }
        return keepsSurface(name) && isShownInOneState(base)
    }

    /// A style as written, without its syntax: `.plain`, `PlainButtonStyle()` and
    /// `.buttonStyle(plain)` → `plain` or `PlainButtonStyle`.
    static func styleName(_ expression: ExprSyntax) -> String {
        let expression = expression.unwrapped
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self) { return call.calleeName ?? "" }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return ""
    }

    /// Modifiers that paint: set a fill, a foreground, a tint, an overlay, or apply another
    /// modifier (which may).
    static let paintingModifiers: Set<String> = [
        "background", "listRowBackground", "containerBackground", "presentationBackground", "overlay", "foregroundColor",
        "foregroundStyle", "fill", "stroke", "strokeBorder", "tint", "accentColor", "border", "opacity", "modifier",
        "colorMultiply", "colorInvert", "brightness", "saturation", "hueRotation",
    ]

    /// Whether statements paint anything (an app's modifier that only lays out does not).
    static func paints(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return paintingModifiers.contains(name)
        }
    }

    /// Whether a modifier leaves what a view fills as it is: the layout and effect modifiers
    /// above, accessibility, and event handlers (`.onTapGesture`, `.onAppear`).
    static func keepsSurface(_ name: String) -> Bool {
        keepsSurface.contains(name) || name.hasPrefix("accessibility") || (name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true)
    }

    /// Whether a view is a `Divider()`, under modifiers that keep it one (`.frame(height: 1)`).
    static func isDivider(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        if let base = call.modifierBase, !isTypeName(base) { return keepsSurface(name) && isDivider(base) }
        return name == "Divider"
    }

    static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape",
    ]

    /// Whether an expression is a shape, as written or under modifiers that keep it one
    /// (`RoundedRectangle(cornerRadius: 8).padding(2)`).
    static func isShape(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        if let base = call.modifierBase, !isTypeName(base) { return keepsSurface(name) && isShape(base) }
        return shapes.contains(name)
    }

    /// Whether a view is a shape filled in the foreground style (`Circle().fill()`), whose
    /// color the `.foregroundColor` or `.foregroundStyle` applied to it gives.
    static func isFilledInForegroundStyle(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            let base = call.modifierBase, !isTypeName(base)
        else { return false }
        if name == "fill" { return !call.arguments.contains { $0.label == nil } && isShape(base) }
        return keepsSurface(name) && isFilledInForegroundStyle(base)
    }

    static let unmeasurable: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "LinearGradient",
        "RadialGradient", "AngularGradient", "EllipticalGradient", "linearGradient", "radialGradient", "angularGradient",
        "gradient", "Material", "ImagePaint", "image", "glassEffect",
    ]

    static func isGradientOrMaterial(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calleeName, unmeasurable.contains(name) { return true }
            if let base = call.modifierBase { return isGradientOrMaterial(base) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if unmeasurable.contains(member.declName.baseName.text) { return true }
            if let base = member.base { return isGradientOrMaterial(base) }
        }
        return false
    }

    private func apply(font expression: ExprSyntax, to context: inout Context) {
        let expression = expression.unwrapped
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.dottedName == "Font" {
            if let size = Self.textStyleSizes[member.declName.baseName.text] { context.fontSize = size }
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return }
        if let base = call.modifierBase, name == "bold" || name == "weight" {
            apply(font: base, to: &context)
            if name == "bold" { context.bold = true }
            if name == "weight", let weight = call.arguments.first?.expression.lastName { context.bold = Self.boldWeights.contains(weight) }
            return
        }
        if name == "system" || name == "custom" {
            if let size = call.argument("size")?.numberValue {
                context.fontSize = size
            } else if let style = call.arguments.first?.expression.lastName, let size = Self.textStyleSizes[style] {
                context.fontSize = size
            }
            if let weight = call.argument("weight")?.lastName { context.bold = Self.boldWeights.contains(weight) }
        }
    }

    private func textRole(_ context: Context) -> PairRole {
        context.disabled ? .disabled : context.isLarge ? .largeText : .bodyText
    }

    private func componentRole(_ context: Context) -> PairRole {
        context.disabled ? .disabled : .uiComponent
    }

    /// The app's accent: its catalog's `AccentColor`, else the system blue.
    /// A swipe action: a `Button` whose `.tint(…)` (or destructive role) fills it, with its
    /// label in white. An action whose fill the code does not say is not drawn here.
    private mutating func swipeAction(_ expression: ExprSyntax, _ context: Context, in type: SwiftDeclarations.ViewType) {
        let file = type.file
        var current = expression.unwrapped
        var fill: (colors: [ColorChoice], position: SourcePosition)?
        while let call = current.as(FunctionCallExprSyntax.self), let base = call.modifierBase, !Self.isTypeName(base) {
            if call.calleeName == "tint", fill == nil, let argument = call.arguments.first?.expression {
                let colors = resolver.colors(of: argument, dialect: .swiftUI, scope: context.scope)
                if !colors.isEmpty { fill = (colors, file.position(of: argument)) }
            }
            current = base.unwrapped
        }
        guard let button = current.as(FunctionCallExprSyntax.self), button.calleeName == "Button" else { return }
        if fill == nil, button.argument("role")?.lastName == "destructive" {
            fill = ([ColorChoice(ColorReference(.system("systemRed", .uiKit)))], file.position(of: button))
        }
        guard let fill else { return }
        var action = context
        action.surface = Surface(colors: fill.colors, position: fill.position, confidence: .medium, measurable: true, explicit: true)
        let white = ([ColorChoice(ColorReference(.system("white", .uiKit)))], file.position(of: button))
        draw(white, default: nil, role: textRole(action), at: button, action, in: type, how: "swipe action")
    }

    private func accent(at position: SourcePosition) -> (colors: [ColorChoice], position: SourcePosition) {
        let choice = resolver.system("accentColor", dialect: .swiftUI) ?? ColorChoice(ColorReference(.system("systemBlue", .uiKit)))
        return ([choice], position)
    }

    /// Records the pairs of a foreground drawn over the current surface. A default
    /// foreground (`Text` with no color set) is paired only with a background the app chose.
    private mutating func draw(
        _ foreground: (colors: [ColorChoice], position: SourcePosition)?, default defaultName: String?, role: PairRole,
        at node: some SyntaxProtocol, _ context: Context, in type: SwiftDeclarations.ViewType, how: String
    ) {
        guard !context.unseen else { return }
        let file = type.file
        let colors: [ColorChoice]
        let position: SourcePosition
        if let foreground {
            (colors, position) = (foreground.colors, foreground.position)
        } else if let defaultName, context.surface.explicit {
            colors = [ColorChoice(ColorReference(.system(defaultName, file.systemFramework == .appKit ? .appKit : .uiKit)))]
            position = file.position(of: node)
        } else {
            return
        }
        let surface = context.surface
        guard surface.measurable else {
            tally.unmeasurableBackgrounds.append(position)
            return
        }
        // An outline in the color of the fill it lies on is that fill's edge: seen against
        // what is behind the view, if that is known, and never against the fill itself.
        let isOutline = how == "stroke" || how == "strokeBorder" || how == "border"
        // Faded over the surface it lies on (not over a fill that fades with it): each opacity,
        // in its state — faded only in a state the reader does not follow, never certain.
        var fronts = colors.map { (choice: $0, inState: false) }
        if let fade = context.opacity, fade.over == context.surface.position {
            fronts = colors.flatMap { front in
                fade.values.map { value, state in
                    var faded = front
                    if value < 1 { faded.color = front.color.applying(opacity: value) }
                    if let state { faded = faded.adding(state) }
                    return (faded, value < 1 && state != nil)
                }
            }
        }
        for (var front, inState) in fronts where !front.color.isInvisible {
            // Seen only in the states it is shown in: a color chosen for another is never seen.
            if context.shownWhen.contains(where: { shown in front.conditions.contains { $0.name == shown.name && !$0.overlaps(shown) } }) { continue }
            for shown in context.shownWhen where !front.conditions.contains(where: { $0.name == shown.name }) { front = front.adding(shown) }
            var backs = surface.colors.map { (choice: $0, surface: surface) }
            if isOutline, backs.contains(where: { $0.choice.color == front.color }) {
                backs.removeAll { $0.choice.color == front.color }
                if let behind = context.behind, behind.measurable { backs += behind.colors.map { (choice: $0, surface: behind) } }
            }
            for (back, surface) in backs where !back.color.isInvisible {
                guard front.isCompatible(with: back) else { continue }
                let chosen = front.style ?? back.style
                if let chosen, let lock = context.lock, lock.style != chosen { continue }
                let style = chosen.map { AppearanceLock($0, at: nil) } ?? context.lock
                pairs.append(DrawnPair(
                    foreground: front.color, background: back.color, role: front.isDisabledState || back.isDisabledState ? .disabled : role,
                    confidence: inState || front.isFallback || back.isFallback ? min(surface.confidence, .medium) : surface.confidence,
                    foregroundPosition: position, backgroundPosition: surface.position, style: style,
                    how: "\(how) in \(type.name)" + (surface.doubt.map { " (\($0))" } ?? "")))
            }
        }
    }
}
