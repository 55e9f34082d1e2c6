import Foundation

/// Which images of the app's asset catalogs render as templates — symbol sets (`.symbolset`,
/// custom SF Symbols, always drawn in the tint) and image sets marked so
/// (`"template-rendering-intent" : "template"` in an `.imageset`'s `Contents.json`): the only
/// images a custom button's or an image view's tint colors — and those marked to render as
/// they are (`"original"`), which even a tab bar, which draws other images as templates, does
/// not tint. Read once, when first asked.
final class TemplateImages: @unchecked Sendable {
    private let catalogs: [URL]
    private var intents: (templates: Set<String>, originals: Set<String>)?
    /// An image set's `Contents.json` larger than this is not read (it is not one Xcode writes).
    static let maximumFileSize = 64 << 10

    init(catalogs: [URL]) {
        self.catalogs = catalogs
    }

    /// Whether the catalogs hold an image set of this name that renders as a template.
    func isTemplate(_ name: String) -> Bool {
        read().templates.contains(name)
    }

    /// Whether the catalogs hold an image set of this name marked to render as it is.
    func isOriginal(_ name: String) -> Bool {
        read().originals.contains(name)
    }

    private func read() -> (templates: Set<String>, originals: Set<String>) {
        if let intents { return intents }
        var found = Set<String>()
        var originals = Set<String>()
        for catalog in catalogs {
            guard let walker = FileManager.default.enumerator(
                at: catalog, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker where url.pathExtension == "imageset" || url.pathExtension == "symbolset" {
                walker.skipDescendants()
                if url.pathExtension == "symbolset" {
                    found.insert(url.deletingPathExtension().lastPathComponent)
                    continue
                }
                let contents = url.appendingPathComponent("Contents.json")
                let size = (try? FileManager.default.attributesOfItem(atPath: contents.path)[.size] as? Int) ?? 0
                // Symbolic links are not followed: a catalog never leads the scan elsewhere.
                guard size <= Self.maximumFileSize, (try? contents.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true,
                    let data = try? Data(contentsOf: contents),
                    let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let properties = json["properties"] as? [String: Any]
                else { continue }
                switch properties["template-rendering-intent"] as? String {
                case "template": found.insert(url.deletingPathExtension().lastPathComponent)
                case "original": originals.insert(url.deletingPathExtension().lastPathComponent)
                default: break
                }
            }
        }
        intents = (found, originals)
        return (found, originals)
    }
}
