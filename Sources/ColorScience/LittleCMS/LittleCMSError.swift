/// A failure inside Little CMS, with the messages it reported.
///
/// Little CMS reports problems through a log handler rather than return values alone;
/// ColorScience installs its own handler on a private context, so nothing is printed and
/// every message reaches this error instead.
public struct LittleCMSError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One message from Little CMS's error log.
    public struct Message: Hashable, Sendable {
        /// The `cmsERROR_*` code.
        public let code: UInt32
        /// The text Little CMS gave.
        public let text: String
    }

    /// The Little CMS function that failed, e.g. `cmsCreateTransformTHR`.
    public let operation: String
    /// The messages Little CMS logged during the operation; may be empty when it only
    /// returned `NULL`.
    public let messages: [Message]

    public init(operation: String, messages: [Message]) {
        self.operation = operation
        self.messages = messages
    }

    public var description: String {
        let details = messages.map { "\($0.text) (error \($0.code))" }.joined(separator: "; ")
        return "Little CMS \(operation) failed" + (details.isEmpty ? "" : ": \(details)")
    }
}
