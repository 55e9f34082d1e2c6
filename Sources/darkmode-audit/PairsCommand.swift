import AdaptedSystemUI
import ArgumentParser
import ContrastAudit
import Foundation
import SourcePairs

/// `darkmode-audit pairs`: the pairs the audit would check, as a rules file to review.
struct PairsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pairs",
        abstract: "Print the pairs the audit checks for a palette — found in the app's code, stated, or inferred from Apple's names and the colors' own naming — as a rules file (YAML) to review, edit and pass with --rules, or as JSON with their evidence.",
        discussion: """
            With --sources or --project, the pairs are those the app's code draws, each with the file, line and column \
            that draws its foreground and background, a confidence and a role (the YAML lists them as comments). \
            Otherwise each inferred pair's rationale names the rule that produced it. Exit status: 0 pairs printed; 2 a \
            usage or input error; 3 no pair was found (the palette's colors are listed on standard error).
            """
    )

    @Option(help: "Any input the audit takes: a built-in palette, Xcode asset catalogs, design tokens or a palette file.")
    var palette: String?

    @Option(help: "Output format: yaml (a rules file) or json ({\"pairs\": [...]} with evidence).")
    var format: PairsFormat = .yaml

    enum PairsFormat: String, ExpressibleByArgument, CaseIterable {
        case yaml, json
    }

    @OptionGroup(title: "The app's code")
    var code: SourceOptions

    @OptionGroup(title: "Asset catalogs")
    var catalogs: CatalogOptions

    func run() throws {
        let (scan, input, codeOnly) = try code.scan(options: try catalogs.catalogOptions(), palette: palette)
        let loaded = try codeOnly.map { LoadedPalette(palette: $0, pairings: nil, sourceName: "code") }
            ?? loadPalette(input ?? Palette.adaptedSystemUI.name, argument: "--palette", catalogs: catalogs)
        var pairings = loaded.pairings ?? DefaultPairings.pairings(for: loaded.palette)
        var palette = loaded.palette
        if let scan {
            do {
                let found = try scan.findPairs(for: loaded.palette)
                (pairings, palette) = (found.pairings, loaded.palette.adding(found))
                for note in found.notes { Output.standardError("darkmode-audit: \(note)") }
            } catch {
                throw InputError(argument: "--sources", error)
            }
        }
        guard !pairings.isEmpty else {
            let names = loaded.palette.allNames
            let what = scan == nil ? "could be inferred from the names of" : "was found in the code for"
            Output.standardError((
                "darkmode-audit: no pair \(what) \(loaded.palette.name)'s \(names.count) colors "
                    + "(\(names.prefix(12).joined(separator: ", "))\(names.count > 12 ? ", …" : "")); write the rules by hand"))
            throw ExitCode(ExitStatus.nothingChecked)
        }
        switch format {
        case .yaml: print(RulesFile.yaml(for: pairings, palette: palette.name), terminator: "")
        case .json: print(try PairList(pairings: pairings, palette: palette).json(), terminator: "")
        }
    }
}
