import Foundation
import Testing
import AdaptedSystemUI

/// The DocC article that tabulates the built-in palettes must show the library's values.
@Suite struct BuiltInPalettesArticleTests {
    @Test func articleMatchesThePalettes() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AdaptedSystemUI/AdaptedSystemUI.docc/BuiltInPalettes.md")
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        for palette in Palette.builtIn {
            let start = try #require(lines.firstIndex { $0.hasPrefix("`\(palette.name)` — ") }, "\(palette.name) has no section")
            let header = try #require(lines[start...].first { $0.hasPrefix("| color |") })
            let keys = header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
            let rows = lines[start...].drop { !$0.hasPrefix("| color |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
            #expect(rows.count == palette.colors.count, "\(palette.name): \(rows.count) rows")
            for (row, color) in zip(rows, palette.colors) {
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(cells.first == color.name)
                for (key, text) in zip(keys, cells.dropFirst()) {
                    let cell = try #require(Appearance(key: key))
                    let expected = color.definedCells.contains(cell)
                        ? "`\(color.resolved(for: cell).hexRGBA)`" + (color.doubtfulCells.contains(cell) ? "?" : "") : "–"
                    #expect(text == expected, "\(palette.name) \(color.name) \(key)")
                }
            }
        }
    }
}
