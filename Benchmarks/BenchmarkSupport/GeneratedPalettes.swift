// Palettes of a design system's size for the benchmarks of the main job: the same content on
// every run (seeded), written once per process under the temporary directory.
import Foundation

public enum GeneratedPalettes {
    /// A palette file (this package's JSON format) of `colors` random 8-bit colors, light and
    /// dark, with two pairings per color (body text over the next color and over the seventh
    /// next): about half of them fail, so suggestions are searched as in a palette that needs
    /// work.
    public static func paletteFile(colors count: Int) throws -> String {
        var generator = SplitMix64(seed: UInt64(count))
        func hex() -> String { String(format: "#%02X%02X%02X", generator.byte(), generator.byte(), generator.byte()) }
        var text = "{\n\"name\": \"generated-\(count)\",\n\"colors\": [\n"
        for index in 0..<count {
            text += "{\"name\": \"c\(index)\", \"light\": \"\(hex())\", \"dark\": \"\(hex())\"}" + (index + 1 < count ? ",\n" : "\n")
        }
        text += "],\n\"pairings\": [\n"
        for index in 0..<count {
            for step in [1, 7] {
                let last = index + 1 == count && step == 7
                text += "{\"foreground\": \"c\(index)\", \"background\": \"c\((index + step) % count)\", \"role\": \"body-text\"}" + (last ? "\n" : ",\n")
            }
        }
        text += "]\n}\n"
        return try write(text, named: "generated-\(count)-colors.json")
    }

    /// A W3C design-token file of `tokens` tokens: 60 % primitives (`palette.hueN.sM`, literal
    /// colors) and 40 % semantic tokens in pairs (`color.componentN.text` and `.background`),
    /// each an alias to a primitive in light and to another, through
    /// `com.perseusdarkmode.modes`, in dark. The pairs come from the names.
    public static func tokenFile(tokens count: Int) throws -> String {
        var generator = SplitMix64(seed: UInt64(count) &+ 1)
        let primitives = count * 6 / 10, components = (count - primitives) / 2
        func hex() -> String { String(format: "#%02X%02X%02X", generator.byte(), generator.byte(), generator.byte()) }
        func reference() -> String {
            let index = Int(generator.next() % UInt64(primitives))
            return "{palette.hue\(index / 100).s\(index % 100)}"
        }
        var text = "{\n\"palette\": {\n"
        for hue in 0..<(primitives + 99) / 100 {
            let steps = min(100, primitives - hue * 100)
            text += "\"hue\(hue)\": {\n"
            for step in 0..<steps {
                text += "\"s\(step)\": {\"$type\": \"color\", \"$value\": \"\(hex())\"}" + (step + 1 < steps ? ",\n" : "\n")
            }
            text += "}" + ((hue + 1) * 100 < primitives ? ",\n" : "\n")
        }
        text += "},\n\"color\": {\n"
        for index in 0..<components {
            text += "\"component\(index)\": {\n"
            for role in ["text", "background"] {
                text += "\"\(role)\": {\"$type\": \"color\", \"$value\": \"\(reference())\", "
                    + "\"$extensions\": {\"com.perseusdarkmode.modes\": {\"dark\": \"\(reference())\"}}}" + (role == "text" ? ",\n" : "\n")
            }
            text += "}" + (index + 1 < components ? ",\n" : "\n")
        }
        text += "}\n}\n"
        return try write(text, named: "generated-\(count).tokens.json")
    }

    static func write(_ text: String, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-benchmark-inputs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
