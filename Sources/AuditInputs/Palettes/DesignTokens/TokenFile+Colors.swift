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
        case .success(let end): return try Self.parseColor(end.value, file: path, keyPath: end.keyPath, name: name, notes: &notes)
        case .failure(let error): throw error
        }
    }

    func color(_ value: Any, keyPath: String, name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        guard let target = Self.aliasTarget(value) else {
            return try Self.parseColor(value, file: path, keyPath: keyPath, name: name, notes: &notes)
        }
        guard let resolution = resolutions[target] else {
            throw InputFileError(file: path, keyPath: keyPath, message: "alias {\(target)} names no token")
        }
        switch resolution {
        case .success(let end): return try Self.parseColor(end.value, file: path, keyPath: end.keyPath, name: name, notes: &notes)
        case .failure(let error): throw error
        }
    }

    /// The other cells a token gives in its mode extension.
    func modes(of name: String) throws(InputFileError) -> [(Appearance, Any, String)] {
        guard let token = tokens[name], let extensions = token.object.values["$extensions"] else { return [] }
        let object = try JSONObject(extensions, file: path, path: token.object.child("$extensions"))
        guard let modesValue = object.values[DesignTokens.modesExtension] else { return [] }
        let modes = try JSONObject(modesValue, file: path, path: object.child(DesignTokens.modesExtension))
        try modes.checkKeys(Appearance.allCases.map(\.key).filter { $0 != "light" })
        return modes.values.keys.sorted().compactMap { key in
            Appearance(key: key).map { ($0, modes.values[key]!, modes.child(key)) }
        }
    }

    /// The DTCG Color Module's color spaces this loader converts.
    static let dtcgSpaces: [String: ColorImport.Space] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "hsl": .hsl, "hwb": .hwb, "lab": .lab, "lch": .lch,
        "oklab": .oklab, "oklch": .oklch, "a98-rgb": .a98RGB, "prophoto-rgb": .proPhotoRGB, "rec2020": .rec2020,
        "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    static func parseColor(_ value: Any, file: String, keyPath: String, name: String, notes: inout [String]) throws(InputFileError) -> SRGB {
        if let text = value as? String {
            do {
                return try SRGB(parsing: text)
            } catch {
                throw InputFileError(file: file, keyPath: keyPath, message: error.description)
            }
        }
        let object = try JSONObject(value, file: file, path: keyPath)
        try object.checkKeys(["colorSpace", "components", "alpha", "hex"])
        let spaceName = try object.string("colorSpace")
        guard let space = dtcgSpaces[spaceName] else {
            throw InputFileError(
                file: file, keyPath: object.child("colorSpace"),
                message: "unsupported color space '\(spaceName)'; supported: \(dtcgSpaces.keys.sorted().joined(separator: ", "))")
        }
        guard let list = try object.array("components"), list.count == 3 else {
            throw InputFileError(file: file, keyPath: object.child("components"), message: "expected three components")
        }
        var components: [Double] = []
        for (index, element) in list.enumerated() {
            // "none" is a missing component, which CSS converts as 0.
            if element as? String == "none" {
                components.append(0)
                continue
            }
            guard let number = element as? NSNumber, JSONKind(of: element) == .number,
                space.componentRanges[index].contains(number.doubleValue)
            else {
                throw InputFileError(
                    file: file, keyPath: object.child("components[\(index)]"),
                    message: "expected a number in \(ColorValueError.text(space.componentRanges[index])) or \"none\"")
            }
            components.append(number.doubleValue)
        }
        var alpha = 1.0
        if let raw = object.values["alpha"] {
            guard let number = raw as? NSNumber, JSONKind(of: raw) == .number, (0...1).contains(number.doubleValue) else {
                throw InputFileError(file: file, keyPath: object.child("alpha"), message: "expected a number in 0...1")
            }
            alpha = number.doubleValue
        }
        let imported = try ColorImport.srgb(space, components, alpha: alpha, color: name, at: InputLocation(file: file, keyPath: keyPath))
        if let note = imported.gamutNote { notes.append(note) }
        return imported.color
    }
}
