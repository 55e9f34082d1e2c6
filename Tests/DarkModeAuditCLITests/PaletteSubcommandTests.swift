import Foundation
import Testing

/// `palette` and `seed-check`, run as a built binary. Expected values come from the seed's
/// tables and the shared Apple reference, not from this binary.
@Suite struct PaletteSubcommandTests {
    @Test func listsTheBuiltInPalettes() throws {
        let result = try CLIRunner.run("palette", "--list", "--format", "json")
        #expect(result.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let names = list.compactMap { $0["name"] as? String }
        #expect(names.contains("adapted-system-ui") && names.contains("apple-ios13") && names.contains("apple-ios26"))
        let text = try CLIRunner.run("palette", "--list")
        #expect(text.stdout.contains("adapted-system-ui"))
    }

    @Test func defaultIsTheSeedPaletteWithExactComponents() throws {
        let json = try CLIRunner.run("palette", "--format", "json").json()
        #expect(json["name"] as? String == "adapted-system-ui")
        let colors = try #require(json["colors"] as? [[String: Any]])
        #expect(colors.count == 36)
        let tertiary = try #require(colors.first { $0["name"] as? String == "tertiaryLabel" })
        let light = try #require(tertiary["light"] as? [String: Any])
        // Seed 000, Table 2: tertiaryLabel light "60, 60, 67, 0.3".
        #expect(light["alpha"] as? Double == 0.3)
        #expect(light["red"] as? Double == 60.0 / 255)
        #expect(light["hex"] as? String == "#3C3C434D")
        #expect(tertiary["darkElevated"] == nil, "the seed defines light and dark only")
    }

    @Test func applePaletteHasAllEightCellsAndDoubtMarks() throws {
        let json = try CLIRunner.run("palette", "apple-ios13", "--format", "json").json()
        let colors = try #require(json["colors"] as? [[String: Any]])
        let background = try #require(colors.first { $0["name"] as? String == "systemBackground" })
        for key in [
            "light", "dark", "lightElevated", "darkElevated", "lightHighContrast", "darkHighContrast",
            "lightHighContrastElevated", "darkHighContrastElevated",
        ] {
            #expect(background[key] is [String: Any], "systemBackground \(key)")
        }
        // Reference: systemBackground dark_elevated 28,28,30,255; dark_hc_elevated 36,36,38,255? (one source).
        #expect((background["darkElevated"] as? [String: Any])?["hex"] as? String == "#1C1C1E")
        #expect((background["darkHighContrastElevated"] as? [String: Any])?["doubtful"] as? Bool == true)
        #expect((background["darkElevated"] as? [String: Any])?["doubtful"] == nil)
    }

    /// A palette file's title, source, notes and names are printed with their control
    /// characters escaped, one line each, and the columns are aligned on the names as printed.
    @Test func printsTextFromAPaletteFileEscaped() throws {
        let path = try PaletteFileCommandTests.hostilePaletteFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run("palette", path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!PaletteFileCommandTests.holdsControlCharacters(result.stdout))
        let lines = result.stdout.components(separatedBy: "\n")
        // Title — release, source, one note, a blank line, the header, four colors, the final line feed.
        #expect(lines.count == 10, "\(lines)")
        #expect(lines.first == "Hostile\\u{1B}]0;pwned\\u{7} — r\\n## ✅ passed")
        #expect(lines.contains("note: note\\u{9B}2J"))
        let widest = "ink\\n## ✅ Contrast audit passed"
        #expect(lines.contains(widest + "  #999999     #222222"))
        let esc = "esc\\u{1B}[2Jname"
        #expect(lines.contains(esc + String(repeating: " ", count: widest.count + 2 - esc.count) + "#000000     #FFFFFF"))
    }

    @Test func unknownPaletteIsOneLineWithTheNames() throws {
        let result = try CLIRunner.run("palette", "apple-ios99")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: INPUT: no built-in palette 'apple-ios99' (a palette file needs a .json name); the palettes are: adapted-system-ui, "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func seedCheckNamesTheKnownDifferences() throws {
        let text = try CLIRunner.run("seed-check")
        #expect(text.status == 0)
        #expect(text.stdout.contains("systemBackground dark: seed #1C1C1E, Apple #000000: the seed's dark is Apple's elevated dark"))
        #expect(text.stdout.contains("systemTeal light: seed #5AC8FA, Apple #30B0C7: the seed's teal is iOS 13–14's"))
        let json = try CLIRunner.run("seed-check", "--format", "json").json()
        #expect(json["compared"] as? Int == 72)
        let missing = try #require(json["cellsMissingFromSeed"] as? [String])
        #expect(missing.count == 6)
    }
}
