// The examples of the article "Migrating from Perseus Dark Mode"
// (Sources/PerseusDarkMode/PerseusDarkMode.docc), each exactly as the article shows it. Those
// that switch the shared service, save to the user's defaults or ask the desktop are compiled
// and not run: other tests read the shared service while they run.
import PerseusDarkMode
import Testing

@Suite struct MigratingFromPerseusDarkModeExamples {
    /// A view of the reader's app.
    final class View {
        func makeUp() {}
    }

    @Test func theSingletonAndItsProperties() {
        // Perseus Dark Mode
        AppearanceService.shared.Style
        AppearanceService.shared.SystemStyle
    }

    static func switchingManually() {
        // Perseus Dark Mode
        AppearanceService.DarkModeUserChoice = .auto
        AppearanceService.makeUp()
    }

    static func switchingViaTheSystem(_ darkMode: DarkMode) {
        darkMode.systemStyleDidChange(to: .dark)      // .madeUp(.dark), .unchanged or .ignoredDuringManualChange
        darkMode.refreshSystemStyle(from: DesktopSystemStyleSource())   // Linux desktops
    }

    @Test func observingWithKVO() {
        // Perseus Dark Mode
        var observer: DarkModeObserver? = DarkModeObserver(AppearanceService.shared)
        observer?.action = { newStyle in /* … */ }
        observer = nil
    }

    @Test func registeringAnObject() {
        let view = View()
        AppearanceService.register(observer: view) { view, style in view.makeUp() }
    }

    static func persistingTheChoice() {
        let store = UserDefaultsChoiceStore()                 // that key, those values
        let darkMode = DarkMode(store: store)                 // loads it; bad values fall back to auto
        if let choice = store.changedChoice(comparedTo: darkMode.userChoice) {
            darkMode.userChoice = choice                      // saved and synchronized
            darkMode.makeUp()
        }
    }
}
