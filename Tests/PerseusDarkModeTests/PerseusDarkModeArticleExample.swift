// The PerseusDarkMode article's example (Sources/PerseusDarkMode/PerseusDarkMode.docc), exactly
// as the article shows it. Compiled, not run: it saves the choice in the user's defaults and
// asks the desktop for its style.
import PerseusDarkMode

enum PerseusDarkModeArticleExample {
    static func appStartup() {
        let darkMode = DarkMode(store: UserDefaultsChoiceStore())   // loads "dark_mode_preference"
        let observation = darkMode.observe { change in print(change.style) }

        darkMode.refreshSystemStyle(from: DesktopSystemStyleSource())  // GNOME / XDG portal on Linux
        darkMode.userChoice = .on
        darkMode.makeUp()                                              // prints "dark"
        _ = observation
    }
}
