import Foundation
import Testing
import ColorScience
import AdaptedSystemUI
import ContrastAudit

/// The DTCG Color Module's spaces (2025.10), each against a published value or a definition
/// computed independently here:
/// - HSL and HWB: CSS Color 4's worked values (`hsl(120deg 100% 25%)` is `rgb(0% 50% 0%)`);
/// - Oklab: Björn Ottosson's published XYZ ↔ Oklab table ("A perceptual color space for image
///   processing", 2020), through IEC 61966-2-1's linear sRGB → XYZ matrix;
/// - Lab and LCh: CIE L* 100 is white and L* 50 is Y = ((50 + 16)/116)³ = 0.18419, whose sRGB
///   encoding is 0.46636; and the Lab of sRGB red comes back as red.
@Suite struct ColorModuleTests {
    static let here = InputLocation(file: "t.json", keyPath: "c")

    static func srgb(_ space: ColorImport.Space, _ components: [Double]) throws -> SRGB {
        try ColorImport.srgb(space, components, alpha: 1, color: "c", at: here).color
    }

    static func near(_ color: SRGB, _ expected: (Double, Double, Double), _ tolerance: Double = 1e-6) -> Bool {
        abs(color.red - expected.0) < tolerance && abs(color.green - expected.1) < tolerance && abs(color.blue - expected.2) < tolerance
    }

    @Test func hslAndHwbAsCSSColor4() throws {
        #expect(Self.near(try Self.srgb(.hsl, [120, 100, 25]), (0, 0.5, 0)))
        #expect(Self.near(try Self.srgb(.hsl, [0, 100, 50]), (1, 0, 0)))
        #expect(Self.near(try Self.srgb(.hsl, [330, 100, 50]), (1, 0, 0.5)), "hot pink is #FF0080")
        #expect(Self.near(try Self.srgb(.hsl, [240, 0, 40]), (0.4, 0.4, 0.4)), "no saturation: gray")
        #expect(Self.near(try Self.srgb(.hwb, [120, 0, 50]), (0, 0.5, 0)))
        #expect(Self.near(try Self.srgb(.hwb, [0, 60, 60]), (0.5, 0.5, 0.5)), "w + b ≥ 1: the gray w / (w + b)")
        #expect(Self.near(try Self.srgb(.hwb, [200, 0, 0]), (0, 2.0 / 3, 1)))
    }

    @Test func oklabAgainstOttossonsTable() {
        // (X, Y, Z) D65 → (L, a, b), as published (three decimals).
        let table: [((Double, Double, Double), (Double, Double, Double))] = [
            ((0.950, 1.000, 1.089), (1.000, 0.000, 0.000)),
            ((1.000, 0.000, 0.000), (0.450, 1.236, -0.019)),
            ((0.000, 1.000, 0.000), (0.922, -0.671, 0.263)),
            ((0.000, 0.000, 1.000), (0.153, -1.415, -0.449)),
        ]
        for (xyz, lab) in table {
            let linear = CSSColorSpaces.linearSRGB(oklabL: lab.0, a: lab.1, b: lab.2)
            // IEC 61966-2-1: linear sRGB → XYZ (D65).
            let x = 0.4124 * linear.red + 0.3576 * linear.green + 0.1805 * linear.blue
            let y = 0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
            let z = 0.0193 * linear.red + 0.1192 * linear.green + 0.9505 * linear.blue
            // Three published decimals of Oklab move XYZ by up to about 5e-3.
            #expect(abs(x - xyz.0) < 6e-3 && abs(y - xyz.1) < 6e-3 && abs(z - xyz.2) < 6e-3, "\(lab) → (\(x), \(y), \(z))")
        }
        // Oklab white is sRGB white; Oklch with chroma 0 is the same gray at every hue.
        #expect(Self.near((try? Self.srgb(.oklab, [1, 0, 0])) ?? .black, (1, 1, 1), 1e-4))
        #expect((try? Self.srgb(.oklch, [0.5, 0, 0])) == (try? Self.srgb(.oklch, [0.5, 0, 271])))
    }

    @Test func labAndLChThroughLittleCMS() throws {
        #expect(Self.near(try Self.srgb(.lab, [100, 0, 0]), (1, 1, 1), 1e-4))
        let y: Double = pow(66.0 / 116.0, 3)
        let gray = 1.055 * pow(y, 1 / 2.4) - 0.055
        #expect(Self.near(try Self.srgb(.lch, [50, 0, 123]), (gray, gray, gray), 1e-4), "L* 50 → sRGB \(gray)")
        // sRGB red's Lab (LabConverter, forward) comes back as red (inverse), as Lab and as LCh.
        let lab = try LabConverter.shared().lab(of: SRGB(red8: 255, green8: 0, blue8: 0))
        #expect(Self.near(try Self.srgb(.lab, [lab.l, lab.a, lab.b]), (1, 0, 0), 1e-4))
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot(), hue = atan2(lab.b, lab.a) * 180 / .pi
        #expect(Self.near(try Self.srgb(.lch, [lab.l, chroma, hue]), (1, 0, 0), 1e-4))
    }

    /// Terrazzo's oklch fixture shape: an object color in a token file, "none" components.
    @Test func tokenFilesTakeEverySupportedSpace() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).tokens.json").path
        try #"""
            {"c": {"$type": "color",
              "ok": {"$value": {"colorSpace": "oklch", "components": [1, 0, "none"]}},
              "hsl": {"$value": {"colorSpace": "hsl", "components": [120, 100, 25], "alpha": 0.5}},
              "lin": {"$value": {"colorSpace": "srgb-linear", "components": [0.214, 0.214, 0.214]}}}}
            """#.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let palette = try Palette.load(from: path).palette
        #expect(Self.near(try #require(palette["c.ok"]).resolved(for: .light), (1, 1, 1), 1e-4))
        let hsl = try #require(palette["c.hsl"]).resolved(for: .light)
        #expect(Self.near(hsl, (0, 0.5, 0)) && hsl.alpha == 0.5)
        // IEC 61966-2-1: linear 0.214 encodes to 1.055 · 0.214^(1/2.4) − 0.055 = 0.49996.
        let encoded = 1.055 * pow(0.214, 1 / 2.4) - 0.055
        #expect(Self.near(try #require(palette["c.lin"]).resolved(for: .light), (encoded, encoded, encoded)))
    }

    /// The wide-gamut and XYZ spaces in a token file: each space's white is white, and the
    /// spec's own example, a98-rgb [1, 0, 1] with "hex": "#ff00ff", is outside sRGB and noted.
    @Test func wideGamutAndXYZTokens() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString).tokens.json").path
        try #"""
            {"c": {"$type": "color",
              "a98": {"$value": {"colorSpace": "a98-rgb", "components": [1, 1, 1]}},
              "pro": {"$value": {"colorSpace": "prophoto-rgb", "components": [1, 1, 1]}},
              "bt": {"$value": {"colorSpace": "rec2020", "components": [1, 1, 1]}},
              "d65": {"$value": {"colorSpace": "xyz-d65", "components": [0.95047, 1, 1.08883]}},
              "d50": {"$value": {"colorSpace": "xyz-d50", "components": [0.9643, 1, 0.8251]}},
              "magenta": {"$value": {"colorSpace": "a98-rgb", "components": [1, 0, 1], "alpha": 1, "hex": "#ff00ff"}}}}
            """#.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let palette = try Palette.load(from: path).palette
        for name in ["c.a98", "c.pro", "c.bt", "c.d65", "c.d50"] {
            #expect(Self.near(try #require(palette[name]).resolved(for: .light), (1, 1, 1), 1e-3), "\(name)")
        }
        #expect(try #require(palette["c.magenta"]).resolved(for: .light).hex == "#FF00FF")
        #expect(palette.notes.contains { $0.hasPrefix("c.magenta: a98-rgb color is outside sRGB") })
    }

    /// CSS Color 4 defines xyz-d50 against its own D50, [0.3457/0.3585, 1, (1 − 0.3457 − 0.3585)/0.3585]
    /// (sample code, "Sample code for color conversions"), and that white is sRGB white: it is
    /// audited as #FFFFFF with no note that it lies outside sRGB (read against Little CMS's ICC D50
    /// (0.9642, 1, 0.8249) it came out at 1.0001 and was noted). rec2020 decodes with gamma 2.4
    /// (ITU-R BT.1886, as CSS Color 4 has defined it since 2025): the gray 0.5 is linear 0.5^2.4,
    /// which sRGB encodes as 1.055 · 0.5 − 0.055 = 0.4725.
    @Test func xyzD50AndRec2020AsCSSColor4DefinesThem() throws {
        let white = try ColorImport.srgb(
            .xyzD50, [0.9642956764295677, 1, 0.8251046025104602], alpha: 1, color: "white", at: Self.here)
        #expect(white.gamutNote == nil)
        #expect(Self.near(white.color, (1, 1, 1)) && white.color.hex == "#FFFFFF")
        let d50 = (x: 0.3457 / 0.3585, y: 1.0, z: (1 - 0.3457 - 0.3585) / 0.3585)
        #expect(try ColorImport.srgb(.xyzD50, [d50.x, d50.y, d50.z], alpha: 1, color: "white", at: Self.here).gamutNote == nil)
        #expect(Self.near(try Self.srgb(.rec2020, [0.5, 0.5, 0.5]), (0.4725, 0.4725, 0.4725)))
    }
}
