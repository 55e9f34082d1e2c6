import AdaptedSystemUI
@testable import AuditInputs
@testable import AuditModel
@testable import AuditReports
import ColorScience
@testable import ContrastAudit
import Foundation
import Testing

/// Pair inference on palettes named the way real design systems name their colors. For each,
/// the pairs a designer would draw were written down first (from the systems' own usage
/// guidance: Material's "on" colors, Primer's fg/bg/border roles), then compared with what
/// the inference gives.
@Suite struct PairInferenceTests {
    /// Each color a value of its own (no two alike, so none is refused as a color on itself):
    /// the n-th is gray 255 − 3n in light and 3n in dark, so of the backgrounds, the first
    /// listed is the lightest in light and darkest in dark — the default background.
    static func palette(_ names: [String]) -> Palette {
        Palette(name: "p", title: "p", release: "", source: "", colors: names.enumerated().map { index, name in
            AdaptiveColor(
                name, light: SRGB(red8: UInt8(255 - 3 * index), green8: UInt8(255 - 3 * index), blue8: UInt8(255 - 3 * index)),
                dark: SRGB(red8: UInt8(3 * index), green8: UInt8(3 * index), blue8: UInt8(3 * index)))
        })
    }

    /// (foreground, background, role) of the inferred pairs.
    static func inferred(_ names: [String]) -> [String] {
        DefaultPairings.inferredPairings(for: palette(names)).map { "\($0.foreground) / \($0.background) / \($0.role.rawValue)" }
    }

    /// A palette with the given light and dark hex values.
    static func palette(_ values: [(String, String, String)]) throws -> Palette {
        Palette(name: "p", title: "p", release: "", source: "", colors: try values.map { name, light, dark in
            AdaptiveColor(name, light: try SRGB(parsing: light), dark: try SRGB(parsing: dark))
        })
    }

    static func inferred(_ palette: Palette) -> [String] {
        DefaultPairings.inferredPairings(for: palette).map { "\($0.foreground) / \($0.background) / \($0.role.rawValue)" }
    }

    /// Material 3's 2022 baseline scheme (light, dark), as Material Theme Builder exports it:
    /// the on-X pairs are declared by the format; the outline is drawn over the background.
    @Test func material3() throws {
        let palette = try Self.palette([
            ("md.sys.color.primary", "#6750A4", "#D0BCFF"), ("md.sys.color.on-primary", "#FFFFFF", "#381E72"),
            ("md.sys.color.primary-container", "#EADDFF", "#4F378B"), ("md.sys.color.on-primary-container", "#21005D", "#EADDFF"),
            ("md.sys.color.secondary", "#625B71", "#CCC2DC"), ("md.sys.color.on-secondary", "#FFFFFF", "#332D41"),
            ("md.sys.color.error", "#B3261E", "#F2B8B5"), ("md.sys.color.on-error", "#FFFFFF", "#601410"),
            ("md.sys.color.background", "#FFFBFE", "#1C1B1F"), ("md.sys.color.on-background", "#1C1B1F", "#E6E1E5"),
            ("md.sys.color.surface", "#FFFBFE", "#1C1B1F"), ("md.sys.color.on-surface", "#1C1B1F", "#E6E1E5"),
            ("md.sys.color.surface-variant", "#E7E0EC", "#49454F"), ("md.sys.color.on-surface-variant", "#49454F", "#CAC4D0"),
            ("md.sys.color.outline", "#79747E", "#938F99"),
        ])
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
        #expect(Set(Self.inferred(palette)) == Set(designer))
        // Background and surface are the same values: the tie goes to name order.
        #expect(PairInference.defaultBackground(in: palette) == "md.sys.color.background")
        let declared = DefaultPairings.inferredPairings(for: palette).filter { $0.origin == .convention }
        #expect(declared.count == 7 && declared.allSatisfy { !$0.inferred && $0.rationale.hasPrefix("declared: on-X is the content color over X") })
    }

    @Test func primer() {
        let names = [
            "fgColor.default", "fgColor.muted", "fgColor.accent", "fgColor.danger", "fgColor.disabled",
            "bgColor.default", "bgColor.muted", "bgColor.inset", "borderColor.default", "borderColor.muted",
        ]
        let designer = [
            "fgColor.default / bgColor.default / body-text",
            "fgColor.muted / bgColor.muted / body-text",
            "fgColor.muted / bgColor.default / body-text",
            "fgColor.accent / bgColor.default / body-text",
            "fgColor.danger / bgColor.default / body-text",
            "fgColor.disabled / bgColor.default / disabled",
            "borderColor.default / bgColor.default / ui-component",
            "borderColor.muted / bgColor.muted / ui-component",
            "borderColor.muted / bgColor.default / ui-component",
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
            "color.text.secondary / color.background.primary / body-text",
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
        // Digits are a word of their own: a level (`NeutralForeground1`), a step (`gray2`).
        #expect(PairInference.words(of: "gray2Custom") == ["gray", "2", "custom"])
        #expect(PairInference.words(of: "NeutralForeground1Hover") == ["neutral", "foreground", "1", "hover"])
    }

    @Test func theRulesFileReadsBackTheSamePairs() throws {
        let palette = Self.palette(["fgColor.default", "bgColor.default", "fgColor \"quoted\"\\odd", "bgColor.muted"])
        var pairings = DefaultPairings.inferredPairings(for: palette)
        pairings.append(Pairing(foreground: "fgColor.default", background: "bgColor.muted", role: .largeText, rationale: "hero title", severity: .warning, on: "bgColor.default"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).yaml")
        try RulesFile.yaml(for: pairings, palette: "p").write(to: file, atomically: false, encoding: .utf8)
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
        try yaml.write(to: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = try RulesFile.read(file.path).pairings(for: palette)
        #expect(read.map(\.id) == pairings.map(\.id))
        #expect(read.last?.rationale == "r\u{2028}s")
    }

    // MARK: - Names as real palettes write them (the designer's pairs written first)

    /// Fluent 2 (Fluent UI React v9's webLightTheme / webDarkTheme values): numbered levels,
    /// states after the role word, `OnBrand`, and a brand text that shares its value with the
    /// brand fill in light — drawn on it, it would be invisible, so it goes over the default
    /// background instead.
    @Test func fluent2() throws {
        let palette = try Self.palette([
            ("colorNeutralForeground1", "#242424", "#FFFFFF"), ("colorNeutralForeground2", "#424242", "#D6D6D6"),
            ("colorNeutralForeground1Hover", "#242424", "#FFFFFF"), ("colorNeutralForegroundDisabled", "#BDBDBD", "#5C5C5C"),
            ("colorNeutralBackground1", "#FFFFFF", "#292929"), ("colorNeutralBackground2", "#FAFAFA", "#1F1F1F"),
            ("colorNeutralBackground1Hover", "#F5F5F5", "#3D3D3D"), ("colorNeutralBackground1Pressed", "#E0E0E0", "#1F1F1F"),
            ("colorNeutralStroke1", "#D1D1D1", "#666666"), ("colorBrandBackground", "#0F6CBD", "#115EA3"),
            ("colorBrandForeground1", "#0F6CBD", "#479EF5"), ("colorNeutralForegroundOnBrand", "#FFFFFF", "#FFFFFF"),
        ])
        let designer = [
            "colorNeutralForeground1 / colorNeutralBackground1 / body-text",
            "colorNeutralForeground2 / colorNeutralBackground1 / body-text",
            "colorNeutralForeground1Hover / colorNeutralBackground1Hover / body-text",
            "colorNeutralForegroundDisabled / colorNeutralBackground1 / disabled",
            "colorNeutralStroke1 / colorNeutralBackground1 / ui-component",
            "colorBrandForeground1 / colorNeutralBackground1 / body-text",
            "colorNeutralForegroundOnBrand / colorBrandBackground / body-text",
        ]
        #expect(Set(Self.inferred(palette)) == Set(designer))
        let pairings = DefaultPairings.inferredPairings(for: palette)
        #expect(pairings.first { $0.foreground == "colorNeutralForeground1Hover" }?.rationale == "inferred: same qualifiers 'neutral', state 'hover'")
        #expect(pairings.first { $0.foreground == "colorNeutralForegroundOnBrand" }?.origin == .convention)
    }

    /// shadcn/ui's theme (the zinc base color: Tailwind's zinc and red values): X-foreground
    /// over X is declared; the plain foreground and the border go over the background.
    @Test func shadcn() throws {
        let palette = try Self.palette([
            ("background", "#FFFFFF", "#09090B"), ("foreground", "#09090B", "#FAFAFA"),
            ("card", "#FFFFFF", "#09090B"), ("card-foreground", "#09090B", "#FAFAFA"),
            ("primary", "#18181B", "#FAFAFA"), ("primary-foreground", "#FAFAFA", "#18181B"),
            ("muted", "#F4F4F5", "#27272A"), ("muted-foreground", "#71717A", "#A1A1AA"),
            ("destructive", "#EF4444", "#7F1D1D"), ("destructive-foreground", "#FAFAFA", "#FAFAFA"),
            ("border", "#E4E4E7", "#27272A"),
        ])
        let designer = [
            "foreground / background / body-text",
            "card-foreground / card / body-text",
            "primary-foreground / primary / body-text",
            "muted-foreground / muted / body-text",
            "destructive-foreground / destructive / body-text",
            "border / background / ui-component",
        ]
        #expect(Set(Self.inferred(palette)) == Set(designer))
        let declared = DefaultPairings.inferredPairings(for: palette).filter { $0.origin == .convention }.map(\.foreground)
        #expect(Set(declared) == ["card-foreground", "primary-foreground", "muted-foreground", "destructive-foreground"])
        #expect(PairInference.defaultBackground(in: palette) == "background", "card ties with it: name order")
    }

    /// A Style Dictionary set's button variants (albi's): `on-surface.fg` and `.bg` are the
    /// text and fill of the button drawn on a surface, not the content color of "surface";
    /// Material's `on-X` names keep their reading.
    @Test func variantsOnASurface() throws {
        let palette = try Self.palette([
            ("button.danger.on-surface.fg", "#B00020", "#FF8A80"), ("button.danger.on-surface.bg", "#FFFFFF", "#121212"),
            ("button.danger.on-fill.fg", "#FFFFFF", "#000000"), ("button.danger.on-fill.bg", "#C62828", "#EF9A9A"),
            ("onBackground", "#1D1B20", "#E6E0E9"), ("background", "#FEF7FF", "#141218"),
            ("onPrimaryContainer", "#21005D", "#EADDFF"), ("primaryContainer", "#EADDFF", "#4F378B"),
        ])
        let designer = [
            "button.danger.on-surface.fg / button.danger.on-surface.bg / body-text",
            "button.danger.on-fill.fg / button.danger.on-fill.bg / body-text",
            "onBackground / background / body-text",
            "onPrimaryContainer / primaryContainer / body-text",
        ]
        #expect(Set(Self.inferred(palette)).isSuperset(of: designer), "\(Self.inferred(palette))")
        // A button's fill is never the page's background: a text with no background of its own
        // (the on-surface button's, whose fill is transparent) stays unpaired, not put on it.
        let buttons = try Self.palette([
            ("button.primary.on-surface.fg", "#1F51BC", "#A6C5FF"), ("button.primary.on-surface.bg", "#FFFFFF00", "#FFFFFF00"),
            ("button.primary.on-fill.fg", "#FFFFFF", "#000000"), ("button.primary.on-fill.bg", "#1F51BC", "#A6C5FF"),
            ("theme.primary", "#1F51BC", "#A6C5FF"),
        ])
        #expect(Self.inferred(buttons) == ["button.primary.on-fill.fg / button.primary.on-fill.bg / body-text"])
        #expect(PairInference.defaultBackground(in: buttons) == nil)
    }

    /// An app's catalog whose every name starts with the app's prefix (`ENA …`): the prefix is
    /// no qualifier, the default background is found, the button's text goes on the button.
    @Test func aPrefixSharedByEveryName() throws {
        let palette = try Self.palette([
            ("ENA Background Color", "#FFFFFF", "#000000"), ("ENA Text Primary 1", "#17191A", "#FFFFFF"),
            ("ENA Text Primary 2", "#5E6266", "#C9CCCF"), ("ENA Separator", "#C6C6C8", "#38383A"),
            ("ENA Button Background", "#007FAD", "#0A84FF"), ("ENA Button Text", "#FFFFFF", "#FFFFFF"), ("ENA Brand Red", "#C00F2D", "#FF453A"),
        ])
        let designer = [
            "ENA Text Primary 1 / ENA Background Color / body-text",
            "ENA Text Primary 2 / ENA Background Color / body-text",
            "ENA Separator / ENA Background Color / ui-component",
            "ENA Button Text / ENA Button Background / body-text",
        ]
        #expect(Set(Self.inferred(palette)) == Set(designer))
        #expect(DefaultPairings.inferredPairings(for: palette).first { $0.foreground == "ENA Button Text" }?.rationale == "inferred: same qualifiers 'button'")
    }

    /// Semantic tokens that alias one primitive (the selected border and the selected fill are
    /// both blue): never one over the other; a state pairs with the same state.
    @Test func tokensAliasingOnePrimitive() throws {
        let palette = try Self.palette([
            ("text.default", "#1F2328", "#E6EDF3"), ("text.selected", "#FFFFFF", "#FFFFFF"),
            ("background.default", "#FFFFFF", "#0D1117"), ("background.selected", "#0969DA", "#1F6FEB"),
            ("border.selected", "#0969DA", "#1F6FEB"),
        ])
        let designer = [
            "text.default / background.default / body-text",
            "text.selected / background.selected / body-text",
            "border.selected / background.default / ui-component",
        ]
        #expect(Set(Self.inferred(palette)) == Set(designer))
        #expect(!DefaultPairings.inferredPairings(for: palette).contains { $0.foreground == $0.background })
    }

    /// Abbreviations (`txt`, `lbl`, `Bg`, `Ink`), and a default background found among names
    /// with no `default`: the lightest in light and darkest in dark.
    @Test func abbreviationsAndADefaultBackgroundFromTheValues() throws {
        let palette = try Self.palette([
            ("primary-txt", "#000000", "#FFFFFF"), ("secondary-lbl", "#3C3C43", "#EBEBF5"), ("headerInk", "#1C1C1E", "#F2F2F7"),
            ("groupBg", "#F2F2F7", "#000000"), ("viewBg", "#FFFFFF", "#000000"), ("cellBg", "#FFFFFF", "#1C1C1E"),
        ])
        #expect(PairInference.defaultBackground(in: palette) == "viewBg")
        #expect(Set(Self.inferred(palette)) == [
            "primary-txt / viewBg / body-text", "secondary-lbl / viewBg / body-text", "headerInk / viewBg / body-text",
        ])
    }

    /// An app's catalog with text colors and no background: they are drawn on UIKit's
    /// `systemBackground`, which is added (named in the notes) and paired with.
    @Test func aCatalogWithNoBackgroundPairsOverSystemBackground() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-nobg-\(UUID().uuidString)/App.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        for (name, light, dark) in [("TitleText", "0.200", "0.933"), ("SubtitleLabel", "0.400", "0.800"), ("BrandBlue", "0.100", "0.300")] {
            let folder = catalog.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            func entry(_ value: String) -> String {
                #"{"color": {"color-space": "srgb", "components": {"red": "\#(value)", "green": "\#(value)", "blue": "\#(value)", "alpha": "1.000"}}, "idiom": "universal""#
            }
            try """
                {"colors": [\(entry(light))},
                  \(entry(dark)), "appearances": [{"appearance": "luminosity", "value": "dark"}]}],
                 "info": {"author": "xcode", "version": 1}}
                """.write(to: folder.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        }
        let loaded = try AssetCatalogSource().read(catalog.path)
        #expect(loaded.palette.notes.contains(
            "systemBackground: the catalog names no background, so its colors are paired over UIKit's default background; Apple's, read through apple-ios26 (--system-colors)"))
        #expect(Set((loaded.pairings ?? []).map { "\($0.foreground) / \($0.background) / \($0.role.rawValue)" }) == [
            "TitleText / systemBackground / body-text", "SubtitleLabel / systemBackground / body-text",
        ])
        #expect(loaded.pairings?.first?.rationale == "inferred: over systemBackground, UIKit's default background")
        #expect(loaded.palette["systemBackground"]?.variants == Palette.appleIOS26["systemBackground"]?.variants)
    }

    // MARK: - Constructs met in real palettes (each in a palette of our own)

    /// A color named `background` is the default background, before a lighter `card`.
    @Test func aColorNamedBackgroundIsTheDefault() throws {
        let palette = try Self.palette([
            ("background", "#F7F3EE", "#1F1E1C"), ("card", "#FFFFFF", "#2E2D2A"), ("foreground", "#3D3C37", "#FFFFFF"),
        ])
        #expect(PairInference.defaultBackground(in: palette) == "background")
        #expect(Self.inferred(palette) == ["foreground / background / body-text"])
    }

    /// On-X with a role word before `on`: X is what follows, and of `BrandBackground` and
    /// `BrandBackground2` the base level; `text-on-dark` over the background whose name holds
    /// `dark`.
    @Test func onXAfterARoleWord() throws {
        let palette = try Self.palette([
            ("colorNeutralBackground1", "#FFFFFF", "#292929"), ("colorBrandBackground", "#0078D4", "#106EBE"),
            ("colorBrandBackground2", "#EFF6FC", "#002848"), ("colorNeutralForegroundOnBrand", "#FFFFFF", "#FFFFFE"),
            ("surface.solid-dark-bg", "#18181B", "#18181A"), ("surface.text-on-dark", "#FAFAFA", "#FAFAFB"),
        ])
        #expect(Set(Self.inferred(palette)) == [
            "colorNeutralForegroundOnBrand / colorBrandBackground / body-text", "surface.text-on-dark / surface.solid-dark-bg / body-text",
        ])
    }

    /// A text or border named after a background goes over it; a color in a namespace over the
    /// namespace's background; `inactive` is a state (an unselected tab), not disabled.
    @Test func namedAfterABackgroundAndNamespaces() throws {
        let palette = try Self.palette([
            ("Background", "#FFFFFF", "#000000"), ("StatusBackground", "#F2F2F7", "#1C1C1E"), ("StatusBackgroundBorder", "#C7C7CC", "#38383A"),
            ("tab.bar.background", "#F9F9F9", "#121212"), ("tab.bar.item.inactive.icon.color", "#999999", "#8E8E93"),
        ])
        #expect(Set(Self.inferred(palette)) == [
            "StatusBackgroundBorder / StatusBackground / ui-component",
            "tab.bar.item.inactive.icon.color / tab.bar.background / ui-component",
        ])
        let rationale = DefaultPairings.inferredPairings(for: palette).map(\.rationale)
        #expect(rationale.contains("inferred: named after the background StatusBackground"))
        #expect(rationale.contains("inferred: in the namespace 'tab bar'"))
    }

    /// Inverted text goes on an inverse surface, never on the default one.
    @Test func inverseColorsGoOnInverseSurfaces() throws {
        let with = try Self.palette([
            ("bg.base", "#FFFFFF", "#09090B"), ("bg.inverse", "#18181B", "#FAFAFA"), ("text.inverted", "#FAFAFA", "#18181A"),
        ])
        #expect(Self.inferred(with) == ["text.inverted / bg.inverse / body-text"])
        let without = try Self.palette([("bg.base", "#FFFFFF", "#09090B"), ("text.inverted", "#FAFAFA", "#18181A")])
        #expect(Self.inferred(without).isEmpty)
    }

    /// An acronym prefix ends before the word that follows it; `accent` and `tint` are UI
    /// components when no other role word is there (`fgColor.accent` stays text).
    @Test func acronymsAndAccents() throws {
        #expect(PairInference.words(of: "ACBackground") == ["ac", "background"])
        #expect(PairInference.words(of: "URLText") == ["url", "text"])
        let palette = try Self.palette([
            ("ACBackground", "#E6E2CF", "#161616"), ("ACText", "#6E5F47", "#C3AC89"), ("primaryAccentColor", "#086AEE", "#2D80F1"),
            ("fgColor.accent", "#0969DA", "#2F81F7"),
        ])
        #expect(Set(Self.inferred(palette)) == [
            "ACText / ACBackground / body-text", "primaryAccentColor / ACBackground / ui-component", "fgColor.accent / ACBackground / body-text",
        ])
    }

    /// Material's on-surface over every surface tone; on-primary-fixed over its dim tone; a
    /// color the default background would hide is left unpaired.
    @Test func materialTonesAndHiddenColors() throws {
        let palette = try Self.palette([
            ("surface", "#FEF7FF", "#141218"), ("onSurface", "#1D1B20", "#E6E0E9"), ("surfaceContainer", "#F3EDF7", "#211F26"),
            ("surfaceContainerHigh", "#ECE6F0", "#2B2930"), ("surfaceDim", "#DED8E1", "#141219"), ("primaryFixed", "#EADDFF", "#EADDFE"),
            ("primaryFixedDim", "#D0BCFF", "#D0BCFE"), ("onPrimaryFixed", "#21005D", "#21005E"), ("primary", "#6750A4", "#D0BCFF"),
            ("headerText", "#FEF7FF", "#FFFFFF"),
        ])
        #expect(Set(Self.inferred(palette)) == [
            "onSurface / surface / body-text", "onSurface / surfaceContainer / body-text", "onSurface / surfaceContainerHigh / body-text",
            "onSurface / surfaceDim / body-text", "onPrimaryFixed / primaryFixed / body-text", "onPrimaryFixed / primaryFixedDim / body-text",
        ])
    }
}

@Suite struct NameWordsTests {
    /// The byte-level reading of ASCII names splits exactly as the `Character`-level one, on
    /// names drawn from every kind of ASCII character the rules tell apart.
    @Test func asciiNamesSplitAsCharactersDo() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("aZbYcX09.-/_ Ab1Cd2eFGHijk#+:\r\n\t(")
        for _ in 0..<20_000 {
            let name = String((0..<next(14)).map { _ in alphabet[next(alphabet.count)] })
            #expect(PairInference.asciiWords(of: name) == PairInference.characterWords(of: name), "\(name.debugDescription)")
        }
        #expect(PairInference.asciiWords(of: "fondÉcran") == nil)
        #expect(PairInference.words(of: "fondÉcran") == ["fond", "écran"])
    }
}
