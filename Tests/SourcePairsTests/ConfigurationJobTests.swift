import AuditTestSupport
import ContrastAudit
import Foundation
import Testing
@testable import SourcePairs

/// The job a configuration file describes, built by the library as the command line builds it.
@Suite struct ConfigurationJobTests {
    static func checkout(_ configuration: String) throws -> URL {
        let root = try TemporaryFiles.folder([".darkmode-audit.yml": configuration], prefix: "perseus-configuration-job")
        try FileManager.default.copyItem(at: AuditFixtures.url("Apps/SampleApp/App"), to: root.appendingPathComponent("MyApp"))
        return root
    }

    @Test func aProjectsFileGivesTheJobItsOptionsGive() throws {
        let root = try Self.checkout("project: MyApp\nno-suggestions: true\nno-color-vision: true\nappearance: light,dark\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try AuditConfiguration(contentsOf: root.appendingPathComponent(".darkmode-audit.yml").path)
        let project = try #require(try AppProject(configuration: configuration))
        let configured = try AuditJob(configuration: configuration, code: project).run()
        // The same job, spelt out: the project's catalogs are the palette.
        let app = try AppProject(folder: root.appendingPathComponent("MyApp").path)
        let palette = try #require(app.palette)
        let spelt = try AuditJob(
            palette: .input(palette), appearances: .lightAndDark, suggestions: false, colorVision: false, code: app.scan
        ).run()
        #expect(configured.palette.name == "Assets")
        #expect(configured.findings.count > 5)
        #expect(configured.findings.map(\.id) == spelt.findings.map(\.id))
        #expect(Set(configured.findings.flatMap { $0.appearances.map(\.key) }) == ["light", "dark"])
    }

    /// The file's asset catalog options reach the code's system colors too, as on the command line.
    @Test func theFilesCatalogOptionsReachTheCode() throws {
        let root = try Self.checkout("project: MyApp\nsystem-colors: apple-ios13\nidiom: ipad\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try AuditConfiguration(contentsOf: root.appendingPathComponent(".darkmode-audit.yml").path)
        let project = try #require(try AppProject(configuration: configuration))
        #expect(project.scan.options.systemColors.name == "apple-ios13")
        #expect(project.scan.options.idiom == "ipad")
    }

    @Test func aFileThatNamesCodeNeedsTheCodeRead() throws {
        let root = try Self.checkout("project: MyApp\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent(".darkmode-audit.yml").path
        let configuration = try AuditConfiguration(contentsOf: path)
        #expect(throws: AuditJobError.self) { try AuditJob(configuration: configuration) }
        do {
            _ = try AuditJob(configuration: configuration)
        } catch {
            #expect(error.input == .configuration)
            #expect(error.description == "\(path): project: the file names the app's code; read it with code: AppProject(configuration:) (SourcePairs)")
        }
    }

    @Test func aWrongValueIsNamedWithItsLine() throws {
        let root = try Self.checkout("palette: apple-ios26\nmode: [dark=Night, dusk=Evening]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent(".darkmode-audit.yml").path
        let configuration = try AuditConfiguration(contentsOf: path)
        #expect(try AppProject(configuration: configuration) == nil)
        do {
            _ = try AuditJob(configuration: configuration)
            Issue.record("dusk is no appearance cell")
        } catch {
            #expect(error.description.hasPrefix("\(path):2: mode: 'dusk=Evening': expected CELL=NAME"), "\(error.description)")
        }
    }
}
