import Foundation

/// What an Objective-C file may make clang read: the app's own headers among the files
/// scanned, the reader's stub frameworks (``ObjectiveCHeaders``) and clang's own built-in
/// headers — nothing else. Every file clang is given (the file parsed and each header it
/// reaches) is handed over as text, with each `#include`, `#import` or `#embed` that names
/// another file blanked: a path outside the folders scanned, a symbolic link, a device, a name
/// a macro computes.
struct ObjectiveCIncludes: Sendable {
    /// The headers scanned, by absolute path.
    private let headers: [String: URL]
    /// Their folders, in a stable order: the `-I` search path.
    let folders: [String]
    let maximumFileSize: Int
    /// At most this many headers reached from one file (their text is handed to clang).
    static let maximumHeaders = 4000
    /// At most this many bytes of headers reached from one file.
    static let maximumHeaderBytes = 64 << 20

    /// clang's built-in headers (its resource folder), which need no SDK.
    static let builtIn: Set<String> = [
        "stddef.h", "stdint.h", "stdbool.h", "stdarg.h", "float.h", "limits.h", "stdalign.h", "iso646.h", "stdnoreturn.h",
        "tgmath.h", "stdatomic.h",
    ]

    /// The prefix headers (`App-Prefix.pch`) scanned, by absolute path.
    private let prefixHeaders: [String]

    init(headerFiles: [SourceFolder.File], prefixHeaders: [SourceFolder.File] = [], maximumFileSize: Int) {
        var headers: [String: URL] = [:]
        for file in headerFiles + prefixHeaders { headers[file.url.standardizedFileURL.path] = file.url }
        self.headers = headers
        self.folders = Set(headerFiles.map { ($0.url.standardizedFileURL.path as NSString).deletingLastPathComponent }).sorted()
        self.prefixHeaders = prefixHeaders.map { $0.url.standardizedFileURL.path }.sorted()
        self.maximumFileSize = maximumFileSize
    }

    /// The prefix header Xcode includes before a file (its target's `GCC_PREFIX_HEADER`): the
    /// one in the nearest folder around the file, else the only one scanned.
    func prefixHeader(for path: String) -> String? {
        let around = prefixHeaders.filter { path.hasPrefix(($0 as NSString).deletingLastPathComponent + "/") }
        if let nearest = around.max(by: { $0.count < $1.count }) { return nearest }
        return prefixHeaders.count == 1 ? prefixHeaders[0] : nil
    }

    /// A file's text and the headers it reaches, each with its directives vetted.
    struct Closure {
        var main: String
        /// The prefix header's text, vetted, when the file has one.
        var prefix: String?
        var headers: [(path: String, contents: String)] = []
        /// Directives blanked (`path:line (why)`).
        var blanked: [String] = []
    }

    /// The file `path` (absolute) with `text`, its prefix header, and every header they reach.
    func closure(of path: String, text: String, display: String) -> Closure {
        let (main, first, blanked) = vet(text, at: path, display: display)
        var closure = Closure(main: main, blanked: blanked)
        var queue = first
        if let prefix = prefixHeader(for: path), let url = headers[prefix],
            let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size <= maximumFileSize,
            let data = try? Data(contentsOf: url)
        {
            let (contents, reached, blanked) = vet(String(decoding: data, as: UTF8.self), at: prefix, display: prefix)
            closure.prefix = contents
            closure.blanked += blanked
            queue = reached + queue
        }
        var seen = Set(queue)
        var bytes = 0
        var index = 0
        while index < queue.count, closure.headers.count < Self.maximumHeaders {
            let header = queue[index]
            index += 1
            guard let url = headers[header],
                let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size <= maximumFileSize,
                bytes + size <= Self.maximumHeaderBytes, let data = try? Data(contentsOf: url)
            else { continue }
            bytes += data.count
            let (contents, reached, blanked) = vet(String(decoding: data, as: UTF8.self), at: header, display: header)
            closure.headers.append((header, contents))
            closure.blanked += blanked
            for next in reached where seen.insert(next).inserted { queue.append(next) }
        }
        return closure
    }

    /// The text with each directive that would read another file blanked unless it names a
    /// header allowed, and the headers it names.
    func vet(_ text: String, at path: String, display: String) -> (String, [String], [String]) {
        let folder = (path as NSString).deletingLastPathComponent
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var reached: [String] = []
        var blanked: [String] = []
        var index = 0
        while index < lines.count {
            // A directive continues over lines that end in a backslash.
            var last = index
            while last + 1 < lines.count, lines[last].hasSuffix("\\") || lines[last].hasSuffix("\\\r") { last += 1 }
            let logical = lines[index...last].map { $0.hasSuffix("\\") ? String($0.dropLast()) : $0 }.joined()
            defer { index = last + 1 }
            // `@import UIKit;`: a module, which the stub frameworks stand for (modules are off).
            if let module = Self.moduleImport(logical) {
                if !ObjectiveCHeaders.frameworks.contains(String(module.split(separator: ".").first ?? "")) {
                    blanked.append("\(display):\(index + 1) (@import \(module))")
                }
                for line in index...last { lines[line] = "" }
                continue
            }
            guard let (name, operand) = Self.directive(logical) else { continue }
            guard ["include", "import", "include_next", "embed", "__include_macros"].contains(name) else { continue }
            let found: String?
            var allowed = false
            switch operand {
            case .quoted(let header):
                found = resolve(header, from: [folder] + folders)
                allowed = found != nil
            case .angled(let header):
                found = resolve(header, from: folders)
                allowed = found != nil || Self.builtIn.contains(header) || ObjectiveCHeaders.answers(header)
            case .computed:
                found = nil
            }
            if name == "embed" { allowed = false }
            if let found, allowed { reached.append(found) }
            if !allowed {
                blanked.append("\(display):\(index + 1) (#\(name) \(operand.text))")
                for line in index...last { lines[line] = "" }
            }
        }
        return (lines.joined(separator: "\n"), reached, blanked)
    }

    /// The allowed header a name reaches from the folders, searched in order.
    private func resolve(_ name: String, from folders: [String]) -> String? {
        guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
        for folder in folders {
            let candidate = (folder as NSString).appendingPathComponent(name)
            if headers[candidate] != nil { return candidate }
        }
        return nil
    }

    enum Operand {
        case quoted(String), angled(String), computed

        var text: String {
            switch self {
            case .quoted(let name): "\"\(name)\""
            case .angled(let name): "<\(name)>"
            case .computed: "(a computed name)"
            }
        }
    }

    /// The module an `@import Module;` line imports.
    static func moduleImport(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("@import") else { return nil }
        let module = trimmed.dropFirst("@import".count).drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return module.isEmpty ? nil : String(module)
    }

    /// A preprocessing directive's name and operand (`#  import <UIKit/UIKit.h>`, `%:include`,
    /// comments between), or `nil` for a line that is none.
    static func directive(_ line: String) -> (String, Operand)? {
        var rest = Substring(line)
        func skipSpace() {
            while true {
                rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
                if rest.hasPrefix("/*") {
                    guard let end = rest.range(of: "*/") else {
                        rest = ""
                        return
                    }
                    rest = rest[end.upperBound...]
                } else {
                    return
                }
            }
        }
        skipSpace()
        if rest.hasPrefix("#") {
            rest = rest.dropFirst()
        } else if rest.hasPrefix("%:") {
            rest = rest.dropFirst(2)
        } else {
            return nil
        }
        skipSpace()
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty else { return nil }
        rest = rest.dropFirst(name.count)
        skipSpace()
        if rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") {
            return (name, .quoted(String(rest[rest.index(after: rest.startIndex)..<end])))
        }
        if rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            return (name, .angled(String(rest[rest.index(after: rest.startIndex)..<end])))
        }
        return (name, .computed)
    }
}
