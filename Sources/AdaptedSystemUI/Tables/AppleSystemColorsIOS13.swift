import ColorContrast

// iOS 13–18 system colors: light, dark, and increased contrast (the HIG's "Increased
// contrast", UIKit's accessibilityContrast == .high). System colors have no elevated
// variants. Values from shared reference ios13-system-colors.tsv (majority of Apple's HIG
// tables of 2022 and 2023, Flutter's CupertinoColors, the WebKit iOS runtime baseline; see
// Palette.appleIOS13.source). Cells fewer than two sources confirm are doubtful.

package enum AppleSystemColorsIOS13 {
    static let colors: [AdaptiveColor] = [
        color("systemRed", light: rgba8(255, 59, 48, 255), dark: rgba8(255, 69, 58, 255),
              lightHighContrast: rgba8(215, 0, 21, 255), darkHighContrast: rgba8(255, 105, 97, 255)),
        color("systemOrange", light: rgba8(255, 149, 0, 255), dark: rgba8(255, 159, 10, 255),
              lightHighContrast: rgba8(201, 52, 0, 255), darkHighContrast: rgba8(255, 179, 64, 255)),
        color("systemYellow", light: rgba8(255, 204, 0, 255), dark: rgba8(255, 214, 10, 255),
              lightHighContrast: rgba8(178, 80, 0, 255), darkHighContrast: rgba8(255, 212, 38, 255)),
        color("systemGreen", light: rgba8(52, 199, 89, 255), dark: rgba8(48, 209, 88, 255),
              lightHighContrast: rgba8(36, 138, 61, 255), darkHighContrast: rgba8(48, 219, 91, 255)),
        color("systemMint", light: rgba8(0, 199, 190, 255), dark: rgba8(99, 230, 226, 255),
              lightHighContrast: rgba8(12, 129, 123, 255), darkHighContrast: rgba8(102, 212, 207, 255)),
        color("systemTeal", light: rgba8(48, 176, 199, 255), dark: rgba8(64, 200, 224, 255),
              lightHighContrast: rgba8(0, 130, 153, 255), darkHighContrast: rgba8(93, 230, 255, 255)),
        color("systemCyan", light: rgba8(50, 173, 230, 255), dark: rgba8(100, 210, 255, 255),
              lightHighContrast: rgba8(0, 113, 164, 255), darkHighContrast: rgba8(112, 215, 255, 255)),
        color("systemBlue", light: rgba8(0, 122, 255, 255), dark: rgba8(10, 132, 255, 255),
              lightHighContrast: rgba8(0, 64, 221, 255), darkHighContrast: rgba8(64, 156, 255, 255)),
        color("systemIndigo", light: rgba8(88, 86, 214, 255), dark: rgba8(94, 92, 230, 255),
              lightHighContrast: rgba8(54, 52, 163, 255), darkHighContrast: rgba8(125, 122, 255, 255)),
        color("systemPurple", light: rgba8(175, 82, 222, 255), dark: rgba8(191, 90, 242, 255),
              lightHighContrast: rgba8(137, 68, 171, 255), darkHighContrast: rgba8(218, 143, 255, 255)),
        color("systemPink", light: rgba8(255, 45, 85, 255), dark: rgba8(255, 55, 95, 255),
              lightHighContrast: rgba8(211, 15, 69, 255), darkHighContrast: rgba8(255, 100, 130, 255)),
        color("systemBrown", light: rgba8(162, 132, 94, 255), dark: rgba8(172, 142, 104, 255),
              lightHighContrast: rgba8(127, 101, 69, 255), darkHighContrast: rgba8(181, 148, 105, 255)),
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

    /// The row `systemTeal.ios13-14` of the reference: iOS 13–14's teal, replaced in iOS 15.
    package static let systemTealIOS13to14 = color("systemTeal", light: rgba8(90, 200, 250, 255), dark: rgba8(100, 210, 255, 255),
              lightHighContrast: rgba8(0, 113, 164, 255), darkHighContrast: rgba8(112, 215, 255, 255), doubtfulCells: [.init(.lightHighContrast), .init(.darkHighContrast)])
}
