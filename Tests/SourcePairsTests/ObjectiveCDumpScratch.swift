import Foundation
import Testing
@testable import SourcePairs

@Test func objectiveCDumpScratch() throws {
    guard let path = ProcessInfo.processInfo.environment["OBJC_DUMP"] else { return }
    let library = try Libclang.shared.get()
    let url = URL(fileURLWithPath: path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let folder = url.deletingLastPathComponent()
    let headers = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".h") }.map { SourceFolder.File(url: folder.appendingPathComponent($0), path: $0) }
    let includes = ObjectiveCIncludes(headerFiles: headers, maximumFileSize: 1 << 22)
    let syntax = ObjectiveCParser(library: library, headerFolders: includes.folders).parse(url, text: text, display: path, includes: includes).0
    var out = "errors \(syntax.errors) \(String(describing: syntax.firstError)) failure \(String(describing: syntax.failure))\n"
    func dump(_ index: Int, _ depth: Int) {
        let n = syntax[index]
        out += String(repeating: "  ", count: depth) + "\(n.kind.rawValue) '\(n.spelling)' t='\(n.type)' op='\(n.op)' num=\(n.number.map { String($0) } ?? "-") @\(n.line):\(n.column)\n"
        for c in n.children { dump(c, depth + 1) }
    }
    for r in syntax.roots { dump(r, 0) }
    try out.write(toFile: "/tmp/objcx/dump.txt", atomically: true, encoding: .utf8)
}

@Test func objectiveCWriteStubs() throws {
    guard ProcessInfo.processInfo.environment["OBJC_STUBS"] != nil else { return }
    for (path, contents) in ObjectiveCHeaders.files {
        let url = URL(fileURLWithPath: "/tmp/objcx/sdk" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }
}

@Test func objectiveCGuessScratch() throws {
    guard let path = ProcessInfo.processInfo.environment["OBJC_GUESS"] else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    print("GUESSES:\n" + ObjectiveCGuesses.header(for: [text]))
    print("declared NSColor:", ObjectiveCGuesses.declared.contains("NSColor"), ObjectiveCGuesses.declared.count)
}

@Test func objectiveCResolveScratch() throws {
    guard let paths = ProcessInfo.processInfo.environment["OBJC_RESOLVE"]?.split(separator: ",").map(String.init) else { return }
    let library = try Libclang.shared.get()
    var files: [ObjectiveCFile] = []
    for path in paths {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let headers = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".h") }.map { SourceFolder.File(url: folder.appendingPathComponent($0), path: $0) }
        let includes = ObjectiveCIncludes(headerFiles: headers, maximumFileSize: 1 << 22)
        let text = try String(contentsOf: url, encoding: .utf8)
        let syntax = ObjectiveCParser(library: library, headerFolders: includes.folders).parse(url, text: text, display: path, includes: includes).0
        files.append(ObjectiveCFile(path: path, syntax: syntax, isAppKit: true))
    }
    let resolver = SwiftColorResolver(declarations: SwiftDeclarations(platforms: .all, minimumVersions: [:]), catalog: CatalogNames([]), systemColors: .init())
    let colors = ObjectiveCColorResolver(files: files, swift: resolver)
    print("owners", colors.owners, "methods", colors.methods.keys.sorted())
    for (fileIndex, file) in files.enumerated() {
        for index in file.syntax.nodes.indices where file.syntax[index].kind == .memberRefExpr {
            print(file.syntax[index].spelling, "->", colors.colors(.init(file: fileIndex, node: index)).map(\.color.description))
        }
    }
}
