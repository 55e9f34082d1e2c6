import AdaptedSystemUI
import AuditModel
import ColorScience
import Foundation

/// Colors as design tools export them: each with a value per named mode (`Light`, `Dark`,
/// `light-high-contrast`, …), made into a palette by mapping the mode names to appearance
/// cells. The readers of Figma variables, Material Theme Builder exports and stylesheets'
/// custom properties fill one of these; the mapping, what is left out and why, and the colors'
/// locations are decided here once for all of them.
struct ModedColors {
    /// One color's value in one mode, with where it is written.
    struct Value {
        let color: SRGB
        let file: String
        let keyPath: String
        let line: Int?
        /// The variable or token an alias led to, when the value is an alias's.
        var alias: ColorLocation.AliasTarget?
    }

    struct Entry {
        let name: String
        /// The values by mode name.
        var values: [String: Value] = [:]
    }

    /// The format, for messages: `"Figma variables"`.
    let format: String
    /// The file the palette is named after.
    let file: String
    /// The mode names, in the format's order.
    var modes: [String] = []
    var entries: [Entry] = []
    /// What the reader found and did not audit, for the palette's notes.
    var notes: [String] = []
    /// Colors whose value the input does not give (an alias to a variable not in the file).
    var unresolved: [UnresolvedColor] = []

    /// Each mode's cell: the mapping given (`--mode dark=Night`, keyed by mode name), else the
    /// cell its name reads as (``TokenResolver/appearance(forContext:)``: `Dark`,
    /// `light-high-contrast`, `Dark Elevated`).
    ///
    /// - Throws: when no mode is light or none is dark, or two modes are one cell: a palette
    ///   audited from a guess would check one appearance as another.
    func cells(mapping: [String: Appearance]) throws(InputFileError) -> [(mode: String, cell: Appearance)] {
        try Self.check(mapping, known: modes, file: file, format: format)
        var result: [(mode: String, cell: Appearance)] = []
        for mode in modes {
            guard let cell = Self.cell(forMode: mode, mapping: mapping) else { continue }
            if let other = result.first(where: { $0.cell == cell }) {
                throw InputFileError(
                    file: file,
                    message: "modes '\(other.mode)' and '\(mode)' are both \(cell.key); map one to another cell (--mode \(cell.key)=NAME names the one to use)")
            }
            result.append((mode, cell))
        }
        let listed = modes.map { "'\($0)'" }.joined(separator: ", ")
        for needed in [Appearance.light, .dark] where !result.contains(where: { $0.cell == needed }) {
            throw InputFileError(
                file: file,
                message: "\(format): no mode is \(needed.key) (modes: \(listed.isEmpty ? "none" : listed)); name the one that is with --mode \(needed.key)=NAME")
        }
        return result
    }

    /// The palette: every entry with a value in the light and the dark mode, its other cells
    /// where they differ from what the cell falls back to.
    func palette(name: String, title: String, source: String, mapping: [String: Appearance]) throws(InputFileError) -> Palette {
        // Two colors of one name could not be told apart in pairs and reports: an error, not
        // a palette that lists the name twice (Figma keeps names unique in a collection; a
        // file that does not was not written by it).
        var seen: [String: String] = [:]
        for entry in entries {
            let place = entry.values.values.map(\.keyPath).min() ?? entry.name
            if let other = seen[entry.name] {
                throw InputFileError(
                    file: file, keyPath: place, message: "a second color named '\(entry.name)' (the first is at \(other)): each color needs a name of its own")
            }
            seen[entry.name] = place
        }
        for color in unresolved {
            if let other = seen[color.name] {
                throw InputFileError(
                    file: file, keyPath: other, message: "a second color named '\(color.name)', which does not resolve: each color needs a name of its own")
            }
            seen[color.name] = color.name
        }
        if let place = seen[""] {
            throw InputFileError(file: file, keyPath: place, message: "a color without a name: it could not be paired or reported")
        }
        let cells = try cells(mapping: mapping)
        var notes: [String] = []
        let mapped = cells.map { "\($0.mode) → \($0.cell.key)" }.joined(separator: ", ")
        notes.append("\(format): modes read as \(mapped)")
        let unmapped = modes.filter { mode in !cells.contains { $0.mode == mode } }
        if !unmapped.isEmpty {
            notes.append("modes that name no appearance, not audited: \(unmapped.joined(separator: ", ")) (map one with --mode CELL=NAME)")
        }
        var colors: [AdaptiveColor] = []
        var locations: [String: ColorLocation] = [:]
        var unresolved = self.unresolved
        let unresolvedNames = Set(unresolved.map(\.name))
        for entry in entries {
            var values: [Appearance: SRGB] = [:]
            var places: [Appearance: Value] = [:]
            for (mode, cell) in cells {
                guard let value = entry.values[mode] else { continue }
                places[cell] = value
            }
            guard let light = places[.light], places[.dark] != nil else {
                // Checked as incomplete, never as the other appearance.
                guard !unresolvedNames.contains(entry.name) else { continue }
                let missing = [Appearance.light, .dark].first { places[$0] == nil }!
                let mode = cells.first { $0.cell == missing }!.mode
                unresolved.append(UnresolvedColor(name: entry.name, reason: "no value in mode '\(mode)' (\(missing.key))"))
                continue
            }
            values[.light] = light.color
            for cell in Appearance.allCases where cell != .light {
                guard let value = places[cell] else { continue }
                // A cell is the color's own when it differs from what it falls back to.
                let fallback = AdaptiveValue<SRGB>.fallbacks(for: cell).dropFirst().lazy.compactMap { values[$0] }.first ?? light.color
                if cell == .dark || value.color != fallback { values[cell] = value.color }
            }
            guard let color = AdaptiveColor(entry.name, cells: values) else { continue }
            colors.append(color)
            var defined: [Appearance: ColorLocation.Cell] = [:]
            for (cell, value) in places where cell != .light && values[cell] != nil {
                guard value.file != light.file || value.keyPath != light.keyPath || value.line != light.line || value.alias != light.alias else { continue }
                defined[cell] = ColorLocation.Cell(
                    file: value.file == light.file ? nil : value.file, keyPath: value.keyPath, line: value.line, alias: value.alias)
            }
            locations[entry.name] = ColorLocation(file: light.file, keyPath: light.keyPath, line: light.line, cells: defined, alias: light.alias)
        }
        guard !colors.isEmpty || !unresolved.isEmpty else {
            throw InputFileError(file: file, message: "\(format): no color has a value in both the light and the dark mode")
        }
        return Palette(
            name: name, title: title, release: "", source: source, notes: notes + self.notes, colors: colors,
            unresolved: unresolved, locations: locations)
    }

    /// The cell a mode's name gives: the mapping, else its name read as an appearance
    /// (`dark-hc`, `Dark Mode`, `Light High Contrast`, `dark_ax`); `nil` for a mode that names
    /// none (`Mode 1`, `dark-dimmed`, `Light Deuteranopia`).
    static func cell(forMode name: String, mapping: [String: Appearance]) -> Appearance? {
        mapping[name] ?? TokenResolver.appearance(forContext: name) ?? DesignTokens.themeCell(of: name, modes: [:]).cell
    }

    /// Every mapped mode is one the input has: a misspelt name is an error, not an option
    /// silently unused.
    static func check(_ mapping: [String: Appearance], known: [String], file: String, format: String) throws(InputFileError) {
        for name in mapping.keys.sorted() where !known.contains(name) {
            throw InputFileError(
                file: file, message: "\(format): --mode names '\(name)', which is no mode of this input (modes: \(known.joined(separator: ", ")))")
        }
    }

    /// A note counting what was left out, with up to ten names; `nil` when nothing was.
    static func note(_ names: [String], _ what: String) -> String? {
        guard !names.isEmpty else { return nil }
        return "\(names.count) \(what): " + names.prefix(10).joined(separator: ", ") + (names.count > 10 ? ", …" : "")
    }
}

extension JSONValue {
    /// The members of an object, in file order (the last of duplicates), or an error naming
    /// the key path.
    func members(file: String, keyPath: String) throws(InputFileError) -> [JSONMembers.Member] {
        guard let object else {
            throw InputFileError(file: file, keyPath: keyPath, line: position.line, column: position.column, message: "expected an object, found \(kindName)")
        }
        return object.keys.compactMap { object.member($0) }
    }
}
