import AuditTestSupport
import Testing
import ColorScience

/// The suggestion search's guarantees, on seeded random pairs; and one published value:
/// #767676 is the lightest gray that meets 4.5:1 on white (WebAIM's often-quoted figure).
@Suite struct ContrastSuggestionTests {
    static func pairs(_ count: Int, seed: UInt64) -> [(SRGB, SRGB, Double)] {
        var generator = SplitMix64(seed: seed)
        func byte() -> UInt8 { .random(in: 0...255, using: &generator) }
        let minimums = [3.0, 4.5, 7.0]
        return (0..<count).map { index in
            (SRGB(red8: byte(), green8: byte(), blue8: byte()), SRGB(red8: byte(), green8: byte(), blue8: byte()), minimums[index % 3])
        }
    }

    static func isEightBit(_ color: SRGB) -> Bool {
        [color.red, color.green, color.blue].allSatisfy { ($0 * 255).rounded() / 255 == $0 }
    }

    @Test func thePublishedGray() throws {
        let gray = try SRGB(parsing: "#777777")
        let fix = try #require(try ContrastSuggestion.nearest(to: gray, over: .white, minimum: 4.5))
        #expect(fix.color == SRGB(red8: 0x76, green8: 0x76, blue8: 0x76))
        #expect(try ContrastSuggestion.nearest(to: SRGB(red8: 0x76, green8: 0x76, blue8: 0x76), over: .white, minimum: 4.5) == nil, "passing: none")
    }

    /// Pairs whose nearest passing color an exhaustive search over all 2^24 colors found
    /// (`Tests/SuggestionOracle`; the third also by an independent one in NumPy on the CIE
    /// formulas): one on the luminance boundary, one on the edge of two gamut faces (red and
    /// green at 255), one in a valley of its own on the face of green 0, one that slides along
    /// the face of green 255 away from its hue. The suggestion passes and lies within the
    /// stated tolerance of that nearest color's distance — and, being a passing color, no
    /// nearer than it.
    @Test(arguments: [
        ("#0360FD", "#BAEC50", 4.5, "#0256DD"), ("#B4E3A6", "#B95B20", 4.5, "#FFFFDE"), ("#9D011B", "#C58478", 4.5, "#640003"),
        ("#4EFD2C", "#7A4242", 7, "#DDFF93"),
    ])
    func theExhaustiveSearchsNearest(foreground: String, background: String, minimum: Double, nearest: String) throws {
        let converter = try LabConverter.shared()
        let original = try SRGB(parsing: foreground), over = try SRGB(parsing: background)
        let fix = try #require(try ContrastSuggestion.nearest(to: original, over: over, minimum: minimum))
        let best = DeltaE2000.difference(converter.lab(of: original), converter.lab(of: try SRGB(parsing: nearest)))
        #expect(try WCAG.contrastRatio(of: fix.color, over: over) >= minimum)
        #expect(fix.deltaE2000 <= best + ContrastSuggestion.tolerance, "\(fix.color.hex) at \(fix.deltaE2000), nearest \(best)")
        #expect(fix.deltaE2000 >= best - 1e-9)
    }

    /// The background adjusted under a translucent foreground, against the nearest passing
    /// background an exhaustive search over all 2^24 found (the ΔE00 of `Tests/SuggestionOracle`,
    /// and for the first pair of an independent exhaustive search in NumPy on the CIE formulas,
    /// which found the same colors for all five): within the stated tolerance.
    @Test(arguments: [
        ("#CB01D188", "#35BD85", 12.7354), ("#DA4034B4", "#20EFB1", 2.5357), ("#5B1BBC89", "#A0DAFB", 17.0821),
        ("#672F779A", "#6BCA20", 6.7453), ("#9603D77B", "#3BAE48", 17.0529),
    ])
    func theExhaustiveSearchsNearestBackground(foreground: String, background: String, nearest: Double) throws {
        let foreground = try SRGB(parsing: foreground), background = try SRGB(parsing: background)
        let fix = try #require(try ContrastSuggestion.nearest(background: background, under: foreground, minimum: 3))
        #expect(try ContrastMeasurement(of: foreground, over: fix.color).ratio >= 3)
        #expect(fix.deltaE2000 <= nearest + ContrastSuggestion.tolerance, "\(fix.color.hex) at \(fix.deltaE2000)")
        #expect(fix.deltaE2000 >= nearest - 1e-4)
    }

    /// A color over white and over black at 4.5:1: black fails over black, white over white,
    /// yet the grays of relative luminance 0.175 to 0.1833 pass both (WCAG's formula solved by
    /// hand: #757575 at 0.1779 and #767676 at 0.1812; #747474 is 0.1746, #777777 0.1845).
    @Test func aMidGrayPassesOverWhiteAndBlack() throws {
        let converter = try LabConverter.shared()
        let gray = try SRGB(parsing: "#808080"), known = try SRGB(parsing: "#767676")
        let constraints = [ContrastSuggestion.Constraint(background: .white, minimum: 4.5), .init(background: .black, minimum: 4.5)]
        let fix = try #require(try ContrastSuggestion.nearest(to: gray, meeting: constraints))
        #expect(try WCAG.contrastRatio(of: fix.color, over: .white) >= 4.5 && WCAG.contrastRatio(of: fix.color, over: .black) >= 4.5, "\(fix.color.hex)")
        #expect(fix.deltaE2000 <= DeltaE2000.difference(converter.lab(of: gray), converter.lab(of: known)) + ContrastSuggestion.tolerance)
        // At 30 % alpha the same gray's band is reached by no color over both.
        #expect(try ContrastSuggestion.nearest(to: SRGB(red8: 0x80, green8: 0x80, blue8: 0x80, alpha8: 77), meeting: constraints) == nil)
    }

    /// A translucent foreground is judged at the alpha its hex prints (8 bits): α 0.503 prints
    /// as 0x80 (0.50196), where a color that passes at 0.503 can fail.
    @Test func translucentSuggestionsPassAsPrinted() throws {
        for alpha in [0.503, 0.33, 0.777] {
            let foreground = SRGB(uncheckedRed: 0.6, green: 0.6, blue: 0.6, alpha: alpha)
            for background in [SRGB(red8: 0xA5, green8: 0xA5, blue8: 0xA5), .white, SRGB(red8: 0x30, green8: 0x30, blue8: 0x30)] {
                guard let fix = try ContrastSuggestion.nearest(to: foreground, over: background, minimum: 3) else { continue }
                let printed = try SRGB(parsing: fix.color.hex)
                #expect(try WCAG.contrastRatio(of: printed, over: background) >= 3, "\(fix.color.hex) over \(background.hex)")
            }
        }
    }

    /// Every suggestion passes as printed; none exactly when no mix toward black or white
    /// passes (over one background, black and white are the ends of the luminance a color can
    /// have); and none is farther than the first passing mix by more than the tolerance, where
    /// that mix lies within the meaningful distance (so the nearest passing color does too).
    @Test func everySuggestionPassesAndIsNearAsAMix() throws {
        let converter = try LabConverter.shared()
        var suggested = 0
        for (foreground, background, minimum) in Self.pairs(300, seed: 17) {
            let ratio = try WCAG.contrastRatio(of: foreground, over: background)
            let fix = try ContrastSuggestion.nearest(to: foreground, over: background, minimum: minimum)
            guard ratio < minimum else {
                #expect(fix == nil, "a passing pair gets no suggestion")
                continue
            }
            // The mixes toward black and white, in 1/255 steps: the first that passes.
            var mixes: [Double] = []
            for target in [SRGB.black, .white] {
                for step in 1...255 {
                    let t = Double(step) / 255
                    func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8(((a * (1 - t) + b * t) * 255).rounded()) }
                    let candidate = SRGB(
                        red8: mix(foreground.red, target.red), green8: mix(foreground.green, target.green), blue8: mix(foreground.blue, target.blue))
                    if try WCAG.contrastRatio(of: candidate, over: background) >= minimum {
                        mixes.append(DeltaE2000.difference(converter.lab(of: foreground), converter.lab(of: candidate)))
                        break
                    }
                }
            }
            guard let fix else {
                #expect(mixes.isEmpty, "nothing suggested, yet a mix passes: \(foreground.hex) on \(background.hex) at \(minimum)")
                continue
            }
            suggested += 1
            #expect(try WCAG.contrastRatio(of: fix.color, over: background) >= minimum, "the suggestion passes")
            #expect(Self.isEightBit(fix.color), "an 8-bit color, judged as printed")
            if let mix = mixes.min(), mix <= ContrastSuggestion.meaningfulDistance {
                #expect(fix.deltaE2000 <= mix + ContrastSuggestion.tolerance, "\(foreground.hex) on \(background.hex): \(fix.deltaE2000) vs mix \(mixes)")
            }
        }
        #expect(suggested > 100)
    }

    /// Several backgrounds at once: every suggestion passes them all; a color that passes
    /// them all gets none; when none is found, no mix toward black or white passes them all.
    @Test func severalBackgroundsAtOnce() throws {
        var generator = SplitMix64(seed: 31)
        func color() -> SRGB { SRGB(red8: .random(in: 0...255, using: &generator), green8: .random(in: 0...255, using: &generator), blue8: .random(in: 0...255, using: &generator)) }
        var suggested = 0, none = 0
        for index in 0..<120 {
            let foreground = color()
            let backgrounds = (0..<(2 + index % 2)).map { _ in color() }
            let minimum = [3.0, 4.5][index % 2]
            let constraints = backgrounds.map { ContrastSuggestion.Constraint(background: $0, minimum: minimum) }
            func passesAll(_ candidate: SRGB) throws -> Bool {
                try backgrounds.allSatisfy { try WCAG.contrastRatio(of: candidate, over: $0) >= minimum }
            }
            let fix = try ContrastSuggestion.nearest(to: foreground, meeting: constraints)
            if try passesAll(foreground) {
                #expect(fix == nil)
                continue
            }
            if let fix {
                suggested += 1
                #expect(try passesAll(fix.color), "\(foreground.hex) → \(fix.color.hex) over \(backgrounds.map(\.hex))")
                #expect(fix.ratio == (try backgrounds.map { try WCAG.contrastRatio(of: fix.color, over: $0) }.min()))
            } else {
                none += 1
                for target in [SRGB.black, .white] {
                    for step in stride(from: 1, through: 255, by: 1) {
                        let t = Double(step) / 255
                        func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8(((a * (1 - t) + b * t) * 255).rounded()) }
                        let candidate = SRGB(red8: mix(foreground.red, target.red), green8: mix(foreground.green, target.green), blue8: mix(foreground.blue, target.blue))
                        #expect(!(try passesAll(candidate)), "nothing suggested, yet \(candidate.hex) passes all")
                    }
                }
            }
        }
        #expect(suggested > 30 && none > 0)
    }

    /// Answers found for single constraints: one that passes every constraint is the answer
    /// (the nearest that passes one of them and all is the nearest that passes all); one that
    /// fails another constraint, or is at another alpha, is not used.
    @Test func anAnswerForOneConstraintThatPassesAllIsTheAnswer() throws {
        let gray = try SRGB(parsing: "#8E8E93"), grouped = try SRGB(parsing: "#F2F2F7")
        let constraints = [ContrastSuggestion.Constraint(background: .white, minimum: 4.5), .init(background: grouped, minimum: 4.5)]
        let overWhite = try #require(try ContrastSuggestion.nearest(to: gray, over: .white, minimum: 4.5))
        let overGrouped = try #require(try ContrastSuggestion.nearest(to: gray, over: grouped, minimum: 4.5))
        // Over the grouped gray (the darker background) the answer must be darker, so it
        // passes over white too; the white answer fails over the grouped gray.
        #expect(try WCAG.contrastRatio(of: overGrouped.color, over: .white) >= 4.5)
        #expect(try WCAG.contrastRatio(of: overWhite.color, over: grouped) < 4.5)

        let fromAnswers = try #require(try ContrastSuggestion.nearest(to: gray, meeting: constraints, answers: [overWhite, overGrouped]))
        #expect(fromAnswers.color == overGrouped.color && fromAnswers.deltaE2000 == overGrouped.deltaE2000)
        #expect(fromAnswers.ratio == (try WCAG.contrastRatio(of: overGrouped.color, over: grouped)), "the ratio with least headroom")
        // The search on its own lands within its tolerance of it.
        let searched = try #require(try ContrastSuggestion.nearest(to: gray, meeting: constraints))
        #expect(abs(searched.deltaE2000 - fromAnswers.deltaE2000) <= ContrastSuggestion.tolerance, "\(searched.color.hex) \(searched.deltaE2000) vs \(fromAnswers.deltaE2000)")

        // Answers are taken as the nearest for their constraint: a passing one is used as given.
        let black = ContrastSuggestion(color: .black, ratio: 21, deltaE2000: 60)
        #expect(try ContrastSuggestion.nearest(to: gray, meeting: constraints, answers: [black])?.color == .black)
        // Only the answer that fails the other background: a search, whose result passes both.
        let searchedAgain = try #require(try ContrastSuggestion.nearest(to: gray, meeting: constraints, answers: [overWhite]))
        #expect(searchedAgain == searched)
        // An answer at another alpha than the color's is not the color's.
        let translucent = SRGB(uncheckedRed: overGrouped.color.red, green: overGrouped.color.green, blue: overGrouped.color.blue, alpha: 0.5)
        let ignored = ContrastSuggestion(color: translucent, ratio: overGrouped.ratio, deltaE2000: 0)
        #expect(try ContrastSuggestion.nearest(to: gray, meeting: constraints, answers: [ignored]) == searched)
    }

    /// UIKit's placeholder gray at 30 % cannot reach 4.5:1 over white at that alpha: no answer
    /// over white and a second background, and indeed no color at that alpha passes over
    /// white (20,000 random colors and the 256 grays).
    @Test func aConstraintNoColorCanMeetLeavesNoAnswer() throws {
        let placeholder = try SRGB(parsing: "#3C3C434D"), grouped = try SRGB(parsing: "#F2F2F7")
        let constraints = [ContrastSuggestion.Constraint(background: .white, minimum: 4.5), .init(background: grouped, minimum: 3)]
        #expect(try ContrastSuggestion.nearest(to: placeholder, meeting: constraints) == nil)
        var generator = SplitMix64(seed: 0x3C3C)
        var candidates = (0...255).map { SRGB(red8: UInt8($0), green8: UInt8($0), blue8: UInt8($0), alpha8: 0x4D) }
        for _ in 0..<20_000 {
            candidates.append(SRGB(red8: .random(in: 0...255, using: &generator), green8: .random(in: 0...255, using: &generator), blue8: .random(in: 0...255, using: &generator), alpha8: 0x4D))
        }
        #expect(try candidates.allSatisfy { try ContrastMeasurement(of: $0, over: .white).ratio < 4.5 })
    }

    /// Grid: every 8-bit color within ±8 of the suggestion in each channel (17³ = 4,913);
    /// none that passes is closer to the original by more than the tolerance, for suggestions
    /// within the meaningful distance of the original.
    @Test func noPassingColorNearbyIsCloser() throws {
        let converter = try LabConverter.shared()
        var checked = 0
        defer { #expect(checked >= 10, "enough suggestions within the meaningful distance: \(checked)") }
        for (foreground, background, minimum) in Self.pairs(90, seed: 23) {
            guard let fix = try ContrastSuggestion.nearest(to: foreground, over: background, minimum: minimum),
                fix.deltaE2000 <= ContrastSuggestion.meaningfulDistance
            else { continue }
            checked += 1
            let original = converter.lab(of: foreground)
            var grid: [SRGB] = []
            func near(_ value: Double, _ offset: Int) -> UInt8? {
                let byte = Int((value * 255).rounded()) + offset
                return (0...255).contains(byte) ? UInt8(byte) : nil
            }
            for dr in -8...8 {
                for dg in -8...8 {
                    for db in -8...8 {
                        guard let r = near(fix.color.red, dr), let g = near(fix.color.green, dg), let b = near(fix.color.blue, db) else { continue }
                        grid.append(SRGB(red8: r, green8: g, blue8: b))
                    }
                }
            }
            let labs = converter.lab(of: grid)
            for (candidate, lab) in zip(grid, labs) where try WCAG.contrastRatio(of: candidate, over: background) >= minimum {
                let distance = DeltaE2000.difference(original, lab)
                #expect(distance >= fix.deltaE2000 - ContrastSuggestion.tolerance,
                        "\(foreground.hex) on \(background.hex) at \(minimum): \(candidate.hex) at \(distance) beats \(fix.color.hex) at \(fix.deltaE2000)")
            }
        }
    }
}
