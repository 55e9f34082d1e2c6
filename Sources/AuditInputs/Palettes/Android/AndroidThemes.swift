import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// The color attributes of an app's themes (`res/values/themes.xml`, `styles.xml`):
///
/// ```xml
/// <style name="Theme.Notes" parent="Theme.Material3.DayNight.NoActionBar">
///     <item name="colorPrimary">@color/md_theme_primary</item>
///     <item name="colorOnPrimary">?attr/colorSurface</item>
///     <item name="android:colorBackground">@color/paper</item>
/// </style>
/// ```
///
/// A style named for a theme (`Theme.…`, `AppTheme…`, or with a theme as parent) that sets a
/// color attribute gives one color per color attribute set in it or in its parents within the
/// project (`parent=`, or
/// the name's prefix: `Theme.Notes.Splash` under `Theme.Notes`), named `Theme.Notes.colorPrimary`
/// (`android:` left out). A style in `values-night` replaces the whole style for dark, as on
/// Android: an attribute it leaves out comes from the library theme, and is unresolved here;
/// without one, dark is the light style with its `@color` references read in dark.
/// `?attr/` references resolve within the same theme and cell. Attributes the
/// project does not set (the library theme's defaults) are not known and not listed.
extension AndroidResources {
    struct Style {
        let name: String
        let parent: String?
        /// Items by attribute name, as written (`android:colorBackground`).
        var items: [String: Definition]
        var order: [String]
    }

    /// A theme's attributes in one cell: its chain in the project, a child's items over its
    /// parent's.
    struct ThemeAttributes {
        var items: [String: Definition] = [:]
        var order: [String] = []
        /// Whether a style of the chain is values-night's: then an attribute it leaves out
        /// comes from the library theme, not from the light style.
        var usesNightStyle = false
    }

    /// Whether an attribute names a color (`colorPrimary`, `android:textColorPrimary`,
    /// `android:statusBarColor`).
    static func isColorAttribute(_ name: String) -> Bool {
        let bare = name.hasPrefix("android:") ? String(name.dropFirst(8)) : name
        return bare.hasPrefix("color") || bare.contains("Color")
    }

    static func isTheme(_ style: Style) -> Bool {
        style.name.hasPrefix("Theme") || style.name.hasPrefix("AppTheme") || (style.parent?.contains("Theme") ?? false)
    }

    /// The theme's attributes in a cell: the style of that cell (values-night's for dark when
    /// it has one), then its parents within the project, nearest first.
    static func attributes(of name: String, cell: Appearance, light: [String: Style], dark: [String: Style]) -> ThemeAttributes {
        var result = ThemeAttributes()
        var current: String? = name
        var seen: Set<String> = []
        while let styleName = current, seen.insert(styleName).inserted,
            let style = (cell == .dark ? dark[styleName] : nil) ?? light[styleName]
        {
            if cell == .dark, dark[styleName] != nil { result.usesNightStyle = true }
            for attribute in style.order where result.items[attribute] == nil {
                result.items[attribute] = style.items[attribute]
                result.order.append(attribute)
            }
            if let parent = style.parent {
                // `parent=""` is no parent at all, not the name's prefix.
                current = parent.isEmpty ? nil : parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent
            } else if let dot = styleName.lastIndex(of: ".") {
                current = String(styleName[..<dot])
            } else {
                current = nil
            }
        }
        return result
    }

    /// Every theme's color attributes as colors, resolved in light and dark.
    static func themeColors(
        _ modules: [Module], colors: inout [AdaptiveColor], unresolved: inout [UnresolvedColor], locations: inout [String: ColorLocation]
    ) -> Int {
        var count = 0
        for (index, module) in modules.enumerated() {
            let names = (module.lightStyleOrder + module.darkStyles.keys.sorted().filter { module.lightStyles[$0] == nil })
            for themeName in names {
                // A theme that sets no color itself (`AppTheme.NoActionBar`) only repeats its parent's.
                guard let style = module.lightStyles[themeName] ?? module.darkStyles[themeName], isTheme(style),
                    (style.order + (module.darkStyles[themeName]?.order ?? [])).contains(where: isColorAttribute)
                else { continue }
                let light = attributes(of: themeName, cell: .light, light: module.lightStyles, dark: module.darkStyles)
                let dark = attributes(of: themeName, cell: .dark, light: module.lightStyles, dark: module.darkStyles)
                for attribute in light.order + dark.order.filter({ light.items[$0] == nil }) where isColorAttribute(attribute) {
                    let bare = attribute.hasPrefix("android:") ? String(attribute.dropFirst(8)) : attribute
                    let colorName = "\(themeName).\(bare)"
                    guard !locations.keys.contains(colorName), !unresolved.contains(where: { $0.name == colorName }) else { continue }
                    count += 1
                    do throws(ResolutionFailure) {
                        guard let lightDefinition = light.items[attribute] else {
                            throw ResolutionFailure(reason: "set in values-night only: no light value")
                        }
                        let lightColor = try resolve(lightDefinition, cell: .light, module: index, modules, seen: ["?\(attribute)"], theme: light)
                        guard let darkDefinition = dark.items[attribute] ?? (dark.usesNightStyle ? nil : lightDefinition) else {
                            throw ResolutionFailure(
                                reason: "values-night defines \(themeName) again without \(attribute): dark takes it from the library theme, which is not read")
                        }
                        let darkColor = try resolve(darkDefinition, cell: .dark, module: index, modules, seen: ["?\(attribute)"], theme: dark)
                        guard let color = AdaptiveColor(colorName, cells: [.light: lightColor, .dark: darkColor]) else { continue }
                        colors.append(color)
                        var cells: [Appearance: ColorLocation.Cell] = [:]
                        if let darkDefinition = dark.items[attribute], darkDefinition.file != lightDefinition.file || darkDefinition.line != lightDefinition.line {
                            cells[.dark] = ColorLocation.Cell(
                                file: darkDefinition.file == lightDefinition.file ? nil : darkDefinition.file, keyPath: "style/\(themeName)/\(attribute)",
                                line: darkDefinition.line)
                        }
                        locations[colorName] = ColorLocation(
                            file: lightDefinition.file, keyPath: "style/\(themeName)/\(attribute)", line: lightDefinition.line, cells: cells)
                    } catch {
                        unresolved.append(UnresolvedColor(name: colorName, reason: error.reason))
                    }
                }
            }
        }
        return count
    }
}
