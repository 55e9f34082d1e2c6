import Foundation

/// Removes temporary files when the process is interrupted (SIGINT, SIGTERM, SIGHUP), then
/// lets the signal end the process as it would have.
///
/// The paths sit in a fixed table of C strings so the handler neither allocates nor locks;
/// a run writes a few files at most (the report and a baseline), far below ``capacity``.
enum CleanupOnSignal {
    static let capacity = 8

    /// One C string per registered file, `nil` for a free slot.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    nonisolated(unsafe) private static var installed = false

    /// Registers a path to remove on interrupt; its slot, or `nil` when the table is full (the
    /// file is then still removed on every failure the process sees, just not on a signal).
    static func register(_ path: String) -> Int? {
        installHandlers()
        guard let slot = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
        slots[slot] = strdup(path)
        return slot
    }

    static func unregister(_ slot: Int?) {
        guard let slot, let path = slots[slot] else { return }
        slots[slot] = nil
        free(path)
    }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Foundation.signal(signal) { number in
                for slot in 0..<CleanupOnSignal.capacity {
                    if let path = CleanupOnSignal.slots[slot] { unlink(path) }
                }
                Foundation.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
