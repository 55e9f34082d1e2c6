import PerseusDarkMode

/// A value with a variant for each appearance cell: a color, an image name, a token.
///
/// Light and dark are always given; elevated and increased-contrast variants are optional.
/// A missing variant falls back as UIKit and Flutter's `CupertinoDynamicColor` do — a
/// trait a color does not vary over is ignored:
///
/// 1. the same style and contrast at **base** level (a color without elevated variants looks
///    the same on a sheet), then
/// 2. the same style and level at **normal** contrast, then
/// 3. the same style at base level and normal contrast.
///
/// Contrast is kept before level because increased contrast changes most colors, while
/// elevation changes only backgrounds.
///
/// All eight cells are filled when the value is created, so resolving one is a load from
/// an array: no allocation, no lock, no lookup, no closure.
///
/// ```swift
/// let hero = AdaptiveValue(light: "TheFellowship", dark: "FrodoWithTheRing")   // seed 001's images
/// hero.resolved(for: .darkElevated)                                             // "FrodoWithTheRing"
/// ```
public struct AdaptiveValue<Value> {
    @usableFromInline let storage: ContiguousArray<Value>
    /// The cells given explicitly; the others were filled by the fallback rule.
    public let definedCells: AppearanceSet

    /// Creates a value from its variants; `nil` variants fall back (see the type's rule).
    public init(
        light: Value, dark: Value,
        lightElevated: Value? = nil, darkElevated: Value? = nil,
        lightHighContrast: Value? = nil, darkHighContrast: Value? = nil,
        lightHighContrastElevated: Value? = nil, darkHighContrastElevated: Value? = nil
    ) {
        var given = [Value?](repeating: nil, count: 8)
        given[Appearance.light.index] = light
        given[Appearance.dark.index] = dark
        given[Appearance.lightElevated.index] = lightElevated
        given[Appearance.darkElevated.index] = darkElevated
        given[Appearance.lightHighContrast.index] = lightHighContrast
        given[Appearance.darkHighContrast.index] = darkHighContrast
        given[Appearance.lightHighContrastElevated.index] = lightHighContrastElevated
        given[Appearance.darkHighContrastElevated.index] = darkHighContrastElevated
        self.init(given: given)
    }

    /// Creates a value from the cells a source gives, the others falling back (see the
    /// type's rule): what a palette loader builds from whatever cells its format holds.
    ///
    /// Returns `nil` when `light` or `dark` is missing: every value has both, and which one
    /// stands in for a missing one is the loader's decision to make and to state.
    ///
    /// ```swift
    /// AdaptiveValue(cells: [.light: "sun", .dark: "moon", .darkHighContrast: "moon-bold"])
    /// ```
    public init?(cells: [Appearance: Value]) {
        guard cells[.light] != nil, cells[.dark] != nil else { return nil }
        self.init(given: Appearance.allCases.map { cells[$0] })
    }

    /// Creates a value from a function of the cell, defining all eight.
    public init(_ variant: (Appearance) throws -> Value) rethrows {
        storage = ContiguousArray(try Appearance.allCases.map(variant))
        definedCells = .all
    }

    /// `given` has 8 entries in ``Appearance/index`` order; light and dark are non-nil.
    init(given: [Value?]) {
        var defined = AppearanceSet()
        for cell in Appearance.allCases where given[cell.index] != nil { defined.insert(AppearanceSet(cell)) }
        definedCells = defined
        storage = ContiguousArray(Appearance.allCases.map { cell in
            for candidate in Self.fallbacks(for: cell) {
                if let value = given[candidate.index] { return value }
            }
            // Unreachable: the last candidate is light or dark, which are always given.
            return given[cell.style.rawValue]!
        })
    }

    /// The cells tried, in order, for `cell`: itself, then the fallback rule.
    public static func fallbacks(for cell: Appearance) -> [Appearance] {
        [
            cell,
            Appearance(cell.style, level: .base, contrast: cell.contrast),
            Appearance(cell.style, level: cell.level, contrast: .normal),
            Appearance(cell.style),
        ]
    }

    /// The variant for a cell.
    @inlinable
    public func resolved(for appearance: Appearance) -> Value {
        storage[appearance.index]
    }

    /// The variant for the live service's current style (base level, normal contrast):
    /// one atomic load and one array load.
    @inlinable
    public func resolved(in darkMode: DarkMode) -> Value {
        storage[darkMode.style.rawValue]
    }

    /// The variant for the live service's style at a given level and contrast.
    @inlinable
    public func resolved(in darkMode: DarkMode, level: InterfaceLevel, contrast: ContrastSetting) -> Value {
        storage[Appearance(darkMode.style, level: level, contrast: contrast).index]
    }

    /// Transforms every cell, keeping which were defined.
    public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> AdaptiveValue<Other> {
        AdaptiveValue<Other>(storage: ContiguousArray(try storage.map(transform)), definedCells: definedCells)
    }

    package init(storage: ContiguousArray<Value>, definedCells: AppearanceSet) {
        self.storage = storage
        self.definedCells = definedCells
    }
}

extension AdaptiveValue: Sendable where Value: Sendable {}
extension AdaptiveValue: Equatable where Value: Equatable {}
extension AdaptiveValue: Hashable where Value: Hashable {}
