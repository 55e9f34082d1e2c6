import AuditInputs
import Foundation

/// An Xcode project (`App.xcodeproj/project.pbxproj`): its targets and the files each one
/// builds, so that a scan reads the app's own target and not its tests, its widget or its
/// other platform.
///
/// The project file is an old-style property list. A target's files are those its build
/// phases list (resolved through the project's groups) and, since Xcode 16, those in the
/// folders it keeps in sync, less that folder's exceptions for the target. Membership is
/// only ever asked of files a scan already found under the folder the user named: paths the
/// project file lists elsewhere are never read.
public struct XcodeProject: Sendable {
    /// A target and the files it builds.
    public struct Target: Sendable {
        /// The target's name, as Xcode shows it.
        public let name: String
        /// `com.apple.product-type.application`, `….app-extension`, `….bundle.unit-test`, …
        public let productType: String
        /// Files and folders its build phases list (standardized absolute paths); a folder
        /// (an asset catalog, a folder reference) holds everything below it.
        let members: Set<String>
        /// `members`, lowercased (``buildsIgnoringCase(_:)``).
        let lowercasedMembers: Set<String>
        /// The folders Xcode keeps in sync that the target builds, each less its exceptions.
        let synchronizedFolders: [(folder: String, except: [String])]
        /// Files of synchronized folders the target does not build that it takes by exception.
        let takenFromFolders: [(folder: String, paths: [String])]
        /// The targets of the same project it depends on, by name (``XcodeProject/built(with:)``
        /// keeps the frameworks and libraries).
        let dependencies: [String]
        /// `INFOPLIST_KEY_UIUserInterfaceStyle` where every configuration sets it alike.
        let interfaceStyle: (value: String, line: Int)?
        /// The SDKs it builds for (`SUPPORTED_PLATFORMS`, else `SDKROOT`: `iphoneos`,
        /// `macosx`, …), from its configurations or the project's; empty when they are not
        /// set, or set through a variable.
        var sdks: Set<String> = []
        /// The lowest OS version it runs on, by platform (`IPHONEOS_DEPLOYMENT_TARGET` →
        /// `iOS`), the lowest of its configurations, from its own settings or the project's.
        var deploymentTargets: [String: [Int]] = [:]

        /// An app (iOS, macOS, watchOS, tvOS, visionOS, Mac Catalyst).
        public var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
        /// Unit or UI tests.
        public var isTest: Bool { productType.contains(".bundle.unit-test") || productType.contains(".bundle.ui-testing") }
        /// A framework or library another target builds in.
        var isLibrary: Bool { productType.contains("framework") || productType.contains("library") }

        /// Whether the target builds the file at this path, its case aside: a project made
        /// on a Mac's case-insensitive disk may name `Views` a folder checked out as `VIews`.
        func buildsIgnoringCase(_ path: String) -> Bool {
            let lowered = path.lowercased()
            var candidate = lowered
            while !candidate.isEmpty, candidate != "/" {
                if lowercasedMembers.contains(candidate) { return true }
                candidate = (candidate as NSString).deletingLastPathComponent
            }
            func lowercased(_ exception: String) -> String {
                exception.hasPrefix("/Localized/") ? "/Localized/" + exception.dropFirst("/Localized/".count).lowercased() : exception.lowercased()
            }
            for (folder, except) in synchronizedFolders {
                if let relative = Self.relative(lowered, to: folder.lowercased()), !except.contains(where: { Self.matches(relative, lowercased($0)) }) {
                    return true
                }
            }
            for (folder, paths) in takenFromFolders {
                if let relative = Self.relative(lowered, to: folder.lowercased()), paths.contains(where: { Self.matches(relative, lowercased($0)) }) {
                    return true
                }
            }
            return false
        }

        /// Whether the target builds the file at this standardized absolute path.
        public func builds(_ path: String) -> Bool {
            var candidate = path
            while !candidate.isEmpty, candidate != "/" {
                if members.contains(candidate) { return true }
                candidate = (candidate as NSString).deletingLastPathComponent
            }
            for (folder, except) in synchronizedFolders {
                if let relative = Self.relative(path, to: folder), !except.contains(where: { Self.matches(relative, $0) }) { return true }
            }
            for (folder, paths) in takenFromFolders {
                if let relative = Self.relative(path, to: folder), paths.contains(where: { Self.matches(relative, $0) }) { return true }
            }
            return false
        }

        static func relative(_ path: String, to folder: String) -> String? {
            path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
        }

        /// An exception names a file or a folder relative to the synchronized folder;
        /// `/Localized/X` names the localized copies of X (`Base.lproj/X`, `en.lproj/X`).
        static func matches(_ relative: String, _ exception: String) -> Bool {
            if exception.hasPrefix("/Localized/") {
                let name = String(exception.dropFirst("/Localized/".count))
                let unlocalized = relative.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
                return unlocalized == name
            }
            return relative == exception || relative.hasPrefix(exception + "/")
        }
    }

    /// The project file as reports name it.
    public let path: String
    public let targets: [Target]
    /// The folders Xcode keeps in sync that some target builds (standardized absolute paths):
    /// a file in one that no target builds was excluded on purpose. (A synchronized folder
    /// no target lists is only shown in Xcode: local Swift packages, documents.)
    public let synchronizedFolders: [String]
    /// The folder the project's files are found from (the `.xcodeproj`'s folder, or its
    /// `projectDirPath`), standardized.
    public let projectFolder: String
    /// The folder the `.xcodeproj` is in, standardized: where the scan found it.
    public let containerFolder: String

    /// Reads `project.pbxproj` in an `.xcodeproj` folder.
    ///
    /// - Parameters:
    ///   - folder: the `.xcodeproj` folder.
    ///   - path: the project file's path as reports show it.
    /// - Throws: ``InputFileError`` when the file cannot be read or is not a project.
    public init(folder: URL, path: String, maximumFileSize: Int = 64 << 20) throws(InputFileError) {
        self.path = path
        let file = folder.appendingPathComponent("project.pbxproj")
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size <= maximumFileSize else {
            throw InputFileError(file: path, message: "\(size) bytes, over the \(maximumFileSize)-byte limit for a project file")
        }
        guard let data = try? Data(contentsOf: file) else { throw InputFileError(file: path, message: "could not be read") }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw InputFileError(file: path, message: "not a property list (\(error.localizedDescription))")
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
            let rootID = root["rootObject"] as? String, let project = objects[rootID], project["isa"] as? String == "PBXProject"
        else {
            throw InputFileError(file: path, message: "not an Xcode project: no PBXProject at 'rootObject'")
        }
        let text = String(decoding: data, as: UTF8.self)
        let projectFolder = folder.deletingLastPathComponent().appendingPathComponent(project["projectDirPath"] as? String ?? "")
            .standardizedFileURL.path
        let paths = Self.resolvePaths(objects: objects, mainGroup: project["mainGroup"] as? String, projectFolder: projectFolder)

        let targetIDs = project["targets"] as? [String] ?? []
        let targetNames = Dictionary(
            targetIDs.map { ($0, objects[$0]?["name"] as? String ?? $0) }, uniquingKeysWith: { first, _ in first })

        // The exceptions each synchronized folder makes, by target.
        var exceptions: [String: [String: [String]]] = [:]   // folder id → target id → paths
        var synchronizedFolders: [String] = []
        let builtFolders = Set(targetIDs.flatMap { objects[$0]?["fileSystemSynchronizedGroups"] as? [String] ?? [] })
        for (id, object) in objects where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            if let folder = paths[id], builtFolders.contains(id) { synchronizedFolders.append(folder) }
            for exceptionID in object["exceptions"] as? [String] ?? [] {
                guard let set = objects[exceptionID], set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = set["target"] as? String
                else { continue }
                exceptions[id, default: [:]][target, default: []] += set["membershipExceptions"] as? [String] ?? []
            }
        }

        func files(of reference: String, depth: Int = 0) -> [String] {
            guard depth < 64, let object = objects[reference] else { return [] }
            if let children = object["children"] as? [String], object["isa"] as? String != "PBXGroup" {
                // A variant group (a localized storyboard) or a versioned model: its files.
                return children.flatMap { files(of: $0, depth: depth + 1) }
            }
            return paths[reference].map { [$0] } ?? []
        }

        var targets: [Target] = []
        for targetID in targetIDs {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget" else { continue }
            var members = Set<String>()
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID],
                    ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "")
                else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String else { continue }
                    members.formUnion(files(of: reference))
                }
            }
            let settings = Self.buildSettings(of: target, objects: objects)
            let projectSettings = Self.buildSettings(of: project, objects: objects)
            for setting in settings {
                guard var plistPath = setting["INFOPLIST_FILE"] as? String, !plistPath.isEmpty else { continue }
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where plistPath.hasPrefix(prefix) {
                    plistPath = String(plistPath.dropFirst(prefix.count))
                }
                guard !plistPath.contains("$") else { continue }
                members.insert(URL(fileURLWithPath: plistPath, relativeTo: URL(fileURLWithPath: projectFolder + "/")).standardizedFileURL.path)
            }
            let styles = Set(settings.compactMap { $0["INFOPLIST_KEY_UIUserInterfaceStyle"] as? String })
            var interfaceStyle: (String, Int)?
            if styles.count == 1, let style = styles.first,
                let range = text.range(of: "INFOPLIST_KEY_UIUserInterfaceStyle = \(style);") ?? text.range(of: "INFOPLIST_KEY_UIUserInterfaceStyle")
            {
                interfaceStyle = (style, text[..<range.lowerBound].count { $0 == "\n" } + 1)
            }
            let listed = target["fileSystemSynchronizedGroups"] as? [String] ?? []
            let synchronized = listed.compactMap { id in
                paths[id].map { (folder: $0, except: exceptions[id]?[targetID] ?? []) }
            }
            let taken = exceptions.compactMap { id, byTarget -> (folder: String, paths: [String])? in
                guard !listed.contains(id), let taken = byTarget[targetID], let folder = paths[id] else { return nil }
                return (folder, taken)
            }
            let dependencies = (target["dependencies"] as? [String] ?? []).compactMap { objects[$0]?["target"] as? String }
                .compactMap { targetNames[$0] }
            targets.append(
                Target(
                    name: targetNames[targetID] ?? targetID, productType: target["productType"] as? String ?? "",
                    members: members, lowercasedMembers: Set(members.map { $0.lowercased() }), synchronizedFolders: synchronized, takenFromFolders: taken, dependencies: dependencies,
                    interfaceStyle: interfaceStyle, sdks: Self.sdks(settings, projectSettings),
                    deploymentTargets: Self.deploymentTargets(settings, projectSettings)))
        }
        self.synchronizedFolders = synchronizedFolders.sorted()
        self.projectFolder = projectFolder
        self.containerFolder = folder.deletingLastPathComponent().standardizedFileURL.path
        self.targets = targets
    }

    /// The targets built with this one: itself, and the frameworks and libraries of the
    /// project it depends on (not its extensions or its watch app, which are targets of
    /// their own).
    public func built(with target: Target) -> [Target] {
        var result = [target]
        var index = 0
        while index < result.count {
            for name in result[index].dependencies where !result.contains(where: { $0.name == name }) {
                if let dependency = targets.first(where: { $0.name == name }), dependency.isLibrary { result.append(dependency) }
            }
            index += 1
        }
        return result
    }

    /// The SDKs a target builds for in every configuration: `SUPPORTED_PLATFORMS` (a list),
    /// else `SDKROOT`, each taken from the target's configuration or else the project's.
    static func sdks(_ settings: [[String: Any]], _ projectSettings: [[String: Any]]) -> Set<String> {
        var found = Set<String>()
        for key in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
            let values = (settings.isEmpty ? [[:]] : settings).compactMap { setting in
                (setting[key] ?? projectSettings.lazy.compactMap { $0[key] }.first) as? String
            }
            guard !values.isEmpty else { continue }
            found = Set(values.flatMap { $0.split(separator: " ").map(String.init) })
            break
        }
        return found.contains { $0.contains("$") || $0 == "auto" } ? [] : found
    }

    /// The lowest deployment target of a target's configurations, by platform.
    static func deploymentTargets(_ settings: [[String: Any]], _ projectSettings: [[String: Any]]) -> [String: [Int]] {
        let keys = [
            ("IPHONEOS_DEPLOYMENT_TARGET", "iOS"), ("MACOSX_DEPLOYMENT_TARGET", "macOS"), ("TVOS_DEPLOYMENT_TARGET", "tvOS"),
            ("WATCHOS_DEPLOYMENT_TARGET", "watchOS"), ("XROS_DEPLOYMENT_TARGET", "visionOS"),
        ]
        var found: [String: [Int]] = [:]
        for (key, platform) in keys {
            let versions = (settings.isEmpty ? [[:]] : settings).map { setting -> [Int]? in
                guard let text = (setting[key] ?? projectSettings.lazy.compactMap { $0[key] }.first) as? String else { return nil }
                let parts = text.split(separator: ".").map { Int($0) }
                return parts.isEmpty || parts.contains(nil) ? nil : parts.compactMap { $0 }
            }
            // Every configuration must say it: one that does not may build for any version.
            guard !versions.contains(where: { $0 == nil }) else { continue }
            found[platform] = versions.compactMap { $0 }.min { $0.lexicographicallyPrecedes($1) }
        }
        return found
    }

    /// The build settings of every configuration of a target.
    static func buildSettings(of target: [String: Any], objects: [String: [String: Any]]) -> [[String: Any]] {
        guard let listID = target["buildConfigurationList"] as? String,
            let configurations = objects[listID]?["buildConfigurations"] as? [String]
        else { return [] }
        return configurations.compactMap { objects[$0]?["buildSettings"] as? [String: Any] }
    }

    /// Every group's and file's path on disk, from the project's main group down; references
    /// outside the project's folders (the SDK, built products) have none.
    static func resolvePaths(objects: [String: [String: Any]], mainGroup: String?, projectFolder: String) -> [String: String] {
        var paths: [String: String] = [:]
        var stack: [(id: String, parent: String, depth: Int)] = mainGroup.map { [($0, projectFolder, 0)] } ?? []
        while let (id, parent, depth) = stack.popLast() {
            guard paths[id] == nil, depth < 64, let object = objects[id] else { continue }
            let path = object["path"] as? String
            let resolved: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>": resolved = path.map { parent + "/" + $0 } ?? parent
            case "SOURCE_ROOT": resolved = path.map { projectFolder + "/" + $0 } ?? projectFolder
            case "<absolute>": resolved = path
            default: resolved = nil
            }
            guard let resolved else { continue }
            let standardized = URL(fileURLWithPath: resolved).standardizedFileURL.path
            paths[id] = standardized
            for child in object["children"] as? [String] ?? [] {
                stack.append((child, standardized, depth + 1))
            }
        }
        return paths
    }
}
