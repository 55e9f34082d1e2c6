/// The suppressions of every file scanned, applied to the pairs found: a pair drawn at a
/// place one covers is left out, and listed in the tally with the suppression that left it
/// out; a suppression that covers no pair is stale, and listed too.
struct Suppressions: Sendable {
    private(set) var all: [Suppression] = []
    private(set) var malformed: [String] = []

    mutating func add(_ found: SuppressionComments.Found) {
        all += found.suppressions
        malformed += found.malformed
    }

    /// The pairs no suppression covers; the others, the stale suppressions and the comments
    /// not understood, in the tally.
    func apply(to pairs: [DrawnPair], tally: inout ScanTally) -> [DrawnPair] {
        tally.malformedSuppressions += malformed
        guard !all.isEmpty else { return pairs }
        var byFile: [String: [Int]] = [:]
        for (index, suppression) in all.enumerated() { byFile[suppression.file, default: []].append(index) }
        var used = Set<Int>()
        var kept: [DrawnPair] = []
        for pair in pairs {
            let files = Set([pair.foregroundPosition.file] + (pair.backgroundPosition.map { [$0.file] } ?? []))
            let covering = files.flatMap { byFile[$0] ?? [] }.sorted().filter { all[$0].covers(pair) }
            guard let first = covering.first else {
                kept.append(pair)
                continue
            }
            used.formUnion(covering)
            let by = all[first]
            tally.suppressedPairs.append(
                "\(pair.foreground) on \(pair.background) at \(pair.foregroundPosition.file):\(pair.foregroundPosition.line) (\(by.text) at \(by.position.file):\(by.position.line))")
        }
        for (index, suppression) in all.enumerated() where !used.contains(index) {
            tally.staleSuppressions.append("\(suppression.position.file):\(suppression.position.line) (\(suppression.text))")
        }
        return kept
    }
}
