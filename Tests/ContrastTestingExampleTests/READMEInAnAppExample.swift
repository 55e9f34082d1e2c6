// README, "In an app": the app's unit test, exactly as the README shows it, compiled and run.
import AdaptedSystemUI
import ContrastTesting
import Testing

@Test func labelsAreReadable() {
    assertContrast(.label_Adapted, on: .systemBackground_Adapted)            // 1.4.3 AA, light and dark
    assertContrast(.separator_Adapted, on: .systemBackground_Adapted, as: .decorative)
}
