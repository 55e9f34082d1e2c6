import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import ContrastAudit
import AuditTestSupport

/// The main job as one library call: the same report as its steps run one by one, errors that
/// name the input at fault, and the options that change what it does.
@Suite struct AuditJobTests {
    static let fixtures = AuditFixtures.root

    /// A file in a fresh temporary folder, removed by the caller.
    static func temporaryFile(named name: String, _ text: String) throws -> URL {
        try TemporaryFiles.file(named: name, text)
    }

    @Test func theDefaultJobIsTheStepsRunInOrder() throws {
        let report = try AuditJob().run()
        let palette = Palette.adaptedSystemUI
        let steps = try ContrastAuditor().audit(palette)
            .adding(try ColorVisionChecker(groups: [.systemStatus]).check(palette))
            .withSuggestions()
        #expect(report == steps)
        #expect(report.suggestionsSearched)
        #expect(report.colorVision != nil)
    }

    /// Code that finds nothing, as a scan of code that draws none of the palette's colors does.
    struct NoPairs: PairFinder {
        func findPairs(for palette: Palette) -> FoundPairs {
            FoundPairs(pairings: [], notes: ["0 pairs found in the app's code (3 Swift files)"])
        }
    }

    /// Read code that draws none of the palette's pairs is not a pass: pairs guessed from the
    /// colors' names are checked only when asked for (`inferPairs`, `--infer-pairs`), so the
    /// audit checks nothing and says why; pairs the palette states still count.
    @Test func codeThatDrawsNoPairChecksNothingRatherThanGuessing() throws {
        let colors = ##"[{"name": "text", "light": "#777777", "dark": "#EEEEEE"}, {"name": "background", "light": "#FFFFFF", "dark": "#000000"}]"##
        let unstated = try Self.temporaryFile(named: "brand.json", ##"{"name": "brand", "colors": "## + colors + "}")
        defer { TemporaryFiles.remove(unstated) }
        let guessed = try AuditJob(palette: .input(unstated.path), suggestions: false, colorVision: false).run()
        #expect(guessed.pairings.map(\.origin) == [.names], "without code, names are the pairs: \(guessed.pairings)")

        var job = AuditJob(palette: .input(unstated.path), suggestions: false, colorVision: false, code: NoPairs())
        let report = try job.run()
        #expect(report.pairings.isEmpty && report.findings.isEmpty)
        #expect(report.nothingChecked != nil)
        #expect(report.palette.notes.contains { $0.contains("draws none of the palette's pairs") && $0.contains("--infer-pairs") })
        job.inferPairs = true
        #expect(try job.run().pairings == guessed.pairings)

        let stated = try Self.temporaryFile(named: "brand.json", ##"{"name": "brand", "colors": "## + colors
            + ##", "pairings": [{"foreground": "text", "background": "background", "role": "body-text"}]}"##)
        defer { TemporaryFiles.remove(stated) }
        let declared = try AuditJob(palette: .input(stated.path), suggestions: false, colorVision: false, code: NoPairs()).run()
        #expect(declared.pairings.map(\.origin) == [.palette] && declared.nothingChecked == nil)

        // A palette in memory with no pairings of its own: not the default pairs either.
        let memory = try AuditJob(palette: .palette(.appleIOS13), suggestions: false, colorVision: false, code: NoPairs()).run()
        #expect(memory.pairings.isEmpty && memory.nothingChecked != nil)
    }

    @Test func optionsLeaveOutTheStepsTheyName() throws {
        let report = try AuditJob(suggestions: false, colorVision: false).run()
        #expect(report == (try ContrastAuditor().audit(Palette.adaptedSystemUI)))
        #expect(report.colorVision == nil)
        #expect(!report.suggestionsSearched)
    }

    @Test func aPaletteInMemoryWithItsPairings() throws {
        let ink = AdaptiveColor("ink", light: SRGB(red8: 0x77, green8: 0x77, blue8: 0x77), dark: .white)
        let paper = AdaptiveColor("paper", light: .white, dark: .black)
        let palette = Palette(name: "mini", title: "Mini", release: "test", source: "test", colors: [ink, paper])
        let pairing = Pairing(foreground: "ink", background: "paper", role: .bodyText)
        let report = try AuditJob(palette: .palette(palette, pairings: [pairing]), suggestions: false, colorVision: false).run()
        // #777777 on white is 4.478:1 (WCAG 2.2's formula): an AA failure in light only.
        let errors = report.failures(atLeast: .error)
        #expect(errors.contains { $0.appearance == .light })
        #expect(errors.allSatisfy { $0.appearance.style == .light })
        #expect(errors.first.map { abs($0.ratio - 4.478) < 0.001 } == true)
    }

    @Test func appearancesRestrictTheCellsChecked() throws {
        let all = try AuditJob(palette: "apple-ios13", suggestions: false, colorVision: false).run()
        let light = try AuditJob(palette: "apple-ios13", appearances: [.init(.light)], suggestions: false, colorVision: false).run()
        #expect(all.palette.appearances.count == 8)
        #expect(light.palette.appearances == [.light])
        #expect(!light.findings.isEmpty)
        #expect(light.findings.flatMap(\.perCell) == all.findings.flatMap(\.perCell).filter { $0.appearance == .light })
        // Color vision follows the same cells.
        let vision = try AuditJob(palette: "apple-ios13", appearances: [.init(.light)], suggestions: false).run().colorVision
        #expect(vision.map { !$0.findings.isEmpty && $0.findings.allSatisfy { $0.appearance == .light } } == true)
        // Cells the palette does not define at all are an error, not an audit of nothing.
        do {
            _ = try AuditJob(appearances: [.init(.lightElevated)], suggestions: false).run()
            Issue.record("an audit of no cell ran")
        } catch {
            #expect(error.input == .appearances)
            #expect(error.messages == ["palette 'adapted-system-ui' defines none of lightElevated; it defines light, dark"])
        }
    }

    @Test func rulesReplaceThePalettesPairings() throws {
        let rules = try Self.temporaryFile(named: "rules.yaml", """
            rules:
              - foreground: label
                background: systemBackground
                role: body-text
            """)
        defer { try? FileManager.default.removeItem(at: rules.deletingLastPathComponent()) }
        let report = try AuditJob(rules: rules.path, suggestions: false, colorVision: false).run()
        #expect(report.pairings.map(\.id.description) == ["label-on-systemBackground"])
    }

    @Test func errorsNameTheInputAtFault() throws {
        let missing = Self.fixtures.appendingPathComponent("no-such-file.json").path
        func input(of job: AuditJob) -> AuditJobError.Input? {
            do {
                _ = try job.run()
                return nil
            } catch {
                #expect(!error.messages.isEmpty)
                return error.input
            }
        }
        #expect(input(of: AuditJob(palette: .input(missing))) == .palette)
        #expect(input(of: AuditJob(rules: missing)) == .rules)
        #expect(input(of: AuditJob(baseBackground: "noSuchColor")) == .baseBackground)
        #expect(input(of: AuditJob(baseline: missing, suggestions: false)) == .baseline)
    }

    @Test func aBaselineIsAppliedBeforeSuggestions() throws {
        let first = try AuditJob(suggestions: false, colorVision: false).run()
        let baseline = try Self.temporaryFile(named: "baseline.json", Baseline(report: first).json())
        defer { try? FileManager.default.removeItem(at: baseline.deletingLastPathComponent()) }
        let report = try AuditJob(baseline: baseline.path, colorVision: false).run()
        #expect(report.summary.accepted == first.findings.count { $0.status == .fail })
        #expect(report.failures(atLeast: .warning).isEmpty, "every failure is accepted")
        #expect(report.colorFixes?.isEmpty ?? true, "accepted failures get no palette-level fix")
    }

    /// Rules may put a palette's colors on Apple's (`systemGroupedBackground`, in UIKit,
    /// catalog and SwiftUI spellings) though the palette has none: they are read through the
    /// Apple palette, with every cell it defines, and named in the notes. A name Apple's
    /// palettes lack is still an error at its rule.
    @Test func rulesNameSystemColors() throws {
        let paletteFile = try Self.temporaryFile(named: "brand.json", ##"""
            {"name": "brand", "colors": [{"name": "ink", "light": "#777777", "dark": "#EEEEEE"}]}
            """##)
        defer { try? FileManager.default.removeItem(at: paletteFile.deletingLastPathComponent()) }
        let rules = paletteFile.deletingLastPathComponent().appendingPathComponent("rules.yaml")
        try """
            rules:
              - {foreground: ink, background: systemGroupedBackground, role: body-text}
              - {foreground: ink, background: "Color(.systemBackground)", role: body-text}
              - {foreground: "UIColor.label", background: secondarySystemBackgroundColor, role: body-text}
            """.write(to: rules, atomically: false, encoding: .utf8)
        for apple in [Palette.appleIOS26, .appleIOS13] {
            var job = AuditJob(palette: .input(paletteFile.path), rules: rules.path, suggestions: false, colorVision: false)
            job.systemColors = AssetCatalog.Options(systemColors: apple)
            let report = try job.run()
            #expect(Set(report.pairings.map(\.id.description)) == [
                "ink-on-systemGroupedBackground", "ink-on-Color(.systemBackground)", "UIColor.label-on-secondarySystemBackgroundColor",
            ])
            for (written, name) in [
                ("systemGroupedBackground", "systemGroupedBackground"), ("Color(.systemBackground)", "systemBackground"),
                ("UIColor.label", "label"), ("secondarySystemBackgroundColor", "secondarySystemBackground"),
            ] {
                // Every cell measured with the Apple palette's value of that cell.
                let color = try #require(apple[name])
                let measured = report.findings.filter { $0.foreground == written || $0.background == written }
                #expect(Set(measured.flatMap(\.appearances)) == Set(Appearance.allCases), "\(written)")
                for finding in measured {
                    let value = finding.foreground == written ? finding.contrast.foreground : finding.contrast.background
                    for cell in finding.appearances {
                        #expect(value == color.resolved(for: cell), "\(written) in \(cell)")
                    }
                }
                #expect(report.palette.notes.contains("\(written): not a color of the palette; Apple's, read through \(apple.name) (--system-colors)"))
            }
        }
        try "rules:\n  - {foreground: ink, background: systemNonsense, role: body-text}\n".write(to: rules, atomically: false, encoding: .utf8)
        #expect(throws: AuditJobError.self) { try AuditJob(palette: .input(paletteFile.path), rules: rules.path).run() }
        do {
            _ = try AuditJob(palette: .input(paletteFile.path), rules: rules.path).run()
        } catch {
            #expect(error.description.contains("'systemNonsense' matches no color in palette 'brand'"), "\(error)")
        }
    }
}
