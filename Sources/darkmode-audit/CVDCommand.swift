import ArgumentParser
import ColorScience

extension ColorVisionDeficiency: ExpressibleByArgument {}

/// `darkmode-audit cvd COLOR --type protan`: a color as seen with a color-vision deficiency.
struct CVDCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cvd",
        abstract: "A color as seen with a color-vision deficiency (Machado, Oliveira & Fernandes 2009).",
        discussion: """
            The paper's published matrices, interpolated between tenths of severity, applied to linear-light sRGB and \
            clipped; alpha is kept. Severity 1 is the dichromacy (protanopia, deuteranopia, tritanopia).
            """
    )

    @Argument(help: "The color.")
    var color: String

    @Option(name: .customLong("type"), help: "The deficiency: protan, deutan or tritan.")
    var deficiency: ColorVisionDeficiency

    // A string, parsed by DecimalArgument: `-0` (which means 0) reaches it, hex floats,
    // `inf` and `nan` are refused by name.
    @Option(parsing: .unconditional, help: "Severity, a decimal number from 0 (typical vision) to 1 (dichromacy).")
    var severity: String = "1"

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    struct Output: Encodable {
        let type: String
        let severity: Double
        let input: String
        let hex: String
        let red, green, blue, alpha: Double
        let deltaE2000: Double
    }

    func run() throws {
        let color = try parseColor(color, argument: "COLOR")
        let severity = try DecimalArgument.parse(self.severity, argument: "--severity")
        let seen: SRGB
        do {
            seen = try deficiency.simulate(color, severity: severity)
        } catch {
            throw InputError(argument: "--severity", message: error.description)
        }
        let converter = try LabConverter.shared()
        let difference = DeltaE2000.difference(converter.lab(of: color), converter.lab(of: seen))
        switch format {
        case .json:
            try printJSON(Output(
                type: deficiency.rawValue, severity: severity, input: color.hex, hex: seen.hex,
                red: seen.red, green: seen.green, blue: seen.blue, alpha: seen.alpha, deltaE2000: difference))
        case .text:
            print("\(color.hex) seen with \(deficiency.phrase) at severity \(severity): \(seen.hex) "
                + "(ΔE00 \(Decimals.truncated(difference, digits: 2)) from the original)")
        }
    }
}
