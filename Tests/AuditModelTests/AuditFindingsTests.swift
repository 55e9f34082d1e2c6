import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit

/// Findings for Apple's pairs, with ratios computed independently (Python, WCAG 2.2 formulas
/// written out by hand: composite = fg·α + bg·(1−α) per channel, then luminance and ratio).
@Suite struct AuditFindingsTests {
    static let report: AuditReport? = try? ContrastAuditor().audit(Palette.appleIOS13)

    // secondaryLabel: 60,60,67 / 235,235,245 at alpha 153 (173 with increased contrast) over
    // systemBackground: #FFFFFF, #000000, elevated dark #1C1C1E, elevated increased-contrast dark #242426.
    static let secondaryLabel: [(String, Double)] = [
        ("light", 3.4381996219180686), ("dark", 6.363811421058434),
        ("lightElevated", 3.4381996219180686), ("darkElevated", 5.950194077463722),
        ("lightHighContrast", 4.2293447330264895), ("darkHighContrast", 8.024221520494072),
        ("lightHighContrastElevated", 4.2293447330264895), ("darkHighContrastElevated", 6.790774770519304),
    ]

    // link: #007AFF / #0984FF (the same with increased contrast) over systemBackground.
    static let link: [(String, Double)] = [
        ("light", 4.016975780478911), ("dark", 5.756121024698737),
        ("lightElevated", 4.016975780478911), ("darkElevated", 4.663755956047089),
        ("lightHighContrast", 4.016975780478911), ("darkHighContrast", 5.756121024698737),
        ("lightHighContrastElevated", 4.016975780478911), ("darkHighContrastElevated", 4.246955786695397),
    ]

    static func finding(_ pair: String, _ cell: String, _ criterion: String) throws -> Finding {
        let report = try #require(report)
        // A finding covers every cell in which the pair has the same colors: found by any of its cells' ids.
        return try #require(report.findings.first { $0.cellIDs.contains("\(pair)/\(cell)/\(criterion)") }, "\(pair)/\(cell)/\(criterion)")
    }

    @Test(arguments: secondaryLabel)
    func secondaryLabelOnSystemBackground(cell: String, expected: Double) throws {
        let finding = try Self.finding("secondaryLabel-on-systemBackground", cell, "1.4.3-AA")
        #expect(abs(finding.ratio - expected) < 1e-12, "\(cell): \(finding.ratio) vs \(expected)")
        #expect(finding.status == (expected >= 4.5 ? .pass : .fail))
        #expect(finding.required == 4.5)
        #expect(abs((finding.margin ?? 0) - (expected - 4.5)) < 1e-12)
        #expect(finding.role == .bodyText)
    }

    @Test(arguments: link)
    func linkOnSystemBackground(cell: String, expected: Double) throws {
        let finding = try Self.finding("link-on-systemBackground", cell, "1.4.3-AA")
        #expect(abs(finding.ratio - expected) < 1e-12, "\(cell): \(finding.ratio) vs \(expected)")
        #expect(finding.status == (expected >= 4.5 ? .pass : .fail))
        #expect(finding.severity == (expected >= 4.5 ? nil : .error))
        let enhanced = try Self.finding("link-on-systemBackground", cell, "1.4.6-AAA")
        #expect(enhanced.status == .fail && enhanced.severity == .warning, "link never reaches 7")
    }

    @Test func passesInOneCellFailsInAnotherIsCalledOut() throws {
        let report = try #require(Self.report)
        let link = try #require(report.inconsistencies.first { $0.pair == PairID("link", on: "systemBackground") && $0.criterion == .contrastMinimum })
        #expect(link.passesIn == [.dark, .darkElevated, .darkHighContrast])
        #expect(link.failsIn == [.light, .lightElevated, .lightHighContrast, .lightHighContrastElevated, .darkHighContrastElevated])
    }

    @Test func rolesFollowAppleDocumentation() throws {
        let report = try #require(Self.report)
        func role(_ name: String) -> PairRole? { report.pairings.first { $0.foreground == name }?.role }
        #expect(role("label") == .bodyText && role("secondaryLabel") == .bodyText && role("link") == .bodyText)
        #expect(role("tertiaryLabel") == .disabled && role("quaternaryLabel") == .disabled)
        #expect(role("placeholderText") == .bodyText)
        #expect(role("systemBlue") == .uiComponent)
        // WCAG 1.4.11 asks 3:1 of what identifies a component or its state; a list's divider
        // lines are decoration, measured and never failed.
        #expect(role("separator") == .decorative && role("opaqueSeparator") == .decorative)
        let separator = try #require(report.pairings.first { $0.foreground == "separator" })
        #expect(separator.rationale.contains("1.4.11") && separator.rationale.contains("role ui-component"))
        #expect(report.pairings.allSatisfy { !$0.rationale.isEmpty })
        let exempt = try Self.finding("tertiaryLabel-on-systemBackground", "light", "exempt")
        #expect(exempt.status == .exempt && exempt.severity == nil && exempt.criterion == nil)
        // Fills and backgrounds are not foregrounds.
        #expect(!report.pairings.contains { $0.foreground.hasSuffix("Fill") || $0.foreground.hasSuffix("Background") })
        // 6 text colors and 2 separators and 18 system colors, over 6 backgrounds.
        #expect(report.pairings.count == (6 + 2 + 18) * 6)
        #expect(report.palette.appearances.count == 8)
    }

    @Test func summaryCountsTheFindings() throws {
        let report = try #require(Self.report)
        let s = report.summary
        #expect(s.findings == report.findings.count)
        #expect(s.passed + s.errors + s.warnings + s.exempt == s.findings)
        #expect(report.failures(atLeast: .error).count == s.errors)
        #expect(report.failures(atLeast: .warning).count == s.errors + s.warnings)
        #expect(!report.hasFailures(atLeast: nil))
    }

    /// The published table above gives secondaryLabel on systemBackground the same ratio in
    /// light and lightElevated (the same colors: white beneath, the same label) and in the two
    /// light increased-contrast cells: one finding each, listing both cells.
    @Test func cellsWithTheSameColorsAreOneFinding() throws {
        let report = try #require(Self.report)
        let findings = report.findings.filter { $0.pair.description == "secondaryLabel-on-systemBackground" && $0.criterion?.level == .aa }
        #expect(findings.map(\.appearances) == [
            [.light, .lightElevated], [.dark], [.darkElevated], [.lightHighContrast, .lightHighContrastElevated], [.darkHighContrast],
            [.darkHighContrastElevated],
        ])
        // In general: a finding per distinct (foreground, background) of the palette's cells.
        let palette = Palette.appleIOS13
        for pairing in report.pairings {
            guard let foreground = palette[pairing.foreground], let background = palette[pairing.background],
                background.resolved(for: .light).isOpaque
            else { continue }
            var groups: [[Appearance]] = []
            var seen: [String: Int] = [:]
            for cell in Appearance.allCases {
                let key = foreground.resolved(for: cell).hexRGBA + background.resolved(for: cell).hexRGBA
                if let index = seen[key] { groups[index].append(cell) } else { seen[key] = groups.count; groups.append([cell]) }
            }
            let audited = report.findings.filter { $0.pair == pairing.id && $0.criterion == pairing.role.requirements.first?.criterion }
            #expect(audited.map(\.appearances) == groups, "\(pairing.id)")
        }
    }

    @Test func countsCoverTheCellsOfEachFinding() throws {
        let report = try #require(Self.report)
        let cells = report.findings.flatMap(\.perCell)
        #expect(report.summary.errors < report.summary.errorCells, "some failures repeat across cells in Apple's palette")
        #expect(report.summary.errorCells == cells.count { $0.severity == .error })
        #expect(report.summary.warningCells == cells.count { $0.severity == .warning })
        #expect(Set(cells.map(\.id)).count == cells.count, "a cell's id names one finding")
    }

    @Test func aVersion1FindingCoversItsOneCell() throws {
        let report = try #require(Self.report)
        let json = try JSONReportWriter().render(report)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var findings = try #require(object["findings"] as? [[String: Any]])
        for index in findings.indices { findings[index]["appearances"] = nil }
        object["findings"] = findings
        let decoded = try JSONReportWriter.read(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        #expect(decoded.findings.allSatisfy { $0.appearances.count == 1 })
        #expect(decoded.findings.map(\.id) == report.findings.map(\.id))
    }

    @Test func labelLightToDarkIsAHundredUnitsOfLightness() throws {
        // Black to white: ΔL′ = 100 and, at mean L′ = 50, SL = 1, so ΔE00 = 100 (Sharma et al., eq. 18).
        let report = try #require(Self.report)
        let label = try #require(report.colorDifferences.first { $0.color == "label" && $0.from == .light })
        #expect(abs(label.deltaE2000 - 100) < 1e-3)
        #expect(abs(label.deltaLightness - 100) < 1e-9)
        #expect(label.hueAngleShift == nil, "neutral colors have no hue")
        let blue = try #require(report.colorDifferences.first { $0.color == "systemBlue" && $0.from == .light })
        #expect(blue.hueAngleShift != nil && abs(blue.hueAngleShift ?? 99) < 5, "system blue keeps its hue in dark mode")
        // Each color is compared in every level/contrast combination it defines.
        #expect(report.colorDifferences.filter { $0.color == "systemBackground" }.count == 4)
        #expect(report.colorDifferences.filter { $0.color == "systemRed" }.count == 2)
    }

    @Test func badPairingsAreErrors() throws {
        let palette = Palette(name: "t", title: "t", release: "t", source: "t", colors: [
            AdaptiveColor("ink", light: .black, dark: .white),
            AdaptiveColor("glass", light: try SRGB(white: 1, alpha: 0.5), dark: try SRGB(white: 0, alpha: 0.5)),
        ])
        #expect(throws: AuditError.unknownColor(name: "paper", pairing: PairID("ink", on: "paper"), palette: "t")) {
            try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "paper", role: .bodyText)]).audit(palette)
        }
        #expect(throws: AuditError.unknownColor(name: "floor", pairing: PairID("ink", on: "glass"), palette: "t")) {
            try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText, on: "floor")]).audit(palette)
        }
        let twice = [Pairing(foreground: "ink", background: "ink", role: .bodyText), Pairing(foreground: "ink", background: "ink", role: .largeText)]
        #expect(throws: AuditError.duplicatePairing(PairID("ink", on: "ink"))) { try ContrastAuditor(pairings: twice).audit(palette) }
    }

    @Test func provenanceIsStated() throws {
        let report = try #require(Self.report)
        #expect(report.provenance.wcag.contains("WCAG 2.2"))
        #expect(report.provenance.luminance.contains("0.04045"))
        #expect(report.provenance.lab.renderingIntent == "relative colorimetric")
        #expect(report.provenance.lab.whitePoint.hasPrefix("D50"))
        #expect(report.provenance.lab.littleCMSVersion.hasPrefix("2."))
    }
}

/// The auditor's entry point for one pair, which ContrastTesting uses.
@Suite struct SinglePairTests {
    @Test func onePairGivesTheFindingsThePaletteAuditGives() throws {
        let palette = Palette.appleIOS13
        let report = try ContrastAuditor().audit(palette)
        for (foreground, background) in [("secondaryLabel", "systemBackground"), ("link", "secondarySystemGroupedBackground"), ("tertiaryLabel", "systemBackground")] {
            let pairing = try #require(report.pairings.first { $0.id == PairID(foreground, on: background) })
            let single = try ContrastAuditor().findings(
                for: pairing, foreground: try #require(palette[foreground]), background: try #require(palette[background]),
                in: palette.definedCells)
            #expect(single == report.findings.filter { $0.pair == pairing.id }, "\(pairing.id)")
        }
    }

    @Test func cellsDefaultToThoseEitherColorDefines() throws {
        let ink = AdaptiveColor("ink", light: .black, dark: .white, darkElevated: try SRGB(parsing: "#EEEEEE"))
        let paper = AdaptiveColor("paper", light: .white, dark: .black)
        let findings = try ContrastAuditor().findings(
            for: Pairing(foreground: "ink", background: "paper", role: .uiComponent), foreground: ink, background: paper)
        #expect(findings.map(\.appearance) == [.light, .dark, .darkElevated])
        #expect(findings.allSatisfy { $0.requirement == .nonText && $0.status == .pass })
        // A translucent background is an error naming the pair and the cell, as in a palette audit.
        let glass = AdaptiveColor("glass", light: try SRGB(white: 1, alpha: 0.5), dark: .black)
        #expect(throws: AuditError.translucentBackground(pairing: PairID("ink", on: "glass"), appearance: .light, color: try SRGB(white: 1, alpha: 0.5))) {
            try ContrastAuditor().findings(for: Pairing(foreground: "ink", background: "glass", role: .bodyText), foreground: ink, background: glass)
        }
    }

    // MARK: Translucent backgrounds

    /// Ink (black / white) on a 50 % glass over paper (white / black), by hand: in light the
    /// glass (white, α 0.5) over white is white, so black on white is 21:1; in dark the glass
    /// (black, α 0.5) over black is black, so white on black is 21:1.
    static let glassPalette = Palette(name: "glass", title: "glass", release: "", source: "", colors: [
        AdaptiveColor("ink", light: .black, dark: .white),
        AdaptiveColor("glass", light: SRGB(uncheckedRed: 1, green: 1, blue: 1, alpha: 0.5), dark: SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0.5)),
        AdaptiveColor("paper", light: .white, dark: .black),
        AdaptiveColor("color.background", light: SRGB(red8: 0x80, green8: 0x80, blue8: 0x80), dark: SRGB(red8: 0x80, green8: 0x80, blue8: 0x80)),
    ])

    @Test func aTranslucentBackgroundLiesOnTheSurfaceARuleNames() throws {
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText, on: "paper")])
            .audit(Self.glassPalette)
        #expect(report.incomplete.isEmpty)
        let aa = report.findings.filter { $0.criterion == .contrastMinimum }
        #expect(aa.count == 2)
        for finding in aa {
            #expect(finding.base == "paper")
            #expect(abs(finding.ratio - 21) < 1e-12, "\(finding.appearance.key): \(finding.ratio)")
        }
        #expect(aa.first?.seenBackgroundHex == "#FFFFFF")
        // The JSON report keeps the surface and reads back the same.
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(try ReportFormat.json.writer.render(report).utf8))
        #expect(decoded.findings == report.findings)
    }

    @Test func withoutASurfaceThePalettesBaseBackgroundIsUsedAndNamed() throws {
        // No `on`: the base background is the color whose name is named "background", #808080.
        #expect(DefaultPairings.baseBackground(in: Self.glassPalette) == "color.background")
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText)]).audit(Self.glassPalette)
        let light = try #require(report.findings.first { $0.appearance == .light && $0.criterion == .contrastMinimum })
        #expect(light.base == "color.background")
        // White at α 0.5 over 128/255: 0.5 + 0.5 · 128/255 per channel (sRGB compositing).
        let seen = 0.5 + 0.5 * 128 / 255
        #expect(abs(light.contrast.seenBackground.red - seen) < 1e-12)
        let markdown = try ReportFormat.markdown.writer.render(report)
        #expect(markdown.contains("`#FFFFFF80` on `color.background` = `#C0C0C0`"))
    }

    @Test func withoutAnySurfaceTheCellsAreIncompleteAndNothingAborts() throws {
        let palette = Palette(name: "g", title: "g", release: "", source: "", colors: Array(Self.glassPalette.colors.prefix(2)) + [
            AdaptiveColor("half", light: .white, dark: SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0.5)),
        ])
        let report = try ContrastAuditor(pairings: [
            Pairing(foreground: "ink", background: "glass", role: .bodyText),
            Pairing(foreground: "ink", background: "half", role: .bodyText),
        ]).audit(palette)
        #expect(report.incomplete.map(\.pair) == [PairID("ink", on: "glass"), PairID("ink", on: "half")])
        #expect(report.incomplete.map(\.appearances) == [[.light, .dark], [.dark]])
        #expect(report.incomplete.first?.reason.contains("name the opaque surface beneath it with `on:`") == true)
        // ink on half is checked in light, where half is opaque.
        #expect(report.findings.map(\.appearance).allSatisfy { $0 == .light } && !report.findings.isEmpty)
        #expect(report.summary.incomplete == 2 && report.nothingChecked == nil)
    }

    @Test func nothingCheckedIsNamed() throws {
        let palette = Self.glassPalette
        #expect(try ContrastAuditor(pairings: []).audit(palette).nothingChecked
            == "no pair was checked: the palette's 4 colors gave no pairs (name the pairs in a rules file, --rules)")
        let decorative = try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "paper", role: .decorative)]).audit(palette)
        #expect(decorative.nothingChecked == "no pair was checked: of 1 pair, 1 exempt")
        #expect(try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "paper", role: .bodyText)]).audit(palette).nothingChecked == nil)
    }

    @Test func coverageListsTheColorsNoPairChecks() throws {
        let report = try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText, on: "paper")])
            .audit(Self.glassPalette)
        #expect(report.uncheckedColors == ["color.background"])
        #expect(report.summary.uncheckedColors == 1)
        #expect(try ReportFormat.markdown.writer.render(report).contains("## Colors no pair checks (1)\n\n`color.background`"))
    }

    /// A rule's severity decides the label, not the criterion's level; the summary and the
    /// section count the same pairs.
    @Test func severityLabelsAndInconsistencyCounts() throws {
        // #808080 on white: 3.95:1, fails 1.4.3 AA (4.5) and 1.4.6 AAA (7); #C0C0C0 on black:
        // 11.5:1, passes both. #EEEEEE on white (1.16:1) fails 1.4.11 (3).
        let palette = Palette(name: "s", title: "s", release: "", source: "", colors: [
            AdaptiveColor("gray", light: SRGB(red8: 0x80, green8: 0x80, blue8: 0x80), dark: SRGB(red8: 0xC0, green8: 0xC0, blue8: 0xC0)),
            AdaptiveColor("ground", light: .white, dark: .black),
            AdaptiveColor("line", light: SRGB(red8: 0xEE, green8: 0xEE, blue8: 0xEE), dark: SRGB(red8: 0x11, green8: 0x11, blue8: 0x11)),
        ])
        let report = try ContrastAuditor(pairings: [
            Pairing(foreground: "gray", background: "ground", role: .bodyText),
            Pairing(foreground: "line", background: "ground", role: .uiComponent, severity: .warning),
        ]).audit(palette)
        let markdown = try ReportFormat.markdown.writer.render(report)
        let lineRow = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| `line` on `ground` | light | ui-component | 1.4.11 AA |") })
        #expect(lineRow.contains("| fail (warning) |"), "\(lineRow)")
        #expect(!markdown.contains("WCAG AAA failures (") && markdown.contains("## Warnings ("))
        // gray on ground changes verdict for 1.4.3 AA and 1.4.6 AAA: one pair, two rows.
        #expect(report.inconsistencies.count == 2)
        #expect(report.summary.inconsistentPairs == 1)
        #expect(markdown.contains("## Pairs that pass in one appearance and fail in another (1)"))
    }
}
