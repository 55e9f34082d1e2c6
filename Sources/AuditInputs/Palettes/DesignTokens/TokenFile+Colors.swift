import AdaptedSystemUI
import ColorScience
import Foundation

/// Colors from tokens: a token's color through its aliases, its mode values, and a `$value`
/// in any syntax the color module allows.
extension TokenFile {
    /// The color of a token by name, following aliases.
    func color(_ name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        guard tokens[name] != nil, let resolution = resolutions[name] else {
            throw InputFileError(file: path, keyPath: name, message: "no such token")
        }
        switch resolution {
        case .success(let end): return try Self.parseColor(end.value, name: name, notes: &notes)
        case .failure(let error): throw error
        }
    }

    /// The color a value gives (a mode's value), following an alias it is.
    func color(_ value: JSONNode, name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        guard let target = Self.aliasTarget(value.value) else {
            return try Self.parseColor(value, name: name, notes: &notes)
        }
        guard let resolution = resolutions[target] else { throw value.error("alias {\(target)} names no token") }
        switch resolution {
        case .success(let end): return try Self.parseColor(end.value, name: name, notes: &notes)
        case .failure(let error): throw error
        }
    }

    /// The other cells a token gives in its mode extension, each with its value.
    func modes(of name: String) throws(InputFileError) -> [(Appearance, JSONNode)] {
        guard let token = tokens[name], let extensions = try token.object["$extensions"]?.asObject(),
            let modes = try extensions[DesignTokens.modesExtension]?.asObject()
        else { return [] }
        try modes.checkKeys(Appearance.allCases.map(\.key).filter { $0 != "light" })
        return (modes.members ?? []).sorted { $0.key < $1.key }.compactMap { key, value in Appearance(key: key).map { ($0, value) } }
    }

    /// The DTCG Color Module's color spaces this loader converts.
    static let dtcgSpaces: [String: ColorImport.Space] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "hsl": .hsl, "hwb": .hwb, "lab": .lab, "lch": .lch,
        "oklab": .oklab, "oklch": .oklch, "a98-rgb": .a98RGB, "prophoto-rgb": .proPhotoRGB, "rec2020": .rec2020,
        "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    static func parseColor(_ value: JSONNode, name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        if let text = value.value.string {
            do {
                return try SRGB(parsing: text)
            } catch {
                throw value.error(error.description)
            }
        }
        let object = try value.asObject()
        try object.checkKeys(["colorSpace", "components", "alpha", "hex"])
        let spaceName = try object.string("colorSpace")
        guard let space = dtcgSpaces[spaceName] else {
            throw object.error(
                at: "colorSpace",
                "unsupported color space '\(spaceName)'; supported: \(dtcgSpaces.keys.sorted().joined(separator: ", "))")
        }
        guard let list = try object.array("components"), list.count == 3 else {
            throw object.error(at: "components", "expected three components")
        }
        var components: [Double] = []
        for (index, element) in list.enumerated() {
            // "none" is a missing component, which CSS converts as 0.
            if element.value.string == "none" {
                components.append(0)
                continue
            }
            guard let number = element.value.number, space.componentRanges[index].contains(number) else {
                throw element.error("expected a number in \(ColorValueError.text(space.componentRanges[index])) or \"none\"")
            }
            components.append(number)
        }
        var alpha = 1.0
        if let raw = object["alpha"] {
            guard let number = raw.value.number, (0...1).contains(number) else { throw raw.error("expected a number in 0...1") }
            alpha = number
        }
        let imported = try ColorImport.srgb(space, components, alpha: alpha, color: name, at: value.location)
        if let note = imported.gamutNote { notes.append(note) }
        return imported.color
    }
}
