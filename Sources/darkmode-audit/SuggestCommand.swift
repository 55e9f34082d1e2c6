import ArgumentParser
import ColorScience
import ContrastAudit

/// `darkmode-audit suggest FOREGROUND BACKGROUND`: the nearest color that makes a pair pass.
struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "The passing color nearest to the foreground (or background) by CIEDE2000, inside sRGB, for a pair that fails.",
        discussion: """
            Searches the 8-bit sRGB colors for the one nearest the original that passes, judging each candidate by the \
            exact WCAG verdict of the hex it prints. Exit status: 0 a suggestion (or the pair already passes: nothing to suggest); \
            1 no sRGB color reaches the minimum; 2 a usage or input error.
            """
    )

    @Argument(help: "The text or component color.")
    var foreground: String

    @Argument(help: "The color it is drawn on.")
    var background: String

    @Option(help: "The pair's role: body-text, large-text, ui-component.")
    var role: PairRole = .bodyText

    @Option(help: "The level to reach: AA or AAA.")
    var level: Level = .AA

    @Option(name: .customLong("on"), help: "The opaque surface beneath a translucent background.")
    var base: String?

    @Option(help: "Which color to change: foreground or background.")
    var adjust: Side = .foreground

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    enum Level: String, ExpressibleByArgument, CaseIterable { case AA, AAA }
    enum Side: String, ExpressibleByArgument, CaseIterable { case foreground, background }

    struct Output: Encodable {
        let minimum: Double
        let ratio: Double
        let passes: Bool
        let suggestion: Suggested?

        struct Suggested: Encodable {
            let adjusted: String
            let hex: String
            let ratio: Double
            let deltaE2000: Double
        }
    }

    func run() throws {
        let foreground = try parseColor(foreground, argument: "FOREGROUND")
        let background = try parseColor(background, argument: "BACKGROUND")
        let base = try self.base.map { text throws(InputError) in try parseColor(text, argument: "--on") }
        let requirements = role.requirements.filter { level == .AAA || $0.criterion.level == .aa }
        guard let minimum = requirements.map(\.minimum).max() else {
            throw InputError(argument: "--role", message: "\(role.rawValue) is exempt: there is no minimum to reach")
        }
        let current: Double
        let suggestion: ContrastSuggestion?
        do {
            current = try ContrastMeasurement(of: foreground, over: background, on: base).ratio
            switch adjust {
            case .foreground: suggestion = try ContrastSuggestion.nearest(to: foreground, over: background, on: base, minimum: minimum)
            case .background:
                guard base == nil, background.isOpaque else {
                    throw InputError(argument: "--adjust", message: "a translucent background is adjusted over its surface only as the foreground: adjust the foreground")
                }
                suggestion = try ContrastSuggestion.nearest(background: background, under: foreground, minimum: minimum)
            }
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(argument: base == nil ? "BACKGROUND" : "--on", message: "\(error)")
        }
        let passes = current >= minimum
        let output = Output(
            minimum: minimum, ratio: current, passes: passes,
            suggestion: suggestion.map { .init(adjusted: adjust.rawValue, hex: $0.color.hex, ratio: $0.ratio, deltaE2000: $0.deltaE2000) })
        switch format {
        case .json: try printJSON(output)
        case .text:
            let now = "\(Decimals.truncated(current)):1 against \(Decimals.threshold(minimum)):1 (\(role.rawValue), \(level.rawValue))"
            if passes {
                print("\(now): passes; nothing to suggest")
            } else if let suggestion {
                print("\(now): \(adjust.rawValue) \(suggestion.color.hex) gives \(Decimals.truncated(suggestion.ratio)):1, "
                    + "ΔE00 \(Decimals.truncated(suggestion.deltaE2000, digits: 2)) from the original")
            } else {
                let kept = adjust == .foreground && !foreground.isOpaque ? " at alpha \(Decimals.truncated(foreground.alpha, digits: 3))" : ""
                print("\(now): no sRGB \(adjust.rawValue)\(kept) reaches it")
            }
        }
        if !passes && suggestion == nil { throw ExitCode(ExitStatus.findings) }
    }
}

extension PairRole: ExpressibleByArgument {}
