import Foundation

/// The scan's worker threads: work items taken in turn by a bounded number of threads, each
/// created with an explicit stack size (parsing recurses once per level of an expression, and
/// the Swift concurrency pool's stacks cannot be sized), the results in the items' order
/// whatever the number of workers.
enum Workers {
    /// The number of workers a scan uses by default: the machine's cores, at most 8.
    static var defaultCount: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) }

    /// `body(index)` for every index below `count`, on `workers` threads of `stackSize`
    /// bytes of stack (on the calling thread when one worker is enough), in index order.
    static func map<Result>(_ count: Int, workers: Int, stackSize: Int, _ body: @escaping (Int) -> Result) -> [Result] {
        let threads = max(1, min(workers, count))
        guard threads > 1 else { return (0..<count).map(body) }
        let results = Results<Result>(count: count)
        let work = UncheckedWork(body: body)
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            let thread = Thread {
                while let index = results.next() { results.set(index, work.body(index)) }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
        return results.all
    }

    /// The work, handed to the threads: each item is read by one thread only, and what it
    /// makes is handed back through ``Results``' lock.
    private struct UncheckedWork<Result>: @unchecked Sendable {
        let body: (Int) -> Result
    }

    /// The next item to take and the results, behind a lock.
    private final class Results<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private var results: [Result?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < results.count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func set(_ index: Int, _ result: Result) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }

        /// Every result (once the workers are done).
        var all: [Result] {
            lock.lock()
            defer { lock.unlock() }
            return results.map { $0! }
        }
    }
}
