import ColorContrast

// macOS system colors from the HIG's macOS table (revision of 2023-06-21, Default tab), and
// the AppKit semantic colors whose light and dark values two independent runtime readings
// give alike. Values and sources: Tests/AdaptedSystemUITests/Fixtures/macos-colors.tsv
// (see Palette.appleMacOS.source).

enum AppleColorsMacOS {
    static let colors: [AdaptiveColor] = [
        color("systemRed", light: rgba8(255, 59, 48, 255), dark: rgba8(255, 69, 58, 255),
              lightHighContrast: rgba8(215, 0, 21, 255), darkHighContrast: rgba8(255, 105, 97, 255)),
        color("systemOrange", light: rgba8(255, 149, 0, 255), dark: rgba8(255, 159, 10, 255),
              lightHighContrast: rgba8(201, 52, 0, 255), darkHighContrast: rgba8(255, 179, 64, 255)),
        color("systemYellow", light: rgba8(255, 204, 0, 255), dark: rgba8(255, 214, 10, 255),
              lightHighContrast: rgba8(160, 90, 0, 255), darkHighContrast: rgba8(255, 212, 38, 255)),
        color("systemGreen", light: rgba8(40, 205, 65, 255), dark: rgba8(50, 215, 75, 255),
              lightHighContrast: rgba8(0, 125, 27, 255), darkHighContrast: rgba8(49, 222, 75, 255)),
        color("systemMint", light: rgba8(0, 199, 190, 255), dark: rgba8(102, 212, 207, 255),
              lightHighContrast: rgba8(12, 129, 123, 255), darkHighContrast: rgba8(102, 212, 207, 255)),
        color("systemTeal", light: rgba8(89, 173, 196, 255), dark: rgba8(106, 196, 220, 255),
              lightHighContrast: rgba8(0, 130, 153, 255), darkHighContrast: rgba8(93, 230, 255, 255)),
        color("systemCyan", light: rgba8(85, 190, 240, 255), dark: rgba8(90, 200, 245, 255),
              lightHighContrast: rgba8(0, 113, 164, 255), darkHighContrast: rgba8(112, 215, 255, 255)),
        color("systemBlue", light: rgba8(0, 122, 255, 255), dark: rgba8(10, 132, 255, 255),
              lightHighContrast: rgba8(0, 64, 221, 255), darkHighContrast: rgba8(64, 156, 255, 255)),
        color("systemIndigo", light: rgba8(88, 86, 214, 255), dark: rgba8(94, 92, 230, 255),
              lightHighContrast: rgba8(54, 52, 163, 255), darkHighContrast: rgba8(125, 122, 255, 255)),
        color("systemPurple", light: rgba8(175, 82, 222, 255), dark: rgba8(191, 90, 242, 255),
              lightHighContrast: rgba8(173, 68, 171, 255), darkHighContrast: rgba8(218, 143, 255, 255)),
        color("systemPink", light: rgba8(255, 45, 85, 255), dark: rgba8(255, 55, 95, 255),
              lightHighContrast: rgba8(211, 15, 69, 255), darkHighContrast: rgba8(255, 100, 130, 255)),
        color("systemBrown", light: rgba8(162, 132, 94, 255), dark: rgba8(172, 142, 104, 255),
              lightHighContrast: rgba8(127, 101, 69, 255), darkHighContrast: rgba8(181, 148, 105, 255)),
        color("systemGray", light: rgba8(142, 142, 147, 255), dark: rgba8(152, 152, 157, 255),
              lightHighContrast: rgba8(105, 105, 110, 255), darkHighContrast: rgba8(152, 152, 157, 255)),
        color("label", light: rgba8(0, 0, 0, 216), dark: rgba8(255, 255, 255, 216)),
        color("secondaryLabel", light: rgba8(0, 0, 0, 127), dark: rgba8(255, 255, 255, 140)),
        color("quaternaryLabel", light: rgba8(0, 0, 0, 25), dark: rgba8(255, 255, 255, 25)),
        color("disabledControlText", light: rgba8(0, 0, 0, 63), dark: rgba8(255, 255, 255, 63)),
        color("link", light: rgba8(0, 104, 218, 255), dark: rgba8(65, 156, 255, 255)),
        color("controlBackground", light: rgba8(255, 255, 255, 255), dark: rgba8(30, 30, 30, 255)),
    ]
}
