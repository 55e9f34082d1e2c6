import Foundation
import Testing

/// Runs the built `darkmode-audit` binary, as a user would, and captures what it prints.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Standard output parsed as a JSON object.
        func json(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(object as? [String: Any], "stdout is not a JSON object: \(stdout)", sourceLocation: sourceLocation)
        }
    }

    /// The directory that holds the test bundle also holds the package's executables.
    static let executable: URL? = {
        var candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.map { $0.appendingPathComponent("darkmode-audit") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        try run(arguments, sourceLocation: sourceLocation)
    }

    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        try run(arguments, standardOutput: nil, standardError: nil, sourceLocation: sourceLocation)
    }

    /// Runs in `directory`, for relative paths in the arguments.
    static func run(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        try run(arguments, standardOutput: nil, standardError: nil, currentDirectory: directory, sourceLocation: sourceLocation)
    }

    /// Runs with standard output or error sent to a file handle of the test's choosing
    /// (`/dev/full`, …) instead of a pipe; what went there is not captured.
    static func run(
        _ arguments: [String], standardOutput: FileHandle?, standardError: FileHandle?, currentDirectory: URL? = nil,
        environment: [String: String] = [:], standardInput: FileHandle? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result {
        let executable = try #require(executable, "darkmode-audit was not built next to the tests", sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe(), error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = standardError ?? error
        if let standardInput { process.standardInput = standardInput }
        try process.run()
        if standardOutput != nil { try output.fileHandleForWriting.close() }
        if standardError != nil { try error.fileHandleForWriting.close() }
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
