import AuditTestSupport
import Testing
import ColorScience

/// A98 RGB, ProPhoto RGB, Rec. 2020 and XYZ (D50, D65) through Little CMS, against values
/// computed from the CSS Color 4 definitions apart from it (Fixtures/css_color_reference.py →
/// css-color-reference.tsv): rec2020 with the 2.4 power of ITU-R BT.1886, xyz-d50 relative to
/// CSS's D50 (x 0.3457, y 0.3585). Little CMS computes in 32-bit floats: components agree within
/// 1e-6. Out of gamut, Little CMS extends the sRGB curve's linear segment below zero where the
/// reference mirrors the curve; the two agree down to −0.04045 (the end of the linear segment),
/// and below it the test checks only that both are negative.
@Suite struct WideGamutSpaceTests {
    static let spaces: [String: ColorSpaceConverter.Space] = [
        "a98-rgb": .a98RGB, "prophoto-rgb": .proPhotoRGB, "rec2020": .rec2020, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    @Test func conversionsMatchTheCSSColor4Definitions() throws {
        let reference = try TSVFixture(named: "css-color-reference")
        #expect(reference.rows.count == 52)
        var compared = 0, negative = 0
        for row in reference.rows {
            let space = try #require(Self.spaces[row["space"] ?? ""])
            let converted = try ColorSpaceConverter.shared(space).srgb(try row.double("c1"), try row.double("c2"), try row.double("c3"))
            let expected = [try row.double("red"), try row.double("green"), try row.double("blue")]
            for (actual, wanted) in zip([converted.red, converted.green, converted.blue], expected) {
                if wanted >= -0.04045 {
                    compared += 1
                    expectClose(actual, wanted, tolerance: 1e-6, "\(row):")
                } else {
                    negative += 1
                    #expect(actual < 0, "\(row): \(converted)")
                }
            }
        }
        #expect(compared == 140 && negative == 16)
    }

    /// The white of each space is sRGB's white; for xyz-d50 that is CSS Color 4's D50,
    /// (0.3457/0.3585, 1, (1 − 0.3457 − 0.3585)/0.3585), not the ICC D50 (0.9642, 1, 0.8249).
    @Test func whitesAreWhite() throws {
        let whites: [(ColorSpaceConverter.Space, (Double, Double, Double))] = [
            (.a98RGB, (1, 1, 1)), (.proPhotoRGB, (1, 1, 1)), (.rec2020, (1, 1, 1)),
            (.xyzD65, (0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)),
            (.xyzD50, (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)),
        ]
        for (space, white) in whites {
            let converted = try ColorSpaceConverter.shared(space).srgb(white.0, white.1, white.2)
            for component in [converted.red, converted.green, converted.blue] {
                expectClose(component, 1, tolerance: 1e-6, "\(space):")
            }
            #expect(converted.isInGamut, "\(space): \(converted)")
        }
    }

    /// CSS Color 4's own examples, as published (section "The Predefined CIE XYZ Color Spaces",
    /// examples ex-xyz and ex-xyz-white): "These are exactly equivalent". Its XYZ values have four
    /// or five digits, which move sRGB by up to about 1e-4.
    static let specExamples: [(ColorSpaceConverter.Space, (Double, Double, Double), (Double, Double, Double))] = [
        (.xyzD50, (0.2005, 0.14089, 0.4472), (0.4627, 0.3294, 0.8039)),  // #7654CD, rgb(46.27% 32.94% 80.39%)
        (.xyzD65, (0.21661, 0.14602, 0.59452), (0.4627, 0.3294, 0.8039)),
        (.xyzD50, (0.9643, 1, 0.8251), (1, 1, 1)),  // #FFFFFF
        (.xyzD65, (0.9505, 1, 1.089), (1, 1, 1)),
    ]

    @Test(arguments: specExamples)
    func specificationExamples(space: ColorSpaceConverter.Space, xyz: (Double, Double, Double), srgb: (Double, Double, Double)) throws {
        let converted = try ColorSpaceConverter.shared(space).srgb(xyz.0, xyz.1, xyz.2)
        for (actual, wanted) in zip([converted.red, converted.green, converted.blue], [srgb.0, srgb.1, srgb.2]) {
            expectClose(actual, wanted, tolerance: 2e-4, "\(space) \(xyz):")
        }
    }

    /// rec2020 decodes with the pure 2.4 power over the whole range: a gray stays a gray of the
    /// same luminance (both spaces have the D65 white), so rec2020 (v, v, v) is sRGB
    /// `1.055 (v^2.4)^(1/2.4) − 0.055` when `v^2.4 > 0.0031308`; 0.5 gives 0.4725 exactly. BT.2020's
    /// old inverse OETF gave 0.5466 there.
    @Test func rec2020GraysFollowTheBT1886Power() throws {
        let converter = try ColorSpaceConverter.shared(.rec2020)
        for value in [0.2, 0.5, 0.8] {
            let converted = try converter.srgb(value, value, value)
            let expected = 1.055 * value - 0.055
            for component in [converted.red, converted.green, converted.blue] {
                expectClose(component, expected, tolerance: 1e-6, "rec2020 gray \(value):")
            }
        }
    }
}
