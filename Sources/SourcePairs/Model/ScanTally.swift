/// What a scan met and did not use, counted and located, so that a report can say what
/// was not checked.
public struct ScanTally: Hashable, Sendable {
    /// Colors passed to drawing code that the reader could not resolve (a color computed at
    /// run time, a wrapper it could not follow): one position each.
    public internal(set) var unreadColors: [SourcePosition] = []
    /// Foregrounds drawn over a background the audit cannot measure (a material, a
    /// gradient, an image).
    public internal(set) var unmeasurableBackgrounds: [SourcePosition] = []
    /// Appearances set only on some condition (a user setting, a branch, a build flag):
    /// not locks, so both appearances are audited.
    public internal(set) var conditionalLocks: [SourcePosition] = []
    /// Types that would draw pairs but that nothing in the code scanned uses (no reference
    /// outside their own declarations and previews, no storyboard's `customClass`): dead
    /// code, not read. `Name (file)`.
    public internal(set) var unusedTypes: [String] = []
    /// Methods of the app's classes that set colors and that no code scanned calls (not an
    /// override, an action, or a delegate's method): dead code, not read. `Type.name (file:line)`.
    public internal(set) var uncalledFunctions: [String] = []
    /// Storyboards and XIBs that nothing loads (no code, storyboard reference or Info.plist key
    /// names them): not read.
    public internal(set) var unusedDocuments: [String] = []
    /// Storyboard scenes nothing shows (not the initial one, no identifier to load it by, no
    /// segue to it): not read. `File.storyboard:12 (NotesController)`.
    public internal(set) var unreachableScenes: [String] = []
    /// Files that could not be read (not UTF-8, too large, unreadable XML), with why.
    public internal(set) var skippedFiles: [String] = []
    /// Swift files whose declarations are all inside `#if` blocks (`#if canImport(SwiftUI)`,
    /// `#if os(iOS)`): read in every branch, named so a reader can check what was read.
    public internal(set) var conditionalFiles: [String] = []
    /// Objective-C files clang could parse only in part (a header or a type it could not
    /// find), with how many errors it reported and the first: what they held there was not
    /// read. `File.m (3 errors; the first at line 12: unknown type name 'MKMapView')`.
    public internal(set) var partlyReadFiles: [String] = []
    /// Includes not followed (`File.m:3 (#import "../../outside.h")`): a file outside the folders
    /// scanned, a name a macro computes, a framework the reader has no declarations for.
    public internal(set) var includesNotFollowed: [String] = []
    /// Pairs left out because the code says they are not drawn there (a
    /// `darkmode-audit:ignore-next-line` comment, a `disable` region, an Interface Builder
    /// element labelled `darkmode-audit:ignore`): `Ink on Paper at File.swift:12
    /// (ignore-next-line at File.swift:11)`.
    public internal(set) var suppressedPairs: [String] = []
    /// Suppressions that cover no pair the scan found: `File.swift:11 (ignore-next-line Ink
    /// on Paper)`. Remove them, or name the pair as the report does.
    public internal(set) var staleSuppressions: [String] = []
    /// Comments (and element labels) that start with `darkmode-audit:` and are not a
    /// suppression this reader knows, with why: `File.swift:11 ('ignore-next' is not a directive …)`.
    public internal(set) var malformedSuppressions: [String] = []
    /// Files read, by kind.
    public internal(set) var swiftFiles = 0
    public internal(set) var objectiveCFiles = 0
    public internal(set) var interfaceBuilderFiles = 0

    mutating func merge(_ other: ScanTally) {
        unreadColors += other.unreadColors
        unmeasurableBackgrounds += other.unmeasurableBackgrounds
        skippedFiles += other.skippedFiles
        conditionalLocks += other.conditionalLocks
        unusedTypes += other.unusedTypes
        uncalledFunctions += other.uncalledFunctions
        unusedDocuments += other.unusedDocuments
        unreachableScenes += other.unreachableScenes
        conditionalFiles += other.conditionalFiles
        partlyReadFiles += other.partlyReadFiles
        includesNotFollowed += other.includesNotFollowed
        suppressedPairs += other.suppressedPairs
        staleSuppressions += other.staleSuppressions
        malformedSuppressions += other.malformedSuppressions
        swiftFiles += other.swiftFiles
        objectiveCFiles += other.objectiveCFiles
        interfaceBuilderFiles += other.interfaceBuilderFiles
    }
}
