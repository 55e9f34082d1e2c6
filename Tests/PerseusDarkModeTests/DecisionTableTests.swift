import Testing
import PerseusDarkMode

/// Seed 000's table, cell by cell, transcribed from the seed:
///
/// |                  | auto      | on   | off   |
/// | **.unspecified** | default   | dark | light |
/// | **.light**       | light     | dark | light |
/// | **.dark**        | dark      | dark | light |
@Suite struct DecisionTableTests {
    static let cells: [(SystemStyle, DarkModeOption, AppearanceStyle)] = [
        (.unspecified, .auto, .light),  // "default", which the seed defines as light
        (.unspecified, .on, .dark),
        (.unspecified, .off, .light),
        (.light, .auto, .light),
        (.light, .on, .dark),
        (.light, .off, .light),
        (.dark, .auto, .dark),
        (.dark, .on, .dark),
        (.dark, .off, .light),
    ]

    @Test(arguments: cells)
    func cell(system: SystemStyle, choice: DarkModeOption, expected: AppearanceStyle) {
        #expect(DecisionTable.style(for: choice, system: system) == expected)
    }

    @Test func autoWithUnspecifiedGivesTheDefault() {
        #expect(DecisionTable.style(for: .auto, system: .unspecified) == DARK_MODE_STYLE_DEFAULT)
        #expect(DARK_MODE_STYLE_DEFAULT == .light)
    }

    @Test func rawValuesAreTheSeedsContract() {
        #expect(DarkModeOption.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(DarkModeOption.auto.rawValue == 0 && DarkModeOption.on.rawValue == 1 && DarkModeOption.off.rawValue == 2)
        #expect(SystemStyle.unspecified.rawValue == 0 && SystemStyle.light.rawValue == 1 && SystemStyle.dark.rawValue == 2)
        #expect(AppearanceStyle.light.rawValue == 0 && AppearanceStyle.dark.rawValue == 1)
    }
}
