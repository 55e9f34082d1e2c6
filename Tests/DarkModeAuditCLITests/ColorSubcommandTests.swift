import Foundation
import Testing

/// The color subcommands, run as a built binary. Expected numbers: published WCAG values and
/// Little CMS's C API output (see ColorScienceTests' fixtures), never this binary's output.
@Suite struct ColorSubcommandTests {
    @Test func contrastJSONIsUnroundedAndChecksEveryCriterion() throws {
        let result = try CLIRunner.run("contrast", "#777777", "#FFFFFF", "--format", "json")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        let ratio = try #require(json["ratio"] as? Double)
        #expect(abs(ratio - 4.478089453577214) < 1e-12)
        #expect(json["composite"] as? String == "#777777")
        let criteria = try #require(json["criteria"] as? [[String: Any]])
        let verdicts = criteria.map { "\($0["criterion"] as? String ?? "?") \($0["content"] as? String ?? "?") \($0["pass"] as? Bool ?? false)" }
        #expect(verdicts == [
            "1.4.3 text false", "1.4.3 large text true", "1.4.6 text false", "1.4.6 large text false",
            "1.4.11 non-text true",
        ])
    }

    @Test func contrastCompositesATranslucentForeground() throws {
        // (60,60,67 @ 0x99) over white: 0x99/255 = 0.6 exactly → (138, 138, 142.2) → #8A8A8E.
        let json = try CLIRunner.run("contrast", "#3C3C4399", "#fff", "--format", "json").json()
        #expect(json["composite"] as? String == "#8A8A8E")
        let ratio = try #require(json["ratio"] as? Double)
        #expect(abs(ratio - 3.4381996219180686) < 1e-12)
    }

    @Test func contrastTextNamesTheVerdicts() throws {
        let result = try CLIRunner.run("contrast", "#777777", "#FFFFFF")
        #expect(result.status == 0)
        #expect(result.stdout.contains("contrast ratio: 4.478:1\n"))
        #expect(result.stdout.contains("1.4.3 AA text          ≥ 4.5  FAIL  margin −0.021\n"))
        #expect(result.stdout.contains("1.4.11 AA non-text     ≥ 3    pass  margin 1.478\n"))
    }

    /// Ratios print as the reports print them: three decimals, truncated toward zero. #6F6F6F
    /// on white is 5.0248650… (WCAG 2.2's formula, computed independently), which rounding would
    /// print as 5.025; its margin over 7 is −1.9751349…, over 4.5 0.5248650….
    @Test func contrastTextTruncatesAsTheReportsDo() throws {
        let result = try CLIRunner.run("contrast", "#6F6F6F", "#FFFFFF")
        #expect(result.stdout.contains("contrast ratio: 5.024:1\n"))
        #expect(result.stdout.contains("1.4.6 AAA text         ≥ 7    FAIL  margin −1.975\n"))
        #expect(result.stdout.contains("1.4.3 AA text          ≥ 4.5  pass  margin 0.524\n"))
    }

    @Test func translucentBackgroundNeedsOn() throws {
        let refused = try CLIRunner.run("contrast", "#000", "#FF000080")
        #expect(refused.status == 2)
        #expect(refused.stderr == "Error: BACKGROUND: #FF000080 is translucent; give the opaque surface beneath it with --on COLOR\n")
        let accepted = try CLIRunner.run("contrast", "#000", "#FF000080", "--on", "#FFFFFF", "--format", "json")
        #expect(accepted.status == 0)
        #expect(try accepted.json()["background"] as? String == "#FF7F7F")
    }

    /// #767676 is the lightest gray meeting 4.5:1 on white (WebAIM's often-quoted figure);
    /// against a mid gray (#777777 has luminance 0.184) 7:1 is out of reach: (0.184+0.05)/0.05 = 4.69.
    @Test func suggestFindsThePublishedGrayAndSaysWhenNothingReaches() throws {
        let json = try CLIRunner.run("suggest", "#777777", "#FFFFFF", "--format", "json").json()
        #expect(json["passes"] as? Bool == false)
        let suggestion = try #require(json["suggestion"] as? [String: Any])
        #expect(suggestion["hex"] as? String == "#767676")
        #expect(suggestion["adjusted"] as? String == "foreground")
        let background = try CLIRunner.run("suggest", "#FFFFFF", "#777777", "--adjust", "background")
        #expect(background.status == 0)
        #expect(background.stdout.contains("background #767676 gives 4.542:1"))
        let unreachable = try CLIRunner.run("suggest", "#FFFFFF", "#777777", "--level", "AAA")
        #expect(unreachable.status == 1)
        #expect(unreachable.stdout.contains("no sRGB foreground reaches it"))
        let passing = try CLIRunner.run("suggest", "#767676", "#FFFFFF")
        #expect(passing.status == 0)
        #expect(passing.stdout.contains("passes; nothing to suggest"))
        let exempt = try CLIRunner.run("suggest", "#767676", "#FFFFFF", "--role", "decorative")
        #expect(exempt.status == 2)
        #expect(exempt.stderr == "Error: --role: decorative is exempt: there is no minimum to reach\n")
    }

    /// Expected values: the independent implementation's (ColorScienceTests/Fixtures/machado-reference.tsv).
    @Test func cvdSimulatesAndRefusesBadSeverities() throws {
        let json = try CLIRunner.run("cvd", "#FF3B30", "--type", "deutan", "--severity", "0.5", "--format", "json").json()
        #expect(json["hex"] as? String == "#C78027")
        #expect(abs((json["red"] as? Double ?? 0) - 0.7793923016655803) < 1e-12)
        let text = try CLIRunner.run("cvd", "#FF3B30", "--type", "protan")
        #expect(text.status == 0 && text.stdout.contains(": #796D2C (ΔE00 "))
        let bad = try CLIRunner.run("cvd", "#FFFFFF", "--type", "tritan", "--severity", "2")
        #expect(bad.status == 2 && bad.stderr == "Error: --severity: severity 2.0 is outside 0...1\n")
    }

    /// A severity is a decimal number: `-0` is 0 (typical vision: the color itself), `5e-1`
    /// is 0.5; hex floats, infinities and NaN are refused with the value named.
    @Test func cvdSeverityIsADecimalNumber() throws {
        let zero = try CLIRunner.run("cvd", "#FF3B30", "--type", "deutan", "--severity", "-0")
        #expect(zero.status == 0, "\(zero.stderr)")
        #expect(zero.stdout.hasPrefix("#FF3B30 seen with deutan (green-weak) at severity 0.0: #FF3B30 "))
        let zeroJSON = try CLIRunner.run("cvd", "#FF3B30", "--type", "deutan", "--severity", "-0", "--format", "json").json()
        #expect((zeroJSON["severity"] as? Double).map { $0 == 0 && $0.sign == .plus } == true)
        // Expected: the Machado reference at severity 0.5 (as in the test above).
        let half = try CLIRunner.run("cvd", "#FF3B30", "--type", "deutan", "--severity", "5e-1", "--format", "json").json()
        #expect(half["hex"] as? String == "#C78027")
        for text in ["0x1p-1", "inf", "-inf", "nan", "infinity", "1_0", "0.5 ", "½"] {
            let refused = try CLIRunner.run("cvd", "#FF3B30", "--type", "deutan", "--severity", text)
            #expect(refused.status == 2, "\(text)")
            #expect(refused.stderr == "Error: --severity: '\(text)' is not a decimal number (such as 0.5, 1 or 5e-1)\n", "\(text)")
        }
        let negative = try CLIRunner.run("cvd", "#FF3B30", "--type", "deutan", "--severity", "-0.5")
        #expect(negative.status == 2 && negative.stderr == "Error: --severity: severity -0.5 is outside 0...1\n")
    }

    @Test func labJSONComesFromLittleCMS() throws {
        let result = try CLIRunner.run("lab", "#FF0000", "--format", "json")
        #expect(result.status == 0)
        let json = try result.json()
        #expect(Set(json.keys) == ["L", "a", "b"])
        // Little CMS 2.14 C API (Tests/LittleCMSOracle): 54.289633035660, 80.814359903336, 69.889748513699
        #expect(abs((json["L"] as? Double ?? 0) - 54.289633035660) < 1e-9)
        #expect(abs((json["a"] as? Double ?? 0) - 80.814359903336) < 1e-9)
        #expect(abs((json["b"] as? Double ?? 0) - 69.889748513699) < 1e-9)
    }

    @Test func deltaEAcceptsLabAndSRGB() throws {
        // Sharma et al. (2005) pair 17: ΔE00 = 27.1492.
        let json = try CLIRunner.run("delta-e", "lab(50 2.5 0)", "lab(73 25 -18)", "--format", "json").json()
        #expect(abs((json["deltaE"] as? Double ?? 0) - 27.1492) < 1e-4)
        #expect(json["method"] as? String == "ciede2000")
        #expect(json["deltaLPrime"] as? Double == 23)

        // ΔE76 of white and black in lcms Lab: L differs by 100, a and b by ~1.5e-5.
        let cie76 = try CLIRunner.run("delta-e", "#FFF", "#000", "--method", "cie76", "--format", "json").json()
        #expect(abs((cie76["deltaE"] as? Double ?? 0) - 100) < 1e-6)
    }

    @Test func deltaETextShowsTheParts() throws {
        let result = try CLIRunner.run("delta-e", "lab(50 2.5 0)", "lab(50 0 -2.5)")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("ΔE (ciede2000): 4.306"))  // Sharma pair 16: 4.3065
        #expect(result.stdout.contains("ΔL′ 0.0"))
    }

    static let badInput: [([String], String)] = [
        (["contrast", "#12345", "#fff"], "Error: FOREGROUND: invalid color \"#12345\": a hex color has 3, 4, 6 or 8 digits, not 5\n"),
        (["contrast", "#fff", "rgb(300 0 0)"], "Error: BACKGROUND: invalid color \"rgb(300 0 0)\": red 300 is outside 0...255\n"),
        (["contrast", "#fff", "#000", "--on", "#0008"], "Error: --on: #00000088 is translucent; the surface beneath must be opaque\n"),
        (["lab", "blue"], "Error: COLOR: invalid color \"blue\": expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(r g b), rgb(r g b / a) or rgba(r, g, b, a)\n"),
        (["delta-e", "lab(120 0 0)", "#fff"], "Error: COLOR1: invalid color \"lab(120 0 0)\": L 120 is outside 0...100\n"),
        (["delta-e", "#fff", "#ggg"], "Error: COLOR2: invalid color \"#ggg\": 'g' is not a hex digit\n"),
        // Beyond any real color a difference overflows: refused, not printed as nan.
        (["delta-e", "lab(50 1e200 0)", "lab(50 0 0)"], "Error: COLOR1: invalid color \"lab(50 1e200 0)\": a 1e+200 is outside -1000...1000\n"),
        (["delta-e", "lab(50 0 0)", "lab(50 0 -1001)", "--format", "json"], "Error: COLOR2: invalid color \"lab(50 0 -1001)\": b -1001 is outside -1000...1000\n"),
    ]

    @Test func compositeHexRoundsHalvesUp() throws {
        // 0.5 · 216 + 0.5 · 143 = 179.5 → B4; 0.5 · 176 + 0.5 · 101 = 138.5 → 8B; 0.5 · 215 + 0.5 · 234 = 224.5 → E1.
        let result = try CLIRunner.run("contrast", "rgb(216 176 215 / 0.5)", "#8F65EA")
        #expect(result.stdout.contains("composited foreground: #B48BE1"), "\(result.stdout)")
    }

    @Test(arguments: badInput)
    func badColorIsOneLineAndStatus2(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty, "nothing goes to stdout on an error")
    }

    @Test func usageErrorsExitWith2() throws {
        #expect(try CLIRunner.run("--bogus").status == 2)
        #expect(try CLIRunner.run("contrast", "#fff").status == 2)
        #expect(try CLIRunner.run("delta-e", "#fff", "#000", "--method", "cie2001").status == 2)
        #expect(try CLIRunner.run("lab", "#fff", "--format", "yaml").status == 2)
    }

    @Test func helpExitsWith0() throws {
        let result = try CLIRunner.run("--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("contrast"))
        #expect(result.stdout.contains("delta-e"))
    }
}
