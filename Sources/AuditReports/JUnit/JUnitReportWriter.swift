import AuditModel
import Foundation

/// Writes a report as JUnit XML, which CI systems (GitHub Actions test reporters, GitLab,
/// Jenkins, Azure) show as test results: one test suite per palette, one test case per pair
/// × appearance cell × criterion. The document is valid against the Jenkins xUnit plugin's
/// JUnit schema (`junit-10.xsd`).
///
/// A test case fails — a `<failure>` whose message is the finding's one-line story
/// (`Finding.story`), with the type `error` or `warning`, and whose text is the finding's id
/// and, for a pair found in code, the first places it is drawn (`file:line`) — only for a
/// failure that the audit's gate counts: at or above ``failing`` (`--fail-on`; errors by
/// default), so a dashboard shows
/// the failures that fail the build. A failure below it (an AAA warning, by default) passes,
/// with its story in `<system-out>` as `warning: …`. Exempt findings, failures a baseline
/// accepts and incomplete pairs are `<skipped>`, with the reason. An audit that checked
/// nothing has one failing test case that says so. The color-vision check adds a case per
/// pair of a group × appearance × deficiency.
public struct JUnitReportWriter: ReportWriter {
    /// The least severity whose failures fail their test case.
    public var failing: Severity

    public init(failing: Severity = .error) {
        self.failing = failing
    }

    public func render(_ report: AuditReport) -> String {
        let pairings = Pairing.foundInCode(report.pairings)
        var cases: [String] = []
        var failures = 0, skipped = 0
        for finding in report.findings {
            let name = finding.criterion.map { "\(finding.appearanceKeys) \($0.shortName)" } ?? "\(finding.appearanceKeys) exempt"
            var body = ""
            switch finding.status {
            case .fail where finding.accepted:
                skipped += 1
                body = "<skipped message=\"\(Self.escape("\(ReportText.justification(finding.acceptance)): \(finding.story)"))\"/>"
            case .fail:
                // A pair found in code names the places it is drawn.
                let text = ReportText.drawnAt(pairings[finding.pair]).map { finding.id + "\n" + $0 } ?? finding.id
                body = failure(severity: finding.severity ?? .error, story: finding.story, id: text, failures: &failures)
            case .exempt:
                skipped += 1
                body = "<skipped message=\"\(Self.escape("exempt: \(finding.role.phrase); \(finding.story)"))\"/>"
            case .pass:
                break
            }
            cases.append(testCase(classname: finding.pair.description, name: name, body: body))
        }
        for check in report.incomplete {
            for cell in check.appearances {
                skipped += 1
                cases.append(testCase(
                    classname: check.pair.description, name: "\(cell.key) incomplete",
                    body: "<skipped message=\"\(Self.escape("incomplete: \(check.reason)"))\"/>"))
            }
        }
        for finding in report.colorVision?.findings ?? [] {
            var body = ""
            if finding.status == .fail, finding.accepted == true {
                skipped += 1
                body = "<skipped message=\"\(Self.escape("\(ReportText.justification(finding.acceptedBecause)): \(finding.story)"))\"/>"
            } else if finding.status == .fail {
                body = failure(severity: finding.failureSeverity ?? .warning, story: finding.story, id: finding.id, failures: &failures)
            }
            cases.append(testCase(
                classname: "\(finding.group): \(finding.first) / \(finding.second)",
                name: "\(finding.appearance.key) \(finding.deficiency.rawValue)", body: body))
        }
        for (index, note) in (report.colorVision?.notes ?? []).enumerated() {
            skipped += 1
            cases.append(testCase(
                classname: "color vision", name: "not checked \(index + 1)",
                body: "<skipped message=\"\(Self.escape("not checked: \(note)"))\"/>"))
        }
        if let reason = report.nothingChecked {
            failures += 1
            cases.append(testCase(
                classname: report.palette.name, name: "nothing checked",
                body: "<failure type=\"nothing-checked\" message=\"\(Self.escape(reason))\"/>"))
        }
        let suite = "  <testsuite name=\"\(Self.escape(report.palette.name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
            + "errors=\"0\" skipped=\"\(skipped)\">\n" + cases.joined(separator: "\n") + "\n  </testsuite>"
        // `skipped` is an attribute of a test suite only: the schema has none on `testsuites`.
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="darkmode-audit \(ToolVersion.current)" tests="\(cases.count)" failures="\(failures)" errors="0">
            \(suite)
            </testsuites>

            """
    }

    /// A `<failure>` when `severity` reaches ``failing``; below it, the story as output of a
    /// passing case.
    private func failure(severity: Severity, story: String, id: String, failures: inout Int) -> String {
        guard severity >= failing else {
            return "<system-out>\(Self.escape("\(severity.rawValue): \(story) (\(id))"))</system-out>"
        }
        failures += 1
        return "<failure type=\"\(severity.rawValue)\" message=\"\(Self.escape(story))\">\(Self.escape(id))</failure>"
    }

    private func testCase(classname: String, name: String, body: String) -> String {
        let open = "    <testcase classname=\"\(Self.escape(classname))\" name=\"\(Self.escape(name))\""
        return body.isEmpty ? open + "/>" : open + ">\(body)</testcase>"
    }

    static func escape(_ text: String) -> String { Markup.escape(text) }
}

extension ReportFormat {
    /// JUnit XML: ``JUnitReportWriter``, `.xml`.
    public static let junit = ReportFormat(name: "junit", fileExtension: "xml", writer: JUnitReportWriter())

    /// JUnit XML whose test cases fail for failures at or above `severity` (`--fail-on`).
    public static func junit(failing severity: Severity) -> ReportFormat {
        ReportFormat(name: "junit", fileExtension: "xml", writer: JUnitReportWriter(failing: severity))
    }
}
