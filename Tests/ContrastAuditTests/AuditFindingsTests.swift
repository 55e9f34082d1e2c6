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
        return try #require(report.findings.first { $0.id == "\(pair)/\(cell)/\(criterion)" }, "\(pair)/\(cell)/\(criterion)")
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
        #expect(role("separator") == .uiComponent && role("systemBlue") == .uiComponent)
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
        #expect(throws: AuditError.translucentBackground(pairing: PairID("ink", on: "glass"), appearance: .light, color: try SRGB(white: 1, alpha: 0.5))) {
            try ContrastAuditor(pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText)]).audit(palette)
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
}
