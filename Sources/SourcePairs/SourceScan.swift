import AdaptedSystemUI
import AuditInputs
import Foundation

/// Reads an app's Swift and Objective-C sources, storyboards and XIBs and finds which colors
/// it draws over which: the pairs the audit checks when it is given the app's code.
///
/// ```swift
/// var job = AuditJob(palette: "App/Assets.xcassets")
/// job.code = SourceScan(roots: ["App"])
/// let report = try job.run()
/// ```
///
/// Swift is read with Swift's own parser (swift-syntax): SwiftUI views
/// (``SwiftUIDrawingReader``'s rules) and UIKit and AppKit classes; Objective-C with clang's
/// own parser, through libclang loaded at run time, its classes paired by the same rules as
/// Swift's. Interface Builder files are read as XML. Every pair keeps the places that draw it,
/// a confidence, and the appearance it is seen in when the app locks one
/// (`.preferredColorScheme`, `overrideUserInterfaceStyle`, `UIUserInterfaceStyle` in
/// Info.plist, `NSAppearance(named:)`).
public struct SourceScan: PairFinder {
    /// The folders (or files) to read.
    public var roots: [String]
    /// How system colors are resolved (the Apple palettes).
    public var options: AssetCatalog.Options
    /// Files larger than this are not read (and are named in the notes).
    public var maximumFileSize: Int
    /// Notes added to the palette's (catalogs of a project kept apart, say).
    public var notes: [String] = []
    /// The Xcode project's target to read: files only its other targets build are left out,
    /// and its build settings can lock the app's appearance.
    public var target: ProjectTarget?
    /// How many threads parse the files (Swift with swift-syntax, Objective-C with clang): by
    /// default the machine's cores, at most 8. The pairs, their order and the notes are the
    /// same whatever the number.
    public var jobs: Int = Workers.defaultCount
    /// Where libclang, which reads Objective-C, is loaded from (``Libclang/shared`` unless a
    /// test says otherwise).
    var libclang: Swift.Result<Libclang, Libclang.Unavailable> { libclangOverride ?? Libclang.shared }
    var libclangOverride: Swift.Result<Libclang, Libclang.Unavailable>?

    public init(roots: [String], options: AssetCatalog.Options = AssetCatalog.Options(), maximumFileSize: Int = 4 << 20) {
        self.roots = roots
        self.options = options
        self.maximumFileSize = maximumFileSize
    }

    /// What a scan found, before its colors are looked up in a palette.
    public struct Result: Sendable {
        public let pairs: [DrawnPair]
        public let tally: ScanTally
        /// The appearance the whole app is locked to, if it is.
        public let appLock: AppearanceLock?
    }

    /// Scans the files, reading generated asset symbols (`Color.ink`) as the catalog names
    /// given.
    public func scan(catalogNames: some Sequence<String>) throws(InputFileError) -> Result {
        var folder = try SourceFolder(roots: roots)
        if let target { folder.leaveOut { target.leftOut($0) != nil } }
        return scan(folder, catalogNames: catalogNames)
    }

    /// The stack the scan runs on. Parsing and reading a view recurse once per level of an
    /// expression: ``SourceShape/Limits`` keeps every file's levels within what this holds
    /// (a thousand chained modifiers take about 60 MB in a debug build), and the memory is
    /// only used as deep as a file goes.
    static let stackSize = 1 << 30

    func scan(_ folder: SourceFolder, catalogNames: some Sequence<String>) -> Result {
        let outcome = ScanOutcome()
        let names = Array(catalogNames)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            outcome.result = scanHere(folder, catalogNames: names)
            done.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
        done.wait()
        // The semaphore orders the thread's write before this read.
        return outcome.result!
    }

    private func scanHere(_ folder: SourceFolder, catalogNames: [String]) -> Result {
        var tally = ScanTally()
        // Interface Builder documents are parsed first: the classes they make are used (once
        // the code says which documents and scenes are loaded, below).
        let references = TypeReferences()
        var documents: [(SourceFolder.File, XMLElementNode)] = []
        for file in folder.interfaceBuilderFiles {
            guard let data = readData(file, tally: &tally) else { continue }
            do {
                documents.append((file, try XMLElementNode.parse(data)))
            } catch {
                tally.skippedFiles.append("\(file.path) (\(error))")
            }
        }
        var suppressions = Suppressions()
        let declarations = SwiftDeclarations(platforms: target?.platforms ?? .all, minimumVersions: target?.minimumVersions ?? [:])
        var files: [SwiftSourceFile] = []
        // The words the code and the settings use: a storyboard none of them names (as
        // `UIStoryboard(name: "SignUp", …)`, `R.storyboard.signUp`, a storyboard reference,
        // `UIMainStoryboardFile`) is never loaded; nor is a XIB none of them names
        // (`UINib(nibName: "NoteCell", …)`, `String(describing: NoteCell.self)`, `NoteCell()`
        // for a view controller's own). A comment, or the declaration of the class of that name,
        // loads nothing.
        let documentNames = Set(folder.interfaceBuilderFiles.compactMap { file -> String? in
            guard let base = Self.documentName(file.path) else { return nil }
            return base.utf8.allSatisfy { $0 < 0x80 && (Self.isWordByte($0)) } ? base.lowercased() : nil
        })
        var words = Set<String>()
        // Objective-C files are read first for the classes they implement, which Swift code may use.
        let objectiveCTexts = folder.objectiveCFiles.compactMap { file in readData(file, tally: &tally).map { (file, String(decoding: $0, as: UTF8.self)) } }
        for (file, text) in objectiveCTexts { suppressions.add(SuppressionComments.cFamily(text, path: file.path)) }
        let objectiveCClasses = Set(objectiveCTexts.flatMap { Self.implementedClasses(in: $0.1) }.map { $0.lowercased() })
        var usedFromSwift = Set<String>()
        // Whether code asks a storyboard for its initial controller (then any storyboard's
        // initial scene may be shown; else only the main storyboard's, and one a storyboard
        // reference opens without naming a scene).
        var loadsInitialScene = objectiveCTexts.contains { $0.1.contains("instantiateInitialViewController") }
        // Swift files are parsed on the workers, then taken in the folder's order.
        let swiftTexts = folder.swiftFiles.compactMap { file in read(file, tally: &tally).map { (path: file.path, text: $0) } }
        let parsedFiles = Workers.map(swiftTexts.count, workers: jobs, stackSize: Self.stackSize) { index in
            SwiftSourceFile(path: swiftTexts[index].path, source: swiftTexts[index].text)
        }
        for parsed in parsedFiles {
            if !documentNames.isEmpty || !objectiveCClasses.isEmpty {
                let code = parsed.codeWords
                words.formUnion(Self.words(documentNames, in: code))
                usedFromSwift.formUnion(Self.words(objectiveCClasses, in: code))
                if !loadsInitialScene, code.contains("instantiateInitialViewController") || code.contains("initialScene") {
                    loadsInitialScene = true
                }
            }
            if parsed.holdsCodeOnlyUnderConditions { tally.conditionalFiles.append(parsed.path) }
            suppressions.add(parsed.suppressions)
            declarations.add(parsed)
            references.add(parsed)
            files.append(parsed)
        }
        declarations.finish()
        tally.swiftFiles = files.count
        // (Read here only for the names: a file too large is counted where it is read for
        // what it holds.)
        var unrecorded = ScanTally()
        // The storyboards the app starts with (lowercased): their initial scene is shown.
        var mainStoryboards = Set<String>()
        // An Info.plist that is no property list may name one: the start is not known.
        var startUnknown = false
        for file in folder.infoPlists where !documentNames.isEmpty {
            guard let data = readData(file, tally: &unrecorded) else { continue }
            words.formUnion(Self.words(documentNames, in: String(decoding: data, as: UTF8.self)))
            if let named = Self.mainStoryboards(inInfoPlist: data) {
                mainStoryboards.formUnion(named)
            } else {
                startUnknown = true
                tally.skippedFiles.append("\(file.path) (not a property list: the storyboard the app starts with is not known)")
            }
        }
        // A project lists every file: only its settings that name a storyboard count
        // (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`).
        for project in folder.xcodeProjects where !documentNames.isEmpty {
            let file = SourceFolder.File(url: project.url.appendingPathComponent("project.pbxproj"), path: project.path)
            guard let data = readData(file, tally: &unrecorded) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.contains("Storyboard") && line.contains(" = ") {
                guard let value = line.split(separator: "=", maxSplits: 1).last else { continue }
                let named = Self.words(documentNames, in: String(value))
                words.formUnion(named)
                if line.contains("MainStoryboardFile") { mainStoryboards.formUnion(named) }
            }
        }
        for (_, root) in documents {
            root.forEach { element in
                guard let name = element["storyboardName"]?.lowercased() else { return }
                words.insert(name)
                if element["referencedIdentifier"] == nil { mainStoryboards.insert(name) }
            }
        }
        // Where the app's start is known (its entry point, and the settings that would name
        // a main storyboard), a storyboard it does not start with shows its initial scene
        // only when code asks for it.
        let knowsStart = references.isWholeApp && !startUnknown && !(folder.infoPlists.isEmpty && folder.xcodeProjects.isEmpty)
        // What the documents make: a document nothing names is never loaded, and a scene
        // nothing shows is never made; the classes they name are used where they are made.
        var loaded: [(file: SourceFolder.File, root: XMLElementNode, unmade: Set<ObjectIdentifier>)] = []
        for (file, root) in documents {
            let base = (Self.documentName(file.path) ?? "").lowercased()
            if references.isWholeApp, documentNames.contains(base), !words.contains(base) {
                tally.unusedDocuments.append(file.path)
                continue
            }
            let initialSceneShown = !knowsStart || loadsInitialScene || mainStoryboards.contains(base)
            let unmade = InterfaceBuilderReader.unreachableScenes(in: root, initialShown: initialSceneShown)
            suppressions.add(SuppressionComments.interfaceBuilder(root, path: file.path))
            var pending = [root]
            while let element = pending.popLast() {
                guard !unmade.contains(ObjectIdentifier(element)) else { continue }
                element["customClass"].map(references.addCustomClass)
                pending += element.children
            }
            loaded.append((file, root, unmade))
        }
        var resolver = SwiftColorResolver(declarations: declarations, catalog: CatalogNames(catalogNames), systemColors: options)
        resolver.isNamed = references.names
        resolver.makesCase = references.namesCase
        // Objective-C next: its color categories are Swift's too.
        let objectiveC = readObjectiveC(objectiveCTexts, folder: folder, resolver: resolver, tally: &tally)
        if let objectiveC { resolver.objectiveCColors = objectiveC.swiftNames }
        var pairs: [DrawnPair] = []
        var uiKit = UIKitDrawingReader(resolver: resolver, selfPainting: declarations.selfPaintingReason)
        // The classes' code first: the colors it sets on views the documents describe
        // replace the documents' own.
        var used: [(SwiftDeclarations.ClassType, UIKitDrawingReader.Collector)] = []
        var codeColors = CodeColors()
        for type in declarations.classes.values.sorted(by: { $0.name < $1.name }) {
            guard references.isUsed(type.name) else {
                // Dead code: named in the notes when it would have drawn something.
                var probe = UIKitDrawingReader(resolver: resolver)
                probe.read(type)
                if !probe.pairs.isEmpty, let file = type.parts.first?.file { tally.unusedTypes.append("\(type.name) (\(file.path))") }
                continue
            }
            let collector = uiKit.collect(type)
            UIKitDrawingReader.codeColors(of: type, collector, into: &codeColors)
            used.append((type, collector))
        }
        // SwiftUI next: a view UIKit code hosts is drawn on the fill that code gives it.
        var swiftUI = SwiftUIDrawingReader(declarations: declarations, resolver: resolver)
        swiftUI.hostFills = codeColors.swiftUIHosts
        swiftUI.readAll(isUsed: references.isUsed)
        pairs += swiftUI.pairs
        tally.merge(swiftUI.tally)
        var objectiveCReaders: [(UIKitDrawingReader.ClassFacts, UIKitDrawingReader.Collector)] = []
        if let objectiveC {
            var reader = ObjectiveCDrawingReader(colors: objectiveC, resolver: resolver)
            let referenced = reader.referencedClasses()
            // In a whole app (with its `main`), a class no other code names and no document
            // makes is dead code; in part of one, what uses it may be elsewhere.
            let isWholeApp = references.isWholeApp || reader.hasEntryPoint
            for type in reader.classes() {
                guard !isWholeApp || referenced.contains(type.name) || references.isCustomClass(type.name) || usedFromSwift.contains(type.name.lowercased())
                    || type.name.hasSuffix("AppDelegate") || type.name.hasSuffix("SceneDelegate")
                else {
                    if !reader.collect(type).assignments.isEmpty, let part = type.parts.first {
                        tally.unusedTypes.append("\(type.name) (\(objectiveC.files[part.file].path))")
                    }
                    continue
                }
                let collector = reader.collect(type)
                UIKitDrawingReader.codeColors(of: type.name, collector, into: &codeColors)
                objectiveCReaders.append((ObjectiveCDrawingReader.facts(of: type), collector))
            }
            pairs += reader.pairs
        }
        var drawnByDocuments = Set<CodeColors.Key>()
        let templates = TemplateImages(catalogs: folder.assetCatalogs.map(\.url))
        for (file, root, unmade) in loaded {
            var reader = InterfaceBuilderReader(
                path: file.path, selfPainting: declarations.selfPaintingReason, codeColors: codeColors,
                superclasses: declarations.superclasses, isDeclared: { declarations.declaredTypes.contains($0) },
                isTemplateImage: templates.isTemplate, unreachableScenes: unmade)
            reader.read(root)
            pairs += reader.pairs
            drawnByDocuments.formUnion(reader.drawnFromCode)
            tally.merge(reader.tally)
            tally.interfaceBuilderFiles += 1
        }
        uiKit.codeColors = codeColors
        uiKit.isTemplateImage = templates.isTemplate
        uiKit.isOriginalImage = templates.isOriginal
        for (type, collector) in used {
            uiKit.read(type, collector: collector, drawnByDocuments: drawnByDocuments)
        }
        for (type, collector) in objectiveCReaders {
            uiKit.read(type, collector: collector, drawnByDocuments: drawnByDocuments)
        }
        pairs += uiKit.pairs
        tally.merge(uiKit.tally)
        var appLock = uiKit.appLock
        for file in folder.infoPlists {
            if let lock = Self.appearanceLock(in: file, maximumFileSize: maximumFileSize) { appLock = appLock ?? lock }
        }
        appLock = appLock ?? target?.appearanceLock
        pairs = suppressions.apply(to: pairs, tally: &tally)
        // Pairs in a stable order whatever order the files were read in.
        pairs.sort { ($0.foregroundPosition, $0.foreground.description, $0.background.description) < ($1.foregroundPosition, $1.foreground.description, $1.background.description) }
        return Result(pairs: pairs, tally: tally, appLock: appLock)
    }

    /// Parses the Objective-C files with clang, and indexes their colors. `nil` when there are
    /// none, or when libclang cannot be loaded (said once, in the tally).
    private func readObjectiveC(
        _ texts: [(SourceFolder.File, String)], folder: SourceFolder, resolver: SwiftColorResolver, tally: inout ScanTally
    ) -> ObjectiveCColorResolver? {
        tally.skippedFiles += folder.otherSourceFiles.map { "\($0.path) (C and C++ are not read)" }
        guard !texts.isEmpty else { return nil }
        let library: Libclang
        switch libclang {
        case .success(let loaded): library = loaded
        case .failure(let why):
            tally.skippedFiles.append("\(folder.objectiveCFiles.count) Objective-C files, not read: \(why)")
            return nil
        }
        let includes = ObjectiveCIncludes(headerFiles: folder.headerFiles, prefixHeaders: folder.prefixHeaders, maximumFileSize: maximumFileSize)
        let parser = ObjectiveCParser(library: library, headerFolders: includes.folders)
        var files: [ObjectiveCFile] = []
        let parsed = parser.parseAll(texts.map { ($0.0.url, $0.1, $0.0.path) }, includes: includes, workers: jobs)
        for ((file, _), result) in zip(texts, parsed) {
            let syntax = result.syntax
            tally.includesNotFollowed += result.blanked
            if let failure = syntax.failure, syntax.nodes.isEmpty {
                tally.skippedFiles.append("\(file.path) (clang could not parse it: \(failure))")
                continue
            }
            if let (message, line) = syntax.firstError {
                tally.partlyReadFiles.append("\(file.path) (\(syntax.errors) error\(syntax.errors == 1 ? "" : "s"); the first at line \(line): \(message))")
            }
            files.append(ObjectiveCFile(path: file.path, syntax: syntax, isAppKit: result.platform == .macOS))
        }
        tally.objectiveCFiles = files.count
        return ObjectiveCColorResolver(files: files, swift: resolver)
    }

    public func findPairs(for palette: Palette) throws(InputFileError) -> FoundPairs {
        let result = try scan(catalogNames: palette.allNames)
        return CodePairs.resolve(
            result.pairs, appLock: result.appLock, in: palette, options: options, tally: result.tally, notes: notes)
    }

    /// The classes an Objective-C file implements (`@implementation Name`).
    static func implementedClasses(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "@implementation") {
            rest = rest[range.upperBound...]
            let name = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if !name.isEmpty { found.append(String(name)) }
        }
        return found
    }

    /// A storyboard's or XIB's name, as code loads it: its file name without the extension.
    static func documentName(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        for suffix in [".storyboard", ".xib"] where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return nil
    }

    /// The storyboards an Info.plist starts the app with, lowercased: `UIMainStoryboardFile`
    /// (and its `~ipad`, `~iphone` forms), a scene configuration's `UISceneStoryboardFile`,
    /// AppKit's `NSMainStoryboardFile`; `nil` when the data is no property list.
    static func mainStoryboards(inInfoPlist data: Data) -> Set<String>? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) else { return nil }
        var found = Set<String>()
        var pending: [Any] = [plist]
        // At most this many values are looked at (a scene manifest holds a handful).
        var visited = 0
        while let value = pending.popLast(), visited < 10_000 {
            visited += 1
            if let dictionary = value as? [String: Any] {
                for (key, item) in dictionary {
                    let base = key.split(separator: "~").first.map(String.init) ?? key
                    if ["UIMainStoryboardFile", "UISceneStoryboardFile", "NSMainStoryboardFile"].contains(base), let name = item as? String {
                        found.insert(name.lowercased())
                    } else {
                        pending.append(item)
                    }
                }
            } else if let array = value as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return found
    }

    /// Which of `wanted` (lowercased ASCII names) a text holds as whole words, in any case.
    static func words(_ wanted: Set<String>, in text: String) -> Set<String> {
        guard !wanted.isEmpty else { return [] }
        let lengths = Set(wanted.map(\.utf8.count))
        var found = Set<String>()
        var start: Int?
        let bytes = Array(text.utf8)
        for index in 0...bytes.count {
            let isWord = index < bytes.count && (isWordByte(bytes[index]) || bytes[index] >= 0x80)
            if isWord {
                if start == nil { start = index }
            } else if let first = start {
                start = nil
                guard lengths.contains(index - first) else { continue }
                let word = String(decoding: bytes[first..<index].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
                if wanted.contains(word) { found.insert(word) }
            }
        }
        return found
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// `UIUserInterfaceStyle` (`Light`, `Dark`) or `NSRequiresAquaSystemAppearance` in an
    /// Info.plist.
    static func appearanceLock(in file: SourceFolder.File, maximumFileSize: Int) -> AppearanceLock? {
        guard let data = try? Data(contentsOf: file.url), data.count <= maximumFileSize,
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        func line(of key: String) -> Int {
            guard let range = text.range(of: "<key>\(key)</key>") else { return 1 }
            return text[..<range.lowerBound].count { $0 == "\n" } + 1
        }
        if let style = plist["UIUserInterfaceStyle"] as? String, style == "Dark" || style == "Light" {
            return AppearanceLock(style == "Dark" ? .dark : .light, at: SourcePosition(file: file.path, line: line(of: "UIUserInterfaceStyle"), column: 1))
        }
        if plist["NSRequiresAquaSystemAppearance"] as? Bool == true {
            return AppearanceLock(.light, at: SourcePosition(file: file.path, line: line(of: "NSRequiresAquaSystemAppearance"), column: 1))
        }
        return nil
    }

    private func readData(_ file: SourceFolder.File, tally: inout ScanTally) -> Data? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int) ?? 0
        guard size <= maximumFileSize else {
            tally.skippedFiles.append("\(file.path) (\(size) bytes, over the \(maximumFileSize)-byte limit)")
            return nil
        }
        guard let data = try? Data(contentsOf: file.url) else {
            tally.skippedFiles.append("\(file.path) (could not be read)")
            return nil
        }
        return data
    }

    private func read(_ file: SourceFolder.File, tally: inout ScanTally) -> String? {
        guard let data = readData(file, tally: &tally) else { return nil }
        // Shapes that would make the parser or the readers take time or stack without bound
        // are kept from them.
        if case .failure(let excess) = SourceShape.measure(data, limits: .standard) {
            tally.skippedFiles.append("\(file.path):\(excess.line) (\(excess.what))")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            tally.skippedFiles.append("\(file.path) (not UTF-8)")
            return nil
        }
        return text
    }
}

/// Where the scan's thread leaves its result for the caller, who waits for it.
private final class ScanOutcome: @unchecked Sendable {
    var result: SourceScan.Result?
}
