import SwiftSyntax

/// The Apple platforms a piece of code is compiled for, as its enclosing `#if` clauses say:
/// `#if os(macOS)` holds macOS code, its `#else` the others; `canImport(UIKit)` is iOS, tvOS
/// and visionOS; a condition on anything else (`DEBUG`, `swift(>=6)`) leaves the platforms as
/// they are. A scan reads every branch; names resolve to a declaration of a platform the code
/// using them is compiled for.
struct Platforms: OptionSet, Hashable {
    let rawValue: UInt8

    static let iOS = Platforms(rawValue: 1 << 0)
    static let macOS = Platforms(rawValue: 1 << 1)
    static let tvOS = Platforms(rawValue: 1 << 2)
    static let watchOS = Platforms(rawValue: 1 << 3)
    static let visionOS = Platforms(rawValue: 1 << 4)
    static let all: Platforms = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    /// The platforms' names, in a fixed order: `iOS, macOS`.
    var names: [String] {
        [(Platforms.iOS, "iOS"), (.macOS, "macOS"), (.tvOS, "tvOS"), (.watchOS, "watchOS"), (.visionOS, "visionOS")]
            .filter { contains($0.0) }.map(\.1)
    }

    /// The platforms `node` is compiled for.
    static func of(_ node: some SyntaxProtocol) -> Platforms {
        var platforms = Platforms.all
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
                platforms.formIntersection(holding(clause, in: list))
            }
            current = parent.parent
        }
        return platforms
    }

    /// The platforms whose code a clause holds: its condition's, less those of the clauses
    /// before it.
    static func holding(_ clause: IfConfigClauseSyntax, in list: IfConfigClauseListSyntax) -> Platforms {
        var earlier = Platforms()
        for other in list {
            let condition = other.condition.map(satisfying) ?? .all
            if other.id == clause.id { return condition.subtracting(earlier) }
            earlier.formUnion(condition)
        }
        return .all
    }

    /// The platforms on which a condition holds (`.all` for one that is not about platforms).
    static func satisfying(_ condition: ExprSyntax) -> Platforms {
        if let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            switch (name, argument) {
            case ("os", "iOS"): return .iOS
            case ("os", "macOS"), ("os", "OSX"): return .macOS
            case ("os", "tvOS"): return .tvOS
            case ("os", "watchOS"): return .watchOS
            case ("os", "visionOS"), ("os", "xrOS"): return .visionOS
            case ("os", _): return []
            case ("canImport", "UIKit"): return [.iOS, .tvOS, .visionOS]
            case ("canImport", "AppKit"), ("canImport", "Cocoa"): return .macOS
            case ("canImport", "WatchKit"): return .watchOS
            default: return .all
            }
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            let inner = satisfying(prefix.expression)
            return inner == .all ? .all : Platforms.all.subtracting(inner)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return satisfying(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // Not folded: `a && b || c` as alternatives of conjunctions (`&&` binds tighter).
            var alternatives: [Platforms] = []
            var conjunction = Platforms.all
            for element in sequence.elements {
                if let symbol = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                    if symbol == "||" {
                        alternatives.append(conjunction)
                        conjunction = .all
                    }
                } else {
                    conjunction.formIntersection(satisfying(element))
                }
            }
            alternatives.append(conjunction)
            return alternatives.reduce(Platforms()) { $0.union($1) }
        }
        return .all
    }

    /// Whether `#available(iOS 15, *)` (or `#unavailable(…)`) always holds (`true`) or never
    /// holds (`false`) in an app built for these platforms that runs from `minimumVersions`
    /// on (`["iOS": [15, 0]]`, its deployment targets); `nil` when it depends on the device,
    /// or the deployment target of one of the platforms is not known.
    func availability(_ condition: AvailabilityConditionSyntax, minimumVersions: [String: [Int]]) -> Bool? {
        guard self != .all, !names.isEmpty else { return nil }
        var required: [String: [Int]] = [:]
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument, let version = restriction.version else { continue }
            let parts = [version.major.text] + version.components.map(\.number.text)
            required[restriction.platform.text] = parts.compactMap { Int($0) }
        }
        for platform in names {
            guard let minimum = minimumVersions[platform] else { return nil }
            // A platform the condition does not name is available (`*`).
            func padded(_ version: [Int]) -> [Int] { Array((version + [0, 0, 0]).prefix(3)) }
            if let version = required[platform], padded(minimum).lexicographicallyPrecedes(padded(version)) { return nil }
        }
        return condition.availabilityKeyword.tokenKind == .poundAvailable
    }
}
