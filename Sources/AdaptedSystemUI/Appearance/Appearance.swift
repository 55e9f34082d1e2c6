import PerseusDarkMode

/// UIKit's user-interface level: content at the base of the window, or elevated above it
/// (sheets, popovers, split and Slide Over windows), where dark backgrounds get lighter.
public enum InterfaceLevel: Int, CaseIterable, Hashable, Sendable, Codable {
    case base = 0
    case elevated = 1
}

/// The Increase Contrast accessibility setting (UIKit's `accessibilityContrast`).
public enum ContrastSetting: Int, CaseIterable, Hashable, Sendable, Codable {
    case normal = 0
    case increased = 1
}

/// One of the eight appearance cells a color can vary over: light or dark, base or
/// elevated, normal or increased contrast.
///
/// Each cell has a fixed ``index`` (`style | level << 1 | contrast << 2`), which is where
/// ``AdaptiveValue`` stores it, and a ``key`` used in JSON and reports.
public struct Appearance: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    public var style: AppearanceStyle
    public var level: InterfaceLevel
    public var contrast: ContrastSetting

    @inlinable
    public init(_ style: AppearanceStyle, level: InterfaceLevel = .base, contrast: ContrastSetting = .normal) {
        self.style = style
        self.level = level
        self.contrast = contrast
    }

    /// `0...7`, the cell's place in storage.
    @inlinable
    public var index: Int { style.rawValue | level.rawValue << 1 | contrast.rawValue << 2 }

    /// The cell with a given ``index``.
    @inlinable
    public init(index: Int) {
        self.init(
            AppearanceStyle(rawValue: index & 1) ?? .light,
            level: InterfaceLevel(rawValue: (index >> 1) & 1) ?? .base,
            contrast: ContrastSetting(rawValue: (index >> 2) & 1) ?? .normal)
    }

    public static let light = Appearance(.light)
    public static let dark = Appearance(.dark)
    public static let lightElevated = Appearance(.light, level: .elevated)
    public static let darkElevated = Appearance(.dark, level: .elevated)
    public static let lightHighContrast = Appearance(.light, contrast: .increased)
    public static let darkHighContrast = Appearance(.dark, contrast: .increased)
    public static let lightHighContrastElevated = Appearance(.light, level: .elevated, contrast: .increased)
    public static let darkHighContrastElevated = Appearance(.dark, level: .elevated, contrast: .increased)

    /// All eight, in ``index`` order.
    public static let allCases: [Appearance] = (0..<8).map(Appearance.init(index:))

    /// `light`, `dark`, `lightElevated`, `darkElevated`, `lightHighContrast`,
    /// `darkHighContrast`, `lightHighContrastElevated`, `darkHighContrastElevated`.
    public var key: String { Self.keys[index] }

    /// The keys in ``index`` order, built once: reports ask for them for every finding.
    private static let keys: [String] = (0..<8).map { index in
        let cell = Appearance(index: index)
        return (cell.style == .light ? "light" : "dark") + (cell.contrast == .increased ? "HighContrast" : "")
            + (cell.level == .elevated ? "Elevated" : "")
    }

    /// The cell in a designer's words: `Light`, `Dark · Elevated`, `Light · Increased
    /// contrast`, `Dark · Increased contrast · Elevated`.
    public var displayName: String { Self.displayNames[index] }

    /// The display names in ``index`` order, built once.
    private static let displayNames: [String] = (0..<8).map { index in
        let cell = Appearance(index: index)
        return [cell.style == .light ? "Light" : "Dark", cell.contrast == .increased ? "Increased contrast" : nil, cell.level == .elevated ? "Elevated" : nil]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// The cell with a given ``key``, or `nil`.
    public init?(key: String) {
        guard let cell = Self.allCases.first(where: { $0.key == key }) else { return nil }
        self = cell
    }

    public var description: String { key }
}

/// A set of appearance cells, one bit per ``Appearance/index``.
public struct AppearanceSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public init(_ cell: Appearance) {
        rawValue = 1 << cell.index
    }

    /// The set of the cells given.
    public init(cells: some Sequence<Appearance>) {
        rawValue = cells.reduce(0) { $0 | 1 << $1.index }
    }

    /// The four cells of one style (base and elevated, normal and increased contrast):
    /// what an app locked to dark mode, or a color chosen for `colorScheme == .dark`, is
    /// seen in.
    public static func style(_ style: AppearanceStyle) -> AppearanceSet {
        AppearanceSet(cells: Appearance.allCases.filter { $0.style == style })
    }

    public func contains(_ cell: Appearance) -> Bool {
        rawValue & (1 << cell.index) != 0
    }

    /// The cells in ``Appearance/index`` order.
    public var cells: [Appearance] {
        Appearance.allCases.filter(contains)
    }

    /// How many cells the set holds.
    public var count: Int { rawValue.nonzeroBitCount }

    /// Calls `body` with each cell in ``Appearance/index`` order, without building an array.
    public func forEachCell(_ body: (Appearance) throws -> Void) rethrows {
        var bits = rawValue
        while bits != 0 {
            try body(Appearance(index: bits.trailingZeroBitCount))
            bits &= bits - 1
        }
    }

    /// Light and dark at base level and normal contrast.
    public static let lightAndDark: AppearanceSet = [.init(.light), .init(.dark)]
    /// All eight cells.
    public static let all = AppearanceSet(rawValue: 0xFF)
}
