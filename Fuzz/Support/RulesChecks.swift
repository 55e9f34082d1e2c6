import AdaptedSystemUI
import ContrastAudit

/// Reads a rules file and expands it against the seed's palette, checking what the rules give.
///
/// Every pairing names two different colors of the palette (and its `on` color, if any, is
/// one too), and no pair is given twice; every distinguishable group expands to two or more
/// distinct colors of the palette, with a minimum in (0, 100].
public func fuzzRules(_ input: UnsafeRawBufferPointer, file: ScratchFile, loader: String) {
    file.write(input)
    let palette = Palette.adaptedSystemUI
    do throws(InputFileError) {
        let rules = try RulesFile.read(file.path)
        guard !rules.rules.isEmpty || rules.groups != nil else { fatalError("\(loader): a rules file read with no rules and no groups") }
        let pairings = try rules.pairings(for: palette)
        let names = Set(palette.allNames)
        for group in try rules.distinguishableGroups(for: palette) ?? [] {
            guard group.colors.count >= 2, group.colors.allSatisfy(names.contains), Set(group.colors).count == group.colors.count else {
                fatalError("\(loader): group \(group.name) expands to \(group.colors)")
            }
            guard group.minimum > 0, group.minimum <= 100 else { fatalError("\(loader): group \(group.name) minimum \(group.minimum)") }
        }
        var seen = Set<PairID>()
        for pairing in pairings {
            guard names.contains(pairing.foreground), names.contains(pairing.background) else {
                fatalError("\(loader): pairing \(pairing) names a color outside the palette")
            }
            guard pairing.foreground != pairing.background else { fatalError("\(loader): a color paired with itself: \(pairing)") }
            if let on = pairing.on, !names.contains(on) { fatalError("\(loader): pairing \(pairing) lies on an unknown color") }
            guard seen.insert(pairing.id).inserted else { fatalError("\(loader): pair \(pairing.id) given twice") }
        }
    } catch {
        checkInputFileError(error, loader: loader)
    }
}
