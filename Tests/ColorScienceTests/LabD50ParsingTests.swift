import Testing
import ColorScience

@Suite struct LabD50ParsingTests {
    @Test func acceptsCSSColor4Lab() throws {
        #expect(try LabD50(parsing: "lab(54.29 80.81 69.89)") == LabD50(l: 54.29, a: 80.81, b: 69.89))
        #expect(try LabD50(parsing: " LAB(50% -100% 0) ") == LabD50(l: 50, a: -125, b: 0))
        #expect(try LabD50(parsing: "lab(0 0 0)") == LabD50(l: 0, a: 0, b: 0))
    }

    static let rejected: [(String, String)] = [
        ("", "the text is empty"),
        ("#fff", "unknown color function '#fff'"),
        ("lch(50 10 10)", "unknown color function 'lch'"),
        ("lab(50, 1, 2)", "separate components either all with commas or all with spaces (and '/ alpha')"),
        ("lab(50 1 2 / 0.5)", "lab() here takes no alpha; remove '/ alpha'"),
        ("lab(50 1)", "lab() takes 3 space-separated values, found 2 values"),
        ("lab(101 0 0)", "L 101 is outside 0...100"),
        ("lab(50 x 0)", "a 'x' is not a number"),
    ]

    @Test(arguments: rejected)
    func rejects(text: String, reason: String) {
        do {
            let lab = try LabD50(parsing: text)
            Issue.record("\"\(text)\" parsed as \(lab), expected an error")
        } catch {
            #expect(error.description == "invalid color \"\(text)\": \(reason)")
        }
    }
}

@Suite struct LabD50LayoutTests {
    @Test func layoutIsThreePackedDoubles() {
        // LabConverter reads Little CMS's cmsCIELab output (three doubles) into LabD50 buffers.
        #expect(MemoryLayout<LabD50>.stride == 24)
        #expect(MemoryLayout<LabD50>.offset(of: \.a) == 8)
    }
}
