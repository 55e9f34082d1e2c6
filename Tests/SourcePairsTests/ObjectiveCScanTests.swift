import AdaptedSystemUI
import AuditTestSupport
import Foundation
import Testing

@testable import SourcePairs

@Suite("Pairs from Objective-C")
struct ObjectiveCScanTests {
    static let labelOnPaper = """
        #import <UIKit/UIKit.h>
        @interface Screen : UIViewController
        @end
        @implementation Screen
        - (void)viewDidLoad {
            self.view.backgroundColor = [UIColor colorNamed:@"Paper"];
            UILabel *label = [[UILabel alloc] init];
            label.textColor = [UIColor colorNamed:@"Ink"];
            [self.view addSubview:label];
        }
        @end
        """

    /// Where libclang cannot be loaded, the scan says so once and reads the rest.
    @Test func withoutLibclangTheRestIsRead() throws {
        let root = try temporaryApp([
            "Screen.m": Self.labelOnPaper,
            "Other.m": Self.labelOnPaper.replacingOccurrences(of: "Screen", with: "Other"),
            "V.swift": """
                import SwiftUI
                struct V: View { var body: some View { Text("a").foregroundColor(Color("Muted")).background(Color("CardBackground")) } }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var scan = SourceScan(roots: [root])
        scan.libclangOverride = Libclang.load(["/nonexistent/libclang.so"])
        let found = try scan.findPairs(for: testPalette)
        let reported = Set(found.pairings.map { "\($0.foreground) on \($0.background)" })
        #expect(reported == ["Muted on CardBackground"])
        let notes = found.notes.filter { $0.contains("libclang could not be loaded") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("2 Objective-C files, not read") == true)
    }

    /// The Objective-C files read are counted; C and C++ sources are named, not read.
    @Test func filesReadAndLeftAreCounted() throws {
        let found = try pairs(["Screen.m": Self.labelOnPaper, "fast.c": "int add(int a, int b) { return a + b; }"])
        #expect(found.pairings.contains { "\($0.foreground) on \($0.background)" == "Ink on Paper" })
        #expect(found.notes.contains { $0.contains("1 Objective-C file,") })
        #expect(found.notes.contains { $0.contains("fast.c (C and C++ are not read)") })
    }

    /// A file clang can read only in part gives what it reads, and is named with its first
    /// error; the framework it could not import is named among the includes not followed.
    @Test func aFileReadInPartIsNamed() throws {
        let found = try pairs(["Map.m": """
            #import <UIKit/UIKit.h>
            #import <MapKit/MapKit.h>
            @interface MapScreen : UIViewController
            @end
            @implementation MapScreen
            - (void)viewDidLoad {
                self.view.backgroundColor = [UIColor colorNamed:@"Paper"];
                UILabel *hint = [[UILabel alloc] init];
                hint.textColor = [UIColor colorNamed:@"Ink"];
                [self.view addSubview:hint];
                int count = "not a number" * 2;
            }
            @end
            """])
        #expect(found.pairings.contains { "\($0.foreground) on \($0.background)" == "Ink on Paper" })
        let partly = try #require(found.notes.first { $0.contains("read in part") })
        #expect(partly.contains("Map.m (1 error; the first at line 11"))
        #expect(found.notes.contains { $0.contains("Map.m:2 (#import <MapKit/MapKit.h>)") })
    }

    /// clang reads only the app's own headers: an include that leaves the folder scanned, or
    /// names a device, is blanked and named; a header inside it is read.
    @Test func includesOutsideTheFolderAreNotFollowed() throws {
        let parent = try TemporaryFiles.folder(["outside.h": "#define kPaper [UIColor colorNamed:@\"Paper\"]\n"], prefix: "objc-outside")
        defer { try? FileManager.default.removeItem(at: parent) }
        let app = parent.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "#define kInk [UIColor colorNamed:@\"Ink\"]\n".write(to: app.appendingPathComponent("Inside.h"), atomically: true, encoding: .utf8)
        try """
            #import <UIKit/UIKit.h>
            #import "Inside.h"
            #import "../outside.h"
            #include "/dev/zero"
            #define NAME "Inside.h"
            #include NAME
            @interface Screen : UIViewController
            @end
            @implementation Screen
            - (void)viewDidLoad {
                self.view.backgroundColor = kPaper;
                UILabel *label = [[UILabel alloc] init];
                label.textColor = kInk;
                [self.view addSubview:label];
            }
            @end
            """.write(to: app.appendingPathComponent("Screen.m"), atomically: true, encoding: .utf8)
        let found = try SourceScan(roots: [app.path]).findPairs(for: testPalette)
        // `kPaper` comes from outside: not read, so the label's background is not known.
        #expect(!found.pairings.contains { $0.background.description == "Paper" })
        let note = try #require(found.notes.first { $0.contains("not followed") })
        #expect(note.contains("Screen.m:3 (#import \"../outside.h\")"))
        #expect(note.contains("Screen.m:4 (#include \"/dev/zero\")"))
        #expect(note.contains("Screen.m:6 (#include (a computed name))"))
        #expect(found.pairings.contains { $0.foreground.description == "Ink" })
    }

    /// Macros that would expand to billions of tokens are refused before clang expands them.
    @Test func aMacroBombIsRefused() throws {
        var lines = ["#import <UIKit/UIKit.h>", "#define X0 [UIColor colorNamed:@\"Ink\"],"]
        for level in 1...40 { lines.append("#define X\(level) X\(level - 1) X\(level - 1)") }
        lines.append("void f(void) { id all[] = { X40 }; }")
        let found = try pairs(["Bomb.m": lines.joined(separator: "\n"), "Screen.m": Self.labelOnPaper])
        #expect(found.notes.contains { $0.contains("Bomb.m (clang could not parse it: its macros expand to more than") })
        #expect(found.pairings.contains { "\($0.foreground) on \($0.background)" == "Ink on Paper" })
    }

    /// Classes that forward a method to one another on receivers of unknown class branch at
    /// every level of the reading; it stops within its budget and keeps what it found first.
    @Test(.timeLimit(.minutes(1))) func forwardingMethodsAreReadWithinABudget() throws {
        var source = ["#import <UIKit/UIKit.h>"]
        for index in 0..<6 {
            source.append("""
                @interface C\(index) : NSObject
                @end
                @implementation C\(index)
                - (UIColor *)pick:(NSInteger)value { id other = nil; if (value) { return [other pick:value]; } return [UIColor colorNamed:@"Ink"]; }
                @end
                """)
        }
        source.append("""
            @interface Screen : UIViewController
            @end
            @implementation Screen
            - (void)viewDidLoad {
                id any = nil;
                self.view.backgroundColor = [UIColor colorNamed:@"Paper"];
                UILabel *label = [[UILabel alloc] init];
                label.textColor = [any pick:1];
                [self.view addSubview:label];
            }
            @end
            """)
        let found = try pairs(["Forward.m": source.joined(separator: "\n")])
        #expect(found.pairings.contains { "\($0.foreground) on \($0.background)" == "Ink on Paper" })
    }

    /// The estimate follows object-like and function-like macros (values computed by hand).
    @Test func macroExpansionSizes() {
        #expect(ObjectiveCMacros.expansionSize(of: ["#define A b c\nA A"]) == 4)
        #expect(ObjectiveCMacros.expansionSize(of: ["#define TWICE(x) x x\nTWICE(TWICE(TWICE(y)))"]) == 8)
        // A macro is not expanded inside itself.
        #expect(ObjectiveCMacros.expansionSize(of: ["#define A A b\nA"]) == 2)
        #expect(ObjectiveCMacros.expansionSize(of: ["#define T(x) x x x x x x x x x x\n" + String(repeating: "T(", count: 8) + "y" + String(repeating: ")", count: 8)]) == nil)
    }

    /// A color category's class methods are named by Swift without the `Color` that repeats
    /// the type's name.
    @Test func categoryColorsAsSwiftNamesThem() throws {
        let found = try pairs([
            "UIColor+X.m": """
                #import <UIKit/UIKit.h>
                @implementation UIColor (X)
                + (UIColor *)appInkColor { return [UIColor colorNamed:@"Ink"]; }
                + (UIColor *)paper { return [UIColor colorNamed:@"Paper"]; }
                @end
                """,
            "V.swift": """
                import UIKit
                final class V: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = .paper()
                        let label = UILabel()
                        label.textColor = .appInk()
                        addSubview(label)
                    }
                    required init?(coder: NSCoder) { nil }
                }
                """,
        ])
        #expect(found.pairings.contains { "\($0.foreground) on \($0.background)" == "Ink on Paper" && $0.confidence == .high })
    }

    /// The `objective-c-source` fuzz target's inputs (its corpus, and the inputs of bugs it
    /// found, when there are any), scanned as the target scans them, with its checks. CI fuzzes
    /// the other parsers; this reader is fuzzed by hand (`Fuzz/run.sh SECONDS objective-c-source`),
    /// and its inputs are replayed here.
    @Test func theFuzzTargetsInputsScanWithItsChecks() throws {
        let fuzz = AuditFixtures.repository.appendingPathComponent("Fuzz")
        var inputs: [URL] = []
        for folder in ["Corpus", "Regressions"] {
            let directory = fuzz.appendingPathComponent("\(folder)/objective-c-source")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            inputs += names.sorted().map { directory.appendingPathComponent($0) }
        }
        #expect(inputs.count >= 12)
        var pairsChecked = 0
        for input in inputs {
            let data = try Data(contentsOf: input)
            let root = try temporaryApp([:])
            defer { try? FileManager.default.removeItem(atPath: root) }
            try data.write(to: URL(fileURLWithPath: root).appendingPathComponent("Screen.m"))
            try data.prefix(256).write(to: URL(fileURLWithPath: root).appendingPathComponent("Screen.h"))
            let lines = data.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let result = try SourceScan(roots: [root]).scan(catalogNames: ["Ink", "Paper"])
            pairsChecked += result.pairs.count
            for pair in result.pairs {
                let file = pair.foregroundPosition.file
                #expect(file.hasSuffix(".m") || file.hasSuffix(".h"), "\(input.lastPathComponent): a pair drawn in \(file)")
                #expect((1...(lines + 600)).contains(pair.foregroundPosition.line), "\(input.lastPathComponent): line \(pair.foregroundPosition.line)")
            }
        }
        #expect(pairsChecked > 0, "the corpus gives no pair: the checks above checked nothing")
    }
}
