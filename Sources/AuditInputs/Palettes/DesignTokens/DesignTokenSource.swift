import AdaptedSystemUI
import ColorScience
import Foundation

/// Design token files: `x.tokens.json` (or `.tokens`), or any JSON file whose content has
/// DTCG members (`"$value"`, `"$type"`) or Style Dictionary's (`"value"`) — `tokens.json` is a
/// token file too; a light and a dark file joined by a comma; theme files and the shared files
/// they alias into, joined by commas (`global.json,light.json,dark.json`); a folder; or a
/// Tokens Studio project (a folder with `$themes.json`, or a single-file export with `$themes`).
public struct DesignTokenSource: PaletteSource {
    /// Mode names mapped to appearance cells (for Terrazzo's legacy modes).
    public var contexts: [String: Appearance]

    public init(contexts: [String: Appearance] = [:]) {
        self.contexts = contexts
    }

    public var name: String { "design tokens" }

    public func canRead(_ input: String) -> Bool {
        if TokensStudioThemes.isProject(input) || Self.isTokenFolder(input) { return true }
        let files = Self.files(input)
        return !files.isEmpty && files.allSatisfy { Self.isTokenFile($0) }
    }

    /// A folder (not an asset catalog) with a `.json`, `.json5` or `.tokens` file in it or
    /// below (hidden entries left out), decided from the names alone: which of them are token
    /// files is read once, by ``read(_:)``, which says so when none is.
    static func isTokenFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard !path.hasSuffix(".xcassets"), !path.hasSuffix(".xcassets/"), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue, let walker = FileManager.default.enumerator(atPath: path)
        else { return false }
        while let relative = walker.nextObject() as? String {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            if relative.hasSuffix(".json") || relative.hasSuffix(".json5") || relative.hasSuffix(".tokens") { return true }
        }
        return false
    }

    /// By name (`.tokens.json`, `.tokens`), or by content: a `.json` file whose first 64 KB
    /// hold a `"$value"` or `"$type"` member.
    static func isTokenFile(_ path: String) -> Bool {
        if path.hasSuffix(".tokens.json") || path.hasSuffix(".tokens") || path.hasSuffix(".tokens.json5") { return true }
        guard path.hasSuffix(".json") || path.hasSuffix(".json5"), let head = JSONDocument.head(path, count: 65_536) else { return false }
        let text = String(decoding: head, as: UTF8.self)
        return text.contains("\"$value\"") || text.contains("\"$type\"")
            || (path.hasSuffix(".json5") && (text.contains("$value") || text.contains("$type")))
            || isLegacyTokensStudio(text)
    }

    /// Style Dictionary's and Tokens Studio's legacy format: tokens as `{"value": …}`, no `$`
    /// (and no palette file's `"colors": [` list).
    static func isLegacyTokensStudio(_ text: String) -> Bool {
        text.range(of: #""value"\s*:"#, options: .regularExpression) != nil
            && text.range(of: #""colors"\s*:\s*\["#, options: .regularExpression) == nil
    }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        if TokensStudioThemes.isProject(input) {
            return LoadedPalette(file: try TokensStudioThemes.read(input, modes: contexts), stating: nil, sourceName: name)
        }
        if Self.isTokenFolder(input) {
            return LoadedPalette(file: try DesignTokens.read(folder: input, contexts: contexts), stating: nil, sourceName: name)
        }
        let files = Self.files(input)
        if Self.isThemeSet(files, modes: contexts) {
            return LoadedPalette(file: try DesignTokens.read(themeFiles: files, modes: contexts), stating: nil, sourceName: name)
        }
        let palette = try DesignTokens.read(light: files[0], dark: files.count == 2 ? files[1] : nil, contexts: contexts)
        return LoadedPalette(file: palette, stating: nil, sourceName: name)
    }

    static func files(_ input: String) -> [String] { input.split(separator: ",").map(String.init) }

    /// Whether a list is read as theme files (``DesignTokens/read(themeFiles:modes:)``): three
    /// or more files, or two that are not a light file and a dark one in that order (a shared
    /// file and a dark one, or `dark.json,light.json`). A light and a dark file keep their
    /// order's meaning, first light, then dark.
    static func isThemeSet(_ files: [String], modes: [String: Appearance]) -> Bool {
        guard files.count >= 2 else { return false }
        guard files.count == 2 else { return true }
        let cells = files.map { DesignTokens.themeCell(of: URL(fileURLWithPath: $0).lastPathComponent, modes: modes) }
        let firstIsLight = cells[0].theme == nil || cells[0].cell == .light
        let secondIsDark = cells[1].theme == nil || cells[1].cell == .dark
        return !(firstIsLight && secondIsDark) || (cells[0].theme == nil) != (cells[1].theme == nil)
    }
}
