import ContrastAudit
import Foundation
import SourcePairs
import Testing

/// The Xcode project tells the app's target apart. The fixture `TargetsApp` has, written by
/// hand: an app `Notes` (NoteView.swift, a localized Main.storyboard, Notes/Assets.xcassets,
/// `INFOPLIST_KEY_UIUserInterfaceStyle = Dark` at line 275 of the project file; built for
/// `SDKROOT = iphoneos` from `IPHONEOS_DEPLOYMENT_TARGET = 15.0`, both set for the project,
/// with a `#if os(macOS)` branch and `if #available(iOS 15, *)` branches in NoteView.swift) that builds
/// the framework `NotesKit` (Badge.swift) and embeds `NotesWidget` (WidgetView.swift, its own
/// catalog with another `Ink`, an Info.plist locking it to light); `NotesTests`; and a Mac
/// app `NotesMac` that builds the synchronized folder `Mac` less `Legacy.swift`, where
/// `NotesWidget` takes `WidgetShared.swift` by exception. `Packages/NotesUI` is a local
/// package no target lists, shown in Xcode as a synchronized folder no target builds;
/// `Notes/Deprecated/OldNoteView.swift` is in the app's folder and in no target. The
/// framework's folder is `NotesKIT` on disk, `NotesKit` in the project (as a Mac's
/// case-insensitive disk lets it be); `Notes.xcworkspace` lists `Tools/Tools.xcodeproj`,
/// which is not checked out, beside `Tools/Tools/Format.swift`.
@Suite("Targets of an Xcode project")
struct ProjectTargetTests {
    let folder: SourceFolder

    init() throws {
        folder = try SourceFolder(roots: [fixture("TargetsApp")])
    }

    func relative(_ file: SourceFolder.File) -> String {
        String(file.path.dropFirst(fixture("TargetsApp").count + 1))
    }

    @Test func theAppTargetAndItsFrameworksAreRead() throws {
        let choice = try ProjectTarget.choose(in: folder)
        let target = try #require(choice.target)
        #expect(target.target.name == "Notes")
        #expect(target.built.map(\.name) == ["Notes", "NotesKit"], "the framework is built in; the widget is not")
        let leftOut = Dictionary(
            uniqueKeysWithValues: (folder.swiftFiles + folder.interfaceBuilderFiles + folder.assetCatalogs + folder.infoPlists)
                .compactMap { file in target.leftOut(file).map { (relative(file), $0) } })
        #expect(
            leftOut == [
                "NotesWidget/WidgetView.swift": .otherTarget("NotesWidget"),
                "NotesWidget/Assets.xcassets": .otherTarget("NotesWidget"),
                "NotesWidget/Info.plist": .otherTarget("NotesWidget"),
                "Mac/WidgetShared.swift": .otherTarget("NotesWidget"),
                "Mac/MacView.swift": .otherTarget("NotesMac"),
                "NotesTests/SnapshotTests.swift": .otherTarget("NotesTests"),
                "Mac/Legacy.swift": .notBuilt,
                "Notes/Deprecated/OldNoteView.swift": .notInProject,
            ])
        #expect(choice.notes.first?.contains("Read as target 'Notes'") == true)
        #expect(choice.notes.first?.contains("8 files it does not build were left out") == true)
        #expect(choice.notes.first?.contains("it is built for iOS only, so code under `#if os(…)` for other platforms is not read") == true)
        #expect(choice.notes.contains { $0.contains("Other app targets, not read: NotesMac") })
        let lock = try #require(target.appearanceLock)
        #expect(lock.style == .dark)
        #expect(lock.position == SourcePosition(file: "\(fixture("TargetsApp"))/Notes.xcodeproj/project.pbxproj", line: 275, column: 1))
    }

    @Test func theScanReadsOnlyWhatTheTargetBuilds() throws {
        let catalog = try AssetCatalog.read(fixture("TargetsApp/Notes/Assets.xcassets"))
        var scan = SourceScan(roots: [fixture("TargetsApp")])
        scan.target = try ProjectTarget.choose(in: folder).target
        let found = try scan.findPairs(for: catalog)
        // NoteView, Badge (the framework), Row (the local package) and the storyboard's label;
        // not NoteScreen's macOS branch (Muted on Card), which the iOS app does not build, nor
        // what its views set before iOS 15 (Paper on Ink, Paper on Muted), which never runs.
        #expect(
            Set(found.pairings.map(ExpectedPair.init)) == [
                ExpectedPair("Ink", "Paper", .bodyText, .high, cells: "dark"),
                ExpectedPair("Muted", "Paper", .bodyText, .high, cells: "dark"),
                ExpectedPair("Ink", "Card", .bodyText, .high, cells: "dark"),
            ])
        // The widget's Info.plist (light) is another target's: the app's build setting locks it.
        #expect(found.notes.contains { $0.contains("locked to dark appearance at") && $0.contains("project.pbxproj:275") })
    }

    @Test func anotherTargetByName() throws {
        let catalog = try AssetCatalog.read(fixture("TargetsApp/Notes/Assets.xcassets"))
        var scan = SourceScan(roots: [fixture("TargetsApp")])
        scan.target = try ProjectTarget.choose(in: folder, named: "NotesMac").target
        let found = try scan.findPairs(for: catalog)
        // MacView and WidgetShared (in the folder, not excepted for the Mac app), Row; not
        // Legacy (excepted), not the iOS app's files.
        #expect(
            Set(found.pairings.map(ExpectedPair.init)) == [
                ExpectedPair("Muted", "Card", .bodyText, .high),
                ExpectedPair("Card", "Paper", .bodyText, .high),
                ExpectedPair("Ink", "Card", .bodyText, .high),
            ])
        #expect(throws: InputFileError.self) { try ProjectTarget.choose(in: folder, named: "Nope") }
        do throws(InputFileError) {
            _ = try ProjectTarget.choose(in: folder, named: "Nope")
        } catch {
            #expect(error.message == "no target 'Nope'; the targets are Notes, NotesKit, NotesWidget, NotesTests, NotesMac")
        }
    }

    @Test func catalogsOfOtherTargetsAreKeptApart() throws {
        let target = try ProjectTarget.choose(in: folder).target
        let chosen = ProjectCatalogs.choose(folder.assetCatalogs, swiftFiles: folder.swiftFiles, target: target)
        #expect(chosen.catalogs.map(relative) == ["Notes/Assets.xcassets"])
        #expect(chosen.notes == [
            "\(fixture("TargetsApp"))/NotesWidget/Assets.xcassets is kept apart: target 'NotesWidget' builds it; audit it with --palette \(fixture("TargetsApp"))/NotesWidget/Assets.xcassets"
        ])
    }

    /// A project checked in beside its sources, out of the folder its group names
    /// (`path = App` around `App.swift`, with `App.swift` beside the `.xcodeproj`): the target
    /// builds nothing that is there, and the note says so and what to do, rather than only
    /// counting the files left out.
    @Test func aProjectMovedApartFromItsSourcesIsNamed() throws {
        let project = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		B1 = {isa = PBXBuildFile; fileRef = F1; };
            		F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
            		G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
            		G1 = {isa = PBXGroup; children = (F1, ); path = App; sourceTree = "<group>"; };
            		S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            		T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
            		P1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, ); };
            	};
            	rootObject = P1;
            }
            """
        let root = try temporaryApp([
            "App.xcodeproj/project.pbxproj": project,
            "App.swift": "import SwiftUI",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let choice = try ProjectTarget.choose(in: try SourceFolder(roots: [root]))
        #expect(choice.target?.target.name == "App")
        #expect(choice.notes.contains {
            $0.hasPrefix("Target 'App' builds 1 source file that is not where its project says (\(root)/App/App.swift)")
                && $0.hasSuffix("Scan the folder's code as it is with --sources.")
        }, "\(choice.notes)")
    }

    /// A project file that cannot be read is a note, not an abort: the scan reads every file.
    @Test func anUnreadableProjectIsANote() throws {
        let root = try temporaryApp([
            "App.xcodeproj/project.pbxproj": "{ objects = ( ",
            "Other.xcodeproj/project.pbxproj": "{ archiveVersion = 1; objects = {}; }",
            "A.swift": "import SwiftUI",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let choice = try ProjectTarget.choose(in: try SourceFolder(roots: [root]))
        #expect(choice.target == nil)
        #expect(choice.notes.count == 2)
        #expect(choice.notes.allSatisfy { $0.hasPrefix("An Xcode project could not be read, so its targets are not told apart: \(root)/") })
        #expect(choice.notes.contains { $0.contains("Other.xcodeproj/project.pbxproj: not an Xcode project: no PBXProject at 'rootObject'") })
        #expect(throws: InputFileError.self) { try ProjectTarget.choose(in: try SourceFolder(roots: [root]), named: "App") }
    }
}
