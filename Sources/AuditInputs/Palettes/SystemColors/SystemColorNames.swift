import AdaptedSystemUI

/// Apple's colors named in rules and pairings: a pair may put a palette's color on
/// `systemBackground` (as apps draw catalog colors on system colors) though the palette has
/// no color of that name. Each such name is read through the Apple palette
/// (``AssetCatalog/Options/systemColors``, `--system-colors`) and added to the palette under
/// the name as written, with all the cells the Apple palette defines, and a note says so.
///
/// Spellings: UIKit's (`systemBackground`, `label`), with the `Color` suffix asset catalogs
/// and AppKit use (`systemBackgroundColor`), with a `UIColor.` or `.` prefix, and SwiftUI's
/// `Color(.systemBackground)` and `Color(uiColor: .label)`.
public enum SystemColorNames {
    /// The UIKit name a spelling stands for: `UIColor.label`, `.label`, `Color(.label)`,
    /// `Color(uiColor: .label)` → `label`; other text as it is.
    static func uikitName(_ spelling: String) -> String {
        var name = spelling
        for wrapper in ["Color(uiColor: .", "Color(."] where name.hasPrefix(wrapper) && name.hasSuffix(")") {
            name = String(name.dropFirst(wrapper.count).dropLast())
        }
        for prefix in ["UIColor.", "."] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        return name
    }

    /// `palette` with the Apple colors `names` name that it lacks (names it has, patterns
    /// with `*`, and names Apple's palettes do not define are left alone — the rules then
    /// report them as they always have).
    ///
    /// `reason`, when given, is what the note says instead of "not a color of the palette".
    public static func adding(
        _ names: some Sequence<String>, to palette: Palette, options: AssetCatalog.Options, because reason: String? = nil
    ) -> Palette {
        var added: [AdaptiveColor] = []
        var notes: [String] = []
        var seen = Set(palette.allNames)
        for name in names where !name.utf8.contains(UInt8(ascii: "*")) && seen.insert(name).inserted {
            guard case .success(let found) = options.systemColor(named: uikitName(name)) else { continue }
            added.append(AdaptiveColor(name, variants: found.color.variants, doubtfulCells: found.color.doubtfulCells))
            notes.append("\(name): \(reason ?? "not a color of the palette"); Apple's, read through \(found.palette) (--system-colors)")
        }
        guard !added.isEmpty else { return palette }
        return Palette(
            name: palette.name, title: palette.title, release: palette.release, source: palette.source, notes: palette.notes + notes,
            colors: palette.colors + added, unresolved: palette.unresolved, locations: palette.locations)
    }
}
