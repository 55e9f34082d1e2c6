// Resolving an adaptive color: the library's precomputed storage against the
// closure-provider pattern of the Chinese write-up (a dynamic color built from a closure that
// picks light or dark), in the same run.
import AdaptedSystemUI
import Benchmark
import ColorScience
import Foundation
import PerseusDarkMode

/// The baseline: `UIColor { trait in trait.userInterfaceStyle == .dark ? dark : light }`, a
/// class holding a provider closure, as UIKit's dynamic color is.
final class ClosureDynamicColor: Sendable {
    let provider: @Sendable (AppearanceStyle) -> SRGB

    init(light: SRGB, dark: SRGB) {
        provider = { style in style == .dark ? dark : light }
    }

    func resolved(for style: AppearanceStyle) -> SRGB { provider(style) }
}

/// Keeps changing the user's choice on another thread while a benchmark reads.
final class ChoiceChurner: @unchecked Sendable {
    private let running = NSLock()
    private var stop = false
    private var thread: Thread?

    func start(_ darkMode: DarkMode) {
        stop = false
        let thread = Thread { [self] in
            var choice = DarkModeOption.on
            while !running.withLock({ stop }) {
                choice = choice == .on ? .off : .on
                darkMode.userChoice = choice
                darkMode.makeUp()
            }
        }
        self.thread = thread
        thread.start()
    }

    func finish() {
        running.withLock { stop = true }
    }
}

let benchmarks: @Sendable () -> Void = {
    // Each iteration resolves 1,000 colors, so the reported nanoseconds per iteration divided
    // by 1,000 is the time of one resolution, with sub-nanosecond resolution.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 50,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
    )

    let color = Adapted.systemBlue
    let baseline = ClosureDynamicColor(light: color.resolved(for: .light), dark: color.resolved(for: .dark))
    let appearances: [Appearance] = (0..<64).map { $0 % 3 == 0 ? .dark : .light }
    let styles = appearances.map(\.style)

    Benchmark("resolve-adapted-color-for-an-appearance-x1000") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for index in 0..<1000 { sum += color.resolved(for: appearances[index & 63]).red }
            blackHole(sum)
        }
    }

    Benchmark("resolve-closure-provider-color-baseline-x1000") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for index in 0..<1000 { sum += baseline.resolved(for: styles[index & 63]).red }
            blackHole(sum)
        }
    }

    let darkMode = DarkMode(systemStyle: .light)
    let churner = ChoiceChurner()
    Benchmark(
        "resolve-through-live-service-while-another-thread-changes-choice-x1000",
        closure: { benchmark in
            for _ in benchmark.scaledIterations {
                var sum = 0.0
                for _ in 0..<1000 { sum += color.resolved(in: darkMode).red }
                blackHole(sum)
            }
        },
        setup: { churner.start(darkMode) },
        teardown: { churner.finish() })
}
