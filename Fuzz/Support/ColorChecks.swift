import AdaptedSystemUI
import ColorScience

/// A color any loader may return: every component finite and within `0...1`.
public func checkColor(_ color: SRGB, _ what: @autoclosure () -> String) {
    for (name, value) in [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)] {
        guard value.isFinite, (0...1).contains(value) else {
            fatalError("\(what()): \(name) is \(value), outside 0...1 (red \(color.red), green \(color.green), blue \(color.blue), alpha \(color.alpha))")
        }
    }
}

/// A loaded palette: every cell of every color is a valid color, names are not empty and are
/// not defined twice.
public func checkPalette(_ palette: Palette, loader: String) {
    var names = Set<String>()
    for color in palette.colors {
        guard names.insert(color.name).inserted else { fatalError("\(loader): color '\(color.name)' is in the palette twice") }
        for cell in Appearance.allCases {
            checkColor(color.resolved(for: cell), "\(loader): color '\(color.name)', cell \(cell.key)")
        }
    }
    for color in palette.unresolved {
        guard names.insert(color.name).inserted else { fatalError("\(loader): color '\(color.name)' is in the palette twice") }
    }
    for name in names where name.isEmpty { fatalError("\(loader): a color with an empty name") }
}
