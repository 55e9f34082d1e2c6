import AdaptedSystemUI
import ArgumentParser
import ContrastAudit
import Foundation

/// What `--palette -` reads from standard input, when its content should not decide
/// (`--input-format`).
enum InputFormat: String, ExpressibleByArgument, CaseIterable {
    /// This package's JSON palette format.
    case palette
    /// A DTCG design-token file.
    case tokens
    /// A DTCG resolver document (it can name no other file: standard input has no folder).
    case resolver
}

/// `--palette -`: a palette read from standard input.
///
/// The text (at most ``maximumSize``, as for a file) is kept in a private temporary folder
/// under a name that the palette sources read as the format asks — `standard-input.json`,
/// sniffed as a file of that name is, or `.tokens.json` / `.resolver.json` with
/// `--input-format` — and read from there by the same readers, so standard input is checked
/// exactly as a file is. Messages name `<standard input>`, never the temporary file, and the
/// palette carries no file locations: no report points at a file that is gone.
enum StandardInput {
    static let maximumSize = 8 * 1024 * 1024
    static let displayName = "<standard input>"

    static func readPalette(format: InputFormat?, catalogs: CatalogOptions, from descriptor: Int32 = STDIN_FILENO) throws(InputError) -> LoadedPalette {
        let text = try read(descriptor)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = switch format {
        case .tokens: "standard-input.tokens.json"
        case .resolver: "standard-input.resolver.json"
        case .palette, nil: "standard-input.json"
        }
        let path = folder + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: text, attributes: [.posixPermissions: 0o600]) else {
            throw InputError(argument: "--palette", message: "standard input could not be kept in \(folder)")
        }
        let loaded: LoadedPalette
        do {
            switch format {
            case .palette: loaded = try PaletteFileSource().read(path)
            case .tokens: loaded = try DesignTokenSource(contexts: try catalogs.resolverOptions().contexts).read(path)
            case .resolver: loaded = try TokenResolverSource(options: try catalogs.resolverOptions()).read(path)
            case nil: loaded = try catalogs.paletteSources().load(path)
            }
        } catch let error as InputFileError {
            throw InputError(argument: "--palette", messages: InputError(argument: "--palette", error).messages.map { message in
                message.replacingOccurrences(of: path, with: displayName).replacingOccurrences(of: folder, with: "the folder of \(displayName)")
            })
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(argument: "--palette", message: "\(error)")
        }
        let palette = loaded.palette
        return LoadedPalette(
            palette: Palette(
                name: palette.name, title: palette.title, release: palette.release, source: displayName, notes: palette.notes,
                colors: palette.colors, unresolved: palette.unresolved),
            pairings: loaded.pairings, sourceName: loaded.sourceName)
    }

    /// All of standard input, at most ``maximumSize`` bytes.
    static func read(_ descriptor: Int32) throws(InputError) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(argument: "--palette", message: "standard input could not be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= maximumSize else {
                throw InputError(argument: "--palette", message: "standard input is larger than \(maximumSize / 1_048_576) MB, the limit for palette and token files")
            }
        }
        guard !data.isEmpty else { throw InputError(argument: "--palette", message: "standard input is empty: nothing to audit") }
        return data
    }

    /// A new folder only this user can read (`mkdtemp`).
    static func temporaryFolder() throws(InputError) -> String {
        let temporary = NSTemporaryDirectory()
        var template = Array(((temporary.hasSuffix("/") ? temporary : temporary + "/") + "darkmode-audit-stdin-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw InputError(argument: "--palette", message: "no temporary folder for standard input: \(String(cString: strerror(errno)))")
        }
        // The folder as the readers will name it (`realpath`: /tmp may be a link).
        return URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
    }
}
