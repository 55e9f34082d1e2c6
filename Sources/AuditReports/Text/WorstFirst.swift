import AuditModel

/// Findings in the order the reports show failures: grouped by pair, each pair's findings
/// worst first, and the pairs by their worst; ties keep the order the audit made them in.
enum WorstFirst {
    /// `findings` grouped by pair, ordered by `rank` (smaller first) within and across pairs.
    static func byPair(_ findings: [Finding], rank: (Finding) -> (Int, Double)) -> [[Finding]] {
        var order: [PairID] = []
        var byPair: [PairID: [Finding]] = [:]
        for finding in findings {
            if byPair[finding.pair] == nil { order.append(finding.pair) }
            byPair[finding.pair, default: []].append(finding)
        }
        return stablySorted(order.map { stablySorted(byPair[$0]!, by: rank) }) { rank($0[0]) }
    }

    /// `items` by `key`, ties in their order.
    static func stablySorted<Item>(_ items: [Item], by key: (Item) -> (Int, Double)) -> [Item] {
        items.enumerated().sorted { a, b in
            let (x, y) = (key(a.element), key(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }
}
