import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit
import ContrastTesting
import ContrastAuditTesting

/// The assertions inside Swift Testing: failures are recorded as issues with the exact text
/// and the assertion's source location. Expected values: seed 000's colors and ratios
/// computed independently (see the audit tests): secondaryLabel on white 3.4381996219180686,
/// #777777 on white 4.478089453577214.
@Suite struct SwiftTestingAssertionTests {
    @Test func passingPairRecordsNothing() throws {
        let findings = assertContrast(.label_Adapted, on: .systemBackground_Adapted)
        #expect(findings.count == 4, "light and dark × 1.4.3 and 1.4.6: every finding is returned, only AA is asserted")
        #expect(findings.allSatisfy { $0.status == .pass || $0.criterion?.level == .aaa })
        assertContrast(try SRGB(parsing: "#767676"), on: .white)
        #expect(assertContrastRatio(.black, on: .white, atLeast: 21) == 21)
    }

    @Test func failingCellIsOneIssueWithTheWholeStory() {
        let line = #line + 3
        withKnownIssue {
            // Light fails 1.4.3 (3.438); dark passes (5.950).
            assertContrast(.secondaryLabel_Adapted, on: .systemBackground_Adapted)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                // Ratios as reports print them: 3.4381996… truncated to 3.438, short by 1.0618… → 1.061.
                // The fix by mixing, computed apart (the WCAG formulas in Python): 4.52086… at #1B1B1E.
                "Contrast of secondaryLabel on systemBackground in light is 3.438:1, below the 4.5:1 that WCAG 1.4.3 AA "
                    + "requires for body text (short by 1.061). Foreground #3C3C4399, composited #8A8A8E; "
                    + "background #FFFFFF. Mixed toward black or white at its alpha: darker #1B1B1E99 gives 4.520:1."
            ] && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == "ContrastTestingTests/SwiftTestingAssertionTests.swift"
        }
    }

    @Test func aaaFailsEveryCellThatMisses7() {
        let messages = FailureRecorder.messages {
            // 1.4.3 fails in light; 1.4.6 (7) fails in light and dark.
            assertContrast(.secondaryLabel_Adapted, on: .systemBackground_Adapted, level: .aaa)
        }
        #expect(messages.count == 3, "one failure per failing cell and requirement: \(messages)")
        #expect(messages.filter { $0.contains(" in light is ") }.count == 2)
        #expect(messages.filter { $0.contains(" in dark is ") && $0.contains("1.4.6 AAA") }.count == 1)
    }

    @Test func fixedPairNamesNoAppearanceAndShowsTheUnroundedRatio() throws {
        let gray = try SRGB(parsing: "#777777")
        #expect(FailureRecorder.messages { assertContrast(gray, on: .white) } == [
            "Contrast of #777777 on #FFFFFF is 4.478:1, below the 4.5:1 that WCAG 1.4.3 AA requires for body text "
                + "(short by 0.021). Foreground #777777; background #FFFFFF. "
                // #767676 on white is 4.54:1 (WebAIM's contrast checker; 4.54222… by the formula).
                + "Mixed toward black or white: darker #767676 gives 4.542:1."
        ])
        // As large text (3), the same pair passes.
        #expect(FailureRecorder.messages { assertContrast(gray, on: .white, as: .largeText) }.isEmpty)
    }

    @Test func ratioAtLeast() throws {
        let secondaryLabel = try SRGB(parsing: "#3C3C4399")
        #expect(FailureRecorder.messages { assertContrastRatio(secondaryLabel, on: .white, atLeast: 4.5) } == [
            "Contrast of #3C3C4399 on #FFFFFF is 3.438:1, below the required 4.5:1 (short by 1.061); "
                + "composited foreground #8A8A8E."
        ])
    }

    @Test func auditAssertionReportsEachFailure() throws {
        let palette = Palette(name: "mini", title: "mini", release: "", source: "", colors: [
            AdaptiveColor("text", light: try SRGB(parsing: "#777777"), dark: try SRGB(parsing: "#999999")),
            AdaptiveColor("page", light: .white, dark: .black),
        ])
        let pairing = [Pairing(foreground: "text", background: "page", role: .bodyText)]
        var report: AuditReport?
        // With its fix: #767676, the lightest gray that meets 4.5:1 on white (WebAIM's figure;
        // 4.542:1 by WCAG's formula).
        let first = FailureRecorder.messages { report = assertAudit(palette, pairings: pairing) }
        #expect(first.count == 1)
        #expect(first.first?.hasPrefix(
            "Contrast of text on page (body text) fails in 1 cell: light 4.478:1 < 4.5:1 (1.4.3 AA, #777777 on #FFFFFF); "
                + "suggested foreground #767676 (4.542:1, ΔE00 ") == true, "\(first)")
        #expect(report?.summary.errors == 1, "light fails AA (4.478); dark passes (#999999 on black ≈ 7.37)")
        // At warning level, light's AAA failure joins it: still one issue for the pair.
        let messages = FailureRecorder.messages { report = assertAudit(palette, pairings: pairing, hasNoFailuresAtLeast: .warning) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("; light 4.478:1 < 7:1 (1.4.6 AAA, #777777 on #FFFFFF); suggested foreground #") == true, "\(messages)")
        #expect(report?.failures(atLeast: .warning).first?.ratio == 4.478089453577214, "the exact value is on the finding")
    }

    @Test func auditAssertionCapsThePairsItLists() throws {
        // 30 grays on white, every one failing 1.4.3: 25 issues, then one that counts the other 5.
        let colors = (0..<30).map { AdaptiveColor("gray\($0)", light: SRGB(red8: 0x99, green8: 0x99, blue8: 0x99), dark: .black) }
        let palette = Palette(name: "grays", title: "grays", release: "", source: "", colors: colors + [AdaptiveColor("page", light: .white, dark: .white)])
        let pairings = (0..<30).map { Pairing(foreground: "gray\($0)", background: "page", role: .bodyText) }
        let messages = FailureRecorder.messages { assertAudit(palette, pairings: pairings) }
        #expect(messages.count == 26, "25 pairs and a count")
        #expect(messages.prefix(25).enumerated().allSatisfy { $1.hasPrefix("Contrast of gray\($0) on page ") })
        #expect(messages.last == "Audit of grays: 30 pairs fail; 5 more (5 findings) not listed — the returned report has them all")
    }

    @Test func ratioAtLeastForAdaptiveColors() {
        // label (black / white) on the seed's systemBackground: 21:1 in light; white on #1C1C1E (≈17.0) in dark.
        var ratios: [Appearance: Double] = [:]
        let messages = FailureRecorder.messages { ratios = assertContrastRatio(.label_Adapted, on: .systemBackground_Adapted, atLeast: 18) }
        #expect(ratios[.light].map { abs($0 - 21) < 1e-9 } == true && (ratios[.dark] ?? 99) < 18)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Contrast of label on systemBackground in dark is 17.") == true, "\(messages)")
    }

    /// An audit that checks nothing fails, as `darkmode-audit` exits 3; incomplete pairs
    /// fail unless allowed.
    @Test func anAuditThatChecksNothingFails() {
        let palette = Palette(name: "bare", title: "bare", release: "", source: "", colors: [
            AdaptiveColor("ink", light: .black, dark: .white),
            AdaptiveColor("glass", light: SRGB(uncheckedRed: 1, green: 1, blue: 1, alpha: 0.5), dark: SRGB(uncheckedRed: 0, green: 0, blue: 0, alpha: 0.5)),
        ])
        var report: AuditReport?
        #expect(FailureRecorder.messages { report = assertAudit(palette, pairings: []) } == [
            "Audit of bare checked nothing: no pair was checked: the palette's 2 colors gave no pairs (name the pairs in a rules file, --rules)"
        ])
        #expect(report?.nothingChecked != nil)
        // ink on glass has no opaque surface beneath: incomplete in both cells, so nothing is checked.
        let glass = FailureRecorder.messages { assertAudit(palette, pairings: [Pairing(foreground: "ink", background: "glass", role: .bodyText)]) }
        #expect(glass.count == 1)
        #expect(glass.first?.hasPrefix("Audit of bare checked nothing: no pair was checked: of 1 pair, 1 incomplete") == true, "\(glass)")
        // One pair checked, one incomplete: fails unless incomplete pairs are allowed.
        let mixed = Palette(name: "mixed", title: "mixed", release: "", source: "", colors: palette.colors + [AdaptiveColor("paper", light: .white, dark: .black)])
        let pairings = [Pairing(foreground: "ink", background: "paper", role: .bodyText), Pairing(foreground: "ink", background: "glass", role: .bodyText)]
        let incomplete = FailureRecorder.messages { assertAudit(mixed, pairings: pairings) }
        #expect(incomplete.count == 1)
        #expect(incomplete.first?.hasPrefix("Audit of mixed: 1 pair could not be checked: ink on glass (background glass is translucent") == true, "\(incomplete)")
        #expect(FailureRecorder.messages { report = assertAudit(mixed, pairings: pairings, allowingIncomplete: true) }.isEmpty)
        #expect(report?.summary.incomplete == 1 && report?.summary.errors == 0)
    }

    @Test func returnedFindingsSupportFurtherChecks() {
        let findings = assertContrast(.label_Adapted, on: .secondarySystemBackground_Adapted)
        let margins = findings.filter { $0.criterion?.level == .aa }.compactMap(\.margin)
        #expect(margins.count == 2 && margins.allSatisfy { $0 > 9 }, "label clears 4.5 by a wide margin: \(margins)")
    }

    /// The job form runs what `darkmode-audit audit` runs, files included; a job that cannot
    /// run is one failure with its error.
    @Test func auditAssertionRunsAJob() throws {
        var report: AuditReport?
        let messages = FailureRecorder.messages {
            report = assertAudit(AuditJob(palette: "adapted-system-ui", suggestions: false, colorVision: false))
        }
        // The seed's palette fails AA with its default pairings (secondaryLabel on white, 3.438:1, among them).
        #expect(report?.summary.errors ?? 0 > 0)
        let failingPairs = Set(report?.failures(atLeast: .error).map(\.pair) ?? []).count
        #expect(messages.count == (failingPairs > assertAuditPairLimit ? assertAuditPairLimit + 1 : failingPairs))
        #expect(messages.contains { $0.hasPrefix("Contrast of secondaryLabel on systemBackground (body text) fails in 1 cell: light 3.438:1 < 4.5:1") })
        let missing = FailureRecorder.messages {
            report = assertAudit(AuditJob(palette: "adapted-system-ui", rules: "/nonexistent/rules.yaml"))
        }
        #expect(report == nil)
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("Audit of adapted-system-ui: /nonexistent/rules.yaml") == true, "\(missing)")
    }
}
