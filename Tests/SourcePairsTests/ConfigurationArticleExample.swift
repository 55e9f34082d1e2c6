import ContrastAudit
import ContrastAuditTesting
import SourcePairs
import Testing

/// The example of "Reports and CI" (One configuration file), compiled as written. It reads
/// `.darkmode-audit.yml` in the folder the tests run in, as an app's package has it; this
/// package has none, so the suite does not run here: `ConfigurationJobTests` runs the same
/// calls on a fixture app's file.
@Suite(.disabled("reads the .darkmode-audit.yml of an app's package; ConfigurationJobTests runs the same calls"))
struct ConfigurationArticleExample {
    @Test func theAppsContrast() throws {
        let configuration = try AuditConfiguration(contentsOf: ".darkmode-audit.yml")
        assertAudit(try AuditJob(configuration: configuration, code: AppProject(configuration: configuration)))
    }
}
