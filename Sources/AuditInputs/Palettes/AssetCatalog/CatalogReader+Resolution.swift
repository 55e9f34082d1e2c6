import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// Which entry of a color set gives each appearance cell: the most specific that applies, in
/// the display gamut asked for, as Xcode picks it.
extension CatalogReader {
    /// Two entries for the same variant, if any.
    static func sameTraits(_ entries: [ColorSetEntry]) -> (ColorSetEntry, ColorSetEntry)? {
        var seen: [String: ColorSetEntry] = [:]
        for entry in entries {
            let key = "\(entry.idiom)|\(entry.luminosity)|\(entry.highContrast)|\(entry.displayGamut?.rawValue ?? "")"
            if let first = seen[key] { return (first, entry) }
            seen[key] = entry
        }
        return nil
    }

    /// The color's value in each cell from the most specific entry that applies.
    mutating func resolve(name: String, file: String, entries: [ColorSetEntry]) {
        var resolvedReferences: [(palette: String, use: String)] = []
        var usedOtherGamut = false
        var given: [Appearance: SRGB] = [:]
        var doubtful = AppearanceSet()
        // Base cells first, so an unspecified cell can be compared with its fallback.
        let order: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast, .lightElevated, .darkElevated,
                                   .lightHighContrastElevated, .darkHighContrastElevated]
        var notes: [String] = []
        var locations: [Appearance: ColorLocation.Cell] = [:]
        for cell in order {
            let candidates = entries.filter { $0.applies(to: cell) }
            guard let entry = candidates.max(by: { Self.rank($0, for: options.displayGamut) < Self.rank($1, for: options.displayGamut) }) else {
                guard cell != .light else {
                    unresolved.append(UnresolvedColor(
                        name: name, reason: "\(file): no entry for the light (or any) appearance of idiom \(entries.first?.idiom ?? "universal")"))
                    return
                }
                continue   // falls back, as AdaptiveValue does
            }
            var specific = cell.level == .base && (cell.contrast == .normal || entry.highContrast)
            let value: SRGB
            switch entry.value {
            case .color(let color, let gamutNote):
                value = color
                if let gamutNote, cell.level == .base, cell.contrast == .normal || entry.highContrast, !notes.contains(gamutNote) {
                    notes.append(gamutNote)
                }
            case .reference(let reference, let platform):
                switch SystemColorReference.resolve(reference, platform: platform, options: options) {
                case .color(let color, let palette):
                    value = color.resolved(for: cell)
                    specific = color.definedCells.contains(cell)
                    if color.doubtfulCells.contains(cell) { doubtful.insert(AppearanceSet(cell)) }
                    resolvedReferences.append((palette, "\(name) → \(reference)"))
                case .unresolved(let reason):
                    unresolved.append(UnresolvedColor(name: name, reason: "\(file): \(entry.keyPath).color: \(reason)"))
                    // Its incomplete pairs point at the entry that could not be resolved.
                    locations[cell] = ColorLocation.Cell(keyPath: entry.keyPath, line: entry.line)
                    cellLocations[name] = locations
                    return
                }
            case .unsupported(let reason):
                unresolved.append(UnresolvedColor(name: name, reason: reason))
                locations[cell] = ColorLocation.Cell(keyPath: entry.keyPath, line: entry.line)
                cellLocations[name] = locations
                return
            case .empty:
                continue   // filtered out before
            }
            locations[cell] = ColorLocation.Cell(keyPath: entry.keyPath, line: entry.line)
            if let gamut = entry.displayGamut, gamut != options.displayGamut { usedOtherGamut = true }
            let fallback = AdaptiveValue<SRGB>.fallbacks(for: cell).dropFirst().lazy.compactMap { given[$0] }.first
            if specific || cell == .light || cell == .dark || fallback != value {
                given[cell] = value
            }
        }
        if given[.dark] == nil { given[.dark] = given[.light] }
        guard let color = AdaptiveColor(name, cells: given, doubtfulCells: doubtful.intersection(given.keys.reduce(into: AppearanceSet()) { $0.insert(AppearanceSet($1)) })) else {
            unresolved.append(UnresolvedColor(name: name, reason: "\(file): no color for the light appearance"))
            return
        }
        colors.append(color)
        cellLocations[name] = locations
        gamutNotes += notes
        for (palette, use) in resolvedReferences { references[palette, default: []].append(use) }
        if usedOtherGamut {
            otherGamutUsed.append(name)
        } else if entries.contains(where: { $0.displayGamut != nil && $0.displayGamut != options.displayGamut }) {
            otherGamut.append(name)
        }
    }

    /// Specificity (a tie going to luminosity), then the chosen gamut over any gamut over
    /// the other gamut.
    static func rank(_ entry: ColorSetEntry, for gamut: AssetCatalog.DisplayGamut) -> (Int, Int) {
        (entry.specificity * 2 + (entry.luminosity != .any ? 1 : 0), entry.displayGamut == gamut ? 2 : entry.displayGamut == nil ? 1 : 0)
    }
}
