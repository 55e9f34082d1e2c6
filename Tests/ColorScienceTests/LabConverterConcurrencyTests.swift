import Dispatch
import XCTest
import ColorScience

/// One shared converter used from many threads at once gives the same Lab values as one
/// thread does. Run under `swift test --sanitize=thread` as well (see .ci/run).
final class LabConverterConcurrencyTests: XCTestCase {
    func testConcurrentConversionsAgreeWithSerialOnes() throws {
        let converter = try LabConverter.shared()
        let colors: [SRGB] = (0..<512).map { (index: Int) -> SRGB in
            let low = UInt8(index % 256)
            return SRGB(red8: low, green8: UInt8(index / 2), blue8: 255 - low)
        }
        let expected = colors.map { converter.lab(of: $0) }
        let mismatches = ManagedCounter()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let batch = converter.lab(of: colors)
            for index in colors.indices {
                if batch[index] != expected[index] || converter.lab(of: colors[index]) != expected[index] {
                    mismatches.increment()
                }
            }
        }
        XCTAssertEqual(mismatches.value, 0)
    }

    func testSharedConverterIsCreatedOnceUnderContention() throws {
        let identities = ManagedSet()
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            if let converter = try? LabConverter.shared() { identities.insert(ObjectIdentifier(converter)) }
        }
        XCTAssertEqual(identities.count, 1)
    }
}

private final class ManagedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private final class ManagedSet: @unchecked Sendable {
    private let lock = NSLock()
    private var set = Set<ObjectIdentifier>()
    func insert(_ id: ObjectIdentifier) { _ = lock.withLock { set.insert(id) } }
    var count: Int { lock.withLock { set.count } }
}
