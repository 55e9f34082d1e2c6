import AdaptedSystemUI
import ContrastAudit
import ArgumentParser

/// `darkmode-audit seed-check`: where the seed's palette departs from Apple's.
struct SeedCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed-check",
        abstract: "Compare the seed's Adapted System UI palette with Apple's published iOS 13–18 palette."
    )

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let check = try SeedCheck()
        switch format {
        case .text: print(check.report)
        case .json: try printJSON(SeedCheckJSON(check))
        }
    }
}

struct SeedCheckJSON: Encodable {
    struct Finding: Encodable {
        let color: String
        let cell: String
        let kind: String
        let seed: String
        let apple: String
        let matchedInstead: String?
        let deltaE2000: Double
        let explanation: String
    }

    let compared: Int
    let differences: [Finding]
    let cellsMissingFromSeed: [String]
    let colorsMissingFromApple: [String]

    init(_ check: SeedCheck) {
        compared = check.findings.count
        differences = check.differences.map {
            Finding(
                color: $0.color, cell: $0.cell.key, kind: $0.kind.rawValue, seed: $0.seed.hex, apple: $0.apple.hex,
                matchedInstead: $0.matchedInstead?.hex, deltaE2000: $0.deltaE2000, explanation: $0.description)
        }
        cellsMissingFromSeed = check.cellsMissingFromSeed.cells.map(\.key)
        colorsMissingFromApple = check.colorsMissingFromApple
    }
}
