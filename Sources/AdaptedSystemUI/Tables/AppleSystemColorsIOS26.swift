import ColorContrast

// iOS 26 system colors after Apple's HIG update of 2025-06-09: light, dark, increased
// contrast. Values from shared reference ios26-system-colors.tsv (two HIG revisions and the
// WebKit iOS 26 runtime baseline; see Palette.appleIOS26.source).

enum AppleSystemColorsIOS26 {
    static let colors: [AdaptiveColor] = [
        color("systemRed", light: rgba8(255, 56, 60, 255), dark: rgba8(255, 66, 69, 255),
              lightHighContrast: rgba8(233, 21, 45, 255), darkHighContrast: rgba8(255, 97, 101, 255)),
        color("systemOrange", light: rgba8(255, 141, 40, 255), dark: rgba8(255, 146, 48, 255),
              lightHighContrast: rgba8(197, 83, 0, 255), darkHighContrast: rgba8(255, 160, 86, 255)),
        color("systemYellow", light: rgba8(255, 204, 0, 255), dark: rgba8(255, 214, 0, 255),
              lightHighContrast: rgba8(161, 106, 0, 255), darkHighContrast: rgba8(254, 223, 67, 255)),
        color("systemGreen", light: rgba8(52, 199, 89, 255), dark: rgba8(48, 209, 88, 255),
              lightHighContrast: rgba8(0, 137, 50, 255), darkHighContrast: rgba8(74, 217, 104, 255)),
        color("systemMint", light: rgba8(0, 200, 179, 255), dark: rgba8(0, 218, 195, 255),
              lightHighContrast: rgba8(0, 133, 117, 255), darkHighContrast: rgba8(84, 223, 203, 255)),
        color("systemTeal", light: rgba8(0, 195, 208, 255), dark: rgba8(0, 210, 224, 255),
              lightHighContrast: rgba8(0, 129, 152, 255), darkHighContrast: rgba8(59, 221, 236, 255)),
        color("systemCyan", light: rgba8(0, 192, 232, 255), dark: rgba8(60, 211, 254, 255),
              lightHighContrast: rgba8(0, 126, 174, 255), darkHighContrast: rgba8(109, 217, 255, 255)),
        color("systemBlue", light: rgba8(0, 136, 255, 255), dark: rgba8(0, 145, 255, 255),
              lightHighContrast: rgba8(30, 110, 244, 255), darkHighContrast: rgba8(92, 184, 255, 255)),
        color("systemIndigo", light: rgba8(97, 85, 245, 255), dark: rgba8(107, 93, 255, 255),
              lightHighContrast: rgba8(86, 74, 222, 255), darkHighContrast: rgba8(167, 170, 255, 255)),
        color("systemPurple", light: rgba8(203, 48, 224, 255), dark: rgba8(219, 52, 242, 255),
              lightHighContrast: rgba8(176, 47, 194, 255), darkHighContrast: rgba8(234, 141, 255, 255)),
        color("systemPink", light: rgba8(255, 45, 85, 255), dark: rgba8(255, 55, 95, 255),
              lightHighContrast: rgba8(231, 18, 77, 255), darkHighContrast: rgba8(255, 138, 196, 255)),
        color("systemBrown", light: rgba8(172, 127, 94, 255), dark: rgba8(183, 138, 102, 255),
              lightHighContrast: rgba8(149, 109, 81, 255), darkHighContrast: rgba8(219, 166, 121, 255)),
        color("systemGray", light: rgba8(142, 142, 147, 255), dark: rgba8(142, 142, 147, 255),
              lightHighContrast: rgba8(108, 108, 112, 255), darkHighContrast: rgba8(174, 174, 178, 255)),
        color("systemGray2", light: rgba8(174, 174, 178, 255), dark: rgba8(99, 99, 102, 255),
              lightHighContrast: rgba8(142, 142, 147, 255), darkHighContrast: rgba8(124, 124, 128, 255)),
        color("systemGray3", light: rgba8(199, 199, 204, 255), dark: rgba8(72, 72, 74, 255),
              lightHighContrast: rgba8(174, 174, 178, 255), darkHighContrast: rgba8(84, 84, 86, 255)),
        color("systemGray4", light: rgba8(209, 209, 214, 255), dark: rgba8(58, 58, 60, 255),
              lightHighContrast: rgba8(188, 188, 192, 255), darkHighContrast: rgba8(68, 68, 70, 255)),
        color("systemGray5", light: rgba8(229, 229, 234, 255), dark: rgba8(44, 44, 46, 255),
              lightHighContrast: rgba8(216, 216, 220, 255), darkHighContrast: rgba8(54, 54, 56, 255)),
        color("systemGray6", light: rgba8(242, 242, 247, 255), dark: rgba8(28, 28, 30, 255),
              lightHighContrast: rgba8(235, 235, 240, 255), darkHighContrast: rgba8(36, 36, 38, 255)),
    ]
}
