// README, "The engine", exactly as the README shows it. Compiled, not run: it switches the
// shared service, which other tests read while they run, saves the choice in the user's
// defaults and asks the desktop for its style.
import PerseusDarkMode

enum READMEEngineExample {
    /// The reader's own drawing code.
    static func redraw(_ style: AppearanceStyle) {}

    static func appStartup() {
        // Seed-compatible:
        AppearanceService.DarkModeUserChoice = .on
        AppearanceService.makeUp()
        AppearanceService.shared.Style                       // .dark

        // Or an injected instance, with the choice persisted under "dark_mode_preference":
        let darkMode = DarkMode(store: UserDefaultsChoiceStore())
        let observation = darkMode.observe { change in redraw(change.style) }
        darkMode.refreshSystemStyle(from: DesktopSystemStyleSource())   // GNOME / XDG portal / GTK_THEME
        _ = observation
    }
}
