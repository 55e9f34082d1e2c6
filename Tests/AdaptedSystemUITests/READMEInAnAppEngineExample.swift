// README, "In an app": the app's start-up, exactly as the README shows it. Compiled, not run:
// it sets the choice of the shared service, which other tests read while they run.
import AdaptedSystemUI
import PerseusDarkMode

enum READMEInAnAppEngineExample {
    static func appStartup() {
        AppearanceService.DarkModeUserChoice = .auto       // the user's choice (seed 000's names)
        AppearanceService.makeUp()                          // decide the style and tell the observers
        let background = AdaptiveColor.systemBackground_Adapted.resolved(in: AppearanceService.shared)
        _ = background
    }
}
