import Foundation
import XCTest
import PerseusDarkMode

/// The user's choice survives a process restart: one process saves it through
/// `UserDefaultsChoiceStore`, a second, separate process loads it. Both are this test binary,
/// re-run with `ChoiceStoreProbe` selected and told what to do through the environment.
final class PersistenceAcrossProcessesTests: XCTestCase {
    func testChoiceSurvivesAProcessRestart() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        for choice in [DarkModeOption.on, .off, .auto] {
            let saved = try runProbe(["PERSEUS_PROBE": "save:\(choice.rawValue)"], home: directory)
            XCTAssertEqual(saved, "saved \(choice.rawValue)")
            let loaded = try runProbe(["PERSEUS_PROBE": "load"], home: directory)
            XCTAssertEqual(loaded, "loaded \(choice.rawValue) issue none")
        }
        // The file is a plist in $XDG_CONFIG_HOME, as Foundation on Linux writes it.
        #if os(Linux)
        let plist = directory.appendingPathComponent("\(ChoiceStoreProbe.suite).plist")
        XCTAssertTrue(FileManager.default.fileExists(atPath: plist.path), "expected \(plist.path)")
        #endif
    }

    /// Runs the probe in a child process and returns the line it wrote.
    private func runProbe(_ environment: [String: String], home: URL) throws -> String {
        let result = home.appendingPathComponent("result-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        process.arguments = ["PerseusDarkModeTests.ChoiceStoreProbe/testProbe"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(["XDG_CONFIG_HOME": home.path, "HOME": home.path, "PERSEUS_PROBE_RESULT": result.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return try String(contentsOf: result, encoding: .utf8)
    }
}

/// Skipped unless `PERSEUS_PROBE` is set (by the test above, in a child process): then saves
/// or loads the choice and writes what happened to `PERSEUS_PROBE_RESULT`.
final class ChoiceStoreProbe: XCTestCase {
    static let suite = "perseus-darkmode-probe"

    func testProbe() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let action = environment["PERSEUS_PROBE"], let resultPath = environment["PERSEUS_PROBE_RESULT"] else {
            throw XCTSkip("the probe runs only in the child process that PersistenceAcrossProcessesTests launches")
        }
        let defaults = try XCTUnwrap(UserDefaults(suiteName: Self.suite))
        let store = UserDefaultsChoiceStore(defaults: defaults)
        let line: String
        if action.hasPrefix("save:"), let raw = Int(action.dropFirst(5)), let choice = DarkModeOption(rawValue: raw) {
            // Through the service, as an app would.
            let darkMode = DarkMode(store: store)
            darkMode.userChoice = choice
            line = darkMode.lastPersistenceError.map { "failed \($0)" } ?? "saved \(raw)"
        } else {
            let load = store.loadChoice()
            line = "loaded \(load.choice.rawValue) issue \(load.issue.map(String.init(describing:)) ?? "none")"
        }
        try line.write(toFile: resultPath, atomically: false, encoding: .utf8)
    }
}
