import Testing
import ColorScience

/// Machado, Oliveira & Fernandes (2009): the matrices against the published table, and the
/// simulation against an independent implementation (Fixtures/machado_reference.py →
/// machado-reference.tsv: Python, the standard library only, severity handled as a decimal).
@Suite struct ColorVisionDeficiencyTests {
    /// Every published number, exactly: the table's text parsed as a Double.
    @Test func theMatricesAreThePublishedOnes() throws {
        let table = try TSVFixture(named: "machado2009")
        #expect(table.rows.count == 33)
        for row in table.rows {
            let deficiency = try #require(ColorVisionDeficiency(rawValue: row["type"] ?? ""))
            let severity = try row.double("severity")
            let published = try (0..<3).flatMap { r in try (0..<3).map { c in try row.double("m\(r)\(c)") } }
            #expect(try deficiency.matrix(severity: severity) == published, "\(deficiency) \(severity)")
        }
    }

    /// Severity 0 is the identity; each row sums to 1 within the table's 6 decimals (gray stays gray).
    @Test func theTableIsConsistent() throws {
        for deficiency in ColorVisionDeficiency.allCases {
            #expect(try deficiency.matrix(severity: 0) == [1, 0, 0, 0, 1, 0, 0, 0, 1])
            for tenth in 0...10 {
                let m = try deficiency.matrix(severity: Double(tenth) / 10)
                for row in 0..<3 { #expect(abs(m[3 * row] + m[3 * row + 1] + m[3 * row + 2] - 1) <= 1.5e-6) }
            }
        }
    }

    /// 144 simulations: 12 colors × 3 deficiencies × severities 1, 0.5, 0.25, 0.75 (the last
    /// two interpolated). The reference rounds half up to 8 bits; one row (protan 0.75 on
    /// #FF3B30) lies 2.6·10⁻⁵ of a step from a tie, so components are compared to 1e-12.
    @Test func simulationsMatchTheIndependentImplementation() throws {
        let reference = try TSVFixture(named: "machado-reference")
        #expect(reference.rows.count == 144)
        for row in reference.rows {
            let deficiency = try #require(ColorVisionDeficiency(rawValue: row["type"] ?? ""))
            let input = try SRGB(parsing: try #require(row["input"]))
            let seen = try deficiency.simulate(input, severity: try row.double("severity"))
            let expected = [try row.double("red"), try row.double("green"), try row.double("blue")]
            for (actual, wanted) in zip([seen.red, seen.green, seen.blue], expected) {
                #expect(abs(actual - wanted) < 1e-12, "\(row)")
            }
            #expect(seen.hex == row["hex"], "\(row)")
        }
    }

    @Test func alphaIsKeptAndBadSeveritiesAreRefused() throws {
        let translucent = SRGB(uncheckedRed: 1, green: 0.2, blue: 0.2, alpha: 0.4)
        #expect(try ColorVisionDeficiency.deutan.simulate(translucent).alpha == 0.4)
        for bad in [-0.1, 1.5, .nan, .infinity] {
            #expect(throws: ColorValueError.self) { try ColorVisionDeficiency.tritan.simulate(.white, severity: bad) }
        }
        #expect(throws: ColorValueError(component: .severity, value: 2, range: 0...1)) {
            try ColorVisionDeficiency.protan.matrix(severity: 2)
        }
        #expect(ColorValueError(component: .severity, value: 2, range: 0...1).description == "severity 2.0 is outside 0...1")
    }

    /// The inverse transfer function undoes the forward one for every 8-bit value.
    @Test func theTransferFunctionRoundTrips() {
        for byte in 0...255 {
            let encoded = Double(byte) / 255
            let back = RelativeLuminance.encodeByFormula(RelativeLuminance.linearizeByFormula(encoded))
            #expect(abs(back - encoded) < 1e-14, "\(byte)")
        }
    }
}
