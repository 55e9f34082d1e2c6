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
        Self.hex(Self.byte(red), Self.byte(green), Self.byte(blue), nil)
    }

    /// Always `#RRGGBBAA`.
    public var hexRGBA: String {
        Self.hex(Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#` and two upper-case digits per byte, written as UTF-8 into a buffer on the stack:
    /// a report writes hundreds of thousands of them, and at nine bytes the string is stored
    /// inline, so nothing is allocated.
    private static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8?) -> String {
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { text in
            func put(_ byte: UInt8, at index: Int) {
                text[index] = digit(byte >> 4)
                text[index + 1] = digit(byte & 0xF)
            }
            text[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            if let alpha { put(alpha, at: 7) }
            return String(decoding: UnsafeBufferPointer(rebasing: text[..<(alpha == nil ? 7 : 9)]), as: UTF8.self)
        }
    }
}

extension SRGB: CustomStringConvertible {
    /// The ``hex`` form.
    public var description: String { hex }
}
