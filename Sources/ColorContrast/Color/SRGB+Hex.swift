extension SRGB {
    /// The 8-bit value of a component: `component × 255` rounded half up.
    ///
    /// A component that is exactly half-way in decimal, like a composite's `179.5 / 255`,
    /// is stored a hair below (`179.49999999999997` after multiplying), so the product is
    /// nudged by 1e-9 — far below any 8-bit step — before rounding.
    @inlinable
    static func byte(_ component: Double) -> UInt8 {
        UInt8(Swift.min(255, Swift.max(0, (component * 255 + 0.5 + 1e-9).rounded(.down))))
    }

    /// `#RRGGBB` when the color is opaque, `#RRGGBBAA` otherwise; upper-case digits.
    ///
    /// Hex is an 8-bit rendering: a component between two 8-bit steps is rounded to the
    /// nearer. Use the components themselves where precision matters.
    public var hex: String {
        isOpaque ? hexRGB : hexRGBA
    }

    /// Always `#RRGGBB`, alpha dropped.
    public var hexRGB: String {
        Self.hex([Self.byte(red), Self.byte(green), Self.byte(blue)])
    }

    /// Always `#RRGGBBAA`.
    public var hexRGBA: String {
        Self.hex([Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha)])
    }

    /// `#` and two upper-case digits per byte, written as UTF-8 at once (a report writes
    /// hundreds of thousands of them).
    private static func hex(_ bytes: [UInt8]) -> String {
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10 }
        var text: [UInt8] = [UInt8(ascii: "#")]
        text.reserveCapacity(1 + 2 * bytes.count)
        for byte in bytes {
            text.append(digit(byte >> 4))
            text.append(digit(byte & 0xF))
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension SRGB: CustomStringConvertible {
    /// The ``hex`` form.
    public var description: String { hex }
}
