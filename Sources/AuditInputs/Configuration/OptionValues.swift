import Foundation
import AdaptedSystemUI

/// The audit's option values read from text, as the command line and a configuration file
/// give them: one reading for both, and for ``AuditConfiguration``'s library users.
public enum OptionValues {
    /// A value that is not one the option takes: the option (`--idiom`) and why.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let option: String
        public let message: String
        public var description: String { "\(option): \(message)" }

        public init(option: String, message: String) {
            self.option = option
            self.message = message
        }
    }

    /// The Apple palettes system color references can resolve through.
    public static let systemPalettes = [Palette.appleIOS26, .appleIOS13]

    /// How asset catalogs are read (`--system-colors`, `--display-gamut`, `--idiom`).
    public static func catalogOptions(systemColors: String, displayGamut: String, idiom: String) throws(Failure) -> AssetCatalog.Options {
        guard let palette = systemPalettes.first(where: { $0.name == systemColors }) else {
            throw Failure(
                option: "--system-colors",
                message: "'\(systemColors)' is not an Apple palette; expected one of: \(systemPalettes.map(\.name).joined(separator: ", "))")
        }
        guard let gamut = AssetCatalog.DisplayGamut(rawValue: displayGamut) else {
            throw Failure(
                option: "--display-gamut",
                message: "unknown display gamut '\(displayGamut)'; expected one of: \(AssetCatalog.DisplayGamut.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard AssetCatalog.Options.idioms.contains(idiom) else {
            throw Failure(option: "--idiom", message: "unknown idiom '\(idiom)'; expected one of: \(AssetCatalog.Options.idioms.joined(separator: ", "))")
        }
        return AssetCatalog.Options(systemColors: palette, displayGamut: gamut, idiom: idiom)
    }

    /// A design-token resolver's contexts (`--context night=dark`, `--context size=default`).
    public static func resolverOptions(_ contexts: [String]) throws(Failure) -> TokenResolver.Options {
        var options = TokenResolver.Options()
        for entry in contexts {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw Failure(option: "--context", message: "'\(entry)': expected NAME=VALUE, e.g. night=dark or size=default")
            }
            // NAME is a context (map it to a cell) or a modifier (fix it to a context); which one,
            // the resolver knows. A value that reads as a cell may be either: chrome=light.
            if let cell = Appearance(key: parts[1]) ?? TokenResolver.appearance(forContext: parts[1]) {
                options.contexts[parts[0]] = cell
            }
            options.fixedContexts[parts[0]] = parts[1]
        }
        return options
    }

    /// Modes mapped to cells, by mode name (`--mode dark=Night`).
    public static func modes(_ entries: [String]) throws(Failure) -> [String: Appearance] {
        var mapping: [String: Appearance] = [:]
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty, let cell = Appearance(key: parts[0]) else {
                throw Failure(
                    option: "--mode",
                    message: "'\(entry)': expected CELL=NAME, with CELL one of \(Appearance.allCases.map(\.key).joined(separator: ", ")), e.g. dark=Night")
            }
            if let other = mapping[parts[1]], other != cell {
                throw Failure(option: "--mode", message: "'\(parts[1])' is given as both \(other.key) and \(cell.key)")
            }
            mapping[parts[1]] = cell
        }
        return mapping
    }

    /// The cells `--appearance` names (repeated, or comma-separated), or `nil` for every cell.
    public static func appearances(_ entries: [String]) throws(Failure) -> AppearanceSet? {
        let names = entries.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        guard !names.isEmpty else { return nil }
        var set = AppearanceSet()
        for name in names {
            guard let cell = Appearance(key: name) else {
                throw Failure(
                    option: "--appearance",
                    message: "unknown appearance '\(name)'; expected one of: \(Appearance.allCases.map(\.key).joined(separator: ", "))")
            }
            set.insert(AppearanceSet(cell))
        }
        return set
    }
}

extension AuditConfiguration {
    /// How asset catalogs are read, as the file's `system-colors`, `display-gamut` and `idiom`
    /// say (each the command line's default when the file has none).
    public func catalogOptions() throws(OptionValues.Failure) -> AssetCatalog.Options {
        try OptionValues.catalogOptions(
            systemColors: string("system-colors") ?? Palette.appleIOS26.name,
            displayGamut: string("display-gamut") ?? AssetCatalog.DisplayGamut.displayP3.rawValue,
            idiom: string("idiom") ?? "universal")
    }
}
