import AuditInputs
import Foundation

/// Chooses the asset catalogs of a project folder that make one palette: an app often has
/// several (a widget's, a watch app's), and two targets may define the same color name
/// with different values. The catalogs whose names do not collide are read together; a
/// catalog that repeats a name already taken is kept apart (named in a note) — it belongs
/// to another target and is audited on its own with `--palette`.
///
/// With an Xcode project, a catalog only another target builds is kept apart, and the
/// target's own catalogs come first. Otherwise (and for catalogs no target lists, a local
/// package's) catalogs are taken in order of how many Swift files share their top folder.
public enum ProjectCatalogs {
    public static func choose(_ catalogs: [SourceFolder.File], swiftFiles: [SourceFolder.File], target: ProjectTarget? = nil)
        -> (catalogs: [SourceFolder.File], notes: [String])
    {
        var notes: [String] = []
        var catalogs = catalogs
        if let target {
            catalogs.removeAll { catalog in
                guard let reason = target.leftOut(catalog) else { return false }
                notes.append("\(catalog.path) is kept apart: \(reason); audit it with --palette \(catalog.path)")
                return true
            }
        }
        func top(_ file: SourceFolder.File) -> String {
            file.inRoot.split(separator: "/").first.map(String.init) ?? ""
        }
        var weight: [String: Int] = [:]
        for file in swiftFiles { weight[top(file), default: 0] += 1 }
        let ordered = catalogs.enumerated().sorted { a, b in
            let (oa, ob) = (target?.builds(a.element) == true, target?.builds(b.element) == true)
            if oa != ob { return oa }
            let (wa, wb) = (weight[top(a.element)] ?? 0, weight[top(b.element)] ?? 0)
            return wa != wb ? wa > wb : a.offset < b.offset
        }.map(\.element)
        var taken: [String: String] = [:]
        var chosen: [SourceFolder.File] = []
        for catalog in ordered {
            let names = colorSetNames(in: catalog.url)
            if let clash = names.first(where: { taken[$0] != nil }), let owner = taken[clash] {
                notes.append(
                    "\(catalog.path) is kept apart: it defines '\(clash)' as \(owner) does (another target's catalog); audit it with --palette \(catalog.path)")
                continue
            }
            for name in names { taken[name] = catalog.path }
            chosen.append(catalog)
        }
        return (chosen, notes)
    }

    /// The color set names a catalog defines, namespaces applied (`Brand/Ink`), empty color
    /// sets included: the catalog reader refuses two catalogs that share any of them.
    static func colorSetNames(in catalog: URL) -> [String] {
        AssetCatalog.colorSetNames(in: catalog.path)
    }
}
