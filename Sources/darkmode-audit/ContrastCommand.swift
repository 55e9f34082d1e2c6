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
        let background = try parseColor(background, argument: "BACKGROUND")
        let base = try self.base.map { text throws(InputError) in try parseColor(text, argument: "--on") }
        let contrast: ContrastMeasurement
        do {
            contrast = try ContrastMeasurement(of: foreground, over: background, on: base)
        } catch {
            switch error {
            case .translucentBackground(let color) where base != nil:
                throw InputError(argument: "--on", message: "\(color.hex) is translucent; the surface beneath must be opaque")
            case .translucentBackground(let color):
                throw InputError(
                    argument: "BACKGROUND", message: "\(color.hex) is translucent; give the opaque surface beneath it with --on COLOR")
            }
        }
        let report = ContrastReport(contrast, checks: ContrastRequirement.all.map { $0.check(contrast) })
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

    init(_ contrast: ContrastMeasurement, checks: [ContrastCheck]) {
        foreground = contrast.foreground.hex
        background = contrast.seenBackground.hex
        composite = contrast.seenForeground.hex
        compositeComponents = Finding.Components(contrast.seenForeground)
        ratio = contrast.ratio
        self.criteria = checks.map { check in
            Criterion(
                criterion: check.requirement.criterion.number, level: check.requirement.criterion.level.rawValue,
                title: check.requirement.criterion.title, content: check.requirement.content.rawValue,
                required: check.requirement.minimum, margin: check.margin, pass: check.passes)
        }
    }

    var text: String {
        var lines = ["\(foreground) over \(background)"]
        if composite != foreground { lines.append("composited foreground: \(composite)") }
        lines.append("contrast ratio: \(Decimals.truncated(ratio)):1")
        for criterion in criteria {
            let label = "\(criterion.criterion) \(criterion.level) \(criterion.content)".padding(toLength: 22)
            let verdict = criterion.pass ? "pass" : "FAIL"
            lines.append(
                "  \(label) ≥ \(Decimals.threshold(criterion.required).padding(toLength: 3))  \(verdict)  margin \(Decimals.truncated(criterion.margin))")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
