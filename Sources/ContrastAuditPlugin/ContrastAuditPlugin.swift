import Foundation
import PackagePlugin

/// `swift package contrast-audit [--target NAME …] [darkmode-audit options]`: the contrast audit
/// of a package's own targets.
///
/// For each target (every source target, or those `--target` names) it gathers the asset
/// catalogs in the target's folder — together the palette, unless `--palette` is given — and
/// passes the folder as `--sources`, so the pairs the target's Swift code, storyboards and XIBs
/// draw are audited. A rules file at the package root (`contrast-rules.yaml`, `.yml` or
/// `.json`) is used unless `--rules` is given. A configuration file at the package root
/// (`.darkmode-audit.yml`) is read as the tool reads it; its palette, rules and sources, where
/// it sets them, replace what the plugin finds. Every other argument goes to `darkmode-audit`
/// unchanged, and the command fails when it does (findings at `--fail-on`, bad input, nothing
/// checked).
///
/// The plugin declares no permission: it reads the package and prints the report on standard
/// output, which `swift package` passes through (its own build messages go to standard error),
/// so `swift package contrast-audit --format sarif > contrast.sarif` keeps it. Where SwiftPM
/// runs plugins in a sandbox that lets them write only to their own work folder (macOS), `-o`
/// into the package is refused as any unwritable file is; redirect instead.
@main
struct ContrastAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        var passed = extractor.remainingArguments
        let targets: [any Target]
        if named.isEmpty {
            targets = context.package.targets.filter { $0 is SourceModuleTarget && !Self.isTest($0) }
        } else {
            targets = try named.map { name in
                guard let target = context.package.targets.first(where: { $0.name == name }) else {
                    throw PluginFailure("no target named '\(name)' in package '\(context.package.displayName)'")
                }
                return target
            }
        }
        let root = context.package.directoryURL
        var catalogs: [String] = []
        var sources: [String] = []
        for target in targets {
            let folder = target.directoryURL
            sources.append(Self.relative(folder, to: root))
            for catalog in Self.assetCatalogs(in: folder) {
                // A catalog that is a link to a folder outside the package is not the package's.
                guard Self.isInside(catalog.resolvingSymlinksInPath(), root.resolvingSymlinksInPath()) else {
                    Diagnostics.warning("\(Self.relative(catalog, to: root)) left out: it links to a folder outside the package")
                    continue
                }
                let path = Self.relative(catalog, to: root)
                // `--palette` reads a comma as a separator between catalogs.
                guard !path.contains(",") else {
                    throw PluginFailure("\(path): a comma in a catalog's path reads as two catalogs; rename the folder, or name the palette with --palette")
                }
                catalogs.append(path)
            }
        }
        // What the plugin finds is passed as defaults: the tool uses each only when neither the
        // command line nor the configuration file (`.darkmode-audit.yml`) gives that option.
        let configured = FileManager.default.fileExists(atPath: root.appendingPathComponent(".darkmode-audit.yml").path)
        if !passed.contains(where: { $0 == "--palette" || $0.hasPrefix("--palette=") }) {
            if !catalogs.isEmpty {
                passed += ["--default-palette", catalogs.joined(separator: ",")]
            } else if !configured {
                throw PluginFailure(
                    "no asset catalog (.xcassets) in \(targets.map { "'\($0.name)'" }.joined(separator: ", ")): name the palette with --palette")
            }
        }
        if !passed.contains(where: { $0 == "--rules" || $0.hasPrefix("--rules=") }),
            let rules = ["contrast-rules.yaml", "contrast-rules.yml", "contrast-rules.json"].first(where: {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            })
        {
            passed += ["--default-rules", rules]
        }
        passed += sources.flatMap { ["--default-sources", $0] }
        let tool = try context.tool(named: "darkmode-audit")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = passed
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("darkmode-audit exited with status \(process.terminationStatus)")
        }
    }

    static func isTest(_ target: any Target) -> Bool {
        (target as? SourceModuleTarget)?.kind == .test
    }

    /// The `.xcassets` folders in `folder` and below, hidden entries and catalogs' insides
    /// left out, in name order.
    static func assetCatalogs(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Whether `url` is `root` or inside it.
    static func isInside(_ url: URL, _ root: URL) -> Bool {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path
        return path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// `url`'s path relative to `root` when inside it (reports name files as the package does).
    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// A failure the plugin reports as SwiftPM reports a plugin's error.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
