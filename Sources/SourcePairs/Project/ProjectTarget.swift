import AuditInputs
import Foundation

/// The target of an app's Xcode project that a scan reads: by default the app target that
/// builds the most of the files found, with the frameworks it builds in. Files that only
/// other targets build (tests, extensions, another platform's app) are left out, and so are
/// their asset catalogs and Info.plist files, and files in the project's folder that no
/// target builds (an old copy, a folder kept aside); files of a local Swift package or of
/// another project in the folder are read.
public struct ProjectTarget: Sendable {
    public let project: XcodeProject
    public let target: XcodeProject.Target
    /// The target and the frameworks and libraries of its project it builds with it.
    public let built: [XcodeProject.Target]

    /// The folders of the other projects the scan found inside this project's folder: their
    /// files are theirs to build.
    let nestedProjectFolders: [String]

    init(project: XcodeProject, target: XcodeProject.Target, others: [XcodeProject] = []) {
        self.project = project
        self.target = target
        self.built = project.built(with: target)
        let folders = others.map(\.containerFolder) + others.map(\.projectFolder) + Self.workspaceProjectFolders(besides: project)
        self.nestedProjectFolders = folders.filter { $0.hasPrefix(Self.ownFolder(of: project) + "/") }
    }

    /// The folder whose files no target of the project builds are left out: the project's
    /// folder where it lies inside the folder the scan found the `.xcodeproj` in, else that
    /// folder (a `projectDirPath` never leads the scan outside what it was given).
    static func ownFolder(of project: XcodeProject) -> String {
        project.projectFolder == project.containerFolder || project.projectFolder.hasPrefix(project.containerFolder + "/")
            ? project.projectFolder : project.containerFolder
    }

    /// The folders of the projects a workspace beside the project lists
    /// (`group:UIComponents/UIComponents.xcodeproj`, `container:Pods/Pods.xcodeproj`), whether
    /// or not they were checked out with it.
    static func workspaceProjectFolders(besides project: XcodeProject) -> [String] {
        let folder = project.containerFolder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names.sorted() where name.hasSuffix(".xcworkspace") {
            let file = folder + "/" + name + "/contents.xcworkspacedata"
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            guard size <= 1 << 20, let data = FileManager.default.contents(atPath: file) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                guard let start = line.range(of: "location = \"")?.upperBound, let end = line[start...].firstIndex(of: "\"") else { continue }
                let location = line[start..<end]
                for kind in ["group:", "container:"] where location.hasPrefix(kind) {
                    let relative = String(location.dropFirst(kind.count))
                    guard relative.hasSuffix(".xcodeproj"), !relative.hasPrefix("/") else { continue }
                    let path = URL(fileURLWithPath: folder).appendingPathComponent(relative).deletingLastPathComponent().standardizedFileURL.path
                    found.append(path)
                }
            }
        }
        return found
    }

    /// Whether the target (or a framework it builds) builds the file.
    public func builds(_ file: SourceFolder.File) -> Bool {
        let path = file.url.standardizedFileURL.path
        return built.contains { $0.builds(path) } || built.contains { $0.buildsIgnoringCase(path) }
    }

    /// Why a file the chosen target does not build is left out of the scan.
    public enum LeftOut: Hashable, Sendable, CustomStringConvertible {
        /// Another target of the project builds it.
        case otherTarget(String)
        /// It is in a folder Xcode keeps in sync, excluded from every target.
        case notBuilt
        /// It is in the project's folder, and no target of the project builds it.
        case notInProject

        public var description: String {
            switch self {
            case .otherTarget(let name): "target '\(name)' builds it"
            case .notBuilt: "no target builds it"
            case .notInProject: "it is in the project's folder and no target builds it"
            }
        }

        var name: String {
            switch self {
            case .otherTarget(let name): name
            case .notBuilt, .notInProject: "no target"
            }
        }
    }

    /// Whether the file is left out of the scan, and why: `nil` for a file the target (or a
    /// framework it builds) builds, and for one no target lists outside the project's folder,
    /// in a local Swift package (a folder with a `Package.swift`) or in another project's
    /// folder inside it.
    public func leftOut(_ file: SourceFolder.File) -> LeftOut? {
        let path = file.url.standardizedFileURL.path
        // By the paths' case too, where no path matches exactly: a project made on a Mac's
        // case-insensitive disk may name `Views` a folder checked out as `VIews`.
        guard !built.contains(where: { $0.builds(path) }) else { return nil }
        if let other = project.targets.first(where: { $0.builds(path) }) { return .otherTarget(other.name) }
        guard !built.contains(where: { $0.buildsIgnoringCase(path) }) else { return nil }
        if let other = project.targets.first(where: { $0.buildsIgnoringCase(path) }) { return .otherTarget(other.name) }
        if project.synchronizedFolders.contains(where: { path.hasPrefix($0 + "/") }) { return .notBuilt }
        let root = Self.ownFolder(of: project)
        guard path.hasPrefix(root + "/"), !nestedProjectFolders.contains(where: { path.hasPrefix($0 + "/") }) else { return nil }
        // A package's folder, between the file and the project's folder (the project's own
        // included: a package and a project side by side build the same files).
        var folder = (path as NSString).deletingLastPathComponent
        while folder.hasPrefix(root) {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return nil }
            guard folder != root else { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return .notInProject
    }

    /// The platforms the target builds for, as its SDKs say (`iphoneos`: iOS); all of them
    /// when its settings do not say. Code under `#if os(…)` for none of these is not read:
    /// it is not built into the app.
    var platforms: Platforms {
        var platforms = Platforms()
        for sdk in target.sdks {
            switch sdk {
            case "iphoneos", "iphonesimulator": platforms.insert(.iOS)
            case "macosx": platforms.insert(.macOS)
            case "appletvos", "appletvsimulator": platforms.insert(.tvOS)
            case "watchos", "watchsimulator": platforms.insert(.watchOS)
            case "xros", "xrsimulator": platforms.insert(.visionOS)
            default: return .all
            }
        }
        return platforms.isEmpty ? .all : platforms
    }

    /// The lowest OS version the app runs on, by platform name (`"iOS": [15, 0]`): code
    /// that only runs on older versions (`if #available(iOS 15, *) { … } else { … }`'s
    /// `else`) is never drawn.
    var minimumVersions: [String: [Int]] { target.deploymentTargets }

    /// The appearance the target's build settings set for the whole app
    /// (`INFOPLIST_KEY_UIUserInterfaceStyle`).
    public var appearanceLock: AppearanceLock? {
        guard let (value, line) = target.interfaceStyle, value == "Dark" || value == "Light" else { return nil }
        return AppearanceLock(value == "Dark" ? .dark : .light, at: SourcePosition(file: project.path, line: line, column: 1))
    }

    /// Reads the Xcode projects found under a folder and chooses the target.
    ///
    /// - Parameters:
    ///   - folder: the project folder's files.
    ///   - name: the target to read (`--target`); `nil` for the app target that builds the
    ///     most of the folder's Swift files and Interface Builder documents.
    /// - Returns: the target (`nil` when the folder holds no Xcode project with targets that
    ///   can be read), and notes on what was chosen and left out, and on project files that
    ///   could not be read.
    /// - Throws: ``InputFileError`` when a named target is in no project, or in several.
    public static func choose(in folder: SourceFolder, named name: String? = nil) throws(InputFileError)
        -> (target: ProjectTarget?, notes: [String])
    {
        var projects: [XcodeProject] = []
        var unread: [String] = []
        for file in folder.xcodeProjects {
            do {
                projects.append(try XcodeProject(folder: file.url, path: file.path + "/project.pbxproj"))
            } catch {
                unread.append(error.description)
            }
        }
        let candidates = projects.flatMap { project in project.targets.map { (project, $0) } }
        let code = folder.swiftFiles + folder.objectiveCFiles + folder.interfaceBuilderFiles
        var notes = unread.map { "An Xcode project could not be read, so its targets are not told apart: \($0)." }
        let chosen: ProjectTarget
        if let name {
            let named = candidates.filter { $0.1.name == name }
            guard let (project, target) = named.first else {
                let known = candidates.map(\.1.name)
                throw InputFileError(
                    file: folder.xcodeProjects.first?.path ?? name,
                    message: known.isEmpty
                        ? "no Xcode project with targets was found for --target \(name)"
                        : "no target '\(name)'; the targets are \(known.joined(separator: ", "))")
            }
            guard named.count == 1 else {
                throw InputFileError(file: project.path, message: "target '\(name)' is in several projects: \(named.map(\.0.path).joined(separator: ", "))")
            }
            chosen = ProjectTarget(project: project, target: target, others: projects)
        } else {
            let apps = candidates.filter { $0.1.isApplication }
            let pool = apps.isEmpty ? candidates.filter { !$0.1.isTest } : apps
            var best: (ProjectTarget, Int)?
            for (project, target) in pool {
                let candidate = ProjectTarget(project: project, target: target, others: projects)
                let count = code.count { candidate.builds($0) }
                if count > best?.1 ?? -1 { best = (candidate, count) }
            }
            guard let best else { return (nil, notes) }
            chosen = best.0
            let others = apps.filter { $0.1.name != chosen.target.name }.map(\.1.name)
            if !others.isEmpty {
                notes.insert("Other app targets, not read: \(CodePairs.list(others)); read one with --target.", at: 0)
            }
        }
        var leftOut: [String: Int] = [:]
        var outsideProject: [String] = []
        for file in code + folder.assetCatalogs + folder.infoPlists {
            guard let reason = chosen.leftOut(file) else { continue }
            leftOut[reason.name, default: 0] += 1
            if reason == .notInProject { outsideProject.append(file.path) }
        }
        let frameworks = chosen.built.dropFirst().map(\.name)
        var note = "Read as target '\(chosen.target.name)' of \(chosen.project.path)"
            + (frameworks.isEmpty ? "" : " with the frameworks it builds (\(CodePairs.list(frameworks)))")
        if !leftOut.isEmpty {
            let total = leftOut.values.reduce(0, +)
            let counts = leftOut.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            note += "; \(total) file\(total == 1 ? "" : "s") it does not build \(total == 1 ? "was" : "were") left out (\(CodePairs.list(counts)))"
        }
        if !outsideProject.isEmpty {
            let shown = outsideProject.prefix(3).joined(separator: ", ") + (outsideProject.count > 3 ? " and \(outsideProject.count - 3) more" : "")
            note += "; in the project's folder and built by none of its targets: \(shown)"
        }
        // A project moved apart from its sources (checked in beside the files of the folder
        // its groups name): the target builds nothing that is there.
        if !code.contains(where: chosen.builds) {
            let listed = chosen.built.flatMap(\.members).filter { member in
                ["swift", "m", "mm", "storyboard", "xib"].contains((member as NSString).pathExtension)
            }
            let missing = listed.filter { !FileManager.default.fileExists(atPath: $0) }.sorted()
            if let first = missing.first {
                notes.append(
                    "Target '\(chosen.target.name)' builds \(missing.count) source file\(missing.count == 1 ? "" : "s") that \(missing.count == 1 ? "is" : "are") not where its project says (\(first)\(missing.count > 1 ? ", …" : "")): the project does not match the folder's layout. Scan the folder's code as it is with --sources.")
            }
        }
        if chosen.platforms != .all {
            note += "; it is built for \(CodePairs.list(chosen.platforms.names)) only, so code under `#if os(…)` for other platforms is not read"
        }
        notes.insert(note + ".", at: 0)
        return (chosen, notes)
    }
}
