import AdaptedSystemUI
import ColorScience

/// A color set entry that names a system color instead of giving components
/// (`"reference": "systemBackgroundColor"`, `"platform": "ios"`), resolved to the color it
/// names with all of its appearance cells.
///
/// - `ios`, `universal` (and the other UIKit platforms, or none): the UIKit color through the
///   chosen Apple palette (``AssetCatalog/Options/systemColors``, default iOS 26) — UIKit
///   spellings with and without the `Color` suffix (`systemRedColor`, `systemRed`) — or one
///   of UIKit's fixed colors (``UIKitFixedColors``).
/// - `osx`: the AppKit color through the macOS palette (``AssetCatalog/Options/macSystemColors``,
///   default `Palette.appleMacOS`): the system colors of the HIG's macOS table and the few
///   semantic colors with two independent readings (`labelColor`, `secondaryLabelColor`,
///   `quaternaryLabelColor`, `disabledControlTextColor`, `linkColor`,
///   `controlBackgroundColor`). Other semantic colors (`windowBackgroundColor`, `gridColor`,
///   …) stay unresolved, as does `controlAccentColor` (the user's own choice).
///
/// A reference that cannot be resolved is never an error: its color stays in the palette as
/// an `UnresolvedColor` and its pairs are reported as incomplete.
enum SystemColorReference {
    /// The color a reference names, or why it cannot be resolved.
    enum Resolution {
        case color(AdaptiveColor, palette: String)
        case unresolved(String)
    }

    static let macPlatforms: Set<String> = ["osx", "macos", "macosx"]

    /// Deprecated UIKit names and the color UIKit's deprecation notice names instead:
    /// `groupTableViewBackground` ("Use systemGroupedBackground instead", iOS 13).
    static let replacedUIKitNames = ["groupTableViewBackground": "systemGroupedBackground"]

    static func resolve(_ reference: String, platform: String?, options: AssetCatalog.Options) -> Resolution {
        let isMac = platform.map { macPlatforms.contains($0.lowercased()) } ?? false
        let name = reference.hasSuffix("Color") && reference.count > 5 ? String(reference.dropLast(5)) : reference
        let platformLabel = platform.map { " (platform \($0))" } ?? ""
        if isMac {
            if let color = UIKitFixedColors.palette[name], !["darkText", "lightText"].contains(name) {
                return .color(color, palette: UIKitFixedColors.palette.name)
            }
            if name == "controlAccent" {
                return .unresolved(
                    "system color reference '\(reference)'\(platformLabel) is the accent color each user chooses in System Settings; it has no fixed value")
            }
            guard let palette = options.macSystemColors else {
                return .unresolved("system color reference '\(reference)'\(platformLabel): no macOS palette was given")
            }
            if let color = palette[name] { return .color(color, palette: palette.name) }
            return .unresolved(
                "system color reference '\(reference)'\(platformLabel) has no published macOS values in \(palette.name) "
                    + "(it holds the HIG's macOS system colors and the AppKit semantic colors with two independent published readings)")
        }
        let current = replacedUIKitNames[name] ?? name
        if let color = options.systemColors[current] { return .color(color, palette: options.systemColors.name) }
        if let color = UIKitFixedColors.palette[name] { return .color(color, palette: UIKitFixedColors.palette.name) }
        return .unresolved(
            "system color reference '\(reference)'\(platformLabel) is not in \(options.systemColors.name) nor among UIKit's fixed colors")
    }
}

/// UIKit's fixed (non-adaptive) colors, as Apple's `UIColor` documentation defines them:
/// `black` "grayscale value of 0.0", `darkGray` 1/3, `gray` 0.5, `lightGray` 2/3, `white`
/// 1.0, `clear` 0.0 with alpha 0; `red` (1, 0, 0), `green` (0, 1, 0), `blue` (0, 0, 1),
/// `cyan` (0, 1, 1), `yellow` (1, 1, 0), `magenta` (1, 0, 1), `orange` (1, 0.5, 0), `purple`
/// (0.5, 0, 0.5), `brown` (0.6, 0.4, 0.2); `darkText` black, `lightText` white with alpha
/// 0.6. The same in light and dark. AppKit's `NSColor` documents the same values for the
/// colors both have (all but `darkText` and `lightText`).
enum UIKitFixedColors {
    static let palette: Palette = {
        func fixed(_ name: String, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> AdaptiveColor {
            let value = SRGB(uncheckedRed: red, green: green, blue: blue, alpha: alpha)
            return AdaptiveColor(name, light: value, dark: value)
        }
        return Palette(
            name: "uikit-fixed-colors", title: "UIKit fixed colors", release: "iOS 2 and later",
            source: "Apple Developer Documentation, UIColor: Getting fixed colors",
            colors: [
                fixed("black", 0, 0, 0), fixed("darkGray", 1 / 3, 1 / 3, 1 / 3), fixed("gray", 0.5, 0.5, 0.5),
                fixed("lightGray", 2 / 3, 2 / 3, 2 / 3), fixed("white", 1, 1, 1), fixed("clear", 0, 0, 0, alpha: 0),
                fixed("red", 1, 0, 0), fixed("green", 0, 1, 0), fixed("blue", 0, 0, 1), fixed("cyan", 0, 1, 1),
                fixed("yellow", 1, 1, 0), fixed("magenta", 1, 0, 1), fixed("orange", 1, 0.5, 0),
                fixed("purple", 0.5, 0, 0.5), fixed("brown", 0.6, 0.4, 0.2), fixed("darkText", 0, 0, 0),
                fixed("lightText", 1, 1, 1, alpha: 0.6),
            ])
    }()
}

extension AssetCatalog.Options {
    /// The system color a UIKit or AppKit name stands for, as a catalog's `reference`
    /// resolves it: UIKit names (`label`, `systemBackground`, with or without the `Color`
    /// suffix) through ``systemColors`` or UIKit's fixed colors (`white`, `darkGray`, …),
    /// AppKit names (`macOS: true`) through ``macSystemColors``.
    ///
    /// - Returns: the color with all its cells and the palette it comes from, or why the
    ///   name has no published values.
    public func systemColor(named name: String, macOS: Bool = false) -> Result<(color: AdaptiveColor, palette: String), SystemColorError> {
        switch SystemColorReference.resolve(name, platform: macOS ? "osx" : "ios", options: self) {
        case .color(let color, let palette): .success((color, palette))
        case .unresolved(let reason): .failure(SystemColorError(reason: reason))
        }
    }
}

/// Why a system color name has no values the audit can use.
public struct SystemColorError: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
