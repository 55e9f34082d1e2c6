import Foundation
import Testing
import PerseusDarkMode

/// Collects what observers receive; thread-safe (an `NSLock`, available on every platform
/// the package supports).
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func append(_ value: Value) { lock.lock(); values.append(value); lock.unlock() }
    var all: [Value] { lock.lock(); defer { lock.unlock() }; return values }
}

@Suite struct DarkModeTests {
    // Seed 000 §4 "Switching Dark Mode: Manually".
    @Test func manualSwitchAppliesOnlyOnMakeUp() {
        let darkMode = DarkMode(systemStyle: .light)
        let seen = Recorder<AppearanceStyle>()
        let observation = darkMode.observe { seen.append($0.style) }
        #expect(!darkMode.isEnabled)

        darkMode.userChoice = .on
        #expect(darkMode.style == .light, "setting the choice alone changes nothing")
        #expect(seen.all.isEmpty)

        #expect(darkMode.makeUp() == .dark)
        #expect(darkMode.style == .dark)
        #expect(darkMode.isEnabled)
        #expect(seen.all == [.dark])

        darkMode.userChoice = .auto
        darkMode.makeUp()
        #expect(seen.all == [.dark, .light])
        withExtendedLifetime(observation) {}
    }

    @Test func everyMakeUpNotifiesEvenWithoutAStyleChange() {
        // Seed: "Use AppearanceService.makeUp() to call all selected makeUp methods".
        let darkMode = DarkMode()
        let seen = Recorder<UInt64>()
        let observation = darkMode.observe { seen.append($0.sequence) }
        darkMode.makeUp()
        darkMode.makeUp()
        #expect(seen.all == [1, 2])
        withExtendedLifetime(observation) {}
    }

    // Seed 000 §4 "Case: Via System".
    @Test func systemChangeNotifiesOnlyWhenItReallyChanged() {
        let darkMode = DarkMode(systemStyle: .light)
        let seen = Recorder<AppearanceChange>()
        let observation = darkMode.observe { seen.append($0) }

        #expect(darkMode.systemStyleDidChange(to: .light) == .unchanged)
        #expect(seen.all.isEmpty)

        #expect(darkMode.systemStyleDidChange(to: .dark) == .madeUp(.dark))
        #expect(darkMode.style == .dark && darkMode.systemStyle == .dark)
        #expect(seen.all.map(\.cause) == [.system])

        #expect(darkMode.systemStyleDidChange(to: .dark) == .unchanged)
        #expect(seen.all.count == 1)

        // With the choice "off", a real system change still notifies, but the style stays light.
        darkMode.userChoice = .off
        darkMode.makeUp()
        #expect(darkMode.systemStyleDidChange(to: .light) == .madeUp(.light))
        #expect(seen.all.map(\.style) == [.dark, .light, .light])
        withExtendedLifetime(observation) {}
    }

    @Test func systemChangeDuringAManualChangeIsIgnored() {
        let darkMode = DarkMode(systemStyle: .light)
        let reports = Recorder<SystemStyleReport>()
        let observation = darkMode.observe { change in
            // The echo UIKit would send while the manual change is applied.
            if change.cause == .manual { reports.append(darkMode.systemStyleDidChange(to: .dark)) }
        }
        darkMode.userChoice = .on
        darkMode.makeUp()
        #expect(reports.all == [.ignoredDuringManualChange])
        #expect(darkMode.systemStyle == .light)
        // Afterwards a real report is accepted.
        #expect(darkMode.systemStyleDidChange(to: .dark) == .madeUp(.dark))
        withExtendedLifetime(observation) {}
    }

    @Test func makeUpFromInsideAnObserverIsQueuedNotRecursive() {
        let darkMode = DarkMode(systemStyle: .light)
        let first = Recorder<String>()
        let second = Recorder<String>()
        let a = darkMode.observe { change in
            first.append("\(change.sequence):\(change.style)")
            if change.sequence == 1 {
                darkMode.userChoice = .on
                darkMode.makeUp()          // must not deadlock or recurse
                #expect(darkMode.style == .dark, "committed at once, delivered after this change")
            }
        }
        let b = darkMode.observe { second.append("\($0.sequence):\($0.style)") }
        darkMode.makeUp()
        // Every observer sees change 1 before any sees change 2.
        #expect(first.all == ["1:light", "2:dark"])
        #expect(second.all == ["1:light", "2:dark"])
        #expect(darkMode.style == .dark)
        withExtendedLifetime((a, b)) {}
    }

    @Test func cancelledAndReleasedObservationsStop() {
        let darkMode = DarkMode()
        let seen = Recorder<AppearanceStyle>()
        var observation: DarkModeObservation? = darkMode.observe { seen.append($0.style) }
        darkMode.makeUp()
        observation = nil
        darkMode.makeUp()
        #expect(seen.all.count == 1)
        #expect(darkMode.observerCount == 0)

        let cancelled = darkMode.observe { seen.append($0.style) }
        cancelled.cancel()
        cancelled.cancel()
        darkMode.makeUp()
        #expect(seen.all.count == 1)
        _ = observation
    }

    // Seed 000 §5 "Using KVO": DarkModeObserver with an action.
    @Test func darkModeObserverRunsItsAction() {
        let darkMode = DarkMode(systemStyle: .dark)
        let seen = Recorder<AppearanceStyle>()
        var observer: DarkModeObserver? = DarkModeObserver(darkMode)
        darkMode.makeUp()                                   // no action yet: nothing recorded
        observer?.action = { seen.append($0) }
        darkMode.makeUp()
        darkMode.userChoice = .off
        darkMode.makeUp()
        #expect(seen.all == [.dark, .light])
        observer = nil
        darkMode.makeUp()
        #expect(seen.all.count == 2, "a released observer is unregistered")
        #expect(darkMode.observerCount == 0)
    }

    // Seed 000 §5 "register(observer:selector:)", and §6 lazy views that check isEnabled.
    @Test func registeredObjectsAreHeldWeaklyAndDropped() {
        final class View: @unchecked Sendable {
            let madeUp = Recorder<AppearanceStyle>()
            func makeUp(_ style: AppearanceStyle) { madeUp.append(style) }
        }
        let darkMode = DarkMode()
        var view: View? = View()
        weak let weakView = view
        darkMode.register(observer: view!) { view, style in view.makeUp(style) }
        darkMode.makeUp()
        #expect(view?.madeUp.all == [.light])

        view = nil
        #expect(weakView == nil, "the service must not retain a registered observer")
        darkMode.makeUp()
        #expect(darkMode.observerCount == 0, "a gone observer is dropped at the next delivery")

        // A lazily created cell registers late and catches up only if the service is enabled.
        let cell = View()
        darkMode.register(observer: cell) { cell, style in cell.makeUp(style) }
        if darkMode.isEnabled { cell.makeUp(darkMode.style) }
        #expect(cell.madeUp.all == [.light])
    }

    @Test func styleUpdatableUpdatesNowAndOnEveryChange() {
        final class Card: StyleUpdatable, @unchecked Sendable {
            let darkMode: DarkMode
            let updates = Recorder<AppearanceStyle>()
            init(darkMode: DarkMode) {
                self.darkMode = darkMode
                observeAndUpdateStyle(darkMode)
            }
            func updateStyle() { updates.append(darkMode.style) }
        }
        let darkMode = DarkMode(choice: .on)
        let card = Card(darkMode: darkMode)
        #expect(card.updates.all == [.dark])
        darkMode.userChoice = .off
        darkMode.makeUp()
        #expect(card.updates.all == [.dark, .light])
    }

    @Test func notificationCenterCarriesTheStyle() async throws {
        let darkMode = DarkMode(postsNotifications: true)
        let seen = Recorder<AppearanceStyle>()
        let token = NotificationCenter.default.addObserver(forName: .styleUpdated, object: darkMode, queue: nil) { note in
            if let style = StyleNotification.style(of: note) { seen.append(style) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        darkMode.userChoice = .on
        darkMode.makeUp()
        #expect(seen.all == [.dark])
        DarkMode().makeUp()   // a service that does not post
        #expect(seen.all == [.dark])
    }

    @Test func asyncStreamYieldsEveryChange() async {
        let darkMode = DarkMode(systemStyle: .light)
        let stream = darkMode.styles()
        darkMode.makeUp()
        darkMode.systemStyleDidChange(to: .dark)
        darkMode.userChoice = .off
        darkMode.makeUp()
        var received: [AppearanceStyle] = []
        for await style in stream {
            received.append(style)
            if received.count == 3 { break }
        }
        #expect(received == [.light, .dark, .light])
    }

    // The seed-compatible façade.
    @Test func facadeReadsLikeTheSeed() {
        let before = AppearanceService.DarkModeUserChoice
        AppearanceService.DarkModeUserChoice = .on
        AppearanceService.makeUp()
        #expect(AppearanceService.isEnabled)
        #expect(AppearanceService.shared.Style == .dark)
        #expect(AppearanceService.shared.StyleObservable == 1)
        #expect(AppearanceService.shared.SystemStyle == .unspecified)
        AppearanceService.DarkModeUserChoice = before
        AppearanceService.makeUp()
    }
}
