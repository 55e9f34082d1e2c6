internal import _CClang
import Foundation

/// clang's C API, loaded at run time: the Objective-C reader parses with clang's own parser
/// where a libclang can be found, and the rest of the scan runs where none can.
///
/// It is looked for, in order: the file `DARKMODE_AUDIT_LIBCLANG` names (then nothing else);
/// the Swift toolchain's (`usr/lib/libclang.so` beside the `swift` found on `PATH`, or the
/// active Xcode's); the system's (`/usr/lib/llvm-N/lib`, then the loader's search path).
struct Libclang: Sendable {
    /// Why no libclang could be loaded.
    struct Unavailable: Error, Hashable, Sendable, CustomStringConvertible {
        let description: String
    }

    /// The file loaded.
    let path: String

    /// The library found where the process's environment says, loaded once per process.
    static let shared: Result<Libclang, Unavailable> = load(candidates(environment: ProcessInfo.processInfo.environment))

    /// Loads the first of `paths` that exists (a bare file name is left to the dynamic loader's
    /// search path). A process keeps the first library it loads.
    static func load(_ paths: [String]) -> Result<Libclang, Unavailable> {
        var tried: [String] = []
        for path in paths {
            if path.contains("/"), !FileManager.default.fileExists(atPath: path) {
                tried.append("\(path) (no such file)")
                continue
            }
            var reason = [CChar](repeating: 0, count: 512)
            if pdm_clang_load(path, &reason, reason.count) == 0 { return .success(Libclang(path: path)) }
            tried.append("\(path) (\(String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))")
        }
        let list = tried.isEmpty ? "nowhere to look" : tried.joined(separator: "; ")
        return .failure(Unavailable(description: "libclang could not be loaded (tried \(list)); set DARKMODE_AUDIT_LIBCLANG to its path"))
    }

    /// Where to look, in order, for this environment.
    static func candidates(environment: [String: String]) -> [String] {
        if let given = environment["DARKMODE_AUDIT_LIBCLANG"], !given.isEmpty { return [given] }
        #if canImport(Darwin)
        let name = "libclang.dylib"
        #else
        let name = "libclang.so"
        #endif
        var paths: [String] = []
        // The toolchain whose `swift` is on the PATH: its `usr/bin/swift` has `usr/lib` beside it.
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let lib = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
            paths.append(lib.appendingPathComponent(name).path)
        }
        #if canImport(Darwin)
        if let developer = environment["DEVELOPER_DIR"] {
            paths.append(developer + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/" + name)
        }
        paths += [
            "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/" + name,
            "/Library/Developer/CommandLineTools/usr/lib/" + name,
        ]
        #else
        // Debian's and Ubuntu's libclang packages, newest first.
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
            .compactMap { $0.hasPrefix("llvm-") ? Int($0.dropFirst(5)) : nil }
            .sorted(by: >)
        for version in versions {
            paths += ["/usr/lib/llvm-\(version)/lib/libclang.so", "/usr/lib/llvm-\(version)/lib/libclang.so.1"]
        }
        paths += ["libclang.so", "libclang.so.1"]
        #endif
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// Parses one file with clang and flattens what it holds in the file itself (not its
    /// headers) into ``ObjectiveCSyntax``.
    func parse(_ path: String, arguments: [String], headers: [(path: String, contents: String)]) -> ObjectiveCSyntax {
        // The C strings live as long as these arrays, for the whole call.
        let argumentStrings = arguments.map { strdup($0) }
        defer { argumentStrings.forEach { free($0) } }
        let headerPaths = headers.map { strdup($0.path) }
        let headerTexts = headers.map { strdup($0.contents) }
        defer {
            headerPaths.forEach { free($0) }
            headerTexts.forEach { free($0) }
        }
        var unsaved: [PDMClangUnsavedFile] = []
        for index in headers.indices {
            unsaved.append(PDMClangUnsavedFile(path: headerPaths[index], contents: headerTexts[index], length: UInt(strlen(headerTexts[index]!))))
        }
        let pointers: [UnsafePointer<CChar>?] = argumentStrings.map { UnsafePointer($0) }
        var result = pointers.withUnsafeBufferPointer { arguments in
            unsaved.withUnsafeBufferPointer { files in
                pdm_clang_parse(path, arguments.baseAddress, Int32(arguments.count), files.baseAddress, Int32(files.count))
            }
        }
        defer { pdm_clang_free(&result) }
        var nodes: [ObjectiveCSyntax.Node] = []
        nodes.reserveCapacity(Int(result.count))
        var roots: [Int] = []
        var parents: [Int?] = []
        parents.reserveCapacity(Int(result.count))
        for index in 0..<Int(result.count) {
            let raw = result.nodes[index]
            nodes.append(ObjectiveCSyntax.Node(
                kind: ObjectiveCSyntax.Kind(rawValue: raw.kind),
                spelling: String(cString: raw.spelling),
                type: String(cString: raw.type),
                op: String(cString: raw.op),
                number: raw.hasNumber != 0 ? raw.number : nil,
                line: Int(raw.line), column: Int(raw.column)))
            if raw.parent >= 0 { nodes[Int(raw.parent)].children.append(index) } else { roots.append(index) }
            parents.append(raw.parent >= 0 ? Int(raw.parent) : nil)
        }
        let failure = String(cString: result.failure)
        return ObjectiveCSyntax(
            nodes: nodes, roots: roots, parents: parents, errors: Int(result.errors),
            firstError: result.errors > 0 ? (String(cString: result.firstError), Int(result.firstErrorLine)) : nil,
            failure: failure.isEmpty ? nil : failure)
    }
}
