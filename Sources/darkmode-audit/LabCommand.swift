import ArgumentParser
import ColorScience

/// `darkmode-audit lab COLOR`: CIELAB (D50) of an sRGB color through Little CMS.
struct LabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "CIELAB (D50) of an sRGB color, computed by Little CMS.",
        discussion: "Little CMS built-in sRGB profile to its Lab v4 profile (D50 white), relative colorimetric, doubles in and out (Little CMS computes in 32-bit floats: Lab to about 1e-5). Alpha is ignored."
    )

    @Argument(help: "The color.")
    var color: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let color = try parseColor(color, argument: "COLOR")
        let lab = try LabConverter.shared().lab(of: color)
        switch format {
        case .json: try printJSON(LabJSON(lab))
        case .text:
            // CSS lab() syntax, which takes the ASCII minus, so the line can be pasted back in.
            let css = [lab.l, lab.a, lab.b].map { Decimals.truncated($0, digits: 4, minus: "-") }
            print("\(color.hex) → lab(\(css.joined(separator: " ")))")
            print("L \(lab.l)\na \(lab.a)\nb \(lab.b)")
        }
    }
}

/// `{"L": …, "a": …, "b": …}` at full precision.
struct LabJSON: Encodable {
    let l: Double
    let a: Double
    let b: Double

    init(_ lab: LabD50) {
        l = lab.l
        a = lab.a
        b = lab.b
    }

    enum CodingKeys: String, CodingKey {
        case l = "L", a, b
    }
}
