import Testing
@testable import ColorContrast

@Suite struct SRGBTests {
    @Test func eightBitComponentsAreDividedBy255() {
        let color = SRGB(red8: 60, green8: 60, blue8: 67, alpha8: 153)
        #expect(color.red == 60.0 / 255)
        #expect(color.blue == 67.0 / 255)
        #expect(color.alpha == 153.0 / 255)
    }

    @Test func exactAlphaIsKept() throws {
        // Seed 000's semantic table writes alpha as 0.3, 0.6, 0.18: kept exactly, not as n/255.
        let tertiary = try SRGB(red8: 60, green8: 60, blue8: 67, alpha: 0.3)
        #expect(tertiary.alpha == 0.3)
    }

    @Test func packedRGB() throws {
        let color = try SRGB(rgb: 0x007AFF, alpha: 0.5)
        #expect(color == (try SRGB(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.5)))
        #expect(throws: ColorValueError(component: .rgb, value: Double(0x1000000))) {
            try SRGB(rgb: 0x1000000)
        }
    }

    @Test func whiteWithAlphaAsSeed004Writes() throws {
        let black087 = try SRGB(white: 1.00 - 0.87, alpha: 1)
        #expect(black087.red == 1.00 - 0.87 && black087.green == black087.red && black087.blue == black087.red)
        let overlay = try SRGB(white: 1, alpha: 0.12)
        #expect(overlay.alpha == 0.12)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -0.001, 1.0000001, 255])
    func invalidComponentsThrow(value: Double) {
        #expect(throws: ColorValueError.self) { try SRGB(red: value, green: 0, blue: 0) }
        #expect(throws: ColorValueError.self) { try SRGB(red: 0, green: 0, blue: 0, alpha: value) }
        #expect(throws: ColorValueError.self) { try SRGB(white: value) }
        #expect(throws: ColorValueError.self) { try SRGB(red8: 1, green8: 2, blue8: 3, alpha: value) }
    }

    @Test func errorSaysWhichComponentAndWhy() {
        #expect(ColorValueError(component: .green, value: .nan).description == "green component nan is NaN")
        #expect(ColorValueError(component: .alpha, value: 1.5).description == "alpha component 1.5 is outside 0...1")
    }

    @Test func hexFormatting() throws {
        #expect(SRGB(red8: 0xFF, green8: 0x3B, blue8: 0x30).hex == "#FF3B30")
        #expect(SRGB(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x99).hex == "#3C3C4399")
        #expect(SRGB.white.hexRGBA == "#FFFFFFFF")
        // 0.3 × 255 = 76.5 rounds to 77 (0x4D), as the seed's own swatch #3C3C434D shows.
        #expect(try SRGB(red8: 60, green8: 60, blue8: 67, alpha: 0.3).hex == "#3C3C434D")
    }

    @Test func hexRoundTripsEvery8BitValue() throws {
        for value in 0...255 {
            let byte = UInt8(value)
            let color = SRGB(red8: byte, green8: 255 - byte, blue8: byte / 2, alpha8: byte)
            #expect(try SRGB(parsing: color.hexRGBA) == color)
        }
    }

    @Test func layoutIsFourPackedDoubles() {
        // LabConverter hands SRGB buffers to Little CMS as RGB + one extra channel.
        #expect(MemoryLayout<SRGB>.stride == 32)
        #expect(MemoryLayout<SRGB>.offset(of: \.red) == 0)
        #expect(MemoryLayout<SRGB>.offset(of: \.green) == 8)
        #expect(MemoryLayout<SRGB>.offset(of: \.blue) == 16)
        #expect(MemoryLayout<SRGB>.offset(of: \.alpha) == 24)
    }
}
