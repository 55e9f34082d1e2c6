import Foundation

/// How an Objective-C file is handed to clang: as the app's platform would compile it, against
/// ``ObjectiveCHeaders`` instead of an SDK, with the app's header folders on the search path.
struct ObjectiveCParser: Sendable {
    enum Platform: Sendable {
        case iOS, macOS

        /// The platform a file is written for, by the framework it names: AppKit's words
        /// (`AppKit`, `Cocoa`, `NSColor`, `NSView`) and no UIKit one (`UIKit`, `UIColor`,
        /// `UIView`) make it a macOS file.
        static func of(_ text: String) -> Platform {
            var uiKit = false
            var appKit = false
            let bytes = Array(text.utf8)
            func word(at index: Int, _ candidates: [String]) -> Bool {
                candidates.contains { candidate in
                    let utf8 = Array(candidate.utf8)
                    return index + utf8.count <= bytes.count && bytes[index..<(index + utf8.count)].elementsEqual(utf8)
                }
            }
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: "U"): uiKit = uiKit || word(at: index, ["UIKit", "UIColor", "UIView"])
                case UInt8(ascii: "N"): appKit = appKit || word(at: index, ["NSColor", "NSView"])
                case UInt8(ascii: "A"): appKit = appKit || word(at: index, ["AppKit"])
                case UInt8(ascii: "C"): appKit = appKit || word(at: index, ["Cocoa/Cocoa.h"])
                default: break
                }
                if uiKit { return .iOS }
            }
            return appKit ? .macOS : .iOS
        }
    }

    let library: Libclang
    /// Folders of the scan holding headers (`-I`), so that an app's own declarations are read.
    var headerFolders: [String]

    /// The arguments clang is given. Manual reference counting with weak references
    /// (`-fobjc-weak`) rather than ARC: ARC code parses the same, and a message no declaration
    /// announces stays in the tree (ARC makes it an error and drops the statement). No error
    /// limit, so that a file with many unknown names is still read to its end.
    func arguments(for path: String, platform: Platform) -> [String] {
        var arguments = [
            "-x", path.hasSuffix(".mm") ? "objective-c++" : "objective-c",
            "-target", platform == .iOS ? "arm64-apple-ios15" : "arm64-apple-macos11",
            "-fobjc-weak", "-fblocks", "-ferror-limit=0", "-w", "-nostdlibinc",
            // Objective-C++'s templates and constant evaluation, kept shallow.
            "-ftemplate-depth=128", "-fconstexpr-depth=64", "-fconstexpr-steps=1000000",
            // The frameworks' declarations, the app's prefix header (its macros and imports), then
            // the names guessed.
            "-isystem", ObjectiveCHeaders.folder, "-include", "PerseusSDK.h", "-include", "PerseusPrefix.h", "-include", "PerseusGuesses.h",
            // Calls of functions nothing declares, and conversions between guessed types, stay in the tree.
            "-Wno-error=implicit-function-declaration", "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
            "-Wno-error=incompatible-function-pointer-types", "-Wno-error=implicit-int",
        ]
        switch platform {
        case .iOS: arguments += ["-DTARGET_OS_IPHONE=1", "-DTARGET_OS_IOS=1", "-DTARGET_OS_OSX=0", "-DTARGET_OS_MAC=1"]
        case .macOS: arguments += ["-DTARGET_OS_IPHONE=0", "-DTARGET_OS_IOS=0", "-DTARGET_OS_OSX=1", "-DTARGET_OS_MAC=1"]
        }
        arguments += ["-DTARGET_OS_SIMULATOR=0", "-DTARGET_IPHONE_SIMULATOR=0"]
        for folder in headerFolders { arguments += ["-I", folder] }
        return arguments
    }

    /// One file parsed: its syntax, the directives blanked, and whether it is AppKit code.
    struct Parsed: Sendable {
        let syntax: ObjectiveCSyntax
        let blanked: [String]
        let platform: Platform
    }

    /// Parses files on `workers` threads (``Workers``), each with its own clang index; the
    /// results are in the files' order.
    func parseAll(_ files: [(url: URL, text: String, display: String)], includes: ObjectiveCIncludes, workers: Int = Workers.defaultCount) -> [Parsed] {
        // clang recurses once per level of an expression (its bracket depth is limited to 256).
        Workers.map(files.count, workers: workers, stackSize: 64 << 20) { index in
            let file = files[index]
            let platform = Platform.of(file.text)
            let (syntax, blanked) = parse(file.url, text: file.text, display: file.display, includes: includes, platform: platform)
            return Parsed(syntax: syntax, blanked: blanked, platform: platform)
        }
    }

    /// Parses a file: its text and the headers it reaches are handed to clang as vetted by
    /// `includes`, so that clang reads no other file. Returns the syntax and the directives blanked.
    func parse(_ url: URL, text: String, display: String, includes: ObjectiveCIncludes, platform: Platform? = nil) -> (ObjectiveCSyntax, blanked: [String]) {
        let path = url.standardizedFileURL.path
        let closure = includes.closure(of: path, text: text, display: display)
        // Macros that would expand without bound are refused before clang holds their expansion.
        let texts = [closure.prefix ?? "", closure.main] + closure.headers.map(\.contents)
        guard ObjectiveCMacros.expansionSize(of: texts) != nil else {
            let failure = "its macros expand to more than \(ObjectiveCMacros.limit) tokens"
            return (ObjectiveCSyntax(nodes: [], roots: [], parents: [], errors: 0, firstError: nil, failure: failure), closure.blanked)
        }
        let guesses = ObjectiveCGuesses.header(for: texts)
        let syntax = library.parse(
            path, arguments: arguments(for: path, platform: platform ?? .of(text)),
            headers: ObjectiveCHeaders.files + [
                (ObjectiveCHeaders.folder + "/PerseusPrefix.h", closure.prefix ?? ""),
                (ObjectiveCHeaders.folder + "/PerseusGuesses.h", guesses), (path, closure.main),
            ] + closure.headers)
        return (syntax, closure.blanked)
    }
}
