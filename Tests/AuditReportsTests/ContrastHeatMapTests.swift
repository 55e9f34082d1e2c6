import Foundation
import Testing
import AdaptedSystemUI
import ColorScience
import ContrastAudit

/// The heat map page. Expected ratios are WCAG 2.2's formula computed apart (Python, sRGB
/// linearisation of IEC 61966-2-1): black/white 21, #777777/white 4.478…, black/#777777
/// 4.689…, red/white 3.998…, black/red 5.252…, #777777/red 1.119….
@Suite struct ContrastHeatMapTests {
    static let palette = Palette(
        name: "heat", title: "Heat <test>", release: "", source: "test",
        colors: [
            AdaptiveColor("white", light: .white, dark: .black),
            AdaptiveColor("red & co", light: try! SRGB(parsing: "#FF0000"), dark: try! SRGB(parsing: "#FF0000")),
            AdaptiveColor("black", light: .black, dark: .white),
            AdaptiveColor("gray", light: try! SRGB(parsing: "#777777"), dark: try! SRGB(parsing: "#777777")),
            AdaptiveColor("veil", light: try! SRGB(parsing: "#00000080"), dark: .black),
        ])

    static func page(_ map: ContrastHeatMap) -> String {
        var page = ""
        map.write { page += $0 }
        return page
    }

    /// The cells of each body row of the first table, by row name.
    static func rows(_ page: String) -> [(String, [String])] {
        let body = page.components(separatedBy: "<tbody>")[1].components(separatedBy: "</tbody>")[0]
        return body.components(separatedBy: "<tr>").dropFirst().map { row in
            let name = row.components(separatedBy: "</span>")[1].components(separatedBy: "</th>")[0]
            let cells = row.components(separatedBy: "<td").dropFirst().map { $0.components(separatedBy: ">")[1].components(separatedBy: "</td")[0] }
            return (name, cells)
        }
    }

    @Test func ratiosInLuminanceOrder() throws {
        let page = Self.page(try ContrastHeatMap(palette: Self.palette, cells: [.light]))
        let rows = Self.rows(page)
        // Relative luminance: black 0, #777777 0.184, red 0.2126, white 1.
        #expect(rows.map(\.0) == ["black", "gray", "red &amp; co", "white"], "darkest first; names escaped")
        #expect(rows[0].1 == ["—", "4.689", "5.252", "21.000"])
        #expect(rows[1].1 == ["4.689", "—", "1.119", "4.478"])
        #expect(rows[2].1 == ["5.252", "1.119", "—", "3.998"])
        #expect(rows[3].1 == ["21.000", "4.478", "3.998", "—"])
        #expect(page.contains("<td class=\"l45\" title=\"4.5:1\">4.689</td>"))
        #expect(page.contains("<td class=\"l0\" title=\"below 3:1\">1.119</td>"))
        #expect(page.contains("Left out, translucent in light: <code>veil</code>"))
        #expect(page.contains("<title>Contrast heat map: Heat &lt;test&gt;</title>"))
    }

    @Test func filtersLeaveOtherCellsBlank() throws {
        let atLeast = Self.rows(Self.page(try ContrastHeatMap(palette: Self.palette, cells: [.light], atLeast: 4.5)))
        #expect(atLeast[2].1 == ["5.252", "", "—", ""])
        let below = Self.rows(Self.page(try ContrastHeatMap(palette: Self.palette, cells: [.light], below: 3)))
        #expect(below[1].1 == ["", "—", "1.119", ""])
        #expect(below[0].1 == ["—", "", "", ""])
    }

    /// The example in ContrastHeatMap's documentation, as written there.
    @Test func documentationExample() throws {
        let map = try ContrastHeatMap(palette: .adaptedSystemUI, cells: [.light, .dark])
        var page = ""
        map.write { page += $0 }
        #expect(page.contains("<h2 id=\"cell-light\">light</h2>") && page.contains("<h2 id=\"cell-dark\">dark</h2>"))
    }

    @Test func everyDefinedCellByDefault() throws {
        let page = Self.page(try ContrastHeatMap(palette: .appleIOS13))
        for cell in Palette.appleIOS13.definedCells.cells {
            #expect(page.contains("<h2 id=\"cell-\(cell.key)\">\(cell.key)</h2>"))
        }
    }

    @Test func largePalettesAreRefused() {
        let colors = (0..<201).map { AdaptiveColor("c\($0)", light: SRGB(red8: UInt8($0), green8: 0, blue8: 0), dark: .black) }
        let palette = Palette(name: "big", title: "big", release: "", source: "test", colors: colors)
        #expect(throws: ContrastHeatMap.TooManyColors.self) { try ContrastHeatMap(palette: palette, cells: [.dark, .light]) }
        do {
            _ = try ContrastHeatMap(palette: palette, cells: [.dark, .light])
        } catch {
            #expect(error.cell == .dark && error.count == 201, "the first cell over the limit")
        }
        // 201 colors of which one is translucent: 200 opaque ones are shown.
        var translucent = colors
        translucent[0] = AdaptiveColor("c0", light: try! SRGB(parsing: "#FF000080"), dark: .black)
        #expect(throws: Never.self) { try ContrastHeatMap(palette: Palette(name: "b", title: "b", release: "", source: "t", colors: translucent), cells: [.light]) }
    }

    @Test func pageColorsMeetAA() throws {
        for (what, foreground, background, minimum) in ContrastHeatMap.pageColors + HTMLReportWriter.pageColors {
            let ratio = try WCAG.contrastRatio(of: try SRGB(parsing: foreground), over: try SRGB(parsing: background))
            #expect(ratio >= minimum, "\(what): \(ratio)")
        }
    }
}
