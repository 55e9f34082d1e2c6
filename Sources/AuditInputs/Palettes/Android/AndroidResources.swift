import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// Android resources as a palette: the colors of a project's, module's or `res` folder's
/// `values*/` files (`colors.xml` and any other values file) and `color*/` selectors.
///
/// ```xml
/// <!-- res/values/colors.xml -->            <!-- res/values-night/colors.xml -->
/// <resources>                               <resources>
///   <color name="ink">#1A1A1A</color>         <color name="ink">#EEEEEE</color>
///   <color name="scrim">#80000000</color>   </resources>
///   <color name="link">@color/brand</color>
/// </resources>
/// ```
///
/// - `values` is light and `values-night` dark (a color `values-night` does not redefine
///   keeps its light value, as on Android); `values-notnight` is light too. Folders with other
///   qualifiers (`values-v31`, `values-night-v31`, `values-land`, `values-es`) are named in
///   the notes with their color counts, not audited.
/// - Values: `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha first, as Android writes it),
///   `@color/name` references (in the same module first, then any), and the framework's
///   `@android:color/white`, `black` and `transparent`. A theme attribute (`?attr/…`), another
///   framework color or a reference to nothing leaves the color unresolved (incomplete).
/// - A selector in `res/color/` is its default state: the first item with no `state_`
///   attribute, its `android:alpha` (or `app:alpha`) multiplying the color's alpha.
/// - Several `res` folders (modules) are one palette; a name defined differently in several
///   is kept apart, prefixed with its module (`core/ui:ink`).
///
/// Names are the resources' names as written (`text_primary`); the themes' color attributes
/// are colors too (`Theme.Notes.colorOnPrimary`, see `AndroidThemes.swift`).
public enum AndroidResources {
    /// Folders skipped when looking for `res` folders: build outputs and tools' caches.
    static let skippedFolders: Set<String> = ["build", "intermediates", "generated", "node_modules", "Pods", "DerivedData"]

    /// One definition of a color, as written.
    struct Definition {
        let raw: String
        let file: String
        let line: Int
        /// A selector's alpha factor, or its raw text when it is not a number.
        var alpha: Double = 1
        var alphaReference: String?
        /// Why the definition gives no color (a selector with no default state).
        var problem: String?
    }

    /// A `res` folder's colors: light and dark definitions by name.
    struct Module {
        let label: String
        var light: [String: Definition] = [:]
        var dark: [String: Definition] = [:]
        var order: [String] = []
        var lightStyles: [String: Style] = [:]
        var darkStyles: [String: Style] = [:]
        var lightStyleOrder: [String] = []
    }

    /// Reads the Android resources of a project, a module or a `res` folder.
    ///
    /// - Parameter path: the folder.
    public static func read(_ path: String) throws(InputFileError) -> Palette {
        let input = path.withoutTrailingSlash
        let folders = resFolders(input)
        guard !folders.isEmpty else {
            throw InputFileError(file: input, message: "Android resources: no res folder with values* folders in it")
        }
        var modules: [Module] = []
        var unaudited: [String: Int] = [:]
        var otherValues = 0
        for folder in folders {
            let relative = String(folder.dropFirst(input.count).drop(while: { $0 == "/" }))
            var label = relative.hasSuffix("/res") ? String(relative.dropLast(4)) : relative == "res" ? "" : relative
            for suffix in ["/src/main", "src/main"] where label.hasSuffix(suffix) { label = String(label.dropLast(suffix.count)) }
            var module = Module(label: label.isEmpty ? URL(fileURLWithPath: input).lastPathComponent : label)
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for entry in entries {
                let parts = entry.split(separator: "-").map(String.init)
                guard let kind = parts.first, kind == "values" || kind == "color" else { continue }
                let qualifiers = Array(parts.dropFirst())
                let cell: Appearance? = qualifiers.isEmpty || qualifiers == ["notnight"] ? .light : qualifiers == ["night"] ? .dark : nil
                let directory = (folder as NSString).appendingPathComponent(entry)
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
                for file in files {
                    let filePath = (directory as NSString).appendingPathComponent(file)
                    let definitions: [(String, Definition)]
                    var styles: [Style] = []
                    if kind == "values" {
                        var others = 0
                        (definitions, styles) = try valuesFile(filePath, others: &others)
                        otherValues += others
                    } else {
                        definitions = try selectorFile(filePath, name: String(file.dropLast(4))).map { [$0] } ?? []
                    }
                    guard let cell else {
                        if !definitions.isEmpty { unaudited["\(relative.isEmpty ? "" : relative + "/")\(entry)", default: 0] += definitions.count }
                        continue
                    }
                    for style in styles {
                        if cell == .light {
                            if module.lightStyles[style.name] == nil { module.lightStyleOrder.append(style.name) }
                            module.lightStyles[style.name] = style
                        } else {
                            module.darkStyles[style.name] = style
                        }
                    }
                    for (name, definition) in definitions {
                        if module.light[name] == nil && module.dark[name] == nil { module.order.append(name) }
                        if cell == .light { module.light[name] = definition } else { module.dark[name] = definition }
                    }
                }
            }
            if !module.order.isEmpty || !module.lightStyles.isEmpty || !module.darkStyles.isEmpty { modules.append(module) }
        }
        guard !modules.isEmpty else {
            throw InputFileError(file: input, message: "Android resources: no color in values/ or values-night/ (res folders: \(folders.count))")
        }
        return try palette(modules, input: input, unaudited: unaudited, otherValues: otherValues)
    }

    static func palette(_ modules: [Module], input: String, unaudited: [String: Int], otherValues: Int) throws(InputFileError) -> Palette {
        // A name several modules define alike is one color (the first module's); defined
        // differently, each is kept apart as module:name.
        var owners: [String: [Int]] = [:]
        for (index, module) in modules.enumerated() { for name in module.order { owners[name, default: []].append(index) } }
        func displayName(_ name: String, _ module: Int) -> String? {
            guard let list = owners[name], list.count > 1 else { return name }
            let definitions = Set(list.map { "\(modules[$0].light[name]?.raw ?? "")|\(modules[$0].dark[name]?.raw ?? "")" })
            if definitions.count == 1 { return list.first == module ? name : nil }
            return "\(modules[module].label):\(name)"
        }
        var colors: [AdaptiveColor] = []
        var unresolved: [UnresolvedColor] = []
        var locations: [String: ColorLocation] = [:]
        var sawNight = false
        for (index, module) in modules.enumerated() {
            if !module.dark.isEmpty || !module.darkStyles.isEmpty { sawNight = true }
            for name in module.order {
                guard let shown = displayName(name, index) else { continue }
                guard let lightDefinition = module.light[name] else {
                    unresolved.append(UnresolvedColor(name: shown, reason: "defined in values-night only: no light value"))
                    continue
                }
                do throws(ResolutionFailure) {
                    let light = try resolve(name, cell: .light, module: index, modules)
                    let dark = try resolve(name, cell: .dark, module: index, modules)
                    guard let color = AdaptiveColor(shown, cells: [.light: light, .dark: dark]) else { continue }
                    colors.append(color)
                    var cells: [Appearance: ColorLocation.Cell] = [:]
                    if let darkDefinition = module.dark[name] {
                        cells[.dark] = ColorLocation.Cell(
                            file: darkDefinition.file == lightDefinition.file ? nil : darkDefinition.file, keyPath: "color/\(name)", line: darkDefinition.line)
                    }
                    locations[shown] = ColorLocation(file: lightDefinition.file, keyPath: "color/\(name)", line: lightDefinition.line, cells: cells)
                } catch {
                    unresolved.append(UnresolvedColor(name: shown, reason: error.reason))
                }
            }
        }
        let themed = themeColors(modules, colors: &colors, unresolved: &unresolved, locations: &locations)
        var notes: [String] = []
        let mapping = modules.count == 1 ? "" : " (\(modules.count) res folders: \(modules.map(\.label).joined(separator: ", ")))"
        notes.append("Android resources: values is light, values-night dark\(mapping)"
            + (sawNight ? "" : "; no values-night folder: each color has one value, checked in light and dark alike"))
        if !unaudited.isEmpty {
            notes.append("resource folders with other qualifiers, not audited: "
                + unaudited.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) color\($0.value == 1 ? "" : "s"))" }.joined(separator: ", "))
        }
        let kept = Set(colors.map(\.name) + unresolved.map(\.name)).filter { $0.contains(":") }
        if !kept.isEmpty {
            notes.append("\(kept.count) color name\(kept.count == 1 ? " is" : "s are") defined differently in several modules, kept apart as module:name")
        }
        if themed > 0 { notes.append("\(themed) color attribute\(themed == 1 ? "" : "s") of the themes' styles read as colors named Theme.attribute") }
        if otherValues > 0 { notes.append("\(otherValues) other value\(otherValues == 1 ? "" : "s") (strings, dimensions, …) not read") }
        guard !colors.isEmpty || !unresolved.isEmpty else {
            throw InputFileError(file: input, message: "Android resources: no color in values/ or values-night/")
        }
        let name = URL(fileURLWithPath: input).lastPathComponent
        return Palette(
            name: name, title: "\(name) Android resources", release: "", source: input, notes: notes, colors: colors,
            unresolved: unresolved, locations: locations)
    }

    struct ResolutionFailure: Error {
        let reason: String
    }

    /// The framework colors this reader knows (android.R.color, frameworks/base
    /// core/res/res/values/colors.xml): white `#FFFFFFFF`, black `#FF000000`, transparent
    /// `#00000000`.
    static let frameworkColors: [String: SRGB] = [
        "white": SRGB(red8: 255, green8: 255, blue8: 255), "black": SRGB(red8: 0, green8: 0, blue8: 0),
        "transparent": SRGB(red8: 0, green8: 0, blue8: 0, alpha8: 0),
    ]

    /// A color's value in a cell: dark is `values-night`'s definition, else `values`'s (as
    /// Android falls back); references followed, at most 64 steps.
    static func resolve(_ start: String, cell: Appearance, module: Int, _ modules: [Module]) throws(ResolutionFailure) -> SRGB {
        try resolve(Definition(raw: "@color/\(start)", file: "", line: 0), cell: cell, module: module, modules, seen: [])
    }

    /// A definition's color in a cell, its references followed.
    static func resolve(
        _ first: Definition, cell: Appearance, module start: Int, _ modules: [Module], seen initial: [String], theme: ThemeAttributes? = nil
    ) throws(ResolutionFailure) -> SRGB {
        var definition = first
        var module = start
        var alpha = 1.0
        var seen = initial
        while true {
            if let problem = definition.problem { throw ResolutionFailure(reason: problem) }
            if let reference = definition.alphaReference {
                throw ResolutionFailure(reason: "a selector's alpha \(InputExcerpt.quoted(reference)) is a reference this reader does not follow")
            }
            alpha *= definition.alpha
            let raw = definition.raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if raw.hasPrefix("@android:color/") {
                let framework = String(raw.dropFirst("@android:color/".count))
                guard let color = frameworkColors[framework] else {
                    throw ResolutionFailure(reason: "\(InputExcerpt.quoted(raw)): a framework color this reader does not know (it knows white, black, transparent)")
                }
                return try scaled(color, alpha)
            }
            if raw.hasPrefix("?") {
                // A theme attribute: the theme's own value when resolving a theme's colors.
                let attribute = String(raw.dropFirst().replacingOccurrences(of: "attr/", with: ""))
                guard let theme, let next = theme.items[attribute] ?? theme.items[attribute.replacingOccurrences(of: "android:", with: "")] else {
                    throw ResolutionFailure(reason: "\(InputExcerpt.quoted(raw)): a theme attribute, whose value depends on the theme")
                }
                let key = "?\(attribute)"
                guard !seen.contains(key) else { throw ResolutionFailure(reason: "reference cycle through \(key)") }
                seen.append(key)
                definition = next
                continue
            }
            let isReference = raw.hasPrefix("@color/") || raw.hasPrefix("@+color/")
            guard isReference else {
                guard let color = hexColor(raw) else {
                    throw ResolutionFailure(reason: "\(InputExcerpt.quoted(raw)) in \(definition.file):\(definition.line) is not an Android color (#RGB, #ARGB, #RRGGBB, #AARRGGBB or a reference)")
                }
                return try scaled(color, alpha)
            }
            let name = String(raw.drop(while: { $0 != "/" }).dropFirst())
            guard !seen.contains("\(module)/\(name)") else {
                let names = (seen + ["\(module)/\(name)"]).filter { !$0.hasPrefix("?") }.map { $0.split(separator: "/", maxSplits: 1).last.map(String.init) ?? $0 }
                throw ResolutionFailure(reason: "reference cycle: \(names.joined(separator: " → "))")
            }
            seen.append("\(module)/\(name)")
            guard seen.count <= 64 else { throw ResolutionFailure(reason: "more than 64 references in a row") }
            let candidates = [module] + modules.indices.filter { $0 != module }
            guard let owner = candidates.first(where: { modules[$0].light[name] != nil || modules[$0].dark[name] != nil }),
                let next = (cell == .dark ? modules[owner].dark[name] : nil) ?? modules[owner].light[name]
            else {
                throw ResolutionFailure(reason: "@color/\(name) is defined in no values folder read" + (cell == .dark ? " for dark" : ""))
            }
            module = owner
            definition = next
        }
    }

    static func scaled(_ color: SRGB, _ alpha: Double) throws(ResolutionFailure) -> SRGB {
        guard alpha != 1 else { return color }
        do {
            return try SRGB(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * alpha)
        } catch {
            throw ResolutionFailure(reason: "alpha \(alpha) out of range")
        }
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`: Android puts alpha first, so its alpha digits
    /// move to the end before the color module reads the hex.
    static func hexColor(_ text: String) -> SRGB? {
        guard text.hasPrefix("#") else { return nil }
        var digits = String(text.dropFirst())
        if digits.count == 4 || digits.count == 8 {
            let alpha = digits.count / 4
            digits = String(digits.dropFirst(alpha)) + String(digits.prefix(alpha))
        }
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        return try? SRGB(parsing: "#" + digits)
    }

    /// The colors and styles of a values file: `<color name="…">`, `<item type="color"
    /// name="…">` and `<style>`; other values counted.
    static func valuesFile(_ path: String, others: inout Int) throws(InputFileError) -> ([(String, Definition)], [Style]) {
        let root = try parse(path)
        guard root.name == "resources" else { return ([], []) }
        var result: [(String, Definition)] = []
        var styles: [Style] = []
        for element in root.children {
            if element.name == "style" {
                guard let name = element["name"], !name.isEmpty else {
                    throw InputFileError(file: path, line: element.line, message: "a <style> with no name")
                }
                var style = Style(name: name, parent: element["parent"], items: [:], order: [])
                for item in element.children(named: "item") {
                    guard let attribute = item["name"] else { continue }
                    if style.items[attribute] == nil { style.order.append(attribute) }
                    style.items[attribute] = Definition(raw: item.text, file: path, line: item.line)
                }
                styles.append(style)
                continue
            }
            let isColor = element.name == "color" || (element.name == "item" && element["type"] == "color")
            guard isColor else {
                others += 1
                continue
            }
            guard let name = element["name"], !name.isEmpty else {
                throw InputFileError(file: path, line: element.line, message: "a <\(element.name)> with no name")
            }
            result.append((name, Definition(raw: element.text, file: path, line: element.line)))
        }
        return (result, styles)
    }

    /// A color selector's default state: its first item with no `state_` attribute.
    static func selectorFile(_ path: String, name: String) throws(InputFileError) -> (String, Definition)? {
        let root = try parse(path)
        guard root.name == "selector" else { return nil }
        guard let item = root.children(named: "item").first(where: { !$0.attributes.keys.contains { $0.contains("state_") } }),
            let color = item["android:color"] ?? item["app:color"]
        else {
            return (name, Definition(raw: "", file: path, line: root.line, problem: "a selector with no default state (every item has a state_ attribute)"))
        }
        var definition = Definition(raw: color, file: path, line: item.line)
        if let alpha = item["android:alpha"] ?? item["app:alpha"] {
            if let value = Double(alpha), (0...1).contains(value) { definition.alpha = value } else { definition.alphaReference = alpha }
        }
        return (name, definition)
    }

    static func parse(_ path: String) throws(InputFileError) -> XMLElementNode {
        let data = try JSONDocument.readData(path)
        do {
            return try XMLElementNode.parse(data, maximumDepth: 64, maximumElements: 500_000)
        } catch {
            throw InputFileError(file: path, line: error.line, message: "invalid XML: \(error.message)")
        }
    }

    /// The `res` folders of an input: the input itself when it is one, else every folder
    /// named `res` below it holding a `values…` folder (build outputs and hidden folders
    /// skipped), in path order.
    static func resFolders(_ input: String, limit: Int = 200_000) -> [String] {
        if URL(fileURLWithPath: input).lastPathComponent == "res" { return [input] }
        guard let walker = FileManager.default.enumerator(atPath: input) else { return [] }
        var result: [String] = []
        var visited = 0
        while let relative = walker.nextObject() as? String {
            visited += 1
            if visited > limit { break }
            let last = URL(fileURLWithPath: relative).lastPathComponent
            if last.hasPrefix(".") || skippedFolders.contains(last) {
                walker.skipDescendants()
                continue
            }
            guard last == "res" else { continue }
            let path = (input as NSString).appendingPathComponent(relative)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            if entries.contains(where: { $0 == "values" || $0.hasPrefix("values-") }) { result.append(path) }
        }
        return result.sorted()
    }

    /// Whether an input is Android resources: a `res` folder, or a folder with one below it
    /// (a module's `src/main/res`, a project's modules) — decided from names.
    static func isResources(_ input: String) -> Bool {
        var isDirectory: ObjCBool = false
        let path = input.withoutTrailingSlash
        guard !path.hasSuffix(".xcassets"), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        if URL(fileURLWithPath: path).lastPathComponent == "res" {
            return FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("values"))
        }
        for candidate in ["res", "src/main/res", "app/src/main/res"] {
            if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(candidate + "/values")) { return true }
        }
        if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("settings.gradle"))
            || FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("settings.gradle.kts"))
        {
            return true
        }
        // Deeper (a repository of several apps): a res/values folder within the first entries.
        return !resFolders(path, limit: 20_000).isEmpty
    }
}

/// Android resources (a project, a module or a `res` folder), recognised by their folders.
public struct AndroidResourcesSource: PaletteSource {
    public init() {}

    public var name: String { "Android resources" }

    public func canRead(_ input: String) -> Bool { AndroidResources.isResources(input) }

    public func read(_ input: String) throws(InputFileError) -> LoadedPalette {
        LoadedPalette(file: try AndroidResources.read(input), stating: nil, sourceName: name)
    }
}
