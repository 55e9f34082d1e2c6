// The AdaptedSystemUI article's example (Sources/AdaptedSystemUI/AdaptedSystemUI.docc), exactly
// as the article shows it, run, with the values its comments state.
import AdaptedSystemUI
import PerseusDarkMode
import Testing

@Test func adaptedSystemUIArticleExample() {
    let background: AdaptiveColor = .systemBackground_Adapted     // seed 000's name
    background.resolved(for: .dark)                               // #1C1C1E
    background.resolved(in: AppearanceService.shared)             // the live style's variant

    let apple = Palette.appleIOS13["systemBackground"]!
    apple.resolved(for: .dark)                                    // #000000: base
    apple.resolved(for: .darkElevated)                            // #1C1C1E: elevated

    #expect(background.resolved(for: .dark).hexRGB == "#1C1C1E")
    #expect(apple.resolved(for: .dark).hexRGB == "#000000")
    #expect(apple.resolved(for: .darkElevated).hexRGB == "#1C1C1E")
}
