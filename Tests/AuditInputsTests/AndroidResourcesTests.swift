import AdaptedSystemUI
@testable import AuditInputs
import ColorScience
@testable import ContrastAudit
import Foundation
import Testing

/// Android resources: values and values-night, Android's alpha-first hex, references, the
/// framework's colors, selectors' default states, qualifiers named, modules kept apart where
/// they clash. Expected values are the fixtures' own, followed by hand.
@Suite struct AndroidResourcesTests {
    static func argb(_ value: UInt32) -> SRGB {
        SRGB(red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF), alpha8: UInt8(value >> 24))
    }

    static let app = [
        "app/src/main/res/values/colors.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="ink">#1A1A1A</color>
                <color name="paper">#FFFFFF</color>
                <color name="scrim">#80000000</color>
                <color name="short_alpha">#8F00</color>
                <color name="link">@color/brand</color>
                <color name="brand">#0055CC</color>
                <color name="on_brand">@android:color/white</color>
                <item type="color" name="divider">#1F000000</item>
                <color name="accent_attr">?attr/colorAccent</color>
                <string name="app_name">Notes</string>
            </resources>
            """,
        "app/src/main/res/values-night/colors.xml": """
            <resources>
                <color name="ink">#EEEEEE</color>
                <color name="paper">#121212</color>
                <color name="brand">#66AAFF</color>
            </resources>
            """,
        "app/src/main/res/values-v31/colors.xml": "<resources><color name=\"brand\">@android:color/system_accent1_500</color></resources>",
        "app/src/main/res/color/button_text.xml": """
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:color="@color/ink" android:alpha="0.38"/>
                <item android:color="@color/brand" android:alpha="0.5"/>
            </selector>
            """,
        "core/ui/src/main/res/values/colors.xml": "<resources><color name=\"ink\">#222222</color><color name=\"paper\">#FFFFFF</color><color name=\"chip\">#E0E0E0</color></resources>",
        "app/build/intermediates/res/values/colors.xml": "<resources><color name=\"generated\">#123456</color></resources>",
    ]

    @Test func valuesAndNight() throws {
        let root = try ThemeFilesTests.folder(Self.app)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "include ':app'".write(toFile: (root as NSString).appendingPathComponent("settings.gradle"), atomically: false, encoding: .utf8)
        let loaded = try Palette.load(from: root)
        #expect(loaded.sourceName == "Android resources")
        let palette = loaded.palette
        // ink is defined differently in app and core/ui: kept apart. paper is the same in both...
        // except that app's has a night value: apart too. chip only in core/ui.
        #expect(palette["app:ink"]?.resolved(for: .light) == Self.argb(0xFF1A1A1A) && palette["app:ink"]?.resolved(for: .dark) == Self.argb(0xFFEEEEEE))
        #expect(palette["core/ui:ink"]?.resolved(for: .dark) == Self.argb(0xFF222222), "no values-night: the light value")
        #expect(palette["chip"] != nil && palette["generated"] == nil, "build outputs are skipped")
        #expect(palette["scrim"]?.resolved(for: .light) == Self.argb(0x80000000), "alpha first")
        #expect(palette["short_alpha"]?.resolved(for: .light) == Self.argb(0x88FF0000), "#ARGB")
        // A reference resolves in each cell: link is brand's night value in dark.
        #expect(palette["link"]?.resolved(for: .light) == Self.argb(0xFF0055CC) && palette["link"]?.resolved(for: .dark) == Self.argb(0xFF66AAFF))
        #expect(palette["on_brand"]?.resolved(for: .dark) == Self.argb(0xFFFFFFFF))
        #expect(palette["divider"]?.resolved(for: .light) == Self.argb(0x1F000000))
        // The selector's default state: brand at half its alpha.
        let button = try #require(palette["button_text"])
        #expect(button.resolved(for: .light) == (try SRGB(red: 0, green: 0x55 / 255.0, blue: 0xCC / 255.0, alpha: 0.5)))
        #expect(palette.unresolved.map(\.name) == ["accent_attr"])
        #expect(palette.unresolved.first?.reason.contains("a theme attribute") == true)
        #expect(palette.notes.contains("resource folders with other qualifiers, not audited: app/src/main/res/values-v31 (1 color)"))
        #expect(palette.notes.contains("1 other value (strings, dimensions, …) not read"))
        let location = try #require(palette.locations["link"])
        #expect(location.file.hasSuffix("app/src/main/res/values/colors.xml") && location.line == 7 && location.keyPath == "color/link")
    }

    /// A `res` folder alone is read too; a reference cycle and a malformed value are
    /// unresolved (incomplete), a malformed file is an error with its line.
    @Test func aResFolderCyclesAndErrors() throws {
        let root = try ThemeFilesTests.folder([
            "res/values/colors.xml": "<resources>\n<color name=\"a\">@color/b</color>\n<color name=\"b\">@color/a</color>\n<color name=\"c\">red</color>\n<color name=\"d\">#123</color>\n</resources>",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let res = (root as NSString).appendingPathComponent("res")
        let palette = try Palette.load(from: res).palette
        #expect(palette["d"]?.resolved(for: .dark) == Self.argb(0xFF112233))
        #expect(Set(palette.unresolved.map(\.name)) == ["a", "b", "c"])
        #expect(palette.unresolved.first { $0.name == "a" }?.reason == "reference cycle: a → b → a")
        #expect(palette.notes.contains { $0.contains("no values-night folder: each color has one value") })
        try "<resources><color name=\"x\">#FFF</color>".write(toFile: (res as NSString).appendingPathComponent("values/broken.xml"), atomically: false, encoding: .utf8)
        let error = #expect(throws: InputFileError.self) { try Palette.load(from: res) }
        #expect(error?.file.hasSuffix("values/broken.xml") == true && error?.message.hasPrefix("invalid XML") == true)
        // A name that is not UTF-8 (Foundation's parser would trap on it) is refused at its line.
        try Data(Array("<resources>\n<r".utf8) + [0xCF] + Array("esources/>\n</resources>".utf8))
            .write(to: URL(fileURLWithPath: (res as NSString).appendingPathComponent("values/broken.xml")))
        let utf8 = #expect(throws: InputFileError.self) { try Palette.load(from: res) }
        #expect(utf8?.message == "invalid XML: not valid UTF-8 (only UTF-8 XML is read)" && utf8?.line == 2)
    }

    /// A Material theme's color attributes: set in the style or its project parents (by
    /// `parent=` or by name), `?attr/` within the theme, values-night's style replacing the
    /// light one for dark; Material's on-X pairs inferred from the attribute names.
    @Test func themeAttributes() throws {
        let root = try ThemeFilesTests.folder([
            "res/values/colors.xml": "<resources><color name=\"brand\">#0055CC</color><color name=\"brand_night\">#66AAFF</color><color name=\"paper\">#FFFFFF</color><color name=\"ink\">#1A1A1A</color></resources>",
            "res/values-night/colors.xml": "<resources><color name=\"paper\">#121212</color><color name=\"ink\">#EEEEEE</color></resources>",
            "res/values/themes.xml": """
                <resources>
                    <style name="Base.Theme.Notes" parent="Theme.Material3.DayNight.NoActionBar">
                        <item name="colorSurface">@color/paper</item>
                        <item name="colorOnSurface">@color/ink</item>
                    </style>
                    <style name="Theme.Notes" parent="Base.Theme.Notes">
                        <item name="colorPrimary">@color/brand</item>
                        <item name="colorOnPrimary">@android:color/white</item>
                        <item name="android:colorBackground">?attr/colorSurface</item>
                        <item name="android:windowLightStatusBar">true</item>
                    </style>
                    <style name="Theme.Notes.Splash">
                        <item name="android:statusBarColor">?attr/colorPrimary</item>
                    </style>
                    <style name="Theme.Notes.Plain" parent="">
                        <item name="android:navigationBarColor">?attr/colorPrimary</item>
                    </style>
                </resources>
                """,
            "res/values-night/themes.xml": """
                <resources>
                    <style name="Theme.Notes" parent="Base.Theme.Notes">
                        <item name="colorPrimary">@color/brand_night</item>
                        <item name="android:colorBackground">?attr/colorSurface</item>
                    </style>
                </resources>
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try Palette.load(from: (root as NSString).appendingPathComponent("res"))
        let palette = loaded.palette
        #expect(palette["Theme.Notes.colorPrimary"]?.resolved(for: .light) == Self.argb(0xFF0055CC))
        #expect(palette["Theme.Notes.colorPrimary"]?.resolved(for: .dark) == Self.argb(0xFF66AAFF), "values-night's style")
        #expect(palette["Theme.Notes.colorBackground"]?.resolved(for: .dark) == Self.argb(0xFF121212), "?attr/colorSurface from the parent, paper in dark")
        #expect(palette["Base.Theme.Notes.colorOnSurface"]?.resolved(for: .dark) == Self.argb(0xFFEEEEEE))
        #expect(palette["Theme.Notes.Splash.statusBarColor"]?.resolved(for: .light) == Self.argb(0xFF0055CC), "the name's prefix is the parent")
        #expect(palette["Theme.Notes.windowLightStatusBar"] == nil)
        // parent="" is no parent: its ?attr/colorPrimary names nothing the project sets.
        #expect(palette.unresolved.first { $0.name == "Theme.Notes.Plain.navigationBarColor" }?.reason.contains("a theme attribute") == true)
        // values-night's Theme.Notes leaves colorOnPrimary to the library theme.
        #expect(palette.unresolved.first { $0.name == "Theme.Notes.colorOnPrimary" }?.reason.hasPrefix("values-night defines Theme.Notes again without colorOnPrimary") == true)
        let pairs = Set((loaded.pairings ?? []).map { "\($0.foreground) / \($0.background)" })
        #expect(pairs.contains("Theme.Notes.colorOnSurface / Theme.Notes.colorSurface"), "\(pairs.sorted())")
    }
}

extension AndroidResourcesTests {
    /// A processing instruction with a target and no data (`<?name?>`) reaches Foundation as a
    /// null pointer and crashes its parser on Linux (the fuzzer's find): refused at its line.
    /// An instruction with data, and the XML declaration, are read.
    @Test func processingInstructionsWithoutDataAreRefused() throws {
        let refused = #expect(throws: XMLTreeError.self) {
            try XMLElementNode.parse(Data("<resources>\n  <?xm?>\n</resources>".utf8))
        }
        #expect(refused?.line == 2 && refused?.message.hasPrefix("a processing instruction without data") == true)
        let read = try XMLElementNode.parse(Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><?tool data here?><color name=\"a\">#FFF</color></resources>".utf8))
        #expect(read.name == "resources" && read.children.count == 1)
        #expect(XMLElementNode.emptyProcessingInstruction(in: Data("<a><?pi ?></a>".utf8)) == nil, "data of white space is data")
    }
}
