internal import CLittleCMS
internal import _PerseusLocking

/// Owns one Little CMS context (`cmsContext`) whose error log is captured, never printed.
///
/// Every call that can fail goes through ``check(_:_:)``, which turns a `NULL` result or a
/// logged message into a thrown ``LittleCMSError``.
final class LittleCMSContext: Sendable {
    /// Collects what Little CMS's log handler receives. Reached from C through the
    /// context's user-data pointer.
    private final class ErrorLog: Sendable {
        let messages = Locked<[LittleCMSError.Message]>([])

        func append(_ message: LittleCMSError.Message) {
            messages.withLock { $0.append(message) }
        }

        func drain() -> [LittleCMSError.Message] {
            messages.withLock { messages in
                defer { messages.removeAll() }
                return messages
            }
        }
    }

    // `cmsContext` is an opaque pointer that Little CMS allows to be shared between threads
    // once set up; it is never mutated after `init`.
    nonisolated(unsafe) let handle: cmsContext
    private let log: ErrorLog

    init() throws(LittleCMSError) {
        let log = ErrorLog()
        guard let handle = cmsCreateContext(nil, Unmanaged.passUnretained(log).toOpaque()) else {
            throw LittleCMSError(operation: "cmsCreateContext", messages: [])
        }
        self.log = log
        self.handle = handle
        // A C function pointer cannot capture; the log is found through the context instead.
        cmsSetLogErrorHandlerTHR(handle) { context, code, text in
            guard let context, let userData = cmsGetContextUserData(context) else { return }
            let log = Unmanaged<ErrorLog>.fromOpaque(userData).takeUnretainedValue()
            log.append(.init(code: code, text: text.map { String(cString: $0) } ?? ""))
        }
    }

    deinit {
        cmsDeleteContext(handle)
    }

    /// Runs a Little CMS call and throws if it returned `nil` or logged an error.
    func check<Result>(
        _ operation: String, _ body: (cmsContext) -> Result?
    ) throws(LittleCMSError) -> Result {
        _ = log.drain()
        let result = body(handle)
        let messages = log.drain()
        guard let result, messages.isEmpty else {
            throw LittleCMSError(operation: operation, messages: messages)
        }
        return result
    }
}
