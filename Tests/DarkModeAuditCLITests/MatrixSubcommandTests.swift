import Foundation
import Testing

/// `matrix`, run as a built binary. Expected ratios are WCAG 2.2's formula computed apart
/// (Python, sRGB linearisation of IEC 61966-2-1): black/white 21, #777777/white 4.478…,
/// black/#777777 4.689…, black/red 5.252, red/white 3.998…, #777777/red 1.119….
@Suite struct MatrixSubcommandTests {
    static func palette() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-matrix-\(UUID().uuidString).json")
        try ##"""
            {"name": "m", "colors": [
              {"name": "black", "light": "#000000", "dark": "#000000"},
              {"name": "white", "light": "#FFFFFF", "dark": "#FFFFFF"},
              {"name": "gray, \"mid\"", "light": "#777777", "dark": "#777777"},
              {"name": "red", "light": "#FF0000", "dark": "#FF0000"},
              {"name": "veil", "light": "#00000080", "dark": "#FFFFFF80"}
            ]}
            """##.write(to: url, atomically: false, encoding: .utf8)
        return url
    }

    @Test func everyPairWithItsLevel() throws {
        let path = try Self.palette().path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run("matrix", "--palette", path, "--appearance", "light")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "appearance,first,second,ratio,level")
        #expect(lines.count == 1 + 6, "4 opaque colors: 6 pairs")
        #expect(lines.contains("light,black,white,21.000,7:1"))
        #expect(lines.contains("light,\"gray, \"\"mid\"\"\",white,4.478,3:1"), "RFC 4180 quoting; 4.478 is below 4.5")
        #expect(lines.contains("light,black,\"gray, \"\"mid\"\"\",4.689,4.5:1"))
        #expect(lines.contains("light,red,white,3.998,3:1"))
        #expect(result.stderr.contains("light: 1 translucent color left out"))
    }

    @Test func filtersAndJSON() throws {
        let path = try Self.palette().path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let atLeast = try CLIRunner.run("matrix", "--palette", path, "--appearance", "light", "--min", "4.5", "--format", "json")
        #expect(atLeast.status == 0)
        let rows = try atLeast.stdout.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let pairs = Set(rows.map { "\($0["first"] as? String ?? "")/\($0["second"] as? String ?? "")" })
        #expect(pairs == ["black/white", "black/gray, \"mid\"", "black/red"])
        let below = try CLIRunner.run("matrix", "--palette", path, "--appearance", "light", "--below", "3")
        #expect(below.stdout.split(separator: "\n").dropFirst().map(String.init) == ["light,\"gray, \"\"mid\"\"\",red,1.119,below 3:1"])
        let both = try CLIRunner.run("matrix", "--palette", path, "--min", "3", "--below", "4")
        #expect(both.status == 2 && both.stderr.contains("--min and --below are exclusive"))
        let wrong = try CLIRunner.run("matrix", "--palette", path, "--min", "0x1p2")
        #expect(wrong.status == 2 && wrong.stderr.contains("is not a decimal number"))
        // A negative ratio reaches the check that names the range, not "missing value".
        let negative = try CLIRunner.run("matrix", "--palette", path, "--min", "-1")
        #expect(negative.status == 2 && negative.stderr.contains("a contrast ratio is between 1 and 21, not -1"), "\(negative.stderr)")
    }
}

extension MatrixSubcommandTests {
    @Test func htmlHeatMap() throws {
        let path = try Self.palette().path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIRunner.run("matrix", "--palette", path, "--appearance", "light", "--format", "html")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>") && result.stdout.hasSuffix("</html>\n"))
        #expect(result.stdout.contains("<td class=\"l7\" title=\"7:1\">21.000</td>"))
        #expect(result.stdout.contains("<td class=\"l3\" title=\"3:1\">4.478</td>"))
        #expect(result.stdout.contains("gray, &quot;mid&quot;"))
        #expect(result.stdout.contains("Left out, translucent in light: <code>veil</code>"))
        // 201 opaque colors: refused before anything is written.
        let large = FileManager.default.temporaryDirectory.appendingPathComponent("perseus-matrix-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: large) }
        let colors = (0..<201).map { "{\"name\": \"c\($0)\", \"light\": \"#\(String(format: "%06X", $0 * 997))\", \"dark\": \"#000000\"}" }
        try "{\"name\": \"big\", \"colors\": [\(colors.joined(separator: ","))]}".write(to: large, atomically: false, encoding: .utf8)
        let refused = try CLIRunner.run("matrix", "--palette", large.path, "--format", "html")
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("a heat map shows at most 200 colors per appearance; light has 201 opaque colors"))
    }
}
