import Testing
import ColorScience

/// A98 RGB, ProPhoto RGB, Rec. 2020 and XYZ (D50, D65) through Little CMS, against values
/// computed from the CSS Color 4 definitions apart from it (Fixtures/css_color_reference.py →
/// css-color-reference.tsv). Little CMS connects profiles through the ICC D50
/// (0.9642, 1, 0.8249) where CSS Color 4 derives D50 from (0.3457, 0.3585): in-gamut
/// components agree within 5e-4 (about a tenth of an 8-bit step). Out of gamut, Little CMS
/// extends the sRGB curve's linear segment where the reference mirrors the curve; there the
/// test checks that both find the color outside sRGB.
@Suite struct WideGamutSpaceTests {
    static let spaces: [String: ColorSpaceConverter.Space] = [
        "a98-rgb": .a98RGB, "prophoto-rgb": .proPhotoRGB, "rec2020": .rec2020, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    @Test func conversionsMatchTheCSSColor4Definitions() throws {
        let reference = try TSVFixture(named: "css-color-reference")
        #expect(reference.rows.count == 42)
        var compared = 0, outside = 0
        for row in reference.rows {
            let space = try #require(Self.spaces[row["space"] ?? ""])
            let converted = try ColorSpaceConverter.shared(space).srgb(try row.double("c1"), try row.double("c2"), try row.double("c3"))
            let expected = [try row.double("red"), try row.double("green"), try row.double("blue")]
            // Whites written to five decimals land a hair past 1: inside, within 1e-3.
            let inside = expected.allSatisfy { $0 >= -1e-3 && $0 <= 1 + 1e-3 }
            if inside {
                compared += 1
                for (actual, wanted) in zip([converted.red, converted.green, converted.blue], expected) {
                    #expect(abs(actual - wanted) < 5e-4, "\(row): \(converted)")
                }
            } else {
                outside += 1
                #expect(!converted.isInGamut, "\(row): \(converted) should be outside sRGB")
            }
        }
        #expect(compared == 29 && outside == 13)
    }

    /// The white of each space is sRGB's white.
    @Test func whitesAreWhite() throws {
        let whites: [(ColorSpaceConverter.Space, (Double, Double, Double))] = [
            (.a98RGB, (1, 1, 1)), (.proPhotoRGB, (1, 1, 1)), (.rec2020, (1, 1, 1)),
            (.xyzD65, (0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)), (.xyzD50, (0.9642, 1, 0.8249)),
        ]
        for (space, white) in whites {
            let converted = try ColorSpaceConverter.shared(space).srgb(white.0, white.1, white.2)
            for component in [converted.red, converted.green, converted.blue] {
                #expect(abs(component - 1) < 1e-4, "\(space): \(converted)")
            }
        }
    }
}
