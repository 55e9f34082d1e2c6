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
    /// Files that could not be read (not UTF-8, too large, unreadable XML), with why.
    public internal(set) var skippedFiles: [String] = []
    /// Files read, by kind.
    public internal(set) var swiftFiles = 0
    public internal(set) var interfaceBuilderFiles = 0

    mutating func merge(_ other: ScanTally) {
        unreadColors += other.unreadColors
        unmeasurableBackgrounds += other.unmeasurableBackgrounds
        skippedFiles += other.skippedFiles
        conditionalLocks += other.conditionalLocks
        swiftFiles += other.swiftFiles
        interfaceBuilderFiles += other.interfaceBuilderFiles
    }
}
