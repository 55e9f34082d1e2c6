import Foundation
import AuditTestSupport
import Testing
@testable import ColorScience

/// Lab values come from Little CMS; the reference here is the output of a separate C program
/// that calls Little CMS's C API directly (`Tests/LittleCMSOracle/lab-reference.c`), saved
/// as a fixture.
@Suite struct LabConverterTests {
    static let reference: [(String, SRGB, LabD50)] = {
        guard let fixture = try? TSVFixture(named: "lcms-lab-reference") else { return [] }
        return fixture.rows.compactMap { row in
            guard let name = row["name"],
                  let r = try? row.double("red"), let g = try? row.double("green"), let b = try? row.double("blue"),
                  let color = try? SRGB(red: r, green: g, blue: b),
                  let l = try? row.double("L"), let a = try? row.double("a"), let bb = try? row.double("b")
            else { return nil }
            return (name, color, LabD50(l: l, a: a, b: bb))
        }
    }()

    @Test func fixtureIsComplete() {
        #expect(Self.reference.count == 13)
    }

    @Test(arguments: reference)
    func matchesLittleCMSCAPI(name: String, color: SRGB, expected: LabD50) throws {
        let lab = try LabConverter.shared().lab(of: color)
        // The fixture prints 12 decimals.
        expectClose(lab.l, expected.l, tolerance: 1e-9, "\(name) L")
        expectClose(lab.a, expected.a, tolerance: 1e-9, "\(name) a")
        expectClose(lab.b, expected.b, tolerance: 1e-9, "\(name) b")
    }

    @Test func redMatchesThePublishedLittleCMSValue() throws {
        // sRGB red → Lab D50 (54.2896, 80.8144, 69.8897) with Little CMS 2.
        let lab = try SRGB(parsing: "#FF0000").labD50()
        expectClose(lab.l, 54.2896, tolerance: 5e-5)
        expectClose(lab.a, 80.8144, tolerance: 5e-5)
        expectClose(lab.b, 69.8897, tolerance: 5e-5)
    }

    @Test func alphaIsIgnored() throws {
        let converter = try LabConverter.shared()
        let opaque = try SRGB(parsing: "#3C3C43")
        #expect(converter.lab(of: opaque) == converter.lab(of: try opaque.withAlpha(0.3)))
    }

    @Test func batchEqualsOneByOne() throws {
        let converter = try LabConverter.shared()
        var generator = SplitMix64(seed: 42)
        let colors = try (0..<5000).map { _ in
            try SRGB(
                red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
        }
        let batch = converter.lab(of: colors)
        #expect(batch.count == colors.count)
        for (color, lab) in zip(colors, batch) {
            #expect(converter.lab(of: color) == lab)
        }
        #expect(converter.lab(of: [SRGB]()).isEmpty)
    }

    @Test func sharedAcrossThreadsGivesIdenticalResults() async throws {
        let converter = try LabConverter.shared()
        let colors = (0..<256).map { SRGB(red8: UInt8($0), green8: UInt8(255 - $0), blue8: UInt8($0 / 3)) }
        let expected = colors.map { converter.lab(of: $0) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for _ in 0..<50 {
                        for (color, lab) in zip(colors, expected) where converter.lab(of: color) != lab {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func provenanceNamesTheRuntimeLibraryAndTheSetup() throws {
        let provenance = try LabConverter.shared().provenance
        #expect(provenance.littleCMSVersion.hasPrefix("2."))
        #expect(provenance.sourceProfile.contains("sRGB"))
        #expect(provenance.renderingIntent == "relative colorimetric")
        #expect(provenance.whitePoint == "D50 (X 0.9642, Y 1.0, Z 0.8249)")
        #expect(LabProvenance.versionString(encoded: 2140) == "2.14")
        #expect(LabProvenance.versionString(encoded: 2160) == "2.16")
    }

    @Test func littleCMSErrorsAreThrownNotPrinted() throws {
        let context = try LittleCMSContext()
        let garbage: [UInt8] = Array("this is not an ICC profile, not even close to one".utf8)
        do {
            _ = try LittleCMSProfile.fromICC(garbage, in: context)
            Issue.record("garbage bytes opened as a profile")
        } catch {
            #expect(error.operation == "cmsOpenProfileFromMemTHR")
            #expect(!error.messages.isEmpty, "Little CMS's own message should be captured")
            #expect(error.description.hasPrefix("Little CMS cmsOpenProfileFromMemTHR failed: "))
        }
        // The context stays usable after an error.
        _ = try LittleCMSProfile.sRGB(in: context)
    }

    @Test func lchRoundTrip() {
        let lab = LabD50(l: 54.29, a: 80.81, b: 69.89)
        let lch = lab.lch
        expectClose(lch.c, (80.81 * 80.81 + 69.89 * 69.89).squareRoot(), tolerance: 1e-12)
        expectClose(lch.h, atan2(69.89, 80.81) * 180 / .pi, tolerance: 1e-12)
        let back = LabD50(lch)
        expectClose(back.a, lab.a, tolerance: 1e-12)
        expectClose(back.b, lab.b, tolerance: 1e-12)
        #expect(LabD50(l: 50, a: 0, b: -1).lch.h == 270)
        #expect(LabD50(l: 50, a: 0, b: 0).lch.h == 0)
    }
}
