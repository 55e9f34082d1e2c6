import Testing
import ColorScience

/// The converters refuse what they cannot convert (they returned arbitrary finite values for
/// NaN, infinities and 1e308).
@Suite struct ColorSpaceConverterTests {
    @Test func nonFiniteAndHugeComponentsAreRefused() throws {
        let p3 = try ColorSpaceConverter.displayP3()
        let gray = try ColorSpaceConverter.grayGamma22()
        for value in [Double.nan, .infinity, -.infinity, 1e308, -1001] {
            #expect(throws: ColorValueError.self) { try p3.srgb(value, 0, 0) }
            #expect(throws: ColorValueError.self) { try p3.srgb(0, 0, value) }
            #expect(throws: ColorValueError.self) { try gray.srgb(gray: value) }
        }
        #expect(throws: ColorValueError(component: .green, value: 1e308, range: -1000...1000)) { try p3.srgb(0, 1e308, 0) }
        #expect(ColorValueError(component: .white, value: 2000, range: -1000...1000).description == "white component 2000.0 is outside -1000...1000")
        // The edges of the range still convert: white stays white.
        let white = try p3.srgb(1, 1, 1)
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
        #expect(try gray.srgb(gray: 1000).red > 1)
    }
}
