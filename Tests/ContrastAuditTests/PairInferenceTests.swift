import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
@testable import ContrastAudit

/// Pair inference on palettes named the way real design systems name their colors. For each,
/// the pairs a designer would draw were written down first (from the systems' own usage
/// guidance: Material's "on" colors, Primer's fg/bg/border roles), then compared with what
/// the inference gives.
@Suite struct PairInferenceTests {
    static func palette(_ names: [String]) -> Palette {
        Palette(name: "p", title: "p", release: "", source: "", colors: names.map { AdaptiveColor($0, light: .white, dark: .black) })
    }

    /// (foreground, background, role) of the inferred pairs.
    static func inferred(_ names: [String]) -> [String] {
        DefaultPairings.inferredPairings(for: palette(names)).map { "\($0.foreground) / \($0.background) / \($0.role.rawValue)" }
    }

    @Test func material3() {
        let names = [
            "md.sys.color.primary", "md.sys.color.on-primary", "md.sys.color.primary-container", "md.sys.color.on-primary-container",
            "md.sys.color.secondary", "md.sys.color.on-secondary", "md.sys.color.error", "md.sys.color.on-error",
            "md.sys.color.background", "md.sys.color.on-background", "md.sys.color.surface", "md.sys.color.on-surface",
            "md.sys.color.surface-variant", "md.sys.color.on-surface-variant", "md.sys.color.outline",
        ]
        let designer = [
            "md.sys.color.on-primary / md.sys.color.primary / body-text",
            "md.sys.color.on-primary-container / md.sys.color.primary-container / body-text",
            "md.sys.color.on-secondary / md.sys.color.secondary / body-text",
            "md.sys.color.on-error / md.sys.color.error / body-text",
            "md.sys.color.on-background / md.sys.color.background / body-text",
            "md.sys.color.on-surface / md.sys.color.surface / body-text",
            "md.sys.color.on-surface-variant / md.sys.color.surface-variant / body-text",
            "md.sys.color.outline / md.sys.color.background / ui-component",
        ]
        #expect(Set(Self.inferred(names)) == Set(designer))
    }

    @Test func primer() {
        let names = [
            "fgColor.default", "fgColor.muted", "fgColor.accent", "fgColor.danger", "fgColor.disabled",
            "bgColor.default", "bgColor.muted", "bgColor.inset", "borderColor.default", "borderColor.muted",
        ]
        let designer = [
            "fgColor.default / bgColor.default / body-text",
            "fgColor.muted / bgColor.muted / body-text",
            "fgColor.accent / bgColor.default / body-text",
            "fgColor.danger / bgColor.default / body-text",
            "fgColor.disabled / bgColor.default / disabled",
            "borderColor.default / bgColor.default / ui-component",
            "borderColor.muted / bgColor.muted / ui-component",
        ]
        #expect(Set(Self.inferred(names)) == Set(designer))
    }

    @Test func semanticTokens() {
        let names = [
            "color.text.primary", "color.text.secondary", "color.text.link", "color.text.danger", "color.icon.default",
            "color.background.primary", "color.background.secondary", "color.background.danger", "color.brand.500",
        ]
        let designer = [
            "color.text.primary / color.background.primary / body-text",
            "color.text.secondary / color.background.secondary / body-text",
            "color.text.link / color.background.primary / body-text",
            "color.text.danger / color.background.danger / body-text",
            "color.icon.default / color.background.primary / ui-component",
        ]
        #expect(Set(Self.inferred(names)) == Set(designer))
    }

    @Test func assetCatalogNames() throws {
        let names = ["TextPrimary", "TextSecondary", "BackgroundPrimary", "BackgroundGrouped", "SeparatorColor", "ErrorText",
                     "ErrorBackground", "BrandBlue", "TextField/background"]
        let designer = [
            "TextPrimary / BackgroundPrimary / body-text",
            "TextSecondary / BackgroundPrimary / body-text",
            "SeparatorColor / BackgroundPrimary / ui-component",
            "ErrorText / ErrorBackground / body-text",
        ]
        #expect(Set(Self.inferred(names)) == Set(designer))
        // Every inferred pair names its rule; the colors nothing checks are listed.
        let palette = Self.palette(names)
        let pairings = DefaultPairings.inferredPairings(for: palette)
        #expect(pairings.allSatisfy { $0.inferred && $0.rationale.hasPrefix("inferred: ") })
        #expect(pairings.first { $0.foreground == "ErrorText" }?.rationale == "inferred: same qualifiers 'error'")
        let report = try ContrastAuditor(pairings: pairings).audit(palette)
        #expect(report.uncheckedColors == ["BackgroundGrouped", "BrandBlue", "TextField/background"])
        let markdown = try ReportFormat.markdown.writer.render(report)
        #expect(markdown.contains("## Pairs inferred from color names (4)"))
        #expect(markdown.contains("| `ErrorText` on `ErrorBackground` | body-text | inferred: same qualifiers 'error' |"))
    }

    @Test func appleNamesKeepApplesPairs() {
        let apple = DefaultPairings.inferredPairings(for: .appleIOS13)
        #expect(apple.count == DefaultPairings.pairings(for: .appleIOS13).count)
        #expect(Self.inferred(["label", "systemBackground", "cardTitle"]) == [
            "label / systemBackground / body-text", "cardTitle / systemBackground / body-text",
        ])
    }

    @Test func wordsAreReadAcrossSeparatorsAndCase() {
        #expect(PairInference.words(of: "md.sys.color.on-primaryContainer") == ["md", "sys", "color", "on", "primary", "container"])
        #expect(PairInference.words(of: "Colors/TextField/background") == ["colors", "text", "field", "background"])
        #expect(PairInference.words(of: "gray2Custom") == ["gray2", "custom"])
    }

    @Test func theRulesFileReadsBackTheSamePairs() throws {
        let palette = Self.palette(["fgColor.default", "bgColor.default", "fgColor \"quoted\"\\odd", "bgColor.muted"])
        var pairings = DefaultPairings.inferredPairings(for: palette)
        pairings.append(Pairing(foreground: "fgColor.default", background: "bgColor.muted", role: .largeText, rationale: "hero title", severity: .warning, on: "bgColor.default"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml")
        try RulesFile.yaml(for: pairings, palette: "p").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = try RulesFile.read(file.path).pairings(for: palette)
        #expect(read.map(\.id) == pairings.map(\.id))
        #expect(read.map(\.role) == pairings.map(\.role))
        #expect(read.map(\.rationale) == pairings.map(\.rationale))
        #expect(read.map(\.severity) == pairings.map(\.severity))
        #expect(read.map(\.on) == pairings.map(\.on))
    }

    /// Names and code paths holding characters YAML's parser breaks lines on (CR, NEL, LS,
    /// PS) or drops (a byte-order mark): the names read back as written, and a path in a
    /// comment cannot end the comment and add a rule of its own.
    @Test func theRulesFileKeepsHostileTextInItsPlace() throws {
        let names = ["fg\u{2028}x", "bg\u{85}y", "fg\rz", "bg\u{2029}w\u{FEFF}"]
        let palette = Self.palette(names)
        let injected = "App.swift\u{2028}  - {foreground: fg\u{2028}x, background: fg\u{2028}x, role: decorative}\u{85}#"
        let pairings = [
            Pairing(foreground: names[0], background: names[1], role: .bodyText, origin: .code, confidence: .high,
                evidence: [PairEvidence(file: injected, line: 3, column: 9, kind: .foreground)]),
            Pairing(foreground: names[2], background: names[3], role: .uiComponent, rationale: "r\u{2028}s"),
        ]
        let yaml = RulesFile.yaml(for: pairings, palette: "p")
        for breaking in ["\u{2028}", "\u{2029}", "\u{85}", "\r", "\u{FEFF}"] {
            #expect(!yaml.contains(breaking), "\(breaking.unicodeScalars.first!.value) written raw")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = try RulesFile.read(file.path).pairings(for: palette)
        #expect(read.map(\.id) == pairings.map(\.id))
        #expect(read.last?.rationale == "r\u{2028}s")
    }
}
