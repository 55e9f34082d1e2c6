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
    /// Storyboards that nothing loads (no code, storyboard reference or Info.plist key names
    /// them): not read.
    public internal(set) var unusedDocuments: [String] = []
    /// Files that could not be read (not UTF-8, too large, unreadable XML), with why.
    public internal(set) var skippedFiles: [String] = []
    /// Swift files whose declarations are all inside `#if` blocks (`#if canImport(SwiftUI)`,
    /// `#if os(iOS)`): read in every branch, named so a reader can check what was read.
    public internal(set) var conditionalFiles: [String] = []
    /// Files read, by kind.
    public internal(set) var swiftFiles = 0
    public internal(set) var interfaceBuilderFiles = 0

    mutating func merge(_ other: ScanTally) {
        unreadColors += other.unreadColors
        unmeasurableBackgrounds += other.unmeasurableBackgrounds
        skippedFiles += other.skippedFiles
        conditionalLocks += other.conditionalLocks
        unusedTypes += other.unusedTypes
        uncalledFunctions += other.uncalledFunctions
        unusedDocuments += other.unusedDocuments
        conditionalFiles += other.conditionalFiles
        swiftFiles += other.swiftFiles
        interfaceBuilderFiles += other.interfaceBuilderFiles
    }
}
