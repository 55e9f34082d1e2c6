import Testing
import PerseusDarkMode

@Suite struct SystemStyleTests {
    @Test(arguments: [
        ("(<<uint32 1>>,)\n", SystemStyle.dark),
        ("(<<uint32 2>>,)", .light),
        ("(<<uint32 0>>,)", .unspecified),
        ("(<uint32 1>,)", .dark),          // older portals nest one variant less
        ("Error: GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown", .unspecified),
        ("", .unspecified),
    ])
    func portal(output: String, expected: SystemStyle) {
        #expect(DesktopPreference.parsePortalColorScheme(output) == expected)
    }

    @Test(arguments: [
        ("'prefer-dark'\n", SystemStyle.dark),
        ("'prefer-light'", .light),
        ("'default'", .unspecified),
        ("No such key “color-scheme”", .unspecified),
    ])
    func gsettings(output: String, expected: SystemStyle) {
        #expect(DesktopPreference.parseGSettingsColorScheme(output) == expected)
    }

    @Test func gtkTheme() {
        #expect(DesktopPreference.parseGTKTheme("Adwaita:dark") == .dark)
        #expect(DesktopPreference.parseGTKTheme("Adwaita:Light") == .light)
        #expect(DesktopPreference.parseGTKTheme("Adwaita") == .unspecified)
        #expect(DesktopPreference.parseGTKTheme(nil) == .unspecified)
    }

    #if os(Linux)
    @Test func desktopSourceWithoutADesktopIsUnspecifiedOrTheTheme() {
        // No gdbus or gsettings on an empty PATH: only GTK_THEME can answer.
        #expect(DesktopSystemStyleSource(environment: ["PATH": "/nonexistent"]).currentSystemStyle() == .unspecified)
        #expect(DesktopSystemStyleSource(environment: ["PATH": "/nonexistent", "GTK_THEME": "Adwaita:dark"]).currentSystemStyle() == .dark)
    }
    #endif

    @Test func staticSourceFeedsTheService() {
        let darkMode = DarkMode()
        #expect(darkMode.refreshSystemStyle(from: StaticSystemStyleSource(.dark)) == .madeUp(.dark))
        #expect(darkMode.refreshSystemStyle(from: StaticSystemStyleSource(.dark)) == .unchanged)
    }
}

@Suite struct AppearanceNodeTests {
    @Test func overridesApplyToTheSubtreeAndUnspecifiedInherits() {
        let darkMode = DarkMode(systemStyle: .light)
        let window = AppearanceNode(darkMode: darkMode)
        let sheet = window.addChild(override: .dark)
        let preview = sheet.addChild()
        let sibling = window.addChild()
        #expect(window.effectiveStyle == .light)
        #expect(sheet.effectiveStyle == .dark && preview.effectiveStyle == .dark)
        #expect(sibling.effectiveStyle == .light)

        preview.override = .light
        #expect(preview.effectiveStyle == .light && sheet.effectiveStyle == .dark)

        // The root follows the service.
        darkMode.systemStyleDidChange(to: .dark)
        #expect(sibling.effectiveStyle == .dark)
        sheet.override = nil
        preview.override = nil
        #expect(preview.effectiveStyle == .dark)
        window.override = .light
        #expect(preview.effectiveStyle == .light, "an override at the root applies to the whole tree")
        #expect(preview.parent === sheet && window.parent == nil)
    }

    /// Releasing a chain of a million nodes overflowed the stack (each deinit released its
    /// parent from inside itself); teardown is a loop now.
    @Test func aMillionNodeChainIsReleasedWithoutRecursion() {
        let darkMode = DarkMode(systemStyle: .light)
        var leaf = AppearanceNode(darkMode: darkMode, override: .dark)
        for _ in 0..<1_000_000 { leaf = leaf.addChild() }
        #expect(leaf.effectiveStyle == .dark, "inherited from the root, a million levels up")
        leaf = AppearanceNode(darkMode: darkMode)   // releases the chain
        // A shared middle node survives its child's release with its own parent intact.
        let root = AppearanceNode(darkMode: darkMode, override: .dark)
        let middle = root.addChild()
        var child: AppearanceNode? = middle.addChild()
        child = nil
        #expect(middle.parent === root && middle.effectiveStyle == .dark && child == nil)
    }
}
