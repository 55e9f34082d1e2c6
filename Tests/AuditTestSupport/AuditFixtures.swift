import Foundation

/// Where the audit's test fixtures are, for every test target that reads them: asset catalogs,
/// token files, schemas and baselines (`Fixtures/`), the small apps the code reader scans
/// (`Fixtures/Apps/`), and the example inputs that ship with the package.
///
/// The fixtures are read in place from the package's folder, not copied as resources: one copy,
/// found the same way by the library's tests and by the command line's.
public enum AuditFixtures {
    /// The package's root folder.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/AuditTestSupport/Fixtures`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The example inputs in `Sources/ContrastAudit/Examples`.
    public static let examples = repository.appendingPathComponent("Sources/ContrastAudit/Examples")

    /// A fixture at `relative` (from `Fixtures/`).
    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The path of a fixture at `relative` (from `Fixtures/`).
    public static func path(_ relative: String) -> String { url(relative).path }

    /// The path of one of the small apps in `Fixtures/Apps` (`SampleApp`, `TargetsApp`, `LockedApp`).
    public static func app(_ name: String) -> String { url("Apps/\(name)").path }
}
