import ArgumentParser
import ColorScience
import ContrastAudit

/// `darkmode-audit contrast FOREGROUND BACKGROUND`: the WCAG 2.2 contrast of one pair.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "WCAG 2.2 contrast ratio of a foreground over a background, checked against 1.4.3, 1.4.6 and 1.4.11.",
        discussion: """
            A translucent foreground is composited over the background first (source-over, \
            gamma-encoded sRGB, full precision). A translucent background needs the opaque \
            surface beneath it: --on COLOR.
            """
    )

    @Argument(help: "The text or component color.")
    var foreground: String

    @Argument(help: "The color it is drawn on.")
    var background: String

    @Option(name: .customLong("on"), help: "The opaque surface beneath a translucent background.")
    var base: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let foreground = try parseColor(foreground, argument: "FOREGROUND")
        var background = try parseColor(background, argument: "BACKGROUND")
        if let base {
            let baseColor = try parseColor(base, argument: "--on")
            guard baseColor.isOpaque else {
                throw InputError(argument: "--on", message: "\(baseColor.hexRGBA) is translucent; the surface beneath must be opaque")
            }
            background = background.composited(over: baseColor)
        }
        guard background.isOpaque else {
            throw InputError(
                argument: "BACKGROUND",
                message: "\(background.hexRGBA) is translucent; give the opaque surface beneath it with --on COLOR")
        }
        let composite = foreground.composited(over: background)
        let ratio = WCAG.contrastRatio(luminance: composite.relativeLuminance, background.relativeLuminance)
        let report = ContrastReport(
            foreground: foreground, background: background, composite: composite, ratio: ratio,
            checks: ContrastRequirement.all.map { $0.check(ratio) })

        switch format {
        case .json: try printJSON(report)
        case .text: print(report.text)
        }
    }
}

/// What `contrast` prints; its JSON fields are documented in the README.
struct ContrastReport: Encodable {
    struct Criterion: Encodable {
        let criterion: String
        let level: String
        let title: String
        let content: String
        let required: Double
        let margin: Double
        let pass: Bool
    }

    let foreground: String
    let background: String
    let composite: String
    let compositeComponents: Finding.Components
    let ratio: Double
    let criteria: [Criterion]

    init(foreground: SRGB, background: SRGB, composite: SRGB, ratio: Double, checks: [ContrastCheck]) {
        self.foreground = foreground.hex
        self.background = background.hex
        self.composite = composite.hex
        self.compositeComponents = Finding.Components(composite)
        self.ratio = ratio
        self.criteria = checks.map { check in
            Criterion(
                criterion: check.requirement.criterion.number, level: check.requirement.criterion.level.rawValue,
                title: check.requirement.criterion.title, content: check.requirement.content.rawValue,
                required: check.requirement.minimumRatio, margin: check.margin, pass: check.passes)
        }
    }

    var text: String {
        var lines = ["\(foreground) over \(background)"]
        if composite != foreground { lines.append("composited foreground: \(composite)") }
        lines.append("contrast ratio: \(ratio) (\(display(ratio, digits: 2)):1)")
        for criterion in criteria {
            let label = "\(criterion.criterion) \(criterion.level) \(criterion.content)".padding(toLength: 22)
            let verdict = criterion.pass ? "pass" : "FAIL"
            lines.append("  \(label) ≥ \(display(criterion.required, digits: 1))  \(verdict)  margin \(display(criterion.margin))")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
