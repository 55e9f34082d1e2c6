import AdaptedSystemUI
@testable import AuditInputs
@testable import AuditModel
import ColorScience
@testable import ContrastAudit
import Foundation
import Testing

/// The CSS tokenizer against CSS Syntax Level 3's algorithms, and the custom-property reader
/// on the forms sites use. Expected colors are published values: Tailwind's zinc scale for
/// shadcn/ui's zinc theme (tailwindcss.com/docs/colors), and CSS Color 4's examples.
@Suite struct CSSCustomPropertiesTests {
    static func hex(_ value: UInt32) -> SRGB {
        SRGB(red8: UInt8(value >> 16), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
    }

    /// A color rounded to 8 bits, as `0xRRGGBB`: HSL components give exact colors that the
    /// published hex values round.
    static func rounded(_ color: SRGB?) -> UInt32? {
        color.map { UInt32(($0.red * 255).rounded()) << 16 | UInt32(($0.green * 255).rounded()) << 8 | UInt32(($0.blue * 255).rounded()) }
    }

    static func kinds(_ text: String) -> [CSSToken.Kind] { CSSTokenizer.tokens(text).map(\.kind) }

    // MARK: Tokenizer (CSS Syntax Level 3, §4.3)

    @Test func tokensAsTheSpecificationConsumesThem() {
        // §4.3.2 comments vanish; §4.3.3 numbers, percentages, dimensions; §4.3.12 exponents.
        #expect(Self.kinds("/* c */1.5e2px 50% -.5 +3") == [
            .dimension(150, unit: "px"), .whitespace, .percentage(50), .whitespace, .number(-0.5), .whitespace, .number(3),
        ])
        // 1e is a dimension with unit "e" (no digit after e), not an exponent.
        #expect(Self.kinds("1e") == [.dimension(1, unit: "e")])
        // §4.3.4 idents, functions, at-keywords; custom property names are idents.
        #expect(Self.kinds("--x: var(--y)") == [.ident("--x"), .colon, .whitespace, .function("var"), .ident("--y"), .closeParen])
        #expect(Self.kinds("@media") == [.atKeyword("media")])
        // §4.3.1 hash: an ID-type hash starts an ident; "#123" is a hash, not ID type.
        #expect(Self.kinds("#fff #123") == [.hash("fff", isID: true), .whitespace, .hash("123", isID: false)])
        // §4.3.7 escapes: hex up to six digits and one whitespace consumed; 0 is U+FFFD.
        #expect(Self.kinds(#"\31 a \0 b"#) == [.ident("1a"), .whitespace, .ident("\u{FFFD}b")])
        // §4.3.5 strings: an unescaped newline makes a bad string; an escaped one continues it.
        #expect(Self.kinds("\"a\\\nb\"") == [.string("ab")])
        #expect(Self.kinds("\"a\nb") == [.badString, .whitespace, .ident("b")])
        // §4.3.6 url(): unquoted is a url token; quoted is a function; a quote inside is bad.
        #expect(Self.kinds("url( a.png )") == [.url("a.png")])
        #expect(Self.kinds("url(\"a.png\")") == [.function("url"), .string("a.png"), .closeParen])
        #expect(Self.kinds("url(a\"b) x") == [.badURL, .whitespace, .ident("x")])
        // CDO and CDC; §3.3 preprocessing: CR LF is one newline.
        #expect(Self.kinds("<!-- -->") == [.cdo, .whitespace, .cdc])
        let lines = CSSTokenizer.tokens("a\r\nb").map(\.line)
        #expect(lines == [1, 1, 2])
        // An unterminated comment ends the input.
        #expect(Self.kinds("a /* b") == [.ident("a"), .whitespace])
    }

    @Test func rulesDeclarationsAndNesting() {
        let rules = CSSParser.stylesheet("""
            @layer base { :root { --a: 1px; color: red !important } }
            .card { --b: { x: y }; &:hover { --c: 2 } }
            @media print { :root { --d: 0 } }
            """)
        #expect(rules.count == 3)
        guard case .at("layer") = rules[0].kind, let root = rules[0].rules.first else {
            Issue.record("no @layer rule")
            return
        }
        #expect(root.declarations.map(\.name) == ["--a", "color"])
        #expect(root.declarations[1].important)
        #expect(rules[1].declarations.map(\.name) == ["--b"], "a custom property may hold a block")
        #expect(rules[1].rules.first?.declarations.map(\.name) == ["--c"], "a nested rule")
    }

    // MARK: Custom properties

    static func write(_ css: String, name: String = "theme.css") throws -> String {
        try DesignTokensTests.write(css, name: name)
    }

    /// shadcn/ui's zinc theme: bare HSL components in `:root` and `.dark`, read as the
    /// `hsl(var(--x))` the stylesheet uses; X-foreground over X.
    @Test func shadcnTriplets() throws {
        let path = try Self.write("""
            @layer base {
              :root { --background: 0 0% 100%; --foreground: 240 10% 3.9%; --primary: 240 5.9% 10%; --primary-foreground: 0 0% 98%;
                      --muted-foreground: 240 3.8% 46.1%; --radius: 0.5rem; }
              .dark { --background: 240 10% 3.9%; --foreground: 0 0% 98%; --primary: 0 0% 98%; --primary-foreground: 240 5.9% 10%;
                      --muted-foreground: 240 5% 64.9%; }
            }
            body { background: hsl(var(--background)); }
            """)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let loaded = try Palette.load(from: path)
        #expect(loaded.sourceName == "CSS custom properties")
        let palette = loaded.palette
        // Tailwind zinc: 950 #09090b, 900 #18181b, 500 #71717a, 400 #a1a1aa, 50 #fafafa.
        #expect(Self.rounded(palette["--foreground"]?.resolved(for: .light)) == 0x09090B)
        #expect(Self.rounded(palette["--primary"]?.resolved(for: .light)) == 0x18181B)
        #expect(Self.rounded(palette["--muted-foreground"]?.resolved(for: .light)) == 0x71717A)
        #expect(Self.rounded(palette["--muted-foreground"]?.resolved(for: .dark)) == 0xA1A1AA)
        #expect(Self.rounded(palette["--foreground"]?.resolved(for: .dark)) == 0xFAFAFA)
        #expect(palette["--radius"] == nil)
        #expect(palette.notes.contains("1 custom property that is not a color, not audited: --radius"))
        let pairs = Set((loaded.pairings ?? []).map { "\($0.foreground)/\($0.background)" })
        #expect(pairs.isSuperset(of: ["--primary-foreground/--primary", "--foreground/--background"]))
        #expect(palette.locations["--primary"]?.line == 2 && palette.locations["--primary"]?.location(of: .dark).line == 4)
    }

    /// The other ways sites write dark: `[data-theme="dark"]`, `@media (prefers-color-scheme:
    /// dark)` around `:root:not(.light)`, `light-dark()`, a high-contrast media query; values in
    /// CSS Color 4 syntaxes; `var()` with a fallback; what cannot be decided is unresolved.
    @Test func darkRulesAndValues() throws {
        let path = try Self.write("""
            :root {
              --ink: #1a1a1a;
              --paper: rgb(255 255 255);
              --accent: hsl(210deg 100% 40%);
              --link: var(--missing, oklch(62.8% 0.25768 29.23));
              --surface: light-dark(#ffffff, #121212);
              --tint: color-mix(in srgb, red 50%, blue);
              --border: currentColor;
              --shadow: 0 1px 2px black;
            }
            [data-theme="dark"] { --ink: #eeeeee; }
            @media (prefers-color-scheme: dark) { :root:not(.light) { --paper: #121212; } }
            @media (prefers-contrast: more) { :root { --ink: #000000; } }
            .card { --ink: red; }
            @media print { :root { --paper: white; } }
            """)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: path).palette
        #expect(palette["--ink"]?.resolved(for: .dark) == Self.hex(0xEEEEEE) && palette["--ink"]?.resolved(for: .lightHighContrast) == Self.hex(0x000000))
        #expect(palette["--paper"]?.resolved(for: .dark) == Self.hex(0x121212))
        #expect(palette["--surface"]?.resolved(for: .light) == Self.hex(0xFFFFFF) && palette["--surface"]?.resolved(for: .dark) == Self.hex(0x121212))
        // hsl(210 100% 40%) = rgb(0, 102, 204).
        #expect(palette["--accent"]?.resolved(for: .light) == Self.hex(0x0066CC))
        // CSS Color 4 §9.2's example: oklch(62.8% 0.25768 29.23) is sRGB red.
        let link = try #require(palette["--link"]?.resolved(for: .light))
        #expect(abs(link.red - 1) < 0.002 && link.green < 0.002 && link.blue < 0.002, "\(link)")
        #expect(Set(palette.unresolved.map(\.name)) == ["--border"])
        // CSS Color 5 §2: color-mix(in srgb, red 50%, blue) is rgb(50% 0% 50%).
        #expect(palette["--tint"]?.resolved(for: .light) == (try SRGB(red: 0.5, green: 0, blue: 0.5)))
        #expect(palette.notes.contains { $0.hasPrefix("custom properties declared elsewhere, not read:") && $0.contains("other selectors (.card)") && $0.contains("@media print") })
        #expect(palette.notes.contains("1 custom property that is not a color, not audited: --shadow"))
    }

    /// shadcn/ui on Tailwind v4: oklch values, and `@theme inline` tokens that only name the
    /// root properties, counted once rather than audited twice.
    @Test func tailwindThemeAliases() throws {
        let path = try Self.write("""
            @import "tailwindcss";
            @custom-variant dark (&:is(.dark *));
            @theme inline { --color-background: var(--background); --color-foreground: var(--foreground); --radius-lg: var(--radius); }
            :root { --radius: 0.625rem; --background: oklch(1 0 0); --foreground: oklch(0.145 0 0); }
            .dark { --background: oklch(0.145 0 0); --foreground: oklch(0.985 0 0); }
            """)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: path).palette
        #expect(palette.colors.map(\.name) == ["--background", "--foreground"])
        #expect(Self.rounded(palette["--background"]?.resolved(for: .light)) == 0xFFFFFF)
        #expect(palette.notes.contains { $0.hasPrefix("3 @theme tokens that only name another property, counted once as that property (--color-background → --background") })
    }

    @Test func refusals() throws {
        let light = try Self.write(":root { --ink: #111; }")
        defer { try? FileManager.default.removeItem(atPath: (light as NSString).deletingLastPathComponent) }
        let error = #expect(throws: InputFileError.self) { try Palette.load(from: light) }
        #expect(error?.message.hasPrefix("CSS custom properties: nothing is declared for a theme") == true)
        // Properties on a component only (pdf.js's .toggle-button): named in the refusal.
        let component = try Self.write(".toggle { --bg: #fff } @media (prefers-color-scheme: dark) { .toggle { --bg: #000 } }")
        defer { try? FileManager.default.removeItem(atPath: (component as NSString).deletingLastPathComponent) }
        let refused = #expect(throws: InputFileError.self) { try Palette.load(from: component) }
        #expect(refused?.message.hasSuffix("2 custom properties on other selectors or in other media were not read (other selectors (.toggle))") == true)
        // Only light declared apart (Starlight): the base is dark. Another attribute beside the
        // theme's (Halfmoon's [data-bs-core=modern]) is neutral.
        let starlight = try Self.write(":root { --ink: #eee; } :root[data-theme='light'] { --ink: #111; }")
        defer { try? FileManager.default.removeItem(atPath: (starlight as NSString).deletingLastPathComponent) }
        let inverted = try Palette.load(from: starlight).palette
        #expect(inverted["--ink"]?.resolved(for: .light) == Self.hex(0x111111) && inverted["--ink"]?.resolved(for: .dark) == Self.hex(0xEEEEEE))
        let halfmoon = try Self.write("[data-bs-core=modern] { --ink: #111; } [data-bs-core=modern][data-bs-theme=dark] { --ink: #eee; }")
        defer { try? FileManager.default.removeItem(atPath: (halfmoon as NSString).deletingLastPathComponent) }
        #expect(try Palette.load(from: halfmoon).palette["--ink"]?.resolved(for: .dark) == Self.hex(0xEEEEEE))
        // A cycle is unresolved, named.
        let cycle = try Self.write(":root { --a: var(--b); --b: var(--a); --c: #fff } .dark { --c: #000 }")
        defer { try? FileManager.default.removeItem(atPath: (cycle as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: cycle).palette
        #expect(Set(palette.unresolved.map(\.name)) == ["--a", "--b"])
        #expect(palette.unresolved.first?.reason.hasSuffix("refers back to itself (a cycle)") == true)
        // References that double at each step stop at the budget, unresolved, in no time.
        let doubling = (0..<40).map { "--v\($0): var(--v\($0 + 1)) var(--v\($0 + 1));" }.joined(separator: " ")
        let bomb = try Self.write(":root { \(doubling) --v40: #fff; --ink: #111 } .dark { --ink: #eee }")
        defer { try? FileManager.default.removeItem(atPath: (bomb as NSString).deletingLastPathComponent) }
        let exploded = try Palette.load(from: bomb).palette
        #expect(exploded.unresolved.first { $0.name == "--v0" }?.reason.contains("expand past 10000 values") == true)
        // A mapped class: .night is dark with --mode dark=night.
        let night = try Self.write(":root { --ink: #111; } .night { --ink: #eee; }")
        defer { try? FileManager.default.removeItem(atPath: (night as NSString).deletingLastPathComponent) }
        let sources = PaletteSources.standard(assetCatalogs: AssetCatalog.Options(), modes: ["night": .dark])
        #expect(try sources.load(night).palette["--ink"]?.resolved(for: .dark) == Self.hex(0xEEEEEE))
    }

    /// A folder of stylesheets, read in path order; dependencies are not read.
    @Test func aFolderOfStylesheets() throws {
        let root = try ThemeFilesTests.folder([
            "package.json": ##"{"name": "site"}"##,
            "src/a-base.css": ":root { --ink: #111; --paper: #fff; }",
            "src/b-dark.css": ".dark { --ink: #eee; } :root { --paper: #fafafa; }",
            "node_modules/lib/lib.css": ".dark { --ink: #f00; }",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try Palette.load(from: root)
        #expect(loaded.sourceName == "CSS custom properties")
        #expect(loaded.palette["--ink"]?.resolved(for: .dark) == Self.hex(0xEEEEEE))
        #expect(loaded.palette["--paper"]?.resolved(for: .light) == Self.hex(0xFAFAFA), "the later sheet wins")
        #expect(loaded.palette.notes.contains("2 stylesheets read in order: a-base.css, b-dark.css"))
    }

    /// color-mix() by CSS Color 5's rules, checked against values computed apart: the
    /// percentages' normalisation and alpha, and Oklab's midpoint of white and black (L 0.5:
    /// linear 0.125, encoded 0.38857).
    @Test func colorMix() throws {
        let path = try Self.write("""
            :root { --a: color-mix(in srgb, #000 25%, #fff); --b: color-mix(in srgb, red 30%, blue 20%);
                    --c: color-mix(in oklab, white, black); --d: color-mix(in oklch, var(--ink), white 0%);
                    --e: color-mix(in hsl, red, blue); --ink: #336699; }
            .dark { --ink: #99ccff; }
            """)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let palette = try Palette.load(from: path).palette
        #expect(palette["--a"]?.resolved(for: .light) == (try SRGB(red: 0.75, green: 0.75, blue: 0.75)))
        let b = try #require(palette["--b"]?.resolved(for: .light))
        #expect(abs(b.red - 0.6) < 1e-12 && abs(b.blue - 0.4) < 1e-12 && abs(b.alpha - 0.5) < 1e-12, "\(b)")
        let c = try #require(palette["--c"]?.resolved(for: .light))
        #expect(abs(c.red - 0.3885728590) < 1e-6 && abs(c.green - c.red) < 1e-6 && abs(c.blue - c.red) < 1e-6, "\(c)")
        // 0% white: the ink itself, in each cell, through Oklch and back.
        let d = try #require(palette["--d"])
        #expect(Self.rounded(d.resolved(for: .light)) == 0x336699 && Self.rounded(d.resolved(for: .dark)) == 0x99CCFF)
        #expect(palette.unresolved.first { $0.name == "--e" }?.reason.contains("color-mix() in hsl is not evaluated here") == true)
    }
}
