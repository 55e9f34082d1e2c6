import AdaptedSystemUI
import ColorScience
import Foundation

extension CatalogReader {
    /// The palette's notes: gamut notes, then what was not used, each with the names.
    func notes() -> [String] {
        var notes = gamutNotes
        for (palette, uses) in references.sorted(by: { $0.key < $1.key }) {
            let distinct = Array(Set(uses)).sorted()
            notes.append("\(distinct.count) system color reference\(distinct.count == 1 ? "" : "s") resolved through \(palette): \(distinct.joined(separator: ", "))")
        }
        for color in unresolved.sorted(by: { $0.name < $1.name }) {
            notes.append("unresolved: \(color.name): \(color.reason); its pairs are incomplete")
        }
        if !skipped.isEmpty {
            notes.append("\(skipped.count) empty color set\(skipped.count == 1 ? "" : "s") (no color given) skipped: \(skipped.sorted().joined(separator: ", "))")
        }
        for (name, idioms) in otherIdiomOnly {
            notes.append("\(name) skipped: defined only for idiom\(idioms.count == 1 ? "" : "s") \(idioms.joined(separator: ", ")), not \(options.idiom) (choose with --idiom)")
        }
        if !otherGamut.isEmpty {
            notes.append("\(otherGamut.count) color set\(otherGamut.count == 1 ? " has" : "s have") entries for the \(options.displayGamut == .displayP3 ? "sRGB" : "display-P3") gamut, not audited (display gamut \(options.displayGamut.catalogValue)): \(otherGamut.joined(separator: ", "))")
        }
        if !otherGamutUsed.isEmpty {
            notes.append("\(otherGamutUsed.count) color set\(otherGamutUsed.count == 1 ? " has" : "s have") no entry for display gamut \(options.displayGamut.catalogValue) in some appearance; the other gamut's entry was audited there: \(otherGamutUsed.joined(separator: ", "))")
        }
        if !symbolicLinks.isEmpty {
            notes.append("\(symbolicLinks.count) symbolic link\(symbolicLinks.count == 1 ? "" : "s") inside the catalog not followed: \(symbolicLinks.joined(separator: ", "))")
        }
        for (name, files) in repeated.sorted(by: { $0.key < $1.key }) {
            notes.append("\(name) is defined by \(files.count) color sets with the same color, read once: \(files.joined(separator: ", "))")
        }
        for (name, qualifiers) in otherQualifiers {
            notes.append("\(name): entries for \(qualifiers.joined(separator: ", ")) not audited (only the entries without them are)")
        }
        return notes
    }
}
