import Testing
import ColorContrast

/// One formatter for reports, the command line and the assertions: truncation toward zero,
/// the minus sign, thresholds.
@Suite struct DecimalsTests {
    static let truncations: [(Double, Int, String)] = [
        (4.478089453577214, 3, "4.478"), (4.4999999, 3, "4.499"), (4.5, 3, "4.500"), (21, 2, "21.00"),
        (3, 1, "3.0"), (0.0004, 3, "0.000"), (123.456, 0, "123"), (1.0 / 3, 4, "0.3333"), (0.3, 3, "0.300"),
    ]

    @Test(arguments: truncations)
    func truncatesTowardZero(value: Double, digits: Int, expected: String) {
        #expect(Decimals.truncated(value, digits: digits) == expected)
    }

    @Test func negativeValuesAndZero() {
        #expect(Decimals.truncated(-0.0219, digits: 4) == "−0.0219")
        #expect(Decimals.truncated(-0.0219, digits: 4, minus: "-") == "-0.0219")
        // A shortfall too small to show is still a shortfall…
        #expect(Decimals.truncated(-0.00001) == "−0.000")
        // …but a difference of near-equal numbers is noise.
        #expect(Decimals.truncated(-0.00001, keepsNegativeZero: false) == "0.000")
        #expect(Decimals.signed(0.25) == "+0.250" && Decimals.signed(-1.0614) == "−1.061")
        #expect(Decimals.difference(-0.001) == "0.00" && Decimals.difference(-0.5) == "−0.50" && Decimals.difference(2) == "+2.00")
    }

    @Test func thresholdsAsWCAGWritesThem() {
        #expect(Decimals.threshold(4.5) == "4.5" && Decimals.threshold(3) == "3" && Decimals.threshold(7) == "7")
    }

    @Test func valuesNoFormatTraps() {
        #expect(Decimals.truncated(.nan) == "nan")
        #expect(Decimals.truncated(.infinity) == "inf" && Decimals.truncated(-.infinity) == "−inf")
        #expect(Decimals.truncated(1e200) == "1e+200")
        #expect(Decimals.truncated(-9.2e18, digits: 0) == "−9.2e+18")
        #expect(Decimals.threshold(1e300) == "1e+300")
    }
}
