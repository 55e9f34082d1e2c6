import AuditInputs
import Foundation

/// The files of an app under the folders (or files) a user names: Swift and Objective-C
/// sources and headers, storyboards and XIBs, asset catalogs, Info.plist files and Xcode
/// projects, and the C and C++ sources it does not read.
///
/// Build products and dependencies are skipped (``skippedFolders``); symbolic links are not
/// followed, so a scan never reads outside what it was given. Paths are reported relative
/// to the folder named.
public struct SourceFolder: Sendable {
    public struct File: Hashable, Sendable {
        /// The path to read.
        public let url: URL
        /// The path reports show: relative to the folder named, prefixed with it (with
        /// nothing for `.`, the current folder).
        public let path: String
        /// The path relative to the folder named (empty for a file named itself).
        let inRoot: String

        init(url: URL, path: String, inRoot: String = "") {
            self.url = url
            self.path = path
            self.inRoot = inRoot
        }
    }

    public private(set) var swiftFiles: [File] = []
    /// `.m` and `.mm` files.
    public private(set) var objectiveCFiles: [File] = []
    /// `.h` files, which Objective-C files import.
    public private(set) var headerFiles: [File] = []
    /// Prefix headers (`.pch`), which Xcode includes before each Objective-C file.
    public private(set) var prefixHeaders: [File] = []
    /// Sources in languages the scan does not read (`.c`, `.cpp`): named, not read.
    public private(set) var otherSourceFiles: [File] = []
    public private(set) var interfaceBuilderFiles: [File] = []
    public private(set) var assetCatalogs: [File] = []
    public private(set) var infoPlists: [File] = []
    /// `.xcodeproj` folders (which tell the app's targets apart: ``ProjectTarget``).
    public private(set) var xcodeProjects: [File] = []
    /// Symbolic links not followed, and entries that could not be listed.
    public private(set) var skipped: [String] = []

    /// Folders no scan enters: build products, package managers' checkouts, VCS data.
    public static let skippedFolders: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm", "build", "xcuserdata",
    ]

    /// Lists the files under each root (a folder, or one file).
    ///
    /// - Throws: ``InputFileError`` naming a root that does not exist.
    public init(roots: [String]) throws(InputFileError) {
        let manager = FileManager.default
        for root in roots {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isFolder) else {
                throw InputFileError(file: root, message: "no such file or folder")
            }
            let url = URL(fileURLWithPath: root)
            if !isFolder.boolValue {
                add(url, path: root, inRoot: "")
                continue
            }
            walk(url, path: root, manager: manager)
        }
    }

    private mutating func walk(_ folder: URL, path: String, manager: FileManager) {
        // Breadth by sorted names: the same order on every machine.
        // Paths under the current folder are shown without `./`.
        var queue: [(URL, String, String)] = [(folder, path == "." || path == "./" ? "" : path, "")]
        var index = 0
        while index < queue.count {
            let (url, display, inRoot) = queue[index]
            index += 1
            guard let names = try? manager.contentsOfDirectory(atPath: url.path) else {
                skipped.append("\(display) (could not be listed)")
                continue
            }
            for name in names.sorted() {
                let child = url.appendingPathComponent(name)
                let childPath = display.isEmpty || display.hasSuffix("/") ? display + name : display + "/" + name
                let childInRoot = inRoot.isEmpty ? name : inRoot + "/" + name
                guard let attributes = try? manager.attributesOfItem(atPath: child.path),
                    let type = attributes[.type] as? FileAttributeType
                else { continue }
                if type == .typeSymbolicLink {
                    skipped.append("\(childPath) (a symbolic link, not followed)")
                    continue
                }
                if type == .typeDirectory {
                    if name.hasSuffix(".xcassets") {
                        assetCatalogs.append(File(url: child, path: childPath, inRoot: childInRoot))
                    } else if name.hasSuffix(".xcodeproj") {
                        xcodeProjects.append(File(url: child, path: childPath, inRoot: childInRoot))
                    } else if name.hasSuffix(".xcworkspace") {
                        continue
                    } else if !Self.skippedFolders.contains(name), !name.hasPrefix(".") {
                        queue.append((child, childPath, childInRoot))
                    }
                } else if type == .typeRegular {
                    add(child, path: childPath, inRoot: childInRoot)
                }
            }
        }
    }

    /// Drops the files a predicate names (another target's, say), asset catalogs included.
    public mutating func leaveOut(where isLeftOut: (File) -> Bool) {
        swiftFiles.removeAll(where: isLeftOut)
        objectiveCFiles.removeAll(where: isLeftOut)
        otherSourceFiles.removeAll(where: isLeftOut)
        interfaceBuilderFiles.removeAll(where: isLeftOut)
        assetCatalogs.removeAll(where: isLeftOut)
        infoPlists.removeAll(where: isLeftOut)
    }

    private mutating func add(_ url: URL, path: String, inRoot: String) {
        let file = File(url: url, path: path, inRoot: inRoot)
        switch url.pathExtension {
        case "swift": swiftFiles.append(file)
        case "m", "mm": objectiveCFiles.append(file)
        case "h": headerFiles.append(file)
        case "pch": prefixHeaders.append(file)
        case "c", "cc", "cpp", "cxx": otherSourceFiles.append(file)
        case "storyboard", "xib": interfaceBuilderFiles.append(file)
        case "plist" where url.lastPathComponent.hasSuffix("Info.plist"): infoPlists.append(file)
        default: break
        }
    }
}
