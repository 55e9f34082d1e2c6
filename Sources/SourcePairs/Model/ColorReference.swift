import ColorScience

/// A color as an app's code names it, before it is looked up: a color set of the asset
/// catalogs, a system color, or a fixed value — with the opacity the code applies.
public struct ColorReference: Hashable, Sendable, CustomStringConvertible {
    /// Which UI framework's name a system color is.
    public enum Framework: String, Hashable, Sendable {
        /// UIKit's names (`label`, `systemBackground`); SwiftUI's colors map to them.
        case uiKit
        /// AppKit's names (`labelColor`, `windowBackgroundColor`).
        case appKit
    }

    public enum Kind: Hashable, Sendable {
        /// A color set, by its name in the catalog (`Brand/Ink`).
        case named(String)
        /// A system color by its framework's name, without the `Color` suffix.
        case system(String, Framework)
        /// A value written in the code (`Color(red: 0.2, green: 0.3, blue: 0.4)`), the same
        /// in every appearance.
        case fixed(SRGB)
        /// A color the code gives in a form the audit does not convert (Interface Builder's
        /// calibrated RGB), with what it is: its pairs are reported as incomplete.
        case unsupported(String)
    }

    public var kind: Kind
    /// The opacity applied with `.opacity(x)` or `withAlphaComponent(x)`, `0...1`; `1` when
    /// none is.
    public var opacity: Double

    public init(_ kind: Kind, opacity: Double = 1) {
        self.kind = kind
        self.opacity = opacity
    }

    /// Whether nothing can be seen of it: `clear`, or an opacity under 1 % (`.white.opacity(0.001)`,
    /// a fill that only catches taps), which moves what it covers by less than 3 of 255 in any
    /// channel.
    public var isInvisible: Bool {
        if opacity < Self.invisibleOpacity { return true }
        if case .fixed(let color) = kind { return color.alpha * opacity < Self.invisibleOpacity }
        if case .system(let name, _) = kind { return name == "clear" }
        return false
    }

    /// Below this opacity a color is taken as not drawn.
    static let invisibleOpacity = 0.01

    /// How reports name the color: the catalog name, the UIKit name (`systemBackground`),
    /// the AppKit name with its suffix (`labelColor`), or the hex value; an opacity is
    /// written as the code writes it, `Ink.opacity(0.6)`.
    public var description: String {
        let base: String
        switch kind {
        case .named(let name): base = name
        case .system(let name, .uiKit): base = name
        case .system(let name, .appKit): base = name + "Color"
        case .fixed(let color): base = color.alpha == 1 ? color.hex : color.hexRGBA
        case .unsupported(let what): base = what
        }
        return opacity == 1 ? base : "\(base).opacity(\(Self.format(opacity)))"
    }

    /// The shortest decimal that reads back as `value`.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The same color with a further opacity applied.
    func applying(opacity factor: Double) -> ColorReference {
        ColorReference(kind, opacity: opacity * min(max(factor, 0), 1))
    }
}

/// A color the code chooses, with the appearance it is chosen for when the code picks it
/// per color scheme (`colorScheme == .dark ? a : b`), and the states or cases it is chosen in.
struct ColorChoice: Hashable, Sendable {
    var color: ColorReference
    /// `nil`: every appearance.
    var style: AppearanceLock.Style?

    /// What the code chooses it by (`isEnabled ? a : b`, `switch style { case .primary: … }`),
    /// outermost first; empty when nothing is known.
    var conditions: [Condition] = []

    /// A value named in the code, and the values it has where this color is chosen: a state
    /// (`isEnabled` is `true`, or is not), or an enum value (`style` is `.primary`; a
    /// `default:` clause: is none of the cases listed before it).
    struct Condition: Hashable, Sendable {
        /// The value, as the code where the color is used names it (`isEnabled`, `style`,
        /// `cell.style`).
        let name: String
        let values: Set<String>
        /// Whether `values` are the ones it does not have.
        let isComplement: Bool

        /// The name's start of the condition that keeps the colors set on a function's local
        /// view apart from those set on a local of the same name in another function
        /// (`local button`).
        static let localPrefix = "local "
        /// The name's start of the condition that keeps the colors set on one view of an app's
        /// class apart from those set on another.
        static let instancePrefix = "instance of "

        /// The name's start of the condition on a `??` fallback whose first value the code
        /// reads at run time (`tag.color ?? .gray`): drawn only where that value is missing.
        static let fallbackPrefix = "missing "
        /// The name's start of the condition on a color read from an `open` property of a
        /// class (`open var theme = …`): a default its users may replace.
        static let replaceablePrefix = "unless replaced: "

        /// Whether it is a state the view is drawn in (`isSelected`, a case), rather than which
        /// view it is (one instance of a class, one function's local).
        var isState: Bool { !name.hasPrefix(Self.instancePrefix) && !name.hasPrefix(Self.localPrefix) }

        init(name: String, values: Set<String>, isComplement: Bool = false) {
            self.name = name
            self.values = values
            self.isComplement = isComplement
        }

        /// A state that holds, or does not.
        init(name: String, holds: Bool) {
            self.init(name: name, values: ["true"], isComplement: !holds)
        }

        /// Whether the state holds, for a Boolean state; `nil` for an enum value.
        var holds: Bool? { values == ["true"] ? !isComplement : nil }

        /// Whether the value can have both conditions' values at once.
        func overlaps(_ other: Condition) -> Bool {
            switch (isComplement, other.isComplement) {
            case (false, false): !values.isDisjoint(with: other.values)
            case (true, false): !other.values.isSubset(of: values)
            case (false, true): !values.isSubset(of: other.values)
            case (true, true): true
            }
        }
    }

    init(_ color: ColorReference, style: AppearanceLock.Style? = nil, conditions: [Condition] = []) {
        self.color = color
        self.style = style
        self.conditions = conditions
    }

    /// The same choice with another color (an opacity applied).
    func replacing(_ color: ColorReference) -> ColorChoice {
        var copy = self
        copy.color = color
        return copy
    }

    /// The same choice, known to be made where `condition` holds too.
    func adding(_ condition: Condition) -> ColorChoice {
        var copy = self
        copy.conditions.insert(condition, at: 0)
        return copy
    }

    /// Whether the two can be drawn together: not when chosen for different appearances, nor
    /// by different values of one state or case (`isEnabled ? fg : dimmed` over
    /// `isEnabled ? bg : gray`; `style.labelColor` over `style.backgroundColor`, case by case).
    func isCompatible(with other: ColorChoice) -> Bool {
        if let a = style, let b = other.style, a != b { return false }
        for a in conditions {
            for b in other.conditions where a.name == b.name && !a.overlaps(b) { return false }
        }
        return true
    }

    /// Whether it is drawn only where nothing else is given — a `??` fallback for a value
    /// read at run time, an `open` property's default: in a state the code cannot say is ever
    /// reached.
    var isFallback: Bool {
        conditions.contains { $0.name.hasPrefix(Condition.fallbackPrefix) || $0.name.hasPrefix(Condition.replaceablePrefix) }
    }

    /// Whether it is chosen for a disabled control (`isEnabled ? a : b`'s second branch).
    var isDisabledState: Bool {
        conditions.contains { condition in
            let last = condition.name.split(separator: ".").last.map(String.init) ?? condition.name
            switch (last, condition.holds) {
            case ("isEnabled", false?), ("enabled", false?), ("isDisabled", true?), ("disabled", true?): return true
            default: return false
            }
        }
    }
}
