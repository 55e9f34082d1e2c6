import Foundation
import Testing

@testable import SourcePairs

/// The shape a Swift file's bytes show before the parser reads them, and the files a pull
/// request could bring to stop the scan: each is skipped at once, with the line where it went
/// past a limit, and the scan goes on; a file just inside the limits is read, however deep.
@Suite("Source shapes")
struct SourceShapeTests {
    static func shape(_ text: String) -> SourceShape? {
        try? SourceShape.measure(Array(text.utf8)).get()
    }

    /// Counted by hand from each snippet.
    @Test func whatIsMeasured() {
        // The call's `(` closes before the closure's `{` opens; the array's `[` is inside it.
        #expect(Self.shape("f(x) { [1, 2] }") == SourceShape(nesting: 2, squareNesting: 1, interpolation: 0, chain: 0))
        // `=`, `.b`, `.c`, `+`, `*`: one expression of 5.
        #expect(Self.shape("let v = a.b.c + d * e")?.chain == 5)
        // A chain continued on lines that start with `.`; a new statement starts a new one.
        #expect(Self.shape("Text(\"a\")\n  .bold()\n  .padding()\nlet x = 1")?.chain == 2)
        // Brackets, operators and dots inside comments and strings are not code.
        #expect(Self.shape("// [[[ a.b.c\n/* (( /* [[ */ ]] */ let s = \"[[.a + b\"") == SourceShape(nesting: 0, squareNesting: 0, interpolation: 0, chain: 1))
        // Interpolations, raw strings and multi-line strings.
        #expect(Self.shape(#"let s = "\("\(x)")""#)?.interpolation == 2)
        #expect(Self.shape(##"let s = #"\(x) \#(y)"#"##)?.interpolation == 1, "a raw string interpolates only with its #s")
        #expect(Self.shape("let s = \"\"\"\n  \"quoted\" [[\n  \"\"\"\nlet t = [1]") == SourceShape(nesting: 1, squareNesting: 1, interpolation: 0, chain: 1))
        // A number's decimal point is no member access.
        #expect(Self.shape("let x = 1.5")?.chain == 1)
    }

    @Test func theLimitsSayWhereAFileWentPast() {
        let nested = "let a = 1\nlet z = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
        #expect(SourceShape.measure(Array(nested.utf8), limits: .standard) == .failure(SourceShape.Excess(
            line: 2, what: "square brackets nested 13 deep (at most 12)")))
        let chain = "let x = a" + String(repeating: ".b", count: 1_001)
        #expect(SourceShape.measure(Array(chain.utf8), limits: .standard) == .failure(SourceShape.Excess(
            line: 1, what: "an expression of more than 1000 member accesses and operators")))
        var interpolated = "x"
        for _ in 0..<9 { interpolated = #""\("# + interpolated + #")""# }
        #expect(SourceShape.measure(Array(("let y = " + interpolated).utf8), limits: .standard) == .failure(SourceShape.Excess(
            line: 1, what: "string interpolations nested 9 deep (at most 8)")))
    }

    /// The files that stopped the scan (a hang in the parser's look-ahead, stack overflows in
    /// operator folding and in the modifier walk) are skipped in well under a second each; the
    /// other files of the app are still read.
    @Test func hostileFilesAreSkippedAndTheRestIsRead() throws {
        let start = ContinuousClock.now
        let found = try pairs([
            "Brackets.swift": "let z = " + String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26),
            "Ternary.swift": "let a = true\nlet x = " + (0..<10_000).map { "a ? \($0) :" }.joined(separator: " ") + " 0",
            "Sum.swift": "let x = " + Array(repeating: "1", count: 100_000).joined(separator: " + "),
            "Modifiers.swift": "import SwiftUI\nstruct M: View {\n var body: some View {\n  Text(\"a\")"
                + String(repeating: "\n   .padding()", count: 2_000) + "\n }\n}",
            "V.swift": """
                import SwiftUI
                struct V: View {
                    var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color("Paper")) }
                }
                """,
        ])
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(Set(found.pairings.map { "\($0.foreground) on \($0.background)" }) == ["Ink on Paper"])
        let note = try #require(found.notes.first { $0.contains("not read") })
        #expect(note.hasPrefix("4 files were not read: "))
        #expect(note.contains("Brackets.swift:1 (square brackets nested 26 deep") == false, "the scan stops at the first bracket past the limit")
        #expect(note.contains("Brackets.swift:1 (square brackets nested 13 deep (at most 12))"))
        #expect(note.contains("Modifiers.swift:") && note.contains("Ternary.swift:2") && note.contains("Sum.swift:1"))
    }

    /// A file just inside the limits is read: a view with 990 chained modifiers recurses
    /// once per modifier, which the scan's own stack holds.
    @Test func aLongChainInsideTheLimitsIsRead() throws {
        let found = try pairs([
            "V.swift": "import SwiftUI\nstruct V: View {\n var body: some View {\n  Text(\"a\").foregroundColor(Color(\"Ink\"))"
                + String(repeating: "\n   .padding()", count: 990) + "\n   .background(Color(\"Paper\"))\n }\n}"
        ])
        #expect(Set(found.pairings.map { "\($0.foreground) on \($0.background)" }) == ["Ink on Paper"])
    }
}
