import AuditTestSupport
import ContrastAudit
import Foundation
import Testing
@testable import SourcePairs

/// Where a team says a pair is not drawn — `darkmode-audit:` comments in Swift and
/// Objective-C, an Interface Builder element's label — the pair is left out and listed; a
/// suppression that covers nothing is listed as stale, one not understood as such. The lines
/// expected are found in the fixtures' text, not taken from the scan.
@Suite struct SuppressionTests {
    static let view = """
        import SwiftUI

        struct NotesView: View {
            var body: some View {
                VStack {
                    // darkmode-audit:ignore-next-line
                    Text("Hidden").foregroundColor(Color("Muted"))
                    Text("Shown").foregroundColor(Color("Ink"))
                    Text("Named").foregroundColor(Color("Muted")) // darkmode-audit:ignore-line Muted on Paper
                    Text("Other").foregroundColor(Color("Ink")) // darkmode-audit:ignore-line Muted on Paper -- names a pair not drawn here
                    /* darkmode-audit:disable Muted on Paper -- the list is covered by the hero image */
                    Text("In region").foregroundColor(Color("Muted"))
                    Text("Ink in region").foregroundColor(Color("Ink"))
                    // darkmode-audit:enable
                    // darkmode-audit:ignore-next-line Muted on Paper
                    Text("Translucent").foregroundColor(Color("Muted").opacity(0.6))
                    Text("// darkmode-audit:ignore-next-line").foregroundColor(Color("Ink"))
                    Text("Still drawn").foregroundColor(Color("Ink"))
                    // darkmode-audit:ignore-nextline
                    Text("Typo").foregroundColor(Color("Ink"))
                    // see darkmode-audit: a comment that only mentions the tool
                    Text("Prose").foregroundColor(Color("Ink"))
                }
                .background(Color("Paper"))
            }
        }
        """

    static let screen = """
        #import <UIKit/UIKit.h>
        @interface Screen : UIViewController
        @end
        @implementation Screen
        - (void)viewDidLoad {
            self.view.backgroundColor = [UIColor colorNamed:@"Paper"];
            UILabel *label = [[UILabel alloc] init];
            NSString *text = @"// darkmode-audit:ignore-next-line";
            label.textColor = [UIColor colorNamed:@"Ink"];
            UILabel *caption = [[UILabel alloc] init];
            // darkmode-audit:ignore-next-line -- replaced in viewWillAppear
            caption.textColor = [UIColor colorNamed:@"Muted"];
            [self.view addSubview:label];
            [self.view addSubview:caption];
        }
        @end
        """

    static let banner = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="ban-ne-r01">
                    <subviews>
                        <label opaque="NO" text="Sale" id="sal-1a-2b3" userLabel="darkmode-audit:ignore -- under the photo">
                            <color key="textColor" name="Ink"/>
                        </label>
                        <label opaque="NO" text="Price" id="pri-1a-2b3" userLabel="Price">
                            <color key="textColor" name="Muted"/>
                        </label>
                        <label opaque="NO" text="Old" id="old-1a-2b3" userLabel="darkmode-audit:ignore-next-line">
                            <color key="textColor" name="HeaderText"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" name="Paper"/>
                </view>
            </objects>
        </document>
        """

    /// The 1-based line of the first line of `text` that contains `needle`.
    static func line(of needle: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(needle) }) + 1
    }

    static func scan() throws -> (SourceScan.Result, String) {
        let root = try temporaryApp(["NotesView.swift": view, "Screen.m": screen, "Banner.xib": banner])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try SourceScan(roots: [root]).scan(catalogNames: ["Ink", "Paper", "Muted", "HeaderText"])
        return (result, root)
    }

    /// `(file name, line)` of each pair's foreground with its names, as `Muted on Paper`.
    static func drawn(_ result: SourceScan.Result) -> Set<String> {
        Set(result.pairs.map { "\(($0.foregroundPosition.file as NSString).lastPathComponent):\($0.foregroundPosition.line) \($0.foreground) on \($0.background)" })
    }

    @Test func swiftCommentsLeaveOutWhatTheyCover() throws {
        let (result, _) = try Self.scan()
        let drawn = Self.drawn(result).filter { $0.hasPrefix("NotesView.swift:") }
        func at(_ needle: String, _ pair: String) throws -> String { "NotesView.swift:\(try Self.line(of: needle, in: Self.view)) \(pair)" }
        let expected: Set<String> = [
            try at("Text(\"Shown\")", "Ink on Paper"),
            // The suppression names another pair: stale.
            try at("Text(\"Other\")", "Ink on Paper"),
            // The region names Muted on Paper only.
            try at("Text(\"Ink in region\")", "Ink on Paper"),
            // A string is no comment; a directive not understood leaves nothing out.
            try at("Text(\"// darkmode-audit", "Ink on Paper"),
            try at("Text(\"Still drawn\")", "Ink on Paper"),
            try at("Text(\"Typo\")", "Ink on Paper"),
            try at("Text(\"Prose\")", "Ink on Paper"),
        ]
        #expect(drawn == expected)
        let suppressed = result.tally.suppressedPairs.filter { $0.contains("NotesView.swift") }
        #expect(suppressed.count == 4, "\(suppressed)")
        for (needle, by) in [
            ("Text(\"Hidden\")", "ignore-next-line at"), ("Text(\"Named\")", "ignore-line Muted on Paper at"),
            ("Text(\"In region\")", "disable Muted on Paper at"), ("Text(\"Translucent\")", "ignore-next-line Muted on Paper at"),
        ] {
            let line = try Self.line(of: needle, in: Self.view)
            #expect(suppressed.contains { $0.contains("NotesView.swift:\(line) (\(by)") }, "\(needle): \(suppressed)")
        }
        let other = try Self.line(of: "Text(\"Other\")", in: Self.view)
        #expect(result.tally.staleSuppressions.filter { $0.contains("NotesView.swift") }.map { ($0 as NSString).lastPathComponent }
            == ["NotesView.swift:\(other) (ignore-line Muted on Paper)"])
        let typo = try Self.line(of: "ignore-nextline", in: Self.view)
        #expect(result.tally.malformedSuppressions.filter { $0.contains("NotesView.swift") }.map { ($0 as NSString).lastPathComponent }
            == ["NotesView.swift:\(typo) ('ignore-nextline' is not a directive (ignore-next-line, ignore-line, disable, enable, ignore))"])
    }

    @Test func objectiveCCommentsLeaveOutWhatTheyCover() throws {
        let (result, _) = try Self.scan()
        let drawn = Self.drawn(result).filter { $0.hasPrefix("Screen.m:") }
        let ink = try Self.line(of: "label.textColor", in: Self.screen)
        let muted = try Self.line(of: "caption.textColor", in: Self.screen)
        #expect(drawn == ["Screen.m:\(ink) Ink on Paper"])
        #expect(result.tally.suppressedPairs.contains { $0.hasPrefix("Muted on Paper at ") && $0.contains("Screen.m:\(muted) (ignore-next-line at ") })
        #expect(!result.tally.staleSuppressions.contains { $0.contains("Screen.m") }, "the string is no comment: \(result.tally.staleSuppressions)")
    }

    @Test func anInterfaceBuilderLabelLeavesOutItsElement() throws {
        let (result, _) = try Self.scan()
        let drawn = Set(Self.drawn(result).filter { $0.hasPrefix("Banner.xib:") }.map { $0.split(separator: " ", maxSplits: 1)[1] })
        #expect(drawn == ["Muted on Paper", "HeaderText on Paper"])
        let sale = try Self.line(of: "id=\"sal-1a-2b3\"", in: Self.banner)
        #expect(result.tally.suppressedPairs.contains { $0.hasPrefix("Ink on Paper at ") && $0.hasSuffix("Banner.xib:\(sale))") }, "\(result.tally.suppressedPairs)")
        let old = try Self.line(of: "id=\"old-1a-2b3\"", in: Self.banner)
        #expect(result.tally.malformedSuppressions.contains { $0.hasSuffix("Banner.xib:\(old) (ignore-next-line is code's form; an element's label says ignore)") })
    }

    /// The notes a report shows name each kind, the stale ones and those not understood as
    /// warnings.
    @Test func theNotesListWhatWasLeftOutAndWhatIsStale() throws {
        let root = try temporaryApp(["NotesView.swift": Self.view])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let notes = try SourceScan(roots: [root]).findPairs(for: testPalette).notes
        #expect(notes.contains { $0.hasPrefix("4 pairs were left out where the code says they are not drawn") })
        #expect(notes.contains { $0.hasPrefix("Warning: 1 suppression covers no pair the scan found") })
        #expect(notes.contains { $0.hasPrefix("Warning: 1 darkmode-audit: comment is not understood") })
    }

    /// The article's example, scanned as written inside a view: the pair it names is left out.
    @Test func theArticlesExampleLeavesOutItsPair() throws {
        let article = try String(
            contentsOf: AuditFixtures.repository.appendingPathComponent("Sources/ContrastAudit/ContrastAudit.docc/AuditingAnApp.md"), encoding: .utf8)
        let lines = article.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("// darkmode-audit:ignore-next-line Muted on Paper") })
        #expect(lines[start - 1] == "```swift")
        let end = try #require(lines[start...].firstIndex(of: "```"))
        let view = """
            import SwiftUI
            struct Card: View {
                let caption: String
                var body: some View {
                    VStack {
            \(lines[start..<end].joined(separator: "\n"))
                    }
                    .background(Color("Paper"))
                }
            }
            """
        let root = try temporaryApp(["Card.swift": view])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try SourceScan(roots: [root]).scan(catalogNames: ["Muted", "Paper"])
        #expect(result.pairs.isEmpty, "\(result.pairs)")
        #expect(result.tally.suppressedPairs.count == 1 && result.tally.suppressedPairs[0].hasPrefix("Muted on Paper at "), "\(result.tally)")
        #expect(result.tally.staleSuppressions.isEmpty && result.tally.malformedSuppressions.isEmpty)
    }

    /// In CI the warnings are annotations too: a stale suppression shows in the run's log.
    @Test func theWarningsReachTheAnnotations() throws {
        let root = try temporaryApp(["NotesView.swift": Self.view])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try AuditJob(palette: .palette(testPalette), suggestions: false, colorVision: false, code: SourceScan(roots: [root])).run()
        let github = try ReportFormat.github.render(report)
        #expect(github.contains("::warning title=Contrast audit::1 suppression covers no pair the scan found"), "\(github)")
        #expect(github.contains("::warning title=Contrast audit::1 darkmode-audit: comment is not understood"), "\(github)")
        #expect(try ReportFormat.xcode.render(report).contains("warning: 1 suppression covers no pair the scan found"))
        // With nothing failing, the run still says so.
        #expect(github.contains("::notice title=Contrast audit::test: no failure"), "\(github)")
    }

    @Test(arguments: [
        ("ignore-next-line", "ignore-next-line", nil),
        ("  ignore-line Ink on Paper -- why", "ignore-line Ink on Paper", nil),
        ("disable Ink.opacity(0.5) on Paper", "disable Ink.opacity(0.5) on Paper", nil),
        ("ignore-next-line Ink", nil, "'Ink' names no pair (write it as the report does: Foreground on Background)"),
        ("ignore-next-line Ink on", nil, "'Ink on' names no pair (write it as the report does: Foreground on Background)"),
        ("", nil, "no directive (ignore-next-line, ignore-line, disable, enable, ignore)"),
    ] as [(String, String?, String?)])
    func directivesAreReadOrRefusedWithWhy(body: String, text: String?, reason: String?) {
        switch Suppression.Directive.parse(Substring(body)) {
        case .success(let directive):
            #expect(directive.text == text)
        case .failure(let malformed):
            #expect(malformed.reason == reason)
        }
    }

    /// A file cannot ask for unbounded work: past 1,000 directives the rest are named, not read.
    @Test func aFileOfDirectivesIsReadWithinABound() {
        let comments = (1...5_000).map { (line: $0, column: 1, text: Substring("// darkmode-audit:disable")) } + [(line: 5_001, column: 1, text: "// darkmode-audit:enable")]
        let found = SuppressionComments.suppressions(file: "F.swift", comments: comments)
        #expect(found.suppressions.count == 1_000)
        #expect(found.malformed == ["F.swift:1001 (more than 1000 darkmode-audit: comments in one file: this one and those after it are not read)"])
    }

    @Test func commentsInObjectiveCAreFoundOutsideLiterals() {
        let text = """
            char c = '"'; // darkmode-audit:ignore-line
            NSString *s = @"a \\" // darkmode-audit:ignore-line";
            /* darkmode-audit:disable
               spanning lines */ x = 1;
            // darkmode-audit:enable
            """
        let found = SuppressionComments.cFamily(text, path: "F.m")
        #expect(found.suppressions.map { "\($0.lines) \($0.text)" } == ["1...1 ignore-line", "4...4 disable"])
        #expect(found.malformed.isEmpty)
    }
}
