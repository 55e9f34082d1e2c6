extension ContrastSuggestion {
    /// The search on the 8-bit lattice, for verdicts that only get better as a color gets
    /// lighter (or darker) — what a luminance threshold gives, for an opaque foreground and for
    /// a translucent one at a fixed alpha alike.
    ///
    /// **Columns.** In each column of colors that differ only in green (the channel that moves
    /// luminance most), the passing ones toward light are green ≥ some value, toward dark
    /// green ≤ some value. The boundary is found from the verdicts at the bracket's ends,
    /// interpolated in linear light (contrast is linear in luminance toward light, in its
    /// inverse toward dark, and luminance is linear in the linearized green), checked on both
    /// sides, and bisected when a guess misses. A column has two values: its *boundary
    /// distance*, the CIEDE2000 from the original to the exact (fractional) boundary — XYZ
    /// interpolated in linear light — which varies smoothly from column to column; and its
    /// *lattice distance*, that of its nearest passing 8-bit color (the boundary's, or a
    /// step along the column that is nearer: at a gamut face, more green can bring the hue
    /// back).
    ///
    /// **The search**, per direction: a descent over the plane of columns (red × blue) on the
    /// boundary distance, from the nearer of two columns, the original's and that of the
    /// first passing mix of the original toward black or white — to the nearest of the eight
    /// columns around at a step, while one is nearer, halving the step from 8 to 1 (from 32
    /// when the start lies beyond ``ContrastSuggestion/meaningfulDistance``). A descent from
    /// each start cost twice as much and found nothing nearer within 20 ΔE00 of the original
    /// on the oracle's 300 pairs; when even the nearer start lies beyond 20, each gets the
    /// coarse steps (32 to 8) and the lowest end the fine ones (far answers lie in valleys far
    /// apart: `#8EA7A3B0` over `#18EE0E` at 3:1 has its nearest at 23.3 in the other one, and
    /// one descent stopped at 33.1). When neither
    /// start's column passes, the descent starts at the corner column that goes furthest that
    /// way. The boundary distance has no
    /// sawtooth from the 8-bit rounding of the green, so the descent does not stop in one.
    /// Then best-first from where it ended: columns in order of boundary distance, each
    /// measured on the lattice, until the next one's boundary distance is within
    /// ``searchTolerance`` of the best lattice distance found (the boundary is the nearest a
    /// column can come). Last, a pattern search over all three channels among passing colors
    /// (steps 2 and 1, the 26 neighbours) from the best.
    ///
    /// When the best lies on a face of green (0 or 255), where the boundary meets that face and
    /// columns along green cannot follow it, the same passes run with columns along blue from
    /// there; when it lies near one (within ``faceReach``), they run by single steps from the
    /// face's column beside it, where a valley of its own may hold a nearer answer (`#9D011B`
    /// over `#C58478` has its nearest there).
    ///
    /// With a ``LightnessBound`` (a verdict on luminance alone), a direction whose least
    /// possible CIEDE2000 is no nearer than what the other gave is not searched.
    ///
    /// Candidates are ranked by CIEDE2000 on ``EightBitLab``'s Lab (Little CMS's, per
    /// channel); the suggestion's distance is measured through ``LabConverter``. `nil` when no
    /// column passes (the caller then walks in LCh).
    ///
    /// `mirrored` reads the channels whose bits it sets (1 red, 2 green, 4 blue) as 255 minus their value, so
    /// that "toward light" moves them down: for a verdict that gets better as each channel
    /// moves its own way (a background moving away from a translucent foreground).
    static func latticeSearch(
        original: SRGB, minimum: Double, seeds: [Bool: SRGB] = [:], bound: LightnessBound? = nil,
        mirrored: Int = 0, scratch: LatticeScratch? = nil, ratio: (SRGB) throws(ContrastError) -> Double
    ) throws -> ContrastSuggestion? {
        let tables = try EightBitLab.shared()
        let converter = try LabConverter.shared()
        let originalLab = converter.lab(of: original)
        let alpha8 = UInt8((original.alpha * 255).rounded())
        /// Each channel's value as the search reads it, and back (the map is its own inverse):
        /// XOR with 255 where mirrored, which is 255 − v for 0...255.
        func flip(_ channel: Int) -> Int { mirrored >> channel & 1 == 1 ? 255 : 0 }
        let (flipRed, flipGreen, flipBlue) = (flip(0), flip(1), flip(2))
        let r0 = Int((original.red * 255).rounded()) ^ flipRed, g0 = Int((original.green * 255).rounded()) ^ flipGreen
        let b0 = Int((original.blue * 255).rounded()) ^ flipBlue
        func color(_ r: Int, _ g: Int, _ b: Int) -> SRGB {
            SRGB(red8: UInt8(r ^ flipRed), green8: UInt8(g ^ flipGreen), blue8: UInt8(b ^ flipBlue), alpha8: alpha8)
        }
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Double { DeltaE2000.difference(originalLab, tables.lab(r ^ flipRed, g ^ flipGreen, b ^ flipBlue)) }

        // The best passing color found, by its distance.
        var best: (distance: Double, position: (Int, Int, Int))?
        // Columns and colors measured (keys tagged by kind, axis and direction).
        let memo = scratch?.memo ?? LatticeMemo()
        defer { scratch?.memo.reset() }
        // With a bound, the side that may hold the nearer color first, and the other only
        // when it may hold something nearer than what the first gave.
        let floors = [false, true].map { lighter in bound?.deltaE(from: originalLab, lighter: lighter, weights: tables.luminanceWeights) ?? 0 }
        let directions = floors[1] < floors[0] ? [true, false] : [false, true]

        /// One pass: columns along `axis` (0 red, 1 green, 2 blue) over the plane of the other
        /// two channels (`u`, `v`), passing toward light or dark, descending from `starts`
        /// (points of the plane); `local`, by single steps only.
        func pass(axis: Int, towardLight: Bool, starts: [(Int, Int)], local: Bool = false) throws {
            if let best, floors[towardLight ? 1 : 0] >= best.distance { return }
            // A plane point and a column value as red, green, blue.
            func rgb(_ u: Int, _ v: Int, _ w: Int) -> (Int, Int, Int) {
                axis == 0 ? (w, u, v) : axis == 1 ? (u, w, v) : (u, v, w)
            }
            func plane(_ position: (Int, Int, Int)) -> (u: Int, v: Int, w: Int) {
                axis == 0 ? (position.1, position.2, position.0) : axis == 1 ? (position.0, position.2, position.1) : position
            }
            func colorAt(_ u: Int, _ v: Int, _ w: Int) -> SRGB { let (r, g, b) = rgb(u, v, w); return color(r, g, b) }
            func distanceAt(_ u: Int, _ v: Int, _ w: Int) -> Double { let (r, g, b) = rgb(u, v, w); return distance(r, g, b) }
            /// A value of the axis's channel in linear light.
            let flipAxis = flip(axis)
            func linear(_ value: Int) -> Double { RelativeLuminance.linearize(Double(value ^ flipAxis) / 255) }
            let w0 = plane((r0, g0, b0)).w
            let end = towardLight ? 255 : 0
            let toward = towardLight ? 1 : -1
            let tag = (axis * 2 + (towardLight ? 1 : 0)) << 36
            let boundaryTag = tag | 1 << 32, latticeTag = tag | 2 << 32
            func scale(_ ratio: Double) -> Double { towardLight ? ratio : 1 / ratio }

            /// The column's distance — to the exact boundary, or nearer where its lattice is —
            /// and the passing value nearest the original's (`.infinity` and -1 when nothing in
            /// the column passes).
            func column(_ u: Int, _ v: Int) throws -> (distance: Double, value: Int) {
                let key = boundaryTag | u << 8 | v
                if let known = memo.value(key) { return known }
                var found = (distance: Double.infinity, value: -1)
                let atOwn = try ratio(colorAt(u, v, w0))
                if atOwn >= minimum {
                    // No boundary between the original's value and the column's passing
                    // colors: the column's nearest is its own best.
                    found = try walk(u, v, from: w0)
                    memo.store(latticeTag | u << 8 | v, distance: found.distance, value: found.value)
                } else if end != w0 {
                    let atEnd = try ratio(colorAt(u, v, end))
                    if atEnd >= minimum {
                        let (failing, passing) = try boundary(u, v, failing: (w0, atOwn), passing: (end, atEnd))
                        let t = (scale(minimum) - scale(failing.ratio)) / (scale(passing.ratio) - scale(failing.ratio))
                        let (r, g, b) = rgb(u, v, failing.value)
                        let fraction = t.isFinite ? min(1, max(0, t)) : 1
                        let lab = tables.lab(r ^ flipRed, g ^ flipGreen, b ^ flipBlue, channel: axis, towards: passing.value ^ flipAxis, fraction: fraction)
                        found = (DeltaE2000.difference(originalLab, lab), passing.value)
                    }
                }
                memo.store(key, distance: found.distance, value: found.value)
                return found
            }
            /// The column's nearest passing 8-bit color.
            func lattice(_ u: Int, _ v: Int) throws -> (distance: Double, value: Int) {
                let start = try column(u, v).value
                guard start >= 0 else { return (.infinity, -1) }
                if let known = memo.value(latticeTag | u << 8 | v) { return known }
                // Beyond the boundary the column can come nearer still (at a gamut face).
                let walked = try walk(u, v, from: start)
                memo.store(latticeTag | u << 8 | v, distance: walked.distance, value: walked.value)
                return walked
            }
            /// From a passing value, steps along the column that double while they get
            /// nearer, then halve; the nearest passing color met.
            func walk(_ u: Int, _ v: Int, from start: Int) throws -> (distance: Double, value: Int) {
                var nearest = (distance: distanceAt(u, v, start), value: start)
                for way in stride(from: toward, through: -toward, by: -2 * toward) {
                    var (step, last) = (1, 0)
                    while true {
                        let w = nearest.value + way * step
                        guard (0...255).contains(w), try ratio(colorAt(u, v, w)) >= minimum else { break }
                        let found = distanceAt(u, v, w)
                        guard found < nearest.distance else { break }
                        (nearest, last, step) = ((found, w), step, step * 2)
                    }
                    var half = last / 2
                    while half >= 1 {
                        for w in stride(from: nearest.value - half, through: nearest.value + half, by: 2 * half) where (0...255).contains(w) {
                            guard try ratio(colorAt(u, v, w)) >= minimum else { continue }
                            let found = distanceAt(u, v, w)
                            if found < nearest.distance { nearest = (found, w) }
                        }
                        half /= 2
                    }
                }
                return nearest
            }
            /// The values on either side of the boundary in a column whose verdict turns once
            /// between `failing` and `passing`, with their ratios: three guesses interpolated in
            /// linear light, each checked with the value beside it, then bisection.
            func boundary(_ u: Int, _ v: Int, failing: (value: Int, ratio: Double), passing: (value: Int, ratio: Double)) throws
                -> (failing: (value: Int, ratio: Double), passing: (value: Int, ratio: Double))
            {
                var (failing, passing) = (failing, passing)
                func update(_ w: Int) throws {
                    let value = try ratio(colorAt(u, v, w))
                    if value >= minimum { passing = (w, value) } else { failing = (w, value) }
                }
                var guesses = 0
                while abs(passing.value - failing.value) > 1 {
                    let (low, high) = (min(failing.value, passing.value) + 1, max(failing.value, passing.value) - 1)
                    guard guesses < 3 else {
                        try update((failing.value + passing.value) / 2)
                        continue
                    }
                    guesses += 1
                    let (from, to) = (linear(failing.value), linear(passing.value))
                    let t = (scale(minimum) - scale(failing.ratio)) / (scale(passing.ratio) - scale(failing.ratio))
                    let target = min(1, max(0, from + (to - from) * (t.isFinite ? t : 0.5)))
                    let guess = min(high, max(low, Int((RelativeLuminance.encodeByFormula(target) * 255).rounded()) ^ flipAxis))
                    try update(guess)
                    // The other side of the guess.
                    let beside = passing.value == guess ? guess - toward : guess + toward
                    if abs(passing.value - failing.value) > 1 { try update(beside) }
                }
                return (failing, passing)
            }

            // The descent on the column distance: from the nearer start; when even the nearer
            // lies beyond the distance nearest is promised at, coarse steps from each (far
            // answers lie in valleys far apart) and the fine ones from the lowest end.
            var passing: [(distance: Double, u: Int, v: Int)] = []
            for (u, v) in starts {
                let found = try column(u, v).distance
                if found.isFinite { passing.append((found, u, v)) }
            }
            if passing.isEmpty {
                // No start's column passes: the corner column that goes furthest this way.
                let corner = towardLight ? 255 : 0
                let found = try column(corner, corner).distance
                if found.isFinite { passing.append((found, corner, corner)) }
            }
            passing.sort { $0.distance < $1.distance }
            if let nearer = passing.first, nearer.distance <= ContrastSuggestion.meaningfulDistance { passing = [nearer] }
            /// The descent from `start` by `steps` (those above 8 only from beyond 20 ΔE00).
            func descend(from start: (distance: Double, u: Int, v: Int), steps: [Int]) throws -> (distance: Double, u: Int, v: Int) {
                var (here, u, v) = start
                for step in steps where local ? step == 1 : step <= 8 || here > ContrastSuggestion.meaningfulDistance {
                    var moved = true
                    while moved {
                        moved = false
                        var nearest = (distance: here, u: u, v: v)
                        for du in stride(from: -step, through: step, by: step) {
                            for dv in stride(from: -step, through: step, by: step) where du != 0 || dv != 0 {
                                let (nu, nv) = (u + du, v + dv)
                                guard (0...255).contains(nu), (0...255).contains(nv) else { continue }
                                let found = try column(nu, nv).distance
                                if found < nearest.distance { nearest = (found, nu, nv) }
                            }
                        }
                        if nearest.distance < here { (here, u, v, moved) = (nearest.distance, nearest.u, nearest.v, true) }
                    }
                }
                return (here, u, v)
            }
            // Several starts: the coarse steps from each, the fine ones from the lowest end.
            var descended: (distance: Double, u: Int, v: Int)?
            if passing.count > 1 {
                let coarse = try passing.map { try descend(from: $0, steps: Self.columnSteps.filter { $0 >= 8 }) }
                if let lowest = coarse.min(by: { $0.distance < $1.distance }) {
                    descended = try descend(from: lowest, steps: Self.columnSteps.filter { $0 < 8 })
                }
            } else if let start = passing.first {
                descended = try descend(from: start, steps: Self.columnSteps)
            }

            // Best-first over columns by column distance, each measured on the lattice.
            var queue = ColumnQueue()
            // Each column enters the queue once (a bit per column).
            let queued = scratch?.queued ?? ColumnBits()
            defer { queued.reset() }
            func enqueue(_ u: Int, _ v: Int) throws {
                guard (0...255).contains(u), (0...255).contains(v) else { return }
                guard queued.insert(u << 8 | v) else { return }
                let found = try column(u, v).distance
                if found.isFinite { queue.push(found, u, v) }
            }
            if let descended { try enqueue(descended.u, descended.v) }
            while let next = queue.pop() {
                if let best, next.distance >= best.distance - Self.searchTolerance { break }
                let found = try lattice(next.u, next.v)
                if found.value >= 0, best.map({ found.distance < $0.distance }) ?? true {
                    best = (found.distance, rgb(next.u, next.v, found.value))
                }
                for du in -1...1 {
                    for dv in -1...1 where du != 0 || dv != 0 { try enqueue(next.u + du, next.v + dv) }
                }
            }
        }

        // Columns along green, from the original's column or the mix's.
        for towardLight in directions {
            var starts = [(r0, b0)]
            if let seed = seeds[towardLight] { starts.append((Int((seed.red * 255).rounded()) ^ flipRed, Int((seed.blue * 255).rounded()) ^ flipBlue)) }
            try pass(axis: 1, towardLight: towardLight, starts: starts)
        }
        // A best on a face of green (0 or 255) lies where the boundary meets that face, which
        // columns along green cannot follow: columns along blue, from there. A best near a
        // face may have a nearer answer in a valley of its own on the face beside it: columns
        // along blue, by single steps from the face's column.
        if let found = best {
            let (red, green) = (found.position.0, found.position.1)
            if green == 0 || green == 255 {
                for towardLight in directions { try pass(axis: 2, towardLight: towardLight, starts: [(red, green)]) }
            } else if green <= Self.faceReach || green >= 255 - Self.faceReach {
                let face = green <= Self.faceReach ? 0 : 255
                for towardLight in directions { try pass(axis: 2, towardLight: towardLight, starts: [(red, face)], local: true) }
            }
        }
        guard var best else { return nil }

        // The pattern search over all three channels, among passing colors.
        func point(_ r: Int, _ g: Int, _ b: Int) throws -> Double {
            let key = 15 << 36 | r << 16 | g << 8 | b
            if let known = memo.value(key) { return known.distance }
            let value = try ratio(color(r, g, b)) >= minimum ? distance(r, g, b) : .infinity
            memo.store(key, distance: value, value: g)
            return value
        }
        for step in Self.colorSteps {
            var moved = true
            while moved {
                moved = false
                var nearest = best
                for dr in stride(from: -step, through: step, by: step) {
                    for dg in stride(from: -step, through: step, by: step) {
                        for db in stride(from: -step, through: step, by: step) where dr != 0 || dg != 0 || db != 0 {
                            let (nr, ng, nb) = (best.position.0 + dr, best.position.1 + dg, best.position.2 + db)
                            guard (0...255).contains(nr), (0...255).contains(ng), (0...255).contains(nb) else { continue }
                            let found = try point(nr, ng, nb)
                            if found < nearest.distance { nearest = (found, (nr, ng, nb)) }
                        }
                    }
                }
                if nearest.distance < best.distance { (best, moved) = (nearest, true) }
            }
        }
        let found = color(best.position.0, best.position.1, best.position.2)
        return ContrastSuggestion(
            color: found, ratio: try ratio(found), deltaE2000: DeltaE2000.difference(originalLab, converter.lab(of: found.withAlphaOne)))
    }

    /// The descent's steps over the plane of columns, and the pattern search's over colors.
    static let columnSteps = [32, 16, 8, 4, 2, 1], colorSteps = [2, 1]

    /// How near a face of green (in 8-bit steps) the best must lie for the pass along blue.
    static let faceReach = 8

    /// How much nearer than the best found a column must be able to come for the best-first
    /// pass to measure it, in ΔE00.
    static let searchTolerance = 0.02
}

/// A min-heap of columns by boundary distance, for the best-first pass.
struct ColumnQueue {
    private var items: [(distance: Double, u: Int, v: Int)] = []

    mutating func push(_ distance: Double, _ u: Int, _ v: Int) {
        items.append((distance, u, v))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].distance < items[parent].distance else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (distance: Double, u: Int, v: Int)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left].distance < items[smallest].distance { smallest = left }
            if right < items.count, items[right].distance < items[smallest].distance { smallest = right }
            guard smallest != parent else { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}

/// A small map from a lattice key to a measured distance (and the column value it was found at),
/// for the few hundred columns and colors one search measures: open addressing
/// in one flat buffer, no hashing of the standard library's strength needed for keys that are
/// channel values. Past its capacity it stops remembering (each lookup then misses, and the
/// caller measures again), so it never grows.
final class LatticeMemo {
    private static let capacity = 1024
    private let keys = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    private let distances = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
    private let values = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    private var count = 0
    /// The slots written, in order, for ``reset()``: `count` of them.
    private let used = UnsafeMutablePointer<Int>.allocate(capacity: capacity)

    init() {
        // Only the keys need a value up front: a slot's distance and value are written with
        // its key, before anything reads them.
        keys.initialize(repeating: -1, count: Self.capacity)
    }

    /// Empty again, by clearing only the slots written (a search writes a few hundred).
    func reset() {
        for index in 0..<count { keys[used[index]] = -1 }
        count = 0
    }

    deinit {
        keys.deallocate()
        distances.deallocate()
        values.deallocate()
        used.deallocate()
    }

    private static func slot(_ key: Int) -> Int { Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 54) }

    /// What was stored for `key`, if anything.
    func value(_ key: Int) -> (distance: Double, value: Int)? {
        var index = Self.slot(key)
        while true {
            let stored = keys[index]
            if stored == -1 { return nil }
            if stored == key { return (distances[index], values[index]) }
            index = (index + 1) & (Self.capacity - 1)
        }
    }

    /// Stores a value for `key` (nothing, once three quarters full).
    func store(_ key: Int, distance: Double, value: Int) {
        guard count < Self.capacity * 3 / 4 else { return }
        var index = Self.slot(key)
        while keys[index] != -1, keys[index] != key { index = (index + 1) & (Self.capacity - 1) }
        if keys[index] == -1 {
            used[count] = index
            count += 1
        }
        keys[index] = key
        distances[index] = distance
        values[index] = value
    }
}

/// One bit per column of the lattice (256 × 256), each set once by a pass; ``reset()`` clears
/// the words it wrote. Flat buffers, as ``LatticeMemo``'s: this is on the search's inner path.
final class ColumnBits {
    private static let wordCount = 1024
    private let words = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
    /// The words written since the last reset (at most all of them).
    private let written = UnsafeMutablePointer<Int>.allocate(capacity: wordCount)
    private var writtenCount = 0

    init() { words.initialize(repeating: 0, count: Self.wordCount) }

    deinit {
        words.deallocate()
        written.deallocate()
    }

    /// Sets the bit of `index` (0 ..< 65,536); whether it was clear.
    func insert(_ index: Int) -> Bool {
        let word = index >> 6, bit = UInt64(1) << (index & 63)
        let value = words[word]
        guard value & bit == 0 else { return false }
        if value == 0 {
            written[writtenCount] = word
            writtenCount += 1
        }
        words[word] = value | bit
        return true
    }

    /// Every bit clear again.
    func reset() {
        for index in 0..<writtenCount { words[written[index]] = 0 }
        writtenCount = 0
    }
}

/// The memo and the column bits of a lattice search, kept for the next search of a run
/// (``CompositeTables``) and cleared by undoing what each search wrote: setting up 16 KB
/// afresh for every search was a tenth of its instructions.
final class LatticeScratch {
    let memo = LatticeMemo()
    let queued = ColumnBits()
}

/// A background as a candidate foreground sees it — composited over its base when translucent
/// — with its relative luminance computed once: ``ratio(of:)`` is the ratio
/// `ContrastMeasurement(of:over:on:)` gives, bit for bit, without measuring the background
/// again for each of a search's candidates.
struct SeenBackground {
    let color: SRGB
    let luminance: Double

    /// - Throws: `ContrastError` when the background (or base) is translucent with nothing
    ///   opaque beneath.
    init(_ background: SRGB, on base: SRGB?) throws(ContrastError) {
        color = try ContrastMeasurement(of: .black, over: background, on: base).seenBackground
        luminance = color.relativeLuminance
    }

    /// The WCAG ratio of `candidate` drawn over this background.
    func ratio(of candidate: SRGB) throws(ContrastError) -> Double {
        candidate.isOpaque
            ? WCAG.contrastRatio(luminance: candidate.relativeLuminance, luminance)
            : try ContrastMeasurement(of: candidate, luminance: 0, over: color, luminance: luminance).ratio
    }

    /// The ratio of candidates at one alpha, for a search that measures hundreds: each
    /// channel's 256 values composited over this background at `alpha8` and linearized once.
    /// The same ratio as ``ratio(of:)``, bit for bit (the same compositing, the same transfer
    /// function, the weighted sum in WCAG's order); a candidate at another alpha, or with a
    /// component off the 8-bit grid, is measured by ``ratio(of:)``.
    func ratios(atAlpha8 alpha8: UInt8) -> CompositeRatios { CompositeRatios(over: self, alpha8: alpha8) }
}

/// ``SeenBackground/ratios(atAlpha8:)``.
final class CompositeRatios {
    private let background: SeenBackground
    private let alpha: Double
    /// Linearized composite of each channel's values: `[channel · 256 + value]`.
    private let linear: UnsafeMutablePointer<Double>?

    init(over background: SeenBackground, alpha8: UInt8) {
        self.background = background
        alpha = Double(alpha8) / 255
        guard alpha8 < 255 else {
            linear = nil
            return
        }
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 768)
        for value in 0...255 {
            // The gray of this value composited as a measurement composites it: each channel
            // of the result depends on that channel alone.
            let byte = UInt8(value)
            let composite = SRGB(red8: byte, green8: byte, blue8: byte, alpha8: alpha8).composited(over: background.color)
            table[value] = RelativeLuminance.linearize(composite.red)
            table[256 + value] = RelativeLuminance.linearize(composite.green)
            table[512 + value] = RelativeLuminance.linearize(composite.blue)
        }
        linear = table
    }

    deinit { linear?.deallocate() }

    /// The WCAG ratio of `candidate` over the background.
    func ratio(of candidate: SRGB) throws(ContrastError) -> Double {
        guard let linear, candidate.alpha == alpha else { return try background.ratio(of: candidate) }
        let r = candidate.red * 255, g = candidate.green * 255, b = candidate.blue * 255
        // Only components that are exactly `k / 255` are in the table (NaN fails the range).
        guard r >= 0, r <= 255, g >= 0, g <= 255, b >= 0, b <= 255 else { return try background.ratio(of: candidate) }
        let (ri, gi, bi) = (Int(r + 0.5), Int(g + 0.5), Int(b + 0.5))
        guard Double(ri) / 255 == candidate.red, Double(gi) / 255 == candidate.green, Double(bi) / 255 == candidate.blue
        else { return try background.ratio(of: candidate) }
        let luminance = RelativeLuminance.redWeight * linear[ri] + RelativeLuminance.greenWeight * linear[256 + gi]
            + RelativeLuminance.blueWeight * linear[512 + bi]
        return WCAG.contrastRatio(luminance: luminance, background.luminance)
    }
}
