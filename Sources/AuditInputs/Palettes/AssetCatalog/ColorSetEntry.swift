import AdaptedSystemUI
import ColorScience
import Foundation

/// One entry of a color set's `colors` array, as Xcode writes it (Apple's *Asset Catalog
/// Format Reference*, "Color Set Type"): the device idiom, the display gamut, the
/// appearances it is for, and its color — components, a system color reference, or nothing
/// (Xcode's empty `AccentColor` template).
struct ColorSetEntry {
    enum Luminosity: String {
        case any, light, dark
    }

    /// What the entry's `color` holds.
    enum Value {
        /// Components in a color space, converted to sRGB; the note is set when the color
        /// was outside sRGB.
        case color(SRGB, gamutNote: String?)
        /// A system color: `"reference": "systemBlueColor"` with its `platform`.
        case reference(String, platform: String?)
        /// A color space the package does not model, with the reason.
        case unsupported(String)
        /// No `color` key.
        case empty
    }

    /// The entry as written (`colors[N]`, where its `{` is).
    let node: JSONNode
    /// `colors[N]`.
    var keyPath: String { node.keyPath }
    /// The line of the entry's `{` in its `Contents.json`.
    var line: Int? { node.position.line }
    let idiom: String
    /// `nil`: any gamut.
    let displayGamut: AssetCatalog.DisplayGamut?
    let luminosity: Luminosity
    let highContrast: Bool
    let value: Value
    /// Qualifiers the package does not choose between (`width-class`, `locale`, …): such an
    /// entry is a variant that is not audited.
    let otherQualifiers: [String]

    /// The color spaces Xcode writes in color sets.
    static let xcodeSpaces: [ColorImport.Space] = [.srgb, .extendedSRGB, .extendedLinearSRGB, .displayP3, .grayGamma22, .extendedGray]

    /// The keys an entry may have; any other key is a qualifier of a variant the audit does
    /// not pick (size classes, locales, …).
    static let knownKeys: Set<String> = ["idiom", "color", "appearances", "display-gamut"]

    /// Reads `colors[index]`.
    ///
    /// - Throws: ``InputFileError`` for malformed JSON values (wrong types, invalid numbers);
    ///   valid constructs the package does not support come back as ``Value/unsupported(_:)``
    ///   or ``otherQualifiers``.
    init(_ entry: JSONNode, colorName: String) throws(InputFileError) {
        let object = try entry.asObject()
        node = object
        idiom = try object.optionalString("idiom") ?? "universal"
        if let gamut = try object.optionalString("display-gamut") {
            guard let known = AssetCatalog.DisplayGamut(catalogValue: gamut) else {
                throw object.error(at: "display-gamut", "unknown display gamut '\(gamut)'; expected sRGB or display-P3")
            }
            displayGamut = known
        } else {
            displayGamut = nil
        }
        var luminosity = Luminosity.any, highContrast = false
        var qualifiers = object.keys.filter { !Self.knownKeys.contains($0) }.sorted()
        var kinds: [String: String] = [:]
        for element in try object.array("appearances") ?? [] {
            let appearance = try element.asObject()
            let kind = try appearance.string("appearance"), value = try appearance.string("value")
            if let earlier = kinds[kind] {
                throw appearance.error(
                    "a second \(kind) appearance ('\(value)' after '\(earlier)'); an entry is for one value of each")
            }
            kinds[kind] = value
            switch (kind, value) {
            case ("luminosity", _) where Luminosity(rawValue: value) != nil: luminosity = Luminosity(rawValue: value) ?? .any
            case ("contrast", "high"): highContrast = true
            default: qualifiers.append("\(kind) \(value)")
            }
        }
        self.luminosity = luminosity
        self.highContrast = highContrast
        otherQualifiers = qualifiers
        guard let colorValue = object["color"] else {
            self.value = .empty
            return
        }
        let color = try colorValue.asObject()
        self.value = try Self.value(of: color, colorName: colorName, cell: luminosity.rawValue + (highContrast ? " high contrast" : ""))
    }

    /// Whether the entry's appearances allow it in `cell`.
    func applies(to cell: Appearance) -> Bool {
        (luminosity == .any || (luminosity == .light) == (cell.style == .light))
            && (!highContrast || cell.contrast == .increased)
    }

    /// How many of the cell's traits the entry names (luminosity light/dark, contrast high):
    /// the most specific entry that applies is the one used.
    var specificity: Int { (luminosity == .any ? 0 : 1) + (highContrast ? 1 : 0) }

    static func value(of color: JSONNode, colorName: String, cell: String) throws(InputFileError) -> Value {
        if color.has("reference") {
            try color.checkKeys(["reference", "platform"])
            return .reference(try color.string("reference"), platform: try color.optionalString("platform"))
        }
        try color.checkKeys(["color-space", "components", "platform"])
        let space = try color.optionalString("color-space") ?? "srgb"
        guard let componentsValue = color["components"] else { throw color.error(at: "components", "missing") }
        let components = try componentsValue.asObject()
        guard let importSpace = ColorImport.Space(rawValue: space), xcodeSpaces.contains(importSpace) else {
            return .unsupported(
                "\(color.file): \(color.child("color-space")): color space '\(space)' is not supported (supported: "
                    + "\(xcodeSpaces.map(\.rawValue).joined(separator: ", ")))")
        }
        let keys = importSpace.componentCount == 1 ? ["white"] : ["red", "green", "blue"]
        try components.checkKeys(keys + ["alpha"])
        var values: [Double] = []
        for key in keys { values.append(try component(components, key, extended: importSpace.isExtended)) }
        let alpha = components.has("alpha") ? try Self.alpha(components) : 1
        let imported = try ColorImport.srgb(importSpace, values, alpha: alpha, color: colorName, cell: cell, at: components.location)
        return .color(imported.color, gamutNote: imported.gamutNote)
    }

    /// Alpha is always `0...1` in a color set, whatever the components' form: `"1"` is
    /// opaque, not 1/255.
    static func alpha(_ components: JSONNode) throws(InputFileError) -> Double {
        guard let raw = components["alpha"] else { return 1 }
        let value: Double
        if let text = raw.value.string, let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite {
            value = number
        } else if let number = raw.value.number {
            value = number
        } else if let text = raw.value.string {
            throw raw.error("'\(text)' is not a number")
        } else {
            throw raw.error("expected a number or a string, found \(raw.value.kindName)")
        }
        guard (0...1).contains(value) else { throw raw.error("\(value) is outside 0...1") }
        return value
    }

    /// A component as Xcode writes it: `"0.500"` (float), `"128"` (8-bit integer), `"0x80"`
    /// (8-bit hex), or a JSON number (float).
    static func component(_ object: JSONNode, _ key: String, extended: Bool) throws(InputFileError) -> Double {
        guard let raw = object[key] else { throw object.error(at: key, "missing") }
        let value: Double
        if let number = raw.value.number {
            value = number
        } else if let text = raw.value.string {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x"), let byte = UInt8(trimmed.dropFirst(2), radix: 16) {
                value = Double(byte) / 255
            } else if !trimmed.contains("."), !trimmed.lowercased().contains("e"), let integer = Int(trimmed) {
                guard (0...255).contains(integer) || extended else {
                    throw raw.error("8-bit component \(integer) is outside 0...255")
                }
                value = Double(integer) / 255
            } else if let float = Double(trimmed), float.isFinite {
                value = float
            } else {
                throw raw.error("'\(text)' is not a number")
            }
        } else {
            throw raw.error("expected a number or a string, found \(raw.value.kindName)")
        }
        guard extended || (0...1).contains(value) else {
            throw raw.error("\(value) is outside 0...1")
        }
        return value
    }
}
