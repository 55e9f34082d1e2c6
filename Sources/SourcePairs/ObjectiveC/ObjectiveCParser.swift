import Foundation

/// How an Objective-C file is handed to clang: as the app's platform would compile it, against
/// ``ObjectiveCHeaders`` instead of an SDK, with the app's header folders on the search path.
struct ObjectiveCParser: Sendable {
    enum Platform: Sendable {
        case iOS, macOS

        /// The platform a file is written for, by the framework it names: AppKit's words and no
        /// UIKit one make it a macOS file.
        static func of(_ text: String) -> Platform {
            let uiKit = text.contains("UIKit") || text.contains("UIColor") || text.contains("UIView")
            let appKit = text.contains("AppKit") || text.contains("Cocoa/Cocoa.h") || text.contains("NSColor") || text.contains("NSView")
            return appKit && !uiKit ? .macOS : .iOS
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
            "-isystem", ObjectiveCHeaders.folder, "-include", "PerseusSDK.h",
        ]
        switch platform {
        case .iOS: arguments += ["-DTARGET_OS_IPHONE=1", "-DTARGET_OS_IOS=1", "-DTARGET_OS_OSX=0", "-DTARGET_OS_MAC=1"]
        case .macOS: arguments += ["-DTARGET_OS_IPHONE=0", "-DTARGET_OS_IOS=0", "-DTARGET_OS_OSX=1", "-DTARGET_OS_MAC=1"]
        }
        arguments += ["-DTARGET_OS_SIMULATOR=0", "-DTARGET_IPHONE_SIMULATOR=0"]
        for folder in headerFolders { arguments += ["-I", folder] }
        return arguments
    }

    /// Parses a file: its text and the headers it reaches are handed to clang as vetted by
    /// `includes`, so that clang reads no other file. Returns the syntax and the directives blanked.
    func parse(_ url: URL, text: String, display: String, includes: ObjectiveCIncludes) -> (ObjectiveCSyntax, blanked: [String]) {
        let path = url.standardizedFileURL.path
        let closure = includes.closure(of: path, text: text, display: display)
        // Macros that would expand without bound are refused before clang holds their expansion.
        guard ObjectiveCMacros.expansionSize(of: [closure.main] + closure.headers.map(\.contents)) != nil else {
            let failure = "its macros expand to more than \(ObjectiveCMacros.limit) tokens"
            return (ObjectiveCSyntax(nodes: [], roots: [], parents: [], errors: 0, firstError: nil, failure: failure), closure.blanked)
        }
        let syntax = library.parse(
            path, arguments: arguments(for: path, platform: .of(text)),
            headers: ObjectiveCHeaders.files + [(path, closure.main)] + closure.headers)
        return (syntax, closure.blanked)
    }
}
