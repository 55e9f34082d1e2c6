@testable import ContrastAudit
import Testing

/// The order of authority among the sources of pairs (`PairAuthority`), rule by rule.
@Suite struct PairAuthorityTests {
    static func pair(_ foreground: String, _ background: String, _ role: PairRole = .bodyText, _ origin: PairOrigin) -> Pairing {
        Pairing(foreground: foreground, background: background, role: role, rationale: origin.phrase, origin: origin)
    }

    @Test func aRulesFileDecidesThePairsItNamesAndTheCodeGivesTheOthers() {
        let rules = [Self.pair("Ink", "Paper", .largeText, .rules)]
        let code = [Self.pair("Ink", "Paper", .bodyText, .code), Self.pair("Muted", "Paper", .bodyText, .code)]
        let chosen = PairAuthority.choose(rules: rules, code: code, palette: [Self.pair("Ink", "Card", .bodyText, .palette)])
        #expect(chosen?.map(\.id) == [PairID("Ink", on: "Paper"), PairID("Muted", on: "Paper")])
        #expect(chosen?.first?.role == .largeText && chosen?.first?.origin == .rules, "the rule's role, not the code's")
        #expect(chosen?.contains { $0.origin == .palette } == false, "stated pairs replace the palette's own")
    }

    @Test func thePalettesOwnPairsOnlyWhenNothingIsStated() {
        var read = false
        func own() -> [Pairing]? {
            read = true
            return [Self.pair("Ink", "Card", .bodyText, .names)]
        }
        #expect(PairAuthority.choose(rules: nil, code: [Self.pair("Ink", "Paper", .bodyText, .code)], palette: own())?.map(\.origin) == [.code])
        #expect(!read, "not inferred when the code gives pairs")
        #expect(PairAuthority.choose(rules: nil, code: [], palette: own())?.map(\.origin) == [.names])
        #expect(PairAuthority.choose(rules: nil, code: [], palette: nil) == nil, "nothing given: the auditor's defaults")
        #expect(PairAuthority.choose(rules: [], code: [], palette: own()) == [], "a rules file that gives no pair still replaces the palette's")
    }
}
