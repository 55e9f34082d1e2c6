import AdaptedSystemUI
import ArgumentParser
import ContrastAudit
import Foundation

/// `darkmode-audit pairs`: the pairs the audit would check, as a rules file to review.
struct PairsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pairs",
        abstract: "Print the pairs the audit checks for a palette — stated, or inferred from Apple's names and the colors' own naming — as a rules file (YAML) to review, edit and pass with --rules.",
        discussion: """
            Each inferred pair's rationale names the rule that produced it. Exit status: 0 pairs printed; 2 a usage or \
            input error; 3 no pair could be inferred (the palette's colors are listed on standard error).
            """
    )

    @Option(help: "Any input the audit takes: a built-in palette, Xcode asset catalogs, design tokens or a palette file.")
    var palette: String = Palette.adaptedSystemUI.name

    @OptionGroup(title: "Asset catalogs")
    var catalogs: CatalogOptions

    func run() throws {
        let loaded = try loadPalette(palette, argument: "--palette", catalogs: catalogs)
        let pairings = loaded.pairings ?? DefaultPairings.pairings(for: loaded.palette)
        guard !pairings.isEmpty else {
            let names = loaded.palette.allNames
            Output.standardError((
                "darkmode-audit: no pair could be inferred from the names of \(loaded.palette.name)'s \(names.count) colors "
                    + "(\(names.prefix(12).joined(separator: ", "))\(names.count > 12 ? ", …" : "")); write the rules by hand"))
            throw ExitCode(ExitStatus.nothingChecked)
        }
        print(RulesFile.yaml(for: pairings, palette: loaded.palette.name), terminator: "")
    }
}
