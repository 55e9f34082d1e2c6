import Foundation

/// A file that each fuzz input is written to before a loader reads it: one path per process,
/// overwritten on every run, inside a directory of its own under `$TMPDIR`.
public struct ScratchFile: Sendable {
    /// The directory of this process: `$TMPDIR/perseus-darkmode-fuzz-<pid>`.
    public static let directory: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("perseus-darkmode-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    public let path: String

    /// A file at `relativePath` below the process's directory; its folders are created.
    public init(_ relativePath: String) {
        let url = Self.directory.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            fatalError("fuzz harness: cannot create \(url.deletingLastPathComponent().path): \(error)")
        }
        path = url.path
    }

    /// Replaces the file's content with `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            fatalError("fuzz harness: cannot write \(path)")
        }
    }
}

/// The fuzz input as a buffer (libFuzzer passes a null pointer for the empty input).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeRawBufferPointer {
    guard let data, size > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: data, count: size)
}
