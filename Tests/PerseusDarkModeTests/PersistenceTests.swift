import Foundation
import Testing
import PerseusDarkMode

@Suite struct PersistenceTests {
    /// A UserDefaults suite of its own, removed afterwards.
    static func withDefaults(_ body: (UserDefaults) throws -> Void) throws {
        let name = "perseus-darkmode-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defer { defaults.removePersistentDomain(forName: name) }
        try body(defaults)
    }

    @Test func roundTripsEveryChoiceUnderSeed001sKey() throws {
        try Self.withDefaults { defaults in
            let store = UserDefaultsChoiceStore(defaults: defaults)
            for choice in DarkModeOption.allCases {
                try store.saveChoice(choice)
                #expect(defaults.integer(forKey: "dark_mode_preference") == choice.rawValue)
                #expect(store.loadChoice() == DarkModeChoiceLoad(choice: choice))
            }
        }
    }

    nonisolated(unsafe) static let corrupt: [(Any?, StoredChoiceIssue)] = [
        (nil, .missing(key: "dark_mode_preference")),
        (7, .outOfRange(key: "dark_mode_preference", value: 7)),
        (-1, .outOfRange(key: "dark_mode_preference", value: -1)),
        ("dark", .wrongType(key: "dark_mode_preference", found: "the string \"dark\"")),
        (1.5, .wrongType(key: "dark_mode_preference", found: "the number 1.5")),
        (["on"], .wrongType(key: "dark_mode_preference", found: "an array")),
        (["on": 1], .wrongType(key: "dark_mode_preference", found: "a dictionary")),
        (true, .wrongType(key: "dark_mode_preference", found: "the boolean true")),
    ]

    @Test func corruptValuesFallBackToAutoAndAreReported() throws {
        for (value, issue) in Self.corrupt {
            try Self.withDefaults { defaults in
                if let value { defaults.set(value, forKey: "dark_mode_preference") }
                let store = UserDefaultsChoiceStore(defaults: defaults)
                let load = store.loadChoice()
                #expect(load.choice == .auto)
                #expect(load.issue == issue, "stored \(String(describing: value))")
                let darkMode = DarkMode(store: store)
                #expect(darkMode.userChoice == .auto)
                #expect(darkMode.loadIssue == issue)
            }
        }
    }

    @Test func serviceLoadsAndSavesThroughItsStore() throws {
        let store = InMemoryChoiceStore(.on)
        let darkMode = DarkMode(choice: .off, store: store)
        #expect(darkMode.userChoice == .on, "the store wins over the default choice")
        #expect(darkMode.loadIssue == nil)
        darkMode.userChoice = .off
        #expect(store.loadChoice().choice == .off)
        #expect(darkMode.lastPersistenceError == nil)
    }

    @Test func failedSaveKeepsTheChoiceAndReportsIt() {
        struct ReadOnlyStore: DarkModeChoiceStore {
            func loadChoice() -> DarkModeChoiceLoad { .fallback(.missing(key: "ro")) }
            func saveChoice(_ choice: DarkModeOption) throws(ChoiceStoreError) { throw ChoiceStoreError("read-only") }
        }
        let darkMode = DarkMode(store: ReadOnlyStore())
        darkMode.userChoice = .on
        #expect(darkMode.userChoice == .on)
        #expect(darkMode.lastPersistenceError == ChoiceStoreError("read-only"))
    }

    // Seed 001's isDarkModeSettingsChanged().
    @Test func settingsChangeCheck() {
        let store = InMemoryChoiceStore()
        #expect(store.changedChoice(comparedTo: .auto) == nil, "nothing stored")
        try? store.saveChoice(.on)
        #expect(store.changedChoice(comparedTo: .auto) == .on)
        #expect(store.changedChoice(comparedTo: .on) == nil)
    }

    // Seed 002: 0 or nil = system, 1 = light, 2 = dark.
    @Test func userInterfaceStyleConversions() {
        #expect(DarkModeOption(userInterfaceStyle: nil) == .auto)
        #expect(DarkModeOption(userInterfaceStyle: 0) == .auto)
        #expect(DarkModeOption(userInterfaceStyle: 1) == .off)
        #expect(DarkModeOption(userInterfaceStyle: 2) == .on)
        #expect(DarkModeOption(userInterfaceStyle: 9) == .auto)
        #expect(DarkModeOption.allCases.map(\.userInterfaceStyle) == [0, 2, 1])
        for choice in DarkModeOption.allCases {
            #expect(DarkModeOption(userInterfaceStyle: choice.userInterfaceStyle) == choice)
        }
    }

    @Test func issuesReadWell() {
        #expect(StoredChoiceIssue.outOfRange(key: "k", value: 7).description
            == "stored dark mode choice 'k' = 7 is not 0 (auto), 1 (on) or 2 (off); using auto")
    }
}
