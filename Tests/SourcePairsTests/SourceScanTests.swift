import AdaptedSystemUI
import ContrastAudit
import Foundation
import SourcePairs
import Testing
import AuditTestSupport

/// A pair as a test states it: names, role, confidence, and the cells when restricted.
struct ExpectedPair: Hashable, CustomStringConvertible {
    let foreground: String
    let background: String
    let role: PairRole
    let confidence: PairConfidence
    var cells: String = "all"

    init(_ foreground: String, _ background: String, _ role: PairRole, _ confidence: PairConfidence, cells: String = "all") {
        self.foreground = foreground
        self.background = background
        self.role = role
        self.confidence = confidence
        self.cells = cells
    }

    init(_ pairing: Pairing) {
        self.init(
            pairing.foreground, pairing.background, pairing.role, pairing.confidence ?? .low,
            cells: pairing.appearances.map { $0 == .style(.dark) ? "dark" : $0 == .style(.light) ? "light" : "\($0.cells)" } ?? "all")
    }

    var description: String { "\(foreground) on \(background) \(role.rawValue) \(confidence.rawValue) \(cells)" }
}

func fixture(_ name: String) -> String { AuditFixtures.app(name) }

/// A folder of files written for one test.
func temporaryApp(_ files: [String: String]) throws -> String {
    try TemporaryFiles.folder(files, prefix: "source-pairs").path
}

/// A palette of catalog-like colors for in-memory scans.
let testPalette = Palette(
    name: "test", title: "test", release: "", source: "test",
    colors: [
        AdaptiveColor("Ink", light: .black, dark: .white), AdaptiveColor("Paper", light: .white, dark: .black),
        AdaptiveColor("HeaderText", light: .black, dark: .white), AdaptiveColor("CardBackground", light: .white, dark: .black),
        AdaptiveColor("Muted", light: .black, dark: .white),
    ])

func pairs(_ files: [String: String], palette: Palette = testPalette) throws -> FoundPairs {
    let root = try temporaryApp(files)
    defer { try? FileManager.default.removeItem(atPath: root) }
    return try SourceScan(roots: [root]).findPairs(for: palette)
}

@Suite("Pairs from an app's code")
struct SourceScanTests {
    /// The fixture app's pairs, written down from its code before the reader existed: each
    /// with why.
    @Test func theSampleAppsPairs() throws {
        let catalog = try AssetCatalog.read(fixture("SampleApp/App/Assets.xcassets"))
        let found = try SourceScan(roots: [fixture("SampleApp")]).findPairs(for: catalog)
        let expected: Set<ExpectedPair> = [
            // ContentView: a ZStack over Color("Paper"); Title (large title) and Scheme's dark
            // branch draw Ink on it; the UIKit name label (24 pt bold) and Scheme make it body text.
            ExpectedPair("Ink", "Paper", .bodyText, .high),
            // Scheme's light branch, and the storyboard's bold 17 pt header over the view's Paper.
            ExpectedPair("HeaderText", "Paper", .bodyText, .high),
            ExpectedPair("Muted.opacity(0.8)", "Paper", .bodyText, .high),
            // Badge is a custom view: it inherits ContentView's Paper.
            ExpectedPair("Muted", "Paper", .bodyText, .medium),
            // The sheet is a new screen: nothing under it but the system background.
            ExpectedPair("Ink", "systemBackground", .bodyText, .low),
            // CardView sets its own background (cardColor()).
            ExpectedPair("HeaderText", "CardBackground", .bodyText, .high),
            ExpectedPair("AccentColor", "CardBackground", .uiComponent, .high),
            ExpectedPair("label", "CardBackground", .bodyText, .high),
            // The overlay's stroke is drawn on the card.
            ExpectedPair("Muted", "CardBackground", .uiComponent, .high),
            // ProfileViewController: detailLabel is in card; the button is a property never
            // added, so it is on the controller's view (medium); its disabled title is exempt.
            ExpectedPair("secondaryLabel", "CardBackground", .bodyText, .high),
            ExpectedPair("AccentColor", "Paper", .bodyText, .high),
            ExpectedPair("Muted.opacity(0.5)", "Paper", .disabled, .medium),
            // MessageCell: bodyLabel in the content view.
            ExpectedPair("Ink", "CardBackground", .bodyText, .high),
            // Main.storyboard: a label in a secondarySystemBackground view; the button's disabled title.
            ExpectedPair("label", "secondarySystemBackground", .bodyText, .high),
            ExpectedPair("#000000.opacity(0.3)", "Paper", .disabled, .high),
            // Banner.xib: an sRGB (0.2, 0.4, 0.6) view holding a calibrated-white label, a
            // calibrated-RGB label and a text field whose placeholder is Muted, and whose typed
            // text, given no color, is in UIKit's default `label` (assumed: medium).
            ExpectedPair("#FFFFFF", "#336699", .bodyText, .high),
            ExpectedPair("calibratedRGB(0.9,0.5,0.1)", "#336699", .bodyText, .high),
            ExpectedPair("Muted", "#336699", .bodyText, .high),
            ExpectedPair("label", "#336699", .bodyText, .medium),
        ]
        let got = Set(found.pairings.map(ExpectedPair.init))
        #expect(got.subtracting(expected).isEmpty, "unexpected: \(got.subtracting(expected))")
        #expect(expected.subtracting(got).isEmpty, "missing: \(expected.subtracting(got))")
        #expect(found.pairings.allSatisfy { $0.origin == .code })
        #expect(found.undrawn == ["Unused"])
        // Colors the catalogs do not hold are added: system colors from the Apple palette,
        // values from the code, opacities applied.
        let secondaryLabel = try #require(found.color(named: "secondaryLabel"))
        #expect(secondaryLabel.resolved(for: .light) == Palette.appleIOS26["secondaryLabel"]?.resolved(for: .light))
        let muted = try #require(found.color(named: "Muted.opacity(0.8)"))
        #expect(abs(muted.resolved(for: .light).alpha - 0.8) < 1e-12)
        #expect(muted.resolved(for: .light).red == (try #require(catalog["Muted"])).resolved(for: .light).red)
        // IB's calibrated RGB is not converted: its pair is incomplete, not guessed.
        #expect(found.unresolvedColor(named: "calibratedRGB(0.9,0.5,0.1)") != nil)
    }

    /// Evidence points at the code: the member that sets the color, 1-based line and column.
    /// A background that is a catalog color transparent in every appearance (`Clear`) shows
    /// what is behind it, which the scan does not know: no pair, and a note that says where.
    @Test func aForegroundOverAFullyTransparentColorMakesNoPair() throws {
        let clear = SRGB(uncheckedRed: 1, green: 1, blue: 1, alpha: 0)
        let palette = Palette(
            name: "test", title: "test", release: "", source: "test",
            colors: testPalette.colors + [AdaptiveColor("Clear", light: clear, dark: clear)])
        let found = try pairs([
            "V.swift": """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Color("Ink")).background(Color("Clear"))
                        Text("b").foregroundColor(Color("Muted")).background(Color("Paper"))
                    }
                }
            }
            """,
        ], palette: palette)
        #expect(found.pairings.map { "\($0.foreground) on \($0.background)" } == ["Muted on Paper"])
        #expect(found.notes.contains { $0.hasPrefix("1 foreground is drawn over a color that is fully transparent") && $0.contains("V.swift:5:") })
    }

    @Test func evidenceIsTheLineAndColumnThatDraws() throws {
        let catalog = try AssetCatalog.read(fixture("SampleApp/App/Assets.xcassets"))
        let found = try SourceScan(roots: [fixture("SampleApp")]).findPairs(for: catalog)
        let cell = try #require(found.pairings.first { $0.id == PairID("Ink", on: "CardBackground") })
        // `        bodyLabel.textColor = UIColor(named: "Ink")`: textColor at column 19 of line 34;
        // `        contentView.backgroundColor = …` at line 32, column 21.
        #expect(cell.evidence.contains { $0.file.hasSuffix("ProfileViewController.swift") && $0.line == 34 && $0.column == 19 && $0.kind == .foreground })
        #expect(cell.evidence.contains { $0.file.hasSuffix("ProfileViewController.swift") && $0.line == 32 && $0.column == 21 && $0.kind == .background })
        // The storyboard label's text color element is on line 18; the box's background on 21.
        let box = try #require(found.pairings.first { $0.id == PairID("label", on: "secondarySystemBackground") })
        #expect(box.evidence.map(\.line) == [18, 21])
    }

    @Test func aColorChosenPerColorSchemeIsAPairOfThatAppearanceOnly() throws {
        let found = try pairs([
            "V.swift": """
            import SwiftUI
            struct V: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    Text("x")
                        .foregroundColor(colorScheme == .dark ? Color("Ink") : Color("HeaderText"))
                        .background(Color("Paper"))
                }
            }
            """
        ])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Ink", "Paper", .bodyText, .high, cells: "dark"),
            ExpectedPair("HeaderText", "Paper", .bodyText, .high, cells: "light"),
        ])
    }

    /// A name built from an enum's raw values is every catalog name it can build, and
    /// nothing else: `ghost` builds names no catalog has; text and fill pair case by case.
    @Test func anEnumBuiltNameIsExactlyTheCatalogNamesItCanProduce() throws {
        let palette = Palette(
            name: "t", title: "t", release: "", source: "t",
            colors: ["PrimaryText", "PrimaryBackground", "SecondaryText", "SecondaryBackground", "TertiaryText"].map {
                AdaptiveColor($0, light: .black, dark: .white)
            })
        let found = try pairs([
            "V.swift": """
            import SwiftUI
            enum Tone: String { case primary = "Primary", secondary = "Secondary", ghost = "Ghost" }
            struct Badge: View {
                let tone: Tone
                var body: some View {
                    Text("a").foregroundColor(Color("\\(tone.rawValue)Text")).background(Color(tone.rawValue + "Background"))
                }
            }
            """
        ], palette: palette)
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("PrimaryText", "PrimaryBackground", .bodyText, .high),
            ExpectedPair("SecondaryText", "SecondaryBackground", .bodyText, .high),
        ])
    }

    /// A style value whose colors are `switch`-computed properties gives one pair per case,
    /// not the cross product; the `!isEnabled` branch of a state is a disabled control's.
    @Test func aCorrelatedStyleEnumGivesOnePairPerCase() throws {
        let found = try pairs([
            "Style.swift": """
            import UIKit
            enum ButtonKind {
                case primary, secondary, destructive
                var titleColor: UIColor {
                    switch self {
                    case .primary, .destructive: return UIColor(named: "Paper")!
                    case .secondary: return UIColor(named: "Ink")!
                    }
                }
                var fillColor: UIColor {
                    switch self {
                    case .primary: return UIColor(named: "Ink")!
                    case .secondary: return UIColor(named: "Paper")!
                    default: return UIColor(named: "HeaderText")!
                    }
                }
            }
            """,
            "Button.swift": """
            import UIKit
            final class KindButton: UIButton {
                var kind: ButtonKind = .primary
                func apply() {
                    setTitleColor(isEnabled ? kind.titleColor : UIColor(named: "Muted"), for: .normal)
                    backgroundColor = kind.fillColor
                }
            }
            """,
        ])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Paper", "Ink", .bodyText, .high),
            ExpectedPair("Ink", "Paper", .bodyText, .high),
            ExpectedPair("Paper", "HeaderText", .bodyText, .high),
            // Drawn only once code disables the button: never certain.
            ExpectedPair("Muted", "Ink", .disabled, .medium),
            ExpectedPair("Muted", "Paper", .disabled, .medium),
            ExpectedPair("Muted", "HeaderText", .disabled, .medium),
        ])
    }

    /// A title color for the selected or disabled state is drawn only once code selects or
    /// disables the button, which the reader does not follow: medium, never high.
    @Test func selectedAndDisabledTitlesAreNeverCertain() throws {
        let found = try pairs([
            "Filters.swift": """
            import UIKit
            final class FiltersViewController: UIViewController {
                private let applyButton = UIButton(type: .custom)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyButton.backgroundColor = UIColor(named: "Paper")
                    applyButton.setTitle("Apply", for: .normal)
                    applyButton.setTitleColor(UIColor(named: "Ink"), for: .normal)
                    applyButton.setTitleColor(UIColor(named: "Muted"), for: .selected)
                    applyButton.setTitleColor(UIColor(named: "HeaderText"), for: .disabled)
                    view.addSubview(applyButton)
                }
            }
            """,
        ])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Ink", "Paper", .bodyText, .high),
            ExpectedPair("Muted", "Paper", .bodyText, .medium),
            ExpectedPair("HeaderText", "Paper", .disabled, .medium),
        ])
    }

    /// A fill chosen in an `isEnabled` setter by `newValue` is the disabled control's in the
    /// branch where the value is false.
    @Test func aSetterChoosesByTheValueItIsGiven() throws {
        let found = try pairs([
            "Button.swift": """
            import UIKit
            final class AppButton: UIButton {
                override var isEnabled: Bool {
                    get { super.isEnabled }
                    set {
                        backgroundColor = newValue ? UIColor(named: "Accent") : UIColor(named: "Muted")
                        super.isEnabled = newValue
                    }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitleColor(UIColor(named: "Paper"), for: .normal)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
        ])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Paper", "Accent", .bodyText, .high),
            ExpectedPair("Paper", "Muted", .disabled, .medium),
        ])
    }

    /// Code whose colors branch at every step (each computed color a `switch` of sixteen
    /// cases over the next, twelve deep) is read within a step budget: the scan ends (without
    /// the budget it follows 16^6 paths before the depth limit stops it: minutes), and a color
    /// it could not finish reading is counted as unread, not guessed.
    @Test func aChoiceThatBranchesAtEveryStepEndsWithinTheBudget() throws {
        var source = "import SwiftUI\nenum K { case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p }\nstruct T {\n    let k: K\n"
        for level in 0..<12 {
            let next = level == 11 ? "Color(\"Ink\")" : "c\(level + 1)"
            let cases = "abcdefghijklmnop".map { "case .\($0): return \(next)" }.joined(separator: "; ")
            source += "    var c\(level): Color { switch k { \(cases) } }\n"
        }
        source += "}\nstruct V: View {\n    let t: T\n    var body: some View { Text(\"a\").foregroundColor(t.c0).background(Color(\"Paper\")) }\n}\n"
        let clock = ContinuousClock()
        let start = clock.now
        let found = try pairs(["V.swift": source])
        #expect(clock.now - start < .seconds(20))
        #expect(found.pairings.filter { $0.confidence != .low }.isEmpty)
        #expect(found.notes.contains { $0.contains("could not be read") })
    }

    /// A trait closure is a color with one cell per appearance: the branch for dark pairs
    /// in dark cells only, the other in light cells only.
    @Test func aTraitClosureGivesATwoCellAdaptiveColor() throws {
        let found = try pairs([
            "C.swift": """
            import UIKit
            extension UIColor {
                static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
                    UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
                }
                static let note = dynamic(light: UIColor(named: "Ink")!, dark: UIColor(named: "Muted")!)
            }
            final class C: UIViewController {
                override func viewDidLoad() {
                    let label = UILabel()
                    view.addSubview(label)
                    label.textColor = .note
                    view.backgroundColor = UIColor(named: "Paper")
                }
            }
            """
        ])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Ink", "Paper", .bodyText, .high, cells: "light"),
            ExpectedPair("Muted", "Paper", .bodyText, .high, cells: "dark"),
        ])
    }

    @Test func anAppLockedToDarkIsAuditedInDarkOnly() throws {
        let found = try SourceScan(roots: [fixture("LockedApp")]).findPairs(for: .appleIOS26)
        let pairing = try #require(found.pairings.first)
        #expect(ExpectedPair(pairing) == ExpectedPair("white.opacity(0.6)", "black", .bodyText, .high, cells: "dark"))
        #expect(pairing.evidence.contains { $0.kind == .appearance && $0.line == 8 })
        let report = try AuditJob(palette: .input("apple-ios26"), suggestions: false, colorVision: false, code: SourceScan(roots: [fixture("LockedApp")])).run()
        #expect(Set(report.findings.flatMap(\.appearances).map(\.style)) == [.dark])
    }

    @Test func infoPlistAndOverrideUserInterfaceStyleLockTheApp() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIUserInterfaceStyle</key>
            \t<string>Light</string>
            </dict>
            </plist>
            """
        let controller = """
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = UIColor(named: "Paper")
                    view.addSubview(label)
                    label.textColor = UIColor(named: "Ink")
                }
            }
            final class D: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    overrideUserInterfaceStyle = .dark
                    view.backgroundColor = UIColor(named: "CardBackground")
                    view.addSubview(label)
                    label.textColor = UIColor(named: "Muted")
                }
            }
            """
        let found = try pairs(["App/Info.plist": plist, "App/C.swift": controller])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Ink", "Paper", .bodyText, .high, cells: "light"),
            // A screen's own lock wins over the app's.
            ExpectedPair("Muted", "CardBackground", .bodyText, .high, cells: "dark"),
        ])
        let ink = try #require(found.pairings.first { $0.foreground == "Ink" })
        #expect(ink.evidence.contains { $0.kind == .appearance && $0.file.hasSuffix("Info.plist") && $0.line == 5 })
    }

    /// An appearance chosen by a setting, a branch or a build flag is not a lock: both
    /// appearances are audited, and the places are named. A platform's `#if` is not a
    /// condition.
    @Test func anAppearanceSetOnAConditionIsNotALock() throws {
        let delegate = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    #if SNAPSHOT
                    window?.overrideUserInterfaceStyle = .dark
                    #endif
                    if UserDefaults.standard.bool(forKey: "light") {
                        window?.overrideUserInterfaceStyle = .light
                    }
                    window?.overrideUserInterfaceStyle = UserDefaults.standard.bool(forKey: "dark") ? .dark : .unspecified
                }
            }
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = UIColor(named: "Paper")
                    view.addSubview(label)
                    label.textColor = UIColor(named: "Ink")
                }
            }
            """
        let settings = """
            import AppKit
            enum Appearance { case system, light, dark }
            final class Settings {
                func apply(_ appearance: Appearance) {
                    switch appearance {
                    case .system: NSApp.appearance = nil
                    case .dark: NSApp.appearance = NSAppearance(named: .darkAqua)
                    case .light: NSApp.appearance = NSAppearance(named: .aqua)
                    }
                }
            }
            """
        let view = """
            import SwiftUI
            struct V: View {
                @AppStorage("dark") var dark = false
                var body: some View {
                    Text("A").foregroundColor(Color("Muted")).background(Color("Paper"))
                        .preferredColorScheme(dark ? .dark : .light)
                }
            }
            """
        let found = try pairs(["Scene.swift": delegate, "Settings.swift": settings, "V.swift": view])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Ink", "Paper", .bodyText, .high), ExpectedPair("Muted", "Paper", .bodyText, .high),
        ])
        let note = try #require(found.notes.first { $0.contains("set only on a condition") })
        // #if SNAPSHOT, the if, the two switch cases; the ternaries name no one appearance.
        #expect(note.hasPrefix("4 appearances are set only on a condition"))
        #expect(!found.notes.contains { $0.contains("locked") })

        let platform = try pairs([
            "Scene.swift": delegate.replacingOccurrences(of: "#if SNAPSHOT", with: "#if os(iOS) || targetEnvironment(macCatalyst)")
        ])
        #expect(platform.pairings.map(ExpectedPair.init) == [ExpectedPair("Ink", "Paper", .bodyText, .high, cells: "dark")])
    }

    @Test func anAppearanceSetBothWaysInTwoFunctionsIsNotALock() throws {
        // A theme switch written as one function per theme: each sets its style outright,
        // neither is the app's only appearance.
        let manager = """
            import UIKit
            final class ThemeManager {
                func applyLight() {
                    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                    for window in scene.windows { window.overrideUserInterfaceStyle = .light }
                }
                func applyDark() {
                    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                    for window in scene.windows { window.overrideUserInterfaceStyle = .dark }
                }
            }
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = UIColor(named: "Paper")
                    view.addSubview(label)
                    label.textColor = UIColor(named: "Ink")
                    ThemeManager().applyDark()
                }
            }
            """
        let found = try pairs(["Theme.swift": manager])
        #expect(found.pairings.map(ExpectedPair.init) == [ExpectedPair("Ink", "Paper", .bodyText, .high)])
        #expect(!found.notes.contains { $0.contains("locked") })
        let note = try #require(found.notes.first { $0.contains("set only on a condition") })
        #expect(note.hasPrefix("2 appearances are set only on a condition"))

        // In two classes (a light scene delegate, a dark settings screen): no lock either.
        let split = manager.replacingOccurrences(of: "    func applyDark() {", with: "}\nfinal class DarkTheme {\n    func applyDark() {")
            .replacingOccurrences(of: "ThemeManager().applyDark()", with: "ThemeManager().applyLight(); DarkTheme().applyDark()")
        let other = try pairs(["Theme.swift": split])
        #expect(other.pairings.map(ExpectedPair.init) == [ExpectedPair("Ink", "Paper", .bodyText, .high)])
        #expect(!other.notes.contains { $0.contains("locked") })
    }

    @Test func colorExpressionsAreFollowed() throws {
        let found = try pairs([
            "Colors.swift": """
            import SwiftUI
            import UIKit
            enum Asset { enum Colors { static let ink = ColorAsset(name: "Ink") } }
            struct Theme { static let surface = Color.cardBackground }
            extension UIColor { static func brandText() -> UIColor { UIColor(named: "HeaderText")! } }
            """,
            "V.swift": """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Asset.Colors.ink.swiftUIColor)
                        Text("b").foregroundColor(Color(uiColor: .brandText()))
                        Text("c").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6))
                        Text("d").foregroundColor(Color(uiColor: UIColor.secondaryLabel.withAlphaComponent(0.5)))
                        Text("e").foregroundColor(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))
                        Text("f").foregroundColor(.primary)
                    }
                    .background(Theme.surface)
                }
            }
            """,
        ])
        #expect(Set(found.pairings.map(\.foreground)) == [
            "Ink", "HeaderText", "#336699", "secondaryLabel.opacity(0.5)", "#FF0000", "label",
        ])
        #expect(Set(found.pairings.map(\.background)) == ["CardBackground"])
    }

    /// Namespaced catalog names: a generated accessor's path picks the one it spells; a last
    /// part that several names share names none; an instance's property names no asset.
    @Test func generatedPathsPickTheirNamespacedColor() throws {
        let palette = Palette(
            name: "test", title: "test", release: "", source: "test",
            colors: [
                AdaptiveColor("Colors/TextField/background", light: .white, dark: .black),
                AdaptiveColor("Scene/Onboarding/background", light: .black, dark: .white),
                AdaptiveColor("Colors/Label/primary", light: .black, dark: .white),
                AdaptiveColor("Colors/compose.poll", light: .white, dark: .black),
            ])
        let found = try pairs(
            [
                "V.swift": """
                import UIKit
                final class C: UIViewController {
                    let a = UILabel(), b = UILabel(), c = UILabel(), d = UILabel()
                    let box = UIView(), field = UIView(), other = UIView()
                    override func viewDidLoad() {
                        view.backgroundColor = Asset.Scene.Onboarding.background.color
                        view.addSubview(a)
                        a.textColor = Asset.Colors.Label.primary.color
                        field.backgroundColor = Asset.Colors.TextField.background.color
                        field.addSubview(b)
                        b.textColor = Asset.Colors.Label.primary.color
                        box.backgroundColor = Asset.Colors.composePoll.color
                        box.addSubview(c)
                        c.textColor = .background
                        other.backgroundColor = viewModel.backgroundColor.cgColor
                        other.addSubview(d)
                        d.textColor = Asset.Colors.Label.primary.color
                    }
                }
                """
            ], palette: palette)
        let pairs = Set(found.pairings.map { "\($0.foreground) on \($0.background)" })
        #expect(pairs.contains("Colors/Label/primary on Scene/Onboarding/background"))
        #expect(pairs.contains("Colors/Label/primary on Colors/TextField/background"))
        #expect(!pairs.contains { $0.hasSuffix("on Colors/compose.poll") }, "`.background` is ambiguous: c's color is unread")
        #expect(pairs.count == 2, "`viewModel.backgroundColor` is no asset: d's background is unread (\(pairs))")
    }

    @Test func whatCannotBeReadIsCountedNotPassed() throws {
        let found = try pairs([
            "V.swift": """
            import SwiftUI
            struct V: View {
                let theme: Theme
                var body: some View {
                    Text("a").foregroundColor(theme.color(for: .title)).background(Color("Paper"))
                    Text("b").foregroundColor(Color("Nowhere")).background(.ultraThinMaterial)
                    Text("c").foregroundColor(Color("Nowhere")).background(Color("Paper"))
                }
            }
            """,
            "Broken.xib": "<document><objects><view>",
        ])
        #expect(found.pairings.map(\.id) == [PairID("Nowhere", on: "Paper")])
        let notes = found.notes.joined(separator: "\n")
        #expect(notes.contains("1 color in drawing code could not be read"))
        #expect(notes.contains("V.swift:5:"))
        #expect(notes.contains("drawn over a material, gradient or image"))
        #expect(notes.contains("Broken.xib"))
        // A name no catalog defines is incomplete, with why.
        let app = try temporaryApp(["V.swift": """
            import SwiftUI
            struct V: View { var body: some View { Text("c").foregroundColor(Color("Nowhere")).background(Color("Paper")) } }
            """])
        defer { try? FileManager.default.removeItem(atPath: app) }
        let report = try AuditJob(palette: .palette(testPalette), code: SourceScan(roots: [app])).run()
        #expect(report.incomplete.first?.reason.contains("no asset catalog given defines") == true)
    }

    /// An Info.plist that is no property list is named, and the storyboard the app starts
    /// with is then not known: no initial scene is dropped for it.
    @Test func anInfoPlistThatIsNoPropertyListIsNamed() throws {
        let found = try pairs(ConstructExamples.storyboardApp(sceneSettings: "<key>UISceneStoryboardFile</key><string>Main"))
        #expect(found.notes.contains { $0.contains("Info.plist (not a property list: the storyboard the app starts with is not known)") })
        #expect(!found.notes.contains { $0.contains("shown by nothing") })
        let valid = try pairs(ConstructExamples.storyboardApp(sceneSettings: ""))
        #expect(!valid.notes.contains { $0.contains("not a property list") })
        #expect(valid.notes.contains { $0.contains("shown by nothing") })
    }

    /// In an app's whole code (it has its `@main`), a type nothing reachable uses is dead
    /// code: its pairs are not audited, and it is named. A preview is no use; a storyboard's
    /// `customClass` is, and a `register(X.self …)` in a used controller. Part of an app (no
    /// entry point) keeps everything.
    @Test func typesNothingUsesAreDeadCode() throws {
        let files = [
            "App.swift": """
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            """,
            "Views.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View { Text("Home").foregroundColor(Color("Ink")).background(Color("Paper")) }
                func stories() -> UIViewController? { UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() }
            }
            struct Orphan: View {
                var body: some View { Text("Old").foregroundColor(Color("Muted")).background(Color("Paper")) }
            }
            #Preview { Orphan() }
            """,
            "Cells.swift": """
            import UIKit
            final class ListController: UITableViewController {
                override func viewDidLoad() { tableView.register(LiveCell.self, forCellReuseIdentifier: "live") }
            }
            final class LiveCell: UITableViewCell {
                let title = UILabel()
                override func layoutSubviews() {
                    contentView.backgroundColor = UIColor(named: "CardBackground")
                    contentView.addSubview(title)
                    title.textColor = UIColor(named: "Ink")
                }
            }
            final class DeadCell: UITableViewCell {
                let title = UILabel()
                override func layoutSubviews() {
                    contentView.backgroundColor = UIColor(named: "CardBackground")
                    contentView.addSubview(title)
                    title.textColor = UIColor(named: "HeaderText")
                }
            }
            final class StoryController: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = UIColor(named: "Paper")
                    view.addSubview(label)
                    label.textColor = UIColor(named: "HeaderText")
                }
            }
            """,
            "Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="StoryController" sceneMemberID="viewController"/>
              </objects></scene><scene sceneID="t"><objects>
                <tableViewController storyboardIdentifier="list" id="tvc" customClass="ListController" sceneMemberID="viewController"/>
              </objects></scene></scenes>
            </document>
            """,
        ]
        let found = try pairs(files)
        #expect(Set(found.pairings.map { "\($0.foreground) on \($0.background)" }) == [
            "Ink on Paper", "Ink on CardBackground", "HeaderText on Paper",
        ])
        let note = try #require(found.notes.first { $0.contains("used nowhere") })
        #expect(note.hasPrefix("2 types that would draw pairs are used nowhere in the code scanned"))
        #expect(note.contains("DeadCell (") && note.contains("Orphan ("))

        var part = files
        part["App.swift"] = nil
        let partial = try pairs(part)
        #expect(Set(partial.pairings.map { "\($0.foreground) on \($0.background)" }) == [
            "Ink on Paper", "Muted on Paper", "Ink on CardBackground", "HeaderText on CardBackground", "HeaderText on Paper",
        ])
    }

    /// A file whose code is all under `#if` is read in every branch and named, so a reader
    /// can see that it was; a file with a preview under `#if DEBUG` beside its view is not.
    @Test func filesWithCodeOnlyUnderConditionsAreNamed() throws {
        let found = try pairs([
            "Wrapped.swift": """
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if os(iOS)
            struct Wrapped: View {
                var body: some View { Text("a").foregroundColor(Color("Ink")).background(Color("Paper")) }
            }
            #endif
            """,
            "Plain.swift": """
            import SwiftUI
            struct Plain: View {
                var body: some View { Text("a").foregroundColor(Color("Muted")).background(Color("Paper")) }
            }
            #if DEBUG
            struct Plain_Previews: PreviewProvider { static var previews: some View { Plain() } }
            #endif
            """,
        ])
        #expect(Set(found.pairings.map { "\($0.foreground) on \($0.background)" }) == ["Ink on Paper", "Muted on Paper"])
        let note = try #require(found.notes.first { $0.contains("only under #if") })
        #expect(note.hasPrefix("1 Swift file holds its code only under #if; every branch was read: "))
        #expect(note.contains("Wrapped.swift") && !note.contains("Plain.swift"))
    }

    /// A context menu's, an alert's, a swipe action's and an accessibility action's views
    /// are not drawn over the view (a swipe action is white on its own tint); a plain-style
    /// button's label is not tinted.
    @Test func viewsDrawnElsewhereAndPlainButtons() throws {
        let found = try pairs([
            "V.swift": """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Row")
                            .foregroundColor(Color("Ink"))
                            .contextMenu { Button("Copy") {}.foregroundColor(Color("Muted")) }
                            .swipeActions { Button("Delete") {}.tint(Color("HeaderText")) }
                            .accessibilityActions { Button("Vote") {}.foregroundColor(Color("HeaderText")) }
                        Button("More") {}
                            .buttonStyle(.plain)
                        Button("Go") {}
                            .tint(Color("Muted"))
                    }
                    .background(Color("Paper"))
                }
            }
            """
        ])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Ink", "Paper", .bodyText, .high),
            // The plain button's title is in the label color, not the accent.
            ExpectedPair("label", "Paper", .bodyText, .high),
            ExpectedPair("Muted", "Paper", .bodyText, .high),
            // (Seen only while the row is swiped: medium.)
            ExpectedPair("white", "HeaderText", .bodyText, .medium),
        ])
    }

    /// Text in the color of its own background cannot be read: a pair (contrast 1:1, WCAG's
    /// minimum ratio), never dropped.
    @Test func textInItsBackgroundsColorIsAPairThatFails() throws {
        let root = try temporaryApp([
            "V.swift": """
            import SwiftUI
            struct V: View { var body: some View { Text("x").foregroundColor(Color("Paper")).background(Color("Paper")) } }
            """
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try AuditJob(palette: .palette(testPalette), suggestions: false, colorVision: false, code: SourceScan(roots: [root])).run()
        #expect(report.pairings.map(\.id) == [PairID("Paper", on: "Paper")])
        #expect(report.findings.filter { $0.criterion?.number == "1.4.3" }.allSatisfy { $0.status == .fail && $0.ratio == 1 })
    }

    @Test func aRulesFileWinsForThePairsItNames() throws {
        let root = try temporaryApp([
            "V.swift": """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Color("Ink"))
                        Text("b").foregroundColor(Color("Muted"))
                    }.background(Color("Paper"))
                }
            }
            """,
            "rules.yaml": """
            rules:
              - foreground: Ink
                background: Paper
                role: large-text
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try AuditJob(
            palette: .palette(testPalette), rules: root + "/rules.yaml", suggestions: false, colorVision: false,
            code: SourceScan(roots: [root])
        ).run()
        let byID = Dictionary(uniqueKeysWithValues: report.pairings.map { ($0.id, $0) })
        #expect(byID[PairID("Ink", on: "Paper")]?.origin == .rules)
        #expect(byID[PairID("Ink", on: "Paper")]?.role == .largeText)
        #expect(byID[PairID("Muted", on: "Paper")]?.origin == .code)
        #expect(report.pairings.count == 2)
    }

    @Test func catalogsOfAnotherTargetAreKeptApart() throws {
        let folder = try SourceFolder(roots: [fixture("SampleApp")])
        let chosen = ProjectCatalogs.choose(folder.assetCatalogs, swiftFiles: folder.swiftFiles)
        #expect(chosen.catalogs.map(\.path).map { $0.hasSuffix("App/Assets.xcassets") } == [true])
        #expect(chosen.notes.count == 1)
        #expect(chosen.notes.first?.contains("Widget/Assets.xcassets is kept apart") == true)
    }

    /// Xcode's template `AccentColor` defines no color, yet two catalogs that both have one
    /// cannot be read together: the clash is seen on color set names, not on colors.
    @Test func emptyColorSetsOfTwoTargetsClash() throws {
        let empty = #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        let red = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "red" : "1", "green" : "0", "blue" : "0" } }, "idiom" : "universal" } ] }"#
        let root = try temporaryApp([
            "App/View.swift": "import SwiftUI",
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": empty,
            "App/Assets.xcassets/Ink.colorset/Contents.json": red,
            "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": empty,
            "Widget/Assets.xcassets/Glow.colorset/Contents.json": red,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = try SourceFolder(roots: [root])
        let chosen = ProjectCatalogs.choose(folder.assetCatalogs, swiftFiles: folder.swiftFiles)
        #expect(chosen.catalogs.map(\.path) == [root + "/App/Assets.xcassets"])
        #expect(chosen.notes.first?.contains("defines 'AccentColor'") == true)
        #expect(throws: Never.self) { try AssetCatalog.read(chosen.catalogs.map(\.url.path)) }
    }

    @Test func buildFoldersAndLinksAreNotRead() throws {
        let root = try temporaryApp([
            "A.swift": "import SwiftUI",
            ".build/B.swift": "import SwiftUI",
            "Pods/C.swift": "import SwiftUI",
            "DerivedData/D.swift": "import SwiftUI",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Outside", withDestinationPath: "/usr")
        let folder = try SourceFolder(roots: [root])
        #expect(folder.swiftFiles.map(\.url.lastPathComponent) == ["A.swift"])
        #expect(folder.skipped.contains { $0.contains("Outside") })
        #expect(throws: InputFileError.self) { try SourceFolder(roots: [root + "/missing"]) }
    }

    @Test func interfaceBuilderFontsDecideLargeText() throws {
        let found = try pairs([
            "A.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects>
                <view id="v">
                  <subviews>
                    <label id="a"><fontDescription key="fontDescription" type="boldSystem" pointSize="14"/><color key="textColor" name="Ink"/></label>
                    <label id="b"><fontDescription key="fontDescription" type="system" pointSize="17"/><color key="textColor" name="Muted"/></label>
                    <label id="c"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/><color key="textColor" name="HeaderText"/></label>
                    <label id="d" enabled="NO"><color key="textColor" systemColor="secondaryLabelColor"/></label>
                  </subviews>
                  <color key="backgroundColor" name="Paper"/>
                </view>
              </objects>
            </document>
            """
        ])
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("Ink", "Paper", .largeText, .high),
            ExpectedPair("Muted", "Paper", .bodyText, .high),
            ExpectedPair("HeaderText", "Paper", .largeText, .high),
            ExpectedPair("secondaryLabel", "Paper", .disabled, .high),
        ])
    }

    @Test func appKitCellsAndSystemCatalogColors() throws {
        let found = try pairs([
            "Main.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
              <objects>
                <box boxType="custom" id="b">
                  <view key="contentView" id="c">
                    <subviews>
                      <textField id="t">
                        <textFieldCell key="cell" title="Hi" id="tc">
                          <font key="font" metaFont="system"/>
                          <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                          <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                        </textFieldCell>
                      </textField>
                    </subviews>
                  </view>
                  <color key="fillColor" name="Paper"/>
                </box>
              </objects>
            </document>
            """
        ])
        // The cell draws no background (no drawsBackground): the text is on the box's fill.
        #expect(Set(found.pairings.map(ExpectedPair.init)) == [ExpectedPair("labelColor", "Paper", .bodyText, .high)])
    }

    /// What a table never draws is no pair: header cells when it has no header view, data
    /// cells when it is view-based; a column's header background is not under its data
    /// cell's text; a text view with `drawsBackground="NO"` shows what is behind it.
    @Test func cellsATableNeverDrawsAreNoPairs() throws {
        func table(_ attributes: String) -> String {
            """
            <tableView \(attributes) id="tv">
              <tableColumns>
                <tableColumn id="col">
                  <tableHeaderCell key="headerCell" title="Name">
                    <color key="textColor" name="HeaderText"/>
                    <color key="backgroundColor" name="CardBackground"/>
                  </tableHeaderCell>
                  <textFieldCell key="dataCell" title="Cell">
                    <color key="textColor" name="Muted"/>
                  </textFieldCell>
                </tableColumn>
              </tableColumns>
            </tableView>
            """
        }
        func document(_ body: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
              <objects>
                <view id="root">
                  <subviews>
                    \(body)
                  </subviews>
                  <color key="backgroundColor" name="Paper"/>
                </view>
              </objects>
            </document>
            """
        }
        let cellBased = try pairs(["T.xib": document(table(#"headerView="hv""#))])
        #expect(Set(cellBased.pairings.map(ExpectedPair.init)) == [
            ExpectedPair("HeaderText", "CardBackground", .bodyText, .high), ExpectedPair("Muted", "Paper", .bodyText, .high),
        ])
        let viewBased = try pairs(["T.xib": document(table(#"viewBased="YES""#))])
        #expect(viewBased.pairings.isEmpty)
        let textView = try pairs([
            "T.xib": document(
                """
                <textView drawsBackground="NO" id="text">
                  <color key="textColor" name="Ink"/>
                  <color key="backgroundColor" name="CardBackground"/>
                </textView>
                """)
        ])
        #expect(Set(textView.pairings.map(ExpectedPair.init)) == [ExpectedPair("Ink", "Paper", .bodyText, .high)])
    }
}
