import ArgumentParser
import ColorScience

extension DeltaEMethod: ExpressibleByArgument {}

/// `darkmode-audit delta-e COLOR1 COLOR2`: the color difference of two colors.
struct DeltaECommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delta-e",
        abstract: "Color difference ΔE between two colors (sRGB converted by Little CMS, or lab(L a b) in D50).",
        discussion: "cie94 uses graphic-arts weights with COLOR1 as the reference; ciede2000 uses kL = kC = kH = 1."
    )

    @Argument(help: "The first (reference) color: sRGB text or lab(L a b).")
    var color1: String

    @Argument(help: "The second color.")
    var color2: String

    @Option(help: "cie76, cie94 or ciede2000.")
    var method: DeltaEMethod = .ciede2000

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let first = try lab(color1, argument: "COLOR1")
        let second = try lab(color2, argument: "COLOR2")
        let deltaE = method.difference(first, second)
        let parts = method == .ciede2000 ? DeltaE2000.components(first, second) : nil
        switch format {
        case .json:
            try printJSON(DeltaEJSON(
                method: method.rawValue, deltaE: deltaE, first: LabJSON(first), second: LabJSON(second),
                deltaLPrime: parts?.deltaLPrime, deltaCPrime: parts?.deltaCPrime, deltaHPrime: parts?.deltaHPrime))
        case .text:
            print("ΔE (\(method.rawValue)): \(deltaE)")
            if let parts {
                print("ΔL′ \(parts.deltaLPrime)  ΔC′ \(parts.deltaCPrime)  ΔH′ \(parts.deltaHPrime)")
            }
        }
    }

    /// `lab(…)` is taken as D50 Lab; anything else is an sRGB color converted by Little CMS.
    private func lab(_ text: String, argument: String) throws -> LabD50 {
        if text.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("lab(") {
            do {
                return try LabD50(parsing: text)
            } catch {
                throw InputError(argument: argument, message: error.description)
            }
        }
        return try LabConverter.shared().lab(of: parseColor(text, argument: argument))
    }
}

struct DeltaEJSON: Encodable {
    let method: String
    let deltaE: Double
    let first: LabJSON
    let second: LabJSON
    let deltaLPrime: Double?
    let deltaCPrime: Double?
    let deltaHPrime: Double?
}
